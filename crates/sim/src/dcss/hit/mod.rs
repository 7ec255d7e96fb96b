//! `roguesim hit`: one attack, the first of a defender turn. Its exact probability to land and
//! to be blocked, the Monte Carlo estimate from compiled exchanges on lanes, and what the game
//! displays (`docs/rules/dcss-0.31.md` §2, §6.3). The scenario is a
//! [`TurnSpec`](super::input::TurnSpec), as for `turn`.
//!
//! * [`exact`]: the exact side.
//! * [`experiment`]: the Monte Carlo experiments.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Hit`]) and its runner.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
pub mod result;
mod run;
mod view;

pub use exact::{HitExactReport, exact_hit};
pub use experiment::{HitExperiment, MixedHitExperiment};
pub use result::{HitEstimate, HitExact, HitResult};
pub use run::{Hit, run_hit};
