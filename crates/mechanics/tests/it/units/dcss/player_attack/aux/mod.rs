use mechanics::dcss::player_attack::aux::*;
use mechanics::dcss::player_attack::form::PostAc;
use mechanics::dcss::player_attack::retaliation::Retaliation;
use mechanics::dcss::player_attack::target::MonsterTarget;
use mechanics::dcss::player_attack::target::Resists;
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::tolerance::{EXACT, FOUR_DECIMALS};

fn minotaur() -> AuxAttacker {
    AuxAttacker {
        xl: 10,
        str: 18,
        dex: 10,
        fighting: Skill::level(8).unwrap(),
        unarmed_combat: Skill::default(),
        slaying: 0,
        might: false,
        weak: false,
        mutations: AuxMutations {
            horns: 2,
            ..AuxMutations::default()
        },
        offhand_free: false,
        post_ac: PostAc::None,
    }
}

fn target(ev: i32, ac: i32) -> MonsterTarget {
    MonsterTarget {
        ev,
        ac,
        hd: 5,
        shield_class: 0,
        block_limit: 0,
        resists: Resists::default(),
        unseen: false,
        backlit: false,
        umbra: false,
    }
}

/// §10 A1: a Minotaur XL 10 headbutts 45% of the time, aux to-hit 22, P(hit) 0.560606
/// against EV 10; the retaliation deals mean 6.2433, max 14, whatever the AC.
#[test]
fn minotaur_headbutt_and_retaliation() {
    let round = minotaur().round(&target(10, 5), HitModifiers::default());
    let (chance, headbutt) = round.attacks().next().unwrap();
    assert_eq!((chance, headbutt.kind), (45, AuxKind::Headbutt));
    assert_eq!(minotaur().aux_to_hit(), 22);
    let p = headbutt.probs(100, 0);
    assert!((p.p_land - (12.0 / 22.0 + 10.0 / 22.0 / 30.0)).abs() < EXACT);
    let r = Retaliation {
        attacker: minotaur(),
        ac: 5,
    };
    let law = r.damage_dist();
    assert_eq!(law.max(), 14);
    assert!((law.mean() - 6.2433).abs() < FOUR_DECIMALS);
}
