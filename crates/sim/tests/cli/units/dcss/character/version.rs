//! The unit tests of `src/dcss/character/version.rs`: the version line, and the rule set
//! each release line is read with.

use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::character::{DumpError, DumpVersion, RuleChoice};

use super::Dump;

fn line(version: &str) -> String {
    format!(" Dungeon Crawl Stone Soup version {version} (webtiles) character file.")
}

/// The version and the rule set of the dump whose version line is `line`, preceded by
/// `blank` blank lines; an error names the version line's own line (`blank` + 1).
fn read(blank: usize, line: &str) -> Result<(DumpVersion, RuleChoice), DumpError> {
    let dump = Dump {
        head: format!("{}{line}\n", "\n".repeat(blank)),
        ..Dump::default()
    };
    match roguesim::dcss::character::parse(&dump.text()) {
        Ok(d) => Ok((d.version, d.rules)),
        Err(e) => {
            assert_eq!(e.line, blank + 1, "{e}");
            Err(e)
        }
    }
}

#[test]
fn versions_of_every_kind() {
    for (text, minor, development) in [
        ("0.31.0", 31, false),
        ("0.34.1-3-ga2c7840dd7", 34, false),
        ("0.35-a0-258-g8c878a6c5f", 35, true),
        ("0.30-b1-2-g02819fbbbe", 30, true),
        ("0.34-a0-935-g04fd3a2", 34, true),
        ("0.29.0-4-gdea44cf6ec", 29, false),
    ] {
        let (v, _) = read(0, &line(text)).unwrap();
        assert_eq!((v.minor, v.development), (minor, development), "{text}");
        assert_eq!(v.text, text);
    }
    let (seeded, _) = read(0, " Seeded DCSS version 0.31.1 (console) character file.").unwrap();
    assert_eq!((seeded.minor, seeded.development), (31, false));
    for bad in [
        "0.3a",
        "1.0.0",
        "0.34.1-3",
        "0.34.x",
        "0.34-a0-9-gxyz",
        "0.34.1.2",
    ] {
        // Line 4: three blank lines before it.
        let e = read(3, &line(bad)).unwrap_err();
        assert_eq!(e.line, 4, "{bad}");
        assert!(e.to_string().contains("is not a DCSS version"), "{e}");
    }
    let e = read(0, "Hello, world").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1: 'Hello, world' is not a DCSS version line; expected the version line \
         ' Dungeon Crawl Stone Soup version 0.34.1 (webtiles) character file.'"
    );
    assert!(read(0, &line("0.31.0").replace("webtiles", "phone")).is_err());
}

#[test]
fn each_release_line_gets_its_rule_set() {
    let choice = |text: &str| read(0, &line(text)).unwrap().1;
    let own = |text: &str, rules| {
        let c = choice(text);
        assert_eq!((c.rules, c.note), (rules, None), "{text}");
    };
    own("0.31.0", RuleSet::Dcss031);
    own("0.31.1-4-gabc", RuleSet::Dcss031);
    own("0.34.0", RuleSet::Dcss034);
    own("0.34.1-3-ga2c7840dd7", RuleSet::Dcss034);
    for (text, rules, says) in [
        ("0.29.0", RuleSet::Dcss031, "chain mail was ER 15"),
        ("0.30.2", RuleSet::Dcss031, "+20% of its natural EV"),
        (
            "0.32.1",
            RuleSet::Dcss034,
            "the equipment slots were 0.31's",
        ),
        ("0.33.0", RuleSet::Dcss034, "fire dragon scales were ER 11"),
        (
            "0.34-a0-935-g04fd3a2",
            RuleSet::Dcss034,
            "the rules of 0.34.1",
        ),
        ("0.35-a0-258-g8c878a6c5f", RuleSet::Dcss034, "trunk"),
        ("0.36.0", RuleSet::Dcss034, "not modelled"),
        ("0.27.1", RuleSet::Dcss031, "older than any layout"),
    ] {
        let c = choice(text);
        assert_eq!(c.rules, rules, "{text}");
        let note = c.note.unwrap_or_default();
        assert!(note.contains(says), "{text}: {note}");
        assert!(note.starts_with(text), "{note}");
    }
    assert!(!choice("0.30.0").note.unwrap().contains("chain mail"));
    // A difference the note names is one the numbers do not apply, and it says so: EV
    // is computed with 0.34's ER 9 for fire dragon scales.
    for text in ["0.29.1", "0.30.0", "0.32.1", "0.33.0"] {
        let note = choice(text).note.unwrap();
        assert!(note.contains("which they do not apply"), "{note}");
    }
    assert!(
        choice("0.33.0")
            .note
            .unwrap()
            .contains("computed with ER 9")
    );
}
