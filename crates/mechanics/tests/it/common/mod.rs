//! Shared test helpers: goodness-of-fit checks of a sampler against its exact
//! distribution, and builders for the attackers and shields the tests use.
// Each test binary uses only some of these helpers.
#![allow(dead_code)]

pub mod gear;

use mechanics::actions::ActionsLaw;
use mechanics::dcss::attack::{Attacker, DefenderShield};
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dist::Dist;
use mechanics::frog::SpeedScenario;
use mechanics::sampling::kernel::LaneKernel;
use mechanics::tolerance::CHI_SQUARE_P;
use statrs::distribution::{ChiSquared, ContinuousCDF};

/// Draws per sampler test: 10^5 in the fast tier, which still catches a wrong law (a
/// cell off by 1 % of a probability of 0.1 fails at this size), and the standard's 10^6
/// in the full tier (`ROGUESIM_TIER=full`, what `.ci/run` runs); `ROGUESIM_DRAWS` sets
/// any other number.
pub fn draws() -> usize {
    crate::tier::size("ROGUESIM_DRAWS", 100_000, 1_000_000) as usize
}

/// Pearson's chi-square test of `observed` counts against `probs` (same length). Cells
/// with an expected count below 5 are merged with their neighbours; a count in a cell of
/// probability zero fails at once. Panics unless the p-value is at least [`CHI_SQUARE_P`].
pub fn assert_fits(what: &str, observed: &[u64], probs: &[f64]) {
    assert_eq!(observed.len(), probs.len(), "{what}: cell count");
    let n: u64 = observed.iter().sum();
    let n = n as f64;
    for (o, p) in observed.iter().zip(probs) {
        assert!(
            !(*p == 0.0 && *o > 0),
            "{what}: {o} draws in an impossible cell"
        );
    }
    // Merge adjacent cells until each has expected count >= 5.
    let mut cells: Vec<(f64, f64)> = Vec::new();
    let (mut eo, mut ee) = (0.0, 0.0);
    for (o, p) in observed.iter().zip(probs) {
        eo += *o as f64;
        ee += p * n;
        if ee >= 5.0 {
            cells.push((eo, ee));
            eo = 0.0;
            ee = 0.0;
        }
    }
    if ee > 0.0 || eo > 0.0 {
        match cells.last_mut() {
            Some(last) => {
                last.0 += eo;
                last.1 += ee;
            }
            None => cells.push((eo, ee)),
        }
    }
    if cells.len() < 2 {
        return; // a point mass: the impossible-cell check above is the whole test
    }
    let stat: f64 = cells.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
    let df = (cells.len() - 1) as f64;
    let p = 1.0 - ChiSquared::new(df).unwrap().cdf(stat);
    assert!(
        p >= CHI_SQUARE_P,
        "{what}: chi-square {stat:.1} on {df} df, p = {p:e}"
    );
}

/// Samples `draw` [`draws()`] times and checks the histogram against `dist`.
pub fn assert_sampler_matches(what: &str, dist: &Dist, mut draw: impl FnMut() -> i32) {
    let (lo, hi) = (dist.min(), dist.max());
    let mut counts = vec![0u64; (hi - lo + 1) as usize];
    for _ in 0..draws() {
        let v = draw();
        assert!(
            (lo..=hi).contains(&v),
            "{what}: drew {v} outside {lo}..={hi}"
        );
        counts[(v - lo) as usize] += 1;
    }
    assert_fits(what, &counts, dist.probs());
}

/// Checks counts observed by value (`observed[v - min]` for the value `v`) against an
/// exact law given as `(value, probability)` pairs, with [`assert_fits`]: the two are
/// aligned over the union of their supports.
pub fn assert_counts_fit(what: &str, min: i64, observed: &[u64], exact: &[(i64, f64)]) {
    let top = min + observed.len() as i64 - 1;
    let lo = exact
        .iter()
        .map(|&(v, _)| v)
        .chain([min])
        .min()
        .unwrap_or(min);
    let hi = exact
        .iter()
        .map(|&(v, _)| v)
        .chain([top])
        .max()
        .unwrap_or(top);
    let len = (hi - lo + 1) as usize;
    let mut counts = vec![0u64; len];
    for (i, &o) in observed.iter().enumerate() {
        counts[(min + i as i64 - lo) as usize] += o;
    }
    let mut probs = vec![0.0; len];
    for &(v, p) in exact {
        probs[(v - lo) as usize] += p;
    }
    assert_fits(what, &counts, &probs);
}

/// Draws [`draws()`] values and checks them against an exact law given as
/// `(value, probability)` pairs.
pub fn assert_draws_fit(what: &str, exact: &[(i64, f64)], mut draw: impl FnMut() -> i64) {
    let values: Vec<i64> = (0..draws()).map(|_| draw()).collect();
    let lo = values.iter().copied().min().unwrap_or(0);
    let hi = values.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0u64; (hi - lo + 1) as usize];
    for v in values {
        counts[(v - lo) as usize] += 1;
    }
    assert_counts_fit(what, lo, &counts, exact);
}

/// A monster attacker with no slaying.
pub fn monster(hd: i32, fighter: bool, weapon_to_hit: i32) -> Attacker {
    Attacker::Monster(MonsterAttacker {
        hd,
        fighter,
        weapon_to_hit,
        slaying: 0,
    })
}

/// A defender's shield that is not incapacitated.
pub fn shield(blocker: Blocker, rules: ShieldRules, unseen: bool) -> Option<DefenderShield> {
    Some(DefenderShield {
        blocker,
        unseen_attacker: unseen,
        incapacitated: false,
        rules,
    })
}

/// A FrogComposband scenario (`docs/rules/frogcomposband-energy.md` §5, §8): displayed speeds, the
/// player's nominal action cost, and whether the monster is a non-unique.
pub fn speed_scenario(player: i32, monster: i32, cost: i32, non_unique: bool) -> SpeedScenario {
    SpeedScenario {
        player_speed: player,
        monster_speed: monster,
        player_action_cost: cost,
        non_unique,
        ..SpeedScenario::default()
    }
}

/// The exact law of `N` as `(n, probability)` cells for [`assert_counts_fit`]
/// (`docs/rules/frogcomposband-energy.md` §5).
pub fn n_cells(law: &ActionsLaw) -> Vec<(i64, f64)> {
    law.probs
        .iter()
        .enumerate()
        .map(|(n, &p)| (n as i64, p))
        .collect()
}

/// The kernels this processor runs, for the tests that compare every kernel with the portable
/// one. Says on standard error which kernels it cannot run: their equality is not checked on
/// this machine (run the tests on an AVX2 and an AVX-512 machine to cover them).
pub fn kernels() -> Vec<LaneKernel> {
    let (run, missing): (Vec<LaneKernel>, Vec<LaneKernel>) =
        LaneKernel::ALL.into_iter().partition(|k| k.available());
    for k in missing {
        eprintln!(
            "note: this processor cannot run the {} kernel; its results are not compared here",
            k.name()
        );
    }
    run
}

/// The lane streams written out one by one: `STREAMS` xoshiro256++ generators, each seeded
/// with the next four words of `rng` (little-endian), as `mechanics::kernel::Streams::seed`
/// documents. The reference the kernels' streams are compared with, word for word.
pub fn reference_streams(
    rng: &mut rand_xoshiro::Xoshiro256PlusPlus,
) -> Vec<rand_xoshiro::Xoshiro256PlusPlus> {
    use rand::{Rng, SeedableRng};
    (0..mechanics::sampling::kernel::STREAMS)
        .map(|_| {
            let mut bytes = [0u8; 32];
            for w in 0..4 {
                bytes[8 * w..8 * w + 8].copy_from_slice(&rng.next_u64().to_le_bytes());
            }
            rand_xoshiro::Xoshiro256PlusPlus::from_seed(bytes)
        })
        .collect()
}
