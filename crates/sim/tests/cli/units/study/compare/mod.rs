//! The unit tests of `src/study/compare/mod.rs`.

use roguesim::scenario::profile::Better;
use roguesim::study::compare::*;

#[test]
fn the_better_side_follows_the_direction() {
    assert_eq!(winner(0.3, 0.4, Better::Lower), Winner::A);
    assert_eq!(winner(0.3, 0.4, Better::Higher), Winner::B);
    assert_eq!(winner(0.3, 0.3, Better::Lower), Winner::Same);
}

#[test]
fn settings_are_flag_equals_value() {
    assert_eq!(setting("--a", "shield=kite").unwrap(), ("shield", "kite"));
    assert_eq!(setting("--a", "--dodging = 5").unwrap(), ("dodging", "5"));
    let e = setting("--b", "kite").unwrap_err().to_string();
    assert_eq!(
        e,
        "--b: 'kite' is not FLAG=VALUE (e.g. shield=kite or dodging=5)"
    );
}
