//! `roguesim ranged` (`docs/rules/dcss-0.31-ranged.md`): every public vector of
//! `crates/mechanics/tests/data/dcss-0.31-ranged.json` placed under the key `ranged` of a
//! scenario file runs with `roguesim run` and reproduces its laws to 1e-12 (once with
//! `"rules": "dcss-0.31"`, once without under `ROGUESIM_RULES=dcss-0.31`); the orc priest's
//! report names every quantity of the contract; the Monte Carlo side is reproducible
//! whatever the thread count.

use std::process::Command;

use crate::support::{BIN, json_ok, num, nums, write_file};
use mechanics::tolerance::{EXACT_REFERENCE, MAX_SIGMAS};
use serde_json::{Value, json};

fn vectors() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mechanics/tests/data/dcss-0.31-ranged.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// `roguesim run FILE --format json` with `env` set, its JSON.
fn run_file(file: &str, env: Option<(&str, &str)>) -> Value {
    let mut cmd = Command::new(BIN);
    cmd.args([
        "run", file, "--format", "json", "--trials", "2000", "--quiet",
    ])
    .env_remove("ROGUESIM_RULES");
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{file}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn close(what: &str, got: &Value, want: &Value) {
    match want {
        Value::Array(w) => {
            let g = got.as_array().unwrap_or_else(|| panic!("{what}: {got}"));
            assert_eq!(g.len(), w.len(), "{what}: length");
            for (i, (g, w)) in g.iter().zip(w).enumerate() {
                close(&format!("{what}[{i}]"), g, w);
            }
        }
        Value::Null => assert!(got.is_null(), "{what}: {got}"),
        _ => {
            let (g, w) = (got.as_f64().unwrap(), want.as_f64().unwrap());
            assert!((g - w).abs() < EXACT_REFERENCE, "{what}: {g} vs {w}");
        }
    }
}

/// Every vector's laws under `exact`, from the scenario file made of its `input`.
fn check_vectors(rules_in_file: bool) {
    let dir = tempfile::tempdir().unwrap();
    let doc = vectors();
    let mut ran = 0;
    for section in ["missile", "beam", "sequence"] {
        for (i, v) in doc[section].as_array().unwrap().iter().enumerate() {
            let mut input = v["input"].clone();
            if rules_in_file {
                input["rules"] = json!("dcss-0.31");
            }
            let name = format!("{section}-{i}.json");
            let text = json!({"name": name, "ranged": input}).to_string();
            let file = write_file(dir.path(), &name, &text);
            let env = (!rules_in_file).then_some(("ROGUESIM_RULES", "dcss-0.31"));
            let out = run_file(&file, env);
            assert_eq!(out["rules"], "dcss-0.31", "{name}");
            let x = &out["exact"];
            let what = |k: &str| format!("{name} {k}");
            if section == "sequence" {
                for k in [
                    "blocks_distribution",
                    "lands_distribution",
                    "total_damage_distribution",
                    "mean_total_damage",
                    "p_total_at_least_hp",
                ] {
                    if !v[k].is_null() {
                        close(&what(k), &x[k], &v[k]);
                    }
                }
            } else {
                for k in ["p_hit", "p_block", "p_land"] {
                    close(&what(k), &x[k], &v[k]);
                }
                close(
                    &what("damage_distribution"),
                    &x["damage_distribution"],
                    &v["damage"]["distribution"],
                );
                if !v["display_pct"].is_null() {
                    assert_eq!(x["display_pct"], v["display_pct"], "{name}");
                }
            }
            // The echo is the scenario as run: the same object (a null launcher left out,
            // the rule set it ran under named), a valid scenario again.
            let mut given = input.clone();
            given.as_object_mut().unwrap().retain(|_, v| !v.is_null());
            given["rules"] = out["rules"].clone();
            assert_eq!(out["inputs"]["ranged"], given, "{name}");
            ran += 1;
        }
    }
    assert_eq!(ran, 86);
}

#[test]
fn every_public_vector_runs_as_a_scenario_file() {
    check_vectors(true);
}

#[test]
fn every_public_vector_runs_under_roguesim_rules() {
    check_vectors(false);
}

/// The contract of `roguesim ranged --monster "orc priest" --ev 15 --format json`: one
/// object per attack under `exact` with the vectors' names.
#[test]
fn the_orc_priest_reports_each_attack_under_exact() {
    let doc = json_ok(&[
        "ranged",
        "--rules",
        "dcss-0.31",
        "--monster",
        "orc priest",
        "--ev",
        "15",
        "--trials",
        "20000",
    ]);
    let exact = doc["exact"].as_array().expect("one object per attack");
    let names: Vec<&str> = exact
        .iter()
        .map(|a| a["attack"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Pain", "Smiting"]);
    for a in exact {
        for k in ["p_hit", "p_block", "p_land", "damage_distribution"] {
            assert!(!a[k].is_null(), "{k} of {a}");
        }
        assert_eq!((num(a, "/p_hit"), num(a, "/p_block")), (1.0, 0.0));
    }
    assert!((num(&exact[0], "/p_land") - 8560.0 / 10100.0).abs() < EXACT_REFERENCE);
    assert_eq!(exact[0]["display_pct"], 85);
    assert_eq!(exact[1]["shown"], "7-17");
    // The catalog lists the spells it casts, with frequencies and why two are not attacks.
    let attacks = doc["attacks"].as_array().unwrap();
    assert_eq!(attacks.len(), 4);
    assert!(attacks.iter().all(|a| a["frequency"] == 13));
    assert_eq!(attacks.iter().filter(|a| a["modelled"] == false).count(), 2);
    // The estimates sit beside the exact values.
    let estimates = doc["estimate"].as_array().unwrap();
    for (i, e) in estimates.iter().enumerate() {
        let s = num(e, "/sigmas/p_land");
        assert!(
            s.abs() <= MAX_SIGMAS || e["sigmas"]["p_land"].is_null(),
            "{i}"
        );
    }
}

/// `--count 2` and a sequence give the laws of the attacks between two of your actions.
#[test]
fn count_and_sequences_give_the_turns_laws() {
    let doc = json_ok(&[
        "ranged",
        "--rules",
        "dcss-0.31",
        "--monster",
        "deep elf master archer",
        "--missile",
        "longbow",
        "--ev",
        "15",
        "--sh-internal",
        "20",
        "--ac",
        "10",
        "--block-limit",
        "1",
        "--count",
        "2",
        "--hp",
        "45",
        "--trials",
        "50000",
    ]);
    let x = &doc["exact"];
    // docs/rules/dcss-0.31-ranged.md §4: limit 1 (no shield item).
    let blocks = nums(x, "/blocks_distribution");
    assert!((blocks[0] - 0.5675).abs() < 5e-5 && (blocks[1] - 0.4325).abs() < 5e-5);
    let lands = nums(x, "/lands_distribution");
    assert!((lands[2] - 0.3016).abs() < 5e-5, "{lands:?}");
    assert!((num(x, "/mean_total_damage") - 25.8759).abs() < 5e-5);
    assert!((num(x, "/p_total_at_least_hp") - 0.1606).abs() < 5e-5);
    assert!(x["total_damage_distribution"].is_array());
    for k in ["p_total_at_least_hp", "mean_total_damage", "p_land"] {
        let s = num(&doc["estimate"]["sigmas"], &format!("/{k}"));
        assert!(s.abs() <= MAX_SIGMAS, "{k}: {s}");
    }
    // A sequence's own keys; without hp there is no P(total ≥ HP).
    let dir = tempfile::tempdir().unwrap();
    let arrow = json!({"kind": "missile", "input": {"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10, "sh_internal": 27, "ac": 8}});
    let scenario = json!({"name": "four arrows", "ranged": {"rules": "dcss-0.31", "block_limit": 3, "attacks": [arrow, arrow, arrow, arrow]}});
    let file = write_file(dir.path(), "four.json", &scenario.to_string());
    let doc = run_file(&file, None);
    let x = &doc["exact"];
    assert!((num(x, "/mean_blocks") - 1.9375).abs() < 5e-5);
    assert!((num(x, "/mean_lands") - 1.4105).abs() < 5e-5);
    assert!(x["p_total_at_least_hp"].is_null());
    assert_eq!(x["attacks"].as_array().unwrap().len(), 4);
}

/// The same seed gives the same report on one thread or two.
#[test]
fn the_monte_carlo_side_does_not_depend_on_threads() {
    let run = |threads: &str| {
        let mut doc = json_ok(&[
            "ranged",
            "--rules",
            "dcss-0.31",
            "--monster",
            "yaktaur captain",
            "--ev",
            "12",
            "--sh",
            "15",
            "--ac",
            "20",
            "--count",
            "3",
            "--trials",
            "1200000",
            "--threads",
            threads,
            "--chunk-size",
            "300000",
        ]);
        doc["elapsed_s"] = Value::Null;
        doc["threads"] = Value::Null;
        doc
    };
    assert_eq!(run("1"), run("2"));
}
