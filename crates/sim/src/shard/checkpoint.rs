//! Resumable runs (`--checkpoint FILE`): chunks are handed out one at a time, each finished
//! chunk is added to the running total at once, and the total with its chunk set is saved
//! atomically (a temporary file, then a rename) every `--checkpoint-every` seconds, at the end
//! of each experiment, and when SIGINT or SIGTERM asks the run to stop. A stopped run lets the
//! chunks in flight finish, saves, and exits with 128 + the signal's number; a second signal
//! ends it at once. Killed with SIGKILL, a run loses the chunks in flight and those finished
//! since the last save (none with `--checkpoint-every 0`, which saves after every chunk).
//!
//! Run again, the same command finds the file, checks that it was written for the same run
//! (the fingerprint of [`super::files`]) and computes only the chunks it does not hold. The
//! totals are integer sums, so the finished report is the same bytes as an uninterrupted run's.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use signal_hook::SigId;
use signal_hook::consts::{SIGINT, SIGTERM};

use super::chunks::ChunkSet;
use crate::engine::{Accumulator, Experiment, Progress, RunConfig, chunk_rng, chunk_trials};
use crate::error::SimError;

/// Seconds between checkpoint saves when `--checkpoint-every` is not given.
pub const DEFAULT_EVERY_S: f64 = 5.0;

/// The longest `--checkpoint-every`: a day.
pub const MAX_EVERY_S: f64 = 86_400.0;

/// What a save writes for the running experiment: the chunks done and their total.
pub(crate) struct SaveState<'a, A> {
    /// The chunks whose results `acc` holds.
    pub done: &'a ChunkSet,
    /// Their total.
    pub acc: &'a A,
}

/// How a checkpointed experiment saves: how often, what stops it, and the save itself.
pub(crate) struct SaveRule<'a, A> {
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
pub(crate) fn run_saving<E: Experiment>(
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
    let failed = std::sync::atomic::AtomicBool::new(false);
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
                    let n = chunk_trials(cfg, chunk);
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

/// SIGINT and SIGTERM, watched for the length of a checkpointed run: the first sets the
/// stop flag to the signal's number (the run saves and stops), a second of the same kind
/// ends the process at once with 128 + its number. Dropping the watch removes the handlers.
pub struct SignalWatch {
    /// The signal that asked the run to stop, or 0.
    pub stop: Arc<AtomicUsize>,
    ids: Vec<SigId>,
}

impl SignalWatch {
    /// Installs the handlers.
    pub fn install() -> Result<Self, SimError> {
        let stop = Arc::new(AtomicUsize::new(0));
        let asked = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let mut ids = Vec::new();
        let fail = |e: std::io::Error| SimError::Output(format!("cannot watch for signals: {e}"));
        for signal in [SIGINT, SIGTERM] {
            // The order matters: the exit handler sees the flag the second signal finds set.
            let code = 128 + signal as u32;
            ids.push(
                signal_hook::flag::register_conditional_shutdown(
                    signal,
                    code as i32,
                    asked.clone(),
                )
                .map_err(fail)?,
            );
            ids.push(signal_hook::flag::register(signal, asked.clone()).map_err(fail)?);
            ids.push(
                signal_hook::flag::register_usize(signal, stop.clone(), signal as usize)
                    .map_err(fail)?,
            );
        }
        Ok(SignalWatch { stop, ids })
    }
}

impl Drop for SignalWatch {
    fn drop(&mut self) {
        for id in self.ids.drain(..) {
            signal_hook::low_level::unregister(id);
        }
    }
}
