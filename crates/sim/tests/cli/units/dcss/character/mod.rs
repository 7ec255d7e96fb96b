//! The unit tests of the modules under `src/dcss/character/`. Their section readers are the
//! reader's own, so each test writes a small dump ([`Dump`]) holding the lines it is about,
//! reads it with the public [`parse`] and asserts on what the dump reads as.

mod form;
mod gear;
mod inventory;
mod items;
mod moment;
mod parse;
mod ranged;
mod skills;
mod species;
mod stats;
mod statuses;
mod version;
mod weapon;

use roguesim::dcss::character::{CharacterDump, DumpError, DumpItem, parse};

/// A small dump, section by section, each a run of whole lines; sections are written one
/// blank line apart, and an empty one is left out. [`Dump::default`] reads: a Minotaur
/// Fighter of 0.34.1 wielding a club.
#[derive(Clone, Debug)]
pub struct Dump {
    /// The version line and what follows it before the title (a seed, a hiscore block).
    pub head: String,
    /// The title line.
    pub title: String,
    /// The stats block.
    pub stats: String,
    /// The resistance and equipment block, or what stands in its place.
    pub gear: String,
    /// The status lines, and whatever else stands before the Skills section.
    pub statuses: String,
    /// The Skills section, its header included.
    pub skills: String,
}

impl Default for Dump {
    fn default() -> Self {
        Dump {
            head: version_line("0.34.1"),
            title: "Ada the Grunt (Minotaur Fighter)   Turns: 12, Time: 00:00:40\n".into(),
            stats: "Health: 76/76       AC: 11    Str: 16    XL:     9\n\
                    Magic:  2/4         EV:  9    Int:  8    God:\n\
                    Gold:   0           SH:  6    Dex: 13    Spells: 0/0 levels left\n"
                .into(),
            gear: gear(&["a - +0 club", "(no offhand)"]),
            statuses: "@: no status effects\n".into(),
            skills: "   Skills:\n + Level 9.0 Fighting\n".into(),
        }
    }
}

impl Dump {
    /// The default dump with the title line of a `species` `background`.
    pub fn of(species: &str, background: &str) -> Self {
        Dump {
            title: format!("Ada the Grunt ({species} {background})   Turns: 12, Time: 00:00:40\n"),
            ..Dump::default()
        }
    }

    /// The default dump of the release `version` (`0.31.0`, `0.34.1`).
    pub fn of_version(version: &str) -> Self {
        Dump {
            head: version_line(version),
            ..Dump::default()
        }
    }

    /// The dump's text.
    pub fn text(&self) -> String {
        let sections = [
            &self.head,
            &self.title,
            &self.stats,
            &self.gear,
            &self.statuses,
            &self.skills,
        ];
        let written: Vec<&str> = sections
            .iter()
            .map(|s| s.as_str())
            .filter(|s| !s.is_empty())
            .collect();
        written.join("\n")
    }

    /// The dump as [`parse`] reads it; panics naming the line it refuses.
    pub fn read(&self) -> CharacterDump {
        let text = self.text();
        parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// The error [`parse`] gives for the dump; panics if it reads.
    pub fn error(&self) -> DumpError {
        let text = self.text();
        match parse(&text) {
            Ok(_) => panic!("the dump reads:\n{text}"),
            Err(e) => e,
        }
    }

    /// The number, counting from 1, of the dump's first line that is `line` once trimmed.
    pub fn line_of(&self, line: &str) -> usize {
        let text = self.text();
        text.lines()
            .position(|l| l.trim() == line.trim())
            .unwrap_or_else(|| panic!("no line '{line}' in\n{text}"))
            + 1
    }
}

/// The version line of the release `version`.
pub fn version_line(version: &str) -> String {
    format!(" Dungeon Crawl Stone Soup version {version} (webtiles) character file.\n")
}

/// A resistance and equipment block of 0.34 whose equipment column holds `cells`, one a
/// row: an item `x - <item>` or an empty slot `(no offhand)`.
pub fn gear<S: AsRef<str>>(cells: &[S]) -> String {
    const LABELS: [&str; 12] = [
        "rFire", "rCold", "rNeg", "rPois", "rElec", "rCorr", "SInv", "Will", "Stlth", "HPRegen",
        "MPRegen", "rMut",
    ];
    cells
        .iter()
        .enumerate()
        .map(|(row, cell)| format!("{:<8}. . .  (100%)   {}\n", LABELS[row], cell.as_ref()))
        .collect()
}

/// The equipment column `cells` with `item` in row `row` (the rows before it empty slots)
/// and nothing after.
pub fn cells_with(row: usize, item: &str) -> Vec<String> {
    let mut cells = vec!["(no item)".to_string(); row];
    cells.push(item.to_string());
    cells
}

/// The item of letter `letter` that `dump` wears or wields.
pub fn item(dump: &CharacterDump, letter: char) -> &DumpItem {
    dump.equipment
        .iter()
        .find(|i| i.letter == Some(letter))
        .unwrap_or_else(|| panic!("no item {letter} in {:?}", dump.equipment))
}
