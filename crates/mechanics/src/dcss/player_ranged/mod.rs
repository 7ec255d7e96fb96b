//! Your ranged offence in DCSS 0.34.1 (`docs/rules/dcss-0.34-player-ranged.md`): a shot from
//! a launcher or a throw, and your attack spells, at one monster; each roll with its exact
//! law and a sampler in the game's order.
//!
//! * [`target`]: the monster as shots and beams meet it (§2.3, §2.4, §3.7).
//! * [`projectile`]: launchers, missiles and their brands (§3.8).
//! * [`shot`]: one shot or throw: to-hit, block, damage, delay, display (§1–§4).
//! * [`spell`]: spell power and failure, the attack spells and their beams (§5–§8, §11).
//! * [`spec`]: a shot or a spell as the reference vectors' fields give it, resolved.
//! * [`action`]: one ranged action for the duel: its time, the damage by the monster's
//!   block counter, and what it spends (§9).
//! * [`named`]: a named monster's 0.34 resistances, holiness and chaos (§3.7).
//! * [`laws`]: mixtures of laws the others share.

pub mod action;
pub mod laws;
pub mod named;
pub mod projectile;
pub mod shot;
pub mod spec;
pub mod spell;
pub mod target;

pub use action::{ActionCell, RangedAction, RangedActionLaw};
pub use projectile::{Missile, Projectile, ShotBrand};
pub use shot::{Shot, ShotLaw, ShotRoll};
pub use spec::{MonsterNumbers, ResolvedRanged, ResolvedSpell, ShotSpec, SpellSpec};
pub use spell::{AttackSpell, Caster, School, SpellAttack};
pub use target::{Element, Elements, RangedTarget};

/// The release whose tables (weapons, body armour, monsters) the player's ranged offence
/// reads: the one it is transcribed from (`docs/rules/dcss-0.34-player-ranged.md` §0).
pub const RULES: crate::dcss::rules::RuleSet = crate::dcss::rules::RuleSet::Dcss034;
