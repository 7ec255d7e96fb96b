//! The parallel Monte Carlo engine every scenario kind plugs into.
//!
//! # Chunking
//! A run of `trials` trials is cut into `ceil(trials / chunk_size)` chunks;
//! chunk `i` (counting from 0) runs `min(chunk_size, trials - i * chunk_size)`
//! trials, so only the last chunk can be partial. Chunks run in parallel on a
//! dedicated rayon pool of `threads` threads.
//!
//! # Seeding rule
//! Chunk `i` of a run with seed `s` draws from its own
//! [`Xoshiro256PlusPlus`], see [`chunk_rng`]: its 256-bit state is outputs
//! `4i + 1 .. 4i + 4` of the SplitMix64 stream started at state `s` (each
//! output one little-endian 64-bit word of the state). Chunks therefore take
//! consecutive, disjoint windows of one SplitMix64 stream; chunk 0 equals
//! `Xoshiro256PlusPlus::seed_from_u64(s)`.
//!
//! # Determinism
//! A chunk's random stream depends only on `(seed, chunk index)`, and chunks
//! are folded into per-worker accumulators that are merged at the end. With
//! an [`Accumulator::merge`] that is associative and commutative (integer
//! counters are), the merged result is byte-identical for any thread count
//! and any scheduling. Changing `chunk_size` changes the streams, hence the
//! samples (but not their distribution).
//!
//! # Memory
//! Nothing is kept per chunk: each rayon job folds its chunks into one
//! accumulator, and the accumulators are reduced pairwise, so memory is
//! independent of the number of trials.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use mechanics::sampling::kernel::LaneKernel;
use rand::SeedableRng;
use rand_xoshiro::{SplitMix64, Xoshiro256PlusPlus};
use rayon::prelude::*;

use crate::error::SimError;

/// The most worker threads a run may ask for.
pub const MAX_THREADS: usize = 1024;

/// Stack of each worker thread: 32 MiB of address space (only the pages used are touched).
/// Accumulators of tens of kilobytes live by value in the fold and reduce frames, rayon's
/// work stealing can stack several chunks' frames on one thread, and unoptimised builds copy
/// them freely; the 2 MiB default overflowed under load in debug test runs.
const WORKER_STACK: usize = 32 << 20;

/// Default number of trials per chunk: 2^20.
pub const DEFAULT_CHUNK_SIZE: u64 = 1 << 20;

/// The SplitMix64 increment (the 64-bit golden ratio), by which its state
/// advances once per output.
const SPLITMIX64_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// Runs that last longer than this show a progress bar (if enabled and
/// stderr is a terminal).
const PROGRESS_DELAY: Duration = Duration::from_secs(1);

/// Per-chunk (and per-worker) results of an experiment.
///
/// Contract: `Default` is the empty result, and `merge` must be exact,
/// associative and commutative (plain integer counters and fixed arrays of
/// them are), so that the merged total does not depend on how chunks were
/// grouped across threads. Floating-point sums break byte-identical
/// determinism; count in integers and convert at the end.
pub trait Accumulator: Send + Default {
    /// Add `other`'s results into `self`.
    fn merge(&mut self, other: Self);
}

/// A Monte Carlo experiment: runs trials into an accumulator.
pub trait Experiment: Sync {
    /// What one chunk (or one worker's run of chunks) accumulates.
    type Acc: Accumulator;

    /// Run exactly `trials` independent trials drawing from `rng`, adding
    /// their results into `acc` (which may already hold earlier chunks).
    /// This is the hot loop: it should not allocate.
    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut Self::Acc);
}

/// How to run an experiment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunConfig {
    /// Total number of trials, at least 1.
    pub trials: u64,
    /// The run's seed; see the module documentation for the seeding rule.
    pub seed: u64,
    /// Worker threads; `None` means all available cores. Must not be 0.
    pub threads: Option<usize>,
    /// Trials per chunk, at least 1 (default [`DEFAULT_CHUNK_SIZE`]).
    pub chunk_size: u64,
    /// Show a progress bar on stderr for runs over about a second (only
    /// when stderr is a terminal).
    pub progress: bool,
    /// The vector kernel lane loops run on. Every kernel gives identical results; this
    /// only changes the speed.
    pub kernel: LaneKernel,
}

impl RunConfig {
    /// A configuration with all cores, the default chunk size and progress
    /// enabled.
    pub fn new(trials: u64, seed: u64) -> Self {
        RunConfig {
            trials,
            seed,
            threads: None,
            chunk_size: DEFAULT_CHUNK_SIZE,
            progress: true,
            kernel: LaneKernel::best(),
        }
    }

    /// Checks the fields: at least one trial, one thread (at most [`MAX_THREADS`]) and one
    /// trial per chunk.
    pub fn validate(&self) -> Result<(), SimError> {
        if self.trials == 0 {
            return Err(SimError::invalid("trials", "must be at least 1"));
        }
        match self.threads {
            Some(0) => {
                return Err(SimError::invalid(
                    "threads",
                    "must be at least 1 (omit it to use all cores)",
                ));
            }
            Some(t) if t > MAX_THREADS => {
                return Err(SimError::invalid(
                    "threads",
                    format!("{t} is out of range: allowed 1 to {MAX_THREADS}"),
                ));
            }
            _ => {}
        }
        if self.chunk_size == 0 {
            return Err(SimError::invalid("chunk_size", "must be at least 1"));
        }
        Ok(())
    }

    /// The number of worker threads this configuration runs on.
    pub fn resolved_threads(&self) -> usize {
        self.threads.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
    }

    /// The number of chunks: `ceil(trials / chunk_size)`.
    pub fn chunks(&self) -> u64 {
        self.trials.div_ceil(self.chunk_size.max(1))
    }
}

/// The merged result of a run and how it was obtained.
#[derive(Debug, Clone)]
pub struct RunOutcome<A> {
    /// The merged accumulator of all chunks.
    pub acc: A,
    /// Trials run (equals the configured number).
    pub trials: u64,
    /// The seed used.
    pub seed: u64,
    /// Worker threads used.
    pub threads: usize,
    /// Trials per chunk.
    pub chunk_size: u64,
    /// Number of chunks run.
    pub chunks: u64,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
}

/// The generator of chunk `chunk` of a run seeded with `seed`.
///
/// Rule: the 256-bit Xoshiro256++ state is outputs `4 * chunk + 1` to
/// `4 * chunk + 4` of SplitMix64 started at state `seed` (little-endian
/// words), i.e. `Xoshiro256PlusPlus::seed_from_u64(seed + 4 * chunk * γ)`
/// with γ = 0x9E3779B97F4A7C15 and wrapping arithmetic. Chunk 0 is
/// `Xoshiro256PlusPlus::seed_from_u64(seed)`.
pub fn chunk_rng(seed: u64, chunk: u64) -> Xoshiro256PlusPlus {
    let start = seed.wrapping_add(chunk.wrapping_mul(4).wrapping_mul(SPLITMIX64_GAMMA));
    let mut splitmix = SplitMix64::seed_from_u64(start);
    Xoshiro256PlusPlus::from_rng(&mut splitmix)
}

/// Run `exp` for `cfg.trials` trials in parallel and merge the results.
///
/// Errors: the input errors of [`RunConfig::validate`], or a thread pool
/// that cannot be started. The result is identical for every thread count.
pub fn run<E: Experiment>(exp: &E, cfg: &RunConfig) -> Result<RunOutcome<E::Acc>, SimError> {
    cfg.validate()?;
    let threads = cfg.resolved_threads();
    let chunks = cfg.chunks();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(WORKER_STACK)
        .thread_name(|i| format!("roguesim-worker-{i}"))
        .build()
        .map_err(|e| SimError::ThreadPool {
            threads,
            reason: e.to_string(),
        })?;
    let progress = Progress::new(cfg.trials, cfg.progress);
    let start = Instant::now();
    let (trials, seed, chunk_size) = (cfg.trials, cfg.seed, cfg.chunk_size);
    let acc = pool.install(|| {
        (0..chunks)
            .into_par_iter()
            .fold(E::Acc::default, |mut acc, chunk| {
                let first = chunk * chunk_size;
                let n = chunk_size.min(trials - first);
                let mut rng = chunk_rng(seed, chunk);
                exp.run_chunk(&mut rng, n, &mut acc);
                progress.advance(n, start);
                acc
            })
            .reduce(E::Acc::default, |mut a, b| {
                a.merge(b);
                a
            })
    });
    let elapsed = start.elapsed();
    progress.finish();
    Ok(RunOutcome {
        acc,
        trials,
        seed,
        threads,
        chunk_size,
        chunks,
        elapsed,
    })
}

/// The progress bar: hidden until the run has lasted [`PROGRESS_DELAY`],
/// then drawn on stderr (which indicatif hides if stderr is not a terminal).
/// Updated once per chunk.
struct Progress {
    bar: Option<ProgressBar>,
    shown: AtomicBool,
}

impl Progress {
    fn new(trials: u64, enabled: bool) -> Self {
        let bar = enabled.then(|| {
            let bar = ProgressBar::with_draw_target(Some(trials), ProgressDrawTarget::hidden());
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

    fn advance(&self, trials: u64, start: Instant) {
        let Some(bar) = &self.bar else { return };
        bar.inc(trials);
        if !self.shown.load(Ordering::Relaxed)
            && start.elapsed() >= PROGRESS_DELAY
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Accumulator for u64 {
    fn merge(&mut self, other: Self) {
        *self += other;
    }
}

impl<A: Accumulator, B: Accumulator> Accumulator for (A, B) {
    fn merge(&mut self, other: Self) {
        self.0.merge(other.0);
        self.1.merge(other.1);
    }
}

impl<A: Accumulator, B: Accumulator, C: Accumulator> Accumulator for (A, B, C) {
    fn merge(&mut self, other: Self) {
        self.0.merge(other.0);
        self.1.merge(other.1);
        self.2.merge(other.2);
    }
}

/// A fixed-size array of `u64` counters, e.g. a histogram of a small
/// integer outcome (bin `i` counts outcome `i`). No allocation; merges by
/// element-wise addition. Keep `N` modest (it lives on the stack).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Counts<const N: usize> {
    /// The counters.
    pub bins: [u64; N],
}

impl<const N: usize> Default for Counts<N> {
    fn default() -> Self {
        Counts { bins: [0; N] }
    }
}

impl<const N: usize> Counts<N> {
    /// Count one occurrence of outcome `index`. Panics if `index >= N`:
    /// size `N` (or clamp the outcome) so that every outcome has a bin.
    #[inline]
    pub fn record(&mut self, index: usize) {
        self.bins[index] += 1;
    }

    /// Count `n` occurrences of outcome `index` (panics if `index >= N`).
    #[inline]
    pub fn record_n(&mut self, index: usize, n: u64) {
        self.bins[index] += n;
    }

    /// The sum of all bins.
    pub fn total(&self) -> u64 {
        self.bins.iter().sum()
    }
}

impl<const N: usize> Accumulator for Counts<N> {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.bins.iter_mut().zip(other.bins) {
            *a += b;
        }
    }
}
