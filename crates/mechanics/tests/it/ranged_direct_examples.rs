//! The worked examples of Smiting and Pain (`docs/rules/dcss-0.31-ranged.md` §10.3,
//! `docs/rules/dcss-0.34-ranged.md` §10): the direct spells reach the player with no to-hit
//! roll and no block, and Pain's chance comes from the player's Willpower, under 0.31.0 and
//! 0.34.1.

use mechanics::dcss::ranged::RangedAttack;
use mechanics::dcss::ranged::direct::DirectExact;
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::EXACT;
use serde_json::{Value, json};

fn direct(rules: RuleSet, v: Value) -> DirectExact {
    let input: SpellInput = serde_json::from_value(v).unwrap();
    match input.resolve_attack_in(rules).unwrap() {
        RangedAttack::Direct(d) => d.exact(),
        other => panic!("not a direct spell: {other:?}"),
    }
}

fn near(what: &str, got: f64, want: f64) {
    assert!((got - want).abs() < EXACT, "{what}: got {got}, want {want}");
}

/// D1: an orc priest's Smiting: 7 + random2avg(11, 2) whatever the EV, SH and AC; never
/// blocked, never dodged, no AC.
#[test]
fn d1_smiting() {
    for rules in RuleSet::ALL {
        let d = direct(
            rules,
            json!({"monster": "orc priest", "spell": "SPELL_SMITING", "ev": 30, "sh_internal": 40, "ac": 20}),
        );
        assert_eq!(
            (d.p_hit, d.p_block, d.p_land, d.p_resist),
            (1.0, 0.0, 1.0, 0.0)
        );
        assert_eq!(d.damage_distribution.len(), 18);
        assert!(d.damage_distribution[..7].iter().all(|&p| p == 0.0));
        // (a + b)/2 for a in 0..=10, b in 0..=11: 3 of the 132 pairs give 0 (P(7) = 1/44),
        // 22 give 5 (P(12) = 1/6).
        near("P(7)", d.damage_distribution[7], 1.0 / 44.0);
        near("P(12)", d.damage_distribution[12], 1.0 / 6.0);
        near("P(17)", d.damage_distribution[17], 1.0 / 44.0);
        near("mean", d.mean_damage, 12.0);
        assert_eq!((d.shown.as_str(), d.display_pct), ("7-17", None));
    }
}

/// D2–D4: an orc priest's Pain at 0.31: power max(3·12, 150) = 150, enchantment power 50,
/// stepdown 45; 1d14 damage.
#[test]
fn d2_d4_pain_031() {
    let pain = |wl: i32| {
        direct(
            RuleSet::Dcss031,
            json!({"monster": "orc priest", "spell": "pain", "ev": 15, "willpower": wl}),
        )
    };
    let d = pain(0);
    assert_eq!(
        (d.power, d.ench_power, d.dice),
        (150, Some(50), Some([1, 14]))
    );
    // Target 100 + 0 − 45 = 55: resisted when random2(100) + random2(101) < 55, 55·56/2 =
    // 1540 of the 10100 pairs.
    near("WL 0 resist", d.p_resist, 1540.0 / 10100.0);
    near("WL 0 land", d.p_land, 8560.0 / 10100.0);
    near("mean", d.mean_damage, 7.5);
    assert_eq!((d.display_pct, d.shown.as_str()), (Some(85), "(85%)"));
    // WL 40 (one pip): target 95, 4560 pairs.
    let d = pain(40);
    near("WL 40 land", d.p_land, 5540.0 / 10100.0);
    assert_eq!(d.shown, "(55%)");
    // WL 160: target 215, beyond the largest roll 199: always resisted.
    let d = pain(160);
    assert_eq!((d.p_land, d.display_pct), (0.0, Some(0)));
    // WILL_INVULN resists everything.
    assert_eq!(pain(5000).p_land, 0.0);
}

/// D5: rN halves Pain's damage, truncating: 1d14 → 0..7, mean 49/14 = 3.5; rN+++ stops it.
#[test]
fn d5_pain_rn() {
    let d = direct(
        RuleSet::Dcss031,
        json!({"monster": "orc priest", "spell": "pain", "ev": 15, "resist": 1}),
    );
    near("rN+ mean", d.mean_damage, 3.5);
    near("rN+ P(0)", d.damage_distribution[0], 1.0 / 14.0);
    let d = direct(
        RuleSet::Dcss031,
        json!({"monster": "orc priest", "spell": "pain", "ev": 15, "resist": 3}),
    );
    assert_eq!(d.damage_distribution.len(), 1);
    near("rN+++ P(0)", d.damage_distribution[0], 1.0);
}

/// D2, D6, D7 of `docs/rules/dcss-0.34-ranged.md` §10.2: Pain at 0.34.1 is cast at
/// max(spell HD·4, 50), read whole as the enchantment power; the spell list shows the dice
/// too. An orc high priest (HD 11) casts at the floor, 1d9; empowered (spell HD 16), at 64,
/// 1d10.
#[test]
fn d6_d7_pain_034() {
    let d = direct(
        RuleSet::Dcss034,
        json!({"monster": "orc priest", "spell": "pain", "ev": 15}),
    );
    assert_eq!(
        (d.power, d.ench_power, d.dice),
        (50, Some(50), Some([1, 9]))
    );
    near("land", d.p_land, 8560.0 / 10100.0);
    near("mean", d.mean_damage, 5.0);
    assert_eq!(d.shown, "(85%,1d9)");
    // D6: the orc high priest (HD 11): 11·4 = 44 < 50: the floor, as the orc priest's.
    let d = direct(
        RuleSet::Dcss034,
        json!({"monster": "orc high priest", "spell": "pain", "ev": 15, "willpower": 40}),
    );
    assert_eq!(
        (d.power, d.ench_power, d.dice),
        (50, Some(50), Some([1, 9]))
    );
    near("high priest land", d.p_land, 5540.0 / 10100.0);
    assert_eq!(d.shown, "(55%,1d9)");
    // D7: empowered, spell HD 16: 64; stepdown(64) = 53, t = 87, 3828 pairs resist; 1d10.
    let d = direct(
        RuleSet::Dcss034,
        json!({"monster": "orc high priest", "spell": "pain", "ev": 15, "willpower": 40, "spell_hd": 16}),
    );
    assert_eq!(
        (d.power, d.ench_power, d.dice),
        (64, Some(64), Some([1, 10]))
    );
    near("empowered land", d.p_land, 1568.0 / 2525.0);
    near("empowered mean", d.mean_damage, 5.5);
    assert_eq!(d.shown, "(63%,1d10)");
    // At 0.31 the same priest casts at the floor, 150: 1d14, enchantment power 50.
    let d = direct(
        RuleSet::Dcss031,
        json!({"monster": "orc high priest", "spell": "pain", "ev": 15, "willpower": 40}),
    );
    assert_eq!((d.power, d.dice), (150, Some([1, 14])));
    near("0.31 high priest land", d.p_land, 5540.0 / 10100.0);
}
