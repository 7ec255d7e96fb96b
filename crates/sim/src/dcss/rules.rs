//! Which DCSS rule set a scenario runs under (`docs/rules/README.md`): the scenario's own
//! `rules` field when it names one, else the environment's `ROGUESIM_RULES` (scripts pin a
//! release with it), else [`DEFAULT`]. Every DCSS kind resolves its rule set here, once, so
//! the command line, scenario files and the web server agree.

use mechanics::dcss::rules::RuleSet;

use crate::error::InputError;

/// The environment variable that sets another default rule set.
pub const ENV: &str = "ROGUESIM_RULES";

/// The rule set a scenario runs under when neither it nor [`ENV`] names one.
pub const DEFAULT: RuleSet = RuleSet::Dcss034;

/// The rule set in force for a scenario whose `rules` field is `given`: the field, else
/// [`ENV`], else [`DEFAULT`]. An unreadable [`ENV`] is an error naming the variable and the
/// allowed values, never silently the default.
pub fn in_force(given: Option<RuleSet>) -> Result<RuleSet, InputError> {
    if let Some(rules) = given {
        return Ok(rules);
    }
    match std::env::var(ENV) {
        Ok(value) if !value.trim().is_empty() => {
            value
                .parse()
                .map_err(|e: mechanics::dcss::rules::UnknownRuleSet| {
                    InputError::invalid(ENV, e.to_string())
                })
        }
        _ => Ok(DEFAULT),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_rule_set_wins_over_the_environment_and_the_default() {
        assert_eq!(in_force(Some(RuleSet::Dcss034)).unwrap(), RuleSet::Dcss034);
        assert_eq!(in_force(Some(RuleSet::Dcss031)).unwrap(), RuleSet::Dcss031);
    }
}
