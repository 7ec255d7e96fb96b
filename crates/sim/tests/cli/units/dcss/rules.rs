//! The unit tests of `src/dcss/rules.rs`.

use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::rules::*;

#[test]
fn a_named_rule_set_wins_over_the_default() {
    assert_eq!(in_force(Some(RuleSet::Dcss034)).unwrap(), RuleSet::Dcss034);
    assert_eq!(in_force(Some(RuleSet::Dcss031)).unwrap(), RuleSet::Dcss031);
    assert_eq!(in_force(None).unwrap(), DEFAULT);
}

#[test]
fn the_environment_names_a_rule_set_or_is_refused_in_one_line() {
    assert_eq!(default_from(None).unwrap(), DEFAULT);
    assert_eq!(default_from(Some(" ")).unwrap(), DEFAULT);
    assert_eq!(default_from(Some("dcss-0.31")).unwrap(), RuleSet::Dcss031);
    let e = default_from(Some("0.99")).unwrap_err().to_string();
    assert!(e.starts_with("ROGUESIM_RULES: "), "{e}");
    assert!(e.contains("dcss-0.31") && e.contains("dcss-0.34"), "{e}");
}
