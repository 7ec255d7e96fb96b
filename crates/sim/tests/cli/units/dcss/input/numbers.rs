//! The unit tests of `src/dcss/input/numbers.rs`: a defender given by numbers, read through
//! [`DefenderSpec::defender_in`] (without a species, `ev` or `ev_x100` makes it numbers).

use mechanics::dcss::defender::Defender;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::input::DefenderSpec;

#[test]
fn numbers_are_hundredths_under_034() {
    let spec = DefenderSpec {
        ev: Some(7),
        sh: Some(4),
        ..DefenderSpec::default()
    };
    let Defender::Hundredths(n) = spec.defender_in(RuleSet::Dcss034).unwrap() else {
        panic!("0.34 numbers are hundredths")
    };
    assert_eq!((n.ev_x100, n.sh_x100), (700, 800));
    let fractional = DefenderSpec {
        ev_x100: Some(680),
        sh_internal_x100: Some(830),
        ..DefenderSpec::default()
    };
    let e = fractional.defender_in(RuleSet::Dcss031).unwrap_err();
    assert_eq!(e.path, "ev_x100");
    assert!(e.to_string().contains("dcss-0.34 input"), "{e}");
    let too_big = DefenderSpec {
        ev: Some(200),
        ..DefenderSpec::default()
    };
    for rules in RuleSet::ALL {
        assert_eq!(too_big.defender_in(rules).unwrap_err().path, "ev");
    }
    let both = DefenderSpec {
        sh: Some(4),
        sh_internal_x100: Some(830),
        ..fractional
    };
    assert_eq!(
        both.defender_in(RuleSet::Dcss034).unwrap_err().path,
        "sh_internal_x100"
    );
}
