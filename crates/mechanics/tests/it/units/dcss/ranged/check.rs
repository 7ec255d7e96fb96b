use mechanics::dcss::ranged::{PlayerNumbers, player_defence};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet;

fn numbers(ev_x100: Option<i32>) -> PlayerNumbers {
    PlayerNumbers {
        ev: 15,
        sh_internal: 20,
        ac: 10,
        ev_x100,
        sh_internal_x100: None,
        ac_x100: Some(1050),
    }
}

/// `docs/rules/dcss-0.34-ranged.md` §0: the hundredths are authoritative under 0.34 and
/// must truncate to the number shown; 0.31 keeps the numbers whole.
#[test]
fn hundredths_under_0_34_only_and_agreeing_with_the_screen() {
    let d = player_defence(RuleSet::Dcss034, numbers(Some(1550))).unwrap();
    assert_eq!(
        (d.ev, d.sh_internal, d.ac),
        (Hundredths(1550), Hundredths(2000), Hundredths(1050))
    );
    let e = player_defence(RuleSet::Dcss034, numbers(Some(1620))).unwrap_err();
    assert_eq!(e.field(), "ev");
    assert!(e.to_string().contains("allowed 16"), "{e}");
    let e = player_defence(RuleSet::Dcss031, numbers(None)).unwrap_err();
    assert_eq!(e.field(), "ac_x100");
    assert!(e.to_string().contains("dcss-0.31"), "{e}");
    let e = player_defence(RuleSet::Dcss034, numbers(Some(-6000))).unwrap_err();
    assert_eq!(e.field(), "ev_x100");
    let mut negative = numbers(Some(-320));
    negative.ev = -3;
    let d = player_defence(RuleSet::Dcss034, negative).unwrap();
    assert_eq!(d.ev_law().prob(-3), 1.0);
}
