//! The player's melee offence in DCSS 0.31 (`docs/rules/dcss-0.31-player-attack.md`): to-hit
//! against a monster and the monster's shield, the damage of a landed attack after the
//! monster's AC with the brands, aux attacks, the attack delay as the game's random variable,
//! and a whole melee action.
//!
//! * [`random_var`]: the game's `random_var`, an integer-weighted law rolled once (§5).
//! * [`delay`]: the attack delay built as a `random_var` (§5).
//! * [`form`]: what a 0.34 form changes in the melee (`docs/rules/dcss-0.34-forms.md` §5).
//! * [`target`]: the monster as the attack sees it (§2, §3.5, §3.6, §7).
//! * [`damage`]: the damage steps, each sampler beside its law, and the main attack (§3).
//! * [`aux`]: aux attacks by mutation (§4).
//! * [`retaliation`]: the Minotaur's reflexive headbutt (§4).
//! * [`offence`]: the player's offence, resolved (§1-§5).
//! * [`action`]: one melee action, sampled in the game's order and as an exact law by the
//!   monster's block counter (§1, §11).
//! * [`spec`]: the scenario input of one attack (the reference vectors' fields) and what it
//!   resolves to.
//!
//! Under `dcss-0.34` the rule book for 0.34.1 is silent on the player's own melee attack; these
//! 0.31 formulas are the ones that apply there too (`docs/rules/dcss-0.31-player-attack.md` §0).

pub mod action;
pub mod aux;
pub mod damage;
pub mod delay;
pub mod form;
pub mod offence;
pub mod random_var;
pub mod retaliation;
pub mod spec;
pub mod target;

pub use action::{ActionLaw, PlayerAction};
pub use aux::{AuxAttack, AuxAttacker, AuxKind, AuxMutations, AuxRound, Tail};
pub use damage::{Brand, DamageBase, MainDamage};
pub use delay::{AttackDelay, DelayBrand, DelayRolls, weapon_min_delay, weapon_min_delay_skill};
pub use form::{FormMelee, PostAc};
pub use offence::PlayerOffence;
pub use random_var::RandomVar;
pub use retaliation::Retaliation;
pub use spec::{AttackSpec, ResolvedAttack, ToHitSummary};
pub use target::{MonsterTarget, Resists, resist_adjust};

use crate::dcss::skills::{Skill, SkillOutOfRange};
use crate::limits::OutOfRange;

/// An input the offence rules are not defined for (`docs/rules/dcss-0.31-player-attack.md`).
/// [`AttackError::field`] names the input as scenario files spell it; the message is one line
/// and says what is allowed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum AttackError {
    /// A number outside its range.
    #[error(transparent)]
    Range(#[from] OutOfRange),
    /// A skill outside 0–27 or finer than a tenth.
    #[error("{source}")]
    Skill {
        /// The field.
        field: &'static str,
        /// The value and the rule.
        source: SkillOutOfRange,
    },
    /// A name that matched nothing, a combination the rules do not cover, or a derived value
    /// that disagrees with the one the rules derive.
    #[error("{message}")]
    Invalid {
        /// The field.
        field: &'static str,
        /// What is wrong and what is allowed.
        message: String,
    },
}

impl AttackError {
    /// The field the error is about.
    pub fn field(&self) -> &'static str {
        match self {
            AttackError::Range(e) => e.field,
            AttackError::Skill { field, .. } | AttackError::Invalid { field, .. } => field,
        }
    }

    /// An [`AttackError::Invalid`] on `field`.
    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        AttackError::Invalid {
            field,
            message: message.into(),
        }
    }
}

/// A skill level from a scenario's number (tenths), or the error naming `field`.
pub(crate) fn skill(field: &'static str, level: f64) -> Result<Skill, AttackError> {
    Skill::from_f64(level).map_err(|source| AttackError::Skill { field, source })
}
