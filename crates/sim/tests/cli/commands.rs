//! End-to-end checks of the command line's promises: a scenario file and the flags that
//! describe it give the same JSON, every command speaks every format, every subcommand's
//! help teaches with examples, and the rule fixes show on the command line.

use crate::support::{
    assert_bad_input, assert_within_sigmas, json_ok, num, run, stdout_ok, write_file,
};
use mechanics::tolerance::{MAX_SIGMAS, SIX_DECIMALS};
use serde_json::Value;

/// Every report kind's command with its example's flags (the registry's), and `bench`.
fn commands() -> Vec<Vec<&'static str>> {
    let mut all: Vec<Vec<&'static str>> = roguesim::kinds::KINDS
        .iter()
        .map(|k| [&[k.command()][..], k.example()].concat())
        .collect();
    all.push(BENCH.to_vec());
    all
}

/// `bench`, briefly.
const BENCH: [&str; 5] = ["bench", "--seconds", "0.01", "--threads", "1"];

/// The example of the kind `command`.
fn example(command: &str) -> Vec<&'static str> {
    commands()
        .into_iter()
        .find(|c| c[0] == command)
        .unwrap_or_else(|| panic!("no kind {command}"))
}

fn with(cmd: &[&str], extra: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = cmd.iter().map(|s| s.to_string()).collect();
    if cmd[0] != "bench" {
        v.extend(["--trials", "20000", "--seed", "5", "--threads", "2"].map(String::from));
    }
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

fn without_elapsed(mut doc: Value) -> Value {
    doc.as_object_mut().unwrap().remove("elapsed_s");
    doc
}

#[test]
fn every_command_speaks_every_format() {
    for cmd in commands() {
        let cmd = &cmd[..];
        let markdown = stdout_ok(&strs(&with(cmd, &["--format", "markdown"])));
        assert!(markdown.starts_with("## "), "{}: {markdown}", cmd[0]);
        assert!(
            markdown.contains("\n|"),
            "{}: a Markdown table\n{markdown}",
            cmd[0]
        );
        let csv = stdout_ok(&strs(&with(cmd, &["--format", "csv"])));
        assert!(
            csv.starts_with("section,quantity,index,exact,estimate,ci_lo,ci_hi,sigmas,trials\n"),
            "{}: {csv}",
            cmd[0]
        );
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        assert!(
            reader.records().all(|r| r.is_ok_and(|r| r.len() == 9)),
            "{}",
            cmd[0]
        );
        let table = stdout_ok(&strs(&with(cmd, &[])));
        assert!(table.starts_with("== "), "{}: {table}", cmd[0]);
        assert!(
            !table.contains('{'),
            "{}: no raw JSON in a table\n{table}",
            cmd[0]
        );
    }
    let bench = stdout_ok(&strs(&with(&BENCH, &["--format", "csv"])));
    assert!(bench.contains("\nper second,hit,"), "{bench}");
}

#[test]
fn every_subcommand_help_ends_with_examples() {
    let kinds = roguesim::kinds::KINDS.iter().map(|k| k.command());
    for cmd in ["run", "bench", "schema"].into_iter().chain(kinds) {
        let out = run(&[cmd, "--help"]);
        assert_eq!(out.status.code(), Some(0), "{cmd} --help");
        let help = String::from_utf8(out.stdout).unwrap();
        let tail = &help[help
            .rfind("Examples:")
            .unwrap_or_else(|| panic!("{cmd}: {help}"))..];
        let examples = tail
            .lines()
            .filter(|l| l.trim_start().starts_with("roguesim "))
            .count();
        assert!(examples >= 2, "{cmd}: {tail}");
    }
}

/// A non-unique +10 monster under haste against a +0 player: the individual's speed is
/// spread around the race speed, haste on top (`docs/rules/frogcomposband-energy.md` §3.5).
#[test]
fn a_hasted_non_unique_monster_double_moves_as_the_game_says() {
    let doc = json_ok(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--non-unique",
        "--monster-hasted",
        "--trials",
        &crate::tier::size("ROGUESIM_CLI_TRIALS", 400_000, 4_000_000).to_string(),
        "--seed",
        "9",
    ]);
    let exact = num(&doc, "/exact/p_double");
    assert!((exact - 0.993634).abs() < SIX_DECIMALS, "{exact}");
    let deff = num(&doc, "/estimate/design_effects/p_double");
    assert_within_sigmas(
        num(&doc, "/estimate/p_double"),
        exact,
        num(&doc, "/trials") / deff,
        MAX_SIGMAS,
        "P(double), hasted non-unique",
    );
}

/// `docs/rules/dcss-0.31-equipment.md`: Draconians cannot wear body armour, barding fits only
/// Naga and Armataur; both are one-line errors with the game's words.
#[test]
fn builds_the_game_refuses_are_one_line_errors() {
    assert_bad_input(
        &[
            "ev",
            "--rules",
            "dcss-0.31",
            "--species",
            "red draconian",
            "--dex",
            "10",
            "--str",
            "10",
            "--body",
            "plate armour",
        ],
        &[
            "--body",
            "Red Draconian",
            "You can't wear that!",
            "allowed: none",
        ],
    );
    // dcss-0.34's slot rules refuse it with other words (`docs/rules/dcss-0.34.md` §E2).
    assert_bad_input(
        &[
            "ev",
            "--species",
            "red draconian",
            "--dex",
            "10",
            "--str",
            "10",
            "--body",
            "plate armour",
        ],
        &[
            "--body",
            "Red Draconian",
            "Your wings, even vestigial as they are, won't fit in that.",
            "allowed: none",
        ],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--dex",
            "10",
            "--str",
            "10",
            "--aux",
            "barding",
        ],
        &["--aux", "Human", "barding", "allowed: boots"],
    );
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "barded-human.json",
        r#"{"name": "x", "hit": {"defender": {"species": "human", "dex": 10, "str": 10,
            "barding": true}, "attackers": [{"monster_hd": 3}]}}"#,
    );
    assert_bad_input(
        &["run", &file],
        &[&file, "hit.defender.aux", "Human", "barding"],
    );
}

/// `docs/rules/dcss-0.31.md` §8.3: an Octopode's Gelatinous Body is +1 EV.
#[test]
fn an_octopodes_gelatinous_body_counts() {
    let doc = json_ok(&[
        "ev",
        "--rules",
        "dcss-0.31",
        "--species",
        "octopode",
        "--dex",
        "25",
        "--str",
        "8",
        "--dodging",
        "27",
        "--shield",
        "kite",
        "--shields-skill",
        "27",
        "--shield-plus",
        "5",
    ]);
    assert_eq!(doc["ev"], 39);
    assert_eq!(doc["breakdown"]["flat_bonuses"], 1);
}

/// `--kernel` changes only the speed: every kernel this processor runs gives the same report
/// (the kernels it cannot run are refused in one line).
#[test]
fn every_kernel_gives_the_same_report() {
    use mechanics::sampling::kernel::LaneKernel;
    for cmd in [example("hit"), example("speed")] {
        let cmd = &cmd[..];
        let report =
            |kernel: &str| without_elapsed(json_ok(&strs(&with(cmd, &["--kernel", kernel]))));
        let portable = report("portable");
        for kernel in LaneKernel::ALL {
            if kernel.available() {
                assert_eq!(
                    report(kernel.name()),
                    portable,
                    "{} on {}",
                    cmd[0],
                    kernel.name()
                );
            } else {
                eprintln!(
                    "note: this processor cannot run the {} kernel",
                    kernel.name()
                );
                assert_bad_input(
                    &strs(&with(cmd, &["--kernel", kernel.name()])),
                    &["--kernel", "cannot run on this processor"],
                );
            }
        }
    }
}
