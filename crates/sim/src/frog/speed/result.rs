//! What a double-move report holds: the speeds and cost simulated, the exact law of `N` and
//! its estimate with the windows and runs of double moves (`docs/rules/frogcomposband-energy.md`
//! §5, §8, §9.2).

use schemars::JsonSchema;
use serde::Serialize;

use super::spec::FrogStart;
use crate::speed_counts::{ActionsEstimate, ActionsQuantities};
use crate::stats::Percentiles;

/// The speeds and cost the run simulated.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogDerived {
    /// The monster race, when the scenario names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The player's displayed speed in effect, after haste and slow.
    pub player_speed: i32,
    /// The player's energy per game turn.
    pub player_energy: i32,
    /// The monster's displayed race speed.
    pub monster_speed: i32,
    /// The monster is hasted (+10 on its individual speed every game turn).
    pub monster_hasted: bool,
    /// The monster is slowed (−10 on its individual speed every game turn).
    pub monster_slowed: bool,
    /// The player's nominal action cost `energy_use`.
    pub player_action_cost: i32,
    /// A non-unique monster, whose individual speed varies.
    pub non_unique: bool,
    /// Player actions per window.
    pub window: u32,
    /// Which intervals are reported.
    pub start: FrogStart,
}

/// The estimates of a double-move run.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogEstimate {
    /// The law of `N`.
    #[serde(flatten)]
    pub actions: ActionsEstimate,
    /// P(at least one double move within `window` player actions).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window: Option<f64>,
    /// Its 95 % interval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window_ci95: Option<[f64; 2]>,
    /// Percentiles of the length of runs of consecutive double moves.
    pub run_lengths: Option<Percentiles>,
    /// Runs of this many double moves or more share the last bin of `run_lengths` (present
    /// only when such runs occurred, so the percentiles at the cap mean "at least").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_length_cap: Option<usize>,
    /// Runs of consecutive double moves by length (the last bin: at least `MAX_RUN`).
    pub run_counts: Vec<u64>,
    /// Complete windows, and those with a double move.
    pub windows: [u64; 2],
}

/// The result of `roguesim speed`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogSpeedResult {
    /// The speeds and cost actually simulated.
    pub derived: FrogDerived,
    /// Exact values.
    pub exact: ActionsQuantities<f64>,
    /// Monte Carlo estimate.
    pub estimate: FrogEstimate,
}
