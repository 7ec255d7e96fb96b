//! What a damage report holds: what the scenario comes to, the damage quantities (exact,
//! estimated) and the result.

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::AcDrawn;
use crate::stats::{Estimate, Estimated};

/// What the scenario comes to.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageDerived {
    /// The player's AC (dcss-0.31).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// Its GDR in percent (§2.2; dcss-0.31).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gdr_percent: Option<i32>,
    /// Under dcss-0.34: the AC in hundredths, as shown, and the laws of its two draws
    /// (`dcss-0.34.md` §D2).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub drawn_ac: Option<AcDrawn>,
    /// The weapon's base damage, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weapon_damage: Option<i32>,
    /// The "Max Damage" the game's monster description shows (§1.4): one more than the true
    /// maximum whenever a weapon is used.
    pub displayed_max_damage: i32,
    /// The largest damage the attack can roll, before AC.
    pub true_max_damage: i32,
    /// HP at the start of the fight, when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Attacks per round, when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attacks: Option<u32>,
    /// P(an attack lands), when survival was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_land: Option<f64>,
    /// What is said about the defender's character dump, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7); empty without one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub character_notes: Vec<String>,
}

/// The damage quantities, exact or estimated.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageQuantities<T> {
    /// P(damage = i) of one landed attack after AC, index i.
    pub distribution: Vec<T>,
    /// Its mean.
    pub mean: T,
    /// P(dead within r rounds), r = 1…rounds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_dead_within_rounds: Vec<T>,
    /// The expected rounds to death (null when no round can do damage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_rounds_to_death: Option<T>,
}

crate::record!(DamageQuantities {
    distribution: many,
    mean: one,
    p_dead_within_rounds: many,
    expected_rounds_to_death: maybe,
});

/// The result of `roguesim damage`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DamageResult {
    /// What the scenario comes to.
    pub derived: DamageDerived,
    /// Exact values.
    pub exact: DamageQuantities<f64>,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<DamageQuantities<f64>, DamageQuantities<[f64; 2]>, DamageQuantities<Option<f64>>>,
    /// Simulated fights still alive after the simulation's cap of rounds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_fights: Option<u64>,
    #[serde(skip)]
    pub(super) measured: DamageQuantities<Estimate>,
}
