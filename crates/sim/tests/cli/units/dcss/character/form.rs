//! The unit tests of `src/dcss/character/form.rs`: the form a dump shows, by its `@:` token
//! or its worn talisman.

use mechanics::dcss::forms::Form;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::character::{CharacterDump, DumpForm};

use super::{Dump, gear};

/// A dump whose `@:` line lists `statuses` (none: `no status effects`) and which wears
/// the talismans `talismans` (letters `D`, `E`, … after the club).
fn dump(statuses: &[&str], talismans: &[&str]) -> CharacterDump {
    let mut cells = vec!["a - +0 club".to_string(), "(no offhand)".to_string()];
    for (letter, text) in ('D'..).zip(talismans) {
        cells.push(format!("{letter} - {text}"));
    }
    let statuses = match statuses {
        [] => "no status effects".to_string(),
        s => s.join(", "),
    };
    Dump {
        gear: gear(&cells),
        statuses: format!("@: {statuses}\n"),
        ..Dump::default()
    }
    .read()
}

/// The form the dump shows.
fn read(statuses: &[&str], talismans: &[&str]) -> Option<DumpForm> {
    dump(statuses, talismans).form
}

/// The form a worn talisman gives, without a form token.
fn talisman_form(text: &str) -> Option<Form> {
    read(&[], &[text]).map(|f| f.form())
}

/// The `@:` tokens of `statuses` that look like a form roguesim's table does not have: each
/// is named in what the reading leaves out of the model.
fn unknown_form_statuses<'a>(statuses: &[&'a str]) -> Vec<&'a str> {
    let notes = dump(statuses, &[])
        .reading_notes(RuleSet::Dcss034)
        .join("\n");
    statuses
        .iter()
        .copied()
        .filter(|s| notes.contains(&format!("{s} (a form the 0.34.1 table does not have)")))
        .collect()
}

#[test]
fn the_token_and_the_talisman() {
    let statuses = ["storm-form", "flying"];
    let storm = ["storm talisman of Hamudgh {Rampage rF+ MP+12}"];
    let f = read(&statuses, &storm).unwrap();
    assert_eq!((f.form(), f.from_talisman), (Form::Storm, true));
    assert_eq!(f.status.as_deref(), Some("storm-form"));
    // A form the talisman does not give (a potion's tree form).
    let tree = read(&["tree-form"], &storm).unwrap();
    assert_eq!((tree.form(), tree.from_talisman), (Form::Tree, false));
    let eel = read(&["mighty", "eel hands"], &[]).unwrap();
    assert_eq!((eel.form(), eel.from_talisman), (Form::EelHands, false));
    let worn = read(&[], &["granite talisman \"Iffich\" {rC+ Str+4 SInv}"]).unwrap();
    assert_eq!(
        (worn.form(), worn.status, worn.from_talisman),
        (Form::Statue, None, true)
    );
    assert_eq!(talisman_form("talisman of death"), Some(Form::Death));
    assert!(read(&["flying"], &[]).is_none());
    assert_eq!(
        unknown_form_statuses(&["tengu-form", "storm-form"]),
        ["tengu-form"]
    );
}
