//! End-to-end tests of the `roguesim` binary: the same seed gives the same results for any thread count and chunking.

use crate::support::*;
use serde_json::Value;

// 3. Reproducibility

/// Runs `cmd` with `--seed seed --threads threads` and many small chunks; returns the
/// parsed document.
fn seeded(cmd: &[&str], seed: &str, threads: &str, trials: &str, chunk: Option<&str>) -> Value {
    let mut args = cmd.to_vec();
    args.extend(["--seed", seed, "--threads", threads, "--trials", trials]);
    if let Some(c) = chunk {
        args.extend(["--chunk-size", c]);
    }
    json_ok(&args)
}

fn check_reproducible(cmd: &[&str], trials: &str, chunk: Option<&str>) {
    let one = seeded(cmd, "42", "1", trials, chunk);
    let two = seeded(cmd, "42", "2", trials, chunk);
    assert_eq!(one["trials"], two["trials"], "{cmd:?}: trials");
    assert_eq!(one["threads"], 1);
    assert_eq!(two["threads"], 2);
    assert_eq!(
        one["estimate"], two["estimate"],
        "{cmd:?}: --threads 1 and --threads 2 disagree with the same seed"
    );
    assert_eq!(one["exact"], two["exact"], "{cmd:?}: exact");
    let other = seeded(cmd, "43", "2", trials, chunk);
    assert_ne!(
        one["estimate"], other["estimate"],
        "{cmd:?}: seeds 42 and 43 gave the same estimate"
    );
}

#[test]
fn reproducible_hit_across_threads() {
    // Two default-size chunks (2^20 trials each, the second partial).
    check_reproducible(
        &[
            "hit",
            "--monster-hd",
            "10",
            "--fighter",
            "--ev",
            "20",
            "--sh-internal",
            "27",
        ],
        "1100000",
        None,
    );
    check_reproducible(
        &["hit", "--monster-hd", "1", "--ev", "10"],
        "50001",
        Some("1000"),
    );
}

#[test]
fn reproducible_turn_across_threads() {
    check_reproducible(&TURN_019, "50001", Some("1000"));
}

#[test]
fn reproducible_speed_across_threads() {
    check_reproducible(
        &[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "10",
            "--non-unique",
        ],
        "50001",
        Some("1000"),
    );
}

#[test]
fn reproducible_scenario_file_across_threads() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../configs/kite-shield-vs-orc-pack.json"
    );
    check_reproducible(&["run", file], "20001", Some("997"));
}
