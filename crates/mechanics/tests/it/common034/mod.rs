//! Shared helpers of the DCSS 0.34 vector tests: the reference file, reading its inputs into
//! the mechanics' types, and comparing a law with a stored one.
// Each test binary uses only some of these helpers.
#![allow(dead_code)]

use mechanics::dcss::build::{AuxPiece, Build, Extras034};
use mechanics::dcss::data::{aux_armour, body_armour_in, shield, species_in};
use mechanics::dcss::evasion::EvSituation;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

/// `tests/data/dcss-0.34.json`.
pub fn reference() -> Value {
    serde_json::from_str(include_str!("../../data/dcss-0.34.json")).expect("valid reference JSON")
}

/// An integer field.
pub fn int(v: &Value, key: &str) -> i32 {
    v[key].as_i64().unwrap_or_else(|| panic!("{key} in {v}")) as i32
}

/// An optional integer field, 0 when absent.
pub fn int_or0(v: &Value, key: &str) -> i32 {
    v.get(key).map_or(0, |x| x.as_i64().unwrap() as i32)
}

/// An optional flag, false when absent.
pub fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// A probability compared with a stored one, to [`EXACT_REFERENCE`].
pub fn close(got: f64, want: &Value, what: &str) {
    let want = want
        .as_f64()
        .unwrap_or_else(|| panic!("{what}: not a number"));
    assert!(
        (got - want).abs() < EXACT_REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

/// A law against a stored `{"value": probability}` object: the same support, each
/// probability to [`EXACT_REFERENCE`].
pub fn assert_law(got: &Dist, want: &Value, what: &str) {
    let want = want
        .as_object()
        .unwrap_or_else(|| panic!("{what}: not a law"));
    let mut total = 0.0;
    for (v, p) in want {
        let v: i32 = v.parse().unwrap();
        close(got.prob(v), p, &format!("{what} at {v}"));
        total += p.as_f64().unwrap();
    }
    let covered: f64 = want.keys().map(|v| got.prob(v.parse().unwrap())).sum();
    assert!((covered - 1.0).abs() < EXACT_REFERENCE, "{what}: {got:?}");
    assert!(
        (total - 1.0).abs() < EXACT_REFERENCE,
        "{what}: stored total {total}"
    );
}

fn skill(i: &Value, key: &str) -> Skill {
    Skill::from_f64(i.get(key).map_or(0.0, |v| v.as_f64().unwrap())).unwrap()
}

/// A build of the `builds` section, its situation, and whether it is incapacitated for SH
/// (caught or helpless).
pub fn build034(i: &Value) -> (Build, EvSituation, bool) {
    let rules = RuleSet::Dcss034;
    let sp = species_in(rules, i["species"].as_str().unwrap()).unwrap();
    let mut build = Build {
        xl: int(i, "xl"),
        dodging: skill(i, "dodging"),
        armour: skill(i, "armour"),
        shields: skill(i, "shields"),
        body: body_armour_in(
            rules,
            i.get("body").and_then(Value::as_str).unwrap_or("none"),
        )
        .unwrap(),
        body_plus: int_or0(i, "body_plus"),
        shield: shield(i.get("shield").and_then(Value::as_str).unwrap_or("none")).unwrap(),
        shield_plus: int_or0(i, "shield_plus"),
        extras: Extras034 {
            // "acrobat" is DUR_ACROBAT (moved or waited last); the Bane of Stumbling bites
            // only with it.
            stumbling: flag(i, "stumbling") && flag(i, "acrobat"),
            reckless: i
                .get("mutations")
                .and_then(|m| m.get("MUT_RECKLESS"))
                .is_some(),
            parrying: int_or0(i, "parrying"),
            revguard_tier: int_or0(i, "revguard_tier"),
            ring_protection: int_or0(i, "ring_prot"),
            corrosion: int_or0(i, "corrosion"),
            ..Extras034::default()
        },
        ..Build::new_in(rules, sp, int(i, "dex"), int(i, "str"))
    };
    if let Some(m) = i.get("mutations").and_then(Value::as_object) {
        assert!(
            m.keys().all(|k| k == "MUT_RECKLESS"),
            "unread mutation in {i}"
        );
    }
    build.bonuses.ring_evasion = int_or0(i, "ring_ev");
    build.bonuses.agility = flag(i, "agility");
    // The acrobat's +15 needs a source too: here the Tengu's MUT_ACROBATIC (no amulet is
    // given in the vectors).
    build.bonuses.acrobat = flag(i, "acrobat") && sp.acrobatic;
    build.extra_sh.reflection = int_or0(i, "reflection") > 0;
    for piece in i.get("aux").and_then(Value::as_array).into_iter().flatten() {
        let item = aux_armour(piece["name"].as_str().unwrap()).unwrap();
        let plus = int(piece, "plus");
        build.aux.add(AuxPiece { item, plus }).unwrap();
    }
    let situation = EvSituation {
        helpless: flag(i, "helpless"),
        vertigo: flag(i, "vertigo"),
        petrifying: flag(i, "petrifying"),
        caught: flag(i, "caught"),
        constricted: flag(i, "constricted"),
        in_water: flag(i, "in_water"),
        unseen_attacker: flag(i, "unseen_attacker"),
    };
    let incapacitated = situation.caught || situation.helpless;
    (build, situation, incapacitated)
}

/// A skill level with one decimal.
pub fn sk(x: f64) -> Skill {
    Skill::from_f64(x).unwrap()
}

/// A 0.34 build of the worked examples: species, XL, Str, Dex, Dodging, Armour, body armour.
#[allow(clippy::too_many_arguments)]
pub fn build(sp: &str, xl: i32, st: i32, dex: i32, dodging: f64, armour: f64, body: &str) -> Build {
    Build {
        xl,
        dodging: sk(dodging),
        armour: sk(armour),
        body: body_armour_in(RuleSet::Dcss034, body).unwrap(),
        ..Build::new_in(
            RuleSet::Dcss034,
            species_in(RuleSet::Dcss034, sp).unwrap(),
            dex,
            st,
        )
    }
}

/// Puts on an aux piece.
pub fn wear(b: &mut Build, name: &str, plus: i32) {
    let item = aux_armour(name).unwrap();
    b.aux.add(AuxPiece { item, plus }).unwrap();
}

/// A two-point law `{lo: p, lo+1: 1 − p}`, or a point when `p` is 1.
pub fn assert_two_point(law: &Dist, lo: i32, p: f64, what: &str) {
    assert!((law.prob(lo) - p).abs() < EXACT, "{what}: {law:?}");
    assert!(
        (law.prob(lo + 1) - (1.0 - p)).abs() < EXACT,
        "{what}: {law:?}"
    );
}
