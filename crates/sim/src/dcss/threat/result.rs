//! The threat report: the monster, the defender, the exact laws, the Monte Carlo estimates
//! keyed like them, and the damage half (`docs/rules/monsters-and-dumps.md` §5).

use schemars::JsonSchema;
use serde::Serialize;

use super::quantities::{ThreatAttack, ThreatDamage, ThreatQuantities};
use super::ranged::ThreatRanged;
use super::spec::ThreatAction;
use crate::dcss::Derived;
use crate::dcss::named::{MonsterSummary, WeaponOdds};
use crate::stats::{Estimate, Estimated};

/// The result of `roguesim threat`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatResult {
    /// The monster.
    pub monster: MonsterSummary,
    /// Copies of it.
    pub count: u32,
    /// What the defender does each turn, and its delay in aut.
    pub player_action: ThreatAction,
    /// The defender's action delay (aut).
    pub delay: i32,
    /// Every weapon it can hold, with the odds of a weapon slot's attack.
    pub by_weapon: Vec<WeaponOdds>,
    /// The attacks of one melee round with what the game shows for each.
    pub attacks: Vec<ThreatAttack>,
    /// The defender's numbers.
    pub derived: Derived,
    /// Exact values.
    pub exact: ThreatQuantities<f64>,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<ThreatQuantities<f64>, ThreatQuantities<[f64; 2]>, ThreatQuantities<Option<f64>>>,
    /// The damage half, when the defender's AC and HP are known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damage: Option<ThreatDamage>,
    /// The other half, when your offence is known: the duel with one monster you fight back.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duel: Option<super::duel::ThreatDuel>,
    /// Why a character dump's threat has no duel (its species or wielded item).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duel_unavailable: Option<String>,
    /// Its attacks at range, when it has any (`docs/rules/dcss-0.31-ranged.md` §11).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranged: Option<ThreatRanged>,
    /// Fights simulated for the survival estimates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fights_simulated: Option<u64>,
    /// Simulated fights still alive after the simulation's cap of turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_fights: Option<u64>,
    /// Melee rounds simulated (one monster, the block counter fresh).
    pub rounds_simulated: u64,
    /// Defender actions simulated (every copy's clock running).
    pub player_actions_simulated: u64,
    /// The shield rules, for the summary.
    #[serde(skip)]
    pub(super) rules: mechanics::dcss::shields::ShieldRules,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub(super) measured: ThreatQuantities<Estimate>,
}
