mod ev;

use mechanics::dcss::attack::*;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::tolerance::{EXACT, FIVE_DECIMALS};

pub(crate) fn monster(hd: i32, fighter: bool) -> Attacker {
    Attacker::Monster(MonsterAttacker {
        hd,
        fighter,
        weapon_to_hit: 0,
        slaying: 0,
    })
}

#[test]
fn monster_hit_and_block_are_independent() {
    let a = Attack {
        attacker: monster(5, false),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(15),
        shield: Some(DefenderShield {
            blocker: Blocker::Player { sh_internal: 8 },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss031,
    };
    let p = a.probs(0, false);
    // `docs/rules/dcss-0.31.md` §2.5: true P(hit) 39.281 % with SH 8 against an HD 5 attacker.
    assert!((p.p_land - 0.39281).abs() < FIVE_DECIMALS);
    assert!((p.p_land - a.p_beat_ev() * (1.0 - p.p_block)).abs() < EXACT);
    let ex = a.probs(0, true);
    assert_eq!(ex.p_block, 0.0);
    assert!((ex.p_land - a.p_beat_ev()).abs() < EXACT);
}

#[test]
fn player_attacker_block_depends_on_its_roll() {
    let a = Attack {
        attacker: Attacker::Player(PlayerPreRoll::Fixed(40)),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(10),
        shield: Some(DefenderShield {
            blocker: Blocker::Monster {
                shield_class: Some(30),
            },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss031,
    };
    let p = a.probs(0, false);
    // High rolls both hit and pierce more: landing is more likely than independence says.
    assert!(p.p_land > a.p_beat_ev() * (1.0 - p.p_block));
    assert!((p.p_block + p.p_land + p.p_miss - 1.0).abs() < EXACT);
}
