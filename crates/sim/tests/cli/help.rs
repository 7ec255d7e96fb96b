//! `--help` that can be scanned: a command's own flags first, under headings, the flags of
//! every command last; `-h` short, `--help` with examples; wrapped to the terminal.

use std::process::Command;

use crate::support::BIN;

/// `roguesim ARGS` at `COLUMNS=80`, its standard output.
fn help(args: &[&str]) -> String {
    let out = Command::new(BIN)
        .args(args)
        .env("COLUMNS", "80")
        .output()
        .expect("roguesim runs");
    assert_eq!(out.status.code(), Some(0), "roguesim {args:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The headings of a help text, in order.
fn headings(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.starts_with(' ') && l.ends_with(':'))
        .collect()
}

#[test]
fn a_commands_own_flags_come_first_and_the_global_ones_last() {
    for (command, own) in [
        (
            "hit",
            &["Attacker:", "Defender:", "Character (a build):", "Rules:"][..],
        ),
        (
            "threat",
            &[
                "Attacker:",
                "Defender:",
                "Character (a build):",
                "Your turn:",
            ][..],
        ),
        ("turn", &["Attacker:", "Defender:", "Rules:"][..]),
        ("damage", &["Character (a build):", "Fight:"][..]),
    ] {
        let text = help(&[command, "-h"]);
        let found = headings(&text);
        let n = found.len();
        assert!(n >= 2, "{command}: {found:?}");
        assert_eq!(
            found[n - 2..],
            ["Run (every command):", "Output (every command):"],
            "{command}: the global flags come last: {found:?}"
        );
        for heading in own {
            let at = found.iter().position(|h| h == heading);
            assert!(
                at.is_some_and(|i| i < n - 2),
                "{command}: {heading} is missing or after the global flags: {found:?}"
            );
        }
        // Each flag is under one heading: the global ones are not mixed into the command's.
        let run_at = text.find("Run (every command):").expect("the heading");
        assert!(text[run_at..].contains("--trials") && !text[..run_at].contains("--trials"));
    }
}

#[test]
fn short_help_is_short_and_long_help_has_the_examples() {
    let short = help(&["threat", "-h"]);
    let long = help(&["threat", "--help"]);
    assert!(!short.contains("Examples:"), "{short}");
    assert!(long.contains("Examples:\n  roguesim threat"), "{long}");
    assert!(short.lines().count() < long.lines().count());
}

#[test]
fn help_is_wrapped_to_the_terminal() {
    for command in [
        "hit",
        "turn",
        "threat",
        "ev",
        "speed",
        "dcss-speed",
        "sweep",
        "worth",
    ] {
        for flag in ["-h", "--help"] {
            let text = help(&[command, flag]);
            for line in text.lines().filter(|l| !l.starts_with("Usage:")) {
                assert!(
                    line.chars().count() <= 80,
                    "{command} {flag}: a line of {} columns: {line}",
                    line.chars().count()
                );
            }
        }
    }
}

/// Today's words: `--help` and the man page introduce DCSS 0.34.1 as the default and never
/// the tool as a simulator of 0.31 alone; `ev`'s help does not pin it to 0.31.
#[test]
fn help_and_the_man_page_name_0_34_1_the_default() {
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let top = flat(&help(&["--help"]));
    assert!(top.contains("0.34.1 (the default)"), "{top}");
    let man = flat(&help(&["man"]));
    assert!(man.contains("0.34.1 (the default)"), "{man}");
    for text in [&top, &man] {
        assert!(!text.contains("a simulator for DCSS 0.31"), "{text}");
        assert!(!text.contains("(DCSS 0.31)"), "{text}");
    }
}
