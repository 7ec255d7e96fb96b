//! The embedded missile and spell tables of 0.31.0 and 0.34.1 as the files write them:
//! `crates/mechanics/data/dcss-<release>-ranged.json`, written by
//! `scripts/extract-ranged-tables.py` from item-prop.cc, mon-gear.cc, mon-spell.h (0.34.1: the
//! monster YAML files), mon-cast.cc and zap-data.h, one schema for both, parsed once
//! (`docs/rules/dcss-0.31-ranged.md` §7, `docs/rules/dcss-0.34-ranged.md` §7).
//!
//! Only the raw rows live here, with the game's identifiers (`WPN_LONGBOW`,
//! `SPELL_IRON_SHOT`, `BEAM_FIRE`, `MONS_CENTAUR`): [`super::items`], [`super::spells`] and
//! [`super::catalog`] each turn their own rows into their types and check their
//! cross-references.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::rules::RuleSet;

/// The file, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTables {
    #[allow(dead_code)]
    source: serde_json::Value,
    pub(crate) items: Vec<RawItem>,
    pub(crate) missile_laws: Vec<RawLaw>,
    pub(crate) spells: Vec<RawSpell>,
    pub(crate) monster_spells: Vec<RawMonsterSpells>,
}

/// A launcher, ammunition or thrown item.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawItem {
    pub(crate) id: String,
    pub(crate) kind: String,
    pub(crate) name: String,
    pub(crate) damage: i32,
    #[serde(default)]
    pub(crate) hit: i32,
    #[serde(default)]
    pub(crate) ammo: Option<String>,
    pub(crate) penetrating: bool,
    pub(crate) hp_damage: bool,
}

/// A monster's law of starting ranged equipment.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawLaw {
    pub(crate) monster: String,
    pub(crate) cases: Vec<RawCase>,
}

/// One case of a law.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCase {
    pub(crate) when: String,
    pub(crate) typical: bool,
    pub(crate) outcomes: Vec<RawOutcome>,
}

/// One outcome of a case, its probability a fraction `"n/d"`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawOutcome {
    pub(crate) kind: String,
    pub(crate) item: Option<String>,
    pub(crate) p: String,
}

/// A spell and, for a beam, its zap row's numbers.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSpell {
    pub(crate) id: String,
    pub(crate) title: String,
    pub(crate) category: String,
    pub(crate) covered: bool,
    pub(crate) zap: Option<String>,
    pub(crate) zap_data_line: Option<u32>,
    pub(crate) flavour: Option<String>,
    pub(crate) pierce: Option<bool>,
    pub(crate) explosion: Option<bool>,
    pub(crate) power_hd_factor: i32,
    pub(crate) power_uses_plain_hd: bool,
    /// A damaging beam or hex at its target.
    pub(crate) damaging: bool,
    /// Covered, but left out by the release's rule book: its own code sets the beam up.
    #[serde(default)]
    pub(crate) own_setup: bool,
    pub(crate) to_hit: Option<RawToHit>,
    pub(crate) damage: Option<RawDamage>,
    pub(crate) delivery: Option<String>,
}

/// A zap row's to-hit: `"auto"` or `adder + power·num/den`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum RawToHit {
    Auto(String),
    Formula { adder: i32, num: i32, den: i32 },
}

/// A zap row's dice.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawDamage {
    pub(crate) kind: String,
    pub(crate) ndice: i32,
    pub(crate) adder: i32,
    pub(crate) num: i32,
    pub(crate) den: i32,
}

/// A monster's spell slots, in casting order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMonsterSpells {
    pub(crate) monster: String,
    pub(crate) spells: Vec<RawSlot>,
}

/// One spell slot.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSlot {
    pub(crate) spell: String,
    pub(crate) freq: i32,
    pub(crate) power_modifier: Option<String>,
}

/// Parses a table in the extraction script's format.
pub(crate) fn parse(text: &str) -> Result<RawTables, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The rows of `rules`' file, parsed on first use.
pub(crate) fn raw(rules: RuleSet) -> &'static RawTables {
    static RAW: [OnceLock<RawTables>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    RAW[rules.index()].get_or_init(|| {
        parse(rules.release().tables.ranged)
            .expect("the embedded ranged tables parse (checked by a unit test)")
    })
}

/// The embedded 0.31 file's text, for the tests that refuse altered copies of it.
#[cfg(test)]
pub(crate) fn text() -> &'static str {
    RuleSet::Dcss031.release().tables.ranged
}

/// `"7/24"` → 7/24 as `f64`, the nearest double to the exact fraction's quotient of two
/// small integers.
pub(crate) fn fraction(p: &str) -> Result<f64, String> {
    let (n, d) = p.split_once('/').unwrap_or((p, "1"));
    let n: u64 = n.parse().map_err(|_| format!("bad probability {p}"))?;
    let d: u64 = d.parse().map_err(|_| format!("bad probability {p}"))?;
    if d == 0 || n > d {
        return Err(format!("bad probability {p}"));
    }
    Ok(n as f64 / d as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_files_parse_with_the_expected_counts() {
        let t = parse(RuleSet::Dcss031.release().tables.ranged).unwrap();
        // docs/rules/dcss-0.31-ranged.md §7.1: 7 launchers, 9 missiles.
        assert_eq!(t.items.len(), 16);
        assert_eq!(t.missile_laws.len(), 44);
        // 236 spells that monsters cast, and Bolt of Light, which only a wand casts.
        assert_eq!(t.spells.len(), 237);
        assert_eq!(t.monster_spells.len(), 322);
        // docs/rules/dcss-0.34-ranged.md §7.1: the same launchers, the hand cannon's shot a
        // slug; the nekomata's law is new; 286 spells in the books, and Bolt of Light and
        // Warp Space from wands; draconian breaths make 363 casters.
        let t = parse(RuleSet::Dcss034.release().tables.ranged).unwrap();
        assert_eq!(t.items.len(), 17);
        assert_eq!(t.missile_laws.len(), 45);
        assert_eq!(t.spells.len(), 288);
        assert_eq!(t.monster_spells.len(), 363);
        let own: Vec<&str> = t
            .spells
            .iter()
            .filter(|s| s.own_setup)
            .map(|s| s.id.as_str())
            .collect();
        assert_eq!(own, ["SPELL_CALL_DOWN_DAMNATION", "SPELL_SERACFALL"]);
        assert!(parse("{}").is_err());
    }

    #[test]
    fn fractions() {
        assert!(fraction("3/2").is_err() && fraction("1/0").is_err());
        assert_eq!(fraction("1").unwrap(), 1.0);
        assert_eq!(fraction("1/4").unwrap(), 0.25);
    }
}
