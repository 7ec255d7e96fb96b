//! `roguesim sweep` over every kind (#24): a sweep of `damage`, `attack`, `duel` and `ranged`
//! moves its lead quantity the way the varied field says, every number of every registered
//! kind's scenario object (found in the scenario schema, not listed here) can be varied, and
//! a field a kind cannot vary is refused in one line listing those it can.

use crate::support::{assert_bad_input, json_ok, run};
use serde_json::Value;

/// The values of column `key` at every point of a sweep's JSON, in point order.
fn column(doc: &Value, key: &str) -> Vec<f64> {
    let columns = doc["columns"].as_array().expect("columns");
    let at = columns
        .iter()
        .position(|c| c.as_str() == Some(key))
        .unwrap_or_else(|| panic!("no column {key} in {columns:?}"));
    doc["points"]
        .as_array()
        .expect("points")
        .iter()
        .map(|p| p["values"][at].as_f64().expect("a number"))
        .collect()
}

/// Requires `values` to rise (`rising`) or fall from point to point, never going back, and to
/// move between the first and the last point.
fn assert_monotone(values: &[f64], rising: bool, what: &str) {
    assert!(values.len() >= 2, "{what}: {values:?}");
    for pair in values.windows(2) {
        let moved_back = if rising {
            pair[1] < pair[0]
        } else {
            pair[1] > pair[0]
        };
        assert!(!moved_back, "{what}: {values:?}");
    }
    assert_ne!(values[0], values[values.len() - 1], "{what}: {values:?}");
}

/// Requires the sweep to have been estimated too, with an estimate at every point.
fn assert_estimated(doc: &Value, key: &str, points: usize) {
    assert_eq!(doc["estimated"], Value::Bool(true));
    assert_eq!(column(doc, key).len(), points, "{key}");
}

#[test]
fn more_ac_takes_less_damage_and_a_harder_blow_more() {
    let doc = json_ok(&[
        "sweep",
        "damage",
        "--attack-damage",
        "20",
        "--weapon",
        "giant club",
        "--vary",
        "ac=0..20:5",
        "--trials",
        "2000",
    ]);
    assert_monotone(&column(&doc, "exact.mean"), false, "mean damage over AC");
    assert_estimated(&doc, "estimate.mean", 5);
    // --attack-damage, required by `roguesim damage`, is left to the sweep.
    let doc = json_ok(&[
        "sweep",
        "damage",
        "--ac",
        "10",
        "--vary",
        "attack-damage=10..30:10",
    ]);
    assert_monotone(
        &column(&doc, "exact.mean"),
        true,
        "mean damage over the attack's damage",
    );
    // With the fight described, the rounds you last rise with the HP.
    let doc = json_ok(&[
        "sweep",
        "damage",
        "--attack-damage",
        "12",
        "--ac",
        "8",
        "--p-land",
        "0.74",
        "--attacks",
        "2",
        "--vary",
        "hp=20..60:20",
    ]);
    assert_monotone(
        &column(&doc, "exact.expected_rounds_to_death"),
        true,
        "rounds you last over the HP",
    );
}

#[test]
fn more_weapon_skill_hits_more_often() {
    let doc = json_ok(&[
        "sweep",
        "attack",
        "--monster",
        "orc",
        "--str",
        "14",
        "--dex",
        "12",
        "--xl",
        "5",
        "--player-weapon",
        "long sword",
        "--vary",
        "weapon-skill=0..20:5",
        "--trials",
        "2000",
    ]);
    assert_monotone(
        &column(&doc, "exact.p_hit"),
        true,
        "P(hit) over weapon skill",
    );
    assert_estimated(&doc, "estimate.p_hit", 5);
    // An aux attack no flag sets, by its path, is varied too.
    let doc = json_ok(&[
        "sweep",
        "attack",
        "--monster",
        "orc",
        "--vary",
        "aux.horns=0..3",
    ]);
    assert_eq!(column(&doc, "exact.p_hit").len(), 4);
}

#[test]
fn more_hp_wins_more_duels() {
    let doc = json_ok(&[
        "sweep",
        "duel",
        "--monster",
        "orc",
        "--species",
        "human",
        "--xl",
        "5",
        "--str",
        "14",
        "--dex",
        "12",
        "--fighting",
        "5",
        "--body",
        "leather armour",
        "--player-weapon",
        "long sword",
        "--weapon-skill",
        "8",
        "--vary",
        "hp=5..25:10",
        "--trials",
        "2000",
    ]);
    assert_monotone(&column(&doc, "exact.p_win"), true, "P(you win) over HP");
    assert_estimated(&doc, "estimate.p_win", 3);
}

#[test]
fn more_ev_is_hit_less_by_arrows() {
    let doc = json_ok(&[
        "sweep",
        "ranged",
        "--monster",
        "centaur warrior",
        "--missile",
        "shortbow",
        "--rules",
        "dcss-0.31",
        "--sh",
        "0",
        "--ac",
        "5",
        "--hp",
        "60",
        "--vary",
        "ev=0..30:10",
        "--trials",
        "2000",
    ]);
    assert_monotone(&column(&doc, "exact.p_hit"), false, "P(hit) over EV");
    assert_estimated(&doc, "estimate.p_hit", 4);
}

#[test]
fn a_number_of_another_variant_replaces_the_action_the_flags_gave() {
    // --move gives the action {"move": …}; varying the attack's delay makes it an attack,
    // each point the single run with --attack-delay.
    let doc = json_ok(&[
        "sweep",
        "dcss-speed",
        "--monster-speed",
        "10",
        "--move",
        "10",
        "--vary",
        "player_action.attack.delay=10..14:2",
    ]);
    let mean = column(&doc, "exact.mean_actions");
    assert_monotone(&mean, true, "monster actions over your attack delay");
    let single = json_ok(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--attack-delay",
        "12",
    ]);
    assert_eq!(Some(mean[1]), single["exact"]["mean_actions"].as_f64());
}

/// Every number the JSON Schema `node` describes, by its path in the object (`defender.ev`,
/// an array's first item as `attacks[0].input.hd`), following `$ref`s into `defs` (each once
/// on a path) and every branch of `anyOf`, `oneOf` and `allOf`.
fn numbers(defs: &Value, node: &Value, path: &str, refs: &mut Vec<String>, out: &mut Vec<String>) {
    if let Some(r) = node["$ref"].as_str()
        && !refs.iter().any(|seen| seen == r)
    {
        let name = r.rsplit('/').next().expect("a reference names its schema");
        refs.push(r.to_string());
        numbers(defs, &defs[name], path, refs, out);
        refs.pop();
    }
    for branches in ["anyOf", "oneOf", "allOf"] {
        for branch in node[branches].as_array().into_iter().flatten() {
            numbers(defs, branch, path, refs, out);
        }
    }
    let is = |t: &str| match &node["type"] {
        Value::String(s) => s == t,
        Value::Array(ts) => ts.iter().any(|s| s == t),
        _ => false,
    };
    if (is("integer") || is("number")) && !path.is_empty() && !out.iter().any(|p| p == path) {
        out.push(path.to_string());
    }
    for (name, property) in node["properties"].as_object().into_iter().flatten() {
        let inner = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        numbers(defs, property, &inner, refs, out);
    }
    if node["items"].is_object() {
        numbers(defs, &node["items"], &format!("{path}[0]"), refs, out);
    }
}

/// The flags of a single run of each kind a sweep of every number starts from.
fn base(kind: &str) -> Vec<&'static str> {
    let build = [
        "--species",
        "human",
        "--dex",
        "12",
        "--str",
        "12",
        "--body",
        "leather armour",
    ];
    let with_build = |first: &[&'static str]| [first, &build[..]].concat();
    match kind {
        "hit" | "turn" | "threat" | "duel" => with_build(&["--monster", "orc"]),
        "damage" => with_build(&["--attack-damage", "20"]),
        "ev" => build.to_vec(),
        "speed" => vec!["--player-speed", "0", "--monster-speed", "10"],
        "dcss_speed" => vec!["--monster-speed", "10"],
        "attack" => vec!["--monster", "orc"],
        "ranged" => vec![
            "--monster",
            "centaur warrior",
            "--missile",
            "shortbow",
            "--rules",
            "dcss-0.31",
            "--ev",
            "10",
            "--sh",
            "0",
            "--ac",
            "5",
            "--hp",
            "60",
        ],
        "danger" => with_build(&["--place", "D:1", "--player-weapon", "mace"]),
        other => panic!("a kind with no base here: {other}; give it one"),
    }
}

#[test]
fn every_number_of_every_kind_can_be_varied() {
    // The kinds and their numbers come from the scenario schema: a kind or a number added
    // later is checked without touching this test. A point may still be refused by its
    // kind's own rules (a build's SH given as a number beside its shield), with one line
    // naming the field; the sweep itself must never refuse a number as one it cannot vary.
    let schema: Value = serde_json::from_slice(
        &roguesim::schema::schema_json(&roguesim::schema::find("scenario").unwrap()).unwrap(),
    )
    .unwrap();
    let defs = &schema["$defs"];
    let kinds: Vec<&String> = schema["properties"]
        .as_object()
        .expect("the scenario's properties")
        .keys()
        .filter(|k| !["name", "description", "trials", "seed"].contains(&k.as_str()))
        .collect();
    assert_eq!(kinds.len(), roguesim::kinds::KINDS.len(), "{kinds:?}");
    for key in kinds {
        let command = roguesim::kinds::find(key)
            .expect("a registered kind")
            .command();
        let mut paths = Vec::new();
        numbers(
            defs,
            &schema["properties"][key],
            "",
            &mut Vec::new(),
            &mut paths,
        );
        assert!(!paths.is_empty(), "{key} has no numbers");
        // Some must run, or the base itself would be refused before any --vary is read.
        // The fast tier varies every third number of each kind (the first included), one
        // process each; the full tier varies them all.
        let stride = crate::tier::size("ROGUESIM_SWEEP_STRIDE", 3, 1) as usize;
        let mut varied = 0;
        for path in paths.iter().step_by(stride) {
            let vary = format!("{path}=1..2");
            let mut args = vec!["sweep", command];
            args.extend(base(key));
            args.extend(["--vary", &vary, "--format", "json"]);
            let out = run(&args);
            let err = String::from_utf8_lossy(&out.stderr);
            let what = format!("roguesim {}: {err}", args.join(" "));
            if out.status.success() {
                let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
                assert_eq!(doc["points"].as_array().map(Vec::len), Some(2), "{what}");
                varied += 1;
                continue;
            }
            assert_eq!(out.status.code(), Some(2), "{what}");
            assert!(err.starts_with("error: "), "{what}");
            assert_eq!(err.lines().count(), 1, "{what}");
            assert!(!err.contains("to vary"), "{what}");
        }
        assert!(varied > 0, "{key}: none of {paths:?} ran");
    }
}

#[test]
fn a_field_that_is_not_a_number_is_refused_listing_those_that_are() {
    for (args, not) in [
        (
            &[
                "sweep",
                "attack",
                "--monster",
                "orc",
                "--vary",
                "player-weapon=0..1",
            ][..],
            "player-weapon",
        ),
        (
            &[
                "sweep",
                "attack",
                "--monster",
                "orc",
                "--vary",
                "bogus=0..1",
            ][..],
            "bogus",
        ),
        (
            &[
                "sweep",
                "damage",
                "--attack-damage",
                "9",
                "--vary",
                "weapon=0..1",
            ][..],
            "weapon",
        ),
        (
            &[
                "sweep",
                "duel",
                "--monster",
                "orc",
                "--vary",
                "monster.name=0..1",
            ][..],
            "monster.name",
        ),
    ] {
        let kind = args[1];
        let refusal = format!("--vary: {kind} has no numeric flag '{not}' to vary; allowed: ");
        assert_bad_input(args, &[&refusal]);
    }
    // The list names numbers by their flags, and those no flag sets by their paths.
    let out = run(&[
        "sweep",
        "attack",
        "--monster",
        "orc",
        "--vary",
        "bogus=0..1",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    let (_, list) = err.trim_end().split_once("allowed: ").expect("a list");
    let list: Vec<&str> = list.split(", ").collect();
    for name in [
        "weapon-skill",
        "player-weapon-plus",
        "slaying",
        "monster_ac",
        "aux.horns",
    ] {
        assert!(list.contains(&name), "{name} missing from {list:?}");
    }
    assert!(!list.contains(&"player-weapon"), "{list:?}");
}

/// A field without a flag is named by its path in the sweep's table, without the dashes of a
/// flag it does not have.
#[test]
fn a_path_reads_without_dashes() {
    let out = crate::support::stdout_ok(&[
        "sweep",
        "damage",
        "--attack-damage",
        "20",
        "--rules",
        "dcss-0.31",
        "--species",
        "human",
        "--dex",
        "10",
        "--str",
        "10",
        "--vary",
        "defender.ac_bonuses.items=0..2",
        "--trials",
        "100",
    ]);
    assert!(out.contains("• defender.ac_bonuses.items: 0"), "{out}");
    assert!(!out.contains("--defender."), "{out}");
}
