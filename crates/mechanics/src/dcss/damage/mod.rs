//! Monster melee damage against the player, and what the player's AC, GDR and HP make of it
//! (`docs/rules/dcss-0.31-damage.md`).
//!
//! * [`monster_melee`]: one landed monster melee attack's damage before AC (§1).
//! * [`ac`]: AC and GDR applied to a damage roll, for every `ac_type` (§2).
//! * [`landed`]: the damage a landed attack does after the player's AC (§2.3).
//! * [`melee034`]: the same under 0.34: the new multipliers and the two AC draws
//!   (`docs/rules/dcss-0.34.md` §D1.5, §D2).
//! * [`mod@player_ac`]: the player's AC from a build, with its breakdown (§3); under 0.34 in
//!   hundredths with its two laws ([`player_ac034`], `docs/rules/dcss-0.34.md` §D3).
//! * [`hp`]: the player's max HP (§4).
//! * [`survival`]: attacks per round composed into rounds survived (§6).
//! * [`turn`]: a defender turn's damage, attack by attack against one block counter (§6).
//! * [`fight`]: turns of one or more monsters against a player who does not heal, as a
//!   Markov chain over their energies and the damage taken (§6).
//!
//! Each roll has a sampler, in the game's order with [`crate::dcss::rng`], and an exact law
//! built with [`crate::dist::Dist`]; the chi-square tests in `tests/damage_samplers.rs` tie
//! them together.

pub mod ac;
pub mod fight;
pub mod hp;
pub mod landed;
pub mod melee034;
pub mod monster_melee;
pub mod player_ac;
pub mod player_ac034;
pub mod survival;
pub mod turn;

pub use ac::{AcType, apply_ac, apply_ac_dist, apply_ac_gdr, apply_ac_gdr_dist, gdr_percent};
pub use hp::{max_hp, player_max_hp};
pub use landed::{landed_damage_dist, landed_damage_law, roll_landed};
pub use melee034::{
    MeleeDamage034, Modifiers034, landed_damage_dist_034, landed_damage_law_034, roll_landed_034,
};
pub use monster_melee::{DamageBranch, DamageLaw, DamageModifiers, MeleeDamage, WeaponDamage};
pub use player_ac::{AcBreakdown, ItemAc, player_ac};
pub use player_ac034::{AcBreakdown034, gdr_law, player_ac_034};
pub use survival::{Fight, RoundAttack};
pub use turn::{DamageState, DamagingAttack, TurnAttack};

use crate::dcss::data::Form;
use crate::limits::OutOfRange;

/// An input the damage rules are not defined for (`docs/rules/dcss-0.31-damage.md`).
/// [`DamageError::field`] names the input; the message is one line with the allowed values.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DamageError {
    /// A numeric field outside its range.
    #[error(transparent)]
    Range(#[from] OutOfRange),
    /// A probability outside 0–1 (or not a number).
    #[error("{value} is not a probability: allowed 0 to 1")]
    Probability {
        /// The field's name.
        field: &'static str,
        /// The rejected value.
        value: f64,
    },
    /// A form under dcss-0.31, whose form table roguesim does not carry (§9).
    #[error("AC and max HP in {form} form are not modelled under dcss-0.31: allowed form none")]
    Form {
        /// The form's name.
        form: &'static str,
    },
    /// A round with no attack, or more attack slots than any monster has (§6).
    #[error("{count} attacks in a round: allowed 1 to {max}")]
    AttackCount {
        /// The number of attacks given.
        count: usize,
        /// The most attacks a round may have.
        max: usize,
    },
}

impl DamageError {
    /// The field the error is about, as scenario files spell it.
    pub fn field(&self) -> &'static str {
        match self {
            DamageError::Range(e) => e.field,
            DamageError::Probability { field, .. } => field,
            DamageError::Form { .. } => "form",
            DamageError::AttackCount { .. } => "attacks",
        }
    }

    /// The error for a 0.31 build in `form`, or `Ok` with no form
    /// (`docs/rules/dcss-0.31-damage.md` §9; the 0.34 forms are `docs/rules/dcss-0.34-forms.md`).
    fn check_form(form: Form) -> Result<(), DamageError> {
        match form {
            Form::None => Ok(()),
            f => Err(DamageError::Form { form: f.name() }),
        }
    }
}
