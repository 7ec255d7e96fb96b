use crate::units::dcss::attack::monster;
use mechanics::dcss::attack::Attack;
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attacker, DefenderShield};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::Turn;
use mechanics::dcss::turn::*;
use mechanics::tolerance::EXACT;

fn attack(hd: i32, ev: i32, sh: Option<i32>) -> Attack {
    Attack {
        attacker: monster(hd, true),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(ev),
        shield: sh.map(|sh_internal| DefenderShield {
            blocker: Blocker::Player { sh_internal },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss031,
    }
}

#[test]
fn attack_by_attack_is_the_turn_dp() {
    let attacks = vec![
        attack(5, 12, Some(20)),
        attack(9, 12, Some(20)),
        attack(5, 12, Some(20)),
    ];
    let turn = Turn {
        attacks: attacks.clone(),
        block_limit: Some(2),
    };
    let whole = turn.exact();
    let stepwise = TurnState::start(Some(2))
        .after(&attacks[..1])
        .after(&attacks[1..]);
    for (a, b) in whole.lands.iter().zip(stepwise.lands()) {
        assert!((a - b).abs() < EXACT);
    }
    for (a, b) in whole.blocks.iter().zip(stepwise.blocks()) {
        assert!((a - b).abs() < EXACT);
    }
}

#[test]
fn a_mixture_of_weapons_averages_the_laws() {
    // One attack whose weapon adds +4 to-hit with probability 1/4.
    let plain = attack(6, 15, None);
    let armed = Attack {
        attacker: match plain.attacker {
            Attacker::Monster(m) => Attacker::Monster(mechanics::dcss::to_hit::MonsterAttacker {
                weapon_to_hit: 4,
                ..m
            }),
            other => other,
        },
        ..plain
    };
    let start = TurnState::start(None);
    let mixed = start.mixture(&[(0.75, start.after(&[plain])), (0.25, start.after(&[armed]))]);
    let want = 0.75 * plain.p_beat_ev() + 0.25 * armed.p_beat_ev();
    assert!((mixed.lands()[1] - want).abs() < EXACT);
    assert!((mixed.lands().iter().sum::<f64>() - 1.0).abs() < EXACT);
}
