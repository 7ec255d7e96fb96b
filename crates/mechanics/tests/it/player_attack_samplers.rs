//! Each sampler of the player's offence against its exact law, by a chi-square test at 10⁶
//! draws (`docs/rules/dcss-0.31-player-attack.md` §3-§6): the attack delay's `random_var`, the
//! main attack's damage with each brand, an aux attack, the retaliation, a monster's HP, and a
//! whole action's joint law of damage and the monster's block counter.

use crate::common::{assert_draws_fit, assert_sampler_matches};
use mechanics::dcss::monster_hp::MonsterHp;
use mechanics::dcss::player_attack::aux::AuxOutcome;
use mechanics::dcss::player_attack::{AttackSpec, AuxMutations, Brand, PlayerAction};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

fn armed(weapon: &str, skill: f64) -> AttackSpec {
    AttackSpec {
        str: 16,
        dex: 15,
        fighting: 10.5,
        weapon: Some(weapon.into()),
        weapon_skill: skill,
        ..AttackSpec::default()
    }
}

#[test]
fn attack_delay_rolls_its_random_var() {
    let cases = [
        AttackSpec {
            finesse: true,
            haste: true,
            ..armed("dire flail", 24.7)
        },
        AttackSpec {
            brand: Some(Brand::Heavy),
            slow: true,
            ..armed("great mace", 2.5)
        },
        AttackSpec {
            shield: Some("kite shield".into()),
            shields: 0.5,
            str: 14,
            haste: true,
            ..AttackSpec {
                weapon_skill: 11.1,
                ..AttackSpec::default()
            }
        },
        AttackSpec {
            brand: Some(Brand::Speed),
            berserk: true,
            ..armed("quick blade", 9.3)
        },
    ];
    for (i, spec) in cases.iter().enumerate() {
        let delay = spec.resolve().unwrap().offence.delay;
        let mut r = rng(10 + i as u64);
        assert_sampler_matches(&format!("delay {i}"), &delay.dist(), || {
            delay.roll_action(&mut r)
        });
    }
}

#[test]
fn main_damage_rolls_its_law() {
    let cases = [
        AttackSpec {
            brand: Some(Brand::Heavy),
            monster_ac: 6,
            weapon_plus: -2,
            slaying: 5,
            ..armed("great mace", 8.3)
        },
        AttackSpec {
            brand: Some(Brand::Flaming),
            monster_resist: 1,
            might: true,
            weak: true,
            monster_ac: 7,
            ..armed("mace", 10.0)
        },
        AttackSpec {
            brand: Some(Brand::Freezing),
            monster_resist: -1,
            monster_ac: 3,
            ..armed("rapier", 14.0)
        },
        AttackSpec {
            brand: Some(Brand::Electrocution),
            monster_ac: 11,
            weapon_plus: 4,
            ..armed("rapier", 14.0)
        },
        AttackSpec {
            claws: 3,
            weapon_skill: 10.3,
            str: 20,
            monster_ac: 3,
            ..AttackSpec::default()
        },
        AttackSpec {
            weapon_plus: -3,
            weak: true,
            ..armed("dagger", 0.0)
        },
    ];
    for (i, spec) in cases.iter().enumerate() {
        let a = spec.resolve().unwrap();
        let damage = a.offence.main_damage(&a.target);
        let mut r = rng(20 + i as u64);
        assert_sampler_matches(&format!("damage {i}"), &damage.dist(), || {
            damage.roll(&mut r)
        });
    }
}

/// A triggered aux attack's outcome as one cell: 0 missed, 1 blocked, 2 + d landed for d.
#[test]
fn aux_attacks_roll_their_law() {
    let cases = [
        AttackSpec {
            xl: 12,
            str: 17,
            dex: 14,
            fighting: 12.5,
            weapon_skill: 8.4,
            claws: 2,
            offhand_free: true,
            monster_base_ev: 12,
            monster_hd: 8,
            monster_ac: 3,
            monster_shield: Some("kite shield".into()),
            ..AttackSpec::default()
        },
        AttackSpec {
            xl: 9,
            str: 12,
            dex: 18,
            fighting: 6.0,
            might: true,
            aux: AuxMutations {
                fangs: 1,
                acidic_bite: 1,
                ..AuxMutations::default()
            },
            monster_base_ev: 8,
            monster_ac: 4,
            ..AttackSpec::default()
        },
    ];
    for (i, spec) in cases.iter().enumerate() {
        let a = spec.resolve().unwrap();
        let round = a.offence.aux_round(&a.target);
        let (_, attack) = round.attacks().next().expect("one aux attack");
        let p = attack.probs(100, 1);
        let landed = attack.landed_dist();
        let mut cells = vec![(0, p.p_miss), (1, p.p_block)];
        cells.extend(landed.iter().map(|(d, q)| (2 + i64::from(d), p.p_land * q)));
        let mut r = rng(30 + i as u64);
        assert_draws_fit(&format!("aux {i}"), &cells, || {
            let mut blocks = 1;
            match attack.roll(&mut r, &mut blocks) {
                AuxOutcome::Missed => 0,
                AuxOutcome::Blocked => 1,
                AuxOutcome::Landed(d) => 2 + i64::from(d),
            }
        });
    }
}

#[test]
fn retaliation_and_monster_hp_roll_their_laws() {
    let minotaur = AttackSpec {
        xl: 10,
        str: 18,
        fighting: 8.0,
        aux: AuxMutations {
            horns: 2,
            ..AuxMutations::default()
        },
        monster_ac: 5,
        ..AttackSpec::default()
    };
    let a = minotaur.resolve().unwrap();
    let retaliation = mechanics::dcss::player_attack::Retaliation {
        attacker: a.offence.aux_attacker(),
        ac: 5,
    };
    let mut r = rng(40);
    assert_sampler_matches("retaliation", &retaliation.dist(), || {
        retaliation.roll(&mut r)
    });
    for (i, (avg, hd, vault)) in [
        (280, 4, None),
        (55, 1, None),
        (275, 5, Some(3)),
        (6750, 20, None),
    ]
    .into_iter()
    .enumerate()
    {
        let hp = MonsterHp::new(avg, hd, vault).unwrap();
        let mut r = rng(50 + i as u64);
        assert_sampler_matches(&format!("monster HP {avg}"), &hp.dist(), || hp.roll(&mut r));
    }
}

/// A quick blade with aux attacks against a shield: the action's (counter after, damage) as
/// one cell, from each counter before.
#[test]
fn an_action_rolls_its_joint_law() {
    let spec = AttackSpec {
        xl: 14,
        str: 14,
        dex: 18,
        fighting: 9.0,
        weapon: Some("quick blade".into()),
        weapon_skill: 12.0,
        weapon_plus: 2,
        brand: Some(Brand::Electrocution),
        offhand_free: true,
        unarmed_combat: Some(6.0),
        aux: AuxMutations {
            talons: 2,
            ..AuxMutations::default()
        },
        monster_base_ev: 14,
        monster_hd: 10,
        monster_ac: 4,
        monster_shield: Some("buckler".into()),
        ..AttackSpec::default()
    };
    let a = spec.resolve().unwrap();
    let action = PlayerAction::new(&a.offence, &a.target);
    let law = action.law();
    let width = law.by_blocks.iter().flatten().map(Vec::len).max().unwrap() as i64;
    for start in 0..law.by_blocks.len() {
        let cells: Vec<(i64, f64)> = law.by_blocks[start]
            .iter()
            .enumerate()
            .flat_map(|(b2, row)| {
                row.iter()
                    .enumerate()
                    .map(move |(d, &p)| (b2 as i64 * width + d as i64, p))
            })
            .collect();
        let mut r = rng(60 + start as u64);
        assert_draws_fit(&format!("action from {start}"), &cells, || {
            let mut hp = i32::MAX;
            let mut blocks = start as u32;
            let (_, dealt) = action.roll(&mut r, &mut hp, &mut blocks);
            i64::from(blocks) * width + i64::from(dealt)
        });
    }
}
