//! What a ranged attack report holds: the quantities of one shot or one spell, exact or
//! estimated, with the kill odds against a named monster
//! (`docs/rules/dcss-0.34-player-ranged.md` §2–§9).

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::law::ValueLaw;

/// `zip_map` of lists: `f` of each entry and the exact one at the same index (0 past it).
fn z<T, U>(a: &[T], b: &[f64], f: &impl Fn(&T, f64) -> U) -> Vec<U> {
    a.iter()
        .enumerate()
        .map(|(i, v)| f(v, b.get(i).copied().unwrap_or(0.0)))
        .collect()
}

fn o<T, U>(a: &Option<T>, b: Option<f64>, f: &impl Fn(&T, f64) -> U) -> Option<U> {
    a.as_ref().map(|v| f(v, b.unwrap_or(0.0)))
}

/// The kill odds against a named monster that never fights back, its block count fresh at
/// each of your actions (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, Default, PartialEq, Serialize, JsonSchema)]
pub struct KillOdds<T> {
    /// P(the named monster is placed with h HP), keyed by h.
    #[serde(default, skip_serializing_if = "ValueLaw::is_empty")]
    pub monster_hp_distribution: ValueLaw<T>,
    /// Its mean.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_hp_mean: Option<T>,
    /// `[k − 1]`: P(it is dead after k of your actions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_killed_within_attacks: Vec<T>,
    /// Expected actions to kill it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_attacks_to_kill: Option<T>,
    /// Expected aut to kill it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_aut_to_kill: Option<T>,
}

impl<T> KillOdds<T> {
    /// The odds `f` makes of these and the exact ones.
    pub fn zip_map<U>(&self, x: &KillOdds<f64>, f: &impl Fn(&T, f64) -> U) -> KillOdds<U> {
        KillOdds {
            monster_hp_distribution: self
                .monster_hp_distribution
                .zip_map(&x.monster_hp_distribution, f),
            monster_hp_mean: o(&self.monster_hp_mean, x.monster_hp_mean, f),
            p_killed_within_attacks: z(
                &self.p_killed_within_attacks,
                &x.p_killed_within_attacks,
                f,
            ),
            expected_attacks_to_kill: o(
                &self.expected_attacks_to_kill,
                x.expected_attacks_to_kill,
                f,
            ),
            expected_aut_to_kill: o(&self.expected_aut_to_kill, x.expected_aut_to_kill, f),
        }
    }
}

/// The quantities of one shot or throw, each exact or estimated
/// (`docs/rules/dcss-0.34-player-ranged.md` §2–§4).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ShotQuantities<T> {
    /// P(it lands: not blocked, not missed), the monster's block count at 0.
    pub p_hit: T,
    /// P(the monster's shield blocks it).
    pub p_blocked: T,
    /// P(it misses and is not blocked).
    pub p_miss: T,
    /// P(a landed shot deals d after AC, its brand included), index d; null for darts and
    /// nets, which deal no HP damage.
    pub damage_distribution: Option<Vec<T>>,
    /// Its mean.
    pub damage_mean: Option<T>,
    /// P(one shot deals d, 0 for a miss or a block), index d.
    pub per_attack_damage_distribution: Vec<T>,
    /// Its mean.
    pub per_attack_damage_mean: T,
    /// P(the shot takes t aut), keyed by t.
    pub delay_distribution: ValueLaw<T>,
    /// Its mean.
    pub delay_mean: T,
    /// The kill odds against a named monster.
    #[serde(flatten)]
    pub kill: KillOdds<T>,
}

impl<T> ShotQuantities<T> {
    /// The quantities `f` makes of these and the exact ones, key by key.
    pub fn zip_map<U>(
        &self,
        x: &ShotQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> ShotQuantities<U> {
        let f = &f;
        ShotQuantities {
            p_hit: f(&self.p_hit, x.p_hit),
            p_blocked: f(&self.p_blocked, x.p_blocked),
            p_miss: f(&self.p_miss, x.p_miss),
            damage_distribution: self
                .damage_distribution
                .as_ref()
                .map(|d| z(d, x.damage_distribution.as_deref().unwrap_or(&[]), f)),
            damage_mean: o(&self.damage_mean, x.damage_mean, f),
            per_attack_damage_distribution: z(
                &self.per_attack_damage_distribution,
                &x.per_attack_damage_distribution,
                f,
            ),
            per_attack_damage_mean: f(&self.per_attack_damage_mean, x.per_attack_damage_mean),
            delay_distribution: self.delay_distribution.zip_map(&x.delay_distribution, f),
            delay_mean: f(&self.delay_mean, x.delay_mean),
            kill: self.kill.zip_map(&x.kill, f),
        }
    }
}

/// The exact side of a shot: its quantities and what the game shows.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ShotExact {
    /// The exact quantities.
    #[serde(flatten)]
    pub quantities: ShotQuantities<f64>,
    /// The mean of `calc_pre_roll_to_hit(true)`.
    pub pre_roll_to_hit_mean: f64,
    /// Its smallest value.
    pub pre_roll_to_hit_min: i32,
    /// Its largest value.
    pub pre_roll_to_hit_max: i32,
    /// The targeting line's "about N% to hit".
    pub display_percent: i32,
    /// `10·E[per shot]/E[delay]`.
    pub damage_per_10_aut: f64,
}

/// One beam of a successful cast, exact.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct BeamExact {
    /// P(the monster's shield blocks it).
    pub p_blocked: f64,
    /// P(it hits: not blocked, not missed).
    pub p_hit: f64,
    /// P(a hit deals d after AC and resistance), index d.
    pub damage_distribution: Vec<f64>,
    /// Its mean.
    pub damage_mean: f64,
}

/// The quantities of one attack spell, each exact or estimated
/// (`docs/rules/dcss-0.34-player-ranged.md` §5–§9).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SpellQuantities<T> {
    /// P(the cast fails): `random2avg(100, 3) < raw`.
    pub p_fail: T,
    /// P(one successful cast deals d, its beams summed), index d.
    pub per_cast_damage_distribution: Vec<T>,
    /// Its mean.
    pub per_cast_damage_mean: T,
    /// P(one attempt deals d, 0 on a miscast), index d.
    pub per_attempt_damage_distribution: Vec<T>,
    /// Its mean.
    pub per_attempt_damage_mean: T,
    /// P(an attempt takes t aut), keyed by t.
    pub cast_time_distribution: ValueLaw<T>,
    /// Its mean.
    pub cast_time_mean: T,
    /// The kill odds against a named monster, with MP to spare.
    #[serde(flatten)]
    pub kill: KillOdds<T>,
}

impl<T> SpellQuantities<T> {
    /// The quantities `f` makes of these and the exact ones, key by key.
    pub fn zip_map<U>(
        &self,
        x: &SpellQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> SpellQuantities<U> {
        let f = &f;
        SpellQuantities {
            p_fail: f(&self.p_fail, x.p_fail),
            per_cast_damage_distribution: z(
                &self.per_cast_damage_distribution,
                &x.per_cast_damage_distribution,
                f,
            ),
            per_cast_damage_mean: f(&self.per_cast_damage_mean, x.per_cast_damage_mean),
            per_attempt_damage_distribution: z(
                &self.per_attempt_damage_distribution,
                &x.per_attempt_damage_distribution,
                f,
            ),
            per_attempt_damage_mean: f(&self.per_attempt_damage_mean, x.per_attempt_damage_mean),
            cast_time_distribution: self
                .cast_time_distribution
                .zip_map(&x.cast_time_distribution, f),
            cast_time_mean: f(&self.cast_time_mean, x.cast_time_mean),
            kill: self.kill.zip_map(&x.kill, f),
        }
    }
}

/// The exact side of a spell: its quantities, its power and failure, and what the game
/// shows.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SpellExact {
    /// The exact quantities.
    #[serde(flatten)]
    pub quantities: SpellQuantities<f64>,
    /// The spell.
    pub spell: String,
    /// Its power.
    pub power: i32,
    /// The spell table's Power column, `power·100/cap`.
    pub power_percent: i32,
    /// `raw_spell_fail`.
    pub raw_fail: i32,
    /// The spell table's Failure column.
    pub displayed_fail: i32,
    /// The MP of an attempt, paid on a miscast too.
    pub mp: i32,
    /// Your armour's and shield's spell penalty.
    pub spell_penalty: i32,
    /// The spell table's Damage column.
    pub dump_damage: String,
    /// The beam's to-hit after inaccuracy; null for a spell that cannot miss.
    pub to_hit: Option<i32>,
    /// The targeting line's "N% to hit"; null where the game shows none.
    pub display_percent: Option<i32>,
    /// The beams of one successful cast.
    pub beams: Vec<BeamExact>,
    /// `10·E[per attempt]/E[cast time]` (Searing Ray over its channel of four shots).
    pub damage_per_10_aut: f64,
}

/// The player and the monster as a ranged attack reads them.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedDerived {
    /// What flies: the launcher or missile, or the spell.
    pub attack: String,
    /// The monster, when named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// Its EV as your shots and beams meet it (Deflect Missiles included).
    pub monster_ev: i32,
    /// Its AC.
    pub monster_ac: i32,
    /// Its shield class (0 without a shield).
    pub monster_shield_class: i32,
    /// What was read from a character dump or assumed, one sentence each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}
