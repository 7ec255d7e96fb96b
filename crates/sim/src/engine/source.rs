//! The seat a run's chunks can come from other than this process computing all of them:
//! [`ChunkSource`]. The engine defines it and knows nothing of who fills it; the
//! distributed layer (`--shard`, `--checkpoint`, `roguesim merge`) does.
//!
//! A runner calls [`run`](super::run) once per experiment, in a fixed order; with a source in
//! its [`RunConfig`](super::RunConfig), each such call is a **slot**. The source says what a
//! slot does ([`SlotPlan`]): add up saved states (a merge), or compute a share of the chunks,
//! resuming from a saved state and saving as it goes. The engine does the typed work (reading
//! the states into the experiment's accumulator, running the chunks, writing the state back)
//! and hands the source what the slot ended with ([`SlotRecord`]).

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

use super::chunks::ChunkSet;
use crate::error::SimError;

/// One saved state a merge adds up.
#[derive(Clone, Debug)]
pub struct SavedState {
    /// The part it comes from, for errors.
    pub name: String,
    /// The worker threads that computed it.
    pub threads: usize,
    /// The seconds it took.
    pub elapsed_s: f64,
    /// The accumulator, exactly (see [`super::state`]).
    pub state: serde_json::Value,
}

/// A slot's chunks already done, from a resumed checkpoint.
#[derive(Clone, Debug)]
pub struct Resumed {
    /// The checkpoint it comes from, for errors.
    pub name: String,
    /// The chunks whose results `state` holds.
    pub chunks: ChunkSet,
    /// Seconds spent on them.
    pub elapsed_s: f64,
    /// Their accumulator.
    pub state: serde_json::Value,
}

/// How often a computing slot saves, and the flag that stops it.
#[derive(Clone, Debug)]
pub struct Saving {
    /// The time between saves (zero: after every chunk).
    pub every: Duration,
    /// The number of the signal that asked the run to stop, or 0.
    pub stop: Arc<AtomicUsize>,
}

/// What one slot does.
#[derive(Clone, Debug)]
pub enum SlotPlan {
    /// Add up these states, computing nothing.
    Merge {
        /// The states, one per part.
        parts: Vec<SavedState>,
    },
    /// Compute the chunks of `target` not in `resumed`.
    Compute {
        /// The chunks this process's share ends with.
        target: ChunkSet,
        /// What a resumed checkpoint already holds (within `target`).
        resumed: Option<Resumed>,
        /// Whether and how to save as the slot goes.
        saving: Option<Saving>,
    },
}

/// What a slot ended with.
#[derive(Clone, Debug)]
pub struct SlotRecord {
    /// The chunks its state holds.
    pub chunks: ChunkSet,
    /// Seconds spent on them (with a resumed checkpoint's).
    pub elapsed_s: f64,
    /// The accumulator's exact state (`null` for a merge, which keeps none).
    pub state: serde_json::Value,
}

/// Where a run's slots get their chunks and states, and where they leave them.
pub trait ChunkSource: Send + Sync + fmt::Debug {
    /// Starts the next slot of a run of `chunks` chunks computed on `threads` threads: its
    /// number (from 0) and what it does. Errors name what is wrong with the saved states.
    fn begin(&self, chunks: u64, threads: usize) -> Result<(usize, SlotPlan), SimError>;

    /// Saves slot `slot` as far as it has got (a checkpoint).
    fn save(&self, slot: usize, progress: &SlotRecord) -> Result<(), SimError>;

    /// Ends slot `slot` with `record`. `stopped` is the signal that stopped it (0: it
    /// finished), `share` the chunks it had to compute; a stopped slot returns the error
    /// that says where its progress is.
    fn finish(
        &self,
        slot: usize,
        record: SlotRecord,
        stopped: usize,
        share: u64,
    ) -> Result<(), SimError>;

    /// The error of a saved state of slot `slot` that is not this experiment's, from the
    /// part or checkpoint `name`.
    fn damaged(&self, name: &str, slot: usize, why: &str) -> SimError {
        SimError::ScenarioFile(format!(
            "{name}: damaged: results[{slot}] is not this scenario's state: {why}"
        ))
    }
}

/// A run's chunk source, shared by the run's slots; two are equal when they are the same.
#[derive(Clone, Debug)]
pub struct Source(pub Arc<dyn ChunkSource>);

impl PartialEq for Source {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Source {}
