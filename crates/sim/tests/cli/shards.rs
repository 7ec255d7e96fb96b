//! Shards and their merge, end to end through the binary: four shards run as separate
//! processes and merged give the unsharded report byte for byte (apart from `elapsed_s` and
//! `threads`) in json, csv and table, for `hit`, `turn`, `threat`, `speed`, `dcss-speed` and
//! `run` on configs/ files (what a split run refuses is in `shard_refusals`).

use std::path::{Path, PathBuf};

use crate::support::*;
use serde_json::Value;

/// Trials and chunk size of the sharded runs: 13 chunks, the last one short, so four shards
/// take 3, 3, 3 and 4 chunks.
const TRIALS: &str = "200000";
const CHUNK: &str = "16000";

/// `text` with the run's `elapsed_s` and `threads` masked: the JSON keys, and the table's
/// `· N threads · S s` (also in Markdown).
fn masked(text: &str) -> String {
    text.lines()
        .map(|line| {
            let t = line.trim_start();
            if t.starts_with("\"elapsed_s\":") || t.starts_with("\"threads\":") {
                return "<masked>".to_string();
            }
            // At 80 columns the threads and seconds may stand on a line of their own.
            let t = line.trim_start();
            if t.starts_with("· ") && t.ends_with(" s") && t.contains(" threads · ") {
                return "<masked>".to_string();
            }
            match line.find(" threads · ") {
                Some(i) => {
                    let start = line[..i].rfind(" · ").map_or(0, |j| j + 3);
                    let end = line[i..].find(" s").map_or(line.len(), |j| i + j + 2);
                    format!("{}<masked>{}", &line[..start], &line[end..])
                }
                None => line.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `args` split into `n` shards, each a separate process writing its part into `dir`;
/// returns the parts' paths.
pub(crate) fn shard_parts(dir: &Path, args: &[&str], n: u64, threads: &[&str]) -> Vec<PathBuf> {
    (1..=n)
        .map(|i| {
            let path = dir.join(format!("part-{i}.json"));
            let shard = format!("{i}/{n}");
            let mut all = args.to_vec();
            let out = path.to_str().unwrap();
            let t = threads[(i as usize - 1) % threads.len()];
            all.extend(["--shard", &shard, "--output", out, "--threads", t]);
            let done = run(&all);
            assert_eq!(done.status.code(), Some(0), "{}", describe(&all, &done));
            assert!(done.stdout.is_empty(), "a part goes to --output only");
            path
        })
        .collect()
}

/// The merged report of `parts` in `format`.
fn merged(parts: &[PathBuf], format: &str) -> String {
    let mut args: Vec<&str> = vec!["merge"];
    args.extend(parts.iter().map(|p| p.to_str().unwrap()));
    args.extend(["--format", format]);
    stdout_ok(&args)
}

/// Four shards of `args` merged equal the single run in json, csv and table (and the
/// parts are valid partial results).
fn check_shards_merge_exactly(args: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let mut base = args.to_vec();
    base.extend(["--trials", TRIALS, "--chunk-size", CHUNK]);
    let parts = shard_parts(dir.path(), &base, 4, &["1", "2"]);
    let part: Value = serde_json::from_str(&std::fs::read_to_string(&parts[3]).unwrap()).unwrap();
    assert_eq!(part["kind"], "partial");
    assert_eq!(part["shard"]["index"], 4);
    assert_eq!(part["results"][0]["chunks"], serde_json::json!([[9, 13]]));
    for format in ["json", "csv", "table", "markdown"] {
        let mut single = base.clone();
        single.extend(["--format", format]);
        let one = stdout_ok(&single);
        let four = merged(&parts, format);
        assert_eq!(
            masked(&four),
            masked(&one),
            "{args:?} --format {format}: the merged report differs from the single run"
        );
        if format == "csv" {
            assert_eq!(four, one, "CSV has no run metadata: byte for byte");
        }
    }
    // The parts in another order, and the threads summed over the contributing parts.
    let mut reversed = parts.clone();
    reversed.reverse();
    let doc: Value = serde_json::from_str(&merged(&reversed, "json")).unwrap();
    assert_eq!(doc["threads"], 1 + 2 + 1 + 2);
}

fn config(name: &str) -> String {
    format!("{CONFIGS}/{name}")
}

#[test]
fn hit_shards_merge_exactly() {
    check_shards_merge_exactly(&[
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
    ]);
    check_shards_merge_exactly(&["run", &config("dodger-vs-hd15-fighter.json")]);
}

#[test]
fn turn_shards_merge_exactly() {
    check_shards_merge_exactly(&TURN_019);
    check_shards_merge_exactly(&["run", &config("shields-031-limit-four-attacks.json")]);
}

#[test]
fn speed_shards_merge_exactly() {
    check_shards_merge_exactly(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--non-unique",
    ]);
    check_shards_merge_exactly(&["run", &config("frog-plus0-vs-plus10.json")]);
}

#[test]
fn dcss_speed_shards_merge_exactly() {
    check_shards_merge_exactly(&["dcss-speed", "--monster-speed", "15", "--move", "12"]);
    check_shards_merge_exactly(&["run", &config("dcss-naga-fleeing-a-speed-10-monster.json")]);
}

#[test]
fn sweep_shards_merge_exactly() {
    // Every point's experiments are slots of one run, in point order.
    check_shards_merge_exactly(&[
        "sweep",
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--vary",
        "ev=10..12",
    ]);
    check_shards_merge_exactly(&[
        "sweep",
        "speed",
        "--monster-speed",
        "10",
        "--vary",
        "player-speed=0..2",
    ]);
}

#[test]
fn exact_sweeps_are_not_split() {
    for args in [
        &[
            "sweep",
            "hit",
            "--monster-hd",
            "10",
            "--vary",
            "ev=1..3",
            "--shard",
            "1/2",
        ][..],
        &[
            "sweep",
            "ev",
            "--vary",
            "dex=10..12",
            "--trials",
            "100",
            "--shard",
            "1/2",
        ],
    ] {
        let done = run(args);
        assert_eq!(done.status.code(), Some(2), "{}", describe(args, &done));
        let err = String::from_utf8_lossy(&done.stderr);
        assert!(
            err.starts_with("error: --shard: ") && err.contains("exact, no Monte Carlo"),
            "{err}"
        );
    }
}

#[test]
fn threat_shards_merge_exactly() {
    // Two experiments in one report: each part carries both.
    check_shards_merge_exactly(&[
        "threat",
        "--monster",
        "orc warrior",
        "--ev",
        "12",
        "--sh-internal",
        "10",
        "--count",
        "2",
    ]);
}

#[test]
fn more_shards_than_chunks_leave_empty_parts_that_merge() {
    // 200000 trials in chunks of 16000: 13 chunks over 16 shards, three of them empty.
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "dcss-speed",
        "--monster-speed",
        "10",
        "--wait",
        "--trials",
        TRIALS,
        "--chunk-size",
        CHUNK,
    ];
    let parts = shard_parts(dir.path(), &args, 16, &["1"]);
    let empty: Vec<&PathBuf> = parts
        .iter()
        .filter(|p| {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
            v["results"][0]["chunks"] == serde_json::json!([])
        })
        .collect();
    assert_eq!(empty.len(), 3);
    let mut single = args.to_vec();
    single.extend(["--format", "csv"]);
    assert_eq!(merged(&parts, "csv"), stdout_ok(&single));
    // An empty shard still checks its inputs.
    assert_bad_input(
        &[
            "dcss-speed",
            "--monster-speed",
            "0",
            "--wait",
            "--trials",
            "10",
            "--shard",
            "4/4",
        ],
        &["--monster-speed"],
    );
}
