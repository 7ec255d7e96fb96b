//! `roguesim ranged`: what a monster's attacks at range do to you
//! (`docs/rules/dcss-0.31-ranged.md`): per attack P(hit), P(block), P(land), the damage after
//! your AC and what the game displays; K attacks between two of your actions sharing your
//! block counter (blocks, landed attacks, total damage, P(total ≥ your HP)); exact and Monte
//! Carlo side by side. Without a missile or spell, every attack the monster can make, one
//! section each; which one it uses is its AI, which is not modelled.
//!
//! * [`spec`]: the scenario (`ranged` in a scenario file; any reference vector's `input` is
//!   one) and its forms.
//! * `player`: your EV, SH, AC, block limit and HP, as numbers or from a build.
//! * [`resolve`]: the scenario resolved into the rules, one section per attack.
//! * `shown`: each attack as the catalog lists it, with what the game shows.
//! * [`exact`]: the exact side, under the reference vectors' names.
//! * [`experiment`]: the Monte Carlo experiment of a section.
//! * [`result`]: what the report holds.
//! * `run`: the report kind ([`Ranged`]) and its runner.
//! * `view`: how the report reads.

pub mod exact;
pub mod experiment;
mod player;
pub mod resolve;
pub mod result;
mod run;
mod shown;
pub mod spec;
mod view;

pub use exact::{RangedExactReport, exact_ranged};
pub use player::Player;
pub use result::RangedResult;
pub use run::{Ranged, run_ranged};
pub use shown::{OptionSummary, game_shows};
pub use spec::RangedSpec;
