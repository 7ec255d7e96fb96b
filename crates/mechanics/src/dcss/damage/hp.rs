//! The player's max HP (`get_real_hp(true, true)`, player.cc:3957-4013):
//! `docs/rules/dcss-0.31-damage.md` §4.
//!
//! The terms a build has: XL, Fighting, the species' `hp:` aptitude and the Djinni's flat HP
//! (§4), then Robust, Frail, Rugged Scales, Hepliaklqana's reduced essence, artefacts and
//! berserk from [`Build::hp_bonuses`] (`docs/rules/dcss-artefacts.md` §4). Drain, Divine
//! Vigour, forms and the Vampire's bloodless state are left out (§4, §9).

use super::DamageError;
use crate::dcss::bonuses::HpBonuses;
use crate::dcss::build::Build;
use crate::dcss::data::Species;
use crate::dcss::mutations::Mutation;
use crate::dcss::rules::RuleSet;
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
    Ok(base_hp(species, xl, fighting).max(1))
}

/// The max HP of `build`: its species, XL and Fighting (`docs/rules/dcss-0.31-damage.md` §4),
/// with its [`Build::hp_bonuses`] (`docs/rules/dcss-artefacts.md` §4), Rugged Brown Scales
/// unless a form suppresses them, and last the form's multiplier with its penalty below the
/// form's minimum Shapeshifting (`docs/rules/dcss-0.34-forms.md` §4). A form under dcss-0.31
/// is an error: its table is not modelled (§9).
///
/// ```
/// use mechanics::dcss::bonuses::HpBonuses;
/// use mechanics::dcss::build::Build;
/// use mechanics::dcss::damage::player_max_hp;
/// use mechanics::dcss::data::species;
/// use mechanics::dcss::skills::Skill;
///
/// // A Human XL 10 with Fighting 10 has 85 HP; Robust 1 makes it 93, HP+5 98.
/// let human = Build { xl: 10, fighting: Skill::level(10)?, ..Build::new(species("human")?, 10, 10) };
/// assert_eq!(player_max_hp(&human)?, 85);
/// let hp_bonuses = HpBonuses { robust: 1, artefact: 5, ..HpBonuses::default() };
/// assert_eq!(player_max_hp(&Build { hp_bonuses, ..human })?, 98);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player_max_hp(build: &Build) -> Result<i32, DamageError> {
    if build.rules == RuleSet::Dcss031 {
        DamageError::check_form(build.form)?;
    }
    Build::XL.check(build.xl)?;
    let rugged = if Mutation::RuggedBrownScales.suppressed_in(build.form, false) {
        0
    } else {
        build
            .hp_bonuses
            .rugged_scales
            .max(build.mutation_level(Mutation::RuggedBrownScales))
    };
    let bonuses = HpBonuses {
        rugged_scales: rugged,
        ..build.hp_bonuses
    };
    let hp = bonuses.apply(base_hp(build.species, build.xl, build.fighting));
    let hp = build.shape().map_or(hp, |s| s.max_hp(hp));
    Ok(hp.max(1))
}

/// XL, Fighting, the species' aptitude and flat HP (§4), before the percentages.
fn base_hp(species: &Species, xl: i32, fighting: Skill) -> i32 {
    let mut hp = xl * 11 / 2 + 8;
    hp += xl * fighting.scaled(5) / 70 + (fighting.scaled(3) + 1) / 2;
    hp = hp * (10 + species.hp_modifier) / 10;
    hp + 4 * species.flat_hp
}
