//! The unit tests of `src/dcss/ranged/spec.rs`.

use roguesim::dcss::ranged::spec::*;

fn spec(json: serde_json::Value) -> RangedSpec {
    serde_json::from_value(json).unwrap()
}

#[test]
fn forms_come_from_the_keys_and_fields_are_checked_against_them() {
    let f = |j| spec(j).form();
    assert_eq!(
        f(serde_json::json!({"monster": "centaur", "ev": 10})).unwrap(),
        Form::Every
    );
    assert_eq!(
        f(serde_json::json!({"monster": "centaur", "missile": "arrow", "launcher": "shortbow", "ev": 10}))
            .unwrap(),
        Form::Missile
    );
    let e = f(serde_json::json!({"monster": "orc wizard", "spell": "magic dart", "launcher_plus": 1, "ev": 10}))
        .unwrap_err();
    assert_eq!(e.path, "launcher_plus");
    let e = f(serde_json::json!({"monster": "orc wizard", "ev": 10, "resist": 1})).unwrap_err();
    assert_eq!(e.path, "resist");
    let e = f(serde_json::json!({"attacks": [], "block_limit": 1, "ev": 10})).unwrap_err();
    assert_eq!(e.path, "ev");
    let e = f(serde_json::json!({"ev": 10})).unwrap_err();
    assert_eq!(e.path, "monster");
    let e = f(serde_json::json!({"monster": "orc", "missile": "stone", "spell": "x", "ev": 1}))
        .unwrap_err();
    assert_eq!(e.path, "spell");
}
