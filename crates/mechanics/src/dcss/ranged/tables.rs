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
pub struct RawTables {
    #[allow(dead_code)]
    source: serde_json::Value,
    /// The launchers, ammunition and thrown items (`docs/rules/dcss-0.31-ranged.md` §7.1).
    pub items: Vec<RawItem>,
    /// The monsters' laws of starting ranged equipment.
    pub missile_laws: Vec<RawLaw>,
    /// The spells monsters (and wands) cast.
    pub spells: Vec<RawSpell>,
    /// The monsters' spell slots.
    pub monster_spells: Vec<RawMonsterSpells>,
}

/// A launcher, ammunition or thrown item.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawItem {
    /// The game's id (`WPN_LONGBOW`, `MI_ARROW`).
    pub id: String,
    /// `launcher`, `ammunition` or `thrown`.
    pub kind: String,
    /// The item's name.
    pub name: String,
    /// Its base damage.
    pub damage: i32,
    /// Its to-hit bonus (0 when the file leaves it out).
    #[serde(default)]
    pub hit: i32,
    /// A launcher's ammunition id.
    #[serde(default)]
    pub ammo: Option<String>,
    /// Whether the missile penetrates.
    pub penetrating: bool,
    /// Whether the missile does HP damage.
    pub hp_damage: bool,
}

/// A monster's law of starting ranged equipment.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLaw {
    /// The monster's id (`MONS_CENTAUR`).
    pub monster: String,
    /// The law's cases.
    pub cases: Vec<RawCase>,
}

/// One case of a law.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCase {
    /// When the case applies (`always`, or the code's condition).
    pub when: String,
    /// Whether this is the typical case.
    pub typical: bool,
    /// Its outcomes, with their probabilities.
    pub outcomes: Vec<RawOutcome>,
}

/// One outcome of a case, its probability a fraction `"n/d"`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOutcome {
    /// What the monster gets: `launcher`, `thrown` or `none`.
    pub kind: String,
    /// The item's id, when it gets one.
    pub item: Option<String>,
    /// The probability, a fraction `"n/d"`.
    pub p: String,
}

/// A spell and, for a beam, its zap row's numbers.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSpell {
    /// The game's id (`SPELL_IRON_SHOT`).
    pub id: String,
    /// The spell's title ("Iron Shot").
    pub title: String,
    /// The spell's category id.
    pub category: String,
    /// Whether the release's rule book covers it.
    pub covered: bool,
    /// Its zap row's id (`ZAP_IRON_SHOT`), for a beam.
    pub zap: Option<String>,
    /// The zap row's line in zap-data.h.
    pub zap_data_line: Option<u32>,
    /// The beam's flavour (`BEAM_FIRE`).
    pub flavour: Option<String>,
    /// Whether the beam pierces.
    pub pierce: Option<bool>,
    /// Whether the beam explodes.
    pub explosion: Option<bool>,
    /// The caster's power per HD.
    pub power_hd_factor: i32,
    /// Whether the power reads the plain HD rather than the spell HD.
    pub power_uses_plain_hd: bool,
    /// A damaging beam or hex at its target.
    pub damaging: bool,
    /// Covered, but left out by the release's rule book: its own code sets the beam up.
    #[serde(default)]
    pub own_setup: bool,
    /// The zap row's to-hit.
    pub to_hit: Option<RawToHit>,
    /// The zap row's dice.
    pub damage: Option<RawDamage>,
    /// How the spell reaches its target: `beam`, `direct_explosion`, `random_beam`,
    /// `compound` or `none`.
    pub delivery: Option<String>,
}

/// A zap row's to-hit: `"auto"` or `adder + power·num/den`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum RawToHit {
    /// `"auto"`: the beam always hits.
    Auto(String),
    /// `adder + power·num/den`.
    Formula {
        /// The constant term.
        adder: i32,
        /// The numerator per power.
        num: i32,
        /// The denominator.
        den: i32,
    },
}

/// A zap row's dice.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDamage {
    /// The dice's kind: `dicedef` (fixed) or `calcdice` (by power).
    pub kind: String,
    /// The number of dice.
    pub ndice: i32,
    /// The size's constant term.
    pub adder: i32,
    /// The size's numerator per power.
    pub num: i32,
    /// The size's denominator.
    pub den: i32,
}

/// A monster's spell slots, in casting order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMonsterSpells {
    /// The monster's id.
    pub monster: String,
    /// Its slots, in casting order.
    pub spells: Vec<RawSlot>,
}

/// One spell slot.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSlot {
    /// The spell's id.
    pub spell: String,
    /// The slot's frequency.
    pub freq: i32,
    /// The tag of a monster-specific change of the power.
    pub power_modifier: Option<String>,
}

/// Parses a table in the extraction script's format (`docs/rules/dcss-0.31-ranged.md` §7).
pub fn parse(text: &str) -> Result<RawTables, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The rows of `rules`' file, parsed on first use (`docs/rules/dcss-0.31-ranged.md` §7,
/// `docs/rules/dcss-0.34-ranged.md` §7).
pub fn raw(rules: RuleSet) -> &'static RawTables {
    static RAW: [OnceLock<RawTables>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    RAW[rules.index()].get_or_init(|| {
        parse(rules.release().tables.ranged)
            .expect("the embedded ranged tables parse (checked by a unit test)")
    })
}

/// `"7/24"` → 7/24 as `f64` (a probability of the missile laws, `docs/rules/dcss-0.31-ranged.md`
/// §7.2), the nearest double to the exact fraction's quotient of two
/// small integers.
pub fn fraction(p: &str) -> Result<f64, String> {
    let (n, d) = p.split_once('/').unwrap_or((p, "1"));
    let n: u64 = n.parse().map_err(|_| format!("bad probability {p}"))?;
    let d: u64 = d.parse().map_err(|_| format!("bad probability {p}"))?;
    if d == 0 || n > d {
        return Err(format!("bad probability {p}"));
    }
    Ok(n as f64 / d as f64)
}
