//! The ranged inputs and answers as JSON, with the crate feature `serde`
//! (`cargo test -p roguesim-mechanics --features serde`): inputs echo as run and read back,
//! answers carry the reference vectors' names, and the input has a JSON Schema
//! (`docs/rules/dcss-0.31-ranged.md` §2–§4).
#![cfg(feature = "serde")]

use mechanics::dcss::ranged::{RangedInput, RangedScenario};
use serde_json::{Value, json};

fn run(v: Value) -> (RangedScenario, Value) {
    let input: RangedInput = serde_json::from_value(v).unwrap();
    let s = input.resolve().unwrap();
    let answer = match &s {
        RangedScenario::Single(a) => serde_json::to_value(a.exact()).unwrap(),
        RangedScenario::Sequence(v) => serde_json::to_value(v.exact()).unwrap(),
    };
    (s, answer)
}

#[test]
fn answers_use_the_vectors_names() {
    let (_, m) = run(
        json!({"monster": "deep elf master archer", "launcher": "longbow",
        "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
    );
    for key in [
        "p_hit",
        "p_block",
        "p_land",
        "damage_distribution",
        "display_pct",
        "energy",
    ] {
        assert!(m.get(key).is_some(), "missile answer lacks {key}: {m}");
    }
    assert_eq!(m["display_pct"], 57);
    assert_eq!(m["energy"], json!({"5": 1.0}));
    let (_, b) =
        run(json!({"monster": "storm dragon", "spell": "lightning bolt", "ev": 12, "ac": 12}));
    assert_eq!(
        (&b["flavour"], &b["ac_rule"]),
        (&json!("BEAM_ELECTRICITY"), &json!("half"))
    );
    assert_eq!(b["dice"], json!([3, 19]));
    let (_, s) = run(json!({"block_limit": 1, "hp": 20, "attacks": [
        {"kind": "beam", "input": {"monster": "orc wizard", "spell": "magic dart", "ev": 5}},
        {"kind": "beam", "input": {"monster": "orc wizard", "spell": "magic dart", "ev": 5}}]}));
    for key in [
        "blocks_distribution",
        "lands_distribution",
        "total_damage_distribution",
        "p_total_at_least_hp",
    ] {
        assert!(s.get(key).is_some(), "sequence answer lacks {key}: {s}");
    }
    let (_, no_hp) = run(json!({"block_limit": 1, "attacks": [
        {"kind": "beam", "input": {"monster": "orc wizard", "spell": "magic dart", "ev": 5}}]}));
    assert!(no_hp.get("p_total_at_least_hp").is_none());
}

/// A checked input, serialised with its table values filled in, reads back as the same input.
#[test]
fn inputs_echo_as_run() {
    let (s, _) =
        run(json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10}));
    let RangedScenario::Single(a) = s else {
        unreachable!()
    };
    let mechanics::dcss::ranged::RangedAttack::Missile(m) = *a else {
        unreachable!()
    };
    let echoed = serde_json::to_value(m.input()).unwrap();
    assert_eq!(
        (&echoed["hd"], &echoed["archer"], &echoed["attack_damage"]),
        (&json!(4), &json!(true), &json!(7))
    );
    let again: RangedInput = serde_json::from_value(echoed).unwrap();
    assert_eq!(again, RangedInput::Missile(m.input().clone()));
    let schema = serde_json::to_value(schemars::schema_for!(RangedInput)).unwrap();
    assert!(schema.to_string().contains("sh_internal"), "{schema}");
}
