//! Helpers of the end-to-end tests: running the real `roguesim` binary, parsing its JSON
//! output and checking error behaviour.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Output};

use roguesim::cli::{Environment, main_with_io};

use serde_json::Value;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_roguesim");

/// The environment variable that sets another default rule set.
pub const ENV_RULES: &str = "ROGUESIM_RULES";

/// The repository's scenario files.
pub const CONFIGS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../configs");

/// Runs `roguesim ARGS --quiet` in `cwd` (or the test's working directory), with no
/// `ROGUESIM_RULES` from the environment: every test names the rule set it needs or tests
/// the default. In the test's own directory the command runs in this process, through the
/// binary's entry point with the environment of a script piping it
/// ([`roguesim::cli::main_with_io`] and [`Environment::default`]): the same bytes and exit
/// code without starting a process (a few milliseconds each, thousands of times over);
/// elsewhere (this process cannot change directory under its other tests) it starts the
/// binary. The tests of what only a process has (signals, the environment's variables, a
/// closed pipe, the server) start the binary themselves.
pub fn run_in(cwd: Option<&Path>, args: &[&str]) -> Output {
    match cwd {
        None if cfg!(unix) => in_process(&Environment::default(), args),
        _ => spawned(cwd, args),
    }
}

/// Runs `roguesim ARGS --quiet` in this process as [`run`] does, but with `rules` as the
/// environment's `ROGUESIM_RULES`: what the binary answers when the variable is set. (That
/// the binary reads the variable itself is tested by starting it, in `rules_default`.)
pub fn run_with_rules(rules: Option<&str>, args: &[&str]) -> Output {
    let env = Environment {
        rules: rules.map(str::to_string),
        ..Environment::default()
    };
    in_process(&env, args)
}

/// `roguesim ARGS --quiet`, started as a process in `cwd`.
fn spawned(cwd: Option<&Path>, args: &[&str]) -> Output {
    let mut cmd = Command::new(BIN);
    cmd.args(args).arg("--quiet").env_remove(ENV_RULES);
    if let Some(dir) = cwd {
        cmd.current_dir(dir);
    }
    cmd.output().expect("cannot start the roguesim binary")
}

/// `roguesim ARGS --quiet`, run in this process in `env`; its exit code in a process's
/// status.
#[cfg(unix)]
fn in_process(env: &Environment, args: &[&str]) -> Output {
    use std::os::unix::process::ExitStatusExt;
    let argv = std::iter::once("roguesim")
        .chain(args.iter().copied())
        .chain(std::iter::once("--quiet"));
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let code = main_with_io(argv, env, &mut stdout, &mut stderr);
    Output {
        status: ExitStatus::from_raw(i32::from(code) << 8),
        stdout,
        stderr,
    }
}

#[cfg(not(unix))]
fn in_process(env: &Environment, args: &[&str]) -> Output {
    let mut cmd = Command::new(BIN);
    cmd.args(args).arg("--quiet").env_remove(ENV_RULES);
    if let Some(rules) = &env.rules {
        cmd.env(ENV_RULES, rules);
    }
    cmd.output().expect("cannot start the roguesim binary")
}

/// Runs `roguesim ARGS --quiet`.
pub fn run(args: &[&str]) -> Output {
    run_in(None, args)
}

/// Describes a finished command for assertion messages.
pub fn describe(args: &[&str], out: &Output) -> String {
    format!(
        "roguesim {}\nstatus: {:?}\nstdout: {}\nstderr: {}",
        args.join(" "),
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    )
}

/// Runs the command, requires exit code 0, and returns standard output.
pub fn stdout_ok(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(args, &out));
    String::from_utf8(out.stdout).expect("stdout is UTF-8")
}

/// Runs `roguesim ARGS --format json --quiet`, requires success and parses the output.
pub fn json_ok(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let text = stdout_ok(&all);
    serde_json::from_str(&text).unwrap_or_else(|e| {
        panic!(
            "roguesim {}: stdout is not JSON ({e}):\n{text}",
            all.join(" ")
        )
    })
}

/// The value at JSON pointer `ptr` (e.g. `/exact/p_hit`); panics if absent.
pub fn at<'a>(v: &'a Value, ptr: &str) -> &'a Value {
    v.pointer(ptr)
        .unwrap_or_else(|| panic!("missing key {ptr} in\n{v:#}"))
}

/// The number at `ptr`.
pub fn num(v: &Value, ptr: &str) -> f64 {
    at(v, ptr)
        .as_f64()
        .unwrap_or_else(|| panic!("{ptr} is not a number: {}", at(v, ptr)))
}

/// The integer at `ptr` (must be a JSON integer, not a float).
pub fn int(v: &Value, ptr: &str) -> i64 {
    at(v, ptr)
        .as_i64()
        .unwrap_or_else(|| panic!("{ptr} is not an integer: {}", at(v, ptr)))
}

/// The array of numbers at `ptr`.
pub fn nums(v: &Value, ptr: &str) -> Vec<f64> {
    at(v, ptr)
        .as_array()
        .unwrap_or_else(|| panic!("{ptr} is not an array: {}", at(v, ptr)))
        .iter()
        .map(|x| {
            x.as_f64()
                .unwrap_or_else(|| panic!("{ptr} holds a non-number: {x}"))
        })
        .collect()
}

/// Requires `|got - want| <= tol`.
pub fn assert_close(got: f64, want: f64, tol: f64, what: &str) {
    assert!(
        (got - want).abs() <= tol,
        "{what}: got {got}, expected {want} (tolerance {tol})"
    );
}

/// Requires `[lo, hi]` at `ptr` to be an interval with `lo < hi`; returns it.
pub fn interval(v: &Value, ptr: &str) -> (f64, f64) {
    let iv = nums(v, ptr);
    assert_eq!(iv.len(), 2, "{ptr} must be [lo, hi], got {iv:?}");
    assert!(iv[0] < iv[1], "{ptr} must have lo < hi, got {iv:?}");
    (iv[0], iv[1])
}

/// Requires a binomial proportion estimated from `n` trials to lie within `k` standard
/// errors of the exact probability `p` (SE = sqrt(p (1 - p) / n)). A probability of 0
/// or 1 must be estimated exactly.
pub fn assert_within_sigmas(estimate: f64, p: f64, n: f64, k: f64, what: &str) {
    let se = (p * (1.0 - p) / n).sqrt();
    if se == 0.0 {
        assert_eq!(
            estimate, p,
            "{what}: an impossible/certain outcome was mis-estimated"
        );
        return;
    }
    let z = (estimate - p) / se;
    assert!(
        z.abs() <= k,
        "{what}: estimate {estimate} is {z:.2} standard errors from exact {p} \
         (SE {se:.3e}, n {n}); allowed {k}"
    );
}

/// A run with `--output` pointing into a fresh temporary directory.
struct OutputRun {
    out: Output,
    ctx: String,
    dir: tempfile::TempDir,
    path: PathBuf,
}

fn run_with_output(args: &[&str]) -> OutputRun {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.json");
    let mut all = args.to_vec();
    let out_str = path.to_str().unwrap().to_string();
    all.extend(["--output", &out_str]);
    let out = run(&all);
    let ctx = describe(&all, &out);
    OutputRun {
        out,
        ctx,
        dir,
        path,
    }
}

/// The checks shared by every rejected input: exit code 2, nothing on standard output,
/// standard error starting with `error:` and containing each of `needles`, and no
/// `--output` file. Returns the run for further checks.
fn assert_rejected(args: &[&str], needles: &[&str]) -> OutputRun {
    let r = run_with_output(args);
    let ctx = &r.ctx;
    assert_eq!(r.out.status.code(), Some(2), "exit code\n{ctx}");
    assert!(r.out.stdout.is_empty(), "stdout must be empty\n{ctx}");
    let err = String::from_utf8_lossy(&r.out.stderr);
    assert!(
        err.starts_with("error:"),
        "stderr must start with `error:`\n{ctx}"
    );
    for needle in needles {
        assert!(
            err.contains(needle),
            "stderr must mention {needle:?}\n{ctx}"
        );
    }
    assert!(!r.path.exists(), "--output file was created\n{ctx}");
    r
}

/// Requires bad input: exit code 2, nothing on standard output, exactly one line on
/// standard error starting with `error:` and containing each of `needles`, and no file
/// written when `--output` is given.
pub fn assert_bad_input(args: &[&str], needles: &[&str]) {
    let r = assert_rejected(args, needles);
    let (ctx, err) = (&r.ctx, String::from_utf8_lossy(&r.out.stderr));
    assert_eq!(
        err.lines().count(),
        1,
        "stderr must be exactly one line\n{ctx}"
    );
    assert!(
        err.ends_with('\n'),
        "stderr line must end with a newline\n{ctx}"
    );
    assert_eq!(
        dir_entries(r.dir.path()),
        Vec::<PathBuf>::new(),
        "nothing may be left in the output directory\n{ctx}"
    );
}

/// Requires a clap usage error: exit code 2, nothing on standard output, standard error
/// mentioning `flag`, no `--output` file.
pub fn assert_usage_error(args: &[&str], needles: &[&str]) {
    assert_rejected(args, needles);
}

/// Requires the estimate at `/estimate{key}` to lie within 5 standard errors of the
/// exact value at `/exact{key}`, with n = `/trials`.
pub fn assert_estimate_near_exact(doc: &Value, key: &str, what: &str) {
    let n = num(doc, "/trials");
    let estimate = num(doc, &format!("/estimate{key}"));
    let exact = num(doc, &format!("/exact{key}"));
    assert_within_sigmas(estimate, exact, n, 5.0, what);
}

/// The entries of `dir`, sorted.
pub fn dir_entries(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

/// Writes `text` to `name` in `dir` and returns the path as a string.
pub fn write_file(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

/// A 0.19 turn of three HD 5 attacks against EV 15 and internal SH 22.
pub const TURN_019: [&str; 11] = [
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
];

/// A validator of the schema `schema` (a report's, generated or checked in), which refers to
/// the scenario file's schema (`scenario.schema.json`) for its `inputs`: that schema is
/// given to it as the file beside it.
pub fn schema_validator(schema: &serde_json::Value) -> jsonschema::Validator {
    let scenario = roguesim::schema::find("scenario").expect("the scenario schema");
    let scenario: serde_json::Value =
        serde_json::from_slice(&roguesim::schema::schema_json(&scenario).expect("a schema"))
            .expect("JSON");
    jsonschema::options()
        .with_resource(
            format!("json-schema:///{}", roguesim::kinds::SCENARIO_SCHEMA),
            jsonschema::Resource::from_contents(scenario),
        )
        .build(schema)
        .unwrap_or_else(|e| panic!("not a schema: {e}"))
}
