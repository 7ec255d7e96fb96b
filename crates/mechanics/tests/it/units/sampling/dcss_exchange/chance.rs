use mechanics::dcss::attack::{Attack, DefenderEv, DefenderShield};
use mechanics::dcss::attack::{Attacker, PlayerPreRoll};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::Blocker;
use mechanics::dcss::shields::{ShieldRules, monster_bypass};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::sampling::dcss_exchange::chance::{AttackChances, Chance};
use mechanics::tolerance::EXACT;

/// The chance's probability.
fn probability(c: Chance) -> f64 {
    c.favourable as f64 / c.outcomes as f64
}

fn attacks() -> Vec<Attack> {
    let monster = |hd, fighter, weapon_to_hit| {
        Attacker::Monster(MonsterAttacker {
            hd,
            fighter,
            weapon_to_hit,
            slaying: 0,
        })
    };
    let shield = |blocker, rules, unseen| {
        Some(DefenderShield {
            blocker,
            unseen_attacker: unseen,
            incapacitated: false,
            rules,
        })
    };
    let base = Attack {
        attacker: monster(10, true, 0),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(20),
        shield: shield(
            Blocker::Player { sh_internal: 27 },
            ShieldRules::V031,
            false,
        ),
        rule_set: RuleSet::Dcss031,
    };
    vec![
        base,
        Attack {
            ev: DefenderEv::Fixed(0),
            ..base
        },
        Attack {
            ev: DefenderEv::Fixed(-8),
            ..base
        },
        Attack {
            attacker: monster(3, false, 1500),
            ..base
        },
        Attack {
            mods: HitModifiers {
                defender_unseen: true,
                ..HitModifiers::default()
            },
            shield: shield(Blocker::Player { sh_internal: 51 }, ShieldRules::V019, true),
            ..base
        },
        Attack {
            shield: shield(
                Blocker::Monster {
                    shield_class: Some(3),
                },
                ShieldRules::V031,
                false,
            ),
            ..base
        },
        Attack {
            shield: shield(
                Blocker::Monster {
                    shield_class: Some(22),
                },
                ShieldRules::V019,
                false,
            ),
            ..base
        },
        Attack {
            attacker: Attacker::Player(PlayerPreRoll::Fixed(30)),
            mods: HitModifiers {
                backlit: true,
                ..HitModifiers::default()
            },
            ev: DefenderEv::Fixed(12),
            shield: None,
            rule_set: RuleSet::Dcss031,
        },
    ]
}

/// The monster attacks under 0.34: EV and SH drawn from their hundredths (fractional,
/// whole, negative, −10 for an unseen attacker), an automatic hit that cannot be blocked.
fn attacks034() -> Vec<Attack> {
    let drawn = |a: Attack, x100: i32, sh_x100: Option<i32>| Attack {
        ev: DefenderEv::Drawn {
            x100,
            shift: if a.shield.is_some_and(|s| s.unseen_attacker) {
                -10
            } else {
                0
            },
        },
        shield: a.shield.map(|s| DefenderShield {
            blocker: match (s.blocker, sh_x100) {
                (Blocker::Player { .. }, Some(sh_x100)) => Blocker::PlayerDrawn { sh_x100 },
                (other, _) => other,
            },
            ..s
        }),
        rule_set: RuleSet::Dcss034,
        ..a
    };
    attacks()
        .into_iter()
        .zip([2050, 1500, -320, 2099, 1, 733, 1212, 480])
        .zip([
            Some(2761),
            Some(2700),
            None,
            Some(1),
            Some(5137),
            None,
            None,
            None,
        ])
        .map(|((a, ev), sh)| match a.attacker {
            Attacker::Player(_) => a,
            Attacker::Monster(_) => drawn(a, ev, sh),
        })
        .collect()
}

/// The chances are the exact law's probabilities, under 0.31 and 0.34: the hit's against
/// `Attack::p_beat_ev`, the block's after 0 to 4 blocks against the contest's `p_block`
/// (no block for a 0.34 automatic hit).
#[test]
fn chances_are_the_exact_probabilities() {
    for attack in attacks().into_iter().chain(attacks034()) {
        let chances = AttackChances::new(&attack, 4).expect("compiled");
        let p = probability(chances.hit);
        assert!((p - attack.p_beat_ev()).abs() < EXACT, "{attack:?}: {p}");
        let Some(s) = attack.shield else {
            assert_eq!(chances.block, None);
            continue;
        };
        let Attacker::Monster(m) = attack.attacker else {
            unreachable!("only monster attacks are compiled with a shield")
        };
        if !attack.can_block(m.to_hit_dist(&attack.mods).max()) {
            assert_eq!(chances.block, None, "{attack:?}");
            continue;
        }
        let contest = s.contest(monster_bypass(m.hd));
        let block = chances.block.expect("a shield");
        for (b, chance) in block.iter().enumerate() {
            let p = probability(*chance);
            assert!(
                (p - contest.p_block(b as u32)).abs() < EXACT,
                "{attack:?} b={b}: {p}"
            );
        }
    }
}

/// A 0.34 attack whose EV and SH are whole has the 0.31 attack's chances (but for an
/// automatic hit, which 0.34 never blocks).
#[test]
fn whole_034_values_have_the_031_chances() {
    for a in attacks() {
        let whole = Attack {
            ev: DefenderEv::Drawn {
                x100: a.ev.fixed().unwrap() * 100,
                shift: 0,
            },
            shield: a.shield.map(|s| DefenderShield {
                blocker: match s.blocker {
                    Blocker::Player { sh_internal } => Blocker::PlayerDrawn {
                        sh_x100: sh_internal * 100,
                    },
                    other => other,
                },
                ..s
            }),
            rule_set: RuleSet::Dcss034,
            ..a
        };
        let (old, new) = (AttackChances::new(&a, 3), AttackChances::new(&whole, 3));
        if whole.can_block(a.to_hit_dist().max()) {
            assert_eq!(new, old, "{a:?}");
        } else {
            assert_eq!(new.map(|c| c.hit), old.map(|c| c.hit), "{a:?}");
        }
    }
}
