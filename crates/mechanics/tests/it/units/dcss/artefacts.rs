use mechanics::dcss::artefacts::*;
use mechanics::dcss::rules::RuleSet;

#[test]
fn both_tables_parse_with_unique_names() {
    for (release, count) in [(RuleSet::Dcss031, 133), (RuleSet::Dcss034, 140)] {
        let all = unrandarts(release);
        assert_eq!(all.len(), count, "{release:?}");
        let mut names: Vec<String> = all.iter().map(|u| u.name.to_lowercase()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "{release:?}");
    }
}

/// Spot checks against `art-data.txt` at each tag (`docs/rules/dcss-artefacts.md` §1).
#[test]
fn spot_checks_against_art_data() {
    let v34 = |n| unrandart(RuleSet::Dcss034, n).unwrap();
    let octo = v34("ring of the Octopus King");
    assert_eq!(octo.kind, UnrandKind::Jewellery);
    assert_eq!(
        (octo.props.ac, octo.props.ev, octo.props.sh, octo.props.hp),
        (2, 2, 2, 2)
    );
    let wyrmbane = v34("lance \"Wyrmbane\"");
    assert_eq!((wyrmbane.base.as_str(), wyrmbane.props.ac), ("spear", 3));
    assert_eq!(
        v34("moon troll leather armour").brand.as_deref(),
        Some("SPARM_SPIRIT_SHIELD")
    );
    assert_eq!(v34("Maxwell's patent armour").plus, Some(15));
    assert_eq!(v34("dragonskin cloak").base, "cloak");
    // Added after 0.31.
    assert!(unrandart(RuleSet::Dcss031, "mountain boots").is_some());
    assert!(unrandart(RuleSet::Dcss031, "dragonskin cloak").is_some());
}
