//! Monster spells that reach the player with no to-hit roll, no EV test and no shield block:
//! Smiting (direct damage) and Pain (a hex that Willpower can resist), DCSS 0.31.0 and
//! 0.34.1 (`docs/rules/dcss-0.31-ranged.md` §10, `docs/rules/dcss-0.34-ranged.md` §10).
//!
//! Pain is one rule with the release's numbers: the spell's power factor (12 at 0.31.0, 4 at
//! 0.34.1) and Pain's zap row (the enchantment power `p/3` at 0.31.0, `p` at 0.34.1; the dice
//! `1d(7 + p/20)`) come from the tables, the power floor `50 × ENCH_POW_FACTOR` (150, then 50)
//! and the spell list's text from [`crate::dcss::rules::RangedRelease`].
//!
//! * [`Direct`]: a checked cast at the player, with its exact law ([`Direct::exact`]) and its
//!   sampler in the game's order ([`Direct::roll`], in `sample`).
//! * [`hex_success_chance`], [`ench_power_stepdown`]: the Willpower check and the game's
//!   display of it.

mod sample;

use crate::dcss::monsters::Monster;
use crate::dcss::ranged::law::{ShotLaw, by_value};
use crate::dcss::ranged::spells::{DirectSpell, Spell};
use crate::dcss::rules::{RangedRelease, RuleSet};
use crate::dcss::zap::Flavour;
use crate::dist::Dist;
use crate::limits::Limit;

/// Smiting's damage: `SMITE_BASE + random2avg(SMITE_SPREAD, 2)`, 7 to 17
/// (`docs/rules/dcss-0.31-ranged.md` §10.1).
pub const SMITE_BASE: i32 = 7;
/// See [`SMITE_BASE`].
pub const SMITE_SPREAD: i32 = 11;

/// The player's Willpower: 0 to `WILL_INVULN` (5000, immune to hexes); one `+` of the
/// character screen is 40 (`WL_PIP`, player.h) (`docs/rules/dcss-0.31-ranged.md` §10.2).
pub const WILLPOWER: Limit = Limit::new("willpower", 0, WILL_INVULN as i64);

/// `WILL_INVULN` (defines.h): Willpower that resists every hex.
pub const WILL_INVULN: i32 = 5000;

/// A monster's Pain is cast at a power of at least this many times `ENCH_POW_FACTOR`
/// (`mons_power_for_hd`, `docs/rules/dcss-0.34-ranged.md` §10.2).
pub const PAIN_POWER_FLOOR: i32 = 50;

/// The spell power of a monster's Pain is at least this much under `rules`:
/// `50 × ENCH_POW_FACTOR`, 150 at 0.31.0 and 50 at 0.34.1 (`docs/rules/dcss-0.34-ranged.md`
/// §10.2).
pub fn pain_power_floor(rules: RuleSet) -> i32 {
    PAIN_POWER_FLOOR * rules.release().ranged.ench_pow_factor
}

/// `stepdown(power, 35)` rounded to the nearest integer, as `check_willpower` and the
/// display read an enchantment's power: `35·log2(1 + power/35)` in doubles, `+ 0.5`,
/// truncated (`ench_power_stepdown`, beam.cc; `stepdown`, stepdown.cc;
/// `docs/rules/dcss-0.31-ranged.md` §10.2).
pub fn ench_power_stepdown(power: i32) -> i32 {
    let step = 35.0_f64;
    let ret = step * (1.0 + f64::from(power) / step).log2();
    (ret + 0.5) as i32
}

/// `n·(n + 1)/2`.
fn triangular(n: i64) -> i64 {
    n * (n + 1) / 2
}

/// `hex_success_chance(wl, power, scale, round_up)` (describe.cc): the chance, out of
/// `scale`, that a hex of this (enchantment) power gets through Willpower `wl`, in integer
/// arithmetic, rounded up or down (`docs/rules/dcss-0.31-ranged.md` §10.2). With
/// `scale = 100` and `round_up` it is the "(N%)" of a monster's spell list.
pub fn hex_success_chance(wl: i32, power: i32, scale: i64, round_up: bool) -> i64 {
    let target = i64::from(wl) + 100 - i64::from(ench_power_stepdown(power));
    let denom = 101 * 100;
    let adjust = if round_up { denom - 1 } else { 0 };
    if target <= 0 {
        return scale;
    }
    if target > 200 {
        return 0;
    }
    if target <= 100 {
        return (scale * (denom - triangular(target)) + adjust) / denom;
    }
    (scale * triangular(201 - target) + adjust) / denom
}

/// A checked Smiting or Pain cast at the player (`docs/rules/dcss-0.31-ranged.md` §10).
#[derive(Clone, Debug, PartialEq)]
pub struct Direct {
    release: &'static RangedRelease,
    monster: &'static Monster,
    spell: &'static Spell,
    kind: DirectSpell,
    willpower: i32,
    resist: i32,
    rolls: Rolls,
}

/// The numbers of a cast that are the same every time, worked out once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Rolls {
    /// The spell power (Smiting's reads none).
    power: i32,
    /// Pain: the enchantment power the Willpower check reads.
    ench_power: i32,
    /// Pain: `100 + WL − stepdown(ench_power)`; resisted when it beats the roll.
    will_target: i32,
    /// Pain: the size of its one damage die.
    die: i32,
}

/// The exact answer for one Smiting or Pain, under the reference vectors' names
/// (`docs/rules/dcss-0.31-ranged.md` §10).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct DirectExact {
    /// Which spell: `smiting` or `pain`.
    pub effect: DirectSpell,
    /// The spell power: spell HD × the spell's factor, for Pain at least
    /// `50 × ENCH_POW_FACTOR` (§10.2); Smiting's damage does not read it.
    pub power: i32,
    /// Pain's enchantment power, what the Willpower check reads (§10.2).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ench_power: Option<i32>,
    /// The player's Willpower Pain is tested against.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub willpower: Option<i32>,
    /// `[number, size]` of Pain's damage dice.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub dice: Option<[i32; 2]>,
    /// P(the player's Willpower resists it): 0 for Smiting (§10.2).
    pub p_resist: f64,
    /// P(it gets through when nothing blocks it), as for every attack: it never takes the EV
    /// test, so 1 for Smiting and for Pain 1 − p_resist (§10.2).
    pub p_hit: f64,
    /// No shield blocks it: 0.
    pub p_block: f64,
    /// P(it lands) = 1 − p_resist.
    pub p_land: f64,
    /// P(damage = i | it lands): no AC; Pain after rN (§10).
    pub damage_distribution: Vec<f64>,
    /// The mean damage of a landed cast.
    pub mean_damage: f64,
    /// The energy of the cast: the monster's spell energy.
    pub energy: i32,
    /// Pain: the "(N%)" of the monster's spell list, the chance it shows that the hex gets
    /// through (§10.2).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub display_pct: Option<i32>,
    /// What the monster's spell list shows for it: "7-17", "(54%)", "(54%,1d9)".
    pub shown: String,
}

impl Direct {
    /// A checked cast by a caster of spell HD `spell_hd` at a player of Willpower `willpower`
    /// and resistance `resist` (rN for Pain), its per-cast numbers worked out. The numbers have
    /// been checked against the monster, the spell and `rules`
    /// (`crate::dcss::ranged::spell_input::SpellInput::resolve_attack_in`).
    pub(crate) fn new(
        rules: RuleSet,
        monster: &'static Monster,
        spell: &'static Spell,
        kind: DirectSpell,
        spell_hd: i32,
        willpower: i32,
        resist: i32,
    ) -> Self {
        let mut rolls = Rolls {
            power: spell_hd * spell.power_hd_factor,
            ..Rolls::default()
        };
        if let Some((ench, dice)) = spell.hex.filter(|_| kind == DirectSpell::Pain) {
            // Pain's zap row: its monster "to-hit" is the enchantment power (0 + p/3 at
            // 0.31.0, 0 + p/1 at 0.34.1), its dice 1d(7 + p/20).
            let power = rolls.power.max(pain_power_floor(rules));
            let ench_power = ench.at(power);
            rolls = Rolls {
                power,
                ench_power,
                will_target: 100 + willpower - ench_power_stepdown(ench_power),
                die: dice.at(power).1,
            };
        }
        Direct {
            release: &rules.release().ranged,
            monster,
            spell,
            kind,
            willpower,
            resist,
            rolls,
        }
    }

    /// The rule set it was checked under.
    pub fn rules(&self) -> RuleSet {
        self.release.rules
    }

    /// The caster.
    pub fn monster(&self) -> &'static Monster {
        self.monster
    }

    /// The spell.
    pub fn spell(&self) -> &'static Spell {
        self.spell
    }

    /// Smiting or Pain.
    pub fn kind(&self) -> DirectSpell {
        self.kind
    }

    /// P(the player's Willpower resists it) (`docs/rules/dcss-0.31-ranged.md` §10.2): 0 for
    /// Smiting; for Pain 1 at `WILL_INVULN`, else `P(random2(100) + random2(101) <
    /// 100 + WL − stepdown(ench_power))`.
    pub fn p_resist(&self) -> f64 {
        match self.kind {
            DirectSpell::Smiting => 0.0,
            DirectSpell::Pain if self.willpower >= WILL_INVULN => 1.0,
            DirectSpell::Pain => {
                let roll = Dist::random2(100).add(&Dist::random2(101));
                1.0 - roll.prob_ge(self.rolls.will_target)
            }
        }
    }

    /// The law of a landed cast's damage (`docs/rules/dcss-0.31-ranged.md` §10): Smiting
    /// `7 + random2avg(11, 2)`, no AC; Pain `1d(7 + power/20)` cut by rN like negative
    /// energy, no AC.
    pub fn landed_damage_law(&self) -> Dist {
        match self.kind {
            DirectSpell::Smiting => Dist::random2avg(SMITE_SPREAD, 2).map(|d| d + SMITE_BASE),
            DirectSpell::Pain => Flavour::Neg.resist_dist(
                self.release.rules,
                &Dist::roll_dice(1, self.rolls.die),
                self.resist,
            ),
        }
    }

    /// The cast's odds and landed damage for a sequence of attacks (§4): it is never
    /// blocked, and it lands unless Willpower resists it.
    pub fn shot_law(&self) -> ShotLaw {
        ShotLaw {
            p_hit: 1.0 - self.p_resist(),
            p_block: 0.0,
            damage: self.landed_damage_law(),
        }
    }

    /// The "(N%)" of the monster's spell list for Pain (`hex_chance`, describe.cc;
    /// `docs/rules/dcss-0.31-ranged.md` §10.2, `docs/rules/dcss-0.34-ranged.md` §10.2): the
    /// enchantment power, capped at 200 at 0.31.0, uncapped at 0.34.1.
    pub fn display_pct(&self) -> Option<i32> {
        if self.kind != DirectSpell::Pain {
            return None;
        }
        let ench = self.rolls.ench_power;
        let pow = self
            .release
            .pain_shown
            .power_cap
            .map_or(ench, |cap| ench.min(cap));
        Some(hex_success_chance(self.willpower, pow, 100, true) as i32)
    }

    /// What the monster's spell list shows (describe-spells.cc, `_effect_string`): "7-17"
    /// for Smiting; for Pain "(N%)" at 0.31.0 and "(N%,1dS)" at 0.34.1.
    pub fn shown(&self) -> String {
        match self.display_pct() {
            None => format!("{SMITE_BASE}-{}", SMITE_BASE + SMITE_SPREAD - 1),
            Some(pct) if self.release.pain_shown.dice => {
                format!("({pct}%,1d{})", self.rolls.die)
            }
            Some(pct) => format!("({pct}%)"),
        }
    }

    /// The energy of the cast: the monster's spell energy (§3.7).
    pub fn energy(&self) -> i32 {
        self.monster.energy.spell
    }

    /// Everything the rules say about this cast, exactly (`docs/rules/dcss-0.31-ranged.md`
    /// §10).
    pub fn exact(&self) -> DirectExact {
        let p_resist = self.p_resist();
        let damage = self.landed_damage_law();
        let pain = (self.kind == DirectSpell::Pain).then_some(());
        DirectExact {
            effect: self.kind,
            power: self.rolls.power,
            ench_power: pain.map(|()| self.rolls.ench_power),
            willpower: pain.map(|()| self.willpower),
            dice: pain.map(|()| [1, self.rolls.die]),
            p_resist,
            p_hit: 1.0 - p_resist,
            p_block: 0.0,
            p_land: 1.0 - p_resist,
            damage_distribution: by_value(&damage),
            mean_damage: damage.mean(),
            energy: self.energy(),
            display_pct: self.display_pct(),
            shown: self.shown(),
        }
    }
}
