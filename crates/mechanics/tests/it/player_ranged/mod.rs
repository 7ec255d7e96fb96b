//! Reading `tests/data/dcss-0.34-player-ranged.json`: the thin mapping of each vector's
//! inputs onto the rules' input types, and comparison helpers
//! (`docs/rules/dcss-0.34-player-ranged.md`).
#![allow(dead_code)]

use mechanics::dcss::player_ranged::projectile::ShotBrand;
use mechanics::dcss::player_ranged::{MonsterNumbers, ShotSpec, SpellSpec};
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

mod duel_properties;
mod samplers;
mod vectors;

/// The reference file.
pub fn reference() -> Value {
    serde_json::from_str(include_str!("../../data/dcss-0.34-player-ranged.json"))
        .expect("valid reference JSON")
}

fn int(v: &Value, key: &str) -> i32 {
    v[key].as_i64().unwrap_or_else(|| panic!("{key} in {v}")) as i32
}

fn num(v: &Value, key: &str) -> f64 {
    v[key].as_f64().unwrap_or_else(|| panic!("{key} in {v}"))
}

fn flag(v: &Value, key: &str) -> bool {
    v[key].as_bool().unwrap_or_else(|| panic!("{key} in {v}"))
}

fn text(v: &Value, key: &str) -> Option<String> {
    v[key].as_str().map(str::to_string)
}

/// `got` within [`EXACT_REFERENCE`] of `want`.
pub fn close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() < EXACT_REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

/// A law as the vectors write it: a list indexed by value, or an object keyed by value.
pub fn law_of(v: &Value) -> Vec<(i32, f64)> {
    let mut pairs: Vec<(i32, f64)> = match v {
        Value::Array(a) => a
            .iter()
            .enumerate()
            .map(|(i, p)| (i as i32, p.as_f64().unwrap()))
            .collect(),
        Value::Object(m) => m
            .iter()
            .map(|(k, p)| (k.parse().unwrap(), p.as_f64().unwrap()))
            .collect(),
        other => panic!("not a law: {other}"),
    };
    pairs.sort_by_key(|p| p.0);
    pairs
}

/// `law` equals the vectors' law `want` to [`EXACT_REFERENCE`], value by value.
pub fn same_law(law: &Dist, want: &Value, what: &str) {
    let want = law_of(want);
    for &(v, p) in &want {
        close(law.prob(v), p, &format!("{what} P({v})"));
    }
    let mass: f64 = want.iter().map(|w| w.1).sum();
    close(mass, 1.0, &format!("{what}: the vector's mass"));
    close(
        law.iter().map(|(_, p)| p).sum::<f64>(),
        1.0,
        &format!("{what}: our mass"),
    );
}

/// The monster's numbers of a vector.
pub fn monster(v: &Value) -> MonsterNumbers {
    MonsterNumbers {
        monster: text(v, "monster"),
        monster_ev: int(v, "monster_ev"),
        monster_ac: int(v, "monster_ac"),
        monster_sh: int(v, "monster_sh"),
        monster_block_limit: int(v, "monster_block_limit") as u32,
        monster_hd: int(v, "monster_hd"),
        monster_rf: int(v, "monster_rf"),
        monster_rc: int(v, "monster_rc"),
        monster_relec: int(v, "monster_relec"),
        monster_rn: int(v, "monster_rn"),
        monster_rpois: int(v, "monster_rpois"),
        monster_natural: flag(v, "monster_natural"),
        monster_chaotic: flag(v, "monster_chaotic"),
        monster_deflect: flag(v, "monster_deflect"),
        monster_invisible: flag(v, "monster_invisible"),
        monster_backlit: flag(v, "monster_backlit"),
        monster_umbra: flag(v, "monster_umbra"),
        monster_incapacitated: flag(v, "monster_incapacitated"),
    }
}

/// A `shots` vector's player fields.
pub fn shot_spec(v: &Value) -> ShotSpec {
    let brand = text(v, "brand").map(|b| {
        ShotBrand::ALL
            .iter()
            .find(|(n, _)| *n == b)
            .unwrap_or_else(|| panic!("brand {b}"))
            .1
    });
    ShotSpec {
        item: text(v, "item").unwrap(),
        plus: int(v, "plus"),
        brand,
        dex: int(v, "dex"),
        str: int(v, "str"),
        fighting: num(v, "fighting"),
        ranged_weapons: num(v, "ranged_weapons"),
        throwing: num(v, "throwing"),
        slaying: int(v, "slaying"),
        hurling: flag(v, "hurling"),
        inaccuracy: int(v, "inaccuracy"),
        confused: flag(v, "confused"),
        shield: text(v, "shield"),
        shields: num(v, "shields"),
        armour: text(v, "armour"),
        armour_skill: num(v, "armour_skill"),
        archery_ego: flag(v, "archery_ego"),
        finesse: flag(v, "finesse"),
        haste: flag(v, "haste"),
        slow: flag(v, "slow"),
        player_invisible_to_monster: flag(v, "player_invisible_to_monster"),
        player_nightvision: flag(v, "player_nightvision"),
    }
}

/// A `spell_power` or `spells` vector's caster fields.
pub fn spell_spec(v: &Value) -> SpellSpec {
    SpellSpec {
        spell: text(v, "spell").unwrap(),
        int: int(v, "int"),
        str: int(v, "str"),
        spellcasting: num(v, "spellcasting"),
        conj: num(v, "conj"),
        fire: num(v, "fire"),
        ice: num(v, "ice"),
        air: num(v, "air"),
        earth: num(v, "earth"),
        necro: num(v, "necro"),
        alch: num(v, "alch"),
        tloc: num(v, "tloc"),
        enhancers: int(v, "enhancers"),
        wizardry: int(v, "wizardry"),
        armour: text(v, "armour"),
        armour_skill: num(v, "armour_skill"),
        shield: text(v, "shield"),
        shields: num(v, "shields"),
        wild_magic: int(v, "wild_magic"),
        subdued_magic: int(v, "subdued_magic"),
        inaccuracy: int(v, "inaccuracy"),
        haste: flag(v, "haste"),
        slow: flag(v, "slow"),
        player_see_invis: flag(v, "player_see_invis"),
        player_nightvision: flag(v, "player_nightvision"),
        vehumet: false,
        iood_distance: v["iood_distance"].as_i64().map(|d| d as i32),
        power_override: v["power_override"].as_i64().map(|d| d as i32),
        spell_penalty: v["spell_penalty"].as_i64().map(|d| d as i32),
        mp: v["mp"].as_i64().map(|d| d as i32),
        channel: None,
    }
}
