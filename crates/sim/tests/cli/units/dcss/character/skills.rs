//! The unit tests of `src/dcss/character/skills.rs`: the lines of the Skills section.

use roguesim::dcss::character::{DumpError, DumpSkill};

use super::Dump;

/// The dump whose Skills section lists the one skill line `line`.
fn with_skill(line: &str) -> Dump {
    Dump {
        skills: format!("   Skills:\n{line}\n"),
        ..Dump::default()
    }
}

/// The skill the line `line` reads as; an error names the line's own line in the dump.
fn skill_line(line: &str) -> Result<DumpSkill, DumpError> {
    let dump = with_skill(line);
    match roguesim::dcss::character::parse(&dump.text()) {
        Ok(d) => {
            assert_eq!(d.skills.len(), 1);
            Ok(d.skills[0].clone())
        }
        Err(e) => {
            assert_eq!(e.line, dump.line_of(line), "{line}: {e}");
            Err(e)
        }
    }
}

#[test]
fn marks_levels_and_effective_levels() {
    let s = skill_line(" + Level 9.0(10.2) Maces & Flails").unwrap();
    assert_eq!(
        (s.name.as_str(), s.level, s.effective),
        ("Maces & Flails", 9.0, Some(10.2))
    );
    let s = skill_line(" O Level 27 Fighting").unwrap();
    assert_eq!((s.level, s.effective), (27.0, None));
    let s = skill_line("   Level 2.1 Dodging").unwrap();
    assert_eq!(s.used(), 2.1);
    let s = skill_line(" Level 12.0 Fighting").unwrap();
    assert_eq!((s.name.as_str(), s.level), ("Fighting", 12.0));
    assert_eq!(
        skill_line(" * Level 22.0(27.0) Shields").unwrap().used(),
        27.0
    );
}

#[test]
fn garbled_lines_name_their_line() {
    for bad in [
        " + Lvl 9.0 Axes",
        " + Level nine Axes",
        " # Level 9.0 Axes",
        " + Level 9.0(10.2 Axes",
        " + Level 9.0",
        " + Level 28.0 Axes",
        " + Level 9.05 Axes",
    ] {
        // The line is the bad line's own (31 in a call of the reader's own).
        let e = skill_line(bad).unwrap_err();
        assert_eq!(e.line, with_skill(bad).line_of(bad), "{bad}");
        assert!(e.to_string().contains("expected a skill line"), "{e}");
    }
}
