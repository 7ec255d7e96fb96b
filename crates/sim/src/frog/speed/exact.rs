//! The exact side of a double-move scenario: the law of `N` (stationary, or the first
//! interval after level entry), as `roguesim speed` reports it without its Monte Carlo run
//! (`docs/rules/frogcomposband-energy.md` §5, §8).

use mechanics::frog::{SpeedScenario, energy_per_turn, races};
use serde::Serialize;

use super::result::FrogDerived;
use super::spec::{FrogSpeedSpec, FrogStart};
use crate::error::{FieldError, SimError};
use crate::speed_counts::ActionsQuantities;

/// The exact side of a double-move scenario as `roguesim speed` reports it: the speeds and
/// cost simulated and the exact law of `N`, without the Monte Carlo run (what a sweep point
/// or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FrogExactReport {
    /// The speeds and cost.
    pub derived: FrogDerived,
    /// Exact values.
    pub exact: ActionsQuantities<f64>,
}

/// The exact side of a double-move scenario, exactly as [`run_frog`](super::run_frog) reports it.
pub fn exact_frog(spec: &FrogSpeedSpec) -> Result<FrogExactReport, SimError> {
    let scenario = spec.scenario()?;
    exact_of(spec, &scenario)
}

pub(super) fn exact_of(
    spec: &FrogSpeedSpec,
    scenario: &SpeedScenario,
) -> Result<FrogExactReport, SimError> {
    let law = match spec.start {
        FrogStart::Stationary => scenario.exact(),
        FrogStart::LevelEntry => scenario.exact_first_interval(),
    };
    Ok(FrogExactReport {
        derived: FrogDerived {
            monster: spec
                .monster
                .as_deref()
                .and_then(|m| races::find(m).ok())
                .map(|r| r.name.clone()),
            player_speed: scenario.player_speed,
            player_energy: energy_per_turn(scenario.player_speed),
            monster_speed: scenario.monster_speed,
            monster_hasted: scenario.monster_hasted,
            monster_slowed: scenario.monster_slowed,
            player_action_cost: scenario.player_action_cost,
            non_unique: scenario.non_unique,
            window: spec.window,
            start: spec.start,
        },
        exact: ActionsQuantities::exact(&law.map_err(|e| e.at(""))?, "player_speed")?,
    })
}
