use mechanics::dcss::damage::MeleeDamage;
use mechanics::dcss::damage::{DamageModifiers, WeaponDamage, landed_damage_law};
use mechanics::dcss::duel::defence::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

/// With a constant AC the two-draw law is the damage rules' own.
#[test]
fn constant_ac_is_the_damage_rules_law() {
    let orc = MeleeDamage {
        attack_damage: 12,
        weapon: Some(WeaponDamage {
            base: 11,
            plus: 2,
            heavy: true,
        }),
        modifiers: DamageModifiers::default(),
    };
    for ac in [0, 3, 8, 17] {
        let ours = landed_after_ac(&orc, &Dist::point(ac));
        let theirs = landed_damage_law(&orc, ac);
        assert_eq!((ours.min(), ours.max()), (theirs.min(), theirs.max()));
        for (v, p) in theirs.iter() {
            assert!((ours.prob(v) - p).abs() < EXACT, "AC {ac}, {v}");
        }
    }
    // A random AC mixes: AC 7.5 is AC 7 and AC 8 half each, drawn independently twice.
    let mixed = landed_after_ac(&orc, &Drawn::RandomRound { x100: 750 }.dist());
    assert!((mixed.probs().iter().sum::<f64>() - 1.0).abs() < EXACT);
}
