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
//! # Slots: shards, merges and checkpoints
//! Because a chunk's result depends only on `(seed, chunk index)`, any set of
//! chunks can be computed by any process and added up later. A [`RunConfig`]
//! with a [`ChunkSource`](source::ChunkSource) makes each [`run`] a slot of a
//! larger run: the source says which chunks to compute here, or which saved
//! states to add up, and keeps what the slot ended with ([`source`]); the
//! accumulators travel as exact JSON ([`state`]). Without one, [`run`] computes
//! every chunk as described above.
//!
//! * [`chunks`]: sets of chunk indices.
//! * [`counts`]: plain counters and fixed arrays of them as accumulators.
//! * [`pool`](mod@pool): the worker pool and the progress bar.
//! * [`source`]: the seat of shards, merges and checkpoints.
//! * [`state`]: accumulators as exact JSON.

pub mod chunks;
pub mod counts;
pub mod paths;
pub mod pool;
mod saving;
pub mod source;
pub mod state;

use std::time::{Duration, Instant};

use mechanics::sampling::kernel::LaneKernel;
use rand::SeedableRng;
use rand_xoshiro::{SplitMix64, Xoshiro256PlusPlus};
use rayon::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::error::SimError;
use chunks::{ChunkSet, chunk_trials};
pub use counts::Counts;
use pool::{Progress, pool};
use saving::{SaveRule, SaveState, run_saving};
use source::{SlotPlan, SlotRecord, Source};

/// The most worker threads a run may ask for.
pub const MAX_THREADS: usize = 1024;

/// The most trials a run may ask for: 10^15. Every count of the simulator (trials times the
/// attacks or turns of a trial included) stays below 2^64 up to here, and the chunk
/// arithmetic of shards is done in 128 bits.
pub const MAX_TRIALS: u64 = 1_000_000_000_000_000;

/// Default number of trials per chunk: 2^20.
pub const DEFAULT_CHUNK_SIZE: u64 = 1 << 20;

/// The SplitMix64 increment (the 64-bit golden ratio), by which its state
/// advances once per output.
const SPLITMIX64_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// Per-chunk (and per-worker) results of an experiment.
///
/// Contract: `Default` is the empty result, and `merge` must be exact,
/// associative and commutative (plain integer counters and fixed arrays of
/// them are), so that the merged total does not depend on how chunks were
/// grouped across threads. Floating-point sums break byte-identical
/// determinism; count in integers and convert at the end.
///
/// Serialisation must be exact too: shards, merges and checkpoints write the
/// state as JSON and read it back (see [`state`] for fixed arrays
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

    /// How the experiment runs its trials: [`paths::LANES`] on the lane kernels, else a name
    /// for its one-at-a-time path ([`paths::TRIAL_BY_TRIAL`] unless it says more), recorded by
    /// [`paths::record`].
    fn path(&self) -> &'static str {
        paths::TRIAL_BY_TRIAL
    }
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
    pub source: Option<Source>,
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
            source: None,
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
/// With a [`ChunkSource`](source::ChunkSource), the source decides which
/// chunks run here (see [`source`]).
pub fn run<E: Experiment>(exp: &E, cfg: &RunConfig) -> Result<RunOutcome<E::Acc>, SimError> {
    cfg.validate()?;
    paths::note(exp);
    match &cfg.source {
        Some(source) => run_slot(exp, cfg, source),
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

/// One slot of a run whose chunks `source` hands out (see [`source`]).
fn run_slot<E: Experiment>(
    exp: &E,
    cfg: &RunConfig,
    Source(source): &Source,
) -> Result<RunOutcome<E::Acc>, SimError> {
    let chunks = cfg.chunks();
    let threads = cfg.resolved_threads();
    let (slot, plan) = source.begin(chunks, threads)?;
    let outcome = |acc, trials, threads, n, elapsed| RunOutcome {
        acc,
        trials,
        seed: cfg.seed,
        threads,
        chunk_size: cfg.chunk_size,
        chunks: n,
        elapsed,
    };
    let read = |name: &str, state: &serde_json::Value| {
        E::Acc::deserialize(state).map_err(|e| source.damaged(name, slot, &e.to_string()))
    };
    let (target, resumed, saving) = match plan {
        SlotPlan::Merge { parts } => {
            let mut acc = E::Acc::default();
            let (mut threads, mut seconds) = (0, 0.0);
            for part in &parts {
                acc.merge(read(&part.name, &part.state)?);
                threads += part.threads;
                seconds += part.elapsed_s;
            }
            let record = SlotRecord {
                chunks: ChunkSet::all(chunks),
                elapsed_s: seconds,
                state: serde_json::Value::Null,
            };
            source.finish(slot, record, 0, chunks)?;
            let elapsed = Duration::from_secs_f64(seconds.max(0.0));
            return Ok(outcome(acc, cfg.trials, threads, chunks, elapsed));
        }
        SlotPlan::Compute {
            target,
            resumed,
            saving,
        } => (target, resumed, saving),
    };
    let (done, mut acc, before) = match resumed {
        Some(r) => (r.chunks, read(&r.name, &r.state)?, r.elapsed_s),
        None => (ChunkSet::default(), E::Acc::default(), 0.0),
    };
    let todo = target.minus(&done);
    let pool = pool(cfg)?;
    let start = Instant::now();
    let seconds = |start: Instant| before + start.elapsed().as_secs_f64();
    let (done, stopped) = match saving {
        None => {
            let done_trials = done.trials(cfg.trials, cfg.chunk_size);
            acc.merge(run_chunks(exp, cfg, &pool, &todo, done_trials));
            (target.clone(), 0)
        }
        Some(saving) => {
            let save = |state: &SaveState<E::Acc>| {
                let progress = SlotRecord {
                    chunks: state.done.clone(),
                    elapsed_s: seconds(start),
                    state: to_state(state.acc)?,
                };
                source.save(slot, &progress)
            };
            let rule = SaveRule {
                every: saving.every,
                stop: &saving.stop,
                save: &save,
            };
            run_saving(exp, cfg, &pool, &todo, (done, &mut acc), &rule)?
        }
    };
    let record = SlotRecord {
        chunks: done,
        elapsed_s: seconds(start),
        state: to_state(&acc)?,
    };
    source.finish(slot, record, stopped, target.len())?;
    let trials = target.trials(cfg.trials, cfg.chunk_size);
    let elapsed = Duration::from_secs_f64(seconds(start));
    Ok(outcome(acc, trials, threads, target.len(), elapsed))
}

/// An accumulator's exact state as JSON.
fn to_state<A: Accumulator>(acc: &A) -> Result<serde_json::Value, SimError> {
    Ok(serde_json::to_value(acc)?)
}

/// Runs the chunks of `todo` on `pool`, each from its own [`chunk_rng`], folded per job and
/// reduced pairwise (exact for any grouping); `done` trials are already counted elsewhere
/// (the progress bar starts there).
fn run_chunks<E: Experiment>(
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
                let n = chunk_trials(cfg.trials, cfg.chunk_size, chunk);
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
