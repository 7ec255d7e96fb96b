//! One checked ranged attack of any kind, a missile, a spell beam, or Smiting or Pain, and its
//! exact answer: what a sequence of attacks and the reports read of each
//! (`docs/rules/dcss-0.31-ranged.md` §2, §3, §4, §10).

use rand::Rng;

use super::beam::{Beam, BeamExact};
use super::direct::{Direct, DirectExact};
use super::law::{Shot, ShotLaw};
use super::missile::{Missile, MissileExact};

/// A checked ranged attack: a missile, a spell beam, or Smiting or Pain
/// (`docs/rules/dcss-0.31-ranged.md` §2, §3, §10).
#[derive(Clone, Debug, PartialEq)]
pub enum RangedAttack {
    /// A missile from a launcher or thrown.
    Missile(Missile),
    /// A spell beam.
    Beam(Beam),
    /// Smiting or Pain: no to-hit roll, no block.
    Direct(Direct),
}

/// The exact answer for one ranged attack, under the reference vectors' names.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum AttackExact {
    /// A missile's.
    Missile(MissileExact),
    /// A beam's.
    Beam(BeamExact),
    /// Smiting's or Pain's.
    Direct(DirectExact),
}

impl AttackExact {
    /// P(the EV test passes).
    pub fn p_hit(&self) -> f64 {
        match self {
            AttackExact::Missile(m) => m.p_hit,
            AttackExact::Beam(b) => b.p_hit,
            AttackExact::Direct(d) => d.p_hit,
        }
    }

    /// P(blocked) while the block limit is not reached.
    pub fn p_block(&self) -> f64 {
        match self {
            AttackExact::Missile(m) => m.p_block,
            AttackExact::Beam(b) => b.p_block,
            AttackExact::Direct(d) => d.p_block,
        }
    }

    /// P(lands).
    pub fn p_land(&self) -> f64 {
        match self {
            AttackExact::Missile(m) => m.p_land,
            AttackExact::Beam(b) => b.p_land,
            AttackExact::Direct(d) => d.p_land,
        }
    }

    /// P(damage = i | it lands), `None` for darts and nets.
    pub fn damage_distribution(&self) -> Option<&[f64]> {
        match self {
            AttackExact::Missile(m) => m.damage_distribution.as_deref(),
            AttackExact::Beam(b) => Some(&b.damage_distribution),
            AttackExact::Direct(d) => Some(&d.damage_distribution),
        }
    }
}

impl RangedAttack {
    /// The attack's law in a sequence (`docs/rules/dcss-0.31-ranged.md` §4).
    pub fn shot_law(&self) -> ShotLaw {
        match self {
            RangedAttack::Missile(m) => m.shot_law(),
            RangedAttack::Beam(b) => b.shot_law(),
            RangedAttack::Direct(d) => d.shot_law(),
        }
    }

    /// Everything the rules say about the attack, exactly.
    pub fn exact(&self) -> AttackExact {
        match self {
            RangedAttack::Missile(m) => AttackExact::Missile(m.exact()),
            RangedAttack::Beam(b) => AttackExact::Beam(b.exact()),
            RangedAttack::Direct(d) => AttackExact::Direct(d.exact()),
        }
    }

    /// Plays the attack in the game's order; `exhausted` when the block limit is reached
    /// (`docs/rules/dcss-0.31-ranged.md` §2, §3, §10).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Shot {
        match self {
            RangedAttack::Missile(m) => m.roll(rng, exhausted),
            RangedAttack::Beam(b) => b.roll(rng, exhausted),
            RangedAttack::Direct(d) => d.roll(rng, exhausted),
        }
    }

    /// The monster making the attack.
    pub fn monster(&self) -> &'static crate::dcss::monsters::Monster {
        match self {
            RangedAttack::Missile(m) => m.monster(),
            RangedAttack::Beam(b) => b.monster(),
            RangedAttack::Direct(d) => d.monster(),
        }
    }
}
