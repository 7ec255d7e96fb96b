//! `roguesim damage`: what one landed monster melee attack takes off after the player's AC
//! and GDR, exactly and by Monte Carlo, and optionally how many rounds of K such attacks a
//! player survives (`docs/rules/dcss-0.31-damage.md` §1, §2, §6).
//!
//! * [`spec`]: the scenario and its resolution.
//! * [`exact`]: the exact side.
//! * [`experiment`]: the Monte Carlo experiment.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Damage`]) and its runner.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
pub mod result;
mod run;
pub mod spec;
mod view;

pub use exact::{DamageExactReport, exact_damage};
pub use result::{DamageDerived, DamageQuantities, DamageResult};
pub use run::{Damage, run_damage};
pub use spec::DamageSpec;
