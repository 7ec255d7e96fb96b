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

/// Under dcss-0.31 the build's whole EV and internal SH, under dcss-0.34 its hundredths
/// (`--ev-x100`, `--sh-internal-x100`), give the same attacks and the same random stream.
#[test]
fn a_build_gives_what_its_numbers_give() {
    for (rules, ev_key, sh_key, ev_flag, sh_flag) in [
        ("dcss-0.31", "/ev", "/sh_internal", "--ev", "--sh-internal"),
        (
            "dcss-0.34",
            "/ev_x100",
            "/sh_x100",
            "--ev-x100",
            "--sh-internal-x100",
        ),
    ] {
        let with_rules = |head: &[&'static str]| {
            let mut h = head.to_vec();
            h.extend(["--rules", rules]);
            h
        };
        let ev = json_ok(&args(&with_rules(&["ev"]), &BUILD));
        let (e, sh) = (int(&ev, ev_key), int(&ev, sh_key));
        let limit = int(&ev, "/block_limit");
        let (e, sh, limit) = (e.to_string(), sh.to_string(), limit.to_string());
        for cmd in [
            &["hit", "--monster-hd", "12", "--fighter"][..],
            &["turn", "--monster-hd", "12", "--attacks", "4"][..],
        ] {
            let cmd = with_rules(cmd);
            let by_build = json_ok(&args(&cmd, &BUILD));
            let by_numbers = json_ok(&args(
                &cmd,
                &[ev_flag, &e, sh_flag, &sh, "--block-limit", &limit],
            ));
            assert_eq!(by_build["exact"], by_numbers["exact"], "{cmd:?}");
            assert_eq!(by_build["estimate"], by_numbers["estimate"], "{cmd:?}");
        }
    }
}

/// `--sh N` is internal `2N` under both rule sets (under dcss-0.34 `--sh-internal-x100
/// 200N`).
#[test]
fn displayed_sh_is_half_the_internal() {
    let hit = |rules: &'static str, sh: &[&'static str]| {
        let mut tail = vec!["--ev", "15", "--rules", rules];
        tail.extend(sh);
        json_ok(&args(&["hit", "--monster-hd", "8"], &tail))
    };
    let shown = hit("dcss-0.31", &["--sh", "13"]);
    let internal = hit("dcss-0.31", &["--sh-internal", "26"]);
    assert_eq!(shown["exact"], internal["exact"]);
    assert_eq!(int(&shown, "/derived/sh"), 13);
    let shown = hit("dcss-0.34", &["--sh", "13"]);
    let x100 = hit("dcss-0.34", &["--sh-internal-x100", "2600"]);
    assert_eq!(shown["exact"], x100["exact"]);
    assert_eq!(int(&shown, "/derived/sh_display"), 13);
    assert_eq!(int(&shown, "/derived/sh_x100"), 2600);
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
        // A 0.34 dump's build is read under dcss-0.34: its EV and SH in hundredths.
        let v031 = doc.pointer("/character/rules/rules") == Some(&serde_json::json!("dcss-0.31"));
        let (ev_key, sh_key) = if v031 {
            ("/ev", "/sh")
        } else {
            ("/ev_display", "/sh_display")
        };
        for key in [
            "/character/dump_ev",
            "/character/dump_sh",
            ev_key,
            sh_key,
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
        // The same build drives hit: the dump and its numbers give the same odds (whole
        // numbers for a 0.31 defender, its own hundredths for a 0.34 one).
        let by_dump = json_ok(&args(
            &["hit", "--monster-hd", "10"],
            &["--character", &path],
        ));
        let limit = doc["block_limit"].as_i64().unwrap_or(3).to_string();
        let (e, sh) = if v031 {
            (int(&doc, "/ev"), int(&doc, "/sh_internal"))
        } else {
            (int(&doc, "/ev_x100"), int(&doc, "/sh_x100"))
        };
        let (e, sh) = (e.to_string(), sh.to_string());
        let numbers = if v031 {
            ["--rules", "dcss-0.31", "--ev", &e, "--sh-internal", &sh]
        } else {
            [
                "--rules",
                "dcss-0.34",
                "--ev-x100",
                &e,
                "--sh-internal-x100",
                &sh,
            ]
        };
        let by_numbers = json_ok(&args(
            &["hit", "--monster-hd", "10"],
            &[&numbers[..], &["--block-limit", &limit]].concat(),
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
