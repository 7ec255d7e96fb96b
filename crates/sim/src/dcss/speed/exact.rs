//! The exact side of a `dcss-speed` scenario: the stationary law of the monster's actions,
//! a Markov chain over its energy (`docs/rules/dcss-0.31.md` §7.3–§7.6).

use mechanics::dcss::monsters;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::{DcssSpeedScenario, Pursuit};
use serde::Serialize;

use super::result::DcssSpeedDerived;
use super::spec::DcssSpeedSpec;
use crate::error::{FieldError, SimError};
use crate::speed_counts::ActionsQuantities;

/// The exact side of a DCSS speed scenario as `roguesim dcss-speed` reports it: what the
/// scenario comes to and the exact stationary law, without the Monte Carlo run (what a sweep
/// point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DcssSpeedExactReport {
    /// What the scenario comes to.
    pub derived: DcssSpeedDerived,
    /// Exact stationary values.
    pub exact: ActionsQuantities<f64>,
}

/// The exact side of a DCSS speed scenario, exactly as [`run_dcss_speed`](super::run_dcss_speed) reports it.
pub fn exact_dcss_speed(spec: &DcssSpeedSpec) -> Result<DcssSpeedExactReport, SimError> {
    let (scenario, rules) = spec.scenario()?;
    exact_of(spec, &scenario, rules)
}

pub(super) fn exact_of(
    spec: &DcssSpeedSpec,
    scenario: &DcssSpeedScenario,
    rules: RuleSet,
) -> Result<DcssSpeedExactReport, SimError> {
    let rounds = scenario.exact_rounds_in(rules).map_err(|e| e.at(""))?;
    let mut exact = ActionsQuantities::exact(&rounds.actions(), "monster_speed")?;
    if matches!(scenario.pursuit, Pursuit::OpportunityAttack { .. }) {
        exact.opportunity_attacks_per_action = Some(rounds.opportunity_attacks_per_action());
    }
    Ok(DcssSpeedExactReport {
        derived: DcssSpeedDerived {
            monster: spec
                .monster
                .as_deref()
                .and_then(|m| monsters::find_in(rules, m).ok())
                .map(|m| m.name.clone()),
            monster_speed: scenario.monster_speed,
            first_action_energy: scenario.monster_action_cost,
            later_action_energy: scenario
                .later_action_cost
                .unwrap_or(scenario.monster_action_cost),
            action_time: scenario.action_time_dist().iter().collect(),
        },
        exact,
    })
}
