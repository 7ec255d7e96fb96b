//! The defects a new user met (#24), each kept fixed: a picture's name that is neither .svg
//! nor .png, a monster search that matched inside words and printed a weapon table without
//! saying whose, a placeholder among the suggestions, a dump check that did not say which
//! maximum HP it compared, and a Ctrl-C that ended a run without a word.

use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::support::{BIN, assert_bad_input, json_ok, stdout_ok};

const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/characters");

#[test]
fn a_plot_name_other_than_svg_or_png_is_refused_before_the_run() {
    for name in ["turn.jpg", "turn", "turn.svg.gz"] {
        assert_bad_input(
            &[
                "turn",
                "--monster-hd",
                "5",
                "--ev",
                "15",
                "--attacks",
                "4",
                "--trials",
                "20000000000",
                "--plot",
                name,
            ],
            &["--plot", name, "allowed: a name ending in .svg or .png"],
        );
    }
}

/// The names `roguesim monsters QUERY` lists (the default rule set's table).
fn listed(query: &str) -> Vec<String> {
    listed_in(None, query)
}

/// The names `roguesim monsters QUERY` lists in `rules`' table.
fn listed_in(rules: Option<&str>, query: &str) -> Vec<String> {
    let mut args = vec!["monsters", query];
    if let Some(r) = rules {
        args.extend(["--rules", r]);
    }
    let doc = json_ok(&args);
    doc["dcss"]
        .as_array()
        .expect("a DCSS listing")
        .iter()
        .map(|m| m["name"].as_str().expect("a name").to_string())
        .collect()
}

#[test]
fn monster_search_matches_whole_words_first() {
    // Blork is in 0.31's table only; the orc apostle in 0.34's only.
    for (rules, named) in [("dcss-0.31", "Blork the orc"), ("dcss-0.34", "orc apostle")] {
        let orcs = listed_in(Some(rules), "orc");
        assert!(
            orcs.contains(&"orc knight".to_string()),
            "{rules}: {orcs:?}"
        );
        assert!(orcs.contains(&named.to_string()), "{rules}: {orcs:?}");
        for inside in ["draconian scorcher", "deep elf sorcerer"] {
            assert!(
                !orcs.contains(&inside.to_string()),
                "{rules}: {inside} in {orcs:?}"
            );
        }
    }
    // Without a whole word, a part of a name still finds it.
    assert!(listed("sorcer").contains(&"deep elf sorcerer".to_string()));
}

#[test]
fn an_exact_names_weapon_table_says_whose_it_is() {
    let text = stdout_ok(&["monsters", "orc"]);
    assert!(text.contains("orc: melee weapon at depth 10"), "{text}");
    assert!(text.contains("orc: melee to-hit"), "{text}");
}

#[test]
fn placeholders_are_never_suggested() {
    for query in ["bug", "progrm", "test", "ogr", "tset blob"] {
        let out = Command::new(BIN)
            .args(["hit", "--monster", query, "--ev", "10"])
            .output()
            .expect("roguesim runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{query}: {err}");
        for placeholder in ["program bug", "test spawner", "test statue", "test blob"] {
            assert!(!err.contains(placeholder), "{query}: {err}");
        }
        let names = listed(query);
        assert!(
            !names
                .iter()
                .any(|n| n == "program bug" || n.starts_with("test ")),
            "{query}: {names:?}"
        );
    }
    // The whole table lists no placeholder either; its exact name still finds it.
    assert!(!listed("").is_empty());
    let all = json_ok(&["monsters"]);
    assert!(!all.to_string().contains("program bug"));
    assert!(stdout_ok(&["monsters", "program bug"]).contains("program bug"));
}

#[test]
fn a_drained_dumps_check_names_the_maximum_it_compared() {
    // The Gargoyle's dump prints `HP: 60/65 (66)`: 66 is the real maximum, 65 the drained.
    let dump = format!("{EXAMPLES}/gargoyle-leather-buckler.txt");
    // A wide terminal, so that no line wraps.
    let out = Command::new(BIN)
        .args(["ev", "--character", &dump])
        .env("COLUMNS", "400")
        .output()
        .expect("roguesim runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("max HP 66 (drained to 65)"),
        "the dump's line: {text}"
    );
    assert!(
        text.contains(
            "max HP 66 (the dump's real maximum 66, not the drained 65): matches the dump"
        ),
        "the check's line: {text}"
    );
}

#[test]
fn ctrl_c_without_a_checkpoint_says_what_was_lost_and_exits_130() {
    let child = Command::new(BIN)
        .args([
            "hit",
            "--monster-hd",
            "10",
            "--ev",
            "20",
            "--trials",
            "1000000000000000",
        ])
        .args(["--quiet", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("roguesim starts");
    // Long enough for the run to have started (its Ctrl-C watcher comes before the trials).
    sleep(Duration::from_millis(1500));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let started = Instant::now();
    let out = child.wait_with_output().expect("roguesim ends");
    assert!(started.elapsed() < Duration::from_secs(30));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        err.contains("lost") && err.contains("--checkpoint FILE"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}
