//! Matching what a user typed against a table's names, shared by the DCSS monster table and
//! the FrogComposband race table (`docs/rules/monsters-and-dumps.md` §1.6, §3.3).
//!
//! A query is compared case-insensitively with runs of whitespace collapsed. Every entry of
//! a table has one or more keys (its name, and aliases such as the enum id); the entry's
//! match is the best match of its keys. Matches are ranked by how the query sits in a key
//! (the whole key, a prefix, the start of a word, anywhere) and then by Jaro–Winkler
//! similarity; entries whose keys do not contain the query at all are ranked by similarity
//! alone, after every containing match.

/// The fewest names an "unknown name" error suggests, when the table has that many
/// (`docs/rules/monsters-and-dumps.md` §1.6).
pub const CLOSEST_MIN: usize = 3;
/// The most names an "unknown name" error suggests (`docs/rules/monsters-and-dumps.md` §1.6).
pub const CLOSEST_MAX: usize = 5;

/// A query or a key in the form matches compare: lowercase, whitespace runs collapsed to
/// one space, trimmed.
pub(crate) fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Where a query sits in a key, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    /// The query is the whole key.
    Exact,
    /// The query is a whole word of the key ("orc" in "orc knight", "Blork the orc").
    WholeWord,
    /// The key starts with the query.
    Prefix,
    /// A word of the key (after a space, hyphen, comma or apostrophe) starts with it.
    WordStart,
    /// The key contains the query somewhere else.
    Substring,
    /// The key does not contain the query.
    Fuzzy,
}

fn tier(query: &str, key: &str) -> Tier {
    if key == query {
        return Tier::Exact;
    }
    if query.is_empty() {
        // Every key starts with the empty query, and none has it as a word.
        return Tier::Prefix;
    }
    let mut best = Tier::Fuzzy;
    for (at, _) in key.match_indices(query) {
        let ends_word = key[at + query.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric());
        let t = match key[..at].chars().last() {
            None if ends_word => Tier::WholeWord,
            None => Tier::Prefix,
            Some(c) if !c.is_alphanumeric() && ends_word => Tier::WholeWord,
            Some(c) if !c.is_alphanumeric() => Tier::WordStart,
            Some(_) => Tier::Substring,
        };
        best = best.min(t);
    }
    best
}

/// Every item of `items` ranked against `query`, best first: by [`Tier`], then by
/// Jaro–Winkler similarity, then in table order. `keys` gives an item's names and aliases;
/// they are normalised here.
pub fn ranked<'a, T>(
    query: &str,
    items: &'a [T],
    keys: impl Fn(&T) -> Vec<String>,
) -> Vec<(Tier, &'a T)> {
    let query = normalise(query);
    let mut scored: Vec<(Tier, f64, &'a T)> = items
        .iter()
        .map(|item| {
            let (mut best_tier, mut best_sim) = (Tier::Fuzzy, 0.0_f64);
            for key in keys(item) {
                let key = normalise(&key);
                best_tier = best_tier.min(tier(&query, &key));
                best_sim = best_sim.max(strsim::jaro_winkler(&query, &key));
            }
            (best_tier, best_sim, item)
        })
        .collect();
    // A stable sort keeps table order among equals.
    scored.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)));
    scored.into_iter().map(|(t, _, item)| (t, item)).collect()
}

/// The names an "unknown name" error suggests: the containing matches, up to five, padded
/// with the most similar other names to at least three; a name shared by several entries is
/// given once.
pub fn closest_names<T>(ranked: &[(Tier, &T)], name: impl Fn(&T) -> String) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (tier, item) in ranked {
        if names.len() >= CLOSEST_MAX || (names.len() >= CLOSEST_MIN && *tier == Tier::Fuzzy) {
            break;
        }
        let n = name(item);
        if !names.contains(&n) {
            names.push(n);
        }
    }
    names
}

/// A listing for a search: the entries that have the query as a whole word, when any does
/// ("orc" lists "orc knight", not "orc"-in-"sorcerer"); else every entry whose keys contain
/// the query, best first; else the entries an unknown-name error would suggest.
pub fn search<'a, T>(ranked: &[(Tier, &'a T)]) -> Vec<&'a T> {
    let whole_words = ranked.first().is_some_and(|(t, _)| *t <= Tier::WholeWord);
    let containing: Vec<&'a T> = ranked
        .iter()
        .take_while(|(t, _)| *t != Tier::Fuzzy && (!whole_words || *t <= Tier::WholeWord))
        .map(|(_, item)| *item)
        .collect();
    if !containing.is_empty() {
        return containing;
    }
    ranked
        .iter()
        .take(CLOSEST_MAX)
        .map(|(_, item)| *item)
        .collect()
}
