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
//!
//! # Shards, merges and checkpoints
//! Because a chunk's result depends only on `(seed, chunk index)`, any set of
//! chunks can be computed by any process and added up later. A [`RunConfig`]
//! with a [`Ledger`] hands each experiment's run to [`crate::shard`]: it
//! computes only a shard's chunks, or takes the merged state of saved parts,
//! or resumes from and saves to a checkpoint, recording what it did. Without
//! one, [`run`] computes every chunk as described above.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use mechanics::sampling::kernel::LaneKernel;
use rand::SeedableRng;
use rand_xoshiro::{SplitMix64, Xoshiro256PlusPlus};
use rayon::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::SimError;
use crate::shard::chunks::ChunkSet;
pub use crate::shard::ledger::Ledger;

/// The most worker threads a run may ask for.
pub const MAX_THREADS: usize = 1024;

/// The most trials a run may ask for: 10^15. Every count of the simulator (trials times the
/// attacks or turns of a trial included) stays below 2^64 up to here, and the chunk
/// arithmetic of shards is done in 128 bits.
pub const MAX_TRIALS: u64 = 1_000_000_000_000_000;

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
///
/// Serialisation must be exact too: shards, merges and checkpoints write the
/// state as JSON and read it back (see [`crate::shard::state`] for fixed arrays
/// and `u128` sums), and the merged result must equal the unsharded one bit for
/// bit.
pub trait Accumulator: Send + Default + Serialize + DeserializeOwned {
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
    /// Where the chunks' results come from and go (a shard, a merge, a checkpoint);
    /// `None` computes every chunk in this process.
    pub ledger: Option<Ledger>,
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
            ledger: None,
        }
    }

    /// Checks the fields: 1 to [`MAX_TRIALS`] trials, one thread (at most [`MAX_THREADS`])
    /// and one trial per chunk.
    pub fn validate(&self) -> Result<(), SimError> {
        if self.trials == 0 {
            return Err(SimError::invalid("trials", "must be at least 1"));
        }
        if self.trials > MAX_TRIALS {
            return Err(SimError::invalid(
                "trials",
                format!(
                    "{} is out of range: allowed 1 to {MAX_TRIALS} (10^15)",
                    self.trials
                ),
            ));
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
/// With a [`Ledger`], the ledger decides which chunks run here (see
/// [`crate::shard`]).
pub fn run<E: Experiment>(exp: &E, cfg: &RunConfig) -> Result<RunOutcome<E::Acc>, SimError> {
    cfg.validate()?;
    match &cfg.ledger {
        Some(ledger) => ledger.run(exp, cfg),
        None => {
            let start = Instant::now();
            let all = ChunkSet::all(cfg.chunks());
            let acc = run_chunks(exp, cfg, &pool(cfg)?, &all, 0);
            Ok(RunOutcome {
                acc,
                trials: cfg.trials,
                seed: cfg.seed,
                threads: cfg.resolved_threads(),
                chunk_size: cfg.chunk_size,
                chunks: all.len(),
                elapsed: start.elapsed(),
            })
        }
    }
}

/// The dedicated worker pool of a run: `cfg`'s threads, each with [`WORKER_STACK`].
pub(crate) fn pool(cfg: &RunConfig) -> Result<rayon::ThreadPool, SimError> {
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

/// The trials of chunk `chunk` of `cfg`'s run: the chunk size, or what is left for the last.
pub(crate) fn chunk_trials(cfg: &RunConfig, chunk: u64) -> u64 {
    let first = chunk.saturating_mul(cfg.chunk_size);
    cfg.chunk_size.min(cfg.trials.saturating_sub(first))
}

/// Runs the chunks of `todo` on `pool`, each from its own [`chunk_rng`], folded per job and
/// reduced pairwise (exact for any grouping); `done` trials are already counted elsewhere
/// (the progress bar starts there).
pub(crate) fn run_chunks<E: Experiment>(
    exp: &E,
    cfg: &RunConfig,
    pool: &rayon::ThreadPool,
    todo: &ChunkSet,
    done: u64,
) -> E::Acc {
    let total = done + todo.trials(cfg.trials, cfg.chunk_size);
    let progress = Progress::new(total, done, cfg.progress);
    let start = Instant::now();
    let acc = pool.install(|| {
        todo.ranges()
            .par_iter()
            .flat_map(|r| r.clone().into_par_iter())
            .fold(E::Acc::default, |mut acc, chunk| {
                let n = chunk_trials(cfg, chunk);
                let mut rng = chunk_rng(cfg.seed, chunk);
                exp.run_chunk(&mut rng, n, &mut acc);
                progress.advance(n, start);
                acc
            })
            .reduce(E::Acc::default, |mut a, b| {
                a.merge(b);
                a
            })
    });
    progress.finish();
    acc
}

/// The progress bar: hidden until the run has lasted [`PROGRESS_DELAY`],
/// then drawn on stderr (which indicatif hides if stderr is not a terminal).
/// Updated once per chunk.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    shown: AtomicBool,
}

impl Progress {
    /// A bar for `trials` trials of which `done` are already counted.
    pub(crate) fn new(trials: u64, done: u64, enabled: bool) -> Self {
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
    pub(crate) fn advance(&self, trials: u64, start: Instant) {
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
    pub(crate) fn finish(&self) {
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
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct Counts<const N: usize> {
    /// The counters.
    #[serde(with = "crate::shard::state::fixed")]
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
