//! The worn and wielded items of the dump's Inventory section, for an excerpt that lacks the
//! resistance and equipment block (`docs/rules/monsters-and-dumps.md` §4.1, §4.2). Each item
//! line is `" <letter> - <article> <item>[ (<where>)][ {<labels>}]"`, where `<where>` says the
//! item is in use: `(weapon)`, `(worn)`, `(melded)`, `(active)` (a talisman), `(installed)` (a
//! gizmo), `(offhand)`, or a ring's hand and an amulet's neck in older releases
//! (`item-name.cc`). Items without such a mark are carried, not used, and are skipped; so are
//! the description lines below an item, which are indented further.

use mechanics::dcss::rules::RuleSet;

use super::DumpItem;
use super::items::classify;

/// Where an in-use item is, from its parenthesised mark; `None` for a carried item or for a
/// parenthesis that is part of the name (a brand such as `(vamp)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InUse {
    /// The wielded weapon.
    Weapon,
    /// A Coglin's second weapon.
    Offhand,
    /// Worn (armour, jewellery, a talisman, a gizmo).
    Worn,
    /// Melded into the form.
    Melded,
}

/// The mark of a parenthesised word group, if it says the item is in use.
fn in_use(mark: &str) -> Option<InUse> {
    match mark {
        "weapon" | "wielded" => Some(InUse::Weapon),
        "offhand" => Some(InUse::Offhand),
        "melded" => Some(InUse::Melded),
        "worn" | "active" | "installed" => Some(InUse::Worn),
        _ if mark.contains("hand") || mark.contains("neck") || mark.contains("tentacle") => {
            Some(InUse::Worn)
        }
        _ => None,
    }
}

/// An inventory item line taken apart: its letter, the item as the equipment column would
/// print it, and where it is in use; `None` for any other line.
fn item_line(line: &str) -> Option<(char, String, InUse)> {
    let rest = line.strip_prefix(' ')?;
    let mut chars = rest.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let text = chars.as_str().strip_prefix(" - ")?;
    let (mut found, mut kept) = (None, String::new());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let close = rest[open..].find(')')? + open;
        match in_use(rest[open + 1..close].trim()) {
            Some(mark) if found.is_none() => {
                found = Some(mark);
                kept.push_str(rest[..open].trim_end());
            }
            _ => kept.push_str(&rest[..=close]),
        }
        rest = &rest[close + 1..];
    }
    kept.push_str(rest);
    let mark = found?;
    let mut item = kept.trim().to_string();
    for article in ["a ", "an ", "the "] {
        if let Some(r) = item.strip_prefix(article) {
            item = r.to_string();
            break;
        }
    }
    if mark == InUse::Melded {
        item = format!("melded {item}");
    }
    Some((letter, item, mark))
}

/// The items in use that the Inventory section lists, classified as the equipment column's
/// (`docs/rules/monsters-and-dumps.md` §4.2); `None` when the dump has no Inventory section.
pub(super) fn read(text: &str, rules: RuleSet, coglin: bool) -> Option<Vec<DumpItem>> {
    let mut lines = text
        .lines()
        .skip_while(|l| l.trim() != "Inventory:")
        .skip(1)
        .take_while(|l| l.trim() != "Skills:")
        .peekable();
    lines.peek()?;
    let mut items = Vec::new();
    for line in lines {
        let Some((letter, item, mark)) = item_line(line) else {
            continue;
        };
        // The equipment column's rows: the weapon first, a Coglin's second weapon next.
        let row = match mark {
            InUse::Weapon => 0,
            InUse::Offhand => 1,
            InUse::Worn | InUse::Melded => 2,
        };
        items.push(classify(Some(letter), &item, row, rules, coglin));
    }
    Some(items)
}
