//! End-to-end tests of the `roguesim` binary: bad input is a one-line error naming the field, with exit code 2 and no output file.

use crate::support::*;

// 4. Bad input

const HUMAN: [&str; 7] = ["ev", "--species", "human", "--dex", "10", "--str", "10"];

fn human<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = HUMAN.to_vec();
    v.extend(extra);
    v
}

#[test]
fn bad_species_suggests_closest() {
    assert_bad_input(
        &["ev", "--species", "humna", "--dex", "10", "--str", "10"],
        &["--species", "humna", "Human"],
    );
}

#[test]
fn bad_body_armour() {
    assert_bad_input(&human(&["--body", "plait"]), &["--body", "plait"]);
}

#[test]
fn bad_shield_name() {
    assert_bad_input(&human(&["--shield", "kiet"]), &["--shield", "kiet"]);
}

#[test]
fn bad_shield_for_species() {
    assert_bad_input(
        &[
            "ev",
            "--species",
            "troll",
            "--dex",
            "10",
            "--str",
            "20",
            "--shield",
            "buckler",
        ],
        &["shield", "Troll", "buckler", "allowed"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "felid",
            "--dex",
            "10",
            "--str",
            "5",
            "--shield",
            "buckler",
        ],
        &["shield", "Felid", "buckler", "allowed"],
    );
}

#[test]
fn bad_strength() {
    for v in ["0", "-3"] {
        assert_bad_input(
            &["ev", "--species", "human", "--dex", "10", "--str", v],
            &["--str", v, "1 to 99"],
        );
    }
}

#[test]
fn bad_dodging() {
    for v in ["-1", "28"] {
        assert_bad_input(&human(&["--dodging", v]), &["--dodging", "0 to 27"]);
    }
}

#[test]
fn bad_monster_hd() {
    assert_bad_input(
        &["hit", "--monster-hd", "0", "--ev", "10"],
        &["--monster-hd", "1 to 30"],
    );
    assert_bad_input(
        &[
            "turn",
            "--monster-hd",
            "0",
            "--ev",
            "10",
            "--sh-internal",
            "10",
            "--attacks",
            "2",
            "--shield-rules",
            "0.31",
        ],
        &["--monster-hd", "1 to 30"],
    );
}

#[test]
fn bad_speeds() {
    assert_bad_input(
        &["speed", "--player-speed", "120", "--monster-speed", "0"],
        &["--player-speed", "120", "-99 to 99"],
    );
    assert_bad_input(
        &["speed", "--player-speed", "0", "--monster-speed", "-100"],
        &["--monster-speed", "-100", "-99 to 99"],
    );
}

#[test]
fn bad_trials_and_threads() {
    assert_bad_input(
        &["hit", "--monster-hd", "1", "--ev", "10", "--trials", "0"],
        &["--trials", "at least 1"],
    );
    assert_bad_input(
        &[
            "hit",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--threads",
            "0",
            "--trials",
            "1000",
        ],
        &["--threads", "at least 1"],
    );
    assert_bad_input(
        &[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "0",
            "--trials",
            "0",
        ],
        &["--trials"],
    );
}

#[test]
fn bad_shield_rules_flag() {
    // clap rejects the value itself: its usage error, made one line.
    assert_usage_error(
        &[
            "hit",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--shield-rules",
            "0.2",
        ],
        &["--shield-rules", "0.31", "0.19"],
    );
    assert_usage_error(
        &[
            "turn",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--sh-internal",
            "10",
            "--attacks",
            "2",
            "--shield-rules",
            "0.2",
        ],
        &["--shield-rules"],
    );
}

#[test]
fn bad_run_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-scenario.json");
    let missing = missing.to_str().unwrap();
    assert_bad_input(&["run", missing], &[missing]);
}

#[test]
fn bad_run_malformed_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "malformed.json",
        "{\n  \"name\": \"x\",\n  \"trials\": 10,,\n  \"hit\": {}\n}\n",
    );
    // The second comma on line 3 is column 16.
    assert_bad_input(&["run", &file], &[&file, ":3:16"]);
    let truncated = write_file(
        dir.path(),
        "truncated.json",
        "{\n  \"name\": \"x\",\n  \"hit\": {\n",
    );
    assert_bad_input(&["run", &truncated], &[&truncated, ":4:"]);
}

#[test]
fn bad_run_unknown_field() {
    let dir = tempfile::tempdir().unwrap();
    let top = write_file(
        dir.path(),
        "top.json",
        r#"{
  "name": "x", "bogus_field": 3,
  "speed": { "player_speed": 0, "monster_speed": 10 }
}
"#,
    );
    assert_bad_input(&["run", &top], &["bogus_field", ":2:"]);
    let nested = write_file(
        dir.path(),
        "nested.json",
        r#"{
  "name": "x",
  "speed": { "player_speed": 0, "monster_speed": 10, "wibble": 1 }
}
"#,
    );
    assert_bad_input(&["run", &nested], &["wibble", ":3:"]);
}

#[test]
fn bad_run_two_scenario_kinds() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "two.json",
        r#"{
  "name": "x",
  "speed": { "player_speed": 0, "monster_speed": 10 },
  "hit": { "defender": { "ev": 10 }, "attackers": [ { "monster_hd": 1 } ] }
}
"#,
    );
    assert_bad_input(&["run", &file], &[&file, "exactly one", "hit", "speed"]);
}

#[test]
fn bad_run_shield_rules_value() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "rules.json",
        r#"{
  "name": "x",
  "hit": { "defender": { "ev": 10 }, "attackers": [ { "monster_hd": 1 } ],
           "shield_rules": "0.2" }
}
"#,
    );
    assert_bad_input(&["run", &file], &["0.2", "0.31", "0.19"]);
}

/// A file flag given a directory, or a file in a directory that does not exist, is refused
/// before the run in one line naming the flag (found by the fuzzer: `--output DIR` exited 1
/// after the whole run), and nothing is written.
#[test]
fn output_paths_that_cannot_be_files_are_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap().to_string();
    let missing = dir.path().join("no-such-dir").join("x.json");
    let missing = missing.to_str().unwrap();
    let hit = ["hit", "--monster-hd", "3", "--ev", "5", "--trials", "100"];
    for (flag, value, needle) in [
        (
            "--output",
            d.as_str(),
            "is a directory; allowed: a file path",
        ),
        ("--plot", d.as_str(), "is a directory; allowed: a file path"),
        (
            "--checkpoint",
            d.as_str(),
            "is a directory; allowed: a file path",
        ),
        (
            "--output",
            missing,
            "does not exist; allowed: a file in an existing directory",
        ),
    ] {
        let mut args = hit.to_vec();
        args.extend([flag, value]);
        let done = run(&args);
        let ctx = describe(&args, &done);
        assert_eq!(done.status.code(), Some(2), "{ctx}");
        assert!(done.stdout.is_empty(), "{ctx}");
        let err = String::from_utf8_lossy(&done.stderr);
        assert_eq!(err.lines().count(), 1, "{ctx}");
        assert!(
            err.starts_with(&format!("error: {flag}: ")) && err.contains(needle),
            "{ctx}"
        );
    }
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

/// A name with a line break in it is echoed escaped: the error stays one line (found by the
/// fuzzer).
#[test]
fn control_characters_in_a_value_keep_the_error_on_one_line() {
    assert_bad_input(
        &[
            "damage",
            "--attack-damage",
            "110",
            "--ac",
            "3",
            "--weapon",
            "a\nb",
        ],
        &["--weapon", "unknown weapon 'a\\nb'"],
    );
}
