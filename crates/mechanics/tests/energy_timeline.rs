//! The event-driven [`Timeline`] against the literal game-turn loop of
//! `frogcomposband-energy.md` §7 (draw for draw) and against the exact laws of `N` (§5, §8).

mod energy_common;

use energy_common::chi_square;
use mechanics::energy::{
    NDistribution, REFERENCE_BURN_IN, SpeedScenario, Timeline, TimelineStart, energy_need,
    energy_per_turn, get_mspeed, monster_start_need, player_action_cost, speed_to_energy,
};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

const DRAWS: usize = 1_000_000;

fn scenario(player: i32, monster: i32, cost: i32, non_unique: bool) -> SpeedScenario {
    SpeedScenario {
        player_speed: player,
        monster_speed: monster,
        player_action_cost: cost,
        non_unique,
    }
}

/// §7's pseudocode, one game turn at a time, with the same draws in the same order as the
/// timeline from level entry: `get_mspeed`, the monster's start need, then the player's and
/// the monster's costs as they act.
fn literal_game_turns(
    s: &SpeedScenario,
    rng: &mut Xoshiro256PlusPlus,
    intervals: usize,
) -> Vec<u32> {
    let ep = energy_per_turn(s.player_speed);
    let em = speed_to_energy(get_mspeed(rng, 110 + s.monster_speed, !s.non_unique));
    let mut y = monster_start_need(rng, em);
    let mut p = 0;
    let mut since: Option<u32> = None;
    let mut out = Vec::with_capacity(intervals);
    while out.len() < intervals {
        p -= ep;
        while p <= 0 {
            if let Some(n) = since {
                out.push(n);
            }
            since = Some(0);
            p += player_action_cost(rng, s.player_action_cost, ep);
        }
        y -= em;
        if y <= 0 {
            y += energy_need(rng, em);
            since = since.map(|n| n + 1);
        }
    }
    out.truncate(intervals);
    out
}

#[test]
fn timeline_reproduces_the_game_turn_loop_draw_for_draw() {
    for (seed, s, intervals) in [
        (1, scenario(0, 0, 100, false), 20_000),
        (2, scenario(0, 10, 100, false), 20_000),
        (3, scenario(0, 0, 60, false), 20_000),
        (4, scenario(0, 0, 1, false), 20_000),
        (5, scenario(20, 30, 100, true), 20_000),
        (6, scenario(-99, 99, 100, false), 2_000),
        (7, scenario(99, -99, 7, true), 20_000),
        (8, scenario(-10, 0, 450, false), 5_000),
        (9, scenario(26, 30, 200, true), 20_000),
    ] {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let literal = literal_game_turns(&s, &mut rng, intervals);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut timeline = Timeline::new(&s, TimelineStart::LevelEntry, &mut rng).unwrap();
        let events: Vec<u32> = (0..intervals)
            .map(|_| timeline.next_interval(&mut rng))
            .collect();
        assert_eq!(events, literal, "{s:?}");
    }
}

/// Histogram of `N` over `DRAWS` fresh starts (new monster instance and starting state), one
/// interval each: independent draws.
fn fresh_intervals(s: &SpeedScenario, start: TimelineStart, seed: u64) -> Vec<u64> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut timeline = Timeline::new(s, start, &mut rng).unwrap();
    let mut counts = Vec::new();
    for _ in 0..DRAWS {
        timeline.restart(start, &mut rng);
        let n = timeline.next_interval(&mut rng) as usize;
        if counts.len() <= n {
            counts.resize(n + 1, 0);
        }
        counts[n] += 1;
    }
    counts
}

fn cells(n: &NDistribution) -> Vec<(i32, f64)> {
    n.probs
        .iter()
        .enumerate()
        .map(|(k, &p)| (k as i32, p))
        .collect()
}

fn check_stationary(seed: u64, s: SpeedScenario) {
    let counts = fresh_intervals(&s, TimelineStart::Stationary, seed);
    chi_square(
        &format!("stationary {s:?}"),
        0,
        &counts,
        &cells(&s.exact().unwrap()),
    );
}

fn check_first_interval(seed: u64, s: SpeedScenario) {
    let counts = fresh_intervals(&s, TimelineStart::LevelEntry, seed);
    chi_square(
        &format!("first interval {s:?}"),
        0,
        &counts,
        &cells(&s.exact_first_interval().unwrap()),
    );
}

#[test]
fn stationary_start_matches_exact_at_equal_speeds() {
    check_stationary(10, scenario(0, 0, 100, false));
}

#[test]
fn stationary_start_matches_exact_against_a_faster_monster() {
    check_stationary(11, scenario(0, 10, 100, false));
}

#[test]
fn stationary_start_matches_exact_with_cheap_actions() {
    check_stationary(12, scenario(0, 0, 60, false));
}

#[test]
fn stationary_start_matches_exact_non_unique_mixture() {
    check_stationary(13, scenario(10, 20, 100, true));
}

#[test]
fn stationary_start_matches_exact_when_costs_share_a_factor_with_the_energy() {
    // Above 400 the cost is exact: 500 at E_p = 20 gives gaps of exactly 25 game turns.
    // Costs 2x[70,130] are even: from level entry the residue stays even at E_p = 10, which
    // leaves the law of N unchanged (chain module notes).
    check_stationary(14, scenario(10, 0, 500, false));
    check_stationary(15, scenario(0, 10, 200, false));
}

#[test]
fn level_entry_matches_exact_first_interval() {
    check_first_interval(20, scenario(0, 0, 100, false));
}

#[test]
fn level_entry_matches_exact_first_interval_non_unique() {
    check_first_interval(21, scenario(20, 30, 60, true));
}

/// A long run from level entry after the reference burn-in: consecutive intervals are
/// correlated, so each cell's frequency is checked against the exact stationary probability
/// within 5 standard errors estimated by batch means (100 batches of 10^4 intervals). Values
/// of `N` are grouped into cells of at least 500 expected draws (5 per batch), as in a
/// chi-square test.
#[test]
fn long_run_after_burn_in_matches_the_exact_stationary_law() {
    const BATCHES: usize = 100;
    const BATCH: usize = DRAWS / BATCHES;
    for (seed, s) in [
        (30, scenario(0, 10, 100, false)),
        (31, scenario(26, 30, 100, false)),
        (32, scenario(10, 0, 500, false)),
    ] {
        let exact = s.exact().unwrap();
        // cell_of[n]: the cell of the value n.
        let mut cell_of = Vec::new();
        let mut cell_probs = vec![0.0];
        for &p in &exact.probs {
            if *cell_probs.last().unwrap() * DRAWS as f64 >= 500.0 {
                cell_probs.push(0.0);
            }
            *cell_probs.last_mut().unwrap() += p;
            cell_of.push(cell_probs.len() - 1);
        }
        if cell_probs.len() > 1 && *cell_probs.last().unwrap() * (DRAWS as f64) < 500.0 {
            let tail = cell_probs.pop().unwrap();
            *cell_probs.last_mut().unwrap() += tail;
            for c in &mut cell_of {
                *c = (*c).min(cell_probs.len() - 1);
            }
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut timeline =
            Timeline::new(&s, TimelineStart::BurnIn(REFERENCE_BURN_IN), &mut rng).unwrap();
        // batches[b][cell]: the frequency of the cell in batch b.
        let mut batches = vec![vec![0.0; cell_probs.len()]; BATCHES];
        for batch in &mut batches {
            for _ in 0..BATCH {
                let n = timeline.next_interval(&mut rng) as usize;
                assert!(exact.prob(n) > 0.0, "{s:?}: impossible N = {n}");
                batch[cell_of[n]] += 1.0 / BATCH as f64;
            }
        }
        for (cell, &p) in cell_probs.iter().enumerate() {
            let mean = batches.iter().map(|b| b[cell]).sum::<f64>() / BATCHES as f64;
            let var = batches
                .iter()
                .map(|b| (b[cell] - mean).powi(2))
                .sum::<f64>()
                / (BATCHES - 1) as f64;
            let se = (var / BATCHES as f64).sqrt();
            assert!(
                (mean - p).abs() <= 5.0 * se,
                "{s:?}: cell {cell} frequency {mean} vs exact {p}, standard error {se}"
            );
        }
    }
}
