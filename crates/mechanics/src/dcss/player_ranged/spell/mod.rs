//! Your attack spells: power, failure and MP (§5), the spells and how each is resolved
//! (§6, §8), a beam at a monster (§7), and what the game shows (§11, §13)
//! (`docs/rules/dcss-0.34-player-ranged.md`).
//!
//! * [`table`]: the 18 attack spells of 0.34.1 and the schools.
//! * [`power`]: spell power, raw failure, the true and displayed failure chance.
//! * [`beam`]: one beam at a monster, exact and sampled.
//! * [`cast`]: one spell's beams, its per-cast and per-attempt damage, its time.
//! * [`shown`]: the targeting display and the spell table's Damage column.

pub mod beam;
pub mod cast;
pub mod power;
pub mod shown;
pub mod table;

pub use beam::{AcRule, Beam, BeamAim, BeamOutcome, Dice};
pub use cast::{SEARING_RAY_SHOTS, Sight, SpellAttack};
pub use power::{Caster, displayed_fail, p_fail, power_percent};
pub use table::{AttackSpell, School, attack_spell};
