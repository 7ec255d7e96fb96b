//! Fuzzing the command line in-process, through [`roguesim::cli::main_with_io`], the function
//! the binary runs (its `main` only passes the real environment, standard output and
//! error): generated and mutated scenario files (wrong types, out-of-range and huge numbers,
//! unknown and missing fields, non-UTF-8 bytes, deep nesting, empty files) and argument
//! vectors (every subcommand, every flag clap knows and some it does not, random values).
//! Every case must be accepted (exit 0) or rejected with exit code 2 and one line on
//! standard error that names the flag, the argument or the file; a panic fails the test and
//! proptest shrinks the case.
//!
//! proptest rather than cargo-fuzz: it runs on the stable toolchain inside `cargo test`, so
//! CI runs it with the rest of the suite; a fixed seed makes CI's cases the same every run;
//! and a failing case is shrunk to a small one that reads as a command line.
//!
//! * `ROGUESIM_FUZZ_CASES` sets the number of cases (default 1,000 in the fast tier and
//!   10,000 in the full tier that CI runs; `ROGUESIM_FUZZ_CASES=1000000` is the long run).
//! * `ROGUESIM_FUZZ_SEED` (a number) draws other cases than CI's.
//! * `ROGUESIM_FUZZ_TRACE` (any value) prints every case before it runs: a case that aborts
//!   the process (which no test can catch) is then the last one printed.
//!
//! Run sizes stay small so that a case takes milliseconds: valid trial counts above 200
//! become 200 (and a run given none runs 200, not the default 10^6), bench seconds 0.002,
//! threads at most 4, and a chunk at least 500 trials; the plausible command lines keep to a
//! few attacks and moderate speeds, reaching the limits through the numbers substituted into
//! them. The limits themselves (10^15 trials, 1024 threads) are tested in `shards.rs` and
//! `engine.rs`. Files are written only inside a temporary directory, and the cases run in
//! another one (their working directory), which must end empty.

mod cases;
mod pools;
#[path = "../../../mechanics/tests/it/tier.rs"]
mod tier;
mod world;

use std::ffi::OsString;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use roguesim::cli::{Environment, main_with_io};

use cases::{Case, all_flags, case};
use world::World;

/// The repository's scenario files.
pub const CONFIGS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../configs");

/// The cases of the fast tier (`cargo test`).
const FAST_CASES: u64 = 1_000;

/// The cases of the full tier (`ROGUESIM_TIER=full`, what `.ci/run` runs).
const FULL_CASES: u64 = 10_000;

/// The largest trial count a case runs.
pub const MAX_CASE_TRIALS: u64 = 200;

/// The tally of a fuzz run.
#[derive(Default)]
struct Tally {
    accepted: AtomicU64,
    rejected: AtomicU64,
}

/// Checks one case's result: accepted, or rejected in one line that names what was wrong.
fn check(
    argv: &[OsString],
    file: Option<&Path>,
    code: u8,
    out: &[u8],
    err: &str,
) -> Result<(), String> {
    let shown = || {
        let args: Vec<String> = argv.iter().map(|a| format!("{a:?}")).collect();
        format!("roguesim {}\nexit {code}\nstderr: {err}", args.join(" "))
    };
    match code {
        0 => Ok(()),
        2 => {
            if !out.is_empty() {
                return Err(format!(
                    "rejected but wrote to standard output\n{}",
                    shown()
                ));
            }
            let line = err.strip_suffix('\n').unwrap_or(err);
            if !err.ends_with('\n') || line.contains('\n') || !line.starts_with("error: ") {
                return Err(format!("not one line starting with `error: `\n{}", shown()));
            }
            // It names a flag (`--x`), an argument clap quotes (`'x'`, `<X>`), the scenario
            // file, one of the arguments given (a part's path, `-`), or the shards and chunks
            // a merge lacks.
            let names_file = file.is_some_and(|f| line.contains(&*f.to_string_lossy()));
            // An argument with control characters is named escaped, as errors print it.
            let escaped = |a: &str| -> String {
                a.chars()
                    .map(|c| match c {
                        c if c.is_control() => c.escape_default().to_string(),
                        c => c.to_string(),
                    })
                    .collect()
            };
            let names_argument = argv.iter().skip(1).any(|a| {
                let a = a.to_string_lossy();
                let flag = a.len() > 1 && a.starts_with('-');
                !a.is_empty() && !flag && line.contains(&escaped(&a))
            }) || line.contains("shard")
                || line.contains("chunks");
            if line.contains("--")
                || line.contains('\'')
                || line.contains('<')
                || names_file
                || names_argument
            {
                Ok(())
            } else {
                Err(format!("names no flag, argument or file\n{}", shown()))
            }
        }
        _ => Err(format!(
            "exit code {code}: neither accepted (0) nor rejected (2)\n{}",
            shown()
        )),
    }
}

/// The cases are split between two tests of the same size, so that the test harness runs
/// them on two threads; each draws its own cases from the seed and its half.
#[test]
fn every_case_is_accepted_or_rejected_in_one_line_never_a_panic() {
    fuzz(0);
}

/// The second half of the cases (the first is the test above).
#[test]
fn every_case_of_the_second_half_is_accepted_or_rejected_in_one_line() {
    fuzz(1);
}

/// The working directory every case runs in: one of its own, made once for both halves
/// (this binary's only tests, so changing it is safe).
static WORKING_DIRECTORY: OnceLock<tempfile::TempDir> = OnceLock::new();

/// Runs half `half` (0 or 1) of the cases.
fn fuzz(half: u8) {
    let cases = (tier::size("ROGUESIM_FUZZ_CASES", FAST_CASES, FULL_CASES) as u32).div_ceil(2);
    let seed = std::env::var("ROGUESIM_FUZZ_SEED")
        .ok()
        .map(|v| v.parse::<u64>().expect("ROGUESIM_FUZZ_SEED is a number"))
        .unwrap_or(0x0f0f_2026);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    seed_bytes[8] = half;
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    let trace = std::env::var_os("ROGUESIM_FUZZ_TRACE").is_some();
    // The cases run in a working directory of their own: a value that reaches a write flag
    // unredirected lands there, never in the repository, and every file a case writes must
    // stay in its world, so the working directory must end as empty as it starts.
    WORKING_DIRECTORY.get_or_init(|| {
        let cwd = tempfile::tempdir().unwrap();
        std::env::set_current_dir(cwd.path()).unwrap();
        cwd
    });
    let listing = || -> Vec<_> {
        let mut names: Vec<_> = std::fs::read_dir(".")
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    let world = World::new();
    let tally = Tally::default();
    let started = Instant::now();
    let file = world.dir.path().join("scenario.json");
    let result = runner.run(&case(all_flags(), world.bases.len()), |case| {
        // Each case on its own: no output or checkpoint of an earlier case.
        for n in 0..3 {
            for ext in ["", ".png"] {
                let name = format!("written-{n}{ext}");
                let _ = std::fs::remove_file(world.dir.path().join(name));
            }
        }
        let (argv, given, has_trials) = match &case {
            Case::Plausible {
                template,
                picks,
                optional,
                items,
            } => {
                let mut argv = vec![OsString::from("roguesim")];
                argv.extend(world.plausible(*template, picks, *optional, items));
                (argv, None, false)
            }
            Case::Args { command, items } => (world.argv(*command, items, None), None, false),
            Case::File {
                base,
                edits,
                bytes,
                items,
            } => {
                let (text, has_trials) = world.scenario(*base, edits, bytes);
                std::fs::write(&file, text).unwrap();
                let argv = world.argv(Some("run"), items, Some(&file));
                (argv, Some(file.as_path()), has_trials)
            }
        };
        let mut full = argv.clone();
        // Runs without a trial count would run the default 10^6: run 200 instead.
        let flagged = argv
            .iter()
            .any(|a| a.to_string_lossy().starts_with("--trials"));
        if !flagged && !has_trials {
            full.extend(["--trials".into(), MAX_CASE_TRIALS.to_string().into()]);
        }
        // A bench without --seconds would spend a second on each loop.
        let seconds = argv
            .iter()
            .any(|a| a.to_string_lossy().starts_with("--seconds"));
        if argv.get(1).is_some_and(|c| c == "bench") && !seconds {
            full.extend(["--seconds".into(), "0.002".into()]);
        }
        full.push("--quiet".into());
        if trace {
            eprintln!("fuzz case: {full:?}");
        }
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let t0 = Instant::now();
        let code = main_with_io(full.clone(), &Environment::default(), &mut out, &mut err);
        let took = t0.elapsed().as_secs_f64();
        if took > 2.0 {
            eprintln!("fuzz: a slow case ({took:.2} s): {full:?}");
        }
        let err = String::from_utf8_lossy(&err);
        let counter = if code == 0 {
            &tally.accepted
        } else {
            &tally.rejected
        };
        counter.fetch_add(1, Ordering::Relaxed);
        // A long run says how far it is (with --nocapture).
        let so_far =
            tally.accepted.load(Ordering::Relaxed) + tally.rejected.load(Ordering::Relaxed);
        if so_far % 100_000 == 0 {
            eprintln!(
                "fuzz: {so_far} cases in {:.1} s",
                started.elapsed().as_secs_f64()
            );
        }
        check(&argv, given, code, &out, &err).map_err(TestCaseError::fail)
    });
    let (accepted, rejected) = (
        tally.accepted.load(Ordering::Relaxed),
        tally.rejected.load(Ordering::Relaxed),
    );
    eprintln!(
        "fuzz: {cases} cases (seed {seed}, half {half}) in {:.1} s: {accepted} accepted, \
         {rejected} rejected",
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    assert_eq!(
        listing(),
        before,
        "a case wrote outside its directory (a flag that writes files missing from WRITES?)"
    );
    // The generator reaches both sides: a fuzzer whose every case is refused tests parsing
    // only.
    assert!(
        accepted * 20 >= u64::from(cases),
        "only {accepted} of {cases} cases were accepted"
    );
    assert!(
        rejected * 4 >= u64::from(cases),
        "only {rejected} of {cases} cases were rejected"
    );
}
