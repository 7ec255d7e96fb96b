//! The unit tests of `src/dcss/character/items.rs`: an equipment row's printed name taken
//! apart, and the row classified by it.

use mechanics::dcss::data::Slot;
use roguesim::dcss::character::{CharacterDump, DumpItem, ItemKind};

use super::{Dump, cells_with, gear, item};

/// The dump (of 0.34.1; of a Coglin when `coglin`) whose equipment column holds `text` in
/// row `row`, as item `letter`.
fn dump_with(letter: char, text: &str, row: usize, coglin: bool) -> CharacterDump {
    let species = if coglin { "Coglin" } else { "Minotaur" };
    Dump {
        gear: gear(&cells_with(row, &format!("{letter} - {text}"))),
        ..Dump::of(species, "Fighter")
    }
    .read()
}

/// The item `text` as the dump reads it in row `row` (a Coglin's when `coglin`).
fn classify(letter: char, text: &str, row: usize, coglin: bool) -> DumpItem {
    item(&dump_with(letter, text, row, coglin), letter).clone()
}

/// A printed name, read as the body armour row's item (its kind is then its name's).
fn read(text: &str) -> DumpItem {
    classify('a', text, 2, false)
}

#[test]
fn names_come_apart() {
    let n = read("melded +2 pair of boots {rF+, EV+3}");
    assert!(n.melded);
    assert_eq!((n.plus, n.base.as_deref()), (2, Some("boots")));
    assert_eq!(n.props.ev, 3);
    assert_eq!(n.labels, ["rF+"]);
    let n = read("+5 kite shield \"Enigmatic Negligence\" {Self, Cun} (curse)");
    // The name `kite shield "Enigmatic Negligence"`: a kite shield, an artefact by its name.
    assert_eq!((n.base.as_deref(), n.artefact), (Some("kite shield"), true));
    assert_eq!(n.labels, ["Self", "Cun", "curse"]);
    // In the weapon slot, the name `partisan` is the weapon's base type.
    let wielding = dump_with('a', "+9 partisan (vamp) {Nolwazi}", 0, false);
    let n = item(&wielding, 'a');
    let weapon = wielding.weapon.as_ref().unwrap();
    assert_eq!((n.plus, weapon.base.as_deref()), (9, Some("partisan")));
    assert_eq!(n.labels, ["vamp", "Nolwazi"]);
    let n = read("+8 tower shield {rN+} {=g}");
    assert_eq!(n.labels, ["rN+", "=g"]);
    let n = read("ring of the Octopus King {HP+2 MP+9 AC+2 EV+2 SH+2}");
    let p = n.props;
    assert_eq!((p.ac, p.ev, p.sh, p.hp), (2, 2, 2, 2));
    assert_eq!(n.labels, ["MP+9"]);
    assert_eq!(read("-1 kite shield").plus, -1);
    let n = read("the +7 dagger of the Turtle {drain, rF++ rN+ Str+3 Dex-4}");
    assert_eq!((n.props.strength, n.props.dex), (3, -4));
}

fn kind_of(text: &str, row: usize) -> (ItemKind, Option<Slot>, Option<String>, bool) {
    let i = classify('a', text, row, false);
    (i.kind, i.slot, i.base, i.artefact)
}

#[test]
fn rows_are_classified_by_name() {
    let body = Some(Slot::Body);
    assert_eq!(
        kind_of("+8 pearl dragon scales of the Distant Future {rC+ rN+}", 2),
        (
            ItemKind::Armour,
            body,
            Some("pearl dragon scales".into()),
            true
        )
    );
    assert_eq!(
        kind_of("+0 troll leather armour", 2),
        (
            ItemKind::Armour,
            body,
            Some("troll leather armour".into()),
            false
        )
    );
    assert_eq!(
        kind_of("+4 skin of Zhor {*Englaciate rC+++ SInv}", 2),
        (ItemKind::Armour, body, Some("animal skin".into()), true)
    );
    let boots = classify('S', "+3 pair of mountain boots {steadfast, rC+}", 6, false);
    assert_eq!(boots.unrandart.as_deref(), Some("mountain boots"));
    assert_eq!((boots.slot, boots.plus), (Some(Slot::Boots), 3));
    assert_eq!(
        kind_of("orb \"Jucetish\" {Stardust, rElec Ice}", 1).0,
        ItemKind::Armour
    );
    assert_eq!(
        kind_of("+4 ring of protection", 8),
        (
            ItemKind::Ring,
            None,
            Some("ring of protection".into()),
            false
        )
    );
    assert_eq!(
        kind_of("ring of Yluap {rC+ rN+}", 8),
        (ItemKind::Ring, None, None, true)
    );
    assert_eq!(kind_of("amulet of reflection", 7).0, ItemKind::Amulet);
    let octo = classify(
        'o',
        "ring of the Octopus King {HP+2 MP+9 AC+2 EV+2 SH+2}",
        9,
        false,
    );
    assert_eq!((octo.kind, octo.props.ac), (ItemKind::Ring, 2));
    assert_eq!(
        kind_of("storm talisman of the Lost Path {Str+6 Slay+2}", 9).0,
        ItemKind::Talisman
    );
    assert_eq!(
        kind_of("+11 Singing Sword {sonic wave}", 0).0,
        ItemKind::Weapon
    );
    assert_eq!(kind_of("staff of cold", 0).0, ItemKind::Weapon);
    assert_eq!(kind_of("+2 banded mail", 3).0, ItemKind::Unknown);
    let gizmo = classify('w', "dicompression equaliser {RevGuard, rF+ rC+}", 7, true);
    assert_eq!(gizmo.kind, ItemKind::Gizmo);
    assert_eq!(gizmo.labels, ["RevGuard", "rF+", "rC+"]);
    let offhand = classify('c', "+0 sling {Minjee}", 1, true);
    assert_eq!(offhand.kind, ItemKind::Weapon);
    let wyrmbane = classify(
        'k',
        "+11 lance \"Wyrmbane\" {slay drac, rPois rF+ rC+ AC+3}",
        0,
        true,
    );
    assert_eq!((wyrmbane.kind, wyrmbane.props.ac), (ItemKind::Weapon, 3));
    assert!(wyrmbane.artefact);
    let ego = classify('h', "+2 kite shield {AC+3}", 1, false);
    assert_eq!((ego.props.ac, ego.artefact), (3, false));
}
