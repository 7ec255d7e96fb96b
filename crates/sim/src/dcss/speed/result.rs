//! What a `dcss-speed` report holds: what the scenario comes to, the exact stationary law
//! and its estimate.

use mechanics::dcss::time::DcssSpeedScenario;
use schemars::JsonSchema;
use serde::Serialize;

use super::spec::DcssSpeedSpec;
use crate::speed_counts::{ActionsEstimate, ActionsQuantities};

/// What the scenario comes to: the monster's speed and action costs, and the law of the
/// player's action time.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DcssSpeedDerived {
    /// The named monster, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The monster's speed.
    pub monster_speed: i32,
    /// The energy of its first action each round (its move when it follows the player).
    pub first_action_energy: i32,
    /// The energy of its later actions in a round.
    pub later_action_energy: i32,
    /// The player's action time in aut, `(aut, probability)`.
    pub action_time: Vec<(i32, f64)>,
}

/// The result of `roguesim dcss-speed`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DcssSpeedResult {
    /// What the scenario comes to.
    pub derived: DcssSpeedDerived,
    /// Exact stationary values.
    pub exact: ActionsQuantities<f64>,
    /// Monte Carlo estimate.
    pub estimate: ActionsEstimate,
    /// The scenario, for the summary.
    #[serde(skip)]
    pub(super) spec: DcssSpeedSpec,
    /// The rules' scenario, for the summary.
    #[serde(skip)]
    pub(super) scenario: DcssSpeedScenario,
}
