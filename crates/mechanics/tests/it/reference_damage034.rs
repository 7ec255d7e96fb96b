//! Every damage vector of `tests/data/dcss-0.34.json`: the law of one landed monster melee
//! attack after the player's AC and GDR under DCSS 0.34.1, drawn twice per hit from AC ×100,
//! with the 0.34 weapon table and damage multipliers (`docs/rules/dcss-0.34.md` §D1–§D2).

use crate::common034::{assert_law, close, flag, int, int_or0, reference};
use mechanics::dcss::damage::{
    DamageModifiers, MeleeDamage, MeleeDamage034, Modifiers034, WeaponDamage, gdr_law,
    landed_damage_dist_034,
};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;
use serde_json::Value;

/// The attack of a damage vector: A, the 0.34 weapon with its enchantment plus slaying, and
/// the flags of melee-attack.cc:5098-5151.
fn attack(i: &Value) -> MeleeDamage034 {
    let weapon = i
        .get("weapon")
        .and_then(Value::as_str)
        .map(|name| WeaponDamage {
            base: weapons::find_in(RuleSet::Dcss034, name).unwrap().damage,
            plus: int_or0(i, "weapon_plus") + int_or0(i, "slaying"),
            heavy: flag(i, "heavy"),
        });
    let modifiers = DamageModifiers {
        might: flag(i, "might"),
        idealised: flag(i, "idealised"),
        weak: flag(i, "weak"),
        stab: flag(i, "stab"),
        cleave: flag(i, "cleave"),
    };
    let known = [
        "attack_damage",
        "player_ac_x100",
        "weapon",
        "weapon_plus",
        "slaying",
        "heavy",
        "might",
        "idealised",
        "weak",
        "stab",
        "cleave",
        "tempered",
        "beogh",
        "figment",
    ];
    for k in i.as_object().unwrap().keys() {
        assert!(known.contains(&k.as_str()), "unread input {k}");
    }
    MeleeDamage034 {
        damage: MeleeDamage::new(int(i, "attack_damage"), weapon, modifiers).unwrap(),
        extra: Modifiers034 {
            tempered: flag(i, "tempered"),
            beogh: flag(i, "beogh"),
            figment: flag(i, "figment"),
        },
    }
}

#[test]
fn damage_vectors() {
    let r = reference();
    let cases = r["damage"].as_array().unwrap();
    assert_eq!(cases.len(), 32);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let ac = Hundredths(int(i, "player_ac_x100"));
        assert_law(&ac.law(), &case["ac_law"], &format!("{what}: ac_law"));
        assert_law(&gdr_law(ac), &case["gdr_law"], &format!("{what}: gdr_law"));
        let got = landed_damage_dist_034(&attack(i), ac);
        let want = case["distribution"].as_array().unwrap();
        assert_eq!(got.len(), want.len(), "{what}: support");
        for (d, (g, w)) in got.iter().zip(want).enumerate() {
            close(*g, w, &format!("{what}: P({d})"));
        }
        let mean: f64 = got.iter().enumerate().map(|(d, p)| d as f64 * p).sum();
        close(mean, &case["mean"], &format!("{what}: mean"));
    }
}
