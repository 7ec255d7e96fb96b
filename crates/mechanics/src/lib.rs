//! # roguesim mechanics
//!
//! The combat and energy rules of three games, ported bit for bit from their source code,
//! each with a sampler (what the game rolls) and an exact probability (what the rolls add up
//! to). The rule book is `shared/spec/` (`dcss-0.31.md`, `dcss-0.19-shields.md`,
//! `frogcomposband-energy.md`); every public item names the section it implements.
//!
//! * [`rng`], [`dist`]: DCSS random primitives and their exact laws (§1).
//! * [`data`]: species, body armour, shields, forms (§8).
//! * [`evasion`], [`encumbrance`], [`shields`]: player EV, armour and shield penalties, SH
//!   and the block contest under 0.31 and 0.19 rules (§3–§6, 0.19 §1–§3).
//! * [`to_hit`], [`display`]: the to-hit rolls and what the game shows (§2–§3).
//! * [`combat`]: exact probabilities of one attack and of a defender turn of attacks.
//! * [`time`]: DCSS player and monster time (§7).
//! * [`energy`]: FrogComposband speed, energy and double moves.
//!
//! The crate is pure: no I/O, no threads, no global RNG. Samplers take
//! `R: rand::Rng + ?Sized`.

#![warn(missing_docs)]

pub mod batch;
pub mod combat;
pub mod data;
pub mod display;
pub mod dist;
pub mod encumbrance;
pub mod energy;
pub mod evasion;
pub mod fast;
pub mod kernel;
pub mod player;
pub mod rng;
pub mod shields;
pub mod skills;
pub mod time;
pub mod to_hit;
