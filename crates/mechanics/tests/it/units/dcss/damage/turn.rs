use crate::units::dcss::attack::monster;
use mechanics::dcss::attack::Attack;
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::damage::turn::*;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::TurnState;
use mechanics::tolerance::EXACT;

#[test]
fn damage_one_is_the_landed_count() {
    // Every landed attack does exactly 1: the damage law is the landed-count law.
    let attack = Attack {
        attacker: monster(7, true),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(12),
        shield: None,
        rule_set: RuleSet::Dcss031,
    };
    let a = DamagingAttack {
        attack,
        landed: vec![0.0, 1.0],
    };
    let d = DamageState::start(None, 10).after(&[a.clone(), a.clone(), a]);
    let lands = TurnState::start(None).after(&[attack; 3]).lands();
    for (x, y) in d.damage().iter().zip(&lands) {
        assert!((x - y).abs() < EXACT);
    }
    // Capped at 2: "2 or more" holds P(2) + P(3).
    let a = DamagingAttack {
        attack,
        landed: vec![0.0, 1.0],
    };
    let capped = DamageState::start(None, 2)
        .after(&[a.clone(), a.clone(), a])
        .damage();
    assert!((capped[2] - lands[2] - lands[3]).abs() < EXACT);
}
