//! A defender is described the same way everywhere: `hit` and `turn` take the build flags of
//! `ev` as an alternative to `--ev`/`--sh-internal`, and `--sh` (the SH the game displays)
//! beside `--sh-internal`, so a player never copies numbers from one command into another.

mod cli_support;

use cli_support::{assert_bad_input, assert_usage_error, int, json_ok};

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
