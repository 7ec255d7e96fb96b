//! The unit tests of `src/scenario/fields.rs`.

use roguesim::scenario::fields::*;
use serde_json::Value;

#[test]
fn paths_are_created_and_replace_what_is_in_the_way() {
    let mut v = serde_json::json!({"player_action": "wait", "attackers": [{"monster_hd": 3}]});
    set(&mut v, "player_action.move.mv", Value::from(12));
    set(&mut v, "attackers[0].monster_hd", Value::from(5));
    set(&mut v, "defender.ev", Value::from(20));
    assert_eq!(
        v,
        serde_json::json!({
            "player_action": {"move": {"mv": 12}},
            "attackers": [{"monster_hd": 5}],
            "defender": {"ev": 20}
        })
    );
    assert_eq!(
        get_mut(&mut v, "attackers[0].monster_hd"),
        Some(&mut Value::from(5))
    );
    assert_eq!(get_mut(&mut v, "attackers[1].monster_hd"), None);
    assert_eq!(get_mut(&mut v, "defender.sh"), None);
}

#[test]
fn a_schemas_numbers_are_found_through_references_branches_and_arrays() {
    let schema = serde_json::json!({
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "hp": {"type": ["integer", "null"]},
            "player": {"anyOf": [{"$ref": "#/$defs/Player"}, {"type": "null"}]},
            "attacks": {"type": "array", "items": {"$ref": "#/$defs/Attack"}},
            "action": {"oneOf": [
                {"type": "string", "enum": ["wait"]},
                {"type": "object", "properties": {"move": {"properties": {"mv": {"type": "integer"}}}}, "required": ["move"]}
            ]},
            "table": {"type": "object", "additionalProperties": {"type": "integer"}}
        },
        "$defs": {
            "Player": {"type": "object", "properties": {
                "dodging": {"type": "number"},
                "next": {"$ref": "#/$defs/Player"}
            }},
            "Attack": {"type": "object", "properties": {"hd": {"type": "integer", "format": "uint8"}}}
        }
    });
    let Numbers {
        mut numbers,
        variants,
    } = numbers_of(&schema);
    numbers.sort_by(|a, b| a.0.cmp(&b.0));
    let want = [
        ("action.move.mv", FieldValue::Whole),
        ("attacks[0].hd", FieldValue::Whole),
        ("hp", FieldValue::Whole),
        ("player.dodging", FieldValue::Decimal),
    ];
    assert_eq!(numbers, want.map(|(p, v)| (p.to_string(), v)));
    assert_eq!(variants, ["action.move"]);
}

#[test]
fn a_number_of_a_variant_replaces_the_variant_that_was_there() {
    let variants = ["action.move".to_string(), "action.attack".to_string()];
    let mut v = serde_json::json!({"action": {"attack": {"delay": 10}}, "hp": 3});
    set_variant(&mut v, &variants, "action.move.mv", Value::from(12));
    assert_eq!(
        v,
        serde_json::json!({"action": {"move": {"mv": 12}}, "hp": 3})
    );
    // The variant that is there keeps its other fields.
    let mut v = serde_json::json!({"action": {"move": {"mv": 12, "x": 1}}});
    set_variant(&mut v, &variants, "action.move.mv", Value::from(14));
    assert_eq!(
        v,
        serde_json::json!({"action": {"move": {"mv": 14, "x": 1}}})
    );
    // A unit variant is replaced as a value in the way.
    let mut v = serde_json::json!({"action": "wait"});
    set_variant(&mut v, &variants, "action.attack.delay", Value::from(9));
    assert_eq!(v, serde_json::json!({"action": {"attack": {"delay": 9}}}));
}
