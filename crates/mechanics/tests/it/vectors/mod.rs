//! Reading `tests/data/dcss-0.31-player-attack.json`: the thin mapping of each vector's inputs
//! onto the rules' input types, and comparison helpers
//! (`docs/rules/dcss-0.31-player-attack.md`).
// Each test binary uses only some of these helpers.
#![allow(dead_code)]

use mechanics::dcss::duel::{DuelPlayerSpec, DuelSpec};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::{AttackSpec, AuxKind, AuxMutations, Brand, Tail};
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

/// The reference file.
pub fn reference() -> Value {
    serde_json::from_str(include_str!("../../data/dcss-0.31-player-attack.json"))
        .expect("valid reference JSON")
}

/// An integer field.
pub fn int(v: &Value, key: &str) -> i32 {
    v[key].as_i64().unwrap_or_else(|| panic!("{key} in {v}")) as i32
}

/// A number field.
pub fn num(v: &Value, key: &str) -> f64 {
    v[key].as_f64().unwrap_or_else(|| panic!("{key} in {v}"))
}

/// `got` within [`EXACT_REFERENCE`] of `want`.
pub fn close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() < EXACT_REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

/// A law given as an object `{"value": probability}`.
pub fn law_from_object(v: &Value) -> Dist {
    let Value::Object(m) = v else {
        panic!("not a law object: {v}")
    };
    let cells: Vec<(i32, f64)> = m
        .iter()
        .map(|(k, p)| (k.parse().unwrap(), p.as_f64().unwrap()))
        .collect();
    let lo = cells.iter().map(|c| c.0).min().unwrap();
    let hi = cells.iter().map(|c| c.0).max().unwrap();
    let mut w = vec![0.0; (hi - lo + 1) as usize];
    for (v, p) in cells {
        w[(v - lo) as usize] = p;
    }
    Dist::from_weights(lo, &w)
}

/// The input fields of the `to_hit`, `damage` and `attack_delay` vectors.
pub const ATTACK_INPUTS: [&str; 29] = [
    "str",
    "dex",
    "fighting",
    "weapon",
    "weapon_skill",
    "weapon_plus",
    "slaying",
    "brand",
    "claws",
    "might",
    "weak",
    "monster_resist",
    "monster_ac",
    "confused",
    "monster_invisible",
    "monster_backlit",
    "monster_umbra",
    "monster_base_ev",
    "monster_hd",
    "monster_shield",
    "monster_shield_plus",
    "monster_ev",
    "monster_shield_class",
    "shield",
    "shields",
    "finesse",
    "haste",
    "berserk",
    "slow",
];

/// Their output fields.
pub const OUTPUTS: [&str; 15] = [
    "pre_roll_to_hit_mean",
    "p_blocked",
    "p_hit",
    "p_miss",
    "p_hit_exact",
    "display_percent",
    "distribution",
    "distribution_exact",
    "mean",
    "max",
    "random_var_total",
    "weapon_min_delay",
    "weapon_min_delay_skill",
    "min",
    "sd",
];

fn get_i(v: &Value, key: &str, default: i32) -> i32 {
    v.get(key)
        .and_then(Value::as_i64)
        .map_or(default, |x| x as i32)
}

fn get_f(v: &Value, key: &str) -> f64 {
    v.get(key).and_then(Value::as_f64).unwrap_or(0.0)
}

fn get_b(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn get_s(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_string)
}

/// A brand by its vector name.
pub fn brand(name: Option<String>) -> Option<Brand> {
    name.map(|n| match n.as_str() {
        "flaming" => Brand::Flaming,
        "freezing" => Brand::Freezing,
        "electrocution" => Brand::Electrocution,
        "heavy" => Brand::Heavy,
        "speed" => Brand::Speed,
        other => panic!("brand {other}"),
    })
}

/// A `to_hit`, `damage` or `attack_delay` vector's inputs as an [`AttackSpec`], field by field.
pub fn attack_spec(v: &Value) -> AttackSpec {
    let d = AttackSpec::default();
    AttackSpec {
        str: get_i(v, "str", d.str),
        dex: get_i(v, "dex", d.dex),
        fighting: get_f(v, "fighting"),
        weapon: get_s(v, "weapon"),
        weapon_skill: get_f(v, "weapon_skill"),
        weapon_plus: get_i(v, "weapon_plus", 0),
        slaying: get_i(v, "slaying", 0),
        brand: brand(get_s(v, "brand")),
        claws: get_i(v, "claws", 0),
        might: get_b(v, "might"),
        weak: get_b(v, "weak"),
        monster_resist: get_i(v, "monster_resist", 0),
        monster_ac: get_i(v, "monster_ac", 0),
        confused: get_b(v, "confused"),
        monster_invisible: get_b(v, "monster_invisible"),
        monster_backlit: get_b(v, "monster_backlit"),
        monster_umbra: get_b(v, "monster_umbra"),
        monster_base_ev: get_i(v, "monster_base_ev", d.monster_base_ev),
        monster_hd: get_i(v, "monster_hd", d.monster_hd),
        monster_shield: get_s(v, "monster_shield"),
        monster_shield_plus: get_i(v, "monster_shield_plus", 0),
        monster_ev: v
            .get("monster_ev")
            .and_then(Value::as_i64)
            .map(|x| x as i32),
        monster_shield_class: v
            .get("monster_shield_class")
            .and_then(Value::as_i64)
            .map(|x| x as i32),
        shield: get_s(v, "shield"),
        shields: get_f(v, "shields"),
        finesse: get_b(v, "finesse"),
        haste: get_b(v, "haste"),
        berserk: get_b(v, "berserk"),
        slow: get_b(v, "slow"),
        ..d
    }
}

/// Aux mutations from a vector's `aux` object, without `offhand_free` (a field of its own) and
/// with `claws` only when `with_claws` (an attack's claws are its own field).
pub fn aux_mutations(aux: &Value, with_claws: bool) -> AuxMutations {
    let Value::Object(m) = aux else {
        panic!("aux is an object: {aux}")
    };
    let mut out = AuxMutations::default();
    for (k, x) in m {
        let level = || x.as_i64().unwrap() as i32;
        match k.as_str() {
            "horns" => out.horns = level(),
            "beak" => out.beak = level(),
            "talons" => out.talons = level(),
            "hooves" => out.hooves = level(),
            "fangs" => out.fangs = level(),
            "acidic_bite" => out.acidic_bite = level(),
            "tentacles" => out.tentacles = level(),
            "tail_level" => out.tail_level = level(),
            "tail" => {
                out.tail = Some(match x.as_str().unwrap() {
                    "plain" => Tail::Plain,
                    "armoured" => Tail::Armoured,
                    "stinger" => Tail::Stinger,
                    t => panic!("tail {t}"),
                })
            }
            "claws" if with_claws => out.claws = level(),
            "claws" | "offhand_free" => {}
            other => panic!("aux field {other}"),
        }
    }
    out
}

/// An `aux_attacks` vector as an unarmed [`AttackSpec`] (Unarmed Combat as its skill) and the
/// aux attack it is about.
pub fn aux_case(v: &Value) -> (AttackSpec, AuxKind) {
    let aux = &v["aux"];
    let kind = match v["attack"].as_str().unwrap() {
        "kick" => AuxKind::Kick,
        "headbutt" => AuxKind::Headbutt,
        "peck" => AuxKind::Peck,
        "tail-slap" => AuxKind::TailSlap,
        "punch" => AuxKind::Punch,
        "bite" => AuxKind::Bite,
        "squeeze" => AuxKind::Squeeze,
        other => panic!("aux attack {other}"),
    };
    let spec = AttackSpec {
        xl: int(v, "xl"),
        str: int(v, "str"),
        dex: int(v, "dex"),
        fighting: num(v, "fighting"),
        weapon: None,
        weapon_skill: num(v, "unarmed_combat"),
        slaying: int(v, "slaying"),
        might: v["might"].as_bool().unwrap(),
        claws: get_i(aux, "claws", 0),
        offhand_free: get_b(aux, "offhand_free"),
        aux: aux_mutations(aux, false),
        monster_base_ev: int(v, "monster_base_ev"),
        monster_ac: int(v, "monster_ac"),
        monster_hd: int(v, "monster_hd"),
        monster_shield: get_s(v, "monster_shield"),
        monster_shield_plus: int(v, "monster_shield_plus"),
        monster_ev: Some(int(v, "monster_ev")),
        monster_shield_class: Some(int(v, "monster_shield_class")),
        ..AttackSpec::default()
    };
    (spec, kind)
}

/// A `duels` vector's `player`, `monster` and `start_energy` as a [`DuelSpec`], field by field.
pub fn duel_spec(v: &Value) -> DuelSpec {
    let p = &v["player"];
    let m = &v["monster"];
    DuelSpec {
        player: DuelPlayerSpec {
            species: get_s(p, "species"),
            xl: int(p, "xl"),
            str: int(p, "str"),
            dex: int(p, "dex"),
            fighting: num(p, "fighting"),
            weapon: get_s(p, "weapon"),
            weapon_skill: num(p, "weapon_skill"),
            weapon_plus: int(p, "weapon_plus"),
            brand: brand(get_s(p, "brand")),
            slaying: int(p, "slaying"),
            unarmed_combat: num(p, "unarmed_combat"),
            shield: get_s(p, "shield"),
            shield_plus: int(p, "shield_plus"),
            shields: num(p, "shields"),
            might: get_b(p, "might"),
            haste: get_b(p, "haste"),
            hp: int(p, "hp"),
            ev: int(p, "ev"),
            ac: int(p, "ac"),
            ev_x100: None,
            ac_x100: None,
            aux: aux_mutations(&p["aux"], true),
            offhand_free: get_b(p, "offhand_free"),
            reflexive_headbutt: get_b(p, "reflexive_headbutt"),
            ..DuelPlayerSpec::default()
        },
        monster: MonsterSpec {
            name: get_s(m, "name").unwrap(),
            weapon: get_s(m, "weapon"),
            weapon_plus: int(m, "weapon_plus"),
            armour: get_s(m, "armour"),
            armour_plus: int(m, "armour_plus"),
            shield: get_s(m, "shield"),
            shield_plus: int(m, "shield_plus"),
            heads: None,
        },
        start_energy: int(v, "start_energy"),
    }
}

/// A law given as a list, index = value.
pub fn list(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}
