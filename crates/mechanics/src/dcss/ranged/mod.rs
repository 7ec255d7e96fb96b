//! Monster missiles, spell beams, Smiting and Pain against the player, DCSS 0.31.0 (and
//! Smiting and Pain at 0.34.1) (`docs/rules/dcss-0.31-ranged.md`).
//!
//! "If it fires X at you": the rules answer for one attack the monster can make at range,
//! never which one it chooses (that is its AI). Each roll has its exact law and a sampler in
//! the game's order; the player's EV, SH and AC enter the exact laws as laws
//! ([`defence::Defence`]), point masses under 0.31.
//!
//! * [`missile`]: a missile from a launcher or thrown (§2): to-hit, the EV test with the
//!   2.5 %/2.5 % rule, the melee block roll (a tie blocks, penetrating missiles never
//!   blocked), damage with the first melee attack's damage added, AC with GDR, the energy.
//! * [`beam`]: a spell beam (§3): power from HD, to-hit and dice from the zap row, the block
//!   before the EV test (a tie does not block), the beam EV test (about half the EV, no
//!   2.5 % rule, the coupled retest against repel missiles), AC and resistance by flavour.
//! * [`direct`]: Smiting and Pain (§10), which reach the player with no to-hit roll, no EV
//!   test and no block; Pain is resisted by Willpower. The only ranged attacks modelled
//!   under 0.34.1, whose zap table and monster launcher laws are not extracted (§10.4).
//! * [`volley`]: several attacks between two player actions sharing the block counter (§4).
//! * [`RangedInput`]: the JSON of a ranged scenario, any reference vector's `input`.
//! * [`items`], [`spells`], [`catalog`]: the embedded tables
//!   (`crates/mechanics/data/dcss-0.31-ranged.json`, written by
//!   `scripts/extract-ranged-tables.py`): launchers and missiles, spells and their zap rows,
//!   and what each monster can fire or cast (§7).
//! * [`flavour`]: a beam flavour's AC rule and resistance (§3.6).
//! * [`defence`]: the player's defences as laws, and AC with separate roll and GDR reads.

pub mod beam;
pub mod catalog;
pub mod defence;
pub mod direct;
mod error;
pub mod flavour;
mod input;
pub mod items;
pub mod missile;
mod shot;
pub mod spells;
mod tables;
mod tables034;
pub mod volley;

pub use error::RangedError;
pub use input::{RangedInput, RangedScenario};
pub use shot::{AttackExact, RangedAttack, Shot, ShotLaw};
