//! What a run writes, checked before any trial runs: `--plot` on a report without a picture,
//! a mistyped `--plot-quantity` and an `--output` that cannot be written are refused at once
//! (exit 2, one line, nothing written) whatever `--trials` says; a FIFO or a symbolic link
//! given to `--output` is written through, never replaced; `--output -` is standard output.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::{BIN, assert_bad_input, describe, dir_entries, run_in, stdout_ok};

/// More trials than any machine runs in a test: a refusal after the run would never come.
const FOREVER: &str = "20000000000";

/// The longest a refusal before the first trial may take (a debug build, a busy machine).
const AT_ONCE: Duration = Duration::from_secs(2);

/// Requires `args` to be refused as bad input within [`AT_ONCE`], naming `needles`.
fn refused_at_once(args: &[&str], needles: &[&str]) {
    let started = Instant::now();
    assert_bad_input(args, needles);
    let took = started.elapsed();
    assert!(took < AT_ONCE, "refused after {took:?}: roguesim {args:?}");
}

#[test]
fn a_plot_without_a_picture_is_refused_before_the_first_trial() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("x.svg");
    let svg = svg.to_str().unwrap();
    refused_at_once(
        &[
            "hit",
            "--monster-hd",
            "10",
            "--ev",
            "20",
            "--trials",
            FOREVER,
            "--plot",
            svg,
        ],
        &["--plot: a hit report has no picture; allowed with: sweep, turn, speed, dcss-speed"],
    );
    refused_at_once(
        &[
            "compare",
            "hit",
            "--monster-hd",
            "10",
            "--ev",
            "20",
            "--a",
            "ev=5",
            "--b",
            "ev=6",
        ]
        .iter()
        .copied()
        .chain(["--trials", FOREVER, "--plot", svg])
        .collect::<Vec<_>>(),
        &["--plot: a compare report has no picture"],
    );
    assert!(!Path::new(svg).exists());
}

#[test]
fn a_mistyped_plot_quantity_is_refused_before_the_first_trial() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("x.svg");
    let svg = svg.to_str().unwrap();
    refused_at_once(
        &[
            "sweep",
            "hit",
            "--monster-hd",
            "10",
            "--fighter",
            "--vary",
            "ev=0..40",
            "--trials",
            FOREVER,
            "--plot",
            svg,
            "--plot-quantity",
            "exact.nothing",
        ],
        &[
            "--plot-quantity: hit has no quantity 'exact.nothing'; allowed: ",
            "exact.p_hit",
        ],
    );
    assert!(!Path::new(svg).exists());
}

/// `/proc` takes no new file, even from root (whom a read-only directory does not stop).
#[cfg(target_os = "linux")]
#[test]
fn an_unwritable_output_is_refused_before_the_first_trial() {
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--ev",
        "20",
        "--trials",
        FOREVER,
    ];
    for flag in ["--output", "--plot", "--checkpoint"] {
        let started = Instant::now();
        let mut all = args.to_vec();
        all.extend([flag, "/proc/roguesim-report.json"]);
        let out = run_in(None, &all);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}", describe(&all, &out));
        assert!(
            err.starts_with(&format!(
                "error: {flag}: /proc/roguesim-report.json cannot be written ("
            )),
            "{err}"
        );
        assert!(
            err.contains("allowed: a file in a writable directory"),
            "{err}"
        );
        assert!(!err.contains(".tmp"), "no temporary file's name: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(started.elapsed() < AT_ONCE);
    }
}

#[test]
fn output_dash_is_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    // CSV carries no timing: the two runs print the same bytes.
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--ev",
        "20",
        "--trials",
        "1000",
        "--format",
        "csv",
    ];
    let want = stdout_ok(&args);
    let mut dashed = args.to_vec();
    dashed.extend(["--output", "-"]);
    let out = run_in(Some(dir.path()), &dashed);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&dashed, &out));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
    assert!(dir_entries(dir.path()).is_empty(), "no file named '-'");
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_is_followed_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("report.csv");
    let link = dir.path().join("latest.csv");
    std::fs::write(&target, "old").unwrap();
    std::os::unix::fs::symlink("report.csv", &link).unwrap();
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--ev",
        "20",
        "--trials",
        "1000",
    ];
    let printed = stdout_ok(&[&args[..], &["--format", "csv"]].concat());
    stdout_ok(
        &[
            &args[..],
            &["--format", "csv", "--output", link.to_str().unwrap()],
        ]
        .concat(),
    );
    let meta = std::fs::symlink_metadata(&link).unwrap();
    assert!(meta.file_type().is_symlink(), "the link is still a link");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), printed);
}

/// A FIFO given to `--output` is written through: its reader gets the report and it stays
/// a FIFO (a rename would have replaced it by a file, unread).
#[cfg(unix)]
#[test]
fn a_fifo_is_written_through_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("report.fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        panic!("mkfifo is needed to test writing through a FIFO");
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--ev",
        "20",
        "--trials",
        "1000",
        "--format",
        "csv",
    ];
    let printed = stdout_ok(&args);
    let out = std::process::Command::new(BIN)
        .args(args)
        .args(["--quiet", "--output", fifo.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(reader.join().unwrap(), printed);
    let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO is still a FIFO");
    assert_eq!(
        dir_entries(dir.path()),
        vec![fifo],
        "nothing else was written"
    );
}

/// A checkpoint is read back: it must be a file, not a FIFO or a device.
#[cfg(unix)]
#[test]
fn a_checkpoint_must_be_a_regular_file() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("save.fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let fifo = fifo.to_str().unwrap();
    refused_at_once(
        &[
            "hit",
            "--monster-hd",
            "10",
            "--ev",
            "20",
            "--trials",
            FOREVER,
            "--checkpoint",
            fifo,
        ],
        &[
            "--checkpoint: ",
            "is not a regular file; allowed: a file path",
        ],
    );
}
