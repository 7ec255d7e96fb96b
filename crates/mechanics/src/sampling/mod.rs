//! The machinery that makes the samplers fast without changing their law. Nothing here
//! states a game rule: every table is built from the rules in [`crate::dcss`] and
//! [`crate::frog`], and tests tie every fast path to its rule's exact law.
//!
//! * [`digits`]: several exactly uniform bounded rolls from one random word.
//! * [`dcss_exchange`]: DCSS attacks and turns compiled into tables of digits; independent
//!   attacks and whole fights counted on lanes, each attack's hit and block drawn as exact
//!   odds.
//! * [`duel_lanes`]: the duel's fights (both HPs, energy, weapons, block counters) on lanes,
//!   drawn from the duel chain's own transition laws.
//! * [`fight_lanes`]: whole DCSS fights (HP, energies, weapons, block counters) on lanes,
//!   compiled from the fight's exact chain.
//! * [`frog_lanes`]: 32 FrogComposband timelines stepped together.
//! * [`kernel`]: the vector kernels (portable, AVX2, AVX-512) and the eight xoshiro256++
//!   streams behind every lane loop; every kernel gives identical results.

pub mod dcss_exchange;
pub mod digits;
pub mod duel_lanes;
pub mod fight_lanes;
pub mod frog_lanes;
pub use crate::kernel;
pub mod lane_set;
