//! The event-driven [`Timeline`] against the literal game-turn loop of
//! `docs/rules/frogcomposband-energy.md` §7 (draw for draw) and against the exact laws of `N`
//! (§5, §8).

use crate::common::{assert_counts_fit, draws, n_cells, speed_scenario};
use std::collections::{HashMap, VecDeque};

use mechanics::frog::draws::{NeedDraws, randnor_from_bits};
use mechanics::frog::{
    EXACT_COST_ABOVE, MAX_BLOCK_LEN, REFERENCE_BURN_IN, SpeedScenario, Timeline, TimelineStart,
    energy_clip, energy_need, energy_per_turn, get_mspeed, monster_speed_in_effect, need_clamp,
    player_action_cost, randint0, speed_to_energy,
};
use mechanics::tolerance::{CHI_SQUARE_P, MAX_SIGMAS};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use statrs::distribution::{ChiSquared, ContinuousCDF};

/// `ENERGY_NEED()` by the literal `randnor` algorithm on one 16-bit draw (§3.1, §3.2).
fn literal_need(draws: &mut NeedDraws, rng: &mut Xoshiro256PlusPlus, e: i32) -> i32 {
    need_clamp(randnor_from_bits(draws.draw(rng), 100, 18), energy_clip(e))
}

/// The player's cost (§3.3) on the same draws.
fn literal_player_cost(
    s: &SpeedScenario,
    draws: &mut NeedDraws,
    rng: &mut Xoshiro256PlusPlus,
    ep: i32,
) -> i32 {
    if s.player_action_cost > EXACT_COST_ABOVE {
        s.player_action_cost
    } else {
        s.player_action_cost * literal_need(draws, rng, ep) / 100
    }
}

/// The monster's individual speed from `get_mspeed` around the race speed, and its energy
/// per game turn with haste and slow on top of it (§2 step 2, §3.5): `(E at placement, E_m)`.
fn literal_monster_energies(s: &SpeedScenario, rng: &mut Xoshiro256PlusPlus) -> (i32, i32) {
    let mspeed = get_mspeed(rng, 110 + s.monster_speed, !s.non_unique);
    let in_effect = monster_speed_in_effect(mspeed, s.monster_hasted, s.monster_slowed, 0);
    (speed_to_energy(mspeed), speed_to_energy(in_effect))
}

/// §7's pseudocode, one game turn at a time, with the same draws in the same order as the
/// timeline from level entry: `get_mspeed`, the monster's start need (`ENERGY_NEED()` from
/// 16 bits in the clamp row of its unhasted speed, then `randint0(100)`), then the costs, each
/// `ENERGY_NEED()` the literal `randnor` of one [`NeedDraws`] value. The monster's cost is drawn
/// when it acts; the player's too, except that when a player action comes with no cost left over
/// and the timeline computes blocks (`block_len > 0`, monster need before its step `>= 1`), the
/// unused draws of the current word are dropped, the next `block_len` player costs are drawn at
/// once (and paid in order), and the rest of their last word is dropped too (the timeline's draw
/// order, see `Timeline`'s *Blocks*).
fn literal_game_turns(
    s: &SpeedScenario,
    rng: &mut Xoshiro256PlusPlus,
    intervals: usize,
    block_len: usize,
) -> Vec<u32> {
    let mut draws = NeedDraws::new();
    let ep = energy_per_turn(s.player_speed);
    let (placed, em) = literal_monster_energies(s, rng);
    let mut y = literal_need(&mut draws, rng, placed);
    y -= randint0(rng, 100);
    let mut p = 0;
    let mut since: Option<u32> = None;
    let mut costs = VecDeque::new();
    let mut out = Vec::with_capacity(intervals);
    while out.len() < intervals {
        p -= ep;
        while p <= 0 {
            if let Some(n) = since {
                out.push(n);
            }
            since = Some(0);
            if costs.is_empty() {
                if block_len > 0 && y >= 1 && p > -ep {
                    // A block: the player's costs from fresh words, then the monster's from
                    // fresh words (unused draws dropped). Not for the first action after
                    // level entry (need -E_p), which is paid on its own.
                    draws.clear();
                    for _ in 0..block_len {
                        costs.push_back(literal_player_cost(s, &mut draws, rng, ep));
                    }
                    draws.clear();
                } else {
                    costs.push_back(literal_player_cost(s, &mut draws, rng, ep));
                }
            }
            p += costs.pop_front().unwrap();
        }
        y -= em;
        if y <= 0 {
            y += literal_need(&mut draws, rng, em);
            since = since.map(|n| n + 1);
        }
    }
    out.truncate(intervals);
    out
}

/// The scenario with the monster hasted (+10 every game turn, §4).
fn hasted(s: SpeedScenario) -> SpeedScenario {
    SpeedScenario {
        monster_hasted: true,
        ..s
    }
}

/// The scenario with the monster slowed (−10 every game turn, §4).
fn slowed(s: SpeedScenario) -> SpeedScenario {
    SpeedScenario {
        monster_slowed: true,
        ..s
    }
}

#[test]
fn timeline_reproduces_the_game_turn_loop_draw_for_draw() {
    for (seed, s, intervals) in [
        (1, speed_scenario(0, 0, 100, false), 20_000),
        (2, speed_scenario(0, 10, 100, false), 20_000),
        (3, speed_scenario(0, 0, 60, false), 20_000),
        (4, speed_scenario(0, 0, 1, false), 20_000),
        (5, speed_scenario(20, 30, 100, true), 20_000),
        (6, speed_scenario(-99, 99, 100, false), 2_000),
        (7, speed_scenario(99, -99, 7, true), 20_000),
        (8, speed_scenario(-10, 0, 450, false), 5_000),
        (9, speed_scenario(26, 30, 200, true), 20_000),
        (10, speed_scenario(-10, 0, 100, false), 20_000),
        (11, speed_scenario(99, 99, 100, false), 20_000),
        (12, speed_scenario(0, 0, 14, false), 20_000),
        (13, hasted(speed_scenario(0, 10, 100, true)), 20_000),
        (14, hasted(speed_scenario(0, 10, 100, false)), 20_000),
        (15, slowed(speed_scenario(0, 10, 100, true)), 20_000),
        (16, hasted(speed_scenario(-20, 99, 100, true)), 5_000),
        (17, speed_scenario(21, 11, 42, false), 20_000),
    ] {
        for block_len in [None, Some(1), Some(3)] {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut timeline = Timeline::new(&s, TimelineStart::LevelEntry, &mut rng).unwrap();
            if let Some(len) = block_len {
                timeline.set_block_len(len);
            }
            let len = timeline.block_len();
            let mut events: Vec<u32> = (0..intervals / 2)
                .map(|_| timeline.next_interval(&mut rng))
                .collect();
            let mut rest = vec![0; intervals - events.len()];
            timeline.fill_intervals(&mut rng, &mut rest);
            events.extend(rest);
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let literal = literal_game_turns(&s, &mut rng, intervals, len);
            assert_eq!(events, literal, "{s:?}, block length {len}");
        }
    }
}

#[test]
fn blocks_are_used_exactly_when_player_costs_reach_the_energy_per_turn() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    for (s, blocks) in [
        (speed_scenario(0, 10, 100, false), true),
        (speed_scenario(0, 0, 60, false), true), // 42..=78 >= 10
        (speed_scenario(0, 0, 14, false), false), // 9..=18
        (speed_scenario(99, 0, 100, false), true), // 80 >= 49
        (speed_scenario(99, 0, 61, false), false), // 48 < 49
        (speed_scenario(-99, 99, 1000, false), true),
    ] {
        let t = Timeline::new(&s, TimelineStart::Stationary, &mut rng).unwrap();
        assert_eq!(t.block_len() > 0, blocks, "{s:?}");
        assert!(t.block_len() <= MAX_BLOCK_LEN);
    }
}

/// Histogram of `N` over `draws()` fresh starts (new monster instance and starting state), one
/// interval each: independent draws. With blocks, start `i` uses block length `1 + i % 8` and
/// keeps the last interval of its first block, so every position of a short block is checked.
fn fresh_intervals(s: &SpeedScenario, start: TimelineStart, seed: u64) -> Vec<u64> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut timeline = Timeline::new(s, start, &mut rng).unwrap();
    let blocks = timeline.block_len() > 0 && start == TimelineStart::Stationary;
    let mut counts = Vec::new();
    let mut buf = [0u32; 8];
    for i in 0..draws() {
        timeline.restart(start, &mut rng);
        let n = if blocks {
            let len = 1 + i % 8;
            timeline.set_block_len(len);
            timeline.fill_intervals(&mut rng, &mut buf[..len]);
            buf[len - 1] as usize
        } else {
            timeline.next_interval(&mut rng) as usize
        };
        if counts.len() <= n {
            counts.resize(n + 1, 0);
        }
        counts[n] += 1;
    }
    counts
}

fn check_stationary(seed: u64, s: SpeedScenario) {
    let counts = fresh_intervals(&s, TimelineStart::Stationary, seed);
    assert_counts_fit(
        &format!("stationary {s:?}"),
        0,
        &counts,
        &n_cells(&s.exact().unwrap()),
    );
}

fn check_first_interval(seed: u64, s: SpeedScenario) {
    let counts = fresh_intervals(&s, TimelineStart::LevelEntry, seed);
    assert_counts_fit(
        &format!("first interval {s:?}"),
        0,
        &counts,
        &n_cells(&s.exact_first_interval().unwrap()),
    );
}

#[test]
fn stationary_start_matches_exact_at_equal_speeds() {
    check_stationary(10, speed_scenario(0, 0, 100, false));
}

#[test]
fn stationary_start_matches_exact_against_a_faster_monster() {
    check_stationary(11, speed_scenario(0, 10, 100, false));
}

#[test]
fn stationary_start_matches_exact_with_cheap_actions() {
    check_stationary(12, speed_scenario(0, 0, 60, false));
}

#[test]
fn stationary_start_matches_exact_non_unique_mixture() {
    check_stationary(13, speed_scenario(10, 20, 100, true));
}

#[test]
fn stationary_start_matches_exact_when_costs_share_a_factor_with_the_energy() {
    // Above 400 the cost is exact: 500 at E_p = 20 gives gaps of exactly 25 game turns.
    // Costs 2x[70,130] are even: from level entry the residue stays even at E_p = 10, which
    // leaves the law of N unchanged (chain module notes).
    check_stationary(14, speed_scenario(10, 0, 500, false));
    check_stationary(15, speed_scenario(0, 10, 200, false));
}

#[test]
fn stationary_start_matches_exact_at_high_and_low_speeds() {
    check_stationary(16, speed_scenario(26, 30, 100, false));
    check_stationary(17, speed_scenario(-10, 0, 100, false));
    check_stationary(18, speed_scenario(26, 30, 200, true));
}

#[test]
fn stationary_start_matches_exact_when_actions_can_share_a_game_turn() {
    // Costs 9..=18 at E_p = 10: no blocks, intervals one at a time.
    check_stationary(19, speed_scenario(0, 0, 14, false));
}

#[test]
fn stationary_start_matches_exact_for_hasted_and_slowed_non_uniques() {
    check_stationary(22, hasted(speed_scenario(0, 10, 100, true)));
    check_stationary(23, slowed(speed_scenario(0, 10, 100, true)));
}

#[test]
fn level_entry_matches_exact_first_interval() {
    check_first_interval(20, speed_scenario(0, 0, 100, false));
}

/// The first cost after placement takes the clamp row of the unhasted speed (§3.5).
#[test]
fn level_entry_matches_exact_first_interval_hasted() {
    check_first_interval(24, hasted(speed_scenario(0, 10, 100, false)));
    check_first_interval(25, slowed(speed_scenario(0, 30, 100, true)));
}

/// From level entry the player's need is `-E_p`: at +21 (`E_p` = 31) with cost 42 the cheapest
/// cost equals `E_p`, so the first action can fall in the entry's own game turn. Blocks once
/// turned that into an endless loop (found by the fuzzer: `speed --player-speed 31
/// --player-slowed --monster-speed 11 --player-action-cost 42 --start level-entry`).
#[test]
fn level_entry_matches_exact_first_interval_when_a_cost_equals_the_energy() {
    check_first_interval(26, speed_scenario(21, 11, 42, false));
    check_first_interval(27, speed_scenario(21, 11, 42, true));
}

#[test]
fn level_entry_matches_exact_first_interval_non_unique() {
    check_first_interval(21, speed_scenario(20, 30, 60, true));
}

/// A long run from level entry after the reference burn-in: consecutive intervals are
/// correlated, so each cell's frequency is checked against the exact stationary probability
/// within 5 standard errors estimated by batch means (100 batches of 10^4 intervals). Values
/// of `N` are grouped into cells of at least 500 expected draws (5 per batch), as in a
/// chi-square test.
#[test]
fn long_run_after_burn_in_matches_the_exact_stationary_law() {
    const BATCHES: usize = 100;
    let batch_draws = draws() / BATCHES;
    for (seed, s) in [
        (30, speed_scenario(0, 10, 100, false)),
        (31, speed_scenario(26, 30, 100, false)),
        (32, speed_scenario(10, 0, 500, false)),
    ] {
        let exact = s.exact().unwrap();
        // cell_of[n]: the cell of the value n.
        let mut cell_of = Vec::new();
        let mut cell_probs = vec![0.0];
        for &p in &exact.probs {
            if *cell_probs.last().unwrap() * draws() as f64 >= 500.0 {
                cell_probs.push(0.0);
            }
            *cell_probs.last_mut().unwrap() += p;
            cell_of.push(cell_probs.len() - 1);
        }
        if cell_probs.len() > 1 && *cell_probs.last().unwrap() * (draws() as f64) < 500.0 {
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
            for _ in 0..batch_draws {
                let n = timeline.next_interval(&mut rng) as usize;
                assert!(exact.prob(n) > 0.0, "{s:?}: impossible N = {n}");
                batch[cell_of[n]] += 1.0 / batch_draws as f64;
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
                (mean - p).abs() <= MAX_SIGMAS * se,
                "{s:?}: cell {cell} frequency {mean} vs exact {p}, standard error {se}"
            );
        }
    }
}

/// §7's loop with the rng-driven samplers of the rules (`energy_need`, the literal `randnor`
/// on `randint0` draws), started from the exact stationary state drawn independently of the
/// timeline's code (player need uniform on `(-E_p, 0]`; the monster's need `y` before its
/// step by rejection, `y` uniform on `1..=200-m` kept when a fresh cost is `>= y`), returning
/// the first two intervals `(N_1, N_2)`.
fn literal_stationary_pair(s: &SpeedScenario, rng: &mut Xoshiro256PlusPlus) -> (u32, u32) {
    let ep = energy_per_turn(s.player_speed);
    let (_, em) = literal_monster_energies(s, rng);
    let top = 200 - energy_clip(em);
    let x = -randint0(rng, ep);
    let mut y = loop {
        let y = 1 + randint0(rng, top);
        if energy_need(rng, em) >= y {
            break y;
        }
    };
    let mut p = x + ep;
    let mut since: Option<u32> = None;
    let mut out = Vec::with_capacity(3);
    while out.len() < 2 {
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
    (out[0], out[1])
}

/// Two-sample chi-square of the joint law of consecutive intervals `(N_k, N_{k+1})`: the
/// timeline (fresh stationary starts, block lengths 1..=8, the pair at positions 0..=8 so it
/// falls within a block and across block boundaries) against §7's literal loop with the
/// rules' rng-driven samplers, [`draws`] independent pairs each (10^5 in the fast tier,
/// 10^6 in the full). Cells with fewer than 20 pairs in both samples together are pooled;
/// p >= [`CHI_SQUARE_P`].
#[test]
fn consecutive_pairs_match_the_literal_game_turn_loop() {
    let pairs = draws();
    for (seed, s) in [
        (40, speed_scenario(0, 10, 100, false)),
        (41, speed_scenario(0, 0, 100, true)),
        (42, speed_scenario(20, 30, 60, false)),
        (43, speed_scenario(-10, 0, 200, false)),
        (44, hasted(speed_scenario(0, 10, 100, true))),
    ] {
        let mut counts: HashMap<(u32, u32), (u64, u64)> = HashMap::new();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut timeline = Timeline::new(&s, TimelineStart::Stationary, &mut rng).unwrap();
        let mut buf = [0u32; 10];
        for i in 0..pairs {
            timeline.restart(TimelineStart::Stationary, &mut rng);
            timeline.set_block_len(1 + i % 8);
            let at = (i / 8) % 9;
            timeline.fill_intervals(&mut rng, &mut buf[..at + 2]);
            counts.entry((buf[at], buf[at + 1])).or_default().0 += 1;
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed + 1000);
        for _ in 0..pairs {
            counts
                .entry(literal_stationary_pair(&s, &mut rng))
                .or_default()
                .1 += 1;
        }
        let mut cells: Vec<((u32, u32), (u64, u64))> = counts.into_iter().collect();
        cells.sort();
        let (mut stat, mut df) = (0.0, 0usize);
        let (mut pool_a, mut pool_b) = (0u64, 0u64);
        for &(_, (a, b)) in &cells {
            if a + b < 20 {
                pool_a += a;
                pool_b += b;
            } else {
                stat += (a as f64 - b as f64).powi(2) / (a + b) as f64;
                df += 1;
            }
        }
        if pool_a + pool_b > 0 {
            stat += (pool_a as f64 - pool_b as f64).powi(2) / (pool_a + pool_b) as f64;
            df += 1;
        }
        assert!(df >= 2, "{s:?}: too few cells");
        let p = 1.0 - ChiSquared::new((df - 1) as f64).unwrap().cdf(stat);
        assert!(
            p >= CHI_SQUARE_P,
            "{s:?}: pairs differ from the literal loop, chi-square {stat} on {} df, p = {p}",
            df - 1
        );
    }
}
