//! `roguesim ranged` (`docs/rules/dcss-0.31-ranged.md`, `docs/rules/dcss-0.34-ranged.md`): every
//! public vector of `crates/mechanics/tests/data/dcss-0.31-ranged.json` and
//! `dcss-0.34-ranged.json` placed under the key `ranged` of a scenario file runs with
//! `roguesim run` and reproduces its laws to 1e-12 (the 0.31 ones with `"rules": "dcss-0.31"`
//! and under `ROGUESIM_RULES=dcss-0.31`, the 0.34 ones with no rules and with
//! `"rules": "dcss-0.34"`); the orc priest's report names every quantity of the contract; the
//! Monte Carlo side is reproducible whatever the thread count.

use crate::support::{json_ok, num, nums, run_with_rules, write_file};
use mechanics::tolerance::{EXACT_REFERENCE, MAX_SIGMAS};
use serde_json::{Value, json};

/// The public vectors of `release` ("0.31" or "0.34").
fn vectors(release: &str) -> Value {
    let path = format!(
        "{}/../mechanics/tests/data/dcss-{release}-ranged.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// `roguesim run FILE --format json` with `rules` as `ROGUESIM_RULES`, its JSON.
fn run_file(file: &str, rules: Option<&str>) -> Value {
    let out = run_with_rules(
        rules,
        &["run", file, "--format", "json", "--trials", "2000"],
    );
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

/// `v` with every object field that holds null, `false` or 0 left out, at every depth.
fn without_defaults(v: &Value) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.iter()
                .filter(|(_, x)| !matches!(x, Value::Null | Value::Bool(false)) && x != &&json!(0))
                .map(|(k, x)| (k.clone(), without_defaults(x)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_defaults).collect()),
        other => other.clone(),
    }
}

/// How a vector's scenario file names its rule set.
#[derive(Clone, Copy, PartialEq)]
enum Rules {
    /// `"rules"` in the file.
    InFile,
    /// `ROGUESIM_RULES` in the environment.
    Environment,
    /// Neither: the default, dcss-0.34.
    Default,
}

/// Every vector of `release` under `exact`, from the scenario file made of its `input`: the
/// contract's keys (`p_hit`, `p_block`, `p_land`, `damage_distribution`; for a sequence the
/// distributions of blocks, landed attacks and total damage and P(total ≥ HP)) to 1e-12, the
/// display where the vector has one, and the echo the scenario itself.
fn check_vectors(release: &str, rules: Rules) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let doc = vectors(release);
    let name_of_rules = format!("dcss-{release}");
    let mut ran = 0;
    for section in ["missile", "beam", "direct", "sequence"] {
        let Some(cases) = doc[section].as_array() else {
            continue;
        };
        for (i, v) in cases.iter().enumerate() {
            let mut input = v["input"].clone();
            if rules == Rules::InFile {
                input["rules"] = json!(name_of_rules);
            }
            let name = format!("{section}-{i}.json");
            let text = json!({"name": name, "ranged": input}).to_string();
            let file = write_file(dir.path(), &name, &text);
            let env = (rules == Rules::Environment).then_some(name_of_rules.as_str());
            let out = run_file(&file, env);
            assert_eq!(out["rules"], name_of_rules, "{name}");
            let x = &out["exact"];
            let what = |k: &str| format!("{release} {name} {k}");
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
                for k in ["display_pct", "display_max_damage"] {
                    if !v[k].is_null() {
                        assert_eq!(x[k], v[k], "{}", what(k));
                    }
                }
                if v["display_undefined"] == true {
                    assert_eq!(x["display_undefined"], true, "{}", what("display"));
                }
            }
            // The echo is the scenario as run: the same object up to fields at their
            // defaults (a null launcher, a `false` switch, a 0 given or left out), with the
            // rule set it ran under named, a valid scenario again.
            let mut given = input.clone();
            given["rules"] = out["rules"].clone();
            assert_eq!(
                without_defaults(&out["inputs"]["ranged"]),
                without_defaults(&given),
                "{name}"
            );
            ran += 1;
        }
    }
    ran
}

#[test]
fn every_public_vector_runs_as_a_scenario_file() {
    assert_eq!(check_vectors("0.31", Rules::InFile), 86);
}

#[test]
fn every_public_vector_runs_under_roguesim_rules() {
    assert_eq!(check_vectors("0.31", Rules::Environment), 86);
}

/// The 0.34.1 vectors under the default rule set and with `"rules": "dcss-0.34"`
/// (`docs/rules/dcss-0.34-ranged.md`): 40 missiles, 44 beams, 12 Smiting and Pain casts and
/// 8 sequences.
#[test]
fn every_public_0_34_vector_runs_under_the_default_rules() {
    assert_eq!(check_vectors("0.34", Rules::Default), 104);
}

#[test]
fn every_public_0_34_vector_runs_with_its_rules_in_the_file() {
    assert_eq!(check_vectors("0.34", Rules::InFile), 104);
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
        // Neither rolls to hit nor can be blocked: what gets through is Willpower's.
        assert_eq!(num(a, "/p_block"), 0.0);
        assert_eq!(num(a, "/p_hit"), num(a, "/p_land"));
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
            "240000",
            "--threads",
            threads,
            "--chunk-size",
            "60000",
        ]);
        doc["elapsed_s"] = Value::Null;
        doc["threads"] = Value::Null;
        doc
    };
    assert_eq!(run("1"), run("2"));
}

/// The orb's one block (`docs/rules/dcss-0.34-ranged.md` §2.5): a build with an orb has a
/// block limit of 1 under dcss-0.34 and 0 under dcss-0.31, and its EV is drawn from
/// hundredths only under dcss-0.34.
#[test]
fn an_orb_allows_one_block_under_0_34() {
    for (rules, limit) in [("dcss-0.34", 1), ("dcss-0.31", 0)] {
        let doc = json_ok(&[
            "ranged",
            "--rules",
            rules,
            "--monster",
            "centaur warrior",
            "--missile",
            "shortbow",
            "--species",
            "human",
            "--xl",
            "10",
            "--dex",
            "14",
            "--str",
            "14",
            "--shield",
            "orb",
            "--shields-skill",
            "5",
            "--trials",
            "2000",
        ]);
        assert_eq!(doc["player"]["block_limit"], limit, "{rules}");
        assert_eq!(
            doc["player"]["ev_x100"].is_null(),
            rules == "dcss-0.31",
            "{rules}"
        );
    }
}

/// The README and `docs/rules/dcss-0.34-ranged.md` §6 say how many 0.34.1 monsters with an
/// attack at range are computed and how many are refused, by reason: the numbers the tables
/// give (`mechanics::dcss::ranged::options::coverage`).
#[test]
fn the_readme_counts_the_0_34_monsters_computed_and_refused() {
    use mechanics::dcss::ranged::options::coverage;
    use mechanics::dcss::rules::RuleSet;
    let c = coverage(RuleSet::Dcss034);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let book = std::fs::read_to_string(format!("{root}/docs/rules/dcss-0.34-ranged.md")).unwrap();
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let (readme, book) = (flat(&readme), flat(&book));
    for needle in [
        format!("**{} have an attack at range**", c.with_attacks),
        format!("**{} are computed in full**", c.computed),
        format!("**{} have an attack refused**", c.refused),
    ] {
        assert!(readme.contains(&needle), "README: {needle}");
    }
    for needle in [
        format!("**{} monsters have an attack at range**", c.with_attacks),
        format!("**{} have every one computed**", c.computed),
        format!("**{} have one refused**", c.refused),
    ] {
        assert!(book.contains(&needle), "dcss-0.34-ranged.md: {needle}");
    }
    // Each reason's count, named as the README names it.
    use mechanics::dcss::ranged::spell_category::NotModelled;
    let names = [
        (NotModelled::DamagingHex, "a damaging hex other than Pain"),
        (NotModelled::Compound, "a spell that casts others"),
        (NotModelled::OwnSetUp, "Seracfall or Call Down Damnation"),
        (NotModelled::SetByHand, "Death Rattle"),
        (NotModelled::RandomDice, "Fire Storm"),
    ];
    assert_eq!(c.by_reason.len(), names.len(), "{:?}", c.by_reason);
    for (why, name) in names {
        let n = c.by_reason[&why.to_string()];
        let phrase = format!("{n} {name}");
        assert!(readme.contains(&phrase), "README: {phrase}");
    }
}
