//! Resumable runs (`--checkpoint FILE`), end to end through the binary: killed with SIGKILL
//! at random moments and resumed, a run finishes with the bytes of an uninterrupted run;
//! SIGINT and SIGTERM save and exit with 130 and 143; a checkpoint of other inputs is refused.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::support::*;
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::Value;

/// A run of many small chunks: 60 chunks of 40000 FrogComposband player actions, a
/// non-unique monster (batch-means state in every chunk).
const SPEED: [&str; 10] = [
    "speed",
    "--player-speed",
    "0",
    "--monster-speed",
    "10",
    "--non-unique",
    "--trials",
    "2400000",
    "--chunk-size",
    "40000",
];

/// The threat report runs two experiments: a checkpoint holds both.
const THREAT: [&str; 15] = [
    "threat",
    "--monster",
    "orc warrior",
    "--ev",
    "12",
    "--sh-internal",
    "10",
    "--count",
    "2",
    "--trials",
    "600000",
    "--chunk-size",
    "20000",
    "--format",
    "csv",
];

/// `args` with `--checkpoint path --output out --quiet`, started in the background.
fn start(args: &[&str], checkpoint: &Path, out: &Path, every: &str) -> Child {
    Command::new(BIN)
        .args(args)
        .args(["--checkpoint", checkpoint.to_str().unwrap()])
        .args(["--checkpoint-every", every])
        .args(["--output", out.to_str().unwrap(), "--quiet"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start roguesim")
}

/// The chunks each experiment of the checkpoint at `path` holds.
fn chunks_saved(path: &Path) -> Vec<Value> {
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(doc["kind"], "checkpoint");
    doc["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["chunks"].clone())
        .collect()
}

/// The uninterrupted run's output.
fn uninterrupted(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    stdout_ok(&all)
}

/// The report's text with the run's `elapsed_s` and `threads` masked.
fn masked(text: &str) -> String {
    text.lines()
        .filter(|l| {
            let t = l.trim_start();
            !t.starts_with("\"elapsed_s\":") && !t.starts_with("\"threads\":")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sigkill_at_random_moments_then_resume_gives_the_uninterrupted_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let (checkpoint, out) = (dir.path().join("run.ckpt"), dir.path().join("report.json"));
    let mut args = SPEED.to_vec();
    args.extend(["--format", "json"]);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(13);
    let expected = masked(&uninterrupted(&SPEED));
    let (mut kills, mut sessions) = (0, 0);
    loop {
        sessions += 1;
        assert!(sessions < 200, "the run made no progress");
        let mut child = start(&args, &checkpoint, &out, "0");
        // A random moment: anywhere in the first second of the session, once the previous
        // kills have left some work (the run takes a few seconds in a debug build).
        let at = Duration::from_millis(rng.random_range(20..900));
        let began = Instant::now();
        while began.elapsed() < at && child.try_wait().unwrap().is_none() {
            sleep(Duration::from_millis(5));
        }
        if child.try_wait().unwrap().is_none() {
            child.kill().unwrap(); // SIGKILL
            let status = child.wait().unwrap();
            // The kill can land after the report was put in place (the run was ending):
            // then the report on disk is whole, never a part of one.
            if out.exists() {
                let report = std::fs::read_to_string(&out).unwrap();
                assert_eq!(
                    masked(&report),
                    expected,
                    "a killed run left a partial report"
                );
            } else {
                assert!(!status.success(), "a run exited 0 without its report");
                kills += 1;
                if checkpoint.exists() {
                    // Whatever the moment, the checkpoint on disk is a whole document.
                    chunks_saved(&checkpoint);
                }
                continue;
            }
        } else {
            let status = child.wait_with_output().unwrap();
            assert_eq!(
                status.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&status.stderr)
            );
        }
        if kills >= 5 {
            break;
        }
        // Finished before five kills: start over with a fresh run.
        std::fs::remove_file(&checkpoint).unwrap();
        std::fs::remove_file(&out).unwrap();
    }
    assert!(kills >= 5);
    let resumed = std::fs::read_to_string(&out).unwrap();
    assert_eq!(masked(&resumed), expected);
    assert_eq!(
        chunks_saved(&checkpoint),
        vec![serde_json::json!([[0, 60]])]
    );
    // Run again, a finished checkpoint reprints the report at once, in any format.
    let mut csv = SPEED.to_vec();
    let c = checkpoint.to_str().unwrap();
    csv.extend(["--checkpoint", c, "--format", "csv"]);
    let mut plain = SPEED.to_vec();
    plain.extend(["--format", "csv"]);
    assert_eq!(stdout_ok(&csv), stdout_ok(&plain));
}

/// Waits until the checkpoint at `path` holds at least one chunk.
fn wait_for_progress(path: &Path, child: &mut Child) {
    let began = Instant::now();
    loop {
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        if path.exists()
            && chunks_saved(path)
                .iter()
                .any(|c| c != &serde_json::json!([]))
        {
            return;
        }
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "no checkpoint saved"
        );
        sleep(Duration::from_millis(10));
    }
}

/// Sends `signal` to `child`.
fn signal(child: &Child, signal: &str) {
    let pid = child.id().to_string();
    let ok = Command::new("kill")
        .args([&format!("-{signal}"), &pid])
        .status()
        .unwrap();
    assert!(ok.success());
}

#[test]
fn sigint_and_sigterm_save_stop_and_resume() {
    for (sig, code, name) in [("INT", 130, "SIGINT"), ("TERM", 143, "SIGTERM")] {
        let dir = tempfile::tempdir().unwrap();
        let (checkpoint, out) = (dir.path().join("c.json"), dir.path().join("out.csv"));
        let mut child = start(&THREAT, &checkpoint, &out, "0");
        wait_for_progress(&checkpoint, &mut child);
        signal(&child, sig);
        let stopped = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&stopped.stderr);
        assert_eq!(stopped.status.code(), Some(code), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with(&format!("error: interrupted by {name}: "))
                && err.contains("chunks are saved in")
                && err.contains("run the same command again to resume"),
            "{err}"
        );
        assert!(!out.exists(), "an interrupted run wrote its report");
        let saved = chunks_saved(&checkpoint);
        assert!(saved.len() <= 2 && saved != vec![serde_json::json!([[0, 30]]); 2]);
        // Resumed, the report is the uninterrupted one (CSV: no run metadata at all).
        let mut resume = THREAT.to_vec();
        let (c, o) = (checkpoint.to_str().unwrap(), out.to_str().unwrap());
        resume.extend(["--checkpoint", c, "--output", o]);
        stdout_ok(&resume);
        assert_eq!(std::fs::read_to_string(&out).unwrap(), stdout_ok(&THREAT));
        assert_eq!(
            chunks_saved(&checkpoint),
            vec![serde_json::json!([[0, 30]]); 2]
        );
    }
}

#[test]
fn a_checkpoint_of_other_inputs_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("c.json");
    let c = checkpoint.to_str().unwrap();
    let base = [
        "hit",
        "--monster-hd",
        "3",
        "--ev",
        "5",
        "--chunk-size",
        "1000",
    ];
    let mut first = base.to_vec();
    first.extend(["--trials", "5000", "--checkpoint", c]);
    stdout_ok(&first);
    // Threads and kernels change no result: the checkpoint serves them all.
    let mut one_thread = base.to_vec();
    one_thread.extend(["--trials", "5000", "--threads", "1", "--kernel", "portable"]);
    let plain = stdout_ok(&one_thread);
    one_thread.extend(["--checkpoint", c]);
    assert_eq!(
        stdout_ok(&one_thread).lines().count(),
        plain.lines().count()
    );
    let mut more = base.to_vec();
    more.extend(["--trials", "6000", "--checkpoint", c]);
    assert_bad_input(&more, &["checkpoint", c, "5000 trials, not 6000"]);
    for (extra, needle) in [
        (vec!["--seed", "9"], "seed 1, not 9"),
        (vec!["--fighter"], "another scenario"),
        (vec!["--shard", "1/2"], "the whole run, not shard 1/2"),
    ] {
        let mut args = base.to_vec();
        args.extend(extra);
        args.extend(["--trials", "5000", "--checkpoint", c]);
        assert_bad_input(
            &args,
            &["checkpoint", c, needle, "delete it or choose another file"],
        );
    }
    let part = dir.path().join("part.json");
    let mut shard = base.to_vec();
    shard.extend([
        "--trials",
        "5000",
        "--shard",
        "1/2",
        "--output",
        part.to_str().unwrap(),
    ]);
    stdout_ok(&shard);
    let mut args = base.to_vec();
    args.extend([
        "--trials",
        "5000",
        "--shard",
        "1/2",
        "--checkpoint",
        part.to_str().unwrap(),
    ]);
    assert_bad_input(&args, &["is a partial result, not a checkpoint"]);
    let garbage = write_file(dir.path(), "garbage.json", "{\"kind\": 7}");
    let mut args = base.to_vec();
    args.extend(["--trials", "5000", "--checkpoint", &garbage]);
    assert_bad_input(
        &args,
        &[
            "garbage.json",
            "not a roguesim partial result or checkpoint",
        ],
    );
}

#[test]
fn a_checkpointed_shard_resumes_into_its_partial_result() {
    let dir = tempfile::tempdir().unwrap();
    let (checkpoint, part) = (dir.path().join("c.json"), dir.path().join("p.json"));
    let mut args = SPEED.to_vec();
    args.extend(["--shard", "2/3"]);
    let mut child = start(&args, &checkpoint, &part, "0");
    wait_for_progress(&checkpoint, &mut child);
    child.kill().unwrap();
    child.wait().unwrap();
    let c = checkpoint.to_str().unwrap();
    let p = part.to_str().unwrap();
    let mut resume = args.clone();
    resume.extend(["--checkpoint", c, "--output", p]);
    stdout_ok(&resume);
    let plain = dir.path().join("plain.json");
    let mut once = args.clone();
    once.extend(["--output", plain.to_str().unwrap()]);
    stdout_ok(&once);
    let state = |path: &Path| -> Value {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert_eq!(v["kind"], "partial");
        v["results"][0]["state"].clone()
    };
    assert_eq!(state(&part), state(&plain));
}
