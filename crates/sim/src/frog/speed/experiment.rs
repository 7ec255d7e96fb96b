//! The double-move experiment: FrogComposband timelines run chunk by chunk, on lanes where
//! they take the scenario, counting the law of `N`, windows with a double move and runs of
//! consecutive double moves (`docs/rules/frogcomposband-energy.md` §5, §8, §9.2).

use mechanics::frog::{SpeedScenario, Timeline, TimelineStart};
use mechanics::sampling::frog_lanes::{LANES, LaneTimeline};
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::acc::{FrogAcc, MAX_RUN};
use super::lanes::LaneStats;
use super::spec::FrogStart;
use crate::engine::Experiment;
use crate::speed_counts::{BATCH_ACTIONS, BatchCounter, MAX_ACTIONS};

/// Fewest complete windows ("a double move within T actions",
/// `docs/rules/frogcomposband-energy.md` §5) per lane for a chunk to run on lanes: each lane
/// drops its last partial window, so with fewer the lanes would waste a noticeable share of
/// the windows (at most 1/16 here) that one timeline through the chunk would complete.
pub const LANE_WINDOWS: u64 = 16;

/// The double-move experiment: trials are player actions, in windows of `window`
/// actions; each chunk starts from an exact stationary state, and a non-unique monster
/// is redrawn every window. A chunk runs on [`LaneTimeline`] when the lanes support the
/// scenario and each lane completes at least [`LANE_WINDOWS`] windows, else on one
/// [`Timeline`]; both are exact.
pub struct FrogExperiment {
    scenario: SpeedScenario,
    window: u32,
    start: FrogStart,
    kernel: LaneKernel,
}

impl FrogExperiment {
    /// The experiment for a validated scenario, reporting stationary intervals in windows
    /// of `window` player actions.
    pub fn new(scenario: SpeedScenario, window: u32) -> Self {
        FrogExperiment {
            scenario,
            window,
            start: FrogStart::Stationary,
            kernel: LaneKernel::best(),
        }
    }

    /// The same experiment with its lanes on `kernel` (identical results, another speed).
    pub fn on(self, kernel: LaneKernel) -> Self {
        FrogExperiment { kernel, ..self }
    }

    /// The experiment reporting the first interval after each level entry instead: one
    /// trial per arrival (`docs/rules/frogcomposband-energy.md` §9.2).
    pub fn level_entry(scenario: SpeedScenario) -> Self {
        FrogExperiment {
            scenario,
            window: 1,
            start: FrogStart::LevelEntry,
            kernel: LaneKernel::best(),
        }
    }

    /// One interval per trial, each from a fresh level entry.
    fn run_arrivals(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut FrogAcc) {
        let Ok(mut timeline) = Timeline::new(&self.scenario, TimelineStart::LevelEntry, rng) else {
            unreachable!("the scenario was validated before the run")
        };
        // One interval per arrival: a block would compute intervals that are dropped.
        timeline.set_block_len(1);
        for t in 0..trials {
            if t > 0 {
                timeline.restart(TimelineStart::LevelEntry, rng);
            }
            let n = timeline.next_interval(rng) as usize;
            acc.law.n[n.min(MAX_ACTIONS)] += 1;
        }
    }

    /// Stationary intervals on [`LaneTimeline`] (`docs/rules/frogcomposband-energy.md` §5, §8),
    /// counted by [`LaneStats`]; a non-unique monster is a new individual in every lane every
    /// window.
    fn run_lanes(
        &self,
        mut lanes: LaneTimeline,
        rng: &mut Xoshiro256PlusPlus,
        trials: u64,
        acc: &mut FrogAcc,
    ) {
        let window = u64::from(self.window);
        let batch_steps = BATCH_ACTIONS / LANES as u64;
        let (fight, batch) = if self.scenario.non_unique {
            (window, window * batch_steps.div_ceil(window))
        } else {
            (u64::MAX, batch_steps)
        };
        let mut stats = LaneStats::new(trials, self.window, batch);
        let steps = stats.steps();
        let mut done = 0;
        while done < steps {
            if done > 0 {
                stats.close_runs();
                lanes.restart(rng);
            }
            let part = fight.min(steps - done);
            lanes.run(
                part,
                #[inline(always)]
                |masks| stats.record(masks),
            );
            done += part;
        }
        stats.finish(acc);
    }
}

impl Experiment for FrogExperiment {
    type Acc = FrogAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut FrogAcc) {
        if self.start == FrogStart::LevelEntry {
            return self.run_arrivals(rng, trials, acc);
        }
        // Each lane is a timeline of `trials / LANES` actions, whose last partial window is
        // dropped: lanes take the chunk only when that wastes little.
        let per_lane = trials / LANES as u64;
        if u64::from(self.window) * LANE_WINDOWS <= per_lane
            && let Some(lanes) = LaneTimeline::with_kernel(&self.scenario, self.kernel, rng)
        {
            return self.run_lanes(lanes, rng, trials, acc);
        }
        let Ok(mut timeline) = Timeline::new(&self.scenario, TimelineStart::Stationary, rng) else {
            unreachable!("the scenario was validated before the run")
        };
        let window = u64::from(self.window);
        if self.scenario.non_unique && timeline.block_len() > 0 {
            // A new individual every window: blocks that divide the window waste nothing.
            let cap = timeline.block_len() as u64;
            let blocks = window.div_ceil(cap);
            timeline.set_block_len(window.div_ceil(blocks) as usize);
        }
        // counts[n]: intervals with n monster actions; reach[l]: positions where a run of
        // consecutive double moves reaches length l (l <= MAX_RUN; reach[0] is scratch), so
        // reach[l] runs have length >= l. Eight interleaved copies keep consecutive
        // increments on different addresses (no store-to-load chain).
        // On the heap: 64 KiB is too much for a worker's stack frame.
        let mut counts = vec![[0u64; MAX_ACTIONS + 1]; 8];
        let mut reach = [[0u64; MAX_RUN + 1]; 8];
        let mut buf = [0u32; 256];
        // Batches: whole windows (one individual each) for a non-unique, else every
        // BATCH_ACTIONS intervals or so.
        let mut batch = BatchCounter::default();
        let (mut done, mut run) = (0u64, 0usize);
        while done < trials {
            if self.scenario.non_unique && done > 0 {
                timeline.restart(TimelineStart::Stationary, rng);
                run = 0;
            }
            let len = window.min(trials - done);
            let mut any = false;
            let mut left = len;
            while left > 0 {
                let part = &mut buf[..left.min(256) as usize];
                timeline.fill_intervals(rng, part);
                for (i, &n) in part.iter().enumerate() {
                    let n = n as usize;
                    counts[i & 7][n.min(MAX_ACTIONS)] += 1;
                    batch.record(n);
                    let double = n >= 2;
                    any |= double;
                    run = (run + 1) * usize::from(double);
                    reach[i & 7][run * usize::from(run <= MAX_RUN)] += 1;
                }
                left -= part.len() as u64;
                if !self.scenario.non_unique && batch.len >= BATCH_ACTIONS {
                    batch.flush(&mut acc.law.batches);
                }
            }
            if self.scenario.non_unique && batch.len >= BATCH_ACTIONS {
                batch.flush(&mut acc.law.batches);
            }
            if len == window {
                acc.windows += 1;
                acc.windows_with_double += u64::from(any);
            }
            done += len;
        }
        batch.flush(&mut acc.law.batches);
        let total = |copies: &[[u64; MAX_RUN + 1]; 8], l: usize| -> u64 {
            copies.iter().map(|c| c[l]).sum()
        };
        for (v, a) in acc.law.n.iter_mut().enumerate() {
            *a += counts.iter().map(|c| c[v]).sum::<u64>();
        }
        for l in 1..MAX_RUN {
            acc.runs[l] += total(&reach, l) - total(&reach, l + 1);
        }
        acc.runs[MAX_RUN] += total(&reach, MAX_RUN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speed_counts::TRACKED;
    use rand::SeedableRng;

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
                            let total = trials / LANES as u64
                                + u64::from((l as u64) < trials % LANES as u64);
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
}
