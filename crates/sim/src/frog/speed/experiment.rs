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
