//! `roguesim danger`: "I'm on D:10, what should I fear?" (`docs/rules/dcss-spawns.md` §8).
//! Every monster the level can make, with P(a random slot picks it) after the out-of-depth
//! fuzz, its band, P(it beats you in a duel alone) exact, P(it beats you with its band) —
//! exact in a corridor (one at a time, your HP carried), Monte Carlo in the open (all at
//! once, each on its own clock) — your expected HP lost when you win, your actions to kill
//! it and its most dangerous attack at range; ranked by P(with its band), with the total
//! P(the next monster the level makes beats you) and the three that give the most of it.
//!
//! * [`spec`]: the scenario (`danger` in a scenario file).
//! * [`roster`]: every kind of monster the place names, with its duels and their laws.
//! * [`table`]: the exact table and the chains of fights of the bands.
//! * [`ranged`]: a monster's most dangerous attack at range.
//! * [`experiment`]: the Monte Carlo fights.
//! * [`result`]: what the report holds.
//! * [`words`]: the answer in a player's words.
//! * `run`, `kind`: the runner and the report kind ([`Danger`]).
//! * `view`: how the report reads.

pub mod experiment;
mod kind;
pub mod ranged;
pub mod result;
pub mod roster;
mod run;
pub mod spec;
pub mod table;
mod view;
pub mod words;

pub use kind::Danger;
pub use result::{DangerExactReport, DangerQuantities, DangerResult};
pub use run::{DangerSetup, exact_danger, resolve, run_danger};
pub use spec::DangerSpec;

/// The most monsters a band fight holds: the leader and its followers.
pub const MAX_BAND: usize = 1 + mechanics::dcss::spawns::bands::MAX_FOLLOWERS as usize;
