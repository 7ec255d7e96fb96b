mod state;

use crate::units::dcss::attack::monster;
use mechanics::dcss::attack::Attack;
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::*;
use mechanics::tolerance::EXACT;

#[test]
fn longest_streak_of_one_turn_by_hand() {
    // Two unshielded attacks that each land with probability p: the longest run is 0
    // with (1-p)^2, 2 with p^2, 1 otherwise.
    let a = Attack {
        attacker: monster(5, false),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(15),
        shield: None,
        rule_set: RuleSet::Dcss031,
    };
    let p = a.p_beat_ev();
    let turn = Turn {
        attacks: vec![a; 2],
        block_limit: None,
    };
    let law = turn.longest_streak_exact(1).unwrap();
    assert!((law[0] - (1.0 - p) * (1.0 - p)).abs() < EXACT);
    assert!((law[2] - p * p).abs() < EXACT);
    assert!((law[1] - 2.0 * p * (1.0 - p)).abs() < EXACT);
    // Two turns: the runs carry across turns, so four landed attacks in a row count 4.
    let two = turn.longest_streak_exact(2).unwrap();
    assert!((two[4] - p.powi(4)).abs() < EXACT);
    assert!((two.iter().sum::<f64>() - 1.0).abs() < EXACT);
    assert!(turn.longest_streak_exact(40).is_none());
}
