//! A shot or a spell as scenarios and the reference vectors give it: flat fields, the
//! monster's by its numbers (`monster_*`), resolved once with errors that name the field
//! (`docs/rules/dcss-0.34-player-ranged.md` §2–§8).
//!
//! * [`shot`]: [`ShotSpec`], the vectors' `shots` fields.
//! * [`spell`]: [`SpellSpec`], the vectors' `spells` fields.
//! * [`monster`]: [`MonsterNumbers`], the monster's fields of both.

pub mod monster;
pub mod shot;
pub mod spell;

pub use monster::{MonsterNumbers, is_monster_key};
pub use shot::ShotSpec;
pub use spell::{Channel, ResolvedSpell, SpellSpec};

use crate::dcss::player_ranged::shot::Shot;

/// A resolved ranged attack: a shot, or a spell.
#[derive(Clone, Debug, PartialEq)]
pub enum ResolvedRanged {
    /// A shot or a throw.
    Shot(Shot),
    /// An attack spell.
    Spell(ResolvedSpell),
}
