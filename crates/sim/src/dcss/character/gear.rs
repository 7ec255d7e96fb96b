//! The equipment column of the dump's resistance block (`output.cc`,
//! `docs/rules/monsters-and-dumps.md` §4.1, §4.2). The block starts with `rFire`; its
//! right-hand column holds one row per equipment slot: `<letter> - <item>`, an empty slot
//! (`(no shield)`, `(no offhand)`, `(helmet restricted)`, `(boots unavailable)`,
//! `[offhand occupied]`), or the weapon slot without a weapon (`  - Unarmed`,
//! `  - Claws`, `  - Nothing wielded`). The column starts at 21 (0.30, 0.31), 32 (0.29,
//! with a middle column of `SeeInvis`, `Faith`, …) or 24 (0.33 on, with resistance
//! percentages); each row's cell is found by its shape, not by its column, and each item
//! by its name, not by its row, since the rows differ by species and release.

use mechanics::dcss::rules::RuleSet;

use super::items::classify;
use super::lines::{Lines, shorten};
use super::{DumpError, DumpItem};

const BLOCK: &str = "expected the resistance and equipment block 'rFire   . . .        a - <weapon>' after the stats block";

/// A row's right-hand cell.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cell<'a> {
    /// `<letter> - <item>`.
    Item(char, &'a str),
    /// An empty slot, or the weapon slot's `- Unarmed`: the text as printed.
    Empty(&'a str),
}

/// Whether a parenthesised cell is an empty slot: `(no helmet)`, `(shield restricted)`,
/// `(boots unavailable)`, `(shield currently unavailable)`; not a resistance percentage
/// `(50%)`.
fn is_empty_slot(cell: &str) -> bool {
    let Some(inner) = cell.strip_prefix('(').and_then(|c| c.strip_suffix(')')) else {
        return cell == "[offhand occupied]";
    };
    inner.starts_with("no ") || inner.ends_with(" unavailable") || inner.ends_with(" restricted")
}

/// The right-hand cell of a line of the block, if it has one: the first position after
/// column 8 that follows a space and starts an item (`x - …`), a weapon-slot filler
/// (`- Claws`, after two spaces) or an empty slot.
fn right_cell(line: &str) -> Option<Cell<'_>> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    (8..chars.len()).find_map(|i| {
        if chars[i - 1].1 != ' ' {
            return None;
        }
        let rest = line[chars[i].0..].trim_end();
        let mut it = rest.chars();
        let first = it.next()?;
        if first.is_ascii_alphabetic() && it.as_str().starts_with(" - ") {
            return Some(Cell::Item(first, &it.as_str()[3..]));
        }
        if rest.starts_with("- ") && chars[i - 2].1 == ' ' {
            return Some(Cell::Empty(rest));
        }
        is_empty_slot(rest).then_some(Cell::Empty(rest))
    })
}

/// Whether a line starts the resistance and equipment block.
pub(super) fn starts_block(line: &str) -> bool {
    line.starts_with("rFire")
}

/// Reads the resistance and equipment block, up to the blank line after it: every item of
/// its equipment column, classified by name (`docs/rules/monsters-and-dumps.md` §4.2).
pub(super) fn read(
    lines: &mut Lines,
    rules: RuleSet,
    coglin: bool,
) -> Result<Vec<DumpItem>, DumpError> {
    let (n, first) = lines.peek_expecting(BLOCK)?;
    if !starts_block(first) {
        let what = format!("no equipment block ('{}')", shorten(first.trim()));
        return Err(DumpError::new(n, what, BLOCK));
    }
    let mut items = Vec::new();
    let mut row = 0;
    while let Some((_, line)) = lines.peek().filter(|(_, l)| !l.trim().is_empty()) {
        lines.take();
        let Some(cell) = right_cell(line) else {
            continue;
        };
        if let Cell::Item(letter, text) = cell {
            items.push(classify(Some(letter), text, row, rules, coglin));
        }
        row += 1;
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::character::ItemKind;
    use mechanics::dcss::data::Slot;

    #[test]
    fn cells_of_every_layout() {
        let item =
            |l: &'static str, t: &'static str| Some(Cell::Item(l.chars().next().unwrap(), t));
        assert_eq!(
            right_cell("rFire   . . .        a - +2 broad axe"),
            item("a", "+2 broad axe")
        );
        assert_eq!(
            right_cell("rCorr   .            (no gloves)"),
            Some(Cell::Empty("(no gloves)"))
        );
        assert_eq!(
            right_cell("rFire   . . .          - Unarmed"),
            Some(Cell::Empty("- Unarmed"))
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
        assert_eq!(
            right_cell("Will    ++...                   (boots unavailable)"),
            Some(Cell::Empty("(boots unavailable)"))
        );
        // 0.34: percentages, which are not empty slots, before items that end in ')'.
        assert_eq!(
            right_cell("rFire   + . .  (50%)    s - +9 falchion {venom} (curse)"),
            item("s", "+9 falchion {venom} (curse)")
        );
        assert_eq!(
            right_cell("rPois   ∞      (0%)     (no gloves)"),
            Some(Cell::Empty("(no gloves)"))
        );
        assert_eq!(
            right_cell("rFire   . . .  (100%)     - Claws"),
            Some(Cell::Empty("- Claws"))
        );
        assert_eq!(
            right_cell("rCold   . . .  (100%)     [offhand occupied]"),
            Some(Cell::Empty("[offhand occupied]"))
        );
        assert_eq!(right_cell("rElec   +      (33%)"), None);
    }

    #[test]
    fn every_row_is_kept_and_classified() {
        let text = "rFire   + . .  (50%)    s - +9 falchion {venom} (curse)\n\
                    rCold   + . .  (50%)    (no offhand)\n\
                    rNeg    . . .  (100%)   c - melded +1 robe\n\
                    rPois   +      (33%)    d - +0 hat (curse)\n\
                    rElec   .      (100%)   e - +2 banded mail\n\
                    rCorr   .      (100%)   f - +3 ring of evasion\n\
                    \n\
                    @: no status effects\n";
        let mut lines = Lines::new(text);
        let items = read(&mut lines, RuleSet::Dcss034, false).unwrap();
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
        assert!(items[1].melded);
        assert_eq!(lines.peek().map(|(n, _)| n), Some(7));
        let e = read(&mut Lines::new("Will    ++...\n"), RuleSet::Dcss034, false).unwrap_err();
        assert!(
            e.to_string().starts_with("line 1: no equipment block"),
            "{e}"
        );
    }
}
