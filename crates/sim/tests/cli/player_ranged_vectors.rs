//! The contract for scripts, end to end: every public `shots` and `spells` vector of
//! `crates/mechanics/tests/data/dcss-0.34-player-ranged.json`, without its outputs and its
//! `id`/`note`, placed under the key `attack` of a scenario file with `"rules":
//! "dcss-0.34"` and run by `roguesim run FILE --format json`, reports under `exact` the
//! vector's `p_hit`, `p_blocked`, damage law of a landed shot, per-shot law and delay (a
//! shot), or its power, failure chance, per-cast and per-attempt laws (a spell), to
//! [`EXACT_REFERENCE`] (`docs/rules/dcss-0.34-player-ranged.md` §12).

use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::{Map, Value, json};

use crate::support::describe;

/// The outputs of the vectors (and every `*_exact`): every other field is an input.
const OUTPUTS: [&str; 24] = [
    "id",
    "note",
    "p_hit",
    "p_miss",
    "p_blocked",
    "display_percent",
    "damage_given_hit",
    "per_shot_damage",
    "delay",
    "damage_per_10_aut",
    "pre_roll_to_hit",
    "power",
    "raw_fail",
    "p_fail",
    "displayed_fail",
    "beams",
    "per_cast_damage",
    "per_attempt_damage",
    "cast_time",
    "to_hit",
    "power_percent",
    "dump_damage",
    "p_hit_exact",
    "p_blocked_exact",
];

fn vectors() -> Value {
    let text = include_str!("../../../mechanics/tests/data/dcss-0.34-player-ranged.json");
    serde_json::from_str(text).expect("the reference vectors parse")
}

fn inputs(v: &Value) -> Value {
    let m: Map<String, Value> = v
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| !OUTPUTS.contains(&k.as_str()) && !k.ends_with("_exact"))
        .map(|(k, x)| (k.clone(), x.clone()))
        .collect();
    Value::Object(m)
}

/// Runs a case through `roguesim run FILE --format json`.
fn run(case: &Value) -> Value {
    let mut object = inputs(case);
    object["rules"] = json!("dcss-0.34");
    let doc = json!({"name": "a reference vector", "trials": 200, "seed": 5, "attack": object});
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("vector.json");
    std::fs::write(&path, doc.to_string()).expect("the scenario is written");
    let file = path.display().to_string();
    let args = ["run", file.as_str(), "--format", "json"];
    let out = crate::support::run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["rules"], "dcss-0.34", "{}", case["id"]);
    report
}

fn close(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_f64(), want.as_f64());
    assert!(
        matches!((g, w), (Some(g), Some(w)) if (g - w).abs() < EXACT_REFERENCE),
        "{what}: got {got}, want {want}"
    );
}

/// A law as the vectors write it, `(value, probability)` pairs with mass, in value order.
fn law(v: &Value) -> Vec<(i64, f64)> {
    let mut pairs: Vec<(i64, f64)> = match v {
        Value::Array(a) => a
            .iter()
            .enumerate()
            .map(|(i, p)| (i as i64, p.as_f64().unwrap()))
            .collect(),
        Value::Object(m) => m
            .iter()
            .map(|(k, p)| (k.parse().unwrap(), p.as_f64().unwrap()))
            .collect(),
        other => panic!("not a law: {other}"),
    };
    pairs.retain(|&(_, p)| p > 0.0);
    pairs.sort_by_key(|&(v, _)| v);
    pairs
}

fn same_law(got: &Value, want: &Value, what: &str) {
    let (g, w) = (law(got), law(want));
    assert_eq!(
        g.iter().map(|p| p.0).collect::<Vec<_>>(),
        w.iter().map(|p| p.0).collect::<Vec<_>>(),
        "{what}: support"
    );
    for ((v, a), (_, b)) in g.iter().zip(&w) {
        assert!(
            (a - b).abs() < EXACT_REFERENCE,
            "{what}[{v}]: {a} against {b}"
        );
    }
}

#[test]
fn every_shot_vector_through_the_contract() {
    let r = vectors();
    for case in r["shots"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap();
        let x = &run(case)["exact"];
        close(&x["p_hit"], &case["p_hit"], &format!("{id} p_hit"));
        close(
            &x["p_blocked"],
            &case["p_blocked"],
            &format!("{id} p_blocked"),
        );
        match &case["damage_given_hit"] {
            Value::Null => assert!(x["damage_distribution"].is_null(), "{id}: {x}"),
            g => same_law(
                &x["damage_distribution"],
                &g["distribution"],
                &format!("{id} damage"),
            ),
        }
        same_law(
            &x["per_attack_damage_distribution"],
            &case["per_shot_damage"]["distribution"],
            &format!("{id} per shot"),
        );
        same_law(
            &x["delay_distribution"],
            &case["delay"]["distribution"],
            &format!("{id} delay"),
        );
    }
}

#[test]
fn every_spell_vector_through_the_contract() {
    let r = vectors();
    for case in r["spells"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap();
        let x = &run(case)["exact"];
        assert_eq!(x["power"], case["power"], "{id} power");
        close(&x["p_fail"], &case["p_fail"], &format!("{id} p_fail"));
        same_law(
            &x["per_cast_damage_distribution"],
            &case["per_cast_damage"]["distribution"],
            &format!("{id} per cast"),
        );
        same_law(
            &x["per_attempt_damage_distribution"],
            &case["per_attempt_damage"]["distribution"],
            &format!("{id} per attempt"),
        );
    }
}
