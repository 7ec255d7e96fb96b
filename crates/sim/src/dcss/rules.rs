//! Which DCSS rule set a scenario runs under (`docs/rules/README.md`, "Rule sets"): the
//! scenario's own `rules` field when it names one, else its character dump's release, else
//! the edge's default: the environment's `ROGUESIM_RULES` (scripts pin a release with it),
//! read once by the command line or a server at its start ([`default_from`]), else
//! [`DEFAULT`]. The door (`crate::kinds::Door`) writes the rule set into the scenario before
//! it runs, so a report's echo names it.

use mechanics::dcss::rules::RuleSet;

use crate::error::InputError;

/// The environment variable that sets another default rule set.
pub const ENV: &str = "ROGUESIM_RULES";

/// The rule set a scenario runs under when neither it nor [`ENV`] names one.
pub const DEFAULT: RuleSet = RuleSet::Dcss034;

/// The default rule set an edge reads from the value of [`ENV`] (`None` when unset): the
/// value's rule set, else [`DEFAULT`]. An unreadable value is an error naming the variable
/// and the allowed values, never silently the default.
pub fn default_from(value: Option<&str>) -> Result<RuleSet, InputError> {
    match value.map(str::trim) {
        Some(value) if !value.is_empty() => {
            value
                .parse()
                .map_err(|e: mechanics::dcss::rules::UnknownRuleSet| {
                    InputError::invalid(ENV, e.to_string())
                })
        }
        _ => Ok(DEFAULT),
    }
}

/// The rule set of a scenario whose `rules` field is `given`: the field, else [`DEFAULT`].
/// A scenario through the door always names its rule set; the default serves library
/// callers that build specs by hand.
pub fn in_force(given: Option<RuleSet>) -> Result<RuleSet, InputError> {
    Ok(given.unwrap_or(DEFAULT))
}
