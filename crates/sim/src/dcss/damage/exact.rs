//! The exact side of a damage scenario, as `roguesim damage` reports it without its Monte
//! Carlo run (`docs/rules/dcss-0.31-damage.md` §2, §6).

use serde::Serialize;

use super::result::{DamageDerived, DamageQuantities};
use super::spec::{DamageSpec, Setup};
use crate::error::SimError;

/// The exact side of a damage scenario as `roguesim damage` reports it: what the scenario
/// comes to and the exact laws, without the Monte Carlo run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DamageExactReport {
    /// What the scenario comes to.
    pub derived: DamageDerived,
    /// Exact values.
    pub exact: DamageQuantities<f64>,
}

/// The exact side of a damage scenario, exactly as [`run_damage`](super::run_damage) reports it.
pub fn exact_damage(spec: &DamageSpec) -> Result<DamageExactReport, SimError> {
    let setup = spec.resolve()?;
    Ok(DamageExactReport {
        exact: exact_of(&setup),
        derived: setup.derived,
    })
}

/// The exact laws of a resolved damage scenario.
pub(super) fn exact_of(setup: &Setup) -> DamageQuantities<f64> {
    let distribution = setup.landed();
    let mean = distribution
        .iter()
        .enumerate()
        .map(|(i, p)| i as f64 * p)
        .sum();
    DamageQuantities {
        mean,
        p_dead_within_rounds: setup
            .fight
            .as_ref()
            .map(|(f, r)| f.p_dead_within_rounds(*r as usize))
            .unwrap_or_default(),
        expected_rounds_to_death: setup
            .fight
            .as_ref()
            .and_then(|(f, _)| f.expected_rounds_to_death()),
        distribution,
    }
}
