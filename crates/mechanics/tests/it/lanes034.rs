//! The DCSS 0.34 exchange and turn lanes: the EV drawn from its hundredths for every attack and
//! the SH for every block roll, automatic hits that cannot be blocked, the orb's one block
//! (`docs/rules/dcss-0.34.md` §1.1, §6.3, §6.5). Identical counts on every kernel for the same
//! seed, the exact laws by chi-square at p >= `CHI_SQUARE_P`, and a 0.34 attack whose EV and SH
//! are whole counted exactly as the 0.31 attack of the same numbers.

use crate::common::{assert_fits, draws, kernels, monster};
use crate::turn_lanes::assert_counts_fit;
use mechanics::dcss::attack::{Attack, DefenderEv, DefenderShield};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::Turn;
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn, Path};
use mechanics::sampling::kernel::LaneKernel;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A monster attack under 0.34 against EV and (when `sh_x100` is given) internal SH in
/// hundredths, the SH under `rules`, the attacker unseen by the defender when `unseen` (−10 EV,
/// the defender's value divided by 3).
fn attack(
    (hd, weapon): (i32, i32),
    ev_x100: i32,
    sh_x100: Option<i32>,
    rules: ShieldRules,
    unseen: bool,
) -> Attack {
    Attack {
        attacker: monster(hd, true, weapon),
        mods: HitModifiers::default(),
        ev: DefenderEv::Drawn {
            x100: ev_x100,
            shift: if unseen { -10 } else { 0 },
        },
        shield: sh_x100.map(|sh_x100| DefenderShield {
            blocker: Blocker::PlayerDrawn { sh_x100 },
            unseen_attacker: unseen,
            incapacitated: false,
            rules,
        }),
        rule_set: RuleSet::Dcss034,
    }
}

/// Attacks across the cases: fractional EV with and without a shield, an unseen attacker, a
/// small SH, an automatic hit, 0.19 penalties (the block's chance by count), a negative EV with
/// a drawn SH, whole values, and small values whose mixtures fit a 32-bit digit.
fn attacks() -> Vec<(&'static str, Attack)> {
    let v031 = ShieldRules::V031;
    vec![
        (
            "HD 10 vs EV 20.50",
            attack((10, 0), 2050, None, v031, false),
        ),
        (
            "HD 10 vs EV 20.50, SH 27.61",
            attack((10, 0), 2050, Some(2761), v031, false),
        ),
        (
            "unseen HD 8 vs EV 6.80, SH 8.30",
            attack((8, 0), 680, Some(830), v031, true),
        ),
        (
            "HD 5 vs EV 15.37, SH 0.99",
            attack((5, 0), 1537, Some(99), v031, false),
        ),
        (
            "automatic hit vs EV 12.30, SH 27.61",
            attack((3, 1500), 1230, Some(2761), v031, false),
        ),
        (
            "0.19 SH 51.37",
            attack((12, 3), 1811, Some(5137), ShieldRules::V019, false),
        ),
        (
            "EV -3.20, SH 27.61",
            attack((10, 0), -320, Some(2761), v031, false),
        ),
        (
            "whole EV 15, SH 27",
            attack((5, 0), 1500, Some(2700), v031, false),
        ),
        (
            "HD 1 vs EV 0.50, SH 0.50",
            attack((1, 0), 50, Some(50), v031, false),
        ),
    ]
}

#[test]
fn every_034_attack_and_turn_runs_on_lanes() {
    for (name, a) in attacks() {
        assert_eq!(CompiledAttack::compile(&a, 4).path(), Path::Lanes, "{name}");
    }
    for (name, turn) in turns() {
        assert_eq!(CompiledTurn::compile(&turn).path(), Path::Lanes, "{name}");
    }
}

/// `count` takes the same attacks on every kernel: identical counts and the same state of the
/// caller's generator for numbers of attacks around a group's worth, and the exact law on the
/// fastest kernel and the portable one.
#[test]
fn exchange_counts_are_identical_on_every_kernel_and_exact() {
    let kernels = kernels();
    for (name, a) in attacks() {
        let fast = CompiledAttack::compile(&a, 0);
        for n in [0, 1, 7, 8, 9, 15, 16, 17, 31, 1000, 100_003] {
            let counts = |kernel| {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(n + 34);
                (fast.count_on(kernel, &mut rng, n), rng.next_u64())
            };
            let portable = counts(LaneKernel::Portable);
            assert_eq!(portable.0.total(), n, "{name}: {n} attacks");
            for &kernel in &kernels {
                assert_eq!(counts(kernel), portable, "{name} on {kernel:?}, n = {n}");
            }
        }
        let p = a.probs(0, false);
        let p = [p.p_miss, p.p_block, p.p_land];
        for kernel in [LaneKernel::best(), LaneKernel::Portable] {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(35);
            let counts = fast.count_on(kernel, &mut rng, draws() as u64);
            assert_fits(&format!("{name} on {kernel:?}"), &counts.as_array(), &p);
        }
    }
}

/// Turns of four of the attacks (each layout among them) under block limits 0 to 4 (1 is an
/// orb's), and under 0.19 rules with no limit.
fn turns() -> Vec<(String, Turn)> {
    let a = attacks();
    let mixed = |limit| Turn {
        attacks: vec![a[1].1, a[2].1, a[4].1, a[7].1],
        block_limit: limit,
    };
    let mut turns: Vec<(String, Turn)> = (0..=4)
        .map(|limit| (format!("limit {limit}"), mixed(Some(limit))))
        .collect();
    turns.push((
        "0.19, no shield, small values".into(),
        Turn {
            attacks: vec![a[5].1, a[0].1, a[8].1, a[6].1],
            block_limit: None,
        },
    ));
    turns
}

/// Every kernel takes the same words for the same lanes: identical counts and generator state
/// for numbers of fights around a batch.
#[test]
fn turn_counts_are_identical_on_every_kernel() {
    let kernels = kernels();
    for (name, turn) in turns() {
        let fast = CompiledTurn::compile(&turn);
        for (fights, turns) in [(0, 1), (1, 1), (7, 2), (8, 1), (9, 3), (17, 1), (1000, 2)] {
            let counts = |kernel| {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(fights + 340);
                let counts = fast.count_fights_on(kernel, &mut rng, fights, turns);
                (counts, rng.next_u64())
            };
            let portable = counts(LaneKernel::Portable);
            assert_eq!(portable.0.turns, fights * u64::from(turns), "{name}");
            for &kernel in &kernels {
                assert_eq!(
                    counts(kernel),
                    portable,
                    "{name} on {kernel:?}, {fights} fights"
                );
            }
        }
    }
}

/// One-turn fights on the fastest kernel and four-turn fights on the portable one against
/// the turn's exact laws: blocks, landed attacks, every attack's outcomes, the longest run.
#[test]
fn turn_lanes_follow_the_exact_034_law() {
    for (name, turn) in turns() {
        let fast = CompiledTurn::compile(&turn);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(341);
        let one = fast.count_fights(&mut rng, draws() as u64, 1);
        assert_counts_fit(&format!("{name}, one turn"), &turn, 1, &one);
        let four = fast.count_fights_on(LaneKernel::Portable, &mut rng, draws() as u64 / 4, 4);
        assert_counts_fit(&format!("{name}, four turns"), &turn, 4, &four);
    }
}

/// A 0.34 attack whose EV and SH are whole draws nothing: its counts are the 0.31 attack's,
/// word for word, on every kernel, alone and in a turn.
#[test]
fn whole_034_values_count_as_031() {
    let as_031 = |a: Attack| Attack {
        ev: DefenderEv::Fixed(a.ev.law().min()),
        shield: a.shield.map(|s| DefenderShield {
            blocker: Blocker::Player {
                sh_internal: match s.blocker {
                    Blocker::PlayerDrawn { sh_x100 } => sh_x100 / 100,
                    _ => unreachable!("the attacks' shields are drawn"),
                },
            },
            ..s
        }),
        rule_set: RuleSet::Dcss031,
        ..a
    };
    let whole = attacks()[7].1;
    let old = as_031(whole);
    for kernel in LaneKernel::ALL {
        let count = |a: &Attack| {
            CompiledAttack::compile(a, 0).count_on(
                kernel,
                &mut Xoshiro256PlusPlus::seed_from_u64(5),
                10_001,
            )
        };
        assert_eq!(count(&whole), count(&old), "{kernel:?}");
        let turn = |a: Attack| Turn {
            attacks: vec![a; 3],
            block_limit: Some(2),
        };
        let fights = |t: &Turn| {
            CompiledTurn::compile(t).count_fights_on(
                kernel,
                &mut Xoshiro256PlusPlus::seed_from_u64(6),
                1001,
                2,
            )
        };
        assert_eq!(fights(&turn(whole)), fights(&turn(old)), "{kernel:?}");
    }
}
