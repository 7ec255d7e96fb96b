//! The unit tests of `src/dcss/character/gear.rs`: the equipment column of the resistance
//! block, each row's cell found by its shape.

use mechanics::dcss::data::Slot;
use roguesim::dcss::character::{DumpGap, ItemKind};

use super::{Dump, item};

/// A row's right-hand cell, as the dump reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cell {
    /// `<letter> - <item>`: the item of that letter, as printed.
    Item(char, String),
    /// An empty slot, or the weapon slot's `- Unarmed`: a row without an item.
    Empty,
}

/// The cell the equipment block reads in `line`, if the line is a row of the column at all.
/// The line stands between the block's first line (`rFire`, no cell) and a row holding a
/// `+2 banded mail`, which is read as the weapon slot's item only in the column's first row:
/// so an empty cell is told from a line without one by the row the mail is read at.
fn right_cell(line: &str) -> Option<Cell> {
    let dump = Dump {
        gear: format!("rFire   . . .\n{line}\nrCold   . . .  (100%)   z - +2 banded mail\n"),
        ..Dump::default()
    }
    .read();
    let cell = match dump.equipment.as_slice() {
        [_, mail] if mail.letter == Some('z') => {
            let first = &dump.equipment[0];
            Cell::Item(first.letter.unwrap(), first.text.clone())
        }
        [mail] if mail.letter == Some('z') => match mail.kind {
            ItemKind::Unknown => Cell::Empty,
            ItemKind::Weapon => return None,
            other => panic!("{line}: the mail is read as {other:?}"),
        },
        other => panic!("{line}: {other:?}"),
    };
    Some(cell)
}

#[test]
fn cells_of_every_layout() {
    let item = |l: &'static str, t: &'static str| {
        Some(Cell::Item(l.chars().next().unwrap(), t.to_string()))
    };
    assert_eq!(
        right_cell("rFire   . . .        a - +2 broad axe"),
        item("a", "+2 broad axe")
    );
    // "(no gloves)"
    assert_eq!(
        right_cell("rCorr   .            (no gloves)"),
        Some(Cell::Empty)
    );
    // "- Unarmed"
    assert_eq!(
        right_cell("rFire   . . .          - Unarmed"),
        Some(Cell::Empty)
    );
    assert_eq!(right_cell("MPRegen 0.08/turn"), None);
    assert_eq!(
        right_cell("                     h - +4 ring of evasion"),
        item("h", "+4 ring of evasion")
    );
    // 0.29: a middle column.
    assert_eq!(
        right_cell("rFire   + + +      SeeInvis +   r - +8 double sword of Izuarhit {freeze}"),
        item("r", "+8 double sword of Izuarhit {freeze}")
    );
    // "(boots unavailable)"
    assert_eq!(
        right_cell("Will    ++...                   (boots unavailable)"),
        Some(Cell::Empty)
    );
    // 0.34: percentages, which are not empty slots, before items that end in ')'.
    assert_eq!(
        right_cell("rFire   + . .  (50%)    s - +9 falchion {venom} (curse)"),
        item("s", "+9 falchion {venom} (curse)")
    );
    // "(no gloves)"
    assert_eq!(
        right_cell("rPois   ∞      (0%)     (no gloves)"),
        Some(Cell::Empty)
    );
    // "- Claws"
    assert_eq!(
        right_cell("rFire   . . .  (100%)     - Claws"),
        Some(Cell::Empty)
    );
    // "[offhand occupied]"
    assert_eq!(
        right_cell("rCold   . . .  (100%)     [offhand occupied]"),
        Some(Cell::Empty)
    );
    assert_eq!(right_cell("rElec   +      (33%)"), None);
}

#[test]
fn every_row_is_kept_and_classified() {
    // The block, its blank line and the status line; no Skills section follows, so the dump
    // reads (as an excerpt) only if the block ends at its blank line and the `@:` line after
    // it is read as a status line.
    let text = "rFire   + . .  (50%)    s - +9 falchion {venom} (curse)\n\
                rCold   + . .  (50%)    (no offhand)\n\
                rNeg    . . .  (100%)   c - melded +1 robe\n\
                rPois   +      (33%)    d - +0 hat (curse)\n\
                rElec   .      (100%)   e - +2 banded mail\n\
                rCorr   .      (100%)   f - +3 ring of evasion\n\
                \n\
                @: no status effects\n";
    let dump = Dump {
        gear: text.into(),
        statuses: String::new(),
        skills: String::new(),
        ..Dump::default()
    }
    .read();
    let items = &dump.equipment;
    let kinds: Vec<_> = items.iter().map(|i| (i.letter, i.kind, i.slot)).collect();
    assert_eq!(
        kinds,
        [
            (Some('s'), ItemKind::Weapon, None),
            (Some('c'), ItemKind::Armour, Some(Slot::Body)),
            (Some('d'), ItemKind::Armour, Some(Slot::Helmet)),
            (Some('e'), ItemKind::Unknown, None),
            (Some('f'), ItemKind::Ring, None),
        ]
    );
    assert!(item(&dump, 'c').melded);
    assert_eq!(dump.gaps, [DumpGap::NoSkills]);
    let not_a_block = Dump {
        gear: "Will    ++...\n".into(),
        ..Dump::default()
    };
    let e = not_a_block.error();
    assert_eq!(e.line, not_a_block.line_of("Will    ++..."));
    assert!(e.what.starts_with("no equipment block"), "{e}");
}
