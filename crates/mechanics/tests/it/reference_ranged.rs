//! Every public vector of `tests/data/dcss-0.31-ranged.json` (`docs/rules/dcss-0.31-ranged.md`):
//! 40 missiles, 40 beams, 6 sequences and 81 monster–spell set-ups. Each vector's `input` is
//! read as the scenario input it is ([`RangedInput`]); laws agree to
//! [`EXACT_REFERENCE`], integers exactly.

use mechanics::dcss::ranged::missile::MissileInput;
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::ranged::{AttackExact, RangedAttack, RangedInput, RangedScenario};
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

const VECTORS: &str = include_str!("../data/dcss-0.31-ranged.json");

fn vectors() -> Value {
    serde_json::from_str(VECTORS).unwrap()
}

fn section(name: &str) -> Vec<Value> {
    vectors()[name].as_array().unwrap().clone()
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

fn close(what: &str, got: f64, want: f64) {
    assert!(
        (got - want).abs() < EXACT_REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

/// Two distributions over 0.., the shorter padded with zeros.
fn close_dist(what: &str, got: &[f64], want: &Value) {
    let want: Vec<f64> = want.as_array().unwrap().iter().map(f).collect();
    let n = got.len().max(want.len());
    for i in 0..n {
        let (g, w) = (
            got.get(i).copied().unwrap_or(0.0),
            want.get(i).copied().unwrap_or(0.0),
        );
        assert!(
            (g - w).abs() < EXACT_REFERENCE,
            "{what}[{i}]: got {g}, want {w}"
        );
    }
}

/// A `{"value": p}` law against `(value, p)` pairs.
fn close_law(what: &str, got: &std::collections::BTreeMap<i32, f64>, want: &Value) {
    let want = want.as_object().unwrap();
    assert_eq!(got.len(), want.len(), "{what}: support {got:?} vs {want:?}");
    for (k, p) in want {
        let v: i32 = k.parse().unwrap();
        close(
            &format!("{what}[{v}]"),
            got.get(&v).copied().unwrap_or(0.0),
            f(p),
        );
    }
}

fn single(input: &Value) -> RangedAttack {
    let parsed: RangedInput = serde_json::from_value(input.clone()).unwrap();
    match parsed.resolve().unwrap() {
        RangedScenario::Single(a) => *a,
        RangedScenario::Sequence(_) => panic!("a single attack"),
    }
}

#[test]
fn missile_vectors() {
    let cases = section("missile");
    assert_eq!(cases.len(), 40);
    for (i, case) in cases.iter().enumerate() {
        let what = format!("missile {i} ({})", case["input"]["monster"]);
        let AttackExact::Missile(m) = single(&case["input"]).exact() else {
            panic!("{what}: a missile");
        };
        let int = |k: &str| case[k].as_i64().unwrap() as i32;
        assert_eq!(m.pre_roll_to_hit, int("pre_roll_to_hit"), "{what}");
        assert_eq!(m.post_roll_modifiers, int("post_roll_modifiers"), "{what}");
        assert_eq!(m.to_hit_max, int("to_hit_max"), "{what}");
        assert_eq!(m.ev_used, Some(int("ev_used")), "{what}");
        assert_eq!(m.gdr_percent, Some(int("gdr_percent")), "{what}");
        assert_eq!(
            m.penetrating,
            case["penetrating"].as_bool().unwrap(),
            "{what}"
        );
        assert_eq!(m.blockable, case["blockable"].as_bool().unwrap(), "{what}");
        assert_eq!(
            m.display_pct.map(i64::from),
            case["display_pct"].as_i64(),
            "{what}"
        );
        close(&format!("{what} p_hit"), m.p_hit, f(&case["p_hit"]));
        close(&format!("{what} p_block"), m.p_block, f(&case["p_block"]));
        close(&format!("{what} p_land"), m.p_land, f(&case["p_land"]));
        match (&m.damage_distribution, &case["damage"]) {
            (None, Value::Null) => {}
            (Some(d), want) => {
                close_dist(&format!("{what} damage"), d, &want["distribution"]);
                close(
                    &format!("{what} mean"),
                    m.mean_damage.unwrap(),
                    f(&want["mean"]),
                );
            }
            (None, _) => panic!("{what}: a damage law"),
        }
        close_law(
            &format!("{what} damage_max"),
            &m.damage_max_for_gdr,
            &case["damage_max_for_gdr"],
        );
        match (&m.energy, &case["energy"]) {
            (None, Value::Null) => {}
            (Some(e), want) => close_law(&format!("{what} energy"), e, want),
            (None, _) => panic!("{what}: an energy"),
        }
    }
}

#[test]
fn beam_vectors() {
    let cases = section("beam");
    assert_eq!(cases.len(), 40);
    for (i, case) in cases.iter().enumerate() {
        let what = format!(
            "beam {i} ({}, {})",
            case["input"]["monster"], case["input"]["spell"]
        );
        let AttackExact::Beam(b) = single(&case["input"]).exact() else {
            panic!("{what}: a beam");
        };
        let int = |k: &str| case[k].as_i64().unwrap() as i32;
        assert_eq!(b.power, int("power"), "{what}");
        assert_eq!(b.zap, case["zap"].as_str().unwrap(), "{what}");
        assert_eq!(b.zap_line as i32, int("zap_line"), "{what}");
        assert_eq!(b.to_hit, int("to_hit"), "{what}");
        assert_eq!(
            b.to_hit_after_lighting,
            int("to_hit_after_lighting"),
            "{what}"
        );
        assert_eq!(
            b.dice,
            [
                case["dice"][0].as_i64().unwrap() as i32,
                case["dice"][1].as_i64().unwrap() as i32
            ],
            "{what}"
        );
        assert_eq!(b.flavour.id(), case["flavour"].as_str().unwrap(), "{what}");
        assert_eq!(b.pierce, case["pierce"].as_bool().unwrap(), "{what}");
        assert_eq!(b.explosion, case["explosion"].as_bool().unwrap(), "{what}");
        assert_eq!(b.blockable, case["blockable"].as_bool().unwrap(), "{what}");
        let rule = format!("{:?}", b.ac_rule).to_lowercase();
        assert_eq!(rule, case["ac_rule"].as_str().unwrap(), "{what}");
        assert_eq!(b.energy, int("energy"), "{what}");
        close(&format!("{what} p_hit"), b.p_hit, f(&case["p_hit"]));
        close(&format!("{what} p_block"), b.p_block, f(&case["p_block"]));
        close(&format!("{what} p_land"), b.p_land, f(&case["p_land"]));
        close_dist(
            &format!("{what} damage"),
            &b.damage_distribution,
            &case["damage"]["distribution"],
        );
        close(
            &format!("{what} mean"),
            b.mean_damage,
            f(&case["damage"]["mean"]),
        );
    }
}

#[test]
fn sequence_vectors() {
    let cases = section("sequence");
    assert_eq!(cases.len(), 6);
    for (i, case) in cases.iter().enumerate() {
        let what = format!("sequence {i}");
        let parsed: RangedInput = serde_json::from_value(case["input"].clone()).unwrap();
        let RangedScenario::Sequence(volley) = parsed.resolve().unwrap() else {
            panic!("{what}: a sequence");
        };
        let e = volley.exact();
        close_dist(
            &format!("{what} blocks"),
            &e.blocks_distribution,
            &case["blocks_distribution"],
        );
        close_dist(
            &format!("{what} lands"),
            &e.lands_distribution,
            &case["lands_distribution"],
        );
        close_dist(
            &format!("{what} total"),
            &e.total_damage_distribution,
            &case["total_damage_distribution"],
        );
        close(
            &format!("{what} mean"),
            e.mean_total_damage,
            f(&case["mean_total_damage"]),
        );
        close(
            &format!("{what} p_hp"),
            e.p_total_at_least_hp.unwrap(),
            f(&case["p_total_at_least_hp"]),
        );
        // The supports are the vectors' own: no trailing zeros on either side.
        assert_eq!(
            e.blocks_distribution.len(),
            case["blocks_distribution"].as_array().unwrap().len(),
            "{what}"
        );
        assert_eq!(
            e.total_damage_distribution.len(),
            case["total_damage_distribution"].as_array().unwrap().len(),
            "{what}"
        );
    }
}

#[test]
fn beam_setup_vectors() {
    let rows = section("beam_setup");
    assert_eq!(rows.len(), 81);
    for row in &rows {
        let what = format!("{} {}", row["monster"], row["spell"]);
        let input = SpellInput {
            monster: row["monster"].as_str().unwrap().to_string(),
            spell: row["spell"].as_str().unwrap().to_string(),
            hd: Some(row["hd"].as_i64().unwrap() as i32),
            evoked: false,
            spell_energy: None,
            spell_hd: None,
            nearby_skulls: 0,
            ev: 0,
            ev_x100: None,
            sh_internal: 0,
            sh_internal_x100: None,
            ac: 0,
            ac_x100: None,
            player_unseen: false,
            backlit: false,
            umbra: false,
            caster_nightvision: false,
            repel_missiles: false,
            incapacitated: false,
            resist: 0,
            willpower: None,
        };
        let b = input.resolve().unwrap().exact();
        let pair = |v: &Value| [v[0].as_i64().unwrap() as i32, v[1].as_i64().unwrap() as i32];
        assert_eq!(b.power as i64, row["power"].as_i64().unwrap(), "{what}");
        assert_eq!(b.zap, row["zap"].as_str().unwrap(), "{what}");
        assert_eq!(b.to_hit as i64, row["to_hit"].as_i64().unwrap(), "{what}");
        assert_eq!(b.dice, pair(&row["dice"]), "{what}");
        assert_eq!(b.displayed_dice, pair(&row["displayed_dice"]), "{what}");
        assert_eq!(b.flavour.id(), row["flavour"].as_str().unwrap(), "{what}");
        assert_eq!(b.pierce, row["pierce"].as_bool().unwrap(), "{what}");
        assert_eq!(b.explosion, row["explosion"].as_bool().unwrap(), "{what}");
        assert_eq!(b.blockable, row["blockable"].as_bool().unwrap(), "{what}");
        let rule = format!("{:?}", b.ac_rule).to_lowercase();
        assert_eq!(rule, row["ac_rule"].as_str().unwrap(), "{what}");
    }
}

/// The inputs are the types: a missile vector's `input` reads as a [`MissileInput`], a beam's as
/// a [`SpellInput`], and neither accepts a key the vectors do not use.
#[test]
fn vector_inputs_are_the_input_types() {
    for case in section("missile") {
        let m: MissileInput = serde_json::from_value(case["input"].clone()).unwrap();
        assert_eq!(m.hd.map(i64::from), case["input"]["hd"].as_i64());
    }
    for case in section("beam") {
        let b: SpellInput = serde_json::from_value(case["input"].clone()).unwrap();
        assert_eq!(
            b.spell_hd.map(i64::from),
            case["input"]["spell_hd"].as_i64()
        );
    }
    let mut bad = section("missile")[0]["input"].clone();
    bad["evasion"] = Value::from(3);
    let e = serde_json::from_value::<MissileInput>(bad).unwrap_err();
    assert!(e.to_string().contains("unknown field `evasion`"), "{e}");
}
