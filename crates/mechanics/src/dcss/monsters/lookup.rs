//! Finding a monster by name or enum id in a release's table, and listing the monsters a
//! query matches (`docs/rules/monsters-and-dumps.md` §1.6).

use super::{Monster, all_in};
use crate::dcss::rules::RuleSet;
use crate::name_match::{self, normalise};

/// A query that names no monster, or several (`docs/rules/monsters-and-dumps.md` §1.6).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MonsterLookupError {
    /// No name or id matches.
    #[error("unknown monster '{query}'; closest: {}", .closest.join(", "))]
    Unknown {
        /// The query as given.
        query: String,
        /// The closest names, best first (3 to 5 of them).
        closest: Vec<String>,
    },
    /// The name is shared by several entries; each has its own id.
    #[error(
        "'{query}' names {} monsters: {}; give the id",
        .candidates.len(),
        .candidates.iter().map(|(n, id)| format!("{n} ({id})")).collect::<Vec<_>>().join(", ")
    )]
    Ambiguous {
        /// The query as given.
        query: String,
        /// Each entry's name and enum id, in table order.
        candidates: Vec<(String, String)>,
    },
}

/// The names a query may give for `m`: its name, and its name without a leading "the "
/// ("Lernaean hydra").
fn name_keys(m: &Monster) -> Vec<String> {
    let name = normalise(&m.name);
    match name.strip_prefix("the ") {
        Some(rest) => vec![rest.to_string(), name.clone()],
        None => vec![name],
    }
}

/// The id without "MONS_", lowercase ("player_shadow").
fn id_key(m: &Monster) -> String {
    m.id.strip_prefix("MONS_").unwrap_or(&m.id).to_lowercase()
}

/// The query in the form ids are compared in: normalised, without a leading "mons_".
fn id_query(query: &str) -> String {
    let q = normalise(query);
    q.strip_prefix("mons_").map(str::to_string).unwrap_or(q)
}

/// Finds one monster (`docs/rules/monsters-and-dumps.md` §1.6): by its name,
/// case-insensitively and with or without a leading "the ", or by its enum id, also
/// case-insensitively and with or without `MONS_` ("MONS_PLAYER_SHADOW", "player_shadow").
///
/// # Errors
/// [`MonsterLookupError::Ambiguous`] for a name several entries share ("shadow", "Bai
/// Suzhen", "the Serpent of Hell"), listing each entry's id; [`MonsterLookupError::Unknown`]
/// with the closest names when nothing matches.
pub fn find(query: &str) -> Result<&'static Monster, MonsterLookupError> {
    find_in(RuleSet::Dcss031, query)
}

/// [`find`] in `rules`' table (`docs/rules/dcss-0.34.md` §M1): the 0.34 table has 653
/// entries, 82 of them new, and 64 shared ones changed a stat.
pub fn find_in(rules: RuleSet, query: &str) -> Result<&'static Monster, MonsterLookupError> {
    let table = all_in(rules);
    let q = normalise(query);
    let named: Vec<&Monster> = table.iter().filter(|m| name_keys(m).contains(&q)).collect();
    match named.as_slice() {
        [one] => return Ok(one),
        [_, _, ..] => {
            return Err(MonsterLookupError::Ambiguous {
                query: query.to_string(),
                candidates: named
                    .iter()
                    .map(|m| (m.name.clone(), m.id.clone()))
                    .collect(),
            });
        }
        [] => {}
    }
    let idq = id_query(query);
    if let Some(m) = table.iter().find(|m| id_key(m) == idq) {
        return Ok(m);
    }
    let ranked = ranked(rules, query);
    Err(MonsterLookupError::Unknown {
        query: query.to_string(),
        closest: name_match::closest_names(&ranked, |m| m.name.clone()),
    })
}

fn ranked(rules: RuleSet, query: &str) -> Vec<(name_match::Tier, &'static Monster)> {
    name_match::ranked(&id_query(query), all_in(rules), |m| {
        let mut keys = name_keys(m);
        keys.push(id_key(m));
        keys
    })
    .into_iter()
    .filter(|(_, m)| !m.is_placeholder())
    .collect()
}

/// The monsters whose name or id contains `query`, best match first (whole name, then
/// prefix, then word start, then anywhere; ties by similarity), for a listing; when none
/// contains it, the closest few. An empty query lists every monster
/// (`docs/rules/monsters-and-dumps.md` §1.6).
pub fn search(query: &str) -> Vec<&'static Monster> {
    search_in(RuleSet::Dcss031, query)
}

/// [`search`] in `rules`' table.
pub fn search_in(rules: RuleSet, query: &str) -> Vec<&'static Monster> {
    name_match::search(&ranked(rules, query))
}
