//! `roguesim turn`: a defender turn of attacks. The joint law of blocks and landed attacks
//! (exact, by dynamic programming over the block counter), per-attack outcomes, and the
//! longest run of landed attacks over a fight, beside their Monte Carlo estimates
//! (`docs/rules/dcss-0.31.md` §6.5, `docs/rules/dcss-0.19-shields.md` §4.3). The scenario
//! is a [`TurnSpec`](super::input::TurnSpec), as for `hit`.
//!
//! * [`exact`]: the exact side, and the turn under both shield rules for its picture.
//! * [`experiment`]: the Monte Carlo experiments.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Turn`]) and its runner.
//! * `view`: how the report reads and draws.

pub mod exact;
pub mod experiment;
pub mod result;
mod run;
mod view;

pub use exact::{TurnExactReport, exact_turn};
pub use experiment::{MixedTurnExperiment, TurnAcc, TurnExperiment};
pub use result::{Streaks, TurnEstimate, TurnHistograms, TurnQuantities, TurnResult};
pub use run::{Turn, run_turn};
