//! The turn lanes (`CompiledTurn::count_fights`) against the turn's exact law: blocks,
//! landed attacks, every attack's outcomes and the longest landed streak, under both shield
//! rules and block limits 0 to 4, by chi-square at p >= `CHI_SQUARE_P`; and identical counts
//! on every kernel for the same seed (`docs/rules/dcss-0.31.md` §6.5,
//! `docs/rules/dcss-0.19-shields.md` §4.3).

use crate::common::{assert_fits, draws, kernels, monster, shield};
use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::attack::{Attack, Attacker, PlayerPreRoll};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::HitModifiers;
use mechanics::dcss::turn::Turn;
use mechanics::sampling::dcss_exchange::{CompiledTurn, FightCounts};
use mechanics::sampling::kernel::LaneKernel;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A turn of four different attackers against one shield: an HD 5 orc, an HD 12 fighter with
/// a +3 weapon, an unseen HD 8 attacker (the defender's value divided by 3), and an HD 3
/// attacker that hits automatically.
fn mixed_turn(rules: ShieldRules, blocker: Blocker, limit: Option<u32>) -> Turn {
    let attack = |attacker: Attacker, unseen: bool| Attack {
        attacker,
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(15),
        shield: shield(blocker, rules, unseen),
        rule_set: RuleSet::Dcss031,
    };
    Turn {
        attacks: vec![
            attack(monster(5, false, 0), false),
            attack(monster(12, true, 3), false),
            attack(monster(8, false, 0), true),
            attack(monster(3, false, 1500), false),
        ],
        block_limit: limit,
    }
}

/// Every turn the tests play: 0.31 rules with block limits 0 to 4, 0.19 rules (the pierce
/// range grows with the blocks), a monster blocker, no shield, and EV 0.
fn turns() -> Vec<(String, Turn)> {
    let player = Blocker::Player { sh_internal: 22 };
    let mut turns: Vec<(String, Turn)> = (0..=4)
        .map(|limit| {
            (
                format!("0.31 limit {limit}"),
                mixed_turn(ShieldRules::V031, player, Some(limit)),
            )
        })
        .collect();
    turns.push(("0.19".into(), mixed_turn(ShieldRules::V019, player, None)));
    turns.push((
        "0.19 monster blocker".into(),
        mixed_turn(
            ShieldRules::V019,
            Blocker::Monster {
                shield_class: Some(15),
            },
            None,
        ),
    ));
    let mut bare = mixed_turn(ShieldRules::V031, player, Some(3));
    for a in &mut bare.attacks {
        a.shield = None;
        a.ev = DefenderEv::Fixed(0);
    }
    turns.push(("no shield, EV 0".into(), bare));
    turns
}

/// Checks fight counts of `turns`-turn fights against the exact law of `turn`.
pub(crate) fn assert_counts_fit(what: &str, turn: &Turn, turns: u32, counts: &FightCounts) {
    let exact = turn.exact();
    assert_fits(&format!("{what}: blocks"), &counts.blocks, &exact.blocks);
    assert_fits(&format!("{what}: lands"), &counts.lands, &exact.lands);
    for (k, per) in counts.per_attack.iter().enumerate() {
        let p = [
            exact.p_miss_by_attack[k],
            exact.p_block_by_attack[k],
            exact.p_land_by_attack[k],
        ];
        assert_fits(&format!("{what}: attack {k}"), &per.as_array(), &p);
    }
    let streak = turn.longest_streak_exact(turns).expect("a short fight");
    assert_fits(
        &format!("{what}: longest streak"),
        &counts.longest_streak,
        &streak,
    );
}

#[test]
fn every_turn_runs_on_lanes() {
    for (name, turn) in turns() {
        assert!(CompiledTurn::compile(&turn).runs_on_lanes(), "{name}");
    }
}

/// 10⁶ turns on the fastest kernel (fights of one turn), and 10⁶/4 fights of four turns on
/// the portable one, each against the exact laws.
#[test]
fn turn_lanes_match_the_exact_law() {
    for (name, turn) in turns() {
        let fast = CompiledTurn::compile(&turn);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
        let one = fast.count_fights(&mut rng, draws() as u64, 1);
        assert_eq!(one.turns, draws() as u64);
        assert_counts_fit(&format!("{name}, one turn"), &turn, 1, &one);
        let four = fast.count_fights_on(LaneKernel::Portable, &mut rng, draws() as u64 / 4, 4);
        assert_eq!(four.turns, draws() as u64);
        assert_counts_fit(&format!("{name}, four turns"), &turn, 4, &four);
    }
}

/// Every kernel takes the same words for the same lanes: identical counts and the same state
/// of the caller's generator afterwards, for numbers of fights around a batch (the last batch
/// partial or not).
#[test]
fn fight_counts_are_identical_on_every_kernel() {
    let kernels = kernels();
    for (name, turn) in turns() {
        let fast = CompiledTurn::compile(&turn);
        for (fights, turns) in [(0, 1), (1, 1), (7, 2), (8, 1), (9, 3), (17, 1), (1000, 2)] {
            let counts = |kernel| {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(fights + 100);
                let counts = fast.count_fights_on(kernel, &mut rng, fights, turns);
                (counts, rng.next_u64())
            };
            let portable = counts(LaneKernel::Portable);
            assert_eq!(portable.0.turns, fights * u64::from(turns), "{name}");
            assert_eq!(portable.0.blocks.iter().sum::<u64>(), portable.0.turns);
            assert_eq!(portable.0.longest_streak.iter().sum::<u64>(), fights);
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

/// A turn with an attack the lanes do not take (a player attacker against a shield: its
/// pierce depends on its to-hit roll) is played in the game's order from the caller's
/// generator, with the same law.
#[test]
fn turns_off_the_lanes_keep_their_law() {
    let mut turn = mixed_turn(
        ShieldRules::V031,
        Blocker::Player { sh_internal: 22 },
        Some(2),
    );
    turn.attacks[1].attacker = Attacker::Player(PlayerPreRoll::Fixed(30));
    let fast = CompiledTurn::compile(&turn);
    assert!(!fast.runs_on_lanes());
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(22);
    let counts = fast.count_fights(&mut rng, draws() as u64 / 2, 2);
    assert_counts_fit("player attacker", &turn, 2, &counts);
}
