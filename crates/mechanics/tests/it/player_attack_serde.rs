//! The scenario contract of the player's attack and the duel, with the crate feature `serde`
//! (`cargo test -p roguesim-mechanics --features serde`): a `to_hit`, `damage` or
//! `attack_delay` vector's input fields are an [`AttackSpec`], and a `duels` vector's `player`,
//! `monster` and `start_energy` are a [`DuelSpec`], read by serde into the same values the
//! field-by-field mapping of the reference tests gives (`docs/rules/dcss-0.31-player-attack.md`
//! §14).
#![cfg(feature = "serde")]

use crate::vectors::{OUTPUTS, attack_spec, duel_spec, reference};
use mechanics::dcss::duel::DuelSpec;
use mechanics::dcss::player_attack::AttackSpec;
use serde_json::{Value, json};

fn without_outputs(v: &Value) -> Value {
    let Value::Object(m) = v else { panic!("{v}") };
    Value::Object(
        m.iter()
            .filter(|(k, _)| !OUTPUTS.contains(&k.as_str()))
            .map(|(k, x)| (k.clone(), x.clone()))
            .collect(),
    )
}

#[test]
fn attack_vectors_are_attack_specs() {
    let r = reference();
    for kind in ["to_hit", "damage", "attack_delay"] {
        for (i, v) in r[kind].as_array().unwrap().iter().enumerate() {
            let spec: AttackSpec = serde_json::from_value(without_outputs(v))
                .unwrap_or_else(|e| panic!("{kind}[{i}]: {e}"));
            assert_eq!(spec, attack_spec(v), "{kind}[{i}]");
            // Without the derived monster_ev and monster_shield_class it is the same attack.
            let mut bare = without_outputs(v);
            bare.as_object_mut().unwrap().remove("monster_ev");
            bare.as_object_mut().unwrap().remove("monster_shield_class");
            let bare: AttackSpec = serde_json::from_value(bare).unwrap();
            assert_eq!(
                bare.resolve().unwrap().target,
                spec.resolve().unwrap().target,
                "{kind}[{i}]"
            );
        }
    }
}

#[test]
fn duel_vectors_are_duel_specs() {
    let r = reference();
    for (i, v) in r["duels"].as_array().unwrap().iter().enumerate() {
        let input = json!({
            "player": v["player"],
            "monster": v["monster"],
            "start_energy": v["start_energy"],
        });
        let spec: DuelSpec =
            serde_json::from_value(input).unwrap_or_else(|e| panic!("duels[{i}]: {e}"));
        assert_eq!(spec, duel_spec(v), "duels[{i}]");
    }
}

#[test]
fn unknown_fields_and_bad_values_are_refused_by_name() {
    let e = serde_json::from_value::<AttackSpec>(json!({"dex": 10, "dexterity": 3})).unwrap_err();
    assert!(e.to_string().contains("dexterity"), "{e}");
    let e = serde_json::from_value::<AttackSpec>(json!({"brand": "vorpal"})).unwrap_err();
    assert!(e.to_string().contains("vorpal"), "{e}");
    let spec: AttackSpec = serde_json::from_value(json!({"weapon": "long swrod"})).unwrap();
    let e = spec.resolve().unwrap_err();
    assert_eq!(e.field(), "weapon");
    assert!(e.to_string().contains("long sword"), "{e}");
    let spec: DuelSpec = serde_json::from_value(json!({
        "player": {"hp": 30, "weapon_skill": 27.5},
        "monster": {"name": "orc"}
    }))
    .unwrap();
    assert_eq!(spec.resolve().unwrap_err().path(), "player.weapon_skill");
    let e = serde_json::from_value::<DuelSpec>(
        json!({"player": {}, "monster": {"name": "orc"}, "derived": {}}),
    )
    .unwrap_err();
    assert!(e.to_string().contains("derived"), "{e}");
}
