//! The JSON Schemas in `schema/` are the ones the types generate (no drift), and the JSON of
//! every command, and every scenario file in `configs/`, validates against its schema.

use crate::support::{CONFIGS, json_ok};
use roguesim::schema::{all, find, schema_json};
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

const SCHEMA_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema");

fn checked_in(kind: &str) -> Value {
    let kind = find(kind).unwrap_or_else(|| panic!("no schema {kind}"));
    let path = format!("{SCHEMA_DIR}/{}", kind.file_name());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn checked_in_schemas_are_the_generated_ones() {
    for kind in all() {
        let generated: Value = serde_json::from_slice(&schema_json(&kind).unwrap()).unwrap();
        assert!(
            generated == checked_in(kind.name),
            "schema/{} differs from the types: run `bash schema/regenerate.sh` and commit it",
            kind.file_name()
        );
    }
}

/// The validator of the checked-in schema of `kind`, built once per test binary (a big
/// schema takes tens of milliseconds to compile in a debug build).
fn validator(kind: &str) -> Arc<jsonschema::Validator> {
    static BUILT: Mutex<BTreeMap<String, Arc<jsonschema::Validator>>> = Mutex::new(BTreeMap::new());
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    built
        .entry(kind.to_string())
        .or_insert_with(|| Arc::new(crate::support::schema_validator(&checked_in(kind))))
        .clone()
}

fn assert_valid(kind: &str, doc: &Value, what: &str) {
    let file_name = find(kind).unwrap().file_name();
    let validator = validator(kind);
    let errors: Vec<String> = validator
        .iter_errors(doc)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .take(5)
        .collect();
    assert!(
        errors.is_empty(),
        "{what} does not match {file_name}:\n{}",
        errors.join("\n")
    );
}

#[test]
fn every_command_writes_json_its_schema_describes() {
    let small = ["--trials", "20000", "--seed", "3"];
    let cases: Vec<(&str, Vec<&str>)> = vec![
        (
            "ev",
            vec![
                "ev",
                "--species",
                "minotaur",
                "--dex",
                "12",
                "--str",
                "22",
                "--body",
                "plate",
            ],
        ),
        (
            "hit",
            vec![
                "hit",
                "--monster-hd",
                "10",
                "--fighter",
                "--ev",
                "20",
                "--sh-internal",
                "27",
            ],
        ),
        ("hit", vec!["hit", "--player-to-hit", "30", "--ev", "10"]),
        (
            "turn",
            vec![
                "turn",
                "--monster-hd",
                "5",
                "--ev",
                "15",
                "--sh-internal",
                "27",
                "--attacks",
                "4",
                "--shield-rules",
                "0.19",
                "--turns",
                "3",
            ],
        ),
        (
            "speed",
            vec![
                "speed",
                "--player-speed",
                "0",
                "--monster-speed",
                "10",
                "--non-unique",
            ],
        ),
        (
            "dcss-speed",
            vec![
                "dcss-speed",
                "--monster-speed",
                "10",
                "--move",
                "12",
                "--pursuit",
            ],
        ),
        (
            "bench",
            vec!["bench", "--seconds", "0.01", "--threads", "1"],
        ),
        ("scenarios", vec![]),
        (
            "ev",
            vec![
                "ev",
                "--character",
                "../../examples/characters/minotaur-fighter-plate-kite.txt",
            ],
        ),
        (
            "hit",
            vec!["hit", "--monster", "orc warrior", "--ev", "12", "--sh", "5"],
        ),
        (
            "turn",
            vec![
                "turn",
                "--monster",
                "hydra",
                "--heads",
                "5",
                "--ev",
                "12",
                "--count",
                "2",
            ],
        ),
        (
            "threat",
            vec![
                "threat",
                "--monster",
                "orc knight",
                "--ev",
                "12",
                "--sh",
                "8",
                "--player-action",
                "move",
            ],
        ),
        (
            "speed",
            vec!["speed", "--player-speed", "0", "--monster", "Grip"],
        ),
        (
            "dcss-speed",
            vec![
                "dcss-speed",
                "--monster",
                "ogre",
                "--move",
                "10",
                "--pursuit",
                "adjacent",
            ],
        ),
        ("monsters", vec!["monsters", "orc knight"]),
        (
            "damage",
            vec![
                "damage",
                "--attack-damage",
                "12",
                "--ac",
                "8",
                "--p-land",
                "0.7",
                "--attacks",
                "3",
                "--hp",
                "40",
            ],
        ),
        (
            "threat",
            vec![
                "threat",
                "--monster",
                "troll",
                "--ev",
                "10",
                "--ac",
                "8",
                "--hp",
                "60",
            ],
        ),
        ("monsters", vec!["monsters", "novice", "--game", "frog"]),
    ];
    // The same commands under dcss-0.31, whose reports have the whole-number keys, and a
    // 0.34 display the game leaves undefined.
    let dcss = [
        "ev",
        "hit",
        "turn",
        "threat",
        "damage",
        "dcss-speed",
        "monsters",
    ];
    let mut cases: Vec<(&str, Vec<&str>)> = cases
        .into_iter()
        .flat_map(|(kind, args)| {
            let pinned = (dcss.contains(&kind) && !args.contains(&"frog")).then(|| {
                let mut a = args.clone();
                a.extend(["--rules", "dcss-0.31"]);
                (kind, a)
            });
            std::iter::once((kind, args)).chain(pinned)
        })
        .collect();
    cases.push((
        "hit",
        vec![
            "hit",
            "--monster-hd",
            "5",
            "--ev-x100",
            "32",
            "--sh-internal-x100",
            "830",
        ],
    ));
    cases.push((
        "damage",
        vec![
            "damage",
            "--attack-damage",
            "20",
            "--weapon",
            "giant club",
            "--ac-x100",
            "1227",
        ],
    ));
    for (kind, mut args) in cases {
        if !matches!(kind, "bench" | "monsters") {
            args.extend(small);
        }
        let doc = json_ok(&args);
        assert_valid(kind, &doc, &format!("roguesim {}", args.join(" ")));
    }
}

#[test]
fn every_config_is_a_valid_scenario_file_and_its_report_valid() {
    let mut files: Vec<_> = std::fs::read_dir(CONFIGS)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let what = path.display().to_string();
        let scenario: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_valid("scenario", &scenario, &what);
        let doc = json_ok(&["run", &what, "--trials", "10000"]);
        // A report's schema is named by its kind's command (`dcss_speed` → `dcss-speed`).
        let key = doc["kind"].as_str().unwrap();
        let kind = roguesim::kinds::find(key)
            .unwrap_or_else(|| panic!("{what}: unknown kind {key}"))
            .command();
        assert_valid(kind, &doc, &what);
        // The report's inputs are themselves a valid scenario file.
        assert_valid("scenario", &doc["inputs"], &format!("{what}: inputs"));
    }
}

/// The validation can fail: a report checked against another kind's schema is refused.
#[test]
fn a_report_of_another_kind_is_refused() {
    let doc = json_ok(&["hit", "--monster-hd", "3", "--ev", "10", "--trials", "1000"]);
    let validator = crate::support::schema_validator(&checked_in("turn"));
    assert!(!validator.is_valid(&doc));
    let mut broken = doc.clone();
    broken["exact"]["p_hit"] = Value::String("high".into());
    let validator = crate::support::schema_validator(&checked_in("hit"));
    assert!(validator.is_valid(&doc) && !validator.is_valid(&broken));
}
