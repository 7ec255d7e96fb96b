//! What a split run refuses, end to end through the binary: a missing, duplicated, foreign
//! or damaged part is one line naming it, exit 2, no output file; `--shard` and
//! `--checkpoint` are checked and refused where they do not apply; the largest run splits
//! into one-chunk shards without overflow; parts and checkpoints match their schema.

use std::path::{Path, PathBuf};

use crate::shards::shard_parts;
use crate::support::*;
use serde_json::Value;

/// Four parts of a small speed run, in a temporary directory.
fn four_parts() -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        "80000",
        "--chunk-size",
        "10000",
    ];
    let parts = shard_parts(dir.path(), &args, 4, &["1"]);
    (dir, parts)
}

fn merge_args(parts: &[&Path]) -> Vec<String> {
    let mut v = vec!["merge".to_string()];
    v.extend(parts.iter().map(|p| p.to_str().unwrap().to_string()));
    v
}

fn assert_merge_refused(parts: &[&Path], needles: &[&str]) {
    let args = merge_args(parts);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_bad_input(&args, needles);
}

#[test]
fn missing_duplicated_and_foreign_parts_are_refused_by_name() {
    let (dir, parts) = four_parts();
    let p: Vec<&Path> = parts.iter().map(PathBuf::as_path).collect();
    assert_merge_refused(&[p[0], p[1], p[3]], &["shard 3/4 missing"]);
    assert_merge_refused(&[p[0], p[3]], &["shards 2/4, 3/4 missing"]);
    assert_merge_refused(
        &[p[0], p[1], p[2], p[3], p[1]],
        &["given twice", "part-2.json"],
    );
    let copy = dir.path().join("copy-of-2.json");
    std::fs::copy(p[1], &copy).unwrap();
    assert_merge_refused(
        &[p[0], p[1], p[2], p[3], &copy],
        &["shard 2/4 given twice", "part-2.json", "copy-of-2.json"],
    );
    // Another seed, another scenario, another run of trials: foreign parts.
    for (seed, monster, trials, needle) in [
        ("2", "10", "80000", "seed 2, not 1"),
        ("1", "20", "80000", "another scenario"),
        ("1", "10", "90000", "90000 trials, not 80000"),
    ] {
        let out = dir.path().join("foreign.json");
        stdout_ok(&[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            monster,
            "--seed",
            seed,
            "--trials",
            trials,
            "--chunk-size",
            "10000",
            "--shard",
            "3/4",
            "--output",
            out.to_str().unwrap(),
        ]);
        assert_merge_refused(&[p[0], p[1], &out, p[3]], &["part", "foreign.json", needle]);
    }
    // Shards of different counts that overlap.
    let other = dir.path().join("half.json");
    stdout_ok(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        "80000",
        "--chunk-size",
        "10000",
        "--shard",
        "1/2",
        "--output",
        other.to_str().unwrap(),
    ]);
    assert_merge_refused(&[p[0], &other], &["overlap in chunks 0..2", "half.json"]);
    // Halves of another count complete the run as well as quarters.
    let mut halves = vec![other.as_path()];
    halves.extend([p[2], p[3]]);
    let args = merge_args(&halves);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    stdout_ok(&args);
}

#[test]
fn damaged_and_unreadable_parts_are_refused_by_name() {
    let (dir, parts) = four_parts();
    let p: Vec<&Path> = parts.iter().map(PathBuf::as_path).collect();
    let text = std::fs::read_to_string(p[1]).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    // A changed count or a changed identity without its fingerprint.
    let tampered = write(
        "tampered.json",
        &text.replace("\"trials\": 80000", "\"trials\": 80001"),
    );
    assert_merge_refused(
        &[p[0], &tampered, p[2], p[3]],
        &["tampered.json", "damaged"],
    );
    let doc: Value = serde_json::from_str(&text).unwrap();
    let mut wrong_state = doc.clone();
    wrong_state["results"][0]["state"] = serde_json::json!({"law": 3});
    let wrong = write("wrong-state.json", &wrong_state.to_string());
    assert_merge_refused(
        &[p[0], &wrong, p[2], p[3]],
        &["wrong-state.json", "results[0]"],
    );
    let mut stolen = doc.clone();
    stolen["shard"]["index"] = 1.into();
    let stolen = write("stolen.json", &stolen.to_string());
    assert_merge_refused(
        &[&stolen, p[2], p[3]],
        &["stolen.json", "damaged", "shard 1/4"],
    );
    let garbage = write("garbage.json", "not json");
    assert_merge_refused(
        &[p[0], &garbage],
        &["garbage.json", "not a roguesim partial result"],
    );
    let missing = dir.path().join("no-such-part.json");
    assert_merge_refused(&[p[0], &missing], &["no-such-part.json"]);
    // A report is not a part.
    let report = write(
        "report.json",
        &stdout_ok(&[
            "hit",
            "--monster-hd",
            "3",
            "--ev",
            "5",
            "--trials",
            "100",
            "--format",
            "json",
        ]),
    );
    assert_merge_refused(
        &[&report],
        &["report.json", "not a roguesim partial result"],
    );
}

#[test]
fn shard_flags_are_checked_and_refused_where_they_do_not_apply() {
    let hit = ["hit", "--monster-hd", "3", "--ev", "5", "--trials", "100"];
    for (bad, needle) in [
        ("0/4", "I = 0 is out of range: allowed 1 to 4"),
        ("5/4", "I = 5 is out of range: allowed 1 to 4"),
        ("2", "is not I/N"),
        ("x/y", "is not a whole number"),
    ] {
        let mut args = hit.to_vec();
        args.extend(["--shard", bad]);
        assert_bad_input(&args, &["--shard", needle]);
    }
    for args in [
        vec![
            "ev",
            "--species",
            "human",
            "--dex",
            "10",
            "--str",
            "10",
            "--shard",
            "1/2",
        ],
        vec!["bench", "--seconds", "0.01", "--shard", "1/2"],
        vec!["schema", "hit", "--shard", "1/2"],
        vec!["--shard", "1/2"],
        vec!["monsters", "--checkpoint", "x.json"],
        vec![
            "worth",
            "--monster-hd",
            "3",
            "--attacks",
            "1",
            "--ev",
            "5",
            "--shard",
            "1/2",
        ],
        vec![
            "compare",
            "hit",
            "--monster-hd",
            "3",
            "--a",
            "ev=5",
            "--b",
            "ev=6",
            "--shard",
            "1/2",
        ],
    ] {
        assert_bad_input(&args, &["cannot be split or saved", "allowed with"]);
    }
    // An ev scenario file is exact: nothing to split.
    let report = json_ok(&["ev", "--species", "human", "--dex", "10", "--str", "10"]);
    let dir = tempfile::tempdir().unwrap();
    let ev = write_file(dir.path(), "ev.json", &report["inputs"].to_string());
    assert_bad_input(&["run", &ev, "--shard", "1/2"], &["--shard", "ev scenario"]);
    assert_bad_input(
        &[
            "hit",
            "--monster-hd",
            "3",
            "--ev",
            "5",
            "--checkpoint-every",
            "1",
        ],
        &["--checkpoint-every", "needs --checkpoint"],
    );
    let c = dir.path().join("c.json");
    assert_bad_input(
        &[
            "hit",
            "--monster-hd",
            "3",
            "--ev",
            "5",
            "--checkpoint",
            c.to_str().unwrap(),
            "--checkpoint-every=-1",
        ],
        &["--checkpoint-every", "allowed 0 to 86400"],
    );
}

#[test]
fn the_largest_run_splits_into_one_chunk_shards_without_overflow() {
    // 10^15 trials are 953674317 chunks of 2^20; the last shard of as many holds the short
    // last chunk, the 5th a full one. Each runs one chunk, not the whole run.
    let max = "1000000000000000";
    let args = |shard: &str| {
        stdout_ok(&[
            "hit",
            "--monster-hd",
            "3",
            "--ev",
            "5",
            "--trials",
            max,
            "--shard",
            shard,
            "--threads",
            "1",
        ])
    };
    let last: Value = serde_json::from_str(&args("953674317/953674317")).unwrap();
    assert_eq!(last["run"]["trials"], 1_000_000_000_000_000u64);
    assert_eq!(
        last["results"][0]["chunks"],
        serde_json::json!([[953_674_316u64, 953_674_317u64]])
    );
    let counts = |v: &Value| -> u64 {
        v["results"][0]["state"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .sum()
    };
    // 10^15 - 953674316 * 2^20 trials in the last chunk.
    assert_eq!(
        counts(&last),
        1_000_000_000_000_000 - 953_674_316 * (1 << 20)
    );
    let fifth: Value = serde_json::from_str(&args("5/953674317")).unwrap();
    assert_eq!(counts(&fifth), 1 << 20);
    // One more trial is refused, by the flag.
    assert_bad_input(
        &[
            "hit",
            "--monster-hd",
            "3",
            "--ev",
            "5",
            "--trials",
            "1000000000000001",
        ],
        &["--trials", "allowed 1 to 1000000000000000"],
    );
}

#[test]
fn parts_and_checkpoints_are_described_by_their_schema() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../schema/partial.schema.json"
    );
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let validator = crate::support::schema_validator(&schema);
    let dir = tempfile::tempdir().unwrap();
    let (part, checkpoint) = (dir.path().join("p.json"), dir.path().join("c.json"));
    let threat = [
        "threat",
        "--monster",
        "orc warrior",
        "--ev",
        "12",
        "--trials",
        "30000",
        "--chunk-size",
        "10000",
    ];
    let mut shard = threat.to_vec();
    shard.extend(["--shard", "2/3", "--output", part.to_str().unwrap()]);
    stdout_ok(&shard);
    let mut saved = threat.to_vec();
    saved.extend(["--checkpoint", checkpoint.to_str().unwrap()]);
    stdout_ok(&saved);
    for (file, kind) in [(&part, "partial"), (&checkpoint, "checkpoint")] {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        assert_eq!(doc["kind"], kind);
        assert_eq!(
            doc["results"].as_array().unwrap().len(),
            2,
            "threat runs two experiments"
        );
        let errors: Vec<String> = validator.iter_errors(&doc).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{kind}: {errors:?}");
    }
    // The schema can fail: a report is not a part.
    let report = json_ok(&threat);
    assert!(!validator.is_valid(&report));
}
