mod release;

use mechanics::dcss::rules::*;

#[test]
fn names_round_trip() {
    for r in RuleSet::ALL {
        assert_eq!(r.name().parse::<RuleSet>(), Ok(r));
        assert_eq!(r.to_string(), r.name());
    }
    assert_eq!("0.34".parse::<RuleSet>(), Ok(RuleSet::Dcss034));
    assert_eq!(" DCSS-0.31 ".parse::<RuleSet>(), Ok(RuleSet::Dcss031));
    let e = "dcss-0.32".parse::<RuleSet>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown rule set 'dcss-0.32': allowed dcss-0.31, dcss-0.34"
    );
    assert!(RuleSet::Dcss034.rounds_at_random() && !RuleSet::Dcss031.rounds_at_random());
}
