//! `roguesim speed`: FrogComposband double moves. The exact law of `N`, the monster actions
//! between two player actions (stationary, or the first interval after level entry), beside
//! the Monte Carlo estimate, with the design effects of dependent intervals, the chance of a
//! double move within a window and the runs of consecutive double moves
//! (`docs/rules/frogcomposband-energy.md` §3.5, §4, §5, §8, §9.2).
//!
//! * [`spec`]: the scenario and its resolution into the rules.
//! * [`exact`]: the exact side.
//! * [`acc`], [`experiment`], `lanes`: the Monte Carlo experiment on lanes or one timeline,
//!   and what it counts.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`FrogSpeed`]) and its runner.
//! * `view`: how the report reads and draws.

pub mod acc;
pub mod exact;
pub mod experiment;
mod lanes;
pub mod result;
mod run;
pub mod spec;
mod view;

pub use exact::{FrogExactReport, exact_frog};
pub use experiment::FrogExperiment;
pub use result::{FrogDerived, FrogEstimate, FrogSpeedResult};
pub use run::{FrogSpeed, run_frog};
pub use spec::{FrogSpeedSpec, FrogStart};
