//! A place of the dungeon, `D:10` or `Lair:3`, as the game writes it, and which places get
//! random monsters (`docs/rules/dcss-spawns.md` §1, §3).

use std::fmt;

use super::tables::{Branch, Populated, SlotDice, tables};
use crate::dcss::rules::RuleSet;

/// A level: a branch and a depth in it (`docs/rules/dcss-spawns.md` §3).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    /// The rule set whose tables it is read from.
    pub rules: RuleSet,
    /// The branch.
    pub branch: &'static Branch,
    /// The depth in the branch, from 1.
    pub depth: i32,
}

/// A place that is not one, or that gets no random monsters: the message names the places
/// that have some (`docs/rules/dcss-spawns.md` §1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PlaceError {
    /// What is wrong, and what is allowed.
    pub message: String,
}

impl Place {
    /// Reads `B:N` (or `B`, for a one-level branch): the branch by the game's abbreviation
    /// (`D`, `Lair`, `Orc`, `Geh`, ...), short name or long name, any case; the depth 1 to the
    /// branch's levels. A place that gets no random monsters (the Temple, portals, the
    /// branches kept for old saves) is refused; every message lists the places that have
    /// them.
    pub fn parse(rules: RuleSet, text: &str) -> Result<Place, PlaceError> {
        let fail = |what: String| PlaceError {
            message: format!("{what}; places with monsters: {}", with_monsters(rules)),
        };
        let (name, depth) = match text.trim().rsplit_once(':') {
            Some((b, d)) => (b.trim(), Some(d.trim())),
            None => (text.trim(), None),
        };
        let branch = find_branch(rules, name)
            .ok_or_else(|| fail(format!("'{text}' names no branch of {rules}")))?;
        let depth = match depth {
            Some(d) => d
                .parse::<i32>()
                .map_err(|_| fail(format!("'{text}': the depth '{d}' is not a whole number")))?,
            None if branch.numlevels == 1 => 1,
            None => {
                return Err(fail(format!(
                    "'{text}': give the depth, {}:1 to {}:{}",
                    branch.abbrev, branch.abbrev, branch.numlevels
                )));
            }
        };
        if branch.populated.is_none() {
            return Err(fail(format!(
                "{} gets no random monsters ({})",
                branch.longname,
                if !branch.generated {
                    "the game no longer makes it"
                } else if branch.rows.is_empty() {
                    "its monster table is empty"
                } else {
                    "a portal vault places its own"
                }
            )));
        }
        if !(1..=branch.numlevels).contains(&depth) {
            return Err(fail(format!(
                "'{text}': {} has levels 1 to {}",
                branch.abbrev, branch.numlevels
            )));
        }
        Ok(Place {
            rules,
            branch,
            depth,
        })
    }

    /// The absolute depth, 0-based, as the game's `absdepth0` (D:1 is 0, Lair:1 is 10).
    pub fn absdepth0(&self) -> i32 {
        self.branch.absdepth + self.depth - 1
    }

    /// The slot dice of the level (`None`: no slots, the Abyss).
    pub fn slot_dice(&self) -> Option<SlotDice> {
        self.branch
            .slots
            .get((self.depth - 1) as usize)
            .copied()
            .flatten()
    }

    /// How the level gets its random monsters.
    pub fn populated(&self) -> Populated {
        self.branch
            .populated
            .expect("a parsed place gets random monsters")
    }

    /// Whether the player here is `in_hell()`: one of the four hells, not the Vestibule.
    pub fn in_hell(&self) -> bool {
        matches!(self.branch.abbrev.as_str(), "Dis" | "Geh" | "Coc" | "Tar")
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.branch.abbrev, self.depth)
    }
}

/// Names besides the game's own: the Vestibule of Hell and the hells in full.
const ALIASES: [(&str, &str); 5] = [
    ("vestibule", "Hell"),
    ("gehenna", "Geh"),
    ("cocytus", "Coc"),
    ("tartarus", "Tar"),
    ("dungeon", "D"),
];

fn find_branch(rules: RuleSet, name: &str) -> Option<&'static Branch> {
    let wanted = name.to_lowercase();
    let wanted = wanted.strip_prefix("the ").unwrap_or(&wanted);
    let abbrev = ALIASES
        .iter()
        .find(|(alias, _)| *alias == wanted)
        .map(|(_, abbrev)| abbrev.to_lowercase());
    let wanted = abbrev.as_deref().unwrap_or(wanted);
    tables(rules).branches.iter().find(|b| {
        b.abbrev.to_lowercase() == wanted
            || b.shortname.to_lowercase() == wanted
            || b.longname.to_lowercase().trim_start_matches("the ") == wanted
    })
}

/// Every branch whose levels get random monsters, with its depths: `D:1-15, Orc:1-2, ...`.
pub fn with_monsters(rules: RuleSet) -> String {
    tables(rules)
        .branches
        .iter()
        .filter(|b| b.populated.is_some())
        .map(|b| match b.numlevels {
            1 => format!("{}:1", b.abbrev),
            n => format!("{}:1-{n}", b.abbrev),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every place with random monsters, in the game's branch order.
pub fn all_with_monsters(rules: RuleSet) -> Vec<Place> {
    tables(rules)
        .branches
        .iter()
        .filter(|b| b.populated.is_some())
        .flat_map(|branch| {
            (1..=branch.numlevels).map(move |depth| Place {
                rules,
                branch,
                depth,
            })
        })
        .collect()
}
