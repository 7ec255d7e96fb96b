//! What a hit report holds: the exact values of one attack, their estimate, and the result.

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::named::{MonsterSummary, WeaponOdds};
use crate::dcss::{Derived, GameShows};

/// Exact values of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitExact {
    /// P(the attack lands): not missed, not blocked; the chance to be hit.
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// P(the attack is blocked).
    pub p_block: f64,
    /// P(the to-hit roll beats EV), shield aside.
    pub p_beat_ev: f64,
    /// For a named monster, every weapon it can hold with its probability and its attack's
    /// odds; the values above are their mixture.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by_weapon: Option<Vec<WeaponOdds>>,
}

/// The Monte Carlo estimate of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitEstimate {
    /// Estimated P(lands).
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// 95 % Wilson interval of P(lands).
    pub ci95: [f64; 2],
    /// Estimated P(blocked).
    pub p_block: f64,
    /// 95 % Wilson interval of P(blocked).
    pub p_block_ci95: [f64; 2],
    /// (estimate − exact) / standard error of P(lands).
    pub sigmas: Option<f64>,
    /// Attacks simulated.
    pub trials: u64,
    /// Attacks that landed.
    pub landed: u64,
    /// Attacks that were blocked.
    pub blocked: u64,
}

/// The result of `roguesim hit`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitResult {
    /// The named monster that attacks, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<MonsterSummary>,
    /// The defender's numbers and the attacker.
    pub derived: Derived,
    /// What the game shows, in percent ("undefined" where the dcss-0.34 display divides 0
    /// by 0).
    pub display_pct: GameShows,
    /// Exact values.
    pub exact: HitExact,
    /// Monte Carlo estimate.
    pub estimate: HitEstimate,
    /// The defender has SH (the block rows are shown).
    #[serde(skip)]
    pub(super) shielded: bool,
    /// The shield rules (for the summary).
    #[serde(skip)]
    pub(super) shield_rules: mechanics::dcss::shields::ShieldRules,
}
