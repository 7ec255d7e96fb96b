//! Player time: `player_speed()`, `player_movement_speed()` and the time each action takes
//! (`docs/rules/dcss-0.31.md` §7.1–§7.2, §5 "Weapon attack delay").
//!
//! Each rule has a sampler (named after the game function) and its exact law (`*_dist`).
//! The deterministic steps are written once and shared by both.

use rand::Rng;

use crate::dcss::rng;
use crate::dcss::rules::RuleSet;
use crate::dist::Dist;

/// Aut in one normal turn, `BASELINE_DELAY` (`docs/rules/dcss-0.31.md` §0, §7.1).
pub const BASELINE_DELAY: i32 = 10;

/// The movement-delay floor `FASTEST_PLAYER_MOVE_SPEED`, applied before haste or berserk
/// scale the move (`docs/rules/dcss-0.31.md` §7.1, §7.2, §9 point 24).
pub const FASTEST_PLAYER_MOVE_SPEED: i32 = 6;

/// The statuses `player_speed()` reads (player.cc:1924, `docs/rules/dcss-0.31.md` §7.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default))]
pub struct PlayerStatus {
    /// `you.cannot_act()` (paralysed, asleep, petrified...): the speed is 10 and nothing
    /// else applies.
    pub cannot_act: bool,
    /// Slow, or any stat at zero: `haste_mul` (10 → 15).
    pub slowed: bool,
    /// Berserk, when no god passive forbids it: `berserk_div`, which replaces haste.
    pub berserk: bool,
    /// Haste: `haste_div` (10 → 6 or 7).
    pub hasted: bool,
    /// Statue form or Petrifying: `ps * 15 / 10`, integer.
    pub statue: bool,
}

/// `player_speed()` (player.cc:1924, `docs/rules/dcss-0.31.md` §7.1): the `you.time_taken`
/// rolled at the start of every action. Slow gives `haste_mul(10)`, then berserk or (else) haste
/// `haste_div`, then statue form/petrifying `×15/10`; a player who cannot act gets 10.
/// Haste is re-rolled every action (§9 point 27).
pub fn player_speed<R: Rng + ?Sized>(rng: &mut R, status: &PlayerStatus) -> i32 {
    let mut ps = BASELINE_DELAY;
    if status.cannot_act {
        return ps;
    }
    if status.slowed {
        ps = rng::haste_mul(rng, ps);
    }
    // berserk_div and haste_div are the same macro body; berserk wins, not both.
    if status.berserk || status.hasted {
        ps = rng::haste_div(rng, ps);
    }
    if status.statue {
        ps = statue_scale(ps);
    }
    ps
}

/// Exact law of [`player_speed`] (`docs/rules/dcss-0.31.md` §7.1).
///
/// ```
/// use mechanics::dcss::time::{PlayerStatus, player_speed_dist};
/// use mechanics::tolerance::EXACT;
/// let hasted = player_speed_dist(&PlayerStatus { hasted: true, ..Default::default() });
/// assert!((hasted.prob(6) - 1.0 / 3.0).abs() < EXACT);
/// assert!((hasted.prob(7) - 2.0 / 3.0).abs() < EXACT);
/// // Slow and haste together: 15 -> 10.
/// let both = PlayerStatus { hasted: true, slowed: true, ..Default::default() };
/// assert_eq!(player_speed_dist(&both).prob(10), 1.0);
/// ```
pub fn player_speed_dist(status: &PlayerStatus) -> Dist {
    let mut ps = Dist::point(BASELINE_DELAY);
    if status.cannot_act {
        return ps;
    }
    if status.slowed {
        ps = ps.and_then(Dist::haste_mul);
    }
    if status.berserk || status.hasted {
        ps = ps.and_then(Dist::haste_div);
    }
    if status.statue {
        ps = ps.map(statue_scale);
    }
    ps
}

/// Statue form / Petrifying: `ps *= 15; ps /= 10` (player.cc:1924).
fn statue_scale(ps: i32) -> i32 {
    ps * 15 / 10
}

/// The Swiftness state the movement delay reads (`ATTR_SWIFTNESS`, `docs/rules/dcss-0.31.md` §7.2,
/// §9 point 17).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Swiftness {
    /// No Swiftness (`ATTR_SWIFTNESS == 0`).
    #[default]
    Off,
    /// The positive phase (`ATTR_SWIFTNESS > 0`): `div_rand_round(3·mv, 4)`.
    Active,
    /// The "sluggish" after-effect (`ATTR_SWIFTNESS < 0`, as long as the positive phase):
    /// mv ≥ 8 → `div_rand_round(3·mv, 2)`; mv = 7 → `div_rand_round(42, 5)`; else unchanged.
    Sluggish,
}

/// Everything `player_movement_speed()` reads, as plain values (player.cc:1852,
/// `docs/rules/dcss-0.31.md` §7.2). Species and form data fill these in; `Default` is an unmodified
/// humanoid on dry floor (`form_base` 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default))]
pub struct MoveModifiers {
    /// The form's base delay (transform.cc:2181): Bat 5, Pig 7, every other form and no
    /// form 10.
    pub form_base: i32,
    /// Standing on water terrain (shallow or deep).
    pub on_water: bool,
    /// Flying or water-walking: over the water but not `in_water()`. The Nimble Swimmer
    /// bonus ignores this; the wading penalty needs it false (§9 point 21).
    pub above_water: bool,
    /// Nimble Swimmer mutation level; ≥ 2 (merfolk) gives −4 on water.
    pub nimble_swimmer: i32,
    /// The species can swim (Merfolk, Octopode, Barachi, Grey Draconian): never slowed by
    /// water (§9 point 23).
    pub can_swim: bool,
    /// Body size larger than MEDIUM (Troll, Oni, Naga, Armataur): never slowed by water.
    pub large_body: bool,
    /// On liquefied ground or maintaining Liquefaction: +3.
    pub liquefied: bool,
    /// Wearing the Lightning Scales unrand: −1, before the Slow mutation (§9 point 20).
    pub lightning_scales: bool,
    /// Number of worn Ponderousness items: +1 each.
    pub ponderous: i32,
    /// `Some(piety)` for a Cheibriados worshipper or penitent:
    /// `+2 + min(div_rand_round(piety, 20), 8)`.
    pub cheibriados_piety: Option<i32>,
    /// Frozen: +3 (the wiki's +4 is wrong, §9 point 18).
    pub frozen: bool,
    /// Fast mutation level L: −(L+1) (Spriggan L3 → −4).
    pub fast_mutation: i32,
    /// Slow mutation level L: `mv * (10 + 2L) / 10`, integer (Barachi L1, Naga L2).
    pub slow_mutation: i32,
    /// Swiftness phase.
    pub swiftness: Swiftness,
    /// The Bane of Lethargy (0.34 only): `mv·13/10` after the Slow mutation
    /// (`docs/rules/dcss-0.34.md` §7.2).
    pub lethargy: bool,
    /// Fortress Crab form (0.34 only): `mv·13/10` after Lethargy (`docs/rules/dcss-0.34.md`
    /// §7.2).
    pub fortress_crab: bool,
}

impl Default for MoveModifiers {
    fn default() -> Self {
        Self {
            form_base: BASELINE_DELAY,
            on_water: false,
            above_water: false,
            nimble_swimmer: 0,
            can_swim: false,
            large_body: false,
            liquefied: false,
            lightning_scales: false,
            ponderous: 0,
            cheibriados_piety: None,
            frozen: false,
            fast_mutation: 0,
            slow_mutation: 0,
            swiftness: Swiftness::Off,
            lethargy: false,
            fortress_crab: false,
        }
    }
}

/// `player_movement_speed()` (player.cc:1852, `docs/rules/dcss-0.31.md` §7.2): the movement delay
/// `mv`, with every modifier in the code's order and the floor of 6 last. Random only
/// through Cheibriados and Swiftness.
pub fn player_movement_speed<R: Rng + ?Sized>(rng: &mut R, m: &MoveModifiers) -> i32 {
    let mut mv = terrain_and_gear(m);
    if let Some(piety) = m.cheibriados_piety {
        mv += cheibriados_slowdown(rng::div_rand_round(rng, piety, 20));
    }
    mv = statuses_and_mutations(mv, m);
    mv = match swiftness_ratio(mv, m.swiftness) {
        Some((num, den)) => rng::div_rand_round(rng, num, den),
        None => mv,
    };
    mv.max(FASTEST_PLAYER_MOVE_SPEED)
}

/// Exact law of [`player_movement_speed`] (`docs/rules/dcss-0.31.md` §7.2).
///
/// ```
/// use mechanics::dcss::time::{MoveModifiers, Swiftness, player_movement_speed_dist};
/// use mechanics::tolerance::EXACT;
/// // Spriggan: Fast 3 gives 10 - 4 = 6.
/// let spriggan = MoveModifiers { fast_mutation: 3, ..Default::default() };
/// assert_eq!(player_movement_speed_dist(&spriggan).prob(6), 1.0);
/// // Swiftness: div_rand_round(30, 4) is 7 or 8, one half each.
/// let swift = MoveModifiers { swiftness: Swiftness::Active, ..Default::default() };
/// assert!((player_movement_speed_dist(&swift).prob(7) - 0.5).abs() < EXACT);
/// ```
pub fn player_movement_speed_dist(m: &MoveModifiers) -> Dist {
    let mut mv = Dist::point(terrain_and_gear(m));
    if let Some(piety) = m.cheibriados_piety {
        mv = mv.add(&Dist::div_rand_round(piety, 20).map(cheibriados_slowdown));
    }
    mv.map(|v| statuses_and_mutations(v, m))
        .and_then(|v| match swiftness_ratio(v, m.swiftness) {
            Some((num, den)) => Dist::div_rand_round(num, den),
            None => Dist::point(v),
        })
        .map(|v| v.max(FASTEST_PLAYER_MOVE_SPEED))
}

/// `player_movement_speed()` under `rules` (`docs/rules/dcss-0.31.md` §7.2,
/// `docs/rules/dcss-0.34.md` §7.2): at 0.34.1 Frozen multiplies by 3/2 (randomly rounded)
/// after Fast, Slow, Lethargy and Fortress Crab form instead of adding 3 before them.
pub fn player_movement_speed_in<R: Rng + ?Sized>(
    rng: &mut R,
    rules: RuleSet,
    m: &MoveModifiers,
) -> i32 {
    if rules == RuleSet::Dcss031 {
        return player_movement_speed(rng, m);
    }
    let mut mv = terrain_and_gear(m);
    if let Some(piety) = m.cheibriados_piety {
        mv += cheibriados_slowdown(rng::div_rand_round(rng, piety, 20));
    }
    mv = mutations_034(mv, m);
    if m.frozen {
        mv = rng::div_rand_round(rng, mv * 3, 2);
    }
    mv = match swiftness_ratio(mv, m.swiftness) {
        Some((num, den)) => rng::div_rand_round(rng, num, den),
        None => mv,
    };
    mv.max(FASTEST_PLAYER_MOVE_SPEED)
}

/// Exact law of [`player_movement_speed_in`] (`docs/rules/dcss-0.34.md` §7.2).
///
/// ```
/// use mechanics::dcss::rules::RuleSet;
/// use mechanics::dcss::time::{MoveModifiers, player_movement_speed_dist_in};
/// use mechanics::tolerance::EXACT;
/// // Frozen at 0.34: 10·3/2 = 15; with Lethargy 13·3/2 = 19.5: 19 or 20, half each.
/// let frozen = MoveModifiers { frozen: true, ..Default::default() };
/// assert_eq!(player_movement_speed_dist_in(RuleSet::Dcss034, &frozen).prob(15), 1.0);
/// assert_eq!(player_movement_speed_dist_in(RuleSet::Dcss031, &frozen).prob(13), 1.0);
/// let lethargic = MoveModifiers { lethargy: true, ..frozen };
/// let d = player_movement_speed_dist_in(RuleSet::Dcss034, &lethargic);
/// assert!((d.prob(19) - 0.5).abs() < EXACT && (d.prob(20) - 0.5).abs() < EXACT);
/// ```
pub fn player_movement_speed_dist_in(rules: RuleSet, m: &MoveModifiers) -> Dist {
    if rules == RuleSet::Dcss031 {
        return player_movement_speed_dist(m);
    }
    let mut mv = Dist::point(terrain_and_gear(m));
    if let Some(piety) = m.cheibriados_piety {
        mv = mv.add(&Dist::div_rand_round(piety, 20).map(cheibriados_slowdown));
    }
    let mut mv = mv.map(|v| mutations_034(v, m));
    if m.frozen {
        mv = mv.and_then(|v| Dist::div_rand_round(v * 3, 2));
    }
    mv.and_then(|v| match swiftness_ratio(v, m.swiftness) {
        Some((num, den)) => Dist::div_rand_round(num, den),
        None => Dist::point(v),
    })
    .map(|v| v.max(FASTEST_PLAYER_MOVE_SPEED))
}

/// The 0.34 steps after Cheibriados and before Frozen: Fast, Slow, Lethargy, Fortress Crab
/// (player.cc:1843-1916 at 0.34.1, `docs/rules/dcss-0.34.md` §7.2).
fn mutations_034(mut mv: i32, m: &MoveModifiers) -> i32 {
    if m.fast_mutation > 0 {
        mv -= m.fast_mutation + 1;
    }
    if m.slow_mutation > 0 {
        mv = mv * (10 + 2 * m.slow_mutation) / 10;
    }
    if m.lethargy {
        mv = mv * 13 / 10;
    }
    if m.fortress_crab {
        mv = mv * 13 / 10;
    }
    mv
}

/// The steps before Cheibriados: form base, water, liquefaction, Lightning Scales,
/// Ponderousness (`docs/rules/dcss-0.31.md` §7.2).
fn terrain_and_gear(m: &MoveModifiers) -> i32 {
    let mut mv = m.form_base;
    if m.on_water {
        if m.nimble_swimmer >= 2 {
            mv -= 4;
        } else if !m.above_water && !m.can_swim && !m.large_body {
            // in_water() && slow_in_water()
            mv += 6;
        }
    }
    if m.liquefied {
        mv += 3;
    }
    if m.lightning_scales {
        mv -= 1;
    }
    mv + m.ponderous
}

/// Cheibriados: `2 + min(div_rand_round(piety, 20), 8)`, given the rounded quotient.
fn cheibriados_slowdown(rounded_piety: i32) -> i32 {
    2 + rounded_piety.min(8)
}

/// The steps after Cheibriados and before Swiftness: Frozen, Fast and Slow mutations
/// (`docs/rules/dcss-0.31.md` §7.2).
fn statuses_and_mutations(mut mv: i32, m: &MoveModifiers) -> i32 {
    if m.frozen {
        mv += 3;
    }
    if m.fast_mutation > 0 {
        mv -= m.fast_mutation + 1;
    }
    if m.slow_mutation > 0 {
        mv = mv * (10 + 2 * m.slow_mutation) / 10;
    }
    mv
}

/// The `div_rand_round(num, den)` Swiftness applies to `mv`, or `None` when it leaves `mv`
/// unchanged (`docs/rules/dcss-0.31.md` §7.2, §9 point 17).
fn swiftness_ratio(mv: i32, swiftness: Swiftness) -> Option<(i32, i32)> {
    match swiftness {
        Swiftness::Off => None,
        Swiftness::Active => Some((3 * mv, 4)),
        Swiftness::Sluggish if mv >= 8 => Some((3 * mv, 2)),
        Swiftness::Sluggish if mv == 7 => Some((42, 5)),
        Swiftness::Sluggish => None,
    }
}

/// A player action and what its time depends on (`docs/rules/dcss-0.31.md` §7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PlayerAction {
    /// A move with movement delay `mv` (after [`player_movement_speed`]'s floor of 6).
    Move {
        /// The movement delay.
        mv: i32,
    },
    /// Waiting, or any other action (most spells) that keeps `ps`.
    Wait,
    /// A weapon attack with delay `delay` in aut before the haste scaling (§5 "Weapon
    /// attack delay", steps 1–6).
    Attack {
        /// The attack delay.
        delay: i32,
    },
}

/// A move's time, `div_rand_round(ps * mv, 10)` (`_apply_move_time_taken`, movement.cc:760,
/// `docs/rules/dcss-0.31.md` §7.1).
pub fn move_time<R: Rng + ?Sized>(rng: &mut R, ps: i32, mv: i32) -> i32 {
    rng::div_rand_round(rng, ps * mv, BASELINE_DELAY)
}

/// Exact law of [`move_time`] for independent `ps` and `mv` (`docs/rules/dcss-0.31.md` §7.1–§7.2).
///
/// ```
/// use mechanics::dist::Dist;
/// use mechanics::dcss::time::{PlayerStatus, move_time_dist, player_speed_dist};
/// use mechanics::tolerance::EXACT;
/// // Spriggan hasted: 3 aut 2/15, 4 aut 11/15, 5 aut 2/15 (mean 4.0).
/// let ps = player_speed_dist(&PlayerStatus { hasted: true, ..Default::default() });
/// let t = move_time_dist(&ps, &Dist::point(6));
/// assert!((t.prob(4) - 11.0 / 15.0).abs() < EXACT);
/// assert!((t.mean() - 4.0).abs() < EXACT);
/// ```
pub fn move_time_dist(ps: &Dist, mv: &Dist) -> Dist {
    ps.and_then(|p| mv.and_then(|m| Dist::div_rand_round(p * m, BASELINE_DELAY)))
}

/// An attack's time, `max(1, div_rand_round(delay * ps, 10))` (`player::attack_delay`,
/// player-act.cc:293, `docs/rules/dcss-0.31.md` §5 "Weapon attack delay" step 7, §7.1).
pub fn attack_time<R: Rng + ?Sized>(rng: &mut R, ps: i32, delay: i32) -> i32 {
    rng::div_rand_round(rng, delay * ps, BASELINE_DELAY).max(1)
}

/// Exact law of [`attack_time`] for independent `ps` and `delay` (`docs/rules/dcss-0.31.md` §5,
/// §7.1).
pub fn attack_time_dist(ps: &Dist, delay: &Dist) -> Dist {
    ps.and_then(|p| {
        delay.and_then(|d| Dist::div_rand_round(d * p, BASELINE_DELAY).map(|t| t.max(1)))
    })
}

/// The time `action` takes given this action's `ps` (`docs/rules/dcss-0.31.md` §7.1): moves and
/// attacks rescale `ps`, every other action keeps it.
pub fn action_time<R: Rng + ?Sized>(rng: &mut R, action: PlayerAction, ps: i32) -> i32 {
    match action {
        PlayerAction::Move { mv } => move_time(rng, ps, mv),
        PlayerAction::Wait => ps,
        PlayerAction::Attack { delay } => attack_time(rng, ps, delay),
    }
}

/// Exact law of [`action_time`] (`docs/rules/dcss-0.31.md` §7.1).
///
/// ```
/// use mechanics::dcss::time::{PlayerAction, PlayerStatus, action_time_dist, player_speed_dist};
/// let ps = player_speed_dist(&PlayerStatus { slowed: true, ..Default::default() });
/// // A delay-12 weapon while slowed: 12 * 15 / 10 = 18 aut.
/// let t = action_time_dist(PlayerAction::Attack { delay: 12 }, &ps);
/// assert_eq!(t.prob(18), 1.0);
/// ```
pub fn action_time_dist(action: PlayerAction, ps: &Dist) -> Dist {
    match action {
        PlayerAction::Move { mv } => move_time_dist(ps, &Dist::point(mv)),
        PlayerAction::Wait => ps.clone(),
        PlayerAction::Attack { delay } => attack_time_dist(ps, &Dist::point(delay)),
    }
}
