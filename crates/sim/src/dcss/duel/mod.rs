//! `roguesim duel`: you and one monster in melee until one dies — should you fight it?
//! (`docs/rules/dcss-0.31-player-attack.md` §8, §11). Both sides act by the game's time (your
//! random attack delay, its energy), each with its block counter, nobody heals, you act first.
//! P(you win), P(you die), the HP you keep, your actions to the kill and the odds of each side
//! being dead within k of your turns: exact by the mechanics' chain (mixed over the monster's
//! weapons when it draws one from its law) beside Monte Carlo fights; where the chain is too
//! large the Monte Carlo answer stands alone and the report says so. The scenario is the
//! reference duels' `player`, `monster` and `start_energy`.
//!
//! * [`spec`]: the scenario (`duel` in a scenario file) and its resolution.
//! * [`exact`]: the exact side.
//! * [`experiment`]: the Monte Carlo fights.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`DuelKind`]) and its runner.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
mod ranged_setup;
pub mod result;
mod run;
pub mod spec;
mod view;

pub use exact::{DuelExactReport, exact_duel};
pub use experiment::{DuelAcc, DuelExperiment};
pub use result::{DuelExact, DuelQuantities, DuelResult};
pub use run::{DuelKind, measure, run_duel};
pub use spec::{DuelScenario, DuelSetup, DuelVariant, ResolvedPlayer};
pub use view::{duel_rows, duel_sections};
