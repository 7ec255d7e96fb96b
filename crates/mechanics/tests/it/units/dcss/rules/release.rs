use mechanics::dcss::rules::RuleSet;

#[test]
fn each_rule_set_has_its_own_release() {
    for r in RuleSet::ALL {
        let release = r.release();
        assert_eq!((release.rules, release.name), (r, r.name()));
        assert_eq!(RuleSet::ALL[r.index()], r);
    }
    assert_eq!(RuleSet::Dcss034.release().tag, "0.34.1");
    assert_eq!(RuleSet::Dcss031.release().tag, "0.31.0");
}
