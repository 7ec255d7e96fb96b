//! Monster missiles, spell beams, Smiting and Pain against the player, DCSS 0.31.0 and 0.34.1
//! (`docs/rules/dcss-0.31-ranged.md`, and `docs/rules/dcss-0.34-ranged.md`, a delta over it
//! with the same section numbers).
//!
//! "If it fires X at you": the rules answer for one attack the monster can make at range,
//! never which one it chooses (that is its AI). Each roll has its exact law and a sampler in
//! the game's order; the player's EV, SH and AC enter the exact laws as laws
//! ([`defence::Defence`]): drawn from their hundredths at every use under 0.34.1, point masses
//! under 0.31.0. One description of each rule serves both releases; each release's
//! [`crate::dcss::rules::RangedRelease`] holds what 0.34.1 changed, and the tables are data
//! per release.
//!
//! The files, bottom up (each imports only those above it in this list):
//!
//! * `tables`: the embedded files' raw rows.
//! * [`spell_category`]: what kind of spell it is and why a spell is not modelled.
//! * [`items`], [`spells`], [`catalog`]: launchers and missiles; spells and their zap rows
//!   (and which reach the player with no to-hit roll); each monster's launcher law and spell
//!   slots (§7). Each converts its own rows and keeps its lookups. The zap rows and beam
//!   flavours themselves are [`crate::dcss::zap`]'s, shared with the player's spells.
//! * [`defence`]: the player's defences in hundredths, and AC with separate roll and GDR
//!   draws. [`law`]: what every attack comes to ([`ShotLaw`], [`Shot`]). `check`: the checks
//!   every input shares.
//! * [`missile`]: a missile from a launcher or thrown (§2): to-hit, the EV test with the
//!   2.5 %/2.5 % rule, the melee block roll (a tie blocks, penetrating missiles never
//!   blocked), damage with the first melee attack's damage added, AC with GDR, the energy.
//! * [`beam`]: a spell beam (§3): power from HD, to-hit and dice from the zap row, the block
//!   before the EV test (a tie does not block), the beam EV test (about half the EV, no
//!   2.5 % rule; repel missiles a coupled retest at 0.31.0, +15 EV at 0.34.1), AC and
//!   resistance by flavour.
//! * [`direct`]: Smiting and Pain (§10), which reach the player with no to-hit roll, no EV
//!   test and no block; Pain is resisted by Willpower.
//! * [`spell_input`]: a spell cast at the player as the JSON gives it, resolved into a beam
//!   or into Smiting or Pain.
//! * [`RangedAttack`]: any one checked attack. [`volley`]: several attacks between two player
//!   actions sharing the block counter (§4). [`options`]: every attack a monster can make at
//!   range, modelled or not, with its input, and which monsters are computed in full.
//!   [`RangedInput`]: the JSON of a ranged scenario, any reference vector's `input`.

pub mod beam;
pub mod catalog;
mod check;
pub mod defence;
pub mod direct;
mod error;
mod input;
pub mod items;
pub mod law;
pub mod missile;
pub mod options;
mod shot;
pub mod spell_category;
pub mod spell_input;
pub mod spells;
pub mod tables;
pub mod volley;

pub use check::{AC, AC_X100, EV_X100, PlayerNumbers, SH_INTERNAL_X100, player_defence};
pub use error::RangedError;
pub use input::{RangedInput, RangedScenario};
pub use law::{Shot, ShotLaw};
pub use shot::{AttackExact, RangedAttack};
