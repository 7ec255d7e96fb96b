//! Looking up the game's items and species by name: case-insensitive, with the game's short
//! forms ("plate", "tower", "Hu"), and the closest names when nothing matches
//! (`docs/rules/dcss-0.31.md` §8).

use super::{
    AUX_ARMOURS, AuxArmour, BodyArmour, SHIELDS_019, SHIELDS_031, Shield, Species,
    body_armour_table, species_table,
};
use crate::dcss::forms::{FORMS_034, Form};
use crate::dcss::rules::RuleSet;

/// A name that matched nothing in a table (`docs/rules/dcss-0.31.md` §8).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} '{name}'; closest: {}", .closest.join(", "))]
pub struct UnknownName {
    /// What was looked up ("species", "body armour", "shield", "form").
    pub kind: &'static str,
    /// The name as given.
    pub name: String,
    /// The closest known names, best first.
    pub closest: Vec<String>,
}

fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Finds `name` among `candidates` (full names and aliases, lowercase) or returns the
/// closest names by Jaro–Winkler similarity.
fn lookup<'a, T>(
    kind: &'static str,
    name: &str,
    entries: impl Iterator<Item = (&'a str, Vec<String>, T)> + Clone,
) -> Result<T, UnknownName> {
    let wanted = normalise(name);
    if let Some((_, _, v)) = entries
        .clone()
        .find(|(full, aliases, _)| normalise(full) == wanted || aliases.contains(&wanted))
    {
        return Ok(v);
    }
    let mut scored: Vec<(f64, &str)> = entries
        .map(|(full, aliases, _)| {
            let best = std::iter::once(normalise(full))
                .chain(aliases)
                .map(|a| strsim::jaro_winkler(&a, &wanted))
                .fold(0.0, f64::max);
            (best, full)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(UnknownName {
        kind,
        name: name.to_string(),
        closest: scored.iter().take(3).map(|(_, n)| n.to_string()).collect(),
    })
}

fn strip_suffixes(full: &str, suffixes: &[&str]) -> Vec<String> {
    suffixes
        .iter()
        .filter_map(|s| full.strip_suffix(s))
        .map(str::to_string)
        .collect()
}

/// Looks up a playable 0.31 species by name or two-letter code, case-insensitively
/// (`docs/rules/dcss-0.31.md` §8.3). "orc" and "elf" are accepted for Hill Orc and Deep Elf.
pub fn species(name: &str) -> Result<&'static Species, UnknownName> {
    species_in(RuleSet::Dcss031, name)
}

/// Looks up a species playable under `rules` by name or short code, case-insensitively
/// (`docs/rules/dcss-0.31.md` §8.3, `docs/rules/dcss-0.34.md` §8.3): "Hill Orc" is a 0.31
/// species, "Mountain Dwarf" ("dwarf", "MD") a 0.34 one.
pub fn species_in(rules: RuleSet, name: &str) -> Result<&'static Species, UnknownName> {
    lookup(
        "species",
        name,
        species_table(rules).iter().map(|s| {
            let mut aliases = vec![s.code.to_lowercase()];
            aliases.extend(strip_suffixes(&s.name.to_lowercase(), &[" draconian"]));
            if s.name == "Hill Orc" {
                aliases.push("orc".into());
            }
            if s.name == "Deep Elf" {
                aliases.push("elf".into());
            }
            if s.name == "Mountain Dwarf" {
                aliases.push("dwarf".into());
            }
            (s.name, aliases, s)
        }),
    )
}

/// Looks up a 0.31 body armour, case-insensitively; "plate", "chain", "leather", "fire
/// dragon" and the like work, and "none" is no armour (`docs/rules/dcss-0.31.md` §8.1).
pub fn body_armour(name: &str) -> Result<Option<&'static BodyArmour>, UnknownName> {
    body_armour_in(RuleSet::Dcss031, name)
}

/// Looks up a body armour of `rules`' table the way [`body_armour`] does: under 0.34 fire
/// dragon scales are ER 9 and "gold dragon" is "golden dragon" (`docs/rules/dcss-0.34.md`
/// §8.1).
pub fn body_armour_in(
    rules: RuleSet,
    name: &str,
) -> Result<Option<&'static BodyArmour>, UnknownName> {
    if matches!(normalise(name).as_str(), "none" | "") {
        return Ok(None);
    }
    lookup(
        "body armour",
        name,
        body_armour_table(rules).iter().map(|a| {
            let mut aliases = strip_suffixes(a.name, &[" armour", " mail", " scales"]);
            aliases.extend(strip_suffixes(a.name, &[" dragon scales"]));
            aliases.extend(
                strip_suffixes(a.name, &[" plate armour"])
                    .iter()
                    .map(|s| s.to_string() + " plate"),
            );
            (a.name, aliases, a)
        }),
    )
    .map(Some)
}

fn shield_in(table: &'static [Shield], name: &str) -> Result<Option<&'static Shield>, UnknownName> {
    if matches!(normalise(name).as_str(), "none" | "") {
        return Ok(None);
    }
    lookup(
        "shield",
        name,
        table
            .iter()
            .map(|s| (s.name, strip_suffixes(s.name, &[" shield"]), s)),
    )
    .map(Some)
}

/// Looks up a 0.31 offhand item ("buckler", "kite", "tower", "orb"; "none" for none),
/// case-insensitively (`docs/rules/dcss-0.31.md` §8.2).
pub fn shield(name: &str) -> Result<Option<&'static Shield>, UnknownName> {
    shield_in(SHIELDS_031, name)
}

/// Looks up a 0.19 shield ("buckler", "shield", "large shield"), case-insensitively
/// (`docs/rules/dcss-0.19-shields.md` §1.1).
pub fn shield_019(name: &str) -> Result<Option<&'static Shield>, UnknownName> {
    shield_in(SHIELDS_019, name)
}

/// Looks up a 0.31 aux armour piece ("cloak", "scarf", "gloves", "helmet", "hat",
/// "boots", "barding"), case-insensitively (`docs/rules/dcss-0.31-equipment.md` §2).
pub fn aux_armour(name: &str) -> Result<&'static AuxArmour, UnknownName> {
    lookup(
        "aux armour",
        name,
        AUX_ARMOURS.iter().map(|a| {
            let mut aliases = Vec::new();
            if let Some(one) = a.name.strip_suffix('s') {
                aliases.push(one.to_string());
            }
            (a.name, aliases, a)
        }),
    )
}

/// Looks a 0.34.1 form up by name (`docs/rules/dcss-0.34-forms.md` §2, §6): its name, with
/// spaces, hyphens or underscores ("fortress crab", "fortress_crab"), the token a dump's `@:`
/// line prints ("storm-form", "crab-form"), its talisman ("granite talisman", "granite"), or
/// "none".
///
/// ```
/// use mechanics::dcss::forms::{Form, form};
/// assert_eq!(form("storm")?, Form::Storm);
/// assert_eq!(form("fortress_crab")?, Form::FortressCrab);
/// assert_eq!(form("amphisbaena-form")?, Form::Serpent);
/// assert_eq!(form("granite talisman")?, Form::Statue);
/// assert_eq!(form("none")?, Form::None);
/// assert!(form("kraken").unwrap_err().to_string().starts_with("unknown form 'kraken'"));
/// # Ok::<(), mechanics::dcss::data::UnknownName>(())
/// ```
pub fn form(name: &str) -> Result<Form, UnknownName> {
    let spaced = |s: &str| s.replace(['_', '-'], " ");
    let rows = FORMS_034.iter().map(|d| {
        let mut aliases = vec![normalise(&spaced(d.status))];
        if let Some(t) = d.talisman {
            aliases.push(normalise(&spaced(t)));
            aliases.push(normalise(&spaced(t.trim_end_matches(" talisman"))));
        }
        (d.name, aliases, d.form)
    });
    let none = std::iter::once(("none", Vec::new(), Form::None));
    lookup("form", &spaced(name), none.chain(rows)).map_err(|e| UnknownName {
        name: name.to_string(),
        ..e
    })
}
