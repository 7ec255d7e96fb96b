//! The embedded monster tables: `crates/mechanics/data/dcss-0.31-monsters.json` (from 0.31's
//! `mon-data.h`) and `dcss-0.34-monsters.json` (from the `mon-data.h` 0.34.1 generates from its
//! monster YAML), written by `scripts/extract-monster-tables.py`, each parsed once
//! (`docs/rules/monsters-and-dumps.md` §1.1, §1.2; `docs/rules/dcss-0.34.md` §M1).
//!
//! The file keeps the game's identifiers (`AT_BITE`, `AF_POISON`, `MH_UNDEAD`,
//! `SIZE_LARGE`); this module turns them into the readable forms of [`Monster`].

use std::sync::OnceLock;

use serde::Deserialize;

use super::{AttackKind, Monster, MonsterAttack, MonsterEnergy};
use crate::dcss::rules::RuleSet;

/// The file as the extraction script writes it; its `header` is for readers of the file.
#[derive(Deserialize)]
struct File {
    monsters: Vec<Record>,
}

/// One entry as stored. Field names are the file's.
#[derive(Deserialize)]
struct Record {
    name: String,
    #[serde(rename = "enum")]
    id: String,
    enum_value: u32,
    mon_data_line: u32,
    hd: i32,
    avg_hp_10x: i32,
    ac: i32,
    ev: i32,
    speed: i32,
    energy: RecordEnergy,
    attacks: Vec<RecordAttack>,
    fighter: bool,
    archer: bool,
    two_weapons: bool,
    prefer_ranged: bool,
    unique: bool,
    ghost_demon: bool,
    holiness: Vec<String>,
    size: String,
    genus: String,
    species: String,
    intel: String,
    gmon_use: String,
    flags: Vec<String>,
}

#[derive(Deserialize)]
struct RecordEnergy {
    #[serde(rename = "move")]
    movement: i32,
    swim: i32,
    attack: i32,
    missile: i32,
    spell: i32,
}

#[derive(Deserialize)]
struct RecordAttack {
    #[serde(rename = "type")]
    kind: String,
    flavour: String,
    damage: i32,
}

/// Every 0.31 `mondata[]` entry (585, in `mon-data.h` order), parsed from the embedded
/// table on first use (`docs/rules/monsters-and-dumps.md` §1.1).
pub fn all() -> &'static [Monster] {
    all_in(RuleSet::Dcss031)
}

/// Every monster entry of `rules`' release: 585 at 0.31.0, 653 at 0.34.1 (in the order of
/// the game's table), parsed from the embedded table on first use
/// (`docs/rules/monsters-and-dumps.md` §1.1, `docs/rules/dcss-0.34.md` §M1.1).
pub fn all_in(rules: RuleSet) -> &'static [Monster] {
    static MONSTERS: [OnceLock<Vec<Monster>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    MONSTERS[rules.index()].get_or_init(|| {
        parse(rules.release().tables.monsters)
            .expect("the embedded DCSS monster tables parse (checked by a unit test)")
    })
}

/// `SIZE_LARGE` → "large", `AF_DRAIN_SPEED` → "drain speed": the id without its prefix,
/// lowercase, underscores as spaces.
fn readable(id: &str, prefix: &str, owner: &str) -> Result<String, String> {
    id.strip_prefix(prefix)
        .map(|rest| rest.to_lowercase().replace('_', " "))
        .ok_or_else(|| format!("{owner}: '{id}' does not start with {prefix}"))
}

fn monster(r: Record) -> Result<Monster, String> {
    let owner = r.id.as_str();
    let attacks = r
        .attacks
        .iter()
        .map(|a| {
            Ok(MonsterAttack {
                kind: AttackKind::from_game_id(&a.kind)
                    .ok_or_else(|| format!("{owner}: unknown attack type {}", a.kind))?,
                flavour: readable(&a.flavour, "AF_", owner)?,
                damage: a.damage,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let holiness = r
        .holiness
        .iter()
        .map(|h| readable(h, "MH_", owner))
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Monster {
        size: readable(&r.size, "SIZE_", owner)?,
        intel: readable(&r.intel, "I_", owner)?,
        item_use: readable(&r.gmon_use, "MONUSE_", owner)?,
        holiness,
        attacks,
        name: r.name,
        id: r.id,
        enum_value: r.enum_value,
        mon_data_line: r.mon_data_line,
        hd: r.hd,
        avg_hp_10x: r.avg_hp_10x,
        ac: r.ac,
        ev: r.ev,
        speed: r.speed,
        energy: MonsterEnergy {
            movement: r.energy.movement,
            swim: r.energy.swim,
            attack: r.energy.attack,
            missile: r.energy.missile,
            spell: r.energy.spell,
        },
        fighter: r.fighter,
        archer: r.archer,
        two_weapons: r.two_weapons,
        prefer_ranged: r.prefer_ranged,
        unique: r.unique,
        ghost_demon: r.ghost_demon,
        genus: r.genus,
        species: r.species,
        flags: r.flags,
    })
}

/// Parses a monster table in the extraction script's format (`docs/rules/monsters-and-dumps.md`
/// §1.2), refusing an unknown attack type or an id without its prefix.
pub fn parse(text: &str) -> Result<Vec<Monster>, String> {
    let file: File = serde_json::from_str(text).map_err(|e| e.to_string())?;
    file.monsters.into_iter().map(monster).collect()
}
