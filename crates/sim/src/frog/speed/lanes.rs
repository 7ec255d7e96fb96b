//! The double-move counts of a chunk run on lanes: per step, the lanes' masks of `N >= n`
//! become the law of `N`, the windows with a double move and the runs of double moves
//! (`docs/rules/frogcomposband-energy.md` §5).

use mechanics::sampling::frog_lanes::{LANES, MAX_DEPTH};

use super::acc::{FrogAcc, MAX_RUN};
use crate::speed_counts::SpeedBatches;

/// The double-move counts of a chunk run on [`LaneTimeline`]
/// (`docs/rules/frogcomposband-energy.md` §5): the chunk's trials are spread over the lanes, the
/// first `trials % LANES` taking one more, and each lane is a timeline of its own, with its own
/// windows and runs (closed also by [`Self::close_runs`] when the lanes meet new individuals).
/// Runs are timed by the steps at which they start and end, so the work per step grows with the
/// runs that start or end in it, not with the lanes.
pub(super) struct LaneStats {
    /// Steps in which every lane takes part; one more step follows for `extra` lanes.
    full: u64,
    extra: u32,
    window: u32,
    step: u64,
    window_left: u32,
    /// Lanes in a run of double moves, and lanes with a double move in the current window.
    doubling: u32,
    any: u32,
    /// `at_least[n]`: intervals with `N >= n`.
    at_least: [u64; MAX_DEPTH + 1],
    /// Steps per batch (whole fights), steps left in the current one, and `at_least` at
    /// its start.
    batch: u64,
    batch_left: u64,
    batch_start: [u64; MAX_DEPTH + 1],
    batches: SpeedBatches,
    /// The step at which each lane's current run began.
    started: [u64; LANES],
    runs: [u64; MAX_RUN + 1],
    windows: u64,
    windows_with_double: u64,
}

impl LaneStats {
    pub(super) fn new(trials: u64, window: u32, batch: u64) -> Self {
        LaneStats {
            batch,
            batch_left: batch,
            batch_start: [0; MAX_DEPTH + 1],
            batches: SpeedBatches::default(),
            full: trials / LANES as u64,
            extra: (trials % LANES as u64) as u32,
            window,
            step: 0,
            window_left: window,
            doubling: 0,
            any: 0,
            at_least: [0; MAX_DEPTH + 1],
            started: [0; LANES],
            runs: [0; MAX_RUN + 1],
            windows: 0,
            windows_with_double: 0,
        }
    }

    /// Steps to run.
    pub(super) fn steps(&self) -> u64 {
        self.full + u64::from(self.extra > 0)
    }

    /// A run that began at step `started` and ended before step `now`, into its bin.
    fn close_run(&mut self, started: u64, now: u64) {
        self.runs[((now - started) as usize).min(MAX_RUN)] += 1;
    }

    /// Counts one step's masks (see [`LaneTimeline::run`]).
    #[inline(always)]
    pub(super) fn record(&mut self, masks: &[u32]) {
        let active = if self.step < self.full {
            u32::MAX
        } else {
            (1u32 << self.extra) - 1
        };
        self.at_least[0] += u64::from(active.count_ones());
        for (a, &m) in self.at_least[1..].iter_mut().zip(masks) {
            *a += u64::from((m & active).count_ones());
        }
        let doubles = masks.get(1).map_or(0, |&m| m & active);
        let mut begun = doubles & !self.doubling;
        while begun != 0 {
            self.started[begun.trailing_zeros() as usize] = self.step;
            begun &= begun - 1;
        }
        let mut ended = self.doubling & !doubles;
        while ended != 0 {
            let l = ended.trailing_zeros() as usize;
            self.close_run(self.started[l], self.step);
            ended &= ended - 1;
        }
        self.doubling = doubles;
        self.any |= doubles;
        self.step += 1;
        self.batch_left -= 1;
        if self.batch_left == 0 {
            self.end_batch();
        }
        self.window_left -= 1;
        if self.window_left == 0 {
            self.windows += u64::from(active.count_ones());
            self.windows_with_double += u64::from((self.any & active).count_ones());
            self.any = 0;
            self.window_left = self.window;
        }
    }

    /// Adds the batch since the last one to the batch sums.
    fn end_batch(&mut self) {
        let (now, start) = (&self.at_least, &self.batch_start);
        let at_least = |n: usize| now.get(n).map_or(0, |a| a - start[n]);
        let sum = (1..=MAX_DEPTH).map(at_least).sum();
        if at_least(0) > 0 {
            self.batches.add(at_least, sum);
        }
        self.batch_start = self.at_least;
        self.batch_left = self.batch;
    }

    /// Closes the runs still going (a new individual or the chunk's end).
    pub(super) fn close_runs(&mut self) {
        while self.doubling != 0 {
            let l = self.doubling.trailing_zeros() as usize;
            self.close_run(self.started[l], self.step);
            self.doubling &= self.doubling - 1;
        }
    }

    /// Closes the runs still going and adds the counts to `acc`.
    pub(super) fn finish(mut self, acc: &mut FrogAcc) {
        self.close_runs();
        self.end_batch();
        acc.law.batches.merge(&self.batches);
        for (n, a) in acc.law.n.iter_mut().take(MAX_DEPTH + 1).enumerate() {
            *a += self.at_least[n] - self.at_least.get(n + 1).copied().unwrap_or(0);
        }
        for (a, r) in acc.runs.iter_mut().zip(self.runs) {
            *a += r;
        }
        acc.windows += self.windows;
        acc.windows_with_double += self.windows_with_double;
    }
}
