//! Fights as a Markov chain (`docs/rules/dcss-0.31-damage.md` §6): with one monster whose
//! energy gives exactly one round per turn, no shield and one weapon, the chain is the i.i.d.
//! fight of `Fight`; with two weapons it is their mixture.

use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attack, Attacker};
use mechanics::dcss::damage::fight::{FightChain, RoundVariant};
use mechanics::dcss::damage::{
    DamageModifiers, DamagingAttack, Fight, MeleeDamage, RoundAttack, landed_damage_dist,
};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::{DcssSpeedScenario, MonsterRound, PlayerAction, Pursuit};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::tolerance::EXACT;

fn attack(hd: i32, bonus: i32) -> Attack {
    Attack {
        attacker: Attacker::Monster(MonsterAttacker {
            hd,
            fighter: true,
            weapon_to_hit: bonus,
            slaying: 0,
        }),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(10),
        shield: None,
        rule_set: RuleSet::Dcss031,
    }
}

fn speed10() -> DcssSpeedScenario {
    DcssSpeedScenario {
        monster_speed: 10,
        monster_action_cost: 10,
        player_action: PlayerAction::Attack { delay: 10 },
        hasted: false,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    }
}

#[test]
fn one_round_a_turn_is_the_iid_fight() {
    let (ac, hp) = (6, 40);
    let damage = MeleeDamage::new(14, None, DamageModifiers::default()).unwrap();
    let a = attack(8, 0);
    let variant = RoundVariant {
        probability: 1.0,
        attacks: vec![
            DamagingAttack {
                attack: a,
                landed: landed_damage_dist(&damage, ac),
            };
            3
        ],
    };
    let chain = speed10().energy_chain().unwrap();
    let rounds = |r: MonsterRound| r.actions;
    let law = FightChain {
        chain: Some(&chain),
        count: 1,
        variants: std::slice::from_ref(&variant),
        block_limit: None,
        melee_rounds: &rounds,
        hp: hp as usize,
    }
    .survival(10)
    .unwrap();
    let fight = Fight::new(
        vec![
            RoundAttack {
                damage,
                p_land: a.p_beat_ev()
            };
            3
        ],
        ac,
        hp,
    )
    .unwrap();
    for (x, y) in law
        .p_dead_within_turns
        .iter()
        .zip(fight.p_dead_within_rounds(10))
    {
        assert!((x - y).abs() < EXACT, "{x} vs {y}");
    }
    let (x, y) = (
        law.expected_turns_to_death.unwrap(),
        fight.expected_rounds_to_death().unwrap(),
    );
    assert!((x - y).abs() < 1e-9, "{x} vs {y}");
}

#[test]
fn two_weapons_mix_their_fights() {
    let (ac, hp) = (3, 30);
    let variant = |bonus, attack_damage| {
        let d = MeleeDamage::new(attack_damage, None, DamageModifiers::default()).unwrap();
        RoundVariant {
            probability: 0.5,
            attacks: vec![DamagingAttack {
                attack: attack(6, bonus),
                landed: landed_damage_dist(&d, ac),
            }],
        }
    };
    let both = [variant(0, 10), variant(5, 18)];
    let chain = speed10().energy_chain().unwrap();
    let rounds = |r: MonsterRound| r.actions;
    let of = |v: &[RoundVariant]| {
        FightChain {
            chain: Some(&chain),
            count: 1,
            variants: v,
            block_limit: None,
            melee_rounds: &rounds,
            hp,
        }
        .survival(10)
        .unwrap()
    };
    let one = |v: &RoundVariant| {
        of(&[RoundVariant {
            probability: 1.0,
            ..v.clone()
        }])
    };
    let (mixed, a, b) = (of(&both), one(&both[0]), one(&both[1]));
    for k in 0..10 {
        let want = 0.5 * (a.p_dead_within_turns[k] + b.p_dead_within_turns[k]);
        assert!((mixed.p_dead_within_turns[k] - want).abs() < EXACT);
    }
    let want = 0.5 * (a.expected_turns_to_death.unwrap() + b.expected_turns_to_death.unwrap());
    assert!((mixed.expected_turns_to_death.unwrap() - want).abs() < 1e-9);
}
