//! `roguesim ev`: a build's EV, SH and encumbrance, every step of the EV in the game's order
//! (`docs/rules/dcss-0.31.md` §4–§6). Exact only: the report is its exact side.
//!
//! * [`spec`]: the scenario.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Ev`]) and its runner.
//! * `shown034`: a 0.34 character's numbers as the game shows them (a stopgap).
//! * `view`: how the report reads.

pub mod result;
mod run;
mod shown034;
pub mod spec;
mod view;

pub use result::EvResult;
pub use run::{Ev, run_ev};
pub use spec::EvSpec;
