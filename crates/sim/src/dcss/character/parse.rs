//! Reading a dump in the order the game writes it (`chardump.cc`,
//! `docs/rules/monsters-and-dumps.md` §4.1): the version line, the optional seed and hiscore
//! block, the title line, then the stats block, the equipment column, the status lines and
//! the Skills section. The same reader takes every layout from 0.29 to trunk; what differs
//! between them is found by shape, not assumed from the version.

use super::backgrounds;
use super::lines::{Lines, shorten};
use super::species::{split, split_codes};
use super::statuses::{DumpMutation, entries, labelled_lines};
use super::version::{self, VERSION_LINE, rules_for};
use super::{CharacterDump, DumpError, DumpGap, form, gear, inventory, skills, stats, weapon};

const TITLE_LINE: &str = "expected the title line '<name> the <title> (<Species> <Background>)   Turns: N, Time: hh:mm:ss'";
const SKILLS_HEADER: &str = "expected the Skills section, headed '   Skills:'";

/// The species and background the title line (or the hiscore block) gives.
#[derive(Debug)]
struct Title {
    name: String,
    species: &'static str,
    background: String,
}

/// Reads a DCSS character dump of any release from 0.29 to trunk
/// (`docs/rules/monsters-and-dumps.md` §4.1). A file that is not a dump, or that ends
/// before its Skills section, is an error naming the line and what was expected there.
///
/// ```
/// let text = std::fs::read_to_string(concat!(
///     env!("CARGO_MANIFEST_DIR"),
///     "/../../examples/characters/minotaur-fighter-plate-kite.txt"
/// ))?;
/// let dump = roguesim::dcss::character::parse(&text)?;
/// assert_eq!((dump.species.as_str(), dump.xl), ("Minotaur", 14));
/// assert_eq!(dump.rules.rules.name(), "dcss-0.31");
/// let e = roguesim::dcss::character::parse("Dear diary,\n").unwrap_err();
/// assert_eq!(e.line, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(text: &str) -> Result<CharacterDump, DumpError> {
    let mut lines = Lines::new(text);
    lines.skip_blank();
    let (n, line) = lines.expect(VERSION_LINE)?;
    let version = version::read(n, line)?;
    let rules = rules_for(&version);
    lines.skip_blank();
    if lines
        .peek()
        .is_some_and(|(_, l)| l.trim_start().starts_with("Game seed:"))
    {
        lines.take();
    }
    lines.skip_blank();
    let began = hiscore(&mut lines);
    lines.skip_blank();
    let (n, line) = lines.expect(TITLE_LINE)?;
    let title = title(n, line, began.as_deref())?;
    lines.skip_blank();
    let stats = stats::read(&mut lines)?;
    lines.skip_blank();
    let coglin = title.species == "Coglin";
    let mut gaps = Vec::new();
    let from_inventory = lines
        .peek()
        .filter(|(_, l)| !gear::starts_block(l))
        .and_then(|_| inventory::read(text, rules.rules, coglin));
    let equipment = match from_inventory {
        Some(items) => {
            gaps.push(DumpGap::NoEquipmentBlock);
            items
        }
        None => gear::read(&mut lines, rules.rules, coglin)?,
    };
    let labelled = labelled_lines(&mut lines, |l| l.trim() == "Skills:");
    let skills = if lines.peek().is_none() && has_status_lines(&labelled) {
        gaps.push(DumpGap::NoSkills);
        Vec::new()
    } else {
        let (_, header) = lines.expect(SKILLS_HEADER)?;
        debug_assert_eq!(header.trim(), "Skills:");
        let skills = skills::read(&mut lines)?;
        if skills.is_empty() {
            gaps.push(DumpGap::EmptySkills);
        }
        skills
    };
    let line_of = |label: char| {
        labelled
            .iter()
            .find(|(l, _)| *l == label)
            .map(|(_, text)| entries(text))
            .unwrap_or_default()
    };
    let wielded = weapon::wielded(&equipment, rules.rules);
    let statuses = line_of('@');
    let shown_form = form::read(&statuses, &equipment);
    Ok(CharacterDump {
        version,
        rules,
        name: title.name,
        species: title.species.to_string(),
        background: title.background,
        xl: stats.xl,
        strength: stats.strength,
        intelligence: stats.intelligence,
        dexterity: stats.dexterity,
        god: stats.god,
        skills,
        weapon: wielded,
        equipment,
        dump_ac: stats.ac,
        dump_ev: stats.ev,
        dump_sh: stats.sh,
        hp: stats.hp,
        max_hp: stats.max_hp,
        real_max_hp: stats.real_max_hp,
        passives: line_of('%'),
        statuses,
        mutations: line_of('A').iter().map(|e| DumpMutation::read(e)).collect(),
        ranged: super::ranged::read(text),
        form: shown_form,
        gaps,
    })
}

/// Whether the dump has its status lines (`@:` or `A:`): the part after the equipment is
/// there, so a missing Skills section is an excerpt's, not a file cut short.
fn has_status_lines(labelled: &[(char, String)]) -> bool {
    labelled.iter().any(|(l, _)| matches!(l, '@' | 'A'))
}

/// Skips the hiscore block of a death or win dump, if there is one, and returns what its
/// `Began as a[n] <Species> <Background> on <date>.` line says (`hiscores.cc`). The block
/// is the score line and its indented continuation lines; a win's block holds a line of
/// spaces before `The game lasted`, so only a line starting at column 0 ends it.
fn hiscore(lines: &mut Lines) -> Option<String> {
    let starts_with_score = |l: &str| l.trim_start().starts_with(|c: char| c.is_ascii_digit());
    if !lines.peek().is_some_and(|(_, l)| starts_with_score(l)) {
        return None;
    }
    lines.take();
    let mut began = None;
    while let Some((_, line)) = lines
        .peek()
        .filter(|(_, l)| l.is_empty() || l.starts_with(' '))
    {
        lines.take();
        let trimmed = line.trim();
        let rest = trimmed
            .strip_prefix("Began as an ")
            .or_else(|| trimmed.strip_prefix("Began as a "));
        if let Some(rest) = rest {
            began = Some(rest.split(" on ").next().unwrap_or(rest).to_string());
        }
    }
    began
}

/// The name, species and background of the title line `<name> the <title> (<Species>
/// <Background>)   Turns: N, Time: hh:mm:ss`, or of its abbreviated form `(MiFi)`, where
/// the hiscore block's names are used when present (`output.cc`).
fn title(n: usize, line: &str, began: Option<&str>) -> Result<Title, DumpError> {
    let no_title = || {
        DumpError::new(
            n,
            format!("'{}' is not a title line", shorten(line.trim())),
            TITLE_LINE,
        )
    };
    let (head, _) = line.split_once(" Turns: ").ok_or_else(no_title)?;
    let head = head.trim_end();
    let open = head.rfind('(').ok_or_else(no_title)?;
    let inner = head[open + 1..].strip_suffix(')').ok_or_else(no_title)?;
    let who = head[..open].trim();
    let name = who
        .split(" the ")
        .next()
        .unwrap_or(who)
        .trim_end_matches(',');
    let unknown = |text: &str| {
        DumpError::new(
            n,
            format!("unknown species in '({text})'"),
            "expected '(<Species> <Background>)' or its codes, e.g. (MiFi)",
        )
    };
    let (species, background) = if inner.contains(' ') {
        let (s, b) = split(inner).ok_or_else(|| unknown(inner))?;
        (s, b.to_string())
    } else if let Some((s, b)) = began.and_then(split) {
        (s, b.to_string())
    } else {
        let (s, code) = split_codes(inner).ok_or_else(|| unknown(inner))?;
        (s, backgrounds::by_code(code).unwrap_or(code).to_string())
    };
    Ok(Title {
        name: name.to_string(),
        species,
        background,
    })
}
