//! Where a run's chunks are computed: its dedicated rayon pool, and the progress bar that
//! counts them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::RunConfig;
use crate::error::SimError;

/// Stack of each worker thread: 32 MiB of address space (only the pages used are touched).
/// Accumulators of tens of kilobytes live by value in the fold and reduce frames, rayon's
/// work stealing can stack several chunks' frames on one thread, and unoptimised builds copy
/// them freely; the 2 MiB default overflowed under load in debug test runs.
const WORKER_STACK: usize = 32 << 20;

/// Runs that last longer than this show a progress bar (if enabled and
/// stderr is a terminal).
const PROGRESS_DELAY: Duration = Duration::from_secs(1);

/// The dedicated worker pool of a run: `cfg`'s threads, each with a 32 MiB stack.
pub fn pool(cfg: &RunConfig) -> Result<rayon::ThreadPool, SimError> {
    let threads = cfg.resolved_threads();
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(WORKER_STACK)
        .thread_name(|i| format!("roguesim-worker-{i}"))
        .build()
        .map_err(|e| SimError::ThreadPool {
            threads,
            reason: e.to_string(),
        })
}

/// The progress bar: hidden until the run has lasted [`PROGRESS_DELAY`],
/// then drawn on stderr (which indicatif hides if stderr is not a terminal).
/// Updated once per chunk.
pub(super) struct Progress {
    bar: Option<ProgressBar>,
    shown: AtomicBool,
}

impl Progress {
    /// A bar for `trials` trials of which `done` are already counted.
    pub(super) fn new(trials: u64, done: u64, enabled: bool) -> Self {
        let bar = enabled.then(|| {
            let bar = ProgressBar::with_draw_target(Some(trials), ProgressDrawTarget::hidden());
            bar.set_position(done);
            let style = ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} trials ({per_sec:0}, eta {eta})",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar
        });
        Progress {
            bar,
            shown: AtomicBool::new(false),
        }
    }

    /// Counts `trials` more trials; shows the bar once the run has lasted long enough.
    pub(super) fn advance(&self, trials: u64, start: Instant) {
        let Some(bar) = &self.bar else { return };
        bar.inc(trials);
        if !self.shown.load(Ordering::Relaxed)
            && start.elapsed() >= PROGRESS_DELAY
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Clears the bar.
    pub(super) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
