//! The ledger of one run: the engine's [`ChunkSource`] for shards, merges and checkpoints. It
//! decides, for each of the scenario's Monte Carlo experiments (each
//! [`engine::run`](crate::engine::run) of its runner, a **slot**, in a fixed order):
//!
//! * **compute** (a shard, a checkpointed run, or both): run the slot's chunks that are this
//!   process's share (all of them, or `--shard I/N`'s) and not yet done in a resumed
//!   checkpoint, and record the slot's chunks and state;
//! * **merge**: add up the slot's states from the parts of a merge, computing nothing.
//!
//! Either way the runner gets a [`RunOutcome`](crate::engine::RunOutcome) and builds its
//! report as usual, so a merged report is made by the same code as an unsharded one.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::part::{PART_VERSION, PartFile, PartKind, RunIdentity, Slot};
use super::shard::Shard;
use crate::engine::chunks::ChunkSet;
use crate::engine::source::{
    ChunkSource, Resumed, SavedState, Saving, SlotPlan, SlotRecord, Source,
};
use crate::error::SimError;
use crate::output::write_output;

/// Where a slot's state comes from.
#[derive(Debug)]
enum Origin {
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

/// Where a checkpointed run saves, and how often.
#[derive(Debug)]
pub(crate) struct Checkpoint {
    /// The checkpoint file.
    pub path: PathBuf,
    /// When to save, and the signal that stops the run.
    pub saving: Saving,
}

#[derive(Debug)]
struct Book {
    identity: RunIdentity,
    shard: Option<Shard>,
    origin: Origin,
    checkpoint: Option<Checkpoint>,
    /// What each slot ended with, in order.
    slots: Vec<Slot>,
    /// The worker threads of the computing slots.
    threads: usize,
}

/// A run's ledger (see the module documentation): cheap to clone, shared by the clones.
#[derive(Clone, Debug)]
pub struct Ledger(Arc<Mutex<Book>>);

impl Ledger {
    fn new(identity: RunIdentity, shard: Option<Shard>, origin: Origin) -> Self {
        Ledger(Arc::new(Mutex::new(Book {
            identity,
            shard,
            origin,
            checkpoint: None,
            slots: Vec::new(),
            threads: 0,
        })))
    }

    /// A ledger that computes `shard`'s chunks (every chunk with `None`), resuming the slots of
    /// `resumed` (a checkpoint's, already checked against `identity`).
    pub(crate) fn compute(identity: RunIdentity, shard: Option<Shard>, resumed: Vec<Slot>) -> Self {
        Self::new(identity, shard, Origin::Compute { resumed })
    }

    /// A ledger that adds up the slots of `parts` (`(name, threads, slots)`, checked to be of
    /// `identity`, disjoint and complete).
    pub(crate) fn merge(identity: RunIdentity, parts: Vec<(String, usize, Vec<Slot>)>) -> Self {
        Self::new(identity, None, Origin::Merge { parts })
    }

    /// The same ledger, saving to a checkpoint as it computes.
    pub(crate) fn saving(self, checkpoint: Checkpoint) -> Self {
        self.book().checkpoint = Some(checkpoint);
        self
    }

    /// The ledger as the engine's chunk source.
    pub(crate) fn source(&self) -> Source {
        Source(Arc::new(self.clone()))
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
}

impl ChunkSource for Ledger {
    fn begin(&self, chunks: u64, threads: usize) -> Result<(usize, SlotPlan), SimError> {
        let mut book = self.book();
        let k = book.slots.len();
        if let Origin::Merge { parts } = &book.origin {
            let mut states = Vec::with_capacity(parts.len());
            for (name, part_threads, slots) in parts {
                let Some(slot) = slots.get(k) else {
                    return Err(SimError::ScenarioFile(format!(
                        "{name}: damaged: holds {} results where the scenario runs more",
                        slots.len()
                    )));
                };
                states.push(SavedState {
                    name: name.clone(),
                    threads: *part_threads,
                    elapsed_s: slot.elapsed_s,
                    state: slot.state.clone(),
                });
            }
            return Ok((k, SlotPlan::Merge { parts: states }));
        }
        let target = book
            .shard
            .map_or(ChunkSet::all(chunks), |s| s.chunks(chunks));
        let resumed = match &book.origin {
            Origin::Compute { resumed } => resumed.get(k).cloned(),
            Origin::Merge { .. } => None,
        };
        let name = book.checkpoint_name();
        let resumed = match resumed {
            Some(slot) if !slot.chunks.is_subset(&target) => {
                return Err(SimError::ScenarioFile(format!(
                    "{name}: damaged: results[{k}] holds chunks outside this run's share"
                )));
            }
            Some(slot) => Some(Resumed {
                name,
                chunks: slot.chunks,
                elapsed_s: slot.elapsed_s,
                state: slot.state,
            }),
            None => None,
        };
        book.threads = book.threads.max(threads);
        let saving = book.checkpoint.as_ref().map(|c| c.saving.clone());
        Ok((
            k,
            SlotPlan::Compute {
                target,
                resumed,
                saving,
            },
        ))
    }

    fn save(&self, k: usize, progress: &SlotRecord) -> Result<(), SimError> {
        let book = self.book();
        let Some(checkpoint) = &book.checkpoint else {
            return Ok(());
        };
        let mut slots = book.slots[..k].to_vec();
        slots.push(Slot::of(progress));
        write_output(
            Some(&checkpoint.path),
            &book.part(PartKind::Checkpoint, &slots).to_json()?,
        )
    }

    fn finish(
        &self,
        _k: usize,
        record: SlotRecord,
        stopped: usize,
        share: u64,
    ) -> Result<(), SimError> {
        let mut book = self.book();
        let slot = Slot::of(&record);
        if let (Some(checkpoint), Origin::Compute { .. }) = (&book.checkpoint, &book.origin) {
            let mut slots = book.slots.clone();
            slots.push(slot.clone());
            write_output(
                Some(&checkpoint.path),
                &book.part(PartKind::Checkpoint, &slots).to_json()?,
            )?;
        }
        if stopped != 0 {
            return Err(SimError::Interrupted {
                signal: stopped as i32,
                checkpoint: book.checkpoint_name(),
                done: record.chunks.len(),
                chunks: share,
            });
        }
        book.slots.push(slot);
        Ok(())
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
    fn checkpoint_name(&self) -> String {
        self.checkpoint
            .as_ref()
            .map_or_else(String::new, |c| c.path.display().to_string())
    }
}
