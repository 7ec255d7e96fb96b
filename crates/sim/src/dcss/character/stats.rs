//! The dump's 4-column stats block (`output.cc`, `docs/rules/monsters-and-dumps.md` §4.1):
//! `Health:` (or `HP:` when drained), `AC:`, `Str:`, `XL:` on the first line, `EV:`, `Int:`
//! and `God:` on the second, `SH:` and `Dex:` on the third. Columns move when HP is drained
//! or a stat is below its maximum (up to 0.32), and a Djinni's second line has `Gold:` where
//! others have `Magic:`, so values are found by their labels, not by column.

use super::DumpError;
use super::lines::{Lines, shorten};

const FIRST: &str = "expected the stats block 'Health: … AC: … Str: … XL: …' after the title line";
const SECOND: &str = "expected the stats block line 'Magic: … EV: … Int: … God: …'";
const THIRD: &str = "expected the stats block line 'Gold: … SH: … Dex: … Spells: …'";

/// The numbers of the stats block.
#[derive(Debug)]
pub(super) struct Stats {
    /// Current HP.
    pub hp: i32,
    /// Maximum HP (the drained maximum when drained).
    pub max_hp: i32,
    /// The undrained maximum `HP: 60/71 (80)` shows in parentheses when drained.
    pub real_max_hp: Option<i32>,
    /// `AC:`.
    pub ac: i32,
    /// `EV:`.
    pub ev: i32,
    /// `SH:` (displayed).
    pub sh: i32,
    /// Current Str.
    pub strength: i32,
    /// Current Int.
    pub intelligence: i32,
    /// Current Dex.
    pub dexterity: i32,
    /// `XL:`.
    pub xl: i32,
    /// The god of `God:`, without the piety stars; `None` for no god.
    pub god: Option<String>,
}

/// The first word after `label` on the line, if the label is there.
fn after<'a>(line: &'a str, label: &str) -> Option<&'a str> {
    let at = line.find(label)? + label.len();
    line[at..].split_whitespace().next()
}

/// The integer after `label`: a stat below its maximum shows `Str: 16 (18)`, and the first
/// number, the current value, is the one the game's formulas read.
fn number(n: usize, line: &str, label: &str, expected: &str) -> Result<i32, DumpError> {
    let word = after(line, label)
        .ok_or_else(|| DumpError::new(n, format!("no '{label}' column"), expected))?;
    word.parse()
        .map_err(|_| DumpError::new(n, format!("'{label} {word}' is not a number"), expected))
}

/// Reads the three lines of the stats block, and skips any further line of it (Felids'
/// `Lives:`).
pub(super) fn read(lines: &mut Lines) -> Result<Stats, DumpError> {
    let (n1, first) = lines.expect(FIRST)?;
    let health = first
        .strip_prefix("Health:")
        .or_else(|| first.strip_prefix("HP:"))
        .ok_or_else(|| {
            DumpError::new(
                n1,
                format!("no stats block ('{}')", shorten(first.trim())),
                FIRST,
            )
        })?;
    let hp_text = health.split_whitespace().next().unwrap_or("");
    let (hp, max_hp) = hp_text
        .split_once('/')
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .ok_or_else(|| DumpError::new(n1, format!("'{hp_text}' is not HP as 'hp/max'"), FIRST))?;
    let real_max_hp = health
        .split_whitespace()
        .nth(1)
        .and_then(|w| w.strip_prefix('(')?.strip_suffix(')')?.parse().ok());
    let ac = number(n1, first, "AC:", FIRST)?;
    let strength = number(n1, first, "Str:", FIRST)?;
    let xl = number(n1, first, "XL:", FIRST)?;
    let (n2, second) = lines.expect(SECOND)?;
    let ev = number(n2, second, "EV:", SECOND)?;
    let intelligence = number(n2, second, "Int:", SECOND)?;
    let god = god(second);
    let (n3, third) = lines.expect(THIRD)?;
    let sh = number(n3, third, "SH:", THIRD)?;
    let dexterity = number(n3, third, "Dex:", THIRD)?;
    while lines.peek().is_some_and(|(_, l)| !l.trim().is_empty()) {
        lines.take();
    }
    Ok(Stats {
        hp,
        max_hp,
        real_max_hp,
        ac,
        ev,
        sh,
        strength,
        intelligence,
        dexterity,
        xl,
        god,
    })
}

/// The god the second line names after `God:`, without its piety stars (`[**....]`).
fn god(line: &str) -> Option<String> {
    let at = line.find("God:")? + "God:".len();
    let name = line[at..].split('[').next().unwrap_or("").trim();
    (!name.is_empty() && name != "No God").then(|| name.to_string())
}
