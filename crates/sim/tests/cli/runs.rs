//! End-to-end tests of the `roguesim` binary: `--output`, the shipped scenario files, the default run, and the speed commands' special regimes.

use crate::support::*;
use serde_json::Value;

// 5. --output

fn without_elapsed(mut doc: Value) -> Value {
    doc.as_object_mut()
        .expect("a JSON object")
        .remove("elapsed_s")
        .expect("elapsed_s present");
    doc
}

#[test]
fn output_file_matches_stdout_json() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "turn",
        "--monster-hd",
        "5",
        "--ev",
        "15",
        "--sh-internal",
        "22",
        "--attacks",
        "3",
        "--shield-rules",
        "0.19",
        "--trials",
        "30000",
        "--seed",
        "9",
        "--format",
        "json",
    ];
    let printed = stdout_ok(&args);
    let mut with_out = args.to_vec();
    with_out.extend(["--output", "report.json"]);
    let out = run_in(Some(dir.path()), &with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert!(
        out.stdout.is_empty(),
        "with --output nothing goes to stdout"
    );
    let path = dir.path().join("report.json");
    assert_eq!(
        dir_entries(dir.path()),
        vec![path.clone()],
        "exactly the report, no temporary files"
    );
    let written = std::fs::read_to_string(&path).unwrap();
    let a: Value = serde_json::from_str(&printed).unwrap();
    let b: Value = serde_json::from_str(&written).unwrap();
    assert_eq!(a["estimate"], b["estimate"], "estimate");
    assert_eq!(a["trials"], b["trials"], "trials");
    // Everything but the wall-clock time is identical.
    assert_eq!(without_elapsed(a), without_elapsed(b));
    assert!(written.ends_with('\n'));
}

#[test]
fn output_file_matches_stdout_csv_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub-report.csv");
    let path_s = path.to_str().unwrap();
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
        "--trials",
        "30000",
        "--seed",
        "9",
        "--format",
        "csv",
    ];
    let printed = stdout_ok(&args);
    let mut with_out = args.to_vec();
    with_out.extend(["--output", path_s]);
    let out = run(&with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), printed);
    // Overwriting an existing report works and still leaves no temporary files.
    let out = run(&with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), printed);
    assert_eq!(dir_entries(dir.path()), vec![path.clone()]);
}

/// A report written with `--output` gets the permissions of any file the user creates
/// (the umask), like `roguesim ... > FILE` would, not the 0600 of a private temporary.
#[cfg(unix)]
#[test]
fn output_file_has_ordinary_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference.txt");
    std::fs::File::create(&reference).unwrap();
    let want = std::fs::metadata(&reference).unwrap().permissions().mode() & 0o777;
    let path = dir.path().join("report.json");
    let args = [
        "hit",
        "--monster-hd",
        "1",
        "--ev",
        "10",
        "--trials",
        "1000",
        "--format",
        "json",
        "--output",
        path.to_str().unwrap(),
    ];
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let got = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(
        got, want,
        "--output file mode {got:o}, a newly created file gets {want:o}"
    );
}

// 6. Every shipped scenario file runs

#[test]
fn every_config_runs() {
    let mut files: Vec<_> = std::fs::read_dir(CONFIGS)
        .unwrap_or_else(|e| panic!("cannot read {CONFIGS}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "expected scenario files in {CONFIGS}");
    for f in &files {
        let f = f.to_str().unwrap();
        let doc = json_ok(&["run", f, "--trials", "20000"]);
        // One object, or one per attack (`ranged` on a monster's every attack at range).
        let sections = |v: &Value| {
            v.is_object()
                || v.as_array()
                    .is_some_and(|a| !a.is_empty() && a.iter().all(Value::is_object))
        };
        assert!(sections(&doc["exact"]), "{f}: exact object in\n{doc:#}");
        assert!(
            sections(&doc["estimate"]),
            "{f}: estimate object in\n{doc:#}"
        );
        assert_eq!(doc["trials"], 20000, "{f}: --trials overrides the file");
        assert!(
            doc["name"].as_str().is_some_and(|n| !n.is_empty()),
            "{f}: name"
        );
    }
}

// 7. No command: the built-in scenarios

const BUILT_IN: [&str; 3] = [
    "Kite shield vs an orc pack",
    "Dodger vs an HD 15 fighter",
    "+0 player vs a +10 monster (FrogComposband)",
];

#[test]
fn no_command_runs_the_built_in_scenarios() {
    let table = stdout_ok(&["--trials", "20000"]);
    for name in BUILT_IN {
        assert!(
            table.contains(name),
            "default run must show {name:?}:\n{table}"
        );
    }
    let doc = json_ok(&["--trials", "20000"]);
    let names: Vec<&str> = at(&doc, "/scenarios")
        .as_array()
        .expect("scenarios array")
        .iter()
        .map(|s| s["name"].as_str().expect("scenario name"))
        .collect();
    assert_eq!(names, BUILT_IN);
}

#[test]
fn no_command_csv_has_one_header() {
    const HEADER: &str = "section,quantity,index,exact,estimate,ci_lo,ci_hi,sigmas,trials";
    let csv = stdout_ok(&["--trials", "20000", "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(HEADER));
    let rest: Vec<&str> = lines.collect();
    assert!(rest.len() > 10, "expected many rows:\n{csv}");
    assert!(
        !rest.contains(&HEADER),
        "the header appears only once in the combined CSV"
    );
    assert!(
        rest.iter().all(|l| !l.starts_with("section,")),
        "stray header"
    );
}

/// `dcss-speed`: §7.6's speed-10 monster against 12-aut moves acts 1, 1, 1, 1, 2 ... times,
/// so N = 2 with probability exactly 1/5 and E[N] = 1.2; the estimate agrees.
#[test]
fn dcss_speed_matches_the_spec_sequence() {
    let doc = json_ok(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--move",
        "12",
        "--trials",
        "200000",
    ]);
    assert_close(num(&doc, "/exact/mean_actions"), 1.2, 1e-12, "exact E[N]");
    assert_close(num(&doc, "/exact/p_double"), 0.2, 1e-12, "exact P(N >= 2)");
    assert_close(
        num(&doc, "/estimate/mean_actions"),
        1.2,
        1e-4,
        "estimated E[N]",
    );
    // Three hasted waits take 1 action with p = 7/27 over the first three rounds; in the
    // stationary regime a hasted wait gives the monster 2/3 of an action on average.
    let hasted = json_ok(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--wait",
        "--hasted",
        "--trials",
        "100000",
    ]);
    assert_close(
        num(&hasted, "/exact/mean_actions"),
        2.0 / 3.0,
        1e-9,
        "hasted E[N]",
    );
}

#[test]
fn dcss_speed_bad_input() {
    assert_bad_input(
        &["dcss-speed", "--monster-speed", "0", "--wait"],
        &["--monster-speed", "1 to 200"],
    );
    // Pursuit follows a move away: clap refuses it with any other action.
    assert_usage_error(
        &["dcss-speed", "--monster-speed", "10", "--wait", "--pursuit"],
        &["--pursuit", "--wait", "--move"],
    );
}

/// `--start level-entry` reports the first interval after arriving on a level: its exact
/// law (the player acts first, the monster starts at ENERGY_NEED() - randint0(100)) differs
/// from the stationary one, and the estimate agrees with it.
#[test]
fn speed_level_entry_reports_the_first_interval() {
    let args = [
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        "400000",
    ];
    let stationary = json_ok(&args);
    let mut with_start = args.to_vec();
    with_start.extend(["--start", "level-entry"]);
    let arrival = json_ok(&with_start);
    let (p_arrival, p_long_run) = (
        num(&arrival, "/exact/p_double"),
        num(&stationary, "/exact/p_double"),
    );
    assert!(
        (p_arrival - p_long_run).abs() > 0.01,
        "{p_arrival} vs {p_long_run}"
    );
    assert_estimate_near_exact(&arrival, "/p_double", "level entry p_double");
    assert_eq!(at(&arrival, "/derived/start"), "level_entry");
}
