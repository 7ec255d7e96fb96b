//! The ledger of one run: which chunks each of the scenario's Monte Carlo experiments
//! computes here, where the rest of its state comes from, and what it ended with.
//!
//! A scenario's runner calls [`engine::run`](crate::engine::run) once per experiment, in a
//! fixed order (a `threat` report runs two). With a ledger in its
//! [`RunConfig`], each such call is a **slot**, and the ledger
//! decides:
//!
//! * **compute** (a shard, a checkpointed run, or both): run the slot's chunks that are this
//!   process's share (all of them, or `--shard I/N`'s) and not yet done in a resumed
//!   checkpoint, and record the slot's chunks and state;
//! * **merge**: add up the slot's states from the parts of a merge, computing nothing.
//!
//! Either way the runner gets a [`RunOutcome`] and builds its report as usual, so a merged
//! report is made by the same code as an unsharded one.

use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use super::checkpoint::{SaveRule, SaveState, run_saving};
use super::chunks::{ChunkSet, Shard};
use super::files::{PART_VERSION, PartFile, PartKind, RunIdentity, Slot};
use crate::engine::{Accumulator, Experiment, RunConfig, RunOutcome, pool, run_chunks};
use crate::error::SimError;
use crate::report::output::write_output;

/// Where a slot's state comes from.
#[derive(Debug)]
enum Source {
    /// Computed here, starting from the slots of a resumed checkpoint (if any).
    Compute {
        /// The checkpoint's slots, in order.
        resumed: Vec<Slot>,
    },
    /// Added up from the parts of a merge.
    Merge {
        /// Each part's name (for errors), threads and slots.
        parts: Vec<(String, usize, Vec<Slot>)>,
    },
}

/// Where and how often a checkpointed run saves, and the signal that stops it.
#[derive(Debug)]
pub(crate) struct Saving {
    /// The checkpoint file.
    pub path: PathBuf,
    /// Seconds between saves; zero saves after every chunk.
    pub every: Duration,
    /// The number of the signal that asked the run to stop, or 0.
    pub stop: Arc<AtomicUsize>,
}

#[derive(Debug)]
struct Book {
    identity: RunIdentity,
    shard: Option<Shard>,
    source: Source,
    saving: Option<Saving>,
    /// What each slot ended with, in order.
    slots: Vec<Slot>,
    /// The worker threads of the computing slots.
    threads: usize,
}

/// A run's ledger (see the module documentation): cheap to clone, shared by the clones.
#[derive(Clone)]
pub struct Ledger(Arc<Mutex<Book>>);

impl fmt::Debug for Ledger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Ledger").field(&*self.book()).finish()
    }
}

/// Two ledgers are equal when they are the same ledger.
impl PartialEq for Ledger {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Ledger {}

impl Ledger {
    fn new(identity: RunIdentity, shard: Option<Shard>, source: Source) -> Self {
        Ledger(Arc::new(Mutex::new(Book {
            identity,
            shard,
            source,
            saving: None,
            slots: Vec::new(),
            threads: 0,
        })))
    }

    /// A ledger that computes `shard`'s chunks (every chunk with `None`), resuming the slots of
    /// `resumed` (a checkpoint's, already checked against `identity`).
    pub(crate) fn compute(identity: RunIdentity, shard: Option<Shard>, resumed: Vec<Slot>) -> Self {
        Self::new(identity, shard, Source::Compute { resumed })
    }

    /// A ledger that adds up the slots of `parts` (`(name, threads, slots)`, checked to be of
    /// `identity`, disjoint and complete).
    pub(crate) fn merge(identity: RunIdentity, parts: Vec<(String, usize, Vec<Slot>)>) -> Self {
        Self::new(identity, None, Source::Merge { parts })
    }

    /// The same ledger, saving to a checkpoint as it computes.
    pub(crate) fn saving(self, saving: Saving) -> Self {
        self.book().saving = Some(saving);
        self
    }

    fn book(&self) -> MutexGuard<'_, Book> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The slots recorded so far, in order.
    pub(crate) fn slots(&self) -> Vec<Slot> {
        self.book().slots.clone()
    }

    /// The part file of what was recorded: a shard's partial result, or a checkpoint.
    pub(crate) fn part(&self, kind: PartKind) -> PartFile {
        let book = self.book();
        book.part(kind, &book.slots)
    }

    /// Runs one slot of `exp` as the ledger says (see the module documentation).
    pub(crate) fn run<E: Experiment>(
        &self,
        exp: &E,
        cfg: &RunConfig,
    ) -> Result<RunOutcome<E::Acc>, SimError> {
        let mut book = self.book();
        let k = book.slots.len();
        let chunks = cfg.chunks();
        let outcome = |acc, trials, threads, n, elapsed| RunOutcome {
            acc,
            trials,
            seed: cfg.seed,
            threads,
            chunk_size: cfg.chunk_size,
            chunks: n,
            elapsed,
        };
        if let Source::Merge { parts } = &book.source {
            let mut acc = E::Acc::default();
            let (mut threads, mut seconds) = (0, 0.0);
            for (name, part_threads, slots) in parts {
                let Some(slot) = slots.get(k) else {
                    return Err(SimError::ScenarioFile(format!(
                        "{name}: damaged: holds {} results where the scenario runs more",
                        slots.len()
                    )));
                };
                acc.merge(state_of::<E::Acc>(slot, name, k)?);
                threads += part_threads;
                seconds += slot.elapsed_s;
            }
            book.slots.push(Slot {
                chunks: ChunkSet::all(chunks),
                elapsed_s: seconds,
                state: serde_json::Value::Null,
            });
            let elapsed = Duration::from_secs_f64(seconds.max(0.0));
            return Ok(outcome(acc, cfg.trials, threads, chunks, elapsed));
        }
        let target = book
            .shard
            .map_or(ChunkSet::all(chunks), |s| s.chunks(chunks));
        let resumed = match &book.source {
            Source::Compute { resumed } => resumed.get(k).cloned(),
            Source::Merge { .. } => None,
        };
        let (done, mut acc, before) = match resumed {
            Some(slot) => {
                let name = book.saving_name();
                let acc = state_of::<E::Acc>(&slot, &name, k)?;
                if !slot.chunks.is_subset(&target) {
                    return Err(SimError::ScenarioFile(format!(
                        "{name}: damaged: results[{k}] holds chunks outside this run's share"
                    )));
                }
                (slot.chunks, acc, slot.elapsed_s)
            }
            None => (ChunkSet::default(), E::Acc::default(), 0.0),
        };
        let todo = target.minus(&done);
        let threads = cfg.resolved_threads();
        book.threads = book.threads.max(threads);
        let saving = book.saving.as_ref().map(|s| (s.every, s.stop.clone()));
        drop(book);

        let pool = pool(cfg)?;
        let start = Instant::now();
        let seconds = |start: Instant| before + start.elapsed().as_secs_f64();
        let (done, stopped) = match saving {
            None => {
                let done_trials = done.trials(cfg.trials, cfg.chunk_size);
                acc.merge(run_chunks(exp, cfg, &pool, &todo, done_trials));
                (target.clone(), 0)
            }
            Some((every, stop)) => {
                let save = |state: &SaveState<E::Acc>| self.save(k, state, seconds(start));
                let rule = SaveRule {
                    every,
                    stop: &stop,
                    save: &save,
                };
                run_saving(exp, cfg, &pool, &todo, (done, &mut acc), &rule)?
            }
        };
        let slot = Slot {
            chunks: done.clone(),
            elapsed_s: seconds(start),
            state: to_state(&acc)?,
        };
        let mut book = self.book();
        if let Some(saving) = &book.saving {
            let path = saving.path.clone();
            let mut slots = book.slots.clone();
            slots.push(slot.clone());
            write_output(
                Some(&path),
                &book.part(PartKind::Checkpoint, &slots).to_json()?,
            )?;
        }
        if stopped != 0 {
            return Err(SimError::Interrupted {
                signal: stopped as i32,
                checkpoint: book.saving_name(),
                done: done.len(),
                chunks: target.len(),
            });
        }
        book.slots.push(slot);
        let trials = target.trials(cfg.trials, cfg.chunk_size);
        let elapsed = Duration::from_secs_f64(seconds(start));
        Ok(outcome(acc, trials, threads, target.len(), elapsed))
    }

    /// Saves the checkpoint: the slots recorded so far, then slot `k` as `state` says.
    fn save<A: Accumulator>(
        &self,
        k: usize,
        state: &SaveState<A>,
        elapsed_s: f64,
    ) -> Result<(), SimError> {
        let book = self.book();
        let Some(saving) = &book.saving else {
            return Ok(());
        };
        let mut slots = book.slots[..k].to_vec();
        slots.push(Slot {
            chunks: state.done.clone(),
            elapsed_s,
            state: to_state(state.acc)?,
        });
        write_output(
            Some(&saving.path),
            &book.part(PartKind::Checkpoint, &slots).to_json()?,
        )
    }
}

impl Book {
    fn part(&self, kind: PartKind, slots: &[Slot]) -> PartFile {
        PartFile {
            schema_version: PART_VERSION,
            kind,
            fingerprint: self.identity.fingerprint(),
            run: self.identity.clone(),
            shard: self.shard,
            threads: self.threads,
            results: slots.to_vec(),
        }
    }

    /// The checkpoint file's name, for messages.
    fn saving_name(&self) -> String {
        self.saving
            .as_ref()
            .map_or_else(String::new, |s| s.path.display().to_string())
    }
}

/// An accumulator's exact state as JSON.
fn to_state<A: Accumulator>(acc: &A) -> Result<serde_json::Value, SimError> {
    serde_json::to_value(acc).map_err(|e| SimError::Output(format!("JSON: {e}")))
}

/// The accumulator of slot `k` of the part `name`.
fn state_of<A: Accumulator>(slot: &Slot, name: &str, k: usize) -> Result<A, SimError> {
    A::deserialize(&slot.state).map_err(|e| {
        SimError::ScenarioFile(format!(
            "{name}: damaged: results[{k}] is not this scenario's state: {e}"
        ))
    })
}
