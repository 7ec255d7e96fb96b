//! The unit tests of `src/dcss/offence/mod.rs`.

use mechanics::dcss::player_attack::Brand;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::input::DefenderSpec;
use roguesim::dcss::offence::*;

#[test]
fn dcss_034_refuses_elemental_brands_in_one_line_naming_the_missing_table() {
    for b in [Brand::Flaming, Brand::Freezing, Brand::Electrocution] {
        let e = refuse_missing_034(RuleSet::Dcss034, Some(b), "brand").unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("resistance table") && !text.contains('\n'),
            "{text}"
        );
        assert!(refuse_missing_034(RuleSet::Dcss031, Some(b), "brand").is_ok());
    }
    for b in [None, Some(Brand::Heavy), Some(Brand::Speed)] {
        assert!(refuse_missing_034(RuleSet::Dcss034, b, "brand").is_ok());
    }
}

/// The keys the error paths are sorted by are the offence object's own keys.
#[test]
fn offence_keys_are_the_schemas() {
    let schema = serde_json::to_value(schemars::schema_for!(OffenceSpec)).unwrap();
    let mut keys: Vec<&str> = schema["properties"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    let mut ours = OFFENCE_KEYS.to_vec();
    ours.sort_unstable();
    assert_eq!(keys, ours);
}

/// A build's error inside a duel names the build's field, not the offence's.
#[test]
fn a_build_error_names_the_defender() {
    let defender: DefenderSpec = serde_json::from_str(
        r#"{"species": "human", "xl": 8, "dex": 13, "str": 17, "extra_sh": {"tso": 3}}"#,
    )
    .unwrap();
    let offence = OffenceSpec {
        weapon: Some("long sword".into()),
        weapon_skill: 8.0,
        ..OffenceSpec::default()
    };
    // Divine Shield is refused under dcss-0.34 (not modelled there).
    let e = duel_player(&defender, &offence, RuleSet::Dcss034, None).unwrap_err();
    assert!(e.path.starts_with("defender.extra_sh"), "{}: {e}", e.path);
    let bad_weapon = OffenceSpec {
        weapon: Some("no such sword".into()),
        ..offence
    };
    let defender: DefenderSpec =
        serde_json::from_str(r#"{"species": "human", "xl": 8, "dex": 13, "str": 17}"#).unwrap();
    let e = duel_player(&defender, &bad_weapon, RuleSet::Dcss031, None).unwrap_err();
    assert!(e.path.starts_with("offence.weapon"), "{}: {e}", e.path);
}
