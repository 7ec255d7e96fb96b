//! The unit tests of `src/dcss/character/parse.rs`: the title line and the hiscore block
//! before it.

use roguesim::dcss::character::DumpError;

use super::Dump;

/// The name, species and background of the title line `line`, after the hiscore block
/// `began` (whose `Began as a …` line names the species and background) if given; an error
/// names the title line's line in the dump.
fn title(line: &str, began: Option<&str>) -> Result<(String, String, String), DumpError> {
    let mut head = super::version_line("0.34.1");
    if let Some(began) = began {
        head.push_str(&format!(
            "\n2406 Bo the Skinwalker (level 14, -6/132 HPs)\n\
             \x20            Began as a {began} on Mar 3, 2024.\n\
             \x20            The game lasted 02:13:45 (41286 turns).\n"
        ));
    }
    let dump = Dump {
        head,
        title: format!("{line}\n"),
        ..Dump::default()
    };
    let n = dump.line_of(line);
    match roguesim::dcss::character::parse(&dump.text()) {
        Ok(d) => Ok((d.name, d.species, d.background)),
        Err(e) => {
            assert_eq!(e.line, n, "{e}");
            Err(e)
        }
    }
}

#[test]
fn titles_full_and_abbreviated() {
    let t = title(
        "Ada the Grunt (Deep Elf Chaos Knight)   Turns: 12, Time: 00:00:40",
        None,
    )
    .unwrap();
    assert_eq!(
        (t.0.as_str(), t.1.as_str(), t.2.as_str()),
        ("Ada", "Deep Elf", "Chaos Knight")
    );
    let t = title("Bo (MiFi)   Turns: 12, Time: 00:00:40", None).unwrap();
    assert_eq!((t.1.as_str(), t.2.as_str()), ("Minotaur", "Fighter"));
    let t = title(
        "Bo the Skinwalker (DrSh)                Turns: 69008, Time: 03:51:33",
        Some("Red Draconian Shapeshifter"),
    )
    .unwrap();
    assert_eq!(
        (t.1.as_str(), t.2.as_str()),
        ("Red Draconian", "Shapeshifter")
    );
    let t = title("Mi the Infernalist (MDFw)   Turns: 1, Time: 00:00:01", None).unwrap();
    assert_eq!(
        (t.1.as_str(), t.2.as_str()),
        ("Mountain Dwarf", "Forgewright")
    );
    // The title line's own line number (7 in a call of the reader's own) is the error's.
    let e = title(
        "Bo the Grunt (Elephant Fighter)   Turns: 1, Time: 00:00:01",
        None,
    )
    .unwrap_err();
    let at = e.line;
    assert!(
        e.to_string().starts_with(&format!(
            "line {at}: unknown species in '(Elephant Fighter)'"
        )),
        "{e}"
    );
    assert!(
        title("Health: 10/10", None)
            .unwrap_err()
            .to_string()
            .contains("not a title line")
    );
}

#[test]
fn a_win_keeps_its_hiscore_block_together() {
    // The block's line of spaces before `The game lasted` does not end it: the title line
    // after it is read as the title, and the block's `Began as a Barachi Warper` line names
    // the species and background of an abbreviated title.
    let block = "1514031 Chih the Conqueror (level 27, 246/249 HPs)\n\
                 \x20            Began as a Barachi Warper on Mar 31, 2026.\n\
                 \x20            Escaped with the Orb\n\
                 \x20            \n\
                 \x20            The game lasted 09:23:27 (97061 turns).\n";
    for title in [
        "Chih the Conqueror (Barachi Warper)   Turns: 97061, Time: 09:23:28",
        "Chih the Conqueror (BaWr)   Turns: 97061, Time: 09:23:28",
    ] {
        let dump = Dump {
            head: format!("{}\n{block}", super::version_line("0.34.1")),
            title: format!("{title}\n"),
            ..Dump::default()
        }
        .read();
        assert_eq!(
            (
                dump.name.as_str(),
                dump.species.as_str(),
                dump.background.as_str()
            ),
            ("Chih", "Barachi", "Warper"),
            "{title}"
        );
    }
}
