//! `roguesim threat`: how dangerous one named monster (or K of them) is to one defender, on
//! one screen (`docs/rules/monsters-and-dumps.md` §5). Its stats and weapon law; per attack
//! of its melee round P(land), P(block), P(miss) against what the game displays; the blows
//! one round lands; with DCSS time, its actions during one player action and the blows that
//! land before the player acts again, with P(at least 2). Exact throughout, Monte Carlo
//! beside every exact value.
//!
//! * [`spec`]: the scenario (`threat` in a scenario file) and its resolution.
//! * [`exact`]: the exact laws, by mixing turn states over weapons and melee rounds.
//! * [`experiment`]: the Monte Carlo experiments.
//! * [`estimates`]: the Monte Carlo estimates keyed like the exact values.
//! * [`quantities`]: the quantities, exact or estimated, and the damage half.
//! * [`ranged`]: one row per attack it can make at range.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Threat`]) and its runner.
//! * [`survival`]: how long the defender lasts, exactly.
//! * [`duel`]: with your offence known, the duel with the monster beside the survival.
//! * `view`: how the report reads.

pub mod duel;
pub mod estimates;
pub mod exact;
pub mod experiment;
pub mod quantities;
pub mod ranged;
pub mod result;
mod run;
pub mod spec;
pub mod survival;
mod view;

pub use exact::{ThreatExactReport, exact_threat};
pub use result::ThreatResult;
pub use run::{Threat, run_threat};
pub use spec::{ThreatAction, ThreatSpec};
