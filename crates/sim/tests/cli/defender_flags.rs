//! A defender is described the same way everywhere: `hit` and `turn` take the build flags of
//! `ev` as an alternative to `--ev`/`--sh-internal`, and `--sh` (the SH the game displays)
//! beside `--sh-internal`, so a player never copies numbers from one command into another.

use crate::support::{assert_bad_input, assert_usage_error, int, json_ok};

const BUILD: [&str; 12] = [
    "--species",
    "minotaur",
    "--dex",
    "12",
    "--str",
    "20",
    "--body",
    "scale",
    "--shield",
    "kite",
    "--shields-skill",
    "8.3",
];

fn args<'a>(head: &[&'a str], tail: &[&'a str]) -> Vec<&'a str> {
    let mut v = head.to_vec();
    v.extend_from_slice(tail);
    v.extend(["--trials", "20000", "--seed", "9"]);
    v
}

#[test]
fn a_build_gives_what_its_numbers_give() {
    let ev = json_ok(&args(&["ev"], &BUILD));
    let (e, sh) = (int(&ev, "/ev"), int(&ev, "/sh_internal"));
    let limit = int(&ev, "/block_limit");
    let (e, sh, limit) = (e.to_string(), sh.to_string(), limit.to_string());
    for cmd in [
        &["hit", "--monster-hd", "12", "--fighter"][..],
        &["turn", "--monster-hd", "12", "--attacks", "4"][..],
    ] {
        let by_build = json_ok(&args(cmd, &BUILD));
        let by_numbers = json_ok(&args(
            cmd,
            &["--ev", &e, "--sh-internal", &sh, "--block-limit", &limit],
        ));
        assert_eq!(by_build["exact"], by_numbers["exact"], "{cmd:?}");
        assert_eq!(by_build["estimate"], by_numbers["estimate"], "{cmd:?}");
    }
}

#[test]
fn displayed_sh_is_half_the_internal() {
    let shown = json_ok(&args(
        &["hit", "--monster-hd", "8"],
        &["--ev", "15", "--sh", "13"],
    ));
    let internal = json_ok(&args(
        &["hit", "--monster-hd", "8"],
        &["--ev", "15", "--sh-internal", "26"],
    ));
    assert_eq!(shown["exact"], internal["exact"]);
    assert_eq!(int(&shown, "/derived/sh"), 13);
}

#[test]
fn conflicting_descriptions_are_refused() {
    let mut both = BUILD.to_vec();
    both.extend(["--ev", "10"]);
    assert_usage_error(&args(&["hit", "--monster-hd", "8"], &both), &["--ev"]);
    assert_usage_error(
        &args(
            &["hit", "--monster-hd", "8"],
            &["--ev", "10", "--sh", "5", "--sh-internal", "10"],
        ),
        &["--sh"],
    );
    assert_bad_input(
        &args(&["hit", "--monster-hd", "8"], &[]),
        &["--species", "ev"],
    );
    assert_bad_input(
        &args(
            &["hit", "--monster-hd", "8"],
            &["--ev", "10", "--sh", "101"],
        ),
        &["--sh", "0 to 100"],
    );
    assert_bad_input(
        &args(
            &["turn", "--monster-hd", "8", "--attacks", "2"],
            &["--species", "human"],
        ),
        &["--dex"],
    );
}

fn examples(dir: &str) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    v.sort();
    v
}

#[test]
fn a_character_dump_reproduces_its_ev_and_sh() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/characters");
    let files = examples(dir);
    assert!(files.len() >= 5, "{files:?}");
    for f in files {
        let path = f.display().to_string();
        let doc = json_ok(&["ev", "--character", &path]);
        assert_eq!(doc["matches_dump"], true, "{path}: {doc:#}");
        for key in [
            "/character/dump_ev",
            "/character/dump_sh",
            "/ev",
            "/sh",
            "/ev_range",
        ] {
            assert!(doc.pointer(key).is_some(), "{path}: no {key}");
        }
        let [lo, hi] = [0, 1].map(|i| int(&doc, &format!("/ev_range/{i}")));
        let shown = int(&doc, "/character/dump_ev");
        assert!(
            lo <= shown && shown <= hi,
            "{path}: {shown} outside [{lo}, {hi}]"
        );
        // The same build drives hit: the dump and its numbers give the same odds. (Whole
        // numbers are a 0.31 defender; a 0.34 one draws EV and SH from hundredths.)
        if doc.pointer("/character/rules/rules") != Some(&serde_json::json!("dcss-0.31")) {
            continue;
        }
        let by_dump = json_ok(&args(
            &["hit", "--monster-hd", "10"],
            &["--character", &path],
        ));
        let (e, sh) = (
            int(&doc, "/ev").to_string(),
            int(&doc, "/sh_internal").to_string(),
        );
        let limit = doc["block_limit"].as_i64().unwrap_or(3).to_string();
        let by_numbers = json_ok(&args(
            &["hit", "--monster-hd", "10"],
            &["--ev", &e, "--sh-internal", &sh, "--block-limit", &limit],
        ));
        assert_eq!(by_dump["exact"], by_numbers["exact"], "{path}");
    }
}

#[test]
fn a_broken_dump_is_one_line_naming_its_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/dumps");
    for f in examples(dir) {
        let path = f.display().to_string();
        assert_bad_input(&["ev", "--character", &path], &["--character", "line "]);
    }
    assert_bad_input(
        &["ev", "--character", "no/such/dump.txt"],
        &["--character", "cannot read"],
    );
    assert_usage_error(
        &[
            "ev",
            "--character",
            "x.txt",
            "--species",
            "human",
            "--dex",
            "3",
            "--str",
            "3",
        ],
        &["--character"],
    );
}
