//! The unit tests of `src/kinds/variable.rs`.

use roguesim::kinds::{KINDS, find};

#[test]
fn every_kind_varies_its_flags_numbers_and_the_rest_of_its_schemas() {
    let attack = find("attack").unwrap();
    // A flag's number, by its flag or by its path.
    assert_eq!(
        attack.variable_field("player-weapon-plus").map(|f| f.path),
        Some("weapon_plus")
    );
    assert_eq!(
        attack.variable_field("weapon_plus").map(|f| f.flag),
        Some("player-weapon-plus")
    );
    // A number no flag sets, by its path.
    assert!(attack.variable_field("aux.claws").is_some());
    // Text is not varied.
    assert!(attack.variable_field("player-weapon").is_none());
    assert!(attack.variable_field("weapon").is_none());
    for kind in KINDS {
        let names: Vec<&str> = kind.variable().iter().map(|f| f.flag).collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{kind:?}: {names:?}");
    }
}
