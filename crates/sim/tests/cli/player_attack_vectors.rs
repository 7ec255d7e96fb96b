//! The contract for scripts, end to end: every public vector of
//! `crates/mechanics/tests/data/dcss-0.31-player-attack.json` placed in a scenario file and run
//! by `roguesim run FILE --format json` — a `to_hit`, `damage` or `attack_delay` vector's fields
//! (without its outputs) under the key `attack`, a `duels` vector's `player`, `monster` and
//! `start_energy` under the key `duel` — reports the vector's laws under `exact` to
//! [`EXACT_REFERENCE`] (`docs/rules/dcss-0.31-player-attack.md` §10, §11). Each vector runs
//! twice: with `"rules": "dcss-0.31"` in the object, and without it under
//! `ROGUESIM_RULES=dcss-0.31`.

use mechanics::tolerance::{EXACT_REFERENCE, REFERENCE};
use serde_json::{Map, Value, json};

use crate::support::{describe, run_with_rules};

/// The outputs of the attack vectors: every other field is an input.
const OUTPUTS: [&str; 13] = [
    "pre_roll_to_hit_mean",
    "p_blocked",
    "p_hit",
    "p_miss",
    "p_hit_exact",
    "display_percent",
    "distribution",
    "distribution_exact",
    "mean",
    "max",
    "random_var_total",
    "weapon_min_delay",
    "weapon_min_delay_skill",
];

fn vectors() -> Value {
    let text = include_str!("../../../mechanics/tests/data/dcss-0.31-player-attack.json");
    serde_json::from_str(text).expect("the reference vectors parse")
}

/// Runs `object` under `key` through `roguesim run FILE --format json`, with the rules in the
/// object or in the environment.
fn run(key: &str, object: &Value, in_env: bool) -> Value {
    let mut object = object.clone();
    if !in_env {
        object["rules"] = json!("dcss-0.31");
    }
    let doc = json!({"name": "a reference vector", "trials": 300, "seed": 5, key: object});
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("vector.json");
    std::fs::write(&path, doc.to_string()).expect("the scenario is written");
    let file = path.display().to_string();
    let args = ["run", file.as_str(), "--format", "json"];
    let out = run_with_rules(in_env.then_some("dcss-0.31"), &args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        report["rules"]
            .as_str()
            .is_some_and(|r| r.starts_with("dcss-0.31")),
        "rules: {}",
        report["rules"]
    );
    report
}

fn close(got: f64, want: f64, tolerance: f64, what: &str) {
    assert!(
        (got - want).abs() < tolerance,
        "{what}: got {got}, want {want}"
    );
}

/// A law as the vectors write it (a list indexed by value, or an object keyed by value) as
/// `(value, probability)` pairs with mass.
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
        close(*a, *b, EXACT_REFERENCE, &format!("{what}[{v}]"));
    }
}

fn inputs(v: &Value) -> Value {
    let m: Map<String, Value> = v
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| !OUTPUTS.contains(&k.as_str()))
        .map(|(k, x)| (k.clone(), x.clone()))
        .collect();
    Value::Object(m)
}

#[test]
fn every_attack_vector_runs_as_an_attack_scenario() {
    let r = vectors();
    let mut checked = 0;
    for kind in ["to_hit", "damage", "attack_delay"] {
        for (i, v) in r[kind].as_array().unwrap().iter().enumerate() {
            for in_env in [false, true] {
                let what = format!("{kind}[{i}] (rules in the environment: {in_env})");
                let doc = run("attack", &inputs(v), in_env);
                let x = &doc["exact"];
                match kind {
                    "to_hit" => {
                        for k in ["p_hit", "p_blocked", "p_miss"] {
                            close(
                                x[k].as_f64().unwrap(),
                                v[k].as_f64().unwrap(),
                                EXACT_REFERENCE,
                                &format!("{what}.{k}"),
                            );
                        }
                        assert_eq!(x["display_percent"], v["display_percent"], "{what}");
                    }
                    "damage" => same_law(
                        &x["damage_distribution"],
                        &v["distribution"],
                        &format!("{what}.damage_distribution"),
                    ),
                    _ => same_law(
                        &x["delay_distribution"],
                        &v["distribution"],
                        &format!("{what}.delay_distribution"),
                    ),
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * (34 + 32 + 22));
}

#[test]
fn every_duel_vector_runs_as_a_duel_scenario() {
    let r = vectors();
    let duels = r["duels"].as_array().unwrap();
    assert_eq!(duels.len(), 8);
    for (i, v) in duels.iter().enumerate() {
        let object = json!({
            "player": v["player"],
            "monster": v["monster"],
            "start_energy": v["start_energy"],
        });
        for in_env in [false, true] {
            let what = format!("duels[{i}] (rules in the environment: {in_env})");
            let doc = run("duel", &object, in_env);
            let x = &doc["exact"];
            for k in ["p_win", "p_lose"] {
                close(
                    x[k].as_f64().unwrap(),
                    v[k].as_f64().unwrap(),
                    EXACT_REFERENCE,
                    &format!("{what}.{k}"),
                );
            }
            // The reference model stopped at 10⁻¹³ undecided mass, so its means leave out a
            // tail of up to 10⁻¹¹ (`docs/rules/dcss-0.31-player-attack.md` §11).
            close(
                x["expected_player_turns_given_win"].as_f64().unwrap(),
                v["expected_player_turns_given_win"].as_f64().unwrap(),
                REFERENCE,
                &format!("{what}.expected_player_turns_given_win"),
            );
            for k in [
                "player_hp_left_distribution",
                "p_monster_dead_within_turns",
                "p_player_dead_within_turns",
            ] {
                let (g, w) = (x[k].as_array().unwrap(), v[k].as_array().unwrap());
                assert_eq!(g.len(), w.len(), "{what}.{k}: length");
                for (j, (a, b)) in g.iter().zip(w).enumerate() {
                    close(
                        a.as_f64().unwrap(),
                        b.as_f64().unwrap(),
                        EXACT_REFERENCE,
                        &format!("{what}.{k}[{j}]"),
                    );
                }
            }
            let o = &v["offence_only"];
            same_law(
                &doc["offence_alone"]["p_killed_within_attacks"],
                &o["p_killed_within_attacks"],
                &format!("{what}.offence_alone"),
            );
        }
    }
}

/// Every `monster_hp` vector placed at its own depth (no vault HD: the scenario's monster has
/// no HD override) as an `attack` on the named monster: the report's exact HP law and mean
/// are the vector's (`docs/rules/dcss-0.31-player-attack.md` §6), the demonic plant's too,
/// though it has no melee attacks (your attack needs none of its). The vault-HD vectors stay
/// with the library's test (`crates/mechanics/tests/reference_player_attack.rs`).
#[test]
fn every_monster_hp_vector_runs_as_an_attack_on_the_monster() {
    let cases = vectors()["monster_hp"].as_array().unwrap().clone();
    let mut ran = 0;
    let attackable = |v: &&Value| v["vault_hd"].is_null();
    for v in cases.iter().filter(attackable) {
        let name = v["monster"].as_str().unwrap();
        let doc = run("attack", &json!({"monster": {"name": name}}), false);
        let what = format!("monster_hp {name}");
        same_law(
            &doc["exact"]["monster_hp_distribution"],
            &v["distribution"],
            &what,
        );
        close(
            doc["exact"]["monster_hp_mean"].as_f64().unwrap(),
            v["mean"].as_f64().unwrap(),
            REFERENCE,
            &what,
        );
        ran += 1;
    }
    assert_eq!(ran, 20, "the vectors without a vault HD");
}
