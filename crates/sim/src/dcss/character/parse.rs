//! Reading a dump in the order the game writes it (`chardump.cc:183-221`,
//! `docs/rules/monsters-and-dumps.md` §4.1): the version line, the optional seed and hiscore
//! block, the title line, then the stats block, the equipment column, the `@:` and `A:`
//! lines and the Skills section.

use mechanics::dcss::data::{self, SPECIES, Species};

use super::backgrounds;
use super::lines::{Lines, shorten};
use super::{CharacterDump, DumpError, gear, skills, stats};

const VERSION_LINE: &str =
    "expected ' Dungeon Crawl Stone Soup version 0.31.x (console) character file.'";
const TITLE_LINE: &str = "expected the title line '<name> the <title> (<Species> <Background>)   Turns: N, Time: hh:mm:ss'";
const SKILLS_HEADER: &str = "expected the Skills section, headed '   Skills:'";

/// The species and background the title line (or the hiscore block) gives.
#[derive(Debug)]
struct Title {
    name: String,
    species: &'static Species,
    background: String,
}

/// Reads a DCSS 0.31 character dump (`docs/rules/monsters-and-dumps.md` §4.1). Any error
/// names the line and what was expected there.
///
/// ```
/// let text = std::fs::read_to_string(concat!(
///     env!("CARGO_MANIFEST_DIR"),
///     "/../../examples/characters/minotaur-fighter-plate-kite.txt"
/// ))?;
/// let dump = roguesim::dcss::character::parse(&text)?;
/// assert_eq!((dump.species.as_str(), dump.xl), ("Minotaur", 14));
/// let e = roguesim::dcss::character::parse(&text.replace("0.31.0", "0.30.1")).unwrap_err();
/// assert_eq!(e.to_string(), "line 1: this is a 0.30.1 character file; roguesim reads 0.31 dumps");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(text: &str) -> Result<CharacterDump, DumpError> {
    let mut lines = Lines::new(text);
    lines.skip_blank();
    let (n, line) = lines.expect(VERSION_LINE)?;
    let version = version(n, line)?;
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
    let gear = gear::read(&mut lines, title.species)?;
    let mut statuses = Vec::new();
    let mut mutations = Vec::new();
    let skills = loop {
        let (_, line) = lines.expect(SKILLS_HEADER)?;
        let trimmed = line.trim();
        if let Some(list) = trimmed.strip_prefix("@:") {
            statuses = listed(list, &mut lines);
        } else if let Some(list) = trimmed.strip_prefix("A:") {
            mutations = listed(list, &mut lines);
        } else if trimmed == "Skills:" {
            break skills::read(&mut lines)?;
        }
    };
    Ok(CharacterDump {
        version,
        name: title.name,
        species: title.species.name.to_string(),
        background: title.background,
        xl: stats.xl,
        strength: stats.strength,
        intelligence: stats.intelligence,
        dexterity: stats.dexterity,
        skills,
        weapon: gear.weapon,
        body: gear.body,
        shield: gear.shield,
        aux: gear.aux,
        jewellery: gear.jewellery,
        dump_ac: stats.ac,
        dump_ev: stats.ev,
        dump_sh: stats.sh,
        hp: stats.hp,
        max_hp: stats.max_hp,
        real_max_hp: stats.real_max_hp,
        statuses,
        mutations,
    })
}

/// The version of the version line, which must be a 0.31 one: `" " + T + " version " +
/// Version::Long + " (webtiles|tiles|console) character file."` where T is `Dungeon Crawl
/// Stone Soup` or `<game type> DCSS` (`chardump.cc:198-221`, `state.cc:618-641`).
fn version(n: usize, line: &str) -> Result<String, DumpError> {
    let trimmed = line.trim();
    let not_a_dump = || {
        DumpError::new(
            n,
            format!("'{}' is not a DCSS version line", shorten(trimmed)),
            VERSION_LINE,
        )
    };
    let rest = trimmed
        .strip_suffix(" character file.")
        .ok_or_else(not_a_dump)?;
    let (game, rest) = rest.split_once(" version ").ok_or_else(not_a_dump)?;
    let (version, interface) = rest.rsplit_once(' ').ok_or_else(not_a_dump)?;
    let known_game = game == "Dungeon Crawl Stone Soup" || game.ends_with(" DCSS");
    let known_interface = matches!(interface, "(webtiles)" | "(tiles)" | "(console)");
    if !known_game || !known_interface {
        return Err(not_a_dump());
    }
    let is_031 = version == "0.31" || version.starts_with("0.31.") || version.starts_with("0.31-");
    if !is_031 {
        return Err(DumpError::new(
            n,
            format!("this is a {version} character file"),
            "roguesim reads 0.31 dumps",
        ));
    }
    Ok(version.to_string())
}

/// Skips the hiscore block of a death dump, if there is one, and returns what its
/// `Began as a[n] <Species> <Background> on <date>.` line says (`hiscores.cc:2026-2063`).
fn hiscore(lines: &mut Lines) -> Option<String> {
    let starts_with_score = |l: &str| l.trim_start().starts_with(|c: char| c.is_ascii_digit());
    if !lines.peek().is_some_and(|(_, l)| starts_with_score(l)) {
        return None;
    }
    let mut began = None;
    while let Some((_, line)) = lines.peek().filter(|(_, l)| !l.trim().is_empty()) {
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
/// the hiscore block's names are used when present (`output.cc:2109-2155`).
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
    let (species, background) = if inner.contains(' ') {
        full_names(n, inner)?
    } else if let Some(began) = began {
        full_names(n, began)?
    } else {
        codes(n, inner)?
    };
    Ok(Title {
        name: name.to_string(),
        species,
        background,
    })
}

/// `<Species> <Background>` by the longest species name that starts it.
fn full_names(n: usize, text: &str) -> Result<(&'static Species, String), DumpError> {
    SPECIES
        .iter()
        .filter_map(|s| {
            let rest = text.strip_prefix(s.name)?.strip_prefix(' ')?;
            Some((s, rest.trim().to_string()))
        })
        .max_by_key(|(s, _)| s.name.len())
        .ok_or_else(|| {
            let guess = text.split(' ').next().unwrap_or(text);
            let closest = data::species(guess).err().map_or_else(String::new, |e| {
                format!(" (closest: {})", e.closest.join(", "))
            });
            DumpError::new(
                n,
                format!("unknown species in '({text})'"),
                format!("expected '(<Species> <Background>)' with a 0.31 species{closest}"),
            )
        })
}

/// `(MiFi)`: a species code and a two-letter background code.
fn codes(n: usize, text: &str) -> Result<(&'static Species, String), DumpError> {
    let found = SPECIES.iter().find_map(|s| {
        let background = text.strip_prefix(s.code).filter(|b| b.len() == 2)?;
        Some((s, background))
    });
    let (species, code) = found.ok_or_else(|| {
        DumpError::new(
            n,
            format!("unknown species and background codes '({text})'"),
            "expected a species code and a background code, e.g. (MiFi)",
        )
    })?;
    let background = backgrounds::by_code(code).unwrap_or(code).to_string();
    Ok((species, background))
}

/// The comma-separated entries of an `@:` or `A:` line and its indented continuations;
/// `no status effects` is none.
fn listed(first: &str, lines: &mut Lines) -> Vec<String> {
    let mut text = first.trim().to_string();
    while let Some((_, more)) = lines
        .peek()
        .filter(|(_, l)| l.starts_with(' ') && !l.trim().is_empty() && !l.contains(':'))
    {
        lines.take();
        text.push(' ');
        text.push_str(more.trim());
    }
    if text == "no status effects" {
        return Vec::new();
    }
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_lines() {
        let ok = [
            (
                " Dungeon Crawl Stone Soup version 0.31.0 (webtiles) character file.",
                "0.31.0",
            ),
            (
                " Seeded DCSS version 0.31.1 (console) character file.",
                "0.31.1",
            ),
            (
                " Dungeon Sprint DCSS version 0.31.0-12-gabcdef1 (tiles) character file.",
                "0.31.0-12-gabcdef1",
            ),
        ];
        for (line, want) in ok {
            assert_eq!(version(1, line).unwrap(), want);
        }
        let e = version(
            1,
            " Dungeon Crawl Stone Soup version 0.30.1 (console) character file.",
        );
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 1: this is a 0.30.1 character file; roguesim reads 0.31 dumps"
        );
        assert_eq!(
            version(2, " 0.310.1 (console) character file.")
                .unwrap_err()
                .line,
            2
        );
        assert!(
            version(
                1,
                " Dungeon Crawl Stone Soup version 0.310 (console) character file."
            )
            .is_err()
        );
        assert!(
            version(
                1,
                " Dungeon Crawl Stone Soup version 0.31.0 (phone) character file."
            )
            .is_err()
        );
    }

    #[test]
    fn titles_full_and_abbreviated() {
        let t = title(
            5,
            "Ada the Grunt (Deep Elf Chaos Knight)   Turns: 12, Time: 00:00:40",
            None,
        )
        .unwrap();
        assert_eq!(
            (t.name.as_str(), t.species.name, t.background.as_str()),
            ("Ada", "Deep Elf", "Chaos Knight")
        );
        let t = title(5, "Bo (MiFi)   Turns: 12, Time: 00:00:40", None).unwrap();
        assert_eq!(
            (t.species.name, t.background.as_str()),
            ("Minotaur", "Fighter")
        );
        let t = title(
            5,
            "Bo (DrFi)   Turns: 12, Time: 00:00:40",
            Some("Red Draconian Fighter"),
        )
        .unwrap();
        assert_eq!(
            (t.species.name, t.background.as_str()),
            ("Red Draconian", "Fighter")
        );
        let e = title(
            7,
            "Bo the Grunt (Elephant Fighter)   Turns: 1, Time: 00:00:01",
            None,
        )
        .unwrap_err();
        assert_eq!(e.line, 7);
        assert!(
            e.to_string()
                .starts_with("line 7: unknown species in '(Elephant Fighter)'"),
            "{e}"
        );
        assert!(
            title(3, "Health: 10/10", None)
                .unwrap_err()
                .to_string()
                .contains("not a title line")
        );
    }

    #[test]
    fn status_lists() {
        let mut lines = Lines::new("   constricted\nnext: x\n");
        assert_eq!(
            listed(" agile, slowed,", &mut lines),
            ["agile", "slowed", "constricted"]
        );
        assert!(listed(" no status effects", &mut Lines::new("")).is_empty());
    }
}
