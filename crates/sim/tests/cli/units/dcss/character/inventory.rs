//! The unit tests of `src/dcss/character/inventory.rs`: an excerpt without the equipment
//! block, whose items in use are read from its Inventory section.

use mechanics::dcss::data::Slot;
use roguesim::dcss::character::{CharacterDump, DumpGap, ItemKind};

use super::{Dump, version_line};

/// An excerpt of `version` without the resistance and equipment block, holding `section`
/// (an Inventory section, or not) before its Skills section.
fn excerpt(version: &str, section: &str) -> Dump {
    Dump {
        head: version_line(version),
        gear: String::new(),
        statuses: format!("@: no status effects\n\n{section}"),
        ..Dump::default()
    }
}

/// What the Inventory section makes of `line`: the item in use it lists, as the equipment
/// column would print it, with its kind (the wielded weapon is read in the weapon slot,
/// where any item is a weapon), and whether it is melded; `None` for any other line.
fn item_line(line: &str) -> Option<(char, String, ItemKind, bool)> {
    let dump = excerpt("0.34.1", &format!("Inventory:\n\nHand Weapons\n{line}\n")).read();
    assert_eq!(dump.gaps, [DumpGap::NoEquipmentBlock]);
    match dump.equipment.as_slice() {
        [] => None,
        [i] => Some((i.letter.unwrap(), i.text.clone(), i.kind, i.melded)),
        more => panic!("{line}: {more:?}"),
    }
}

/// The items in use of an excerpt of 0.31 whose text after the status lines is `text`; `None`
/// when it has no Inventory section (it is then read as a dump cut short).
fn read(text: &str) -> Option<Vec<roguesim::dcss::character::DumpItem>> {
    let dump = Dump {
        skills: String::new(),
        ..excerpt("0.31.0", text)
    };
    match roguesim::dcss::character::parse(&dump.text()) {
        Ok(CharacterDump {
            equipment, gaps, ..
        }) => {
            assert_eq!(gaps, [DumpGap::NoEquipmentBlock]);
            Some(equipment)
        }
        Err(e) => {
            assert!(e.what.starts_with("no equipment block"), "{e}");
            None
        }
    }
}

#[test]
fn item_lines_in_use_and_carried() {
    assert_eq!(
        item_line(" a - a +9 partisan (weapon) {vamp}"),
        Some(('a', "+9 partisan {vamp}".into(), ItemKind::Weapon, false))
    );
    assert_eq!(
        item_line(" c - the ring of the Tortoise (worn) {AC+8}"),
        Some((
            'c',
            "ring of the Tortoise {AC+8}".into(),
            ItemKind::Ring,
            false
        ))
    );
    assert_eq!(
        item_line(" s - a +1 pair of boots (melded)"),
        Some((
            's',
            "melded +1 pair of boots".into(),
            ItemKind::Armour,
            true
        ))
    );
    assert_eq!(
        item_line(" b - a +3 trident (vamp) (weapon)"),
        Some(('b', "+3 trident (vamp)".into(), ItemKind::Weapon, false))
    );
    assert_eq!(
        item_line(" Y - a storm talisman (active)"),
        Some(('Y', "storm talisman".into(), ItemKind::Talisman, false))
    );
    assert_eq!(item_line(" w - a ring of protection from cold"), None);
    assert_eq!(item_line(" O - 7 curare-tipped darts (quivered)"), None);
    assert_eq!(
        item_line("   (You found it on level 5 of the Pits of Slime)"),
        None
    );
    assert_eq!(item_line("Jewellery"), None);
}

#[test]
fn the_section_gives_the_items_in_use() {
    let text = "Inventory:\n\nHand Weapons\n a - a +4 broad axe (weapon)\n\
                \x20b - a +0 dagger\nArmour\n c - a +2 plate armour (worn)\n\
                \x20  (You found it on D:3)\n d - a +1 kite shield (worn)\n\
                Jewellery\n e - a +3 ring of evasion (left hand)\n\n   Skills:\n\
                \x20+ Level 3.0 Axes\n";
    let items = read(text).unwrap();
    let got: Vec<_> = items
        .iter()
        .map(|i| (i.letter, i.kind, i.slot, i.plus))
        .collect();
    assert_eq!(
        got,
        [
            (Some('a'), ItemKind::Weapon, None, 4),
            (Some('c'), ItemKind::Armour, Some(Slot::Body), 2),
            (Some('d'), ItemKind::Armour, Some(Slot::Shield), 1),
            (Some('e'), ItemKind::Ring, None, 3),
        ]
    );
    assert!(read("   Skills:\n").is_none());
}
