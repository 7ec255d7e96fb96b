//! The unit tests of `src/study/sweep/range.rs`.

use roguesim::kinds::Entry;
use roguesim::study::sweep::range::*;

fn hit() -> &'static dyn Entry {
    roguesim::kinds::find("hit").unwrap()
}

fn axis(text: &str) -> Result<Axis, String> {
    parse_axis(hit(), text).map_err(|e| e.to_string())
}

#[test]
fn ranges_step_in_exact_decimals() {
    assert_eq!(axis("ev=0..40").unwrap().values.len(), 41);
    let d = axis("dodging=0..2.7:0.1").unwrap();
    assert_eq!(d.values.len(), 28);
    assert_eq!(d.values[27], 2.7);
    assert_eq!(d.values[3], 0.3);
    let n = axis("ev=-5..5:4").unwrap();
    assert_eq!(n.values, vec![-5.0, -1.0, 3.0]);
    assert_eq!(axis("ev=3..3").unwrap().values, vec![3.0]);
    assert_eq!(axis("--ev=1..2").unwrap().flag, "ev");
}

#[test]
fn bad_ranges_say_what_is_wrong_in_one_line() {
    for (text, says) in [
        ("ev=40..0", "FROM is above TO"),
        ("ev=0..40:0", "the step must be above 0"),
        ("ev=0..40:-1", "the step must be above 0"),
        ("bogus=0..4", "allowed: xl, dex"),
        ("ev=0..x", "'x' is not a number"),
        ("ev", "is not FLAG=FROM..TO[:STEP]"),
        ("ev=0-4", "is not FLAG=FROM..TO[:STEP]"),
        ("ev=0..1000000", "points is too many"),
    ] {
        let e = axis(text).unwrap_err();
        assert!(e.contains(says), "{text}: {e}");
        assert!(e.starts_with("--vary: "), "{e}");
        assert!(!e.contains('\n'), "{e}");
    }
}

#[test]
fn at_most_two_distinct_flags_and_a_bounded_grid() {
    let v = |t: &[&str]| {
        parse_axes(hit(), &t.iter().map(|s| s.to_string()).collect::<Vec<_>>())
            .map_err(|e| e.to_string())
    };
    assert_eq!(v(&["ev=0..3", "sh=0..4"]).unwrap().len(), 2);
    assert!(
        v(&["ev=0..3", "ev=0..4"])
            .unwrap_err()
            .contains("varied twice")
    );
    assert!(
        v(&["ev=0..1", "sh=0..1", "dex=1..2"])
            .unwrap_err()
            .contains("3 flags given")
    );
    assert!(
        v(&["ev=0..400", "dex=0..400"])
            .unwrap_err()
            .contains("160801 points is too many")
    );
    assert!(v(&[]).unwrap_err().contains("give the flag to vary"));
}
