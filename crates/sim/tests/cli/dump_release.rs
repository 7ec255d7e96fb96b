//! One reading of a dump for every command: the release a character dump was written by picks
//! the rule set of every command that takes `--character` (`docs/rules/monsters-and-dumps.md`
//! §4.1). The commands are clap's own list, so a new one that takes `--character` fails here
//! until it is given the flags it needs. (The page reads a pasted dump through
//! `POST /api/character`, whose rule set `tests/cli/serve/api.rs` checks against `ev`'s.)

use clap::CommandFactory;
use roguesim::cli::args::Cli;

use crate::support::json_ok;

/// The flags a kind's command needs beside `--character` to run, and a numeric flag a sweep
/// or a comparison may vary; `None` for a command this test does not know yet.
fn flags(kind: &str) -> Option<(&'static [&'static str], &'static str)> {
    Some(match kind {
        "ev" => (&[], "dodging"),
        "hit" => (&["--monster-hd", "10"], "dodging"),
        "turn" => (&["--monster-hd", "10", "--attacks", "2"], "dodging"),
        "threat" => (&["--monster", "ogre"], "dodging"),
        "damage" => (&["--attack-damage", "20"], "dodging"),
        "attack" => (&["--monster", "ogre"], "slaying"),
        "duel" => (&["--monster", "ogre"], "dodging"),
        "ranged" => (&["--monster", "orc priest"], "dodging"),
        // D:1 has the fewest monsters: this test reads the dump, not the danger table.
        "danger" => (&["--place", "D:1"], "dodging"),
        "worth" => (&["--monster", "ogre"], ""),
        _ => return None,
    })
}

/// Whether a command takes `--character`.
fn takes_character(cmd: &clap::Command) -> bool {
    cmd.get_arguments()
        .any(|a| a.get_long() == Some("character"))
}

/// Every command line that runs a command taking `--character`, without the dump: the kinds'
/// commands, `worth`, and `sweep KIND` and `compare KIND` for every kind that takes one.
fn command_lines() -> Vec<Vec<String>> {
    let own = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut lines = Vec::new();
    for cmd in Cli::command().get_subcommands() {
        let name = cmd.get_name();
        if takes_character(cmd) {
            let (args, _) =
                flags(name).unwrap_or_else(|| panic!("{name} takes --character: give its flags"));
            lines.push([own(&[name]), own(args)].concat());
        }
        for sub in cmd.get_subcommands().filter(|s| takes_character(s)) {
            let kind = sub.get_name();
            let (args, vary) = flags(kind)
                .unwrap_or_else(|| panic!("{name} {kind} takes --character: give its flags"));
            let tail = match name {
                "sweep" => vec!["--vary".to_string(), format!("{vary}=0..1")],
                "compare" => vec![
                    "--a".to_string(),
                    format!("{vary}=1"),
                    "--b".to_string(),
                    format!("{vary}=2"),
                ],
                other => panic!("{other} {kind}: a command nesting kinds this test does not know"),
            };
            lines.push([own(&[name, kind]), own(args), tail].concat());
        }
    }
    lines
}

/// Every command that takes `--character` reports, as its rule set, the one the dump's
/// release picks: dcss-0.31 for a 0.31 dump, dcss-0.34 for a 0.34 one (the top-level `rules`
/// of its JSON, which may name more after a comma: "dcss-0.34, shields 0.31").
#[test]
fn every_command_reads_a_dump_under_its_release() {
    let lines = command_lines();
    let names: Vec<String> = lines
        .iter()
        .map(|l| match l[0].as_str() {
            "sweep" | "compare" => l[..2].join(" "),
            _ => l[0].clone(),
        })
        .collect();
    for must in [
        "ev",
        "threat",
        "attack",
        "duel",
        "worth",
        "sweep duel",
        "compare ev",
    ] {
        assert!(
            names.iter().any(|n| n == must),
            "{must} is not among {names:?}"
        );
    }
    let dir = format!("{}/../../examples/characters", env!("CARGO_MANIFEST_DIR"));
    let dumps = [
        ("minotaur-fighter-plate-kite.txt", "dcss-0.31"),
        ("coglin-fighter-gizmo-revved.txt", "dcss-0.34"),
    ];
    for (d, (file, rules)) in dumps.into_iter().enumerate() {
        let path = format!("{dir}/{file}");
        // The fast tier gives each command line one of the two dumps, in turn; the full tier
        // both.
        let mine = |i: usize| crate::tier::is_full() || i % dumps.len() == d;
        for line in lines
            .iter()
            .enumerate()
            .filter(|&(i, _)| mine(i))
            .map(|(_, l)| l)
        {
            let mut args: Vec<&str> = line.iter().map(String::as_str).collect();
            args.extend(["--character", &path, "--trials", "1000"]);
            let doc = json_ok(&args);
            let got = doc["rules"].as_str().unwrap_or_default();
            assert!(
                got == rules || got.starts_with(&format!("{rules},")),
                "roguesim {}: rules {got:?}, the dump's release picks {rules}",
                args.join(" ")
            );
        }
    }
}

/// What a command says about a dump it reads is said by every command that takes one (the
/// kinds, `worth`, `sweep` and `compare`), in its JSON and its text, not by `ev` alone
/// (`docs/rules/monsters-and-dumps.md` §4.7): a dump whose `Skills:` section lists no skill
/// is read with every skill at 0, and each command says so. (A human fighter: a Minotaur
/// without skills makes `danger`'s duels long, headbutts and all, for nothing this test reads.)
#[test]
fn every_command_says_what_the_dump_lacks() {
    let whole = std::fs::read_to_string(format!(
        "{}/../../examples/characters/human-fighter-unrandarts.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let cut = whole.find("   Skills:").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = crate::support::write_file(
        dir.path(),
        "empty-skills.txt",
        &format!("{}   Skills:\n\n", &whole[..cut]),
    );
    let said = "the dump's Skills section lists no skill: every skill is read as 0";
    let lines = command_lines();
    assert!(lines.len() >= 25, "{lines:?}");
    // The fast tier reads every command line's JSON or its text, in turn; the full tier both.
    let full = crate::tier::is_full();
    for (i, line) in lines.iter().enumerate() {
        let mut args: Vec<&str> = line.iter().map(String::as_str).collect();
        args.extend(["--character", &path, "--trials", "1000"]);
        if full || i % 2 == 0 {
            let json = json_ok(&args).to_string();
            assert!(json.contains(said), "roguesim {}: {json}", args.join(" "));
        }
        if full || i % 2 == 1 {
            let text = crate::support::stdout_ok(&args);
            assert!(
                text.replace("\n  ", " ").contains(said),
                "roguesim {}:\n{text}",
                args.join(" ")
            );
        }
    }
}
