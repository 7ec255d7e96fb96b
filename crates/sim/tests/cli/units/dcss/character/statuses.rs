//! The unit tests of `src/dcss/character/statuses.rs`: the status lines between the
//! equipment block and the Skills section, and the `A:` line's entries.

use roguesim::dcss::character::DumpMutation;

use super::Dump;

/// The dump whose text between the equipment block and the Skills section is `text`.
fn with_statuses(text: &str) -> Dump {
    Dump {
        statuses: text.into(),
        ..Dump::default()
    }
}

#[test]
fn wrapped_lines_are_joined() {
    // The Skills section follows, so the status lines stop before it.
    let text = "%: rampage, faith\n\
                @: glowing, studying 2 skills, slow\n\
                A: amphibious, frog-like legs 2, +LOS, iridescent scales 2, wild magic 1, lucky\n\
                1, meek 1\n\
                0: Orb of Zot\n\
                a: Hop (0%), Renounce Religion (0%), Stomp (0%)\n\
                \n\
                You escaped.\n";
    let got = with_statuses(text).read();
    assert_eq!(got.passives, ["rampage", "faith"]);
    assert_eq!(got.statuses, ["glowing", "studying 2 skills", "slow"]);
    let a: Vec<&str> = got.mutations.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(
        a,
        [
            "amphibious",
            "frog-like legs 2",
            "+LOS",
            "iridescent scales 2",
            "wild magic 1",
            "lucky 1",
            "meek 1"
        ]
    );
    assert_eq!(got.skills.len(), 1, "the Skills section is read after them");
    assert!(
        Dump::default().read().statuses.is_empty(),
        "no status effects"
    );
}

/// The entry `entry` of the `A:` line, as the dump reads it.
fn mutation(entry: &str) -> DumpMutation {
    let dump = with_statuses(&format!("@: no status effects\nA: {entry}\n")).read();
    assert_eq!(dump.mutations.len(), 1, "{entry}");
    dump.mutations[0].clone()
}

#[test]
fn mutation_entries() {
    let m = mutation("iridescent scales 2");
    assert_eq!(
        (m.name.as_str(), m.level, m.suppressed),
        ("iridescent scales", 2, false)
    );
    let m = mutation("(shaggy fur 3)");
    assert_eq!(
        (m.name.as_str(), m.level, m.suppressed),
        ("shaggy fur", 0, true)
    );
    assert_eq!(m.printed_level, 3);
    let m = mutation("tough skin 1[+1]");
    assert_eq!((m.name.as_str(), m.level), ("tough skin", 2));
    let m = mutation("[frail 1]");
    assert_eq!((m.name.as_str(), m.level), ("frail", 1));
    let m = mutation("AC +4");
    assert_eq!((m.name.as_str(), m.level), ("AC", 4));
    let m = mutation("deformed body");
    assert_eq!((m.name.as_str(), m.level), ("deformed body", 1));
    assert_eq!(mutation("8 rings").name, "8 rings");
}
