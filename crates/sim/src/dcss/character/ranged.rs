//! What a dump says about the character's ranged offence, read from the whole text beside
//! the sections the defence needs (`chardump.cc`, `docs/rules/dcss-0.34-player-ranged.md`
//! §11): its magic points, its spell table (memorised spells and library, each with the
//! Power, Damage and Failure the game printed) and its quivered item.

use schemars::JsonSchema;
use serde::Serialize;

/// One row of a dump's spell table (`_sdump_spells`, chardump.cc:1019-1107): columns at 0,
/// 26, 41, 52, 62 and 74, every field cut to its column.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpSpell {
    /// The name as printed (cut at its column: "Lehudib's Crystal Sp").
    pub name: String,
    /// The schools' abbreviations ("Conj", "Erth").
    pub schools: Vec<String>,
    /// The Power column's percentage; `None` when it reads "Unusable".
    pub power_percent: Option<i32>,
    /// The Damage column as printed ("3d19", "2x1d6", "N/A").
    pub damage: String,
    /// The Failure column's percentage; `None` for "N/A".
    pub failure: Option<i32>,
    /// The spell's level.
    pub level: i32,
    /// Memorised (the "You knew" or "Your Spells" table), not only in the library.
    pub memorised: bool,
}

/// The quivered item (`(quivered)` in the inventory).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpQuiver {
    /// The item as printed, without its letter and the `(quivered)` mark.
    pub text: String,
    /// How many (1 when no count is printed).
    pub count: u32,
}

/// What the dump says about the ranged offence (`docs/rules/dcss-0.34-player-ranged.md`
/// §11).
#[derive(Clone, Debug, Default, PartialEq, Serialize, JsonSchema)]
pub struct DumpRanged {
    /// Current and maximum MP (`MP: 7/22`, `Magic: 2/4`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mp: Option<(i32, i32)>,
    /// The spell table's rows, memorised first as printed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spells: Vec<DumpSpell>,
    /// The quivered item.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quiver: Option<DumpQuiver>,
}

/// The columns of the spell table.
const TYPE: usize = 26;
const POWER: usize = 41;
const DAMAGE: usize = 52;
const FAILURE: usize = 62;
const LEVEL: usize = 74;

fn column(chars: &[char], from: usize, to: usize) -> String {
    chars
        .get(from.min(chars.len())..to.min(chars.len()))
        .map(|c| c.iter().collect::<String>())
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn percent(s: &str) -> Option<i32> {
    s.strip_suffix('%')?.trim().parse().ok()
}

/// One table row, or `None` for a line that is not one.
fn spell_row(line: &str, memorised: bool) -> Option<DumpSpell> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() < LEVEL + 1 {
        return None;
    }
    let level: i32 = column(&chars, LEVEL, chars.len()).parse().ok()?;
    let head = column(&chars, 0, TYPE);
    let name = match head.split_once(" - ") {
        Some((letter, rest)) if letter.len() == 1 => rest.trim().to_string(),
        _ => head,
    };
    let schools = column(&chars, TYPE, POWER)
        .split('/')
        .map(str::to_string)
        .collect();
    Some(DumpSpell {
        name,
        schools,
        power_percent: percent(&column(&chars, POWER, DAMAGE)),
        damage: column(&chars, DAMAGE, FAILURE),
        failure: percent(&column(&chars, FAILURE, LEVEL)),
        level,
        memorised,
    })
}

fn mp(line: &str) -> Option<(i32, i32)> {
    let at = line
        .find("MP:")
        .map(|i| i + 3)
        .or_else(|| line.find("Magic:").map(|i| i + 6))?;
    let word = line[at..].split_whitespace().next()?;
    let (cur, max) = word.split_once('/')?;
    Some((cur.parse().ok()?, max.parse().ok()?))
}

fn quiver(line: &str) -> Option<DumpQuiver> {
    let at = line.find("(quivered)")?;
    let head = line[..at].trim();
    let (_, item) = head.split_once(" - ")?;
    let item = item.trim();
    let (count, text) = match item.split_once(' ') {
        Some((n, rest)) if n.parse::<u32>().is_ok() => (n.parse().unwrap_or(1), rest),
        _ => (1, item.trim_start_matches("a ").trim_start_matches("an ")),
    };
    Some(DumpQuiver {
        text: text.trim().to_string(),
        count,
    })
}

/// Reads the ranged offence from a dump's whole text: the first MP figure of the stats
/// block, the spell tables, the quivered inventory line.
pub fn read(text: &str) -> DumpRanged {
    let mut out = DumpRanged::default();
    // Inside a table: whether it is the memorised one, and its rows so far.
    let mut table: Option<(bool, usize)> = None;
    for line in text.lines() {
        if out.mp.is_none() && (line.starts_with("MP:") || line.starts_with("Magic:")) {
            out.mp = mp(line);
        }
        if out.quiver.is_none() && line.contains("(quivered)") {
            out.quiver = quiver(line);
        }
        let t = line.trim();
        if t.starts_with("You knew the following spells")
            || t.starts_with("You know the following spells")
        {
            table = Some((true, 0));
            continue;
        }
        if t.starts_with("Your spell library") {
            table = Some((false, 0));
            continue;
        }
        let Some((memorised, rows)) = table else {
            continue;
        };
        if t.starts_with("Your Spells") || t.starts_with("Spells ") || (t.is_empty() && rows == 0) {
            continue;
        }
        table = match spell_row(line, memorised) {
            Some(s) => {
                out.spells.push(s);
                Some((memorised, rows + 1))
            }
            None => None,
        };
    }
    out
}
