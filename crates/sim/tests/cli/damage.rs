//! `roguesim damage` and the AC/HP of `roguesim ev` reproduce every reference vector of
//! `crates/mechanics/tests/data/dcss-0.31-damage.json` from the command line
//! (`docs/rules/dcss-0.31-damage.md`); bad input is one line with exit code 2.

use crate::support::{assert_bad_input, int, json_ok, num, nums};
use mechanics::tolerance::{EXACT_REFERENCE, MAX_SIGMAS};
use serde_json::Value;

fn vectors() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mechanics/tests/data/dcss-0.31-damage.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn s(v: &Value) -> String {
    match v {
        Value::String(x) => x.clone(),
        other => other.to_string(),
    }
}

#[test]
fn damage_reproduces_every_attack_vector() {
    for (i, v) in vectors()["attack_damage"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
    {
        let mut args: Vec<String> = [
            "damage",
            "--rules",
            "dcss-0.31",
            "--trials",
            "20000",
            "--seed",
            "2",
        ]
        .map(String::from)
        .to_vec();
        args.extend(["--attack-damage".into(), s(&v["attack_damage"])]);
        args.extend(["--ac".into(), s(&v["player_ac"])]);
        if !v["weapon"].is_null() {
            args.extend(["--weapon".into(), s(&v["weapon"])]);
            args.extend(["--weapon-plus".into(), s(&v["weapon_plus"])]);
        }
        for flag in ["heavy", "might", "weak", "stab", "cleave"] {
            if v[flag] == true {
                args.push(format!("--{flag}"));
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let doc = json_ok(&args);
        let want = nums(v, "/distribution");
        let got = nums(&doc, "/exact/distribution");
        assert_eq!(got.len(), want.len(), "vector {i}: {args:?}");
        for (g, w) in got.iter().zip(&want) {
            assert!((g - w).abs() < EXACT_REFERENCE, "vector {i}: {g} vs {w}");
        }
        assert!((num(&doc, "/exact/mean") - num(v, "/mean")).abs() < EXACT_REFERENCE);
        assert_eq!(int(&doc, "/derived/gdr_percent"), int(v, "/gdr_percent"));
        assert!(
            num(&doc, "/estimate/sigmas/mean").abs() <= MAX_SIGMAS,
            "vector {i}"
        );
    }
}

#[test]
fn damage_reproduces_every_survival_vector() {
    for v in vectors()["survival"].as_array().unwrap() {
        let doc = json_ok(&[
            "damage",
            "--rules",
            "dcss-0.31",
            "--trials",
            "20000",
            "--attack-damage",
            &s(&v["attack_damage"]),
            "--ac",
            &s(&v["player_ac"]),
            "--p-land",
            &s(&v["p_land"]),
            "--attacks",
            &s(&v["attacks_per_round"]),
            "--hp",
            &s(&v["hp"]),
        ]);
        let want = nums(v, "/p_dead_within_rounds");
        let got = nums(&doc, "/exact/p_dead_within_rounds");
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            assert!((g - w).abs() < EXACT_REFERENCE, "{g} vs {w}");
        }
        let e = num(&doc, "/exact/expected_rounds_to_death");
        assert!((e - num(v, "/expected_rounds_to_death")).abs() < 1e-9);
        for k in 0..want.len() {
            let sg = doc["estimate"]["sigmas"]["p_dead_within_rounds"][k].as_f64();
            assert!(sg.is_none_or(|x| x.abs() <= MAX_SIGMAS), "{sg:?}");
        }
    }
}

#[test]
fn ev_reports_the_reference_ac_and_max_hp() {
    for v in vectors()["player_ac"].as_array().unwrap() {
        let aux: Vec<String> = v["aux"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| format!("{}{:+}", s(&a["name"]), a["plus"].as_i64().unwrap()))
            .collect();
        let mut args = vec![
            "ev".to_string(),
            "--rules".into(),
            "dcss-0.31".into(),
            "--species".into(),
            s(&v["species"]),
            "--dex".into(),
            "10".into(),
            "--str".into(),
            "10".into(),
            "--xl".into(),
            s(&v["xl"]),
            "--armour-skill".into(),
            s(&v["armour_skill"]),
            "--body-plus".into(),
            s(&v["body_plus"]),
        ];
        if !v["body"].is_null() {
            args.extend(["--body".into(), s(&v["body"])]);
        }
        if !aux.is_empty() {
            args.extend(["--aux".into(), aux.join(",")]);
        }
        // A species that cannot train Armour has no Armour skill in the game (the vector's
        // skill is one its AC ignores); the command line refuses one, so give 0.
        if !crate::support::run(&args.iter().map(String::as_str).collect::<Vec<_>>())
            .status
            .success()
        {
            args[12] = "0".into();
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let doc = json_ok(&args);
        assert_eq!(int(&doc, "/ac"), int(v, "/ac"), "{args:?}");
        assert_eq!(
            int(&doc, "/ac_breakdown/total_x100"),
            int(v, "/ac_x100"),
            "{args:?}"
        );
    }
    for v in vectors()["max_hp"].as_array().unwrap() {
        let doc = json_ok(&[
            "ev",
            "--rules",
            "dcss-0.31",
            "--species",
            &s(&v["species"]),
            "--dex",
            "10",
            "--str",
            "10",
            "--xl",
            &s(&v["xl"]),
            "--fighting",
            &s(&v["fighting"]),
        ]);
        assert_eq!(int(&doc, "/max_hp"), int(v, "/max_hp"), "{v}");
    }
}

#[test]
fn damage_refuses_what_the_rules_do_not_cover() {
    assert_bad_input(
        &["damage", "--attack-damage", "10", "--ac", "-101"],
        &["--ac", "-100"],
    );
    assert_bad_input(
        &[
            "damage",
            "--attack-damage",
            "10",
            "--ac",
            "5",
            "--weapon",
            "lightsaber",
        ],
        &["--weapon", "closest"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--dex",
            "10",
            "--str",
            "10",
            "--aux",
            "crown",
        ],
        &["--aux"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--dex",
            "10",
            "--str",
            "10",
            "--xl",
            "28",
        ],
        &["--xl", "27"],
    );
    assert_bad_input(&["damage", "--attack-damage", "10"], &["--ac"]);
    assert_bad_input(
        &[
            "damage",
            "--attack-damage",
            "10",
            "--ac",
            "5",
            "--p-land",
            "1.5",
            "--hp",
            "20",
        ],
        &["--p-land"],
    );
}
