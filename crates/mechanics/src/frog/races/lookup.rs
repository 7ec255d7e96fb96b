//! Finding a FrogComposband race by name, short name or index, and listing the races a query
//! matches (`docs/rules/monsters-and-dumps.md` §3.3).

use super::{Race, all};
use crate::name_match::{self, normalise};

/// A query that names no race, or several (`docs/rules/monsters-and-dumps.md` §3.3).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RaceLookupError {
    /// No name matches.
    #[error("unknown race '{query}'; closest: {}", .closest.join(", "))]
    Unknown {
        /// The query as given.
        query: String,
        /// The closest names, best first (3 to 5 of them).
        closest: Vec<String>,
    },
    /// The name is shared by several races; each has its own index.
    #[error(
        "'{query}' names {} races: {}; give the index as #N",
        .candidates.len(),
        .candidates.iter().map(|(n, i)| format!("{n} (#{i})")).collect::<Vec<_>>().join(", ")
    )]
    Ambiguous {
        /// The query as given.
        query: String,
        /// Each race's name and index, in index order.
        candidates: Vec<(String, u32)>,
    },
    /// A `#N` query whose number is not a race index.
    #[error("no race '{query}': race indices run from #1 to #{max}")]
    NoIndex {
        /// The query as given.
        query: String,
        /// The largest index.
        max: u32,
    },
}

fn ambiguous(query: &str, races: &[&Race]) -> RaceLookupError {
    RaceLookupError::Ambiguous {
        query: query.to_string(),
        candidates: races.iter().map(|r| (r.name.clone(), r.index)).collect(),
    }
}

/// Finds one race (`docs/rules/monsters-and-dumps.md` §3.3): `#N` selects race index N;
/// otherwise the full name, case-insensitively, and failing that a unique's short name
/// ("Grip"). A full name wins over a short name: "Wolf" is race #196, and Farmer Maggot's
/// dog Wolf (#54) needs its full name or its index.
///
/// # Errors
/// [`RaceLookupError::Ambiguous`] for a name several races share ("Novice warrior", #43
/// and #110), listing their indices; [`RaceLookupError::NoIndex`] for `#N` with no race N;
/// [`RaceLookupError::Unknown`] with the closest names when nothing matches.
pub fn find(query: &str) -> Result<&'static Race, RaceLookupError> {
    let table = all();
    let q = normalise(query);
    if let Some(number) = q.strip_prefix('#') {
        let max = table.iter().map(|r| r.index).max().unwrap_or(0);
        return number
            .trim()
            .parse::<u32>()
            .ok()
            .and_then(|i| table.iter().find(|r| r.index == i))
            .ok_or_else(|| RaceLookupError::NoIndex {
                query: query.to_string(),
                max,
            });
    }
    let by_full: Vec<&Race> = table.iter().filter(|r| normalise(&r.name) == q).collect();
    let by_short: Vec<&Race> = table
        .iter()
        .filter(|r| r.short_name != r.name && normalise(&r.short_name) == q)
        .collect();
    for matches in [by_full, by_short] {
        match matches.as_slice() {
            [one] => return Ok(one),
            [_, _, ..] => return Err(ambiguous(query, &matches)),
            [] => {}
        }
    }
    Err(RaceLookupError::Unknown {
        query: query.to_string(),
        closest: name_match::closest_names(&ranked(query), |r| r.name.clone()),
    })
}

fn ranked(query: &str) -> Vec<(name_match::Tier, &'static Race)> {
    name_match::ranked(query, all(), |r| {
        if r.short_name == r.name {
            vec![r.name.clone()]
        } else {
            vec![r.name.clone(), r.short_name.clone()]
        }
    })
}

/// The races whose name contains `query`, best match first (whole name, then prefix, then
/// word start, then anywhere; ties by similarity), for a listing; when none contains it,
/// the closest few. An empty query lists every race (`docs/rules/monsters-and-dumps.md`
/// §3.3).
pub fn search(query: &str) -> Vec<&'static Race> {
    name_match::search(&ranked(query))
}
