//! The dump's version line, and the rule set a dump is read with
//! (`docs/rules/monsters-and-dumps.md` §4.1, §4.5).
//!
//! The line is `" " + T + " version " + Version::Long + " (webtiles|tiles|console) character
//! file."`, where T is `Dungeon Crawl Stone Soup` or `<game type> DCSS` (`chardump.cc`,
//! `state.cc`). `Version::Long` is a release (`0.34.1`), a build on a release's branch
//! (`0.34.1-3-ga2c7840dd7`) or a development build (`0.35-a0-258-g8c878a6c5f`,
//! `0.30-b1-2-g02819fbbbe`).

use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::Serialize;

use super::DumpError;
use super::lines::shorten;

pub(super) const VERSION_LINE: &str = "expected the version line ' Dungeon Crawl Stone Soup version 0.34.1 (webtiles) character file.'";

/// The game version a dump names (`docs/rules/monsters-and-dumps.md` §4.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DumpVersion {
    /// As printed: `0.34.1-3-ga2c7840dd7`.
    pub text: String,
    /// The release line, `0.N`: 34 for every 0.34 build.
    pub minor: u32,
    /// A development build (`-a0`, `-b1`): trunk before the release `0.N.0`.
    pub development: bool,
}

impl DumpVersion {
    /// Reads `Version::Long`: `0.N`, `0.N.P`, then optionally `-a0`/`-b1` and
    /// `-<commits>-g<hash>`.
    fn read(text: &str) -> Option<DumpVersion> {
        let mut parts = text.split('-');
        let numbers = parts.next()?;
        let mut numbers = numbers.split('.');
        if numbers.next()? != "0" {
            return None;
        }
        let minor: u32 = numbers.next()?.parse().ok()?;
        if let Some(patch) = numbers.next() {
            patch.parse::<u32>().ok()?;
        }
        if numbers.next().is_some() {
            return None;
        }
        let rest: Vec<&str> = parts.collect();
        let (development, build) = match rest.first() {
            Some(tag) if is_prerelease(tag) => (true, &rest[1..]),
            _ => (false, &rest[..]),
        };
        let build_ok = match build {
            [] => true,
            [commits, hash] => {
                commits.parse::<u32>().is_ok()
                    && hash
                        .strip_prefix('g')
                        .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
            }
            _ => false,
        };
        build_ok.then(|| DumpVersion {
            text: text.to_string(),
            minor,
            development,
        })
    }
}

/// `a0`, `b1`: an alpha or beta tag.
fn is_prerelease(tag: &str) -> bool {
    let mut chars = tag.chars();
    matches!(chars.next(), Some('a' | 'b'))
        && !chars.as_str().is_empty()
        && chars.as_str().chars().all(|c| c.is_ascii_digit())
}

/// The rule set a dump's version is read with, and what differs when the version is not
/// the rule set's own (`docs/rules/monsters-and-dumps.md` §4.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RuleChoice {
    /// The rule set.
    pub rules: RuleSet,
    /// Why, when the dump is not of the rule set's own release.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// What 0.29 and 0.30 compute differently from 0.31 in the numbers a dump check
/// recomputes (`player.cc`, `item-prop.cc`; `docs/rules/monsters-and-dumps.md` §4.5).
const BEFORE_031: &str = "a flying Tengu had +20% of its natural EV (at least 1) instead of \
     +4 for Evasive Flight; Shields below 3 gave less SH (the skill term was \
     min(skill·38, 3·38) instead of 3·38); troll leather armour was AC 4, not 3; Ogres are \
     read as 0.31's Oni";

/// What 0.29 alone adds to [`BEFORE_031`].
const ONLY_029: &str = "; chain mail was ER 15, not 14, and a shield's SH and EV penalty \
     depended on torso size";

/// What 0.32 and 0.33 compute differently from 0.34.1 (`player.cc`, `item-prop.cc`).
const BEFORE_034: &str = "fire dragon scales were ER 11, not 0.34's 9 (EV here is \
     computed with ER 9); Protean Grace and Devious \
     EV, the Stumbling bane, parrying SH and Reckless did not exist";

/// What 0.32 alone adds to [`BEFORE_034`].
const ONLY_032: &str = "; the equipment slots were 0.31's, and Deformed Body took half the \
     body armour's unscaled base AC instead of 40% of its scaled AC";

/// The rule set for a version: its own, or the nearer one with a note naming what differs
/// (`docs/rules/monsters-and-dumps.md` §4.5).
pub fn rules_for(version: &DumpVersion) -> RuleChoice {
    let v = &version.text;
    let (rules, note) = match version.minor {
        ..=28 => (
            RuleSet::Dcss031,
            Some(format!(
                "{v} is older than any layout roguesim was tested on (0.29 to 0.35 trunk); \
                 it is read with dcss-0.31, the nearest rule set, and numbers may differ"
            )),
        ),
        29 | 30 => (
            RuleSet::Dcss031,
            Some(format!(
                "{v} is read with dcss-0.31, the nearer rule set, whose numbers are computed \
                 here; what {v} computed differently, which they do not apply: {BEFORE_031}{}",
                if version.minor == 29 { ONLY_029 } else { "" }
            )),
        ),
        31 if version.development => (
            RuleSet::Dcss031,
            Some(format!(
                "{v} is a development build before 0.31.0, read with dcss-0.31, the rules of 0.31.0"
            )),
        ),
        31 => (RuleSet::Dcss031, None),
        32 | 33 => (
            RuleSet::Dcss034,
            Some(format!(
                "{v} is read with dcss-0.34, the nearer rule set, whose numbers are computed \
                 here; what {v} computed differently, which they do not apply: {BEFORE_034}{}",
                if version.minor == 32 { ONLY_032 } else { "" }
            )),
        ),
        34 if !version.development => (RuleSet::Dcss034, None),
        34 => (
            RuleSet::Dcss034,
            Some(format!(
                "{v} is a development (trunk) build before 0.34.0, read with dcss-0.34, the \
                 rules of 0.34.1"
            )),
        ),
        _ if version.development => (
            RuleSet::Dcss034,
            Some(format!(
                "{v} is a development (trunk) build after 0.34.1, read with dcss-0.34, the \
                 rules of 0.34.1; what trunk changed since is not modelled"
            )),
        ),
        _ => (
            RuleSet::Dcss034,
            Some(format!(
                "{v} is newer than 0.34.1, read with dcss-0.34, the rules of 0.34.1; what \
                 changed since is not modelled"
            )),
        ),
    };
    RuleChoice { rules, note }
}

/// Reads the version line; anything else is not a dump.
pub(super) fn read(n: usize, line: &str) -> Result<DumpVersion, DumpError> {
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
    DumpVersion::read(version).ok_or_else(|| {
        DumpError::new(
            n,
            format!("'{}' is not a DCSS version", shorten(version)),
            "expected a version such as 0.34.1, 0.34.1-3-ga2c7840dd7 or 0.35-a0-258-g8c878a6c5f",
        )
    })
}
