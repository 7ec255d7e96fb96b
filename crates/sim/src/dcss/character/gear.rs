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
