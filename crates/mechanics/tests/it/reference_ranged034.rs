//! Every public vector of `tests/data/dcss-0.34-ranged.json` (`docs/rules/dcss-0.34-ranged.md`):
//! 40 missiles, 44 beams, 12 Smiting and Pain casts, 8 sequences and 254 monster–spell
//! set-ups, each vector's `input` read as the scenario input it is ([`RangedInput`]) and
//! resolved under dcss-0.34; laws agree to [`EXACT_REFERENCE`], integers and the displays
//! exactly.

use std::collections::BTreeMap;

use mechanics::dcss::monsters;
use mechanics::dcss::ranged::catalog::spell_slots_in;
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::ranged::{AttackExact, RangedAttack, RangedInput, RangedScenario};
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

const VECTORS: &str = include_str!("../data/dcss-0.34-ranged.json");
const RULES: RuleSet = RuleSet::Dcss034;

fn section(name: &str) -> Vec<Value> {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    assert_eq!(doc["rules"], "dcss-0.34");
    doc[name].as_array().unwrap().clone()
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

fn int(v: &Value) -> i32 {
    v.as_i64().unwrap() as i32
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
    for i in 0..got.len().max(want.len()) {
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

/// A `{"value": p}` law against `(value, p)` pairs, on the same support.
fn close_law(what: &str, got: &BTreeMap<i32, f64>, want: &Value) {
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
    match parsed.resolve_in(RULES).unwrap() {
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
        let got = [m.pre_roll_to_hit, m.post_roll_modifiers, m.to_hit_max];
        let want = ["pre_roll_to_hit", "post_roll_modifiers", "to_hit_max"].map(|k| int(&case[k]));
        assert_eq!(got, want, "{what}");
        assert_eq!(
            (m.penetrating, m.blockable),
            (
                case["penetrating"].as_bool().unwrap(),
                case["blockable"].as_bool().unwrap()
            ),
            "{what}"
        );
        close_law(&format!("{what} ev"), &m.ev_used_law, &case["ev_used_law"]);
        close_law(&format!("{what} gdr"), &m.gdr_law, &case["gdr_law"]);
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
        // Darts and nets do no HP damage: the vectors give no damage_max for them.
        match &case["damage_max_for_gdr"] {
            Value::Null => assert!(m.damage_distribution.is_none(), "{what}"),
            want => close_law(&format!("{what} damage_max"), &m.damage_max_for_gdr, want),
        }
        match (&m.energy, &case["energy"]) {
            (None, Value::Null) => {}
            (Some(e), want) => close_law(&format!("{what} energy"), e, want),
            (None, _) => panic!("{what}: an energy"),
        }
        assert_eq!(
            m.display_pct.map(i64::from),
            case["display_pct"].as_i64(),
            "{what} display"
        );
        assert_eq!(
            m.display_undefined,
            case["display_undefined"].as_bool().unwrap(),
            "{what}"
        );
        assert_eq!(
            m.display_max_damage.map(i64::from),
            case["display_max_damage"].as_i64(),
            "{what} max damage"
        );
    }
}

#[test]
fn beam_vectors() {
    let cases = section("beam");
    assert_eq!(cases.len(), 44);
    for (i, case) in cases.iter().enumerate() {
        let what = format!(
            "beam {i} ({}, {})",
            case["input"]["monster"], case["input"]["spell"]
        );
        let AttackExact::Beam(b) = single(&case["input"]).exact() else {
            panic!("{what}: a beam");
        };
        let got = [
            b.power,
            b.zap_line as i32,
            b.to_hit,
            b.to_hit_after_lighting,
            b.dice[0],
            b.dice[1],
            b.energy,
        ];
        let want = [
            int(&case["power"]),
            int(&case["zap_line"]),
            int(&case["to_hit"]),
            int(&case["to_hit_after_lighting"]),
            int(&case["dice"][0]),
            int(&case["dice"][1]),
            int(&case["energy"]),
        ];
        assert_eq!(got, want, "{what}");
        assert_eq!(b.zap, case["zap"].as_str().unwrap(), "{what}");
        assert_eq!(b.flavour.id(), case["flavour"].as_str().unwrap(), "{what}");
        assert_eq!(
            [b.pierce, b.explosion, b.blockable],
            ["pierce", "explosion", "blockable"].map(|k| case[k].as_bool().unwrap()),
            "{what}"
        );
        let rule = format!("{:?}", b.ac_rule).to_lowercase();
        assert_eq!(rule, case["ac_rule"].as_str().unwrap(), "{what}");
        close_law(&format!("{what} ev"), &b.ev_used_law, &case["ev_used_law"]);
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
fn direct_vectors() {
    let cases = section("direct");
    assert_eq!(cases.len(), 12);
    for (i, case) in cases.iter().enumerate() {
        let what = format!(
            "direct {i} ({}, {})",
            case["input"]["monster"], case["input"]["spell"]
        );
        let AttackExact::Direct(d) = single(&case["input"]).exact() else {
            panic!("{what}: Smiting or Pain");
        };
        assert_eq!(d.power, int(&case["power"]), "{what}");
        assert_eq!(
            d.ench_power.map(i64::from),
            case["ench_power"].as_i64(),
            "{what}"
        );
        let dice = case["dice"].as_array().map(|d| [int(&d[0]), int(&d[1])]);
        assert_eq!(d.dice, dice, "{what}");
        assert_eq!(d.energy, int(&case["energy"]), "{what}");
        assert_eq!(d.shown, case["display"].as_str().unwrap(), "{what}");
        close(&format!("{what} p_hit"), d.p_hit, f(&case["p_hit"]));
        close(&format!("{what} p_block"), d.p_block, f(&case["p_block"]));
        close(&format!("{what} p_land"), d.p_land, f(&case["p_land"]));
        close_dist(
            &format!("{what} damage"),
            &d.damage_distribution,
            &case["damage"]["distribution"],
        );
        close(
            &format!("{what} mean"),
            d.mean_damage,
            f(&case["damage"]["mean"]),
        );
    }
}

#[test]
fn sequence_vectors() {
    let cases = section("sequence");
    assert_eq!(cases.len(), 8);
    for (i, case) in cases.iter().enumerate() {
        let what = format!("sequence {i}");
        let parsed: RangedInput = serde_json::from_value(case["input"].clone()).unwrap();
        let RangedScenario::Sequence(volley) = parsed.resolve_in(RULES).unwrap() else {
            panic!("{what}: a sequence");
        };
        let e = volley.exact();
        for (name, got) in [
            ("blocks_distribution", &e.blocks_distribution),
            ("lands_distribution", &e.lands_distribution),
            ("total_damage_distribution", &e.total_damage_distribution),
        ] {
            close_dist(&format!("{what} {name}"), got, &case[name]);
            assert_eq!(
                got.len(),
                case[name].as_array().unwrap().len(),
                "{what} {name}: the support"
            );
        }
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
    }
}

/// Every (monster, damaging spell) pair of the 0.34.1 spell books: power, zap row, to-hit,
/// dice, the spell list's dice and the beam's kind; and every pair is a spell of the
/// monster's list.
#[test]
fn beam_setup_vectors() {
    let rows = section("beam_setup");
    assert_eq!(rows.len(), 254);
    for row in &rows {
        let what = format!("{} {}", row["monster"], row["spell"]);
        let m = monsters::find_in(RULES, row["monster"].as_str().unwrap()).unwrap();
        assert!(
            spell_slots_in(RULES, m)
                .iter()
                .any(|s| s.spell().id == row["spell"].as_str().unwrap()),
            "{what}"
        );
        let input = SpellInput {
            monster: m.id.clone(),
            spell: row["spell"].as_str().unwrap().to_string(),
            hd: Some(int(&row["hd"])),
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
        let b = input.resolve_in(RULES).unwrap().exact();
        let pair = |v: &Value| [int(&v[0]), int(&v[1])];
        assert_eq!(
            (b.power, b.to_hit, b.dice, b.displayed_dice),
            (
                int(&row["power"]),
                int(&row["to_hit"]),
                pair(&row["dice"]),
                pair(&row["displayed_dice"])
            ),
            "{what}"
        );
        assert_eq!(b.zap, row["zap"].as_str().unwrap(), "{what}");
        assert_eq!(b.flavour.id(), row["flavour"].as_str().unwrap(), "{what}");
        assert_eq!(
            [b.pierce, b.explosion, b.blockable],
            ["pierce", "explosion", "blockable"].map(|k| row[k].as_bool().unwrap()),
            "{what}"
        );
        let rule = format!("{:?}", b.ac_rule).to_lowercase();
        assert_eq!(rule, row["ac_rule"].as_str().unwrap(), "{what}");
    }
}
