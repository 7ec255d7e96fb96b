use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::sampling::dcss_exchange::chance::AttackChances;
use mechanics::sampling::dcss_exchange::lanes::Plan;
use mechanics::sampling::kernel::STREAMS;

fn plan(hd: i32, ev_x100: i32, sh_x100: Option<i32>) -> Plan {
    let attack = Attack {
        attacker: Attacker::Monster(MonsterAttacker {
            hd,
            fighter: false,
            weapon_to_hit: 0,
            slaying: 0,
        }),
        mods: HitModifiers::default(),
        ev: DefenderEv::Drawn {
            x100: ev_x100,
            shift: 0,
        },
        shield: sh_x100.map(|sh_x100| DefenderShield {
            blocker: Blocker::PlayerDrawn { sh_x100 },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss034,
    };
    Plan::new(&AttackChances::new(&attack, 0).expect("compiled")).expect("on lanes")
}

/// Whole values, and mixtures small enough, stay on half-words; finer 0.34 mixtures go to
/// whole words, with the block from a second word.
#[test]
fn the_layout_follows_the_chances() {
    let halves = |p| matches!(p, Plan::Halves { block: Some(_), .. });
    assert!(halves(plan(5, 1500, Some(2700))));
    assert!(halves(plan(10, 2050, Some(2761))));
    assert!(matches!(
        plan(5, 1537, None),
        Plan::Words { block: None, .. }
    ));
    assert!(matches!(
        plan(5, 1537, Some(2761)),
        Plan::Words { block: Some(_), .. }
    ));
    assert_eq!(plan(5, 1537, None).per_group(), STREAMS as u64);
    assert_eq!(plan(5, 1500, None).per_group(), 2 * STREAMS as u64);
}
