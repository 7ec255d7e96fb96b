//! The rule set a DCSS run uses (`docs/rules/dcss-0.34.md` §0): dcss-0.34 by default and
//! named in every report, in its `rules` and in the echoed scenario; `ROGUESIM_RULES` sets
//! another default, giving the same bytes as `--rules` (so the echo, run again, reproduces
//! the report under any environment); and the committed `results/` (under the default) and `results/dcss-0.31/` are
//! what `configs/` produce under each (their exact side, which the trial count leaves alone).

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

use crate::support::{BIN, CONFIGS, ENV_RULES, describe, json_ok, stdout_ok};

/// Runs `roguesim ARGS --quiet` with `ROGUESIM_RULES` set to `rules`.
fn run_under(rules: &str, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .arg("--quiet")
        .env(ENV_RULES, rules)
        .output()
        .expect("the binary runs")
}

fn stdout_under(rules: &str, args: &[&str]) -> String {
    let out = run_under(rules, args);
    assert!(out.status.success(), "{}", describe(args, &out));
    String::from_utf8(out.stdout).unwrap()
}

/// A report with the time it took left out (the only field two identical runs differ in).
fn timeless(text: &str) -> Value {
    let mut doc: Value = serde_json::from_str(text).unwrap();
    doc.as_object_mut().unwrap().remove("elapsed_s");
    doc
}

/// The table with its `· 0.123 s` elapsed time left out (on the run's line, or on the line
/// it wraps onto at 80 columns).
fn timeless_table(text: &str) -> String {
    text.lines()
        .map(|l| match l.rfind(" · ") {
            Some(i) if l.ends_with(" s") && (l.starts_with("rules ") || l.starts_with("  · ")) => {
                &l[..i]
            }
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

const ORC_KNIGHT: [&str; 8] = [
    "hit",
    "--monster",
    "orc knight",
    "--ev",
    "15",
    "--trials",
    "20000",
    "--seed",
];

#[test]
fn the_default_is_dcss_034_and_the_environment_pins_another() {
    let args = [&ORC_KNIGHT[..], &["3"]].concat();
    let table = stdout_ok(&args);
    assert!(table.contains("rules dcss-0.34, shields 0.31"), "{table}");
    let json = [&args[..], &["--format", "json"]].concat();
    assert_eq!(json_ok(&args)["rules"], "dcss-0.34, shields 0.31");
    // ROGUESIM_RULES=dcss-0.31 is --rules dcss-0.31, byte for byte but the time taken.
    let pinned = [&args[..1], &["--rules", "dcss-0.31"], &args[1..]].concat();
    let pinned_json = [&pinned[..], &["--format", "json"]].concat();
    let by_env = stdout_under("dcss-0.31", &json);
    let by_flag = stdout_ok(&pinned_json);
    assert_eq!(timeless(&by_env), timeless(&by_flag));
    assert_eq!(timeless(&by_env)["rules"], "dcss-0.31, shields 0.31");
    assert_eq!(timeless(&by_env)["inputs"]["hit"]["rules"], "dcss-0.31");
    // The echo run again under another environment gives the same report.
    let dir = tempfile::tempdir().unwrap();
    let echo = dir.path().join("echo.json");
    std::fs::write(&echo, timeless(&by_env)["inputs"].to_string()).unwrap();
    let again = stdout_under(
        "dcss-0.34",
        &["run", echo.to_str().unwrap(), "--format", "json"],
    );
    assert_eq!(timeless(&again), timeless(&by_env));
    assert_eq!(
        timeless_table(&stdout_under("dcss-0.31", &args)),
        timeless_table(&stdout_ok(&pinned))
    );
    // --rules wins over the environment.
    let over = stdout_under(
        "dcss-0.31",
        &[
            &args[..1],
            &["--rules", "dcss-0.34"],
            &args[1..],
            &["--format", "json"],
        ]
        .concat(),
    );
    assert_eq!(timeless(&over), timeless(&stdout_ok(&json)));
    // An unreadable variable is refused, naming it and the rule sets.
    let out = run_under("dcss-0.99", &args);
    assert!(!out.status.success(), "{}", describe(&args, &out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(ENV_RULES) && err.contains("dcss-0.31") && err.contains("dcss-0.34"),
        "{err}"
    );
}

/// The committed result of `config` in `dir`, as one document.
fn committed(dir: &Path, config: &str) -> Value {
    let path = dir.join(config);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_committed_results_are_what_the_configs_give_under_each_rule_set() {
    let root = Path::new(CONFIGS).join("../results");
    let mut checked = 0;
    let mut configs: Vec<_> = std::fs::read_dir(CONFIGS)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    configs.sort();
    for config in configs {
        let name = config.file_name().unwrap().to_str().unwrap().to_string();
        let file = config.to_str().unwrap();
        let args = ["run", file, "--trials", "2000", "--format", "json"];
        for (rules, dir) in [
            ("dcss-0.34", root.clone()),
            ("dcss-0.31", root.join("dcss-0.31")),
        ] {
            if name.starts_with("frog-") && rules == "dcss-0.31" {
                continue;
            }
            let got = timeless(&stdout_under(rules, &args));
            let want = committed(&dir, &name);
            for key in ["rules", "exact", "derived"] {
                assert_eq!(got[key], want[key], "{rules} {name}: {key}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 25, "{checked} results checked");
}
