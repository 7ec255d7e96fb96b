//! What depends on the DCSS release in a defender's description: names looked up in the
//! rule set's own tables, with a one-line refusal for a name of the other release, and the
//! fields only dcss-0.34 takes (`docs/rules/dcss-0.34.md` §8.3, §11).

use mechanics::dcss::build::Extras034;
use mechanics::dcss::data::{self, BodyArmour, Species, UnknownName};
use mechanics::dcss::rules::RuleSet;

use crate::error::InputError;

/// `name` looked up in `rules`' table by `lookup`; a name only the other release has is
/// refused in one line that says so ("Hill Orc is not a species of dcss-0.34"), anything
/// else with the closest names.
fn in_release<T: Copy>(
    field: &str,
    kind: &str,
    rules: RuleSet,
    name: &str,
    lookup: impl Fn(RuleSet, &str) -> Result<T, UnknownName>,
    full_name: impl Fn(T) -> Option<&'static str>,
) -> Result<T, InputError> {
    lookup(rules, name).map_err(|unknown| {
        let elsewhere = rules
            .others()
            .find_map(|other| lookup(other, name).ok().map(|found| (other, found)));
        match elsewhere {
            Some((other, found)) => InputError::invalid(
                field,
                format!(
                    "{} is not a {kind} of {rules} (it is one of {other})",
                    full_name(found).unwrap_or(name),
                ),
            ),
            None => InputError::at(field, unknown),
        }
    })
}

/// The species `name` under `rules` (`docs/rules/dcss-0.34.md` §8.3).
pub(super) fn species(rules: RuleSet, name: &str) -> Result<&'static Species, InputError> {
    in_release(
        "species",
        "species",
        rules,
        name,
        data::species_in,
        |s: &Species| Some(s.name),
    )
}

/// The body armour `name` under `rules` (`docs/rules/dcss-0.34.md` §8.1): "none" is none.
pub(super) fn body_armour(
    rules: RuleSet,
    name: &str,
) -> Result<Option<&'static BodyArmour>, InputError> {
    in_release(
        "body",
        "body armour",
        rules,
        name,
        data::body_armour_in,
        |b: Option<&BodyArmour>| b.map(|b| b.name),
    )
}

/// Refuses, under dcss-0.31, a field only the 0.34 rules read.
pub(super) fn only_034(rules: RuleSet, field: &str, given: bool) -> Result<(), InputError> {
    if given && rules == RuleSet::Dcss031 {
        return Err(InputError::invalid(
            field,
            "is a dcss-0.34 input (dcss-0.31 has no such term): give it with rules dcss-0.34",
        ));
    }
    Ok(())
}

/// The 0.34-only terms of a build, refused under dcss-0.31 (`docs/rules/dcss-0.34.md` §4.1,
/// §6.1, §D3.1).
pub(super) fn extras(rules: RuleSet, extras: &Extras034) -> Result<Extras034, InputError> {
    only_034(rules, "extras_034", *extras != Extras034::default())?;
    Ok(*extras)
}
