//! `roguesim dcss-speed`: DCSS monster actions per player action. One player action repeated
//! against one monster, the exact stationary law of the monster's actions (a Markov chain over
//! its energy) and the Monte Carlo estimate (`docs/rules/dcss-0.31.md` §7.1–§7.6).
//!
//! * [`spec`]: the scenario and its resolution.
//! * [`exact`]: the exact side.
//! * [`experiment`]: the Monte Carlo experiment.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`DcssSpeed`]) and its runner.
//! * `view`: how the report reads and draws.

pub mod exact;
pub mod experiment;
pub mod result;
mod run;
pub mod spec;
mod view;

pub use exact::{DcssSpeedExactReport, exact_dcss_speed};
pub use experiment::DcssSpeedExperiment;
pub use result::{DcssSpeedDerived, DcssSpeedResult};
pub use run::{DcssSpeed, run_dcss_speed};
pub use spec::{DcssSpeedSpec, PursuitSpec};
