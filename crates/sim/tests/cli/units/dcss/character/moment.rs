//! The unit tests of `src/dcss/character/moment.rs`: the statuses of the moment that the
//! check applies on top of the build, read from the dump's `@:` line.

use roguesim::dcss::character::check;

use super::Dump;

/// The amount the check counts for the status `status` (`trickster (+6 AC)` counts +6 AC),
/// from the note it gives; `None` when it counts none.
fn amount(status: &str) -> Option<i32> {
    let dump = Dump {
        statuses: format!("@: {status}\n"),
        ..Dump::default()
    }
    .read();
    let notes = check(&dump).unwrap().notes;
    let counted = format!("'{status}' counted: ");
    notes.iter().find_map(|n| {
        let rest = n.strip_prefix(&counted)?;
        rest.strip_suffix(" AC")?.parse().ok()
    })
}

#[test]
fn amounts() {
    assert_eq!(amount("trickster (+6 AC)"), Some(6));
    assert_eq!(amount("corroded (-8)"), Some(-8));
    assert_eq!(amount("corroded"), None);
}
