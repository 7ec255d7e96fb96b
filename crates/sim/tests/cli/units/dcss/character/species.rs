//! The unit tests of `src/dcss/character/species.rs`: the title line's species and
//! background, by name or by code, and the names later releases gave a species.

use super::Dump;

/// The species and background of a title line's `(<text>)`; `None` when the dump is refused
/// for an unknown species.
fn split(text: &str) -> Option<(String, String)> {
    let dump = Dump {
        title: format!("Ada the Grunt ({text})   Turns: 12, Time: 00:00:40\n"),
        ..Dump::default()
    };
    match roguesim::dcss::character::parse(&dump.text()) {
        Ok(d) => Some((d.species, d.background)),
        Err(e) => {
            assert!(e.what.starts_with("unknown species"), "{e}");
            None
        }
    }
}

/// A title's `(<codes>)`: the species the code names, and the background its code spells
/// out.
fn split_codes(text: &str) -> Option<(String, String)> {
    split(text)
}

/// The name the build of a dump of species `name` gives its species: the name in the rule
/// sets' tables.
fn current_name(name: &str) -> String {
    Dump::of(name, "Fighter")
        .read()
        .defender_spec()
        .unwrap()
        .species
        .unwrap()
}

/// `(species, background)` as owned text, for comparison.
fn pair(species: &str, background: &str) -> Option<(String, String)> {
    Some((species.to_string(), background.to_string()))
}

#[test]
fn names_and_codes_split() {
    assert_eq!(
        split("Red Draconian Shapeshifter"),
        pair("Red Draconian", "Shapeshifter")
    );
    assert_eq!(split("Draconian Fighter"), pair("Draconian", "Fighter"));
    assert_eq!(
        split("Mountain Dwarf Forgewright"),
        pair("Mountain Dwarf", "Forgewright")
    );
    assert_eq!(split("Elephant Fighter"), None);
    // The background codes spelled out: Fw, EE, AE, Sh.
    assert_eq!(split_codes("MDFw"), pair("Mountain Dwarf", "Forgewright"));
    assert_eq!(
        split_codes("DsEE"),
        pair("Demonspawn", "Earth Elementalist")
    );
    assert_eq!(split_codes("TeAE"), pair("Tengu", "Air Elementalist"));
    assert_eq!(split_codes("DrSh"), pair("Draconian", "Shapeshifter"));
    assert_eq!(split_codes("XxFi"), None);
    assert_eq!(current_name("Ogre"), "Oni");
    assert_eq!(current_name("Troll"), "Troll");
}
