//! # roguesim mechanics
//!
//! The combat and energy rules of two games, ported from their source code in the games'
//! own integer arithmetic, each with a sampler (what the game rolls) and an exact law (what
//! the rolls add up to). The rule book is the repository's `docs/rules/`; every public item
//! cites the section it implements as "`docs/rules/dcss-0.31.md` §4.1".
//!
//! * [`dcss`]: Dungeon Crawl Stone Soup 0.31.0 and 0.34.1, chosen by a
//!   [`dcss::rules::RuleSet`] value (with the 0.19 shield contest): random primitives, data
//!   tables, builds, EV, encumbrance, shields, to-hit, what the game displays, attacks,
//!   defender turns, damage and time.
//! * [`frog`]: FrogComposband 7.1: speed, energy, random action costs and double moves.
//! * [`dist`]: exact finite laws over the integers, the exact side of every roll.
//! * [`alias`]: a finite law drawn from one 64-bit word, each value's weight exact.
//! * [`linalg`]: the linear solver the stationary laws and expected fight lengths use.
//! * [`actions`]: the law of monster actions per player action, shared by both games.
//! * [`name_match`]: how a typed name is matched against a table's names, for the monster
//!   and race lookups.
//! * [`limits`]: the input ranges the rules are defined for, and the error naming a value
//!   outside one.
//! * [`tolerance`]: the named numeric tolerances every test compares with.
//! * [`sampling`]: the machinery that makes the samplers fast without changing their law:
//!   several rolls from one word ([`sampling::digits`]), compiled DCSS exchanges
//!   ([`sampling::dcss_exchange`]), FrogComposband timelines on lanes
//!   ([`sampling::frog_lanes`]).
//! * [`kernel`]: the vector kernels the lanes and the exact duel chains run on, and the one
//!   dispatch from a kernel to its code.
//!
//! The crate is pure: no I/O, no threads, no global RNG. Samplers take
//! `R: rand::Rng + ?Sized`.

#![warn(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod actions;
pub mod alias;
pub mod dcss;
pub mod dist;
pub mod frog;
pub mod kernel;
pub mod limits;
pub mod linalg;
pub mod name_match;
pub mod sampling;
pub mod tolerance;
