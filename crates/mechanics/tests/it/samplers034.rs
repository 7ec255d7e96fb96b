//! Every DCSS 0.34 sampler against its exact law, by chi-square at 10⁶ draws: the per-use
//! draws of EV, SH and AC (`docs/rules/dcss-0.34.md` §1.1), an attack and a turn drawing EV per
//! attack and SH per block roll, an unblockable automatic hit, the landed damage with its two
//! AC draws (§D2), monster energy without the floor of 1 (§7.3), the 0.34 moves (§7.2).

use crate::common::{assert_fits, assert_sampler_matches, draws, monster};
use mechanics::dcss::attack::{Attack, DefenderEv, DefenderShield, Outcome};
use mechanics::dcss::damage::{
    DamageModifiers, MeleeDamage, MeleeDamage034, Modifiers034, WeaponDamage,
    landed_damage_law_034, roll_landed_034,
};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::time::{
    DcssSpeedScenario, MoveModifiers, PlayerAction, Pursuit, STATIONARY_BURN_IN, Swiftness,
    energy_gain_dist_in, energy_gain_in, player_movement_speed_dist_in, player_movement_speed_in,
};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::Turn;
use mechanics::dist::Dist;
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn, Path};
use mechanics::tolerance::EXACT;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(0x0034_0000 + seed)
}

/// A 0.34 player defender with EV ×100 `ev` and raw SH ×100 `sh` (no shield when 0).
fn attack034(hd: i32, fighter: bool, ev: i32, sh: i32, mods: HitModifiers) -> Attack {
    Attack {
        attacker: monster(hd, fighter, 0),
        mods,
        ev: DefenderEv::Drawn { x100: ev, shift: 0 },
        shield: (sh > 0).then_some(DefenderShield {
            blocker: Blocker::PlayerDrawn { sh_x100: sh },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss034,
    }
}

#[test]
fn per_use_draws_match_their_laws() {
    let mut r = rng(1);
    for x in [680, 1054, 249, 2687, -320, 1000] {
        let h = Hundredths(x);
        assert_sampler_matches(&format!("draw of {x}"), &h.law(), || h.draw(&mut r));
    }
    let unseen = DefenderEv::Drawn {
        x100: 680,
        shift: -10,
    };
    assert_sampler_matches("unseen EV", &unseen.law(), || unseen.draw(&mut r));
    let drawn = Blocker::PlayerDrawn { sh_x100: 2687 };
    assert_sampler_matches(
        "SH bonus drawn per roll",
        &drawn.bonus_dist(ShieldRules::V031),
        || drawn.roll_bonus(&mut r, ShieldRules::V031),
    );
}

#[test]
fn attack_rolls_match_exact_outcomes() {
    let mut r = rng(2);
    let plain = attack034(10, true, 2000, 2687, HitModifiers::default());
    let auto = attack034(
        8,
        false,
        1200,
        2400,
        HitModifiers {
            auto_hit: true,
            ..HitModifiers::default()
        },
    );
    let unseen = Attack {
        ev: DefenderEv::Drawn {
            x100: 1490,
            shift: -10,
        },
        shield: plain.shield.map(|s| DefenderShield {
            unseen_attacker: true,
            ..s
        }),
        ..attack034(12, true, 1490, 1999, HitModifiers::default())
    };
    for (name, a, b, exhausted) in [
        ("0.34 b=0", plain, 0, false),
        ("0.34 exhausted", plain, 3, true),
        ("0.34 automatic hit", auto, 0, false),
        ("0.34 unseen", unseen, 0, false),
    ] {
        let p = a.probs(b, exhausted);
        let mut counts = [0u64; 3];
        for _ in 0..draws() {
            counts[a.roll(&mut r, b, exhausted).index()] += 1;
        }
        assert_fits(name, &counts, &[p.p_miss, p.p_block, p.p_land]);
    }
    // W25: an automatic hit is never blocked at 0.34, but can be at 0.31.
    assert_eq!(auto.probs(0, false).p_block, 0.0);
    let old = Attack {
        rule_set: RuleSet::Dcss031,
        ev: DefenderEv::Fixed(12),
        shield: auto.shield.map(|s| DefenderShield {
            blocker: Blocker::Player { sh_internal: 24 },
            ..s
        }),
        ..auto
    };
    assert!(old.probs(0, false).p_block > 0.0);
}

#[test]
fn turn_rolls_match_exact_joint_law() {
    let mut r = rng(3);
    let turn = Turn {
        attacks: vec![attack034(10, false, 1030, 4770, HitModifiers::default()); 5],
        block_limit: Some(1),
    };
    let exact = turn.exact();
    let (mut blocks, mut lands) = ([0u64; 6], [0u64; 6]);
    let mut outcomes = [Outcome::Missed; 5];
    for _ in 0..draws() {
        let (b, l) = turn.roll(&mut r, &mut outcomes);
        blocks[b as usize] += 1;
        lands[l as usize] += 1;
    }
    assert_fits("0.34 turn blocks", &blocks, &exact.blocks);
    assert_fits("0.34 turn lands", &lands, &exact.lands);
}

#[test]
fn landed_damage_rolls_match_the_law() {
    let mut r = rng(4);
    let club = MeleeDamage034 {
        damage: MeleeDamage::new(
            20,
            Some(WeaponDamage {
                base: 20,
                plus: 0,
                heavy: true,
            }),
            DamageModifiers {
                might: true,
                cleave: true,
                ..DamageModifiers::default()
            },
        )
        .unwrap(),
        extra: Modifiers034 {
            tempered: true,
            ..Modifiers034::default()
        },
    };
    for ac in [1227, 1050, 2365, -119] {
        let ac = Hundredths(ac);
        assert_sampler_matches(
            &format!("landed damage at AC {ac:?}"),
            &landed_damage_law_034(&club, ac),
            || roll_landed_034(&mut r, &club, ac),
        );
    }
}

#[test]
fn energy_and_moves_match_their_laws() {
    let mut r = rng(5);
    for (speed, t) in [(1, 4), (4, 6), (2, 2), (15, 7)] {
        let law = energy_gain_dist_in(RuleSet::Dcss034, speed, &Dist::point(t));
        assert_sampler_matches(&format!("gain {speed} in {t}"), &law, || {
            energy_gain_in(&mut r, RuleSet::Dcss034, speed, t)
        });
    }
    for m in [
        MoveModifiers {
            frozen: true,
            lethargy: true,
            swiftness: Swiftness::Active,
            ..MoveModifiers::default()
        },
        MoveModifiers {
            frozen: true,
            cheibriados_piety: Some(57),
            slow_mutation: 2,
            fortress_crab: true,
            ..MoveModifiers::default()
        },
    ] {
        let law = player_movement_speed_dist_in(RuleSet::Dcss034, &m);
        assert_sampler_matches(&format!("0.34 move {m:?}"), &law, || {
            player_movement_speed_in(&mut r, RuleSet::Dcss034, &m)
        });
    }
}

/// A slow monster's stationary actions under 0.34, where a round can bring no energy: the
/// sampler after burn-in against the exact chain (speed 1 against hasted 6- or 7-aut waits:
/// mean gain 1/3·0.6 + 2/3·0.7 = 2/3 per round).
#[test]
fn slow_monster_chain_matches_its_sampler() {
    let s = DcssSpeedScenario {
        monster_speed: 1,
        monster_action_cost: 10,
        player_action: PlayerAction::Wait,
        hasted: true,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    };
    let exact = s.exact_in(RuleSet::Dcss034).unwrap();
    assert_ne!(exact, s.exact().unwrap());
    let mut r = rng(6);
    let mut sampler = s.sampler_in(RuleSet::Dcss034).unwrap();
    sampler.burn_in(&mut r, STATIONARY_BURN_IN);
    let mut counts = vec![0u64; exact.probs.len()];
    for _ in 0..draws() {
        counts[sampler.next(&mut r) as usize] += 1;
    }
    assert_fits("0.34 speed 1 hasted waits", &counts, &exact.probs);
    // At 0.31 the floor of 1 makes it act every 10 rounds; at 0.34 every 15.
    assert!((s.exact().unwrap().mean() - 0.1).abs() < EXACT);
    assert!((exact.mean() - 1.0 / 15.0).abs() < EXACT);
}

/// A 0.34 attack with EV and SH drawn from their hundredths has no tables, and runs on the
/// lanes with the game's law, alone and in a turn (`docs/rules/dcss-0.34.md` §1.1).
#[test]
fn compiled_paths_keep_the_034_law() {
    let a = attack034(10, true, 2050, 2687, HitModifiers::default());
    let compiled = CompiledAttack::compile(&a, 4);
    assert!(!compiled.is_compiled());
    assert_eq!(compiled.path(), Path::Lanes);
    let counts = compiled.count(&mut rng(8), draws() as u64);
    let p = a.probs(0, false);
    assert_fits(
        "compiled 0.34 attack",
        &counts.as_array(),
        &[p.p_miss, p.p_block, p.p_land],
    );
    let turn = Turn {
        attacks: vec![a; 3],
        block_limit: Some(3),
    };
    let compiled = CompiledTurn::compile(&turn);
    assert_eq!(compiled.path(), Path::Lanes);
    let fights = compiled.count_fights(&mut rng(9), (draws() / 3) as u64, 1);
    assert_fits(
        "compiled 0.34 turn lands",
        &fights.lands,
        &turn.exact().lands,
    );
}

#[test]
fn a_beam_draws_ev_once_and_sh_per_roll_from_the_laws() {
    // The laws the ranged rules draw from (`docs/rules/dcss-0.34.md` §1.1): EV once, SH twice
    // (the `SH > 0` test and the bonus), each a fresh draw.
    let ev = DefenderEv::Drawn {
        x100: 1621,
        shift: 0,
    };
    let sh = Hundredths(830);
    let mut r = rng(7);
    let mut counts = [0u64; 4];
    for _ in 0..draws() {
        let a = sh.draw(&mut r) - 8;
        let b = sh.draw(&mut r) - 8;
        counts[(2 * a + b) as usize] += 1;
    }
    // Two independent draws: 0.7², 0.7·0.3, 0.3·0.7, 0.3².
    assert_fits("two SH draws", &counts, &[0.49, 0.21, 0.21, 0.09]);
    assert_eq!((ev.law().min(), ev.law().max()), (16, 17));
}
