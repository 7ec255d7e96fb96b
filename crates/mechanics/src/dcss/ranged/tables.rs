//! The embedded 0.31 missile and spell tables: `crates/mechanics/data/dcss-0.31-ranged.json`,
//! written by `scripts/extract-ranged-tables.py` from item-prop.cc, mon-gear.cc, mon-spell.h,
//! mon-cast.cc and zap-data.h, parsed once (`docs/rules/dcss-0.31-ranged.md` §7).
//!
//! The file keeps the game's identifiers (`WPN_LONGBOW`, `SPELL_IRON_SHOT`, `BEAM_FIRE`,
//! `MONS_CENTAUR`); this module turns them into the types of [`super::items`],
//! [`super::spells`] and [`super::catalog`], and checks every cross-reference once.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::catalog::{MissileCase, MissileLaw, MissileOutcome, PowerModifier, SpellSlot};
use super::direct::DirectSpell;
use super::flavour::Flavour;
use super::items::{Launcher, MissileItem};
use super::spells::{BeamRow, DiceFormula, NotModelled, Spell, SpellCategory, ToHitFormula};
use crate::dcss::rules::RuleSet;

const DATA: &str = include_str!("../../../data/dcss-0.31-ranged.json");

/// Everything the ranged rules look up, parsed and cross-checked.
#[derive(Debug)]
pub(crate) struct Tables {
    pub(crate) launchers: Vec<Launcher>,
    pub(crate) missiles: Vec<MissileItem>,
    pub(crate) missile_laws: HashMap<String, MissileLaw>,
    pub(crate) spells: Vec<Spell>,
    pub(crate) monster_spells: HashMap<String, Vec<SpellSlot>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[allow(dead_code)]
    source: serde_json::Value,
    items: Vec<RawItem>,
    missile_laws: Vec<RawLaw>,
    spells: Vec<RawSpell>,
    monster_spells: Vec<RawMonsterSpells>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    id: String,
    kind: String,
    name: String,
    damage: i32,
    #[serde(default)]
    hit: i32,
    #[serde(default)]
    ammo: Option<String>,
    penetrating: bool,
    hp_damage: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLaw {
    monster: String,
    cases: Vec<RawCase>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCase {
    when: String,
    typical: bool,
    outcomes: Vec<RawOutcome>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOutcome {
    kind: String,
    item: Option<String>,
    p: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpell {
    id: String,
    title: String,
    category: String,
    covered: bool,
    zap: Option<String>,
    zap_data_line: Option<u32>,
    flavour: Option<String>,
    pierce: Option<bool>,
    explosion: Option<bool>,
    power_hd_factor: i32,
    power_uses_plain_hd: bool,
    to_hit: Option<RawToHit>,
    damage: Option<RawDamage>,
    delivery: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawToHit {
    Auto(String),
    Formula { adder: i32, num: i32, den: i32 },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDamage {
    kind: String,
    ndice: i32,
    adder: i32,
    num: i32,
    den: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMonsterSpells {
    monster: String,
    spells: Vec<RawSlot>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    spell: String,
    freq: i32,
    power_modifier: Option<String>,
}

/// The tables, parsed from the embedded file on first use.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        parse(DATA).expect("the embedded ranged tables parse (checked by a unit test)")
    })
}

/// `"7/24"` → 7/24 as `f64`, the nearest double to the exact fraction's quotient of two
/// small integers.
fn fraction(p: &str) -> Result<f64, String> {
    let (n, d) = p.split_once('/').unwrap_or((p, "1"));
    let n: u64 = n.parse().map_err(|_| format!("bad probability {p}"))?;
    let d: u64 = d.parse().map_err(|_| format!("bad probability {p}"))?;
    if d == 0 || n > d {
        return Err(format!("bad probability {p}"));
    }
    Ok(n as f64 / d as f64)
}

fn items(raw: Vec<RawItem>) -> Result<(Vec<Launcher>, Vec<MissileItem>), String> {
    let mut missiles = Vec::new();
    let mut pending = Vec::new();
    for r in raw {
        match r.kind.as_str() {
            "launcher" => pending.push(r),
            "ammunition" | "thrown" => missiles.push(MissileItem {
                id: r.id,
                name: r.name,
                damage: r.damage,
                thrown: r.kind == "thrown",
                penetrating: r.penetrating,
                hp_damage: r.hp_damage,
            }),
            other => return Err(format!("{}: unknown item kind {other}", r.id)),
        }
    }
    let launchers = pending
        .into_iter()
        .map(|r| {
            let ammo_id = r
                .ammo
                .ok_or_else(|| format!("{}: a launcher needs ammo", r.id))?;
            let ammo = missiles
                .iter()
                .position(|m| m.id == ammo_id && !m.thrown)
                .ok_or_else(|| format!("{}: unknown ammunition {ammo_id}", r.id))?;
            Ok(Launcher {
                id: r.id,
                name: r.name,
                damage: r.damage,
                hit: r.hit,
                ammo,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok((launchers, missiles))
}

fn law(
    raw: RawLaw,
    launchers: &[Launcher],
    missiles: &[MissileItem],
) -> Result<MissileLaw, String> {
    let owner = raw.monster.clone();
    let cases = raw
        .cases
        .into_iter()
        .map(|c| {
            let outcomes = c
                .outcomes
                .into_iter()
                .map(|o| {
                    let p = fraction(&o.p)?;
                    let find = |id: &Option<String>, kind: &str| {
                        let id = id.as_deref().unwrap_or_default();
                        match kind {
                            "launcher" => launchers.iter().position(|l| l.id == id),
                            _ => missiles.iter().position(|m| m.id == id && m.thrown),
                        }
                        .ok_or_else(|| format!("{owner}: unknown {kind} {id}"))
                    };
                    let outcome = match o.kind.as_str() {
                        "launcher" => MissileOutcome::Launcher(find(&o.item, "launcher")?),
                        "thrown" => MissileOutcome::Thrown(find(&o.item, "thrown")?),
                        "none" => MissileOutcome::Nothing,
                        other => return Err(format!("{owner}: unknown outcome {other}")),
                    };
                    Ok((outcome, p))
                })
                .collect::<Result<Vec<_>, String>>()?;
            Ok(MissileCase {
                when: c.when,
                typical: c.typical,
                outcomes,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(MissileLaw {
        monster_id: raw.monster,
        cases,
    })
}

/// Why a spell of the table is not a beam these rules model, or `None` when it is
/// (`docs/rules/dcss-0.31-ranged.md` §3.3, §6).
fn not_modelled(r: &RawSpell) -> Option<NotModelled> {
    if !r.covered {
        return Some(NotModelled::NotADamagingBeam(
            SpellCategory::from_id(&r.category).unwrap_or(SpellCategory::Special),
        ));
    }
    if r.category == "compound" || r.delivery.as_deref() == Some("random_beam") {
        return Some(NotModelled::Compound);
    }
    if r.zap.is_none() {
        return Some(NotModelled::SetByHand);
    }
    if r.flavour.as_deref() == Some("BEAM_CHAOS") {
        return Some(NotModelled::Chaos);
    }
    match &r.damage {
        Some(d) if d.kind == "dicedef" => None,
        _ => Some(NotModelled::RandomDice),
    }
}

fn spell(r: RawSpell) -> Result<Spell, String> {
    let owner = r.id.clone();
    let category = SpellCategory::from_id(&r.category)
        .ok_or_else(|| format!("{owner}: unknown category {}", r.category))?;
    let beam = match not_modelled(&r) {
        Some(reason) => Err(reason),
        None => {
            let flavour_id = r.flavour.as_deref().unwrap_or_default();
            let flavour = Flavour::from_id(flavour_id)
                .ok_or_else(|| format!("{owner}: unknown flavour {flavour_id}"))?;
            let to_hit = match r.to_hit {
                Some(RawToHit::Auto(s)) if s == "auto" => ToHitFormula::Automatic,
                Some(RawToHit::Formula { adder, num, den }) if den > 0 => {
                    ToHitFormula::Zap { adder, num, den }
                }
                _ => return Err(format!("{owner}: bad to-hit formula")),
            };
            let d = r
                .damage
                .as_ref()
                .ok_or_else(|| format!("{owner}: no dice"))?;
            if d.den <= 0 {
                return Err(format!("{owner}: bad dice formula"));
            }
            Ok(BeamRow {
                zap: r.zap.clone().unwrap_or_default(),
                zap_line: r
                    .zap_data_line
                    .ok_or_else(|| format!("{owner}: no zap line"))?,
                to_hit,
                dice: DiceFormula {
                    ndice: d.ndice,
                    adder: d.adder,
                    num: d.num,
                    den: d.den,
                },
                flavour,
                pierce: r.pierce.unwrap_or(false),
                explosion: r.explosion.unwrap_or(false),
            })
        }
    };
    Ok(Spell {
        direct: DirectSpell::of(&r.id),
        id: r.id,
        title: r.title,
        category,
        beam,
        power_hd_factor: r.power_hd_factor,
        plain_hd: r.power_uses_plain_hd,
    })
}

fn slots(raw: RawMonsterSpells, spells: &[Spell]) -> Result<(String, Vec<SpellSlot>), String> {
    let owner = raw.monster;
    let slots = raw
        .spells
        .into_iter()
        .map(|s| {
            let spell = spells
                .iter()
                .position(|x| x.id == s.spell)
                .ok_or_else(|| format!("{owner}: unknown spell {}", s.spell))?;
            let power_modifier = match s.power_modifier.as_deref() {
                None => None,
                Some(tag) => Some(
                    PowerModifier::from_tag(tag)
                        .ok_or_else(|| format!("{owner}: unknown power modifier {tag}"))?,
                ),
            };
            Ok(SpellSlot {
                rules: RuleSet::Dcss031,
                spell,
                freq: s.freq,
                power_modifier,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok((owner, slots))
}

/// Parses a table in the extraction script's format.
fn parse(text: &str) -> Result<Tables, String> {
    let file: File = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let (launchers, missiles) = items(file.items)?;
    let missile_laws = file
        .missile_laws
        .into_iter()
        .map(|l| law(l, &launchers, &missiles).map(|l| (l.monster_id.clone(), l)))
        .collect::<Result<HashMap<_, _>, String>>()?;
    let spells = file
        .spells
        .into_iter()
        .map(spell)
        .collect::<Result<Vec<_>, String>>()?;
    let monster_spells = file
        .monster_spells
        .into_iter()
        .map(|m| slots(m, &spells))
        .collect::<Result<HashMap<_, _>, String>>()?;
    Ok(Tables {
        launchers,
        missiles,
        missile_laws,
        spells,
        monster_spells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::monsters;
    use crate::tolerance::EXACT;

    #[test]
    fn embedded_tables_parse_with_the_expected_counts() {
        let t = parse(DATA).unwrap();
        // docs/rules/dcss-0.31-ranged.md §7.1: 7 launchers, 9 missiles.
        assert_eq!((t.launchers.len(), t.missiles.len()), (7, 9));
        assert_eq!(t.missile_laws.len(), 44);
        // 236 spells that monsters cast, and Bolt of Light, which only a wand casts.
        assert_eq!(t.spells.len(), 237);
        assert_eq!(t.monster_spells.len(), 322);
        let modelled = t.spells.iter().filter(|s| s.beam.is_ok()).count();
        // 65 covered damaging beams + Bolt of Light, less 6 compound, 2 set by hand, 1 chaos
        // and 1 with random dice.
        assert_eq!(modelled, 56);
    }

    #[test]
    fn every_monster_id_is_a_monster_and_every_case_sums_to_one() {
        let t = parse(DATA).unwrap();
        let ids: Vec<&str> = monsters::all().iter().map(|m| m.id.as_str()).collect();
        for id in t.missile_laws.keys().chain(t.monster_spells.keys()) {
            assert!(ids.contains(&id.as_str()), "{id}");
        }
        for law in t.missile_laws.values() {
            for case in &law.cases {
                let total: f64 = case.outcomes.iter().map(|(_, p)| p).sum();
                assert!((total - 1.0).abs() < EXACT, "{}", law.monster_id);
            }
            assert_eq!(law.cases.iter().filter(|c| c.typical).count(), 1);
        }
    }

    #[test]
    fn bad_files_are_refused_with_the_reason() {
        let bad = DATA.replacen("\"BEAM_FIRE\"", "\"BEAM_PLASMA\"", 1);
        assert!(
            parse(&bad)
                .unwrap_err()
                .contains("unknown flavour BEAM_PLASMA")
        );
        let bad = DATA.replacen(
            "\"MI_ARROW\", \"penetrating\"",
            "\"MI_ARROWS\", \"penetrating\"",
            1,
        );
        assert!(
            parse(&bad)
                .unwrap_err()
                .contains("unknown ammunition MI_ARROW")
        );
        assert!(fraction("3/2").is_err() && fraction("1/0").is_err());
        assert_eq!(fraction("1").unwrap(), 1.0);
    }
}
