//! A run that saves as it goes: chunks are handed out one at a time, each finished chunk is
//! added to the running total at once, and the total with its chunk set is saved every
//! [`Saving::every`](super::source::Saving) and at the end; a stop flag (a signal) ends the
//! run after the chunks in flight. The saving itself is the [`ChunkSource`]'s
//! (`--checkpoint`); the totals are integer sums, so a resumed run ends with the same state
//! as an uninterrupted one.
//!
//! [`ChunkSource`]: super::source::ChunkSource

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::chunks::{ChunkSet, chunk_trials};
use super::pool::Progress;
use super::{Accumulator, Experiment, RunConfig, chunk_rng};
use crate::error::SimError;

/// What a save writes for the running experiment: the chunks done and their total.
pub(super) struct SaveState<'a, A> {
    /// The chunks whose results `acc` holds.
    pub done: &'a ChunkSet,
    /// Their total.
    pub acc: &'a A,
}

/// How a checkpointed experiment saves: how often, what stops it, and the save itself.
pub(super) struct SaveRule<'a, A> {
    /// The time between saves (zero: after every chunk).
    pub every: Duration,
    /// The number of the signal that asked the run to stop, or 0.
    pub stop: &'a AtomicUsize,
    /// Writes the checkpoint.
    pub save: &'a (dyn Fn(&SaveState<A>) -> Result<(), SimError> + Sync),
}

/// The running total of a checkpointed experiment, shared by its workers.
struct Running<'a, A> {
    done: ChunkSet,
    acc: &'a mut A,
    last_save: Instant,
    error: Option<SimError>,
}

/// Runs the chunks of `todo` on `pool`, adding each to `start` (the chunks done before and
/// their total) and saving as `rule` says, until every chunk is done or `rule.stop` holds a
/// signal number. Returns the chunks done and the signal that stopped the run (0 if none); a
/// failed save stops the run and is returned as the error.
pub(super) fn run_saving<E: Experiment>(
    exp: &E,
    cfg: &RunConfig,
    pool: &rayon::ThreadPool,
    todo: &ChunkSet,
    start: (ChunkSet, &mut E::Acc),
    rule: &SaveRule<'_, E::Acc>,
) -> Result<(ChunkSet, usize), SimError> {
    let SaveRule { every, stop, save } = *rule;
    let (done, acc) = start;
    let done_trials = done.trials(cfg.trials, cfg.chunk_size);
    let total = done_trials + todo.trials(cfg.trials, cfg.chunk_size);
    let progress = Progress::new(total, done_trials, cfg.progress);
    let running = Mutex::new(Running {
        done,
        acc,
        last_save: Instant::now(),
        error: None,
    });
    let next = AtomicU64::new(0);
    let (count, began) = (todo.len(), Instant::now());
    let failed = AtomicBool::new(false);
    pool.scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            scope.spawn(|_| {
                loop {
                    if stop.load(Ordering::SeqCst) != 0 || failed.load(Ordering::SeqCst) {
                        return;
                    }
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(chunk) = (i < count).then(|| todo.nth(i)).flatten() else {
                        return;
                    };
                    let n = chunk_trials(cfg.trials, cfg.chunk_size, chunk);
                    let mut part = E::Acc::default();
                    exp.run_chunk(&mut chunk_rng(cfg.seed, chunk), n, &mut part);
                    progress.advance(n, began);
                    let mut r = running.lock().unwrap_or_else(PoisonError::into_inner);
                    r.acc.merge(part);
                    r.done.insert(chunk);
                    if r.last_save.elapsed() >= every {
                        let state = SaveState {
                            done: &r.done,
                            acc: &*r.acc,
                        };
                        if let Err(e) = save(&state) {
                            r.error = Some(e);
                            failed.store(true, Ordering::SeqCst);
                        }
                        r.last_save = Instant::now();
                    }
                }
            });
        }
    });
    progress.finish();
    let r = running.into_inner().unwrap_or_else(PoisonError::into_inner);
    if let Some(e) = r.error {
        return Err(e);
    }
    Ok((r.done, stop.load(Ordering::SeqCst)))
}
