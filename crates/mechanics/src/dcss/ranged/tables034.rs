//! The embedded 0.34.1 monster spell lists: `crates/mechanics/data/dcss-0.34-monster-spells.json`,
//! written by `scripts/extract-monster-spells-034.py` from the 0.34.1 monster table (its
//! YAML files and mon-spell.h), parsed once (`docs/rules/dcss-0.31-ranged.md` §10.4).
//!
//! The 0.34 zap table is not extracted, so the only spells of these lists the rules model
//! are the two that need no zap row but Pain's, read from the 0.34.1 source: Smiting and
//! Pain (§10). Every other spell is listed with [`NotModelled::Unextracted`].

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::catalog::SpellSlot;
use super::direct::DirectSpell;
use super::spells::{NotModelled, Spell, SpellCategory, all_spells};
use crate::dcss::rules::RuleSet;

const DATA: &str = include_str!("../../../data/dcss-0.34-monster-spells.json");

/// `_mons_power_hd_factor`'s default at 0.34.1 (mon-cast.cc): Pain's power is its spell HD
/// times this.
const DEFAULT_POWER_HD_FACTOR: i32 = 12;

/// The 0.34 spells and spell lists, parsed and cross-checked.
#[derive(Debug)]
pub(crate) struct Tables034 {
    pub(crate) spells: Vec<Spell>,
    pub(crate) monster_spells: HashMap<String, Vec<SpellSlot>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[allow(dead_code)]
    source: serde_json::Value,
    monster_spells: Vec<RawMonster>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMonster {
    monster: String,
    spells: Vec<RawSlot>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    spell: String,
    freq: i32,
}

/// The tables, parsed from the embedded file on first use.
pub(crate) fn tables034() -> &'static Tables034 {
    static TABLES: OnceLock<Tables034> = OnceLock::new();
    TABLES.get_or_init(|| {
        parse(DATA).expect("the embedded 0.34 spell lists parse (checked by a unit test)")
    })
}

/// A 0.34 spell: its title and category as the 0.31 table has them when the spell existed
/// then, else a title made from its id; Smiting and Pain direct; a spell that was no
/// damaging beam at 0.31 keeps that reason (it names what kind of spell it is, no number);
/// every other beam not modelled for want of the 0.34 zap table.
fn spell034(id: &str) -> Spell {
    let old = all_spells().iter().find(|s| s.id == id);
    let title = old.map_or_else(|| title_of(id), |s| s.title.clone());
    let direct = DirectSpell::of(id);
    Spell {
        id: id.to_string(),
        title,
        category: old.map_or(SpellCategory::Unclassified, |s| s.category),
        beam: match old.map(|s| &s.beam) {
            Some(Err(reason @ NotModelled::NotADamagingBeam(_))) => Err(*reason),
            _ => Err(NotModelled::Unextracted(RuleSet::Dcss034)),
        },
        power_hd_factor: DEFAULT_POWER_HD_FACTOR,
        plain_hd: false,
        direct,
    }
}

/// `SPELL_CALL_DOWN_LIGHTNING` → "Call Down Lightning".
fn title_of(id: &str) -> String {
    id.strip_prefix("SPELL_")
        .unwrap_or(id)
        .split('_')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_string() + &c.as_str().to_lowercase(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn parse(text: &str) -> Result<Tables034, String> {
    let file: File = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let mut spells: Vec<Spell> = Vec::new();
    let mut monster_spells = HashMap::new();
    for m in file.monster_spells {
        let slots = m
            .spells
            .iter()
            .map(|s| {
                if s.freq < 0 {
                    return Err(format!("{}: bad frequency {}", m.monster, s.freq));
                }
                let spell = match spells.iter().position(|x| x.id == s.spell) {
                    Some(i) => i,
                    None => {
                        spells.push(spell034(&s.spell));
                        spells.len() - 1
                    }
                };
                Ok(SpellSlot {
                    rules: RuleSet::Dcss034,
                    spell,
                    freq: s.freq,
                    power_modifier: None,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        if monster_spells.insert(m.monster.clone(), slots).is_some() {
            return Err(format!("{}: listed twice", m.monster));
        }
    }
    Ok(Tables034 {
        spells,
        monster_spells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::monsters;

    #[test]
    fn embedded_lists_parse_and_name_0_34_monsters() {
        let t = parse(DATA).unwrap();
        assert_eq!(t.monster_spells.len(), 355);
        let ids: Vec<&str> = monsters::all_in(RuleSet::Dcss034)
            .iter()
            .map(|m| m.id.as_str())
            .collect();
        for id in t.monster_spells.keys() {
            assert!(ids.contains(&id.as_str()), "{id}");
        }
        // The orc priest's four spells, 13 each (dat/mons/orc-priest.yaml).
        let priest: Vec<(&str, i32)> = t.monster_spells["MONS_ORC_PRIEST"]
            .iter()
            .map(|s| (t.spells[s.spell].id.as_str(), s.freq))
            .collect();
        assert_eq!(
            priest,
            [
                ("SPELL_CANTRIP", 13),
                ("SPELL_PAIN", 13),
                ("SPELL_SMITING", 13),
                ("SPELL_HEAL_OTHER", 13)
            ]
        );
        let direct = t.spells.iter().filter(|s| s.direct.is_some()).count();
        assert_eq!(direct, 2);
        assert_eq!(title_of("SPELL_CALL_DOWN_LIGHTNING"), "Call Down Lightning");
    }

    #[test]
    fn bad_lists_are_refused() {
        let bad = DATA.replacen("\"freq\": 13", "\"freq\": -1", 1);
        assert!(parse(&bad).unwrap_err().contains("bad frequency -1"));
    }
}
