//! The unit tests of `src/frog/speed/experiment.rs`.

use mechanics::frog::{SpeedScenario, Timeline, TimelineStart};
use mechanics::sampling::frog_lanes::{LANES, LaneTimeline};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use roguesim::engine::Experiment;
use roguesim::frog::speed::acc::{FrogAcc, MAX_RUN};
use roguesim::frog::speed::experiment::*;
use roguesim::speed_counts::{MAX_ACTIONS, TRACKED};

/// Takes the batch sums out of `acc` and checks them against its counts: every interval
/// in exactly one batch, each tracked quantity summing to its total.
fn take_batches(acc: &mut FrogAcc) {
    let b = std::mem::take(&mut acc.law.batches);
    let n = &acc.law.n;
    let total: u64 = n.iter().sum();
    let at_least = |k: usize| u128::from(n[k..].iter().sum::<u64>());
    assert_eq!(b.double.sums(), (at_least(2), u128::from(total)));
    assert_eq!(b.triple.sums(), (at_least(3), u128::from(total)));
    let sum_n: u64 = n.iter().enumerate().map(|(v, c)| v as u64 * c).sum();
    assert_eq!(b.total.sums(), (u128::from(sum_n), u128::from(total)));
    for (v, bin) in b.bins.iter().enumerate() {
        let want = if v < TRACKED {
            u128::from(n[v])
        } else {
            at_least(TRACKED)
        };
        assert_eq!(bin.sums().0, want, "N = {v}");
    }
    assert!(total == 0 || b.double.batches() > 0);
}

/// The counts of one interval sequence by the game-order definitions: histogram of `N`,
/// complete windows with a double move, runs of consecutive double moves closed by a
/// non-double or the sequence's end.
fn one_by_one(intervals: &[usize], window: usize, acc: &mut FrogAcc) {
    let mut run = 0;
    for &n in intervals {
        acc.law.n[n.min(MAX_ACTIONS)] += 1;
        if n >= 2 {
            run += 1;
        } else if run > 0 {
            acc.runs[run.min(MAX_RUN)] += 1;
            run = 0;
        }
    }
    acc.runs[run.min(MAX_RUN)] += u64::from(run > 0);
    for w in intervals.chunks_exact(window) {
        acc.windows += 1;
        acc.windows_with_double += u64::from(w.iter().any(|&n| n >= 2));
    }
}

/// A chunk runs on lanes when they support the scenario: its counts equal the one-by-one
/// definitions applied to each lane's intervals (lane `l` takes `trials / LANES` actions,
/// one more when `l < trials % LANES`), cut into fights at each new individual (every
/// window for a non-unique), read off the same lanes and draws.
#[test]
fn lane_statistics_match_the_one_by_one_definitions() {
    for non_unique in [false, true] {
        // Each lane completes at least LANE_WINDOWS windows (else the chunk runs on one
        // timeline); some chunks leave lanes with one action more.
        for (window, trials) in [(100, 51_200), (100, 51_250), (7, 5_003), (1, 529)] {
            assert!(u64::from(window) * LANE_WINDOWS <= trials / LANES as u64);
            for (player, monster) in [(0, 10), (0, 0), (-10, 30)] {
                let scenario = SpeedScenario {
                    player_speed: player,
                    monster_speed: monster,
                    player_action_cost: 100,
                    non_unique,
                    ..SpeedScenario::default()
                };
                let exp = FrogExperiment::new(scenario, window);
                let mut fast = FrogAcc::default();
                exp.run_chunk(&mut Xoshiro256PlusPlus::seed_from_u64(9), trials, &mut fast);

                let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
                let mut lanes = LaneTimeline::new(&scenario, &mut rng).unwrap();
                let steps = trials.div_ceil(LANES as u64);
                let fight = if non_unique { u64::from(window) } else { steps };
                let mut acc = FrogAcc::default();
                let mut done = 0;
                while done < steps {
                    if done > 0 {
                        lanes.restart(&mut rng);
                    }
                    let part = fight.min(steps - done);
                    let mut per_lane = vec![Vec::new(); LANES];
                    lanes.run(part, |masks| {
                        for (l, seq) in per_lane.iter_mut().enumerate() {
                            seq.push(masks.iter().filter(|&&m| m >> l & 1 == 1).count());
                        }
                    });
                    for (l, seq) in per_lane.iter().enumerate() {
                        let total =
                            trials / LANES as u64 + u64::from((l as u64) < trials % LANES as u64);
                        let len = part.min(total.saturating_sub(done)) as usize;
                        one_by_one(&seq[..len], window as usize, &mut acc);
                    }
                    done += part;
                }
                take_batches(&mut fast);
                assert_eq!(fast, acc, "{scenario:?}, window {window}, trials {trials}");
            }
        }
    }
}

/// A chunk runs on one [`Timeline`] when the lanes do not support the scenario (here
/// `E_p = 1`) or the windows are too long for the lanes, a non-unique being a new
/// individual every window: its counts equal the one-by-one definitions (runs also closed
/// by a new individual) computed one interval at a time from the same timeline and draws.
#[test]
fn chunk_statistics_match_the_one_by_one_definitions() {
    for (non_unique, window, trials) in
        [(false, 100, 20_000), (true, 100, 20_050), (true, 7, 3_000)]
    {
        for (player, monster) in [(-60, 0), (-50, -30), (-45, 10), (0, 10)] {
            let scenario = SpeedScenario {
                player_speed: player,
                monster_speed: monster,
                player_action_cost: 100,
                non_unique,
                ..SpeedScenario::default()
            };
            let lanes_windows = trials / LANES as u64 / u64::from(window);
            assert!(!LaneTimeline::supports(&scenario) || lanes_windows < LANE_WINDOWS);
            let exp = FrogExperiment::new(scenario, window);
            let mut fast = FrogAcc::default();
            exp.run_chunk(&mut Xoshiro256PlusPlus::seed_from_u64(9), trials, &mut fast);

            let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
            let mut timeline =
                Timeline::new(&scenario, TimelineStart::Stationary, &mut rng).unwrap();
            let w = u64::from(window);
            if non_unique {
                let cap = timeline.block_len() as u64;
                timeline.set_block_len(w.div_ceil(w.div_ceil(cap)) as usize);
            }
            let fight = if non_unique { w } else { trials };
            let mut acc = FrogAcc::default();
            let mut done = 0u64;
            while done < trials {
                if done > 0 {
                    timeline.restart(TimelineStart::Stationary, &mut rng);
                }
                let len = fight.min(trials - done);
                let seq: Vec<usize> = (0..len)
                    .map(|_| timeline.next_interval(&mut rng) as usize)
                    .collect();
                one_by_one(&seq, window as usize, &mut acc);
                done += len;
            }
            take_batches(&mut fast);
            assert_eq!(fast, acc, "{scenario:?}, window {window}");
        }
    }
}
