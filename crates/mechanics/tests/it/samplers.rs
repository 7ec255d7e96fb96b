//! Every DCSS sampler against its exact distribution: 1e6 draws with a fixed seed and a
//! chi-square test at p >= `CHI_SQUARE_P` (`tests/common`). This is what ties the game-order rolls
//! to the exact functions that the simulator reports beside its estimates.

use crate::common::{assert_fits, assert_sampler_matches, draws, shield};
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attack, Attacker, Outcome, PlayerPreRoll};
use mechanics::dcss::encumbrance::{launcher_delay, launcher_delay_dist};
use mechanics::dcss::rng;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{self, BlockContest, Blocker, ShieldRules};
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::{
    HitModifiers, MonsterAttacker, PlayerAttacker, beam_hits, p_beam_hit,
};
use mechanics::dcss::turn::Turn;
use mechanics::dist::Dist;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

fn bernoulli(what: &str, p: f64, mut draw: impl FnMut() -> bool) {
    let hits = (0..draws()).filter(|_| draw()).count() as u64;
    assert_fits(what, &[draws() as u64 - hits, hits], &[1.0 - p, p]);
}

#[test]
fn primitives_match_their_laws() {
    let mut r = rng(1);
    assert_sampler_matches("random2(37)", &Dist::random2(37), || {
        rng::random2(&mut r, 37)
    });
    assert_sampler_matches("random_range(-3,4)", &Dist::uniform(-3, 4), || {
        rng::random_range(&mut r, -3, 4)
    });
    assert_sampler_matches("random2avg(30,2)", &Dist::random2avg(30, 2), || {
        rng::random2avg(&mut r, 30, 2)
    });
    assert_sampler_matches("random2avg(9,3)", &Dist::random2avg(9, 3), || {
        rng::random2avg(&mut r, 9, 3)
    });
    assert_sampler_matches("div_rand_round(20,3)", &Dist::div_rand_round(20, 3), || {
        rng::div_rand_round(&mut r, 20, 3)
    });
    assert_sampler_matches(
        "maybe_random_div(1050,100)",
        &Dist::maybe_random_div(1050, 100),
        || rng::maybe_random_div(&mut r, 1050, 100, true),
    );
    assert_sampler_matches("roll_dice(3,6)", &Dist::roll_dice(3, 6), || {
        rng::roll_dice(&mut r, 3, 6)
    });
    assert_sampler_matches("haste_mul(7)", &Dist::haste_mul(7), || {
        rng::haste_mul(&mut r, 7)
    });
    assert_sampler_matches("haste_div(10)", &Dist::haste_div(10), || {
        rng::haste_div(&mut r, 10)
    });
    bernoulli("coinflip", 0.5, || rng::coinflip(&mut r));
    bernoulli("one_chance_in(7)", 1.0 / 7.0, || {
        rng::one_chance_in(&mut r, 7)
    });
    bernoulli("x_chance_in_y(5,100)", 0.05, || {
        rng::x_chance_in_y(&mut r, 5, 100)
    });
}

#[test]
fn launcher_delay_matches() {
    let mut r = rng(2);
    let armour = Skill::level(5).unwrap();
    assert_sampler_matches(
        "launcher delay plate",
        &launcher_delay_dist(18, armour, 15),
        || launcher_delay(&mut r, 18, armour, 15),
    );
}

#[test]
fn shield_019_penalties_match() {
    let mut r = rng(8);
    for p20 in [5, 16, 60, 100] {
        let d = shields::attack_delay_019_dist(p20);
        assert_sampler_matches(&format!("0.19 delay P={p20}"), &d, || {
            shields::attack_delay_019(&mut r, p20)
        });
        let d = shields::to_hit_penalty_019_dist(p20);
        assert_sampler_matches(&format!("0.19 to-hit P={p20}"), &d, || {
            shields::to_hit_penalty_019(&mut r, p20)
        });
    }
}

#[test]
fn shield_bonus_rolls_match() {
    let mut r = rng(3);
    for rules in [ShieldRules::V031, ShieldRules::V019] {
        for d in [
            Blocker::Player { sh_internal: 22 },
            Blocker::Monster {
                shield_class: Some(12),
            },
        ] {
            assert_sampler_matches(&format!("{d:?} {rules:?}"), &d.bonus_dist(rules), || {
                d.roll_bonus(&mut r, rules)
            });
        }
    }
}

#[test]
fn block_contest_rolls_match() {
    let mut r = rng(4);
    for (rules, unseen, b) in [
        (ShieldRules::V031, false, 0),
        (ShieldRules::V019, false, 2),
        (ShieldRules::V019, true, 1),
    ] {
        let c = BlockContest {
            blocker: Blocker::Player { sh_internal: 31 },
            bypass: 18,
            unseen_attacker: unseen,
            incapacitated: false,
            rules,
        };
        bernoulli(
            &format!("contest {rules:?} unseen {unseen} b {b}"),
            c.p_block(b),
            || c.roll(&mut r, b),
        );
    }
}

#[test]
fn to_hit_rolls_match() {
    let mut r = rng(5);
    let m = MonsterAttacker {
        hd: 10,
        fighter: true,
        weapon_to_hit: 3,
        slaying: 0,
    };
    let mods = HitModifiers {
        defender_unseen: true,
        ..HitModifiers::default()
    };
    assert_sampler_matches("monster to-hit", &m.to_hit_dist(&mods), || {
        m.roll_to_hit(&mut r, &mods)
    });
    let p = PlayerAttacker {
        dex: 14,
        fighting: Skill::from_f64(10.5).unwrap(),
        weapon_skill: Skill::level(12).unwrap(),
        weapon_to_hit: 3,
        ..PlayerAttacker::default()
    };
    assert_sampler_matches("player pre-roll", &p.pre_roll_dist(), || {
        p.roll_pre_roll(&mut r)
    });
    for (hit, ev, monster) in [(30, 12, false), (25, 20, true)] {
        bernoulli(
            &format!("beam {hit} vs {ev}"),
            p_beam_hit(hit, ev, monster),
            || beam_hits(&mut r, hit, ev, monster),
        );
    }
}

#[test]
fn attack_rolls_match_exact_outcomes() {
    let mut r = rng(6);
    let monster = Attack {
        attacker: crate::common::monster(10, true, 0),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(20),
        shield: shield(
            Blocker::Player { sh_internal: 27 },
            ShieldRules::V019,
            false,
        ),
        rule_set: RuleSet::Dcss031,
    };
    let player = Attack {
        attacker: Attacker::Player(PlayerPreRoll::Fixed(45)),
        shield: shield(
            Blocker::Monster {
                shield_class: Some(29),
            },
            ShieldRules::V019,
            false,
        ),
        ..monster
    };
    for (name, a, b, exhausted) in [
        ("monster b=0", monster, 0, false),
        ("monster b=2", monster, 2, false),
        ("monster exhausted", monster, 3, true),
        ("player b=1", player, 1, false),
    ] {
        let p = a.probs(b, exhausted);
        let mut counts = [0u64; 3];
        for _ in 0..draws() {
            counts[a.roll(&mut r, b, exhausted).index()] += 1;
        }
        assert_fits(name, &counts, &[p.p_miss, p.p_block, p.p_land]);
    }
}

#[test]
fn turn_rolls_match_exact_joint_marginals() {
    let mut r = rng(7);
    for (rules, limit) in [(ShieldRules::V031, Some(2)), (ShieldRules::V019, None)] {
        let attack = Attack {
            attacker: crate::common::monster(10, true, 0),
            mods: HitModifiers::default(),
            ev: DefenderEv::Fixed(20),
            shield: shield(Blocker::Player { sh_internal: 27 }, rules, false),
            rule_set: RuleSet::Dcss031,
        };
        let turn = Turn {
            attacks: vec![attack; 5],
            block_limit: limit,
        };
        let exact = turn.exact();
        let mut blocks = [0u64; 6];
        let mut lands = [0u64; 6];
        let mut per_attack = [[0u64; 3]; 5];
        let mut outcomes = [Outcome::Missed; 5];
        for _ in 0..draws() {
            let (b, l) = turn.roll(&mut r, &mut outcomes);
            blocks[b as usize] += 1;
            lands[l as usize] += 1;
            for (k, o) in outcomes.iter().enumerate() {
                per_attack[k][o.index()] += 1;
            }
        }
        assert_fits(&format!("{rules:?} blocks"), &blocks, &exact.blocks);
        assert_fits(&format!("{rules:?} lands"), &lands, &exact.lands);
        for (k, counts) in per_attack.iter().enumerate() {
            let probs = [
                exact.p_miss_by_attack[k],
                exact.p_block_by_attack[k],
                exact.p_land_by_attack[k],
            ];
            assert_fits(&format!("{rules:?} attack {k}"), counts, &probs);
        }
    }
}
