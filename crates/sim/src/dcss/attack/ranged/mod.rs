//! `roguesim attack` with your launcher, your throwing weapon or an attack spell
//! (`docs/rules/dcss-0.34-player-ranged.md`): P(hit), P(blocked), the damage law, the delay
//! or cast-time law, the failure chance, what the game displays and damage per 10 aut,
//! exact beside Monte Carlo, and against a named monster the odds of killing it.
//!
//! * [`spec`]: the scenario's ranged object and its resolution.
//! * [`exact`]: the exact side; [`result`]: what it holds.
//! * [`experiment`]: the Monte Carlo experiment; [`run`]: the run and the estimates.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
pub mod result;
pub mod run;
pub mod spec;
mod view;

pub use exact::RangedExact;
pub use run::{RangedResult, run_ranged};
pub use spec::{RangedAttackSpec, RangedMonster, RangedOffenceSpec, RangedSetup, is_ranged};
