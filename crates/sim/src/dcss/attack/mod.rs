//! `roguesim attack`: your melee attack on a monster (`docs/rules/dcss-0.31-player-attack.md`
//! §1–§7, §11). P(hit), P(blocked) and P(miss) of the main attack with what the game shows,
//! the damage of a landed hit after the monster's AC, the attack's delay, a whole action's
//! damage with the aux attacks, and against a named monster its HP law and the odds of killing
//! it within k of your actions, with the expected actions and aut; exact throughout, Monte
//! Carlo beside every exact value. The scenario is the reference vectors' attack object.
//!
//! * [`spec`]: the scenario (`attack` in a scenario file) and its resolution.
//! * [`ranged`]: a shot, a throw or an attack spell instead
//!   (`docs/rules/dcss-0.34-player-ranged.md`).
//! * [`report`]: the report of either form.
//! * [`exact`]: the exact side.
//! * [`experiment`]: the Monte Carlo experiment.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`AttackKind`]) and its runner.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
pub mod ranged;
pub mod report;
pub mod result;
mod run;
pub mod spec;
mod view;

pub use exact::{AttackExactReport, exact_attack};
pub use report::{AttackExactOutcome, AttackReport};
pub use result::{AttackExact, AttackQuantities, AttackResult};
pub use run::{AttackKind, run_attack};
pub use spec::AttackScenario;
