//! The player's max HP (`get_real_hp(true, true)`, player.cc:3957-4013):
//! `docs/rules/dcss-0.31-damage.md` §4.
//!
//! Only the permanent terms a build has are modelled: XL, Fighting, the species' `hp:`
//! aptitude and the Djinni's flat HP. Acquired mutations (Robust, Frail, Rugged Scales),
//! drain, artefacts, berserk, Divine Vigour, forms and the Vampire's bloodless state are left
//! out (§4, §9).

use super::DamageError;
use crate::dcss::build::Build;
use crate::dcss::data::Species;
use crate::dcss::skills::Skill;

/// Max HP from the species, XL (1–27) and Fighting (`docs/rules/dcss-0.31-damage.md` §4):
/// `8 + XL·11/2 + XL·F5/70 + (F3+1)/2`, ×(10 + hp aptitude)/10, +4 per level of flat HP,
/// each division truncating in turn. Fighting is read without Heroism.
///
/// ```
/// use mechanics::dcss::damage::max_hp;
/// use mechanics::dcss::data::species;
/// use mechanics::dcss::skills::Skill;
///
/// // §4: a Human XL10 with Fighting 10 has 85 HP; an Oni XL14 with Fighting 14.5, 157.
/// assert_eq!(max_hp(species("human")?, 10, Skill::level(10)?)?, 85);
/// assert_eq!(max_hp(species("oni")?, 14, Skill::from_f64(14.5)?)?, 157);
/// assert_eq!(max_hp(species("human")?, 0, Skill::level(10)?).unwrap_err().field(), "xl");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn max_hp(species: &Species, xl: i32, fighting: Skill) -> Result<i32, DamageError> {
    Build::XL.check(xl)?;
    let mut hp = xl * 11 / 2 + 8;
    hp += xl * fighting.scaled(5) / 70 + (fighting.scaled(3) + 1) / 2;
    hp = hp * (10 + species.hp_modifier) / 10;
    hp += 4 * species.flat_hp;
    Ok(hp.max(1))
}

/// The max HP of `build`: its species, XL and Fighting (`docs/rules/dcss-0.31-damage.md` §4).
/// A form is an error: talisman forms multiply HP, which these rules leave out (§9).
pub fn player_max_hp(build: &Build) -> Result<i32, DamageError> {
    DamageError::check_form(build.form)?;
    max_hp(build.species, build.xl, build.fighting)
}
