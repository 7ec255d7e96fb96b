//! Monster time: speed, energy gained per player action, action costs and pursuit effects
//! (`docs/rules/dcss-0.31.md` §7.3–§7.5); one monster's energy pool is `super::MonsterClock`.

use rand::Rng;

use super::{ATTACK_ENERGY, TimeError};
use crate::dcss::rng;
use crate::dcss::rules::{EnergyGain, FrozenMove, RuleSet};
use crate::dist::Dist;

/// A new monster's energy, `speed_increment = 70` (`define_monster`, mon-util.cc:2963,
/// `docs/rules/dcss-0.31.md` §7.3).
pub const ENERGY_START: i32 = 70;

/// A monster acts while its energy is at least `ENERGY_THRESHOLD` = 80 (monster.cc:5226,
/// `docs/rules/dcss-0.31.md` §7.3).
pub const ENERGY_THRESHOLD: i32 = 80;

/// The default cost of every action but picking up (`mon_energy_usage`, mon-util.h:33,
/// `docs/rules/dcss-0.31.md` §7.4).
pub const DEFAULT_ACTION_ENERGY: i32 = 10;

/// The enchantments `monster::calc_speed` reads (monster.cc:4823, `docs/rules/dcss-0.31.md` §7.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default))]
pub struct MonsterSpeedStatus {
    /// Berserk: `berserk_mul`, which replaces haste.
    pub berserk: bool,
    /// Haste: `haste_mul` (×3/2, weighted).
    pub hasted: bool,
    /// Slow: `haste_div` (×2/3, weighted), after berserk or haste.
    pub slowed: bool,
}

/// `monster::calc_speed` (monster.cc:4823, `docs/rules/dcss-0.31.md` §7.3): the base speed, then
/// berserk or (else) haste `×3/2`, then slow `×2/3`, each weighted-rounded. The game rolls
/// this once when an enchantment starts or ends and keeps it for the whole duration, so
/// roll it once per monster, not per action.
pub fn monster_speed<R: Rng + ?Sized>(rng: &mut R, base: i32, status: &MonsterSpeedStatus) -> i32 {
    let mut speed = base;
    if status.berserk || status.hasted {
        speed = rng::haste_mul(rng, speed);
    }
    if status.slowed {
        speed = rng::haste_div(rng, speed);
    }
    speed
}

/// Exact law of [`monster_speed`] (`docs/rules/dcss-0.31.md` §7.3).
///
/// ```
/// use mechanics::dcss::time::{MonsterSpeedStatus, monster_speed_dist};
/// use mechanics::tolerance::EXACT;
/// let hasted = MonsterSpeedStatus { hasted: true, ..Default::default() };
/// // A hasted speed-15 monster: div_rand_round(45, 2) is 22 or 23.
/// let d = monster_speed_dist(15, &hasted);
/// assert!((d.prob(22) - 0.5).abs() < EXACT);
/// ```
pub fn monster_speed_dist(base: i32, status: &MonsterSpeedStatus) -> Dist {
    let mut speed = Dist::point(base);
    if status.berserk || status.hasted {
        speed = speed.and_then(Dist::haste_mul);
    }
    if status.slowed {
        speed = speed.and_then(Dist::haste_div);
    }
    speed
}

/// `_monster_add_energy` (mon-act.cc:1379, `docs/rules/dcss-0.31.md` §7.3): the energy a monster of
/// `speed` gains after a player action of `time_taken` aut,
/// `max(1, div_rand_round(speed * time_taken, 10))`. This weighted rounding, not a
/// per-monster delay, is where the wiki's "100/speed rounded" comes from (§9 point 25).
pub fn energy_gain<R: Rng + ?Sized>(rng: &mut R, speed: i32, time_taken: i32) -> i32 {
    rng::div_rand_round(rng, speed * time_taken, 10).max(1)
}

/// Exact law of [`energy_gain`] when `time_taken` is random (`docs/rules/dcss-0.31.md` §7.3).
///
/// ```
/// use mechanics::dist::Dist;
/// use mechanics::dcss::time::energy_gain_dist;
/// use mechanics::tolerance::EXACT;
/// // Speed 12 against a 7-aut action: 84/10, so 8 (3/5) or 9 (2/5).
/// let g = energy_gain_dist(12, &Dist::point(7));
/// assert!((g.prob(9) - 0.4).abs() < EXACT);
/// ```
pub fn energy_gain_dist(speed: i32, time_taken: &Dist) -> Dist {
    time_taken.and_then(|t| Dist::div_rand_round(speed * t, 10).map(|g| g.max(1)))
}

/// `_monster_add_energy` under `rules` (`docs/rules/dcss-0.34.md` §7.3): at 0.34.1 the gain
/// is `div_rand_round(speed * time_taken, 10)` without the minimum of 1, so a slow monster can
/// gain nothing from a short action.
pub fn energy_gain_in<R: Rng + ?Sized>(
    rng: &mut R,
    rules: RuleSet,
    speed: i32,
    time_taken: i32,
) -> i32 {
    let gain = rng::div_rand_round(rng, speed * time_taken, 10);
    match rules.release().energy_gain {
        EnergyGain::AtLeastOne => gain.max(1),
        EnergyGain::MayBeZero => gain,
    }
}

/// Exact law of [`energy_gain_in`] when `time_taken` is random (`docs/rules/dcss-0.34.md`
/// §7.3, §7.6).
///
/// ```
/// use mechanics::dist::Dist;
/// use mechanics::dcss::rules::RuleSet;
/// use mechanics::dcss::time::energy_gain_dist_in;
/// use mechanics::tolerance::EXACT;
/// // Speed 1 during a 4-aut action: 0 with 3/5 at 0.34 (always 1 at 0.31).
/// let g = energy_gain_dist_in(RuleSet::Dcss034, 1, &Dist::point(4));
/// assert!((g.prob(0) - 0.6).abs() < EXACT && (g.prob(1) - 0.4).abs() < EXACT);
/// assert_eq!(energy_gain_dist_in(RuleSet::Dcss031, 1, &Dist::point(4)).prob(1), 1.0);
/// ```
pub fn energy_gain_dist_in(rules: RuleSet, speed: i32, time_taken: &Dist) -> Dist {
    match rules.release().energy_gain {
        EnergyGain::AtLeastOne => energy_gain_dist(speed, time_taken),
        EnergyGain::MayBeZero => time_taken.and_then(|t| Dist::div_rand_round(speed * t, 10)),
    }
}

/// What changes a monster's move or swim cost (`monster::action_energy`, monster.cc:5591,
/// `docs/rules/dcss-0.31.md` §7.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default))]
pub struct MonsterMoveModifiers {
    /// `ENCH_SWIFT`: −3.
    pub swift: bool,
    /// Rolling (boulder beetles): −5.
    pub rolling: bool,
    /// Number of Ponderousness items worn: +1 each.
    pub ponderous: i32,
    /// An invisible shadow: −3.
    pub invisible_shadow: bool,
    /// Floundering or liquefying: +6.
    pub floundering: bool,
    /// `Some(player_speed)` for an ally following the player: the cost is capped there.
    pub following_player_speed: Option<i32>,
}

/// `monster::action_energy` for moves and swims (monster.cc:5591, `docs/rules/dcss-0.31.md` §7.4):
/// the species' move or swim cost with swift −3, rolling −5, ponderousness +1 each,
/// invisible shadow −3, floundering/liquefying +6, the ally cap, then a minimum of 1.
pub fn monster_move_energy(base_cost: i32, m: &MonsterMoveModifiers) -> i32 {
    let mut cost = base_cost;
    if m.swift {
        cost -= 3;
    }
    if m.rolling {
        cost -= 5;
    }
    cost += m.ponderous;
    if m.invisible_shadow {
        cost -= 3;
    }
    if m.floundering {
        cost += 6;
    }
    if let Some(ps) = m.following_player_speed {
        cost = cost.min(ps);
    }
    cost.max(1)
}

/// `monster::lose_energy` / `energy_cost` (monster.cc:5641, `docs/rules/dcss-0.31.md` §7.4): the
/// energy an action of cost `action_energy` takes, `div_round_up(mult * action_energy,
/// div)`, then `×3/2` (integer) when petrifying, then +4 for a move or swim while frozen.
/// Melee does not go through here: see [`melee_energy`].
pub fn energy_cost(
    action_energy: i32,
    mult: i32,
    div: i32,
    petrifying: bool,
    frozen_move: bool,
) -> i32 {
    let mut loss = rng::div_round_up(mult * action_energy, div);
    if petrifying {
        loss = loss * 3 / 2;
    }
    if frozen_move {
        loss += 4;
    }
    loss
}

/// [`energy_cost`] under `rules` (`docs/rules/dcss-0.34.md` §7.4): at 0.34.1 a frozen
/// monster's move or swim costs twice as much instead of 4 more.
pub fn energy_cost_in(
    rules: RuleSet,
    action_energy: i32,
    mult: i32,
    div: i32,
    petrifying: bool,
    frozen_move: bool,
) -> i32 {
    match rules.release().frozen_move {
        FrozenMove::FourMore => energy_cost(action_energy, mult, div, petrifying, frozen_move),
        FrozenMove::Doubled => {
            let loss = energy_cost(action_energy, mult, div, petrifying, false);
            if frozen_move { loss * 2 } else { loss }
        }
    }
}

/// The wielded weapon's effect on a monster's attack delay (fight.cc:991,
/// `docs/rules/dcss-0.31.md` §7.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MonsterWeapon {
    /// No weapon or an unbranded one: delay 10.
    #[default]
    Normal,
    /// Speed brand: `div_rand_round(20, 3)`, 6 or 7.
    Speed,
    /// Heavy brand: 15.
    Heavy,
}

/// A monster's attack delay for one melee round (fight.cc:991, `docs/rules/dcss-0.31.md` §7.4).
pub fn monster_attack_delay<R: Rng + ?Sized>(rng: &mut R, weapon: MonsterWeapon) -> i32 {
    match weapon {
        MonsterWeapon::Normal => 10,
        MonsterWeapon::Speed => rng::div_rand_round(rng, 20, 3),
        MonsterWeapon::Heavy => 15,
    }
}

/// Exact law of [`monster_attack_delay`] (`docs/rules/dcss-0.31.md` §7.4).
pub fn monster_attack_delay_dist(weapon: MonsterWeapon) -> Dist {
    match weapon {
        MonsterWeapon::Normal => Dist::point(10),
        MonsterWeapon::Speed => Dist::div_rand_round(20, 3),
        MonsterWeapon::Heavy => Dist::point(15),
    }
}

/// The energy one monster melee round costs, `div_rand_round(attack_cost * delay, 10)`
/// (melee-attack.cc:243–253, `docs/rules/dcss-0.31.md` §7.4). Only the round's first attack pays;
/// further attack slots share the cost. `attack_cost` is the species' `ATTACK_ENERGY`
/// (10 by default, 15 for an ogre).
pub fn melee_energy<R: Rng + ?Sized>(rng: &mut R, attack_cost: i32, delay: i32) -> i32 {
    rng::div_rand_round(rng, attack_cost * delay, 10)
}

/// Exact law of [`melee_energy`] for a random `delay` (`docs/rules/dcss-0.31.md` §7.4).
///
/// ```
/// use mechanics::dcss::time::{MonsterWeapon, melee_energy_dist, monster_attack_delay_dist};
/// use mechanics::tolerance::EXACT;
/// // An ogre (ATTACK_ENERGY 15) with a speed-brand weapon: 90/10 or 105/10.
/// let d = melee_energy_dist(15, &monster_attack_delay_dist(MonsterWeapon::Speed));
/// assert!((d.prob(9) - 1.0 / 3.0).abs() < EXACT);
/// assert!((d.prob(10) - 1.0 / 3.0).abs() < EXACT);
/// assert!((d.prob(11) - 1.0 / 3.0).abs() < EXACT);
/// ```
pub fn melee_energy_dist(attack_cost: i32, delay: &Dist) -> Dist {
    delay.and_then(|d| Dist::div_rand_round(attack_cost * d, 10))
}

/// The pursuit effects on a monster's first action after the player moved away from it
/// (mon-act.cc:3221, 3257, `docs/rules/dcss-0.31.md` §7.5, §9 point 26). They apply only when the
/// monster sees and targets the player, is not fleeing or confused, and moves closer;
/// later actions in the same round are never affected.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pursuit {
    /// No pursuit effects: the energy clock is deterministic apart from the gain's rounding.
    #[default]
    Off,
    /// The monster closes in but cannot reach the player: `energy += random2(3) - 1` after
    /// its move.
    Jitter,
    /// The monster closes in and reaches the player (hostile, has attacks, not
    /// incapacitated, not in a sanctuary): with probability 1/3 a free attack after which
    /// `energy = min(energy_after_move - attack_energy + 10, energy_after_move -
    /// random2(2))`; otherwise the ±1 jitter.
    OpportunityAttack {
        /// The energy the free attack costs ([`melee_energy`]; 10 for a normal attacker).
        attack_energy: i32,
    },
}

impl Pursuit {
    /// Checks the opportunity attack's energy (1..=200).
    pub(crate) fn validate(self) -> Result<(), TimeError> {
        match self {
            Pursuit::OpportunityAttack { attack_energy } => {
                ATTACK_ENERGY.check(attack_energy)?;
                Ok(())
            }
            Pursuit::Off | Pursuit::Jitter => Ok(()),
        }
    }

    /// The change the pursuit effects make to the energy left after the first move, rolled,
    /// and whether the monster made an attack of opportunity (`docs/rules/dcss-0.31.md` §7.5).
    pub(super) fn roll_offset<R: Rng + ?Sized>(self, rng: &mut R) -> (i32, bool) {
        match self {
            Pursuit::Off => (0, false),
            Pursuit::Jitter => (rng::random2(rng, 3) - 1, false),
            Pursuit::OpportunityAttack { attack_energy } => {
                if rng::one_chance_in(rng, 3) {
                    (
                        opportunity_offset(attack_energy, rng::random2(rng, 2)),
                        true,
                    )
                } else {
                    (rng::random2(rng, 3) - 1, false)
                }
            }
        }
    }

    /// Exact law of the pursuit effects on the energy after the first move: its branches,
    /// each with its probability (`docs/rules/dcss-0.31.md` §7.5).
    pub fn branches(self) -> Vec<PursuitBranch> {
        let branch = |offset, p, opportunity_attack| PursuitBranch {
            offset,
            p,
            opportunity_attack,
        };
        let jitter = move |weight: f64| (-1..=1).map(move |j| branch(j, weight / 3.0, false));
        match self {
            Pursuit::Off => vec![branch(0, 1.0, false)],
            Pursuit::Jitter => jitter(1.0).collect(),
            Pursuit::OpportunityAttack { attack_energy } => (0..2)
                .map(|r| branch(opportunity_offset(attack_energy, r), 1.0 / 6.0, true))
                .chain(jitter(2.0 / 3.0))
                .collect(),
        }
    }
}

/// One branch of the pursuit effects: the energy offset after the first move, its
/// probability, and whether it is an attack of opportunity (`docs/rules/dcss-0.31.md` §7.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PursuitBranch {
    /// The change to the energy left after the move.
    pub offset: i32,
    /// Its probability.
    pub p: f64,
    /// The monster attacked for free after closing in.
    pub opportunity_attack: bool,
}

/// A monster's round after one player action: how many times it acts, and whether its first
/// action closed in with an attack of opportunity, a free melee round on top of the move
/// (`docs/rules/dcss-0.31.md` §7.3, §7.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MonsterRound {
    /// The monster's actions before the player acts again.
    pub actions: u32,
    /// Its first action carried an attack of opportunity.
    pub opportunity_attack: bool,
}

/// `min(e - attack_energy + 10, e - refund_roll) - e` (mon-act.cc:3257), where `e` is the
/// energy after the move: an opportunity attack costs 0 or 1 energy for a normal attacker
/// (`docs/rules/dcss-0.31.md` §7.5).
pub fn opportunity_offset(attack_energy: i32, refund_roll: i32) -> i32 {
    (10 - attack_energy).min(-refund_roll)
}

/// Plays out the rest of a round: the monster acts while `energy >= 80`, paying
/// `action_cost` each time. Returns the final energy and the number of actions
/// (`docs/rules/dcss-0.31.md` §7.3).
pub fn act_while_ready(energy: i32, action_cost: i32) -> (i32, u32) {
    if energy < ENERGY_THRESHOLD {
        return (energy, 0);
    }
    let actions = (energy - ENERGY_THRESHOLD) / action_cost + 1;
    (energy - actions * action_cost, actions as u32)
}

/// One round of the energy clock from `energy`, with the round's gain already known:
/// returns the final energy and the round. The first action pays `costs[0]` and then the
/// offset `pursuit()` rolls (called only if the monster acts, `docs/rules/dcss-0.31.md`
/// §7.5), which also says whether it was an attack of opportunity; later actions pay
/// `costs[1]` (§7.4).
pub(crate) fn play_round(
    energy: i32,
    gain: i32,
    costs: [i32; 2],
    pursuit: impl FnOnce() -> (i32, bool),
) -> (i32, MonsterRound) {
    let energy = energy + gain;
    if energy < ENERGY_THRESHOLD {
        return (energy, MonsterRound::default());
    }
    let (offset, opportunity_attack) = pursuit();
    let (energy, rest) = act_while_ready(energy - costs[0] + offset, costs[1]);
    (
        energy,
        MonsterRound {
            actions: rest + 1,
            opportunity_attack,
        },
    )
}
