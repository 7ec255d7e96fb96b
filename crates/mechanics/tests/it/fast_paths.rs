//! The simulator's batched fast paths against the exact laws: every compiled attack and
//! turn at 1e6 draws, chi-square at p >= `CHI_SQUARE_P`. Together with the exhaustive 16-bit test
//! in `batch.rs` this proves the fast path samples the game's distribution.

use crate::common::{assert_fits, draws, kernels, monster, shield};
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attack, Attacker, Outcome, PlayerPreRoll};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::Turn;
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn};
use mechanics::sampling::kernel::LaneKernel;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn attacks() -> Vec<(&'static str, Attack)> {
    let base = Attack {
        attacker: monster(10, true, 0),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(20),
        shield: None,
        rule_set: RuleSet::Dcss031,
    };
    vec![
        ("HD10 fighter vs EV 20", base),
        (
            "EV 0",
            Attack {
                ev: DefenderEv::Fixed(0),
                ..base
            },
        ),
        (
            "negative EV",
            Attack {
                ev: DefenderEv::Fixed(-8),
                ..base
            },
        ),
        (
            "auto-hit",
            Attack {
                attacker: monster(3, false, 1500),
                ..base
            },
        ),
        (
            "unseen defender, backlit",
            Attack {
                mods: HitModifiers {
                    defender_unseen: true,
                    confused: true,
                    ..HitModifiers::default()
                },
                ..base
            },
        ),
        (
            "0.31 sh_internal 27",
            Attack {
                shield: shield(
                    Blocker::Player { sh_internal: 27 },
                    ShieldRules::V031,
                    false,
                ),
                ..base
            },
        ),
        (
            "0.19 sh_internal 51 unseen attacker",
            Attack {
                shield: shield(Blocker::Player { sh_internal: 51 }, ShieldRules::V019, true),
                ..base
            },
        ),
        (
            "0.19 monster defender",
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
        ),
        (
            "0.31 monster defender rolls 0",
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
        ),
        (
            "player to-hit 30 vs EV 12",
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
        ),
    ]
}

#[test]
fn compiled_attacks_match_exact_outcomes() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    for (name, attack) in attacks() {
        let fast = CompiledAttack::compile(&attack, 3);
        assert!(fast.is_compiled(), "{name} should be compiled");
        for (b, exhausted) in [(0, false), (2, false), (3, true)] {
            let p = attack.probs(b, exhausted);
            let mut counts = [0u64; 3];
            for _ in 0..draws() {
                counts[fast.roll(&mut rng, b, exhausted).index()] += 1;
            }
            assert_fits(
                &format!("{name} b={b}"),
                &counts,
                &[p.p_miss, p.p_block, p.p_land],
            );
        }
        let p = attack.probs(0, false);
        let counts = fast.count(&mut rng, draws() as u64);
        assert_fits(
            &format!("{name} count"),
            &counts.as_array(),
            &[p.p_miss, p.p_block, p.p_land],
        );
    }
}

/// `count` takes the same attacks on every kernel: identical counts for the same seed, for
/// numbers of attacks around a round's worth (the whole-round and one-at-a-time phases), and
/// the portable counts follow the exact law too.
#[test]
fn counts_are_identical_on_every_kernel() {
    let kernels = kernels();
    for (name, attack) in attacks() {
        let fast = CompiledAttack::compile(&attack, 3);
        for n in [0, 1, 7, 8, 9, 15, 16, 17, 31, 1000, 100_003] {
            let counts = |kernel| {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(n);
                (fast.count_on(kernel, &mut rng, n), rng.next_u64())
            };
            let portable = counts(LaneKernel::Portable);
            assert_eq!(portable.0.total(), n, "{name}: {n} attacks");
            for &kernel in &kernels {
                assert_eq!(counts(kernel), portable, "{name} on {kernel:?}, n = {n}");
            }
        }
        let p = attack.probs(0, false);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(13);
        assert_fits(
            &format!("{name} portable count"),
            &fast
                .count_on(LaneKernel::Portable, &mut rng, draws() as u64)
                .as_array(),
            &[p.p_miss, p.p_block, p.p_land],
        );
    }
}

#[test]
fn compiled_turns_match_exact_distributions() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
    let orc = Attack {
        attacker: monster(5, false, 2),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(15),
        shield: shield(
            Blocker::Player { sh_internal: 22 },
            ShieldRules::V031,
            false,
        ),
        rule_set: RuleSet::Dcss031,
    };
    let ogre = Attack {
        attacker: monster(5, false, 0),
        ev: DefenderEv::Fixed(15),
        ..orc
    };
    for (rules, limit) in [(ShieldRules::V031, Some(2)), (ShieldRules::V019, None)] {
        let with_rules = |a: Attack| Attack {
            shield: shield(Blocker::Player { sh_internal: 22 }, rules, false),
            ..a
        };
        let turn = Turn {
            attacks: vec![
                with_rules(orc),
                with_rules(ogre),
                with_rules(orc),
                with_rules(orc),
            ],
            block_limit: limit,
        };
        let fast = CompiledTurn::compile(&turn);
        let exact = turn.exact();
        let mut blocks = [0u64; 5];
        let mut lands = [0u64; 5];
        let mut per = [[0u64; 3]; 4];
        for _ in 0..draws() {
            let (b, l) = fast.roll(&mut rng, |k, o| per[k][o.index()] += 1);
            blocks[b as usize] += 1;
            lands[l as usize] += 1;
        }
        assert_fits(&format!("{rules:?} blocks"), &blocks, &exact.blocks);
        assert_fits(&format!("{rules:?} lands"), &lands, &exact.lands);
        for (k, c) in per.iter().enumerate() {
            let p = [
                exact.p_miss_by_attack[k],
                exact.p_block_by_attack[k],
                exact.p_land_by_attack[k],
            ];
            assert_fits(&format!("{rules:?} attack {k}"), c, &p);
        }
    }
}

#[test]
fn player_attackers_against_shields_keep_the_game_order() {
    let a = Attack {
        attacker: Attacker::Player(PlayerPreRoll::Fixed(40)),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(10),
        shield: shield(
            Blocker::Monster {
                shield_class: Some(20),
            },
            ShieldRules::V031,
            false,
        ),
        rule_set: RuleSet::Dcss031,
    };
    let fast = CompiledAttack::compile(&a, 1);
    assert!(!fast.is_compiled());
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(13);
    let p = a.probs(0, false);
    let mut counts = [0u64; 3];
    for _ in 0..draws() {
        counts[fast.roll(&mut rng, 0, false).index()] += 1;
    }
    assert_fits(
        "player vs shielded monster",
        &counts,
        &[p.p_miss, p.p_block, p.p_land],
    );
}

/// The longest run of landed attacks over a fight of several turns, as the simulator
/// samples it (runs carry across turns, the block counter resets), against its exact law.
#[test]
fn longest_streak_over_a_fight_matches_exact() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(14);
    for (rules, limit) in [(ShieldRules::V031, Some(2)), (ShieldRules::V019, None)] {
        let attack = Attack {
            attacker: monster(5, false, 0),
            mods: HitModifiers::default(),
            ev: DefenderEv::Fixed(12),
            shield: shield(Blocker::Player { sh_internal: 20 }, rules, false),
            rule_set: RuleSet::Dcss031,
        };
        let turn = Turn {
            attacks: vec![attack; 3],
            block_limit: limit,
        };
        let turns = 4;
        let exact = turn.longest_streak_exact(turns).unwrap();
        let fast = CompiledTurn::compile(&turn);
        let mut counts = vec![0u64; exact.len()];
        for _ in 0..draws() {
            let (mut run, mut longest) = (0usize, 0usize);
            for _ in 0..turns {
                fast.roll(&mut rng, |_, o| {
                    run = if o == Outcome::Landed { run + 1 } else { 0 };
                    longest = longest.max(run);
                });
            }
            counts[longest] += 1;
        }
        assert_fits(&format!("{rules:?} longest streak"), &counts, &exact);
    }
}
