//! The files a split or saved run writes: a **partial result** (`kind: "partial"`, what one
//! shard computed, for `roguesim merge`) and a **checkpoint** (`kind: "checkpoint"`, what a
//! `--checkpoint` run has finished so far, to resume it). Both are one JSON document of the
//! same layout, [`PartFile`]; `schema/partial.schema.json` describes it.
//!
//! A part carries what a merge needs and nothing approximate: the run's identity (tool and
//! version, scenario or sweep, seed, trials, chunk size) and its SHA-256 fingerprint ([`RunIdentity::fingerprint`]), the chunk
//! set of every experiment, and every experiment's accumulator as exact JSON integers (the
//! counters, the batch-means sums behind the design effects, the histograms' count arrays
//! from which percentiles are read).

use std::borrow::Cow;
use std::path::Path;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::shard::Shard;
use crate::engine::chunks::ChunkSet;
use crate::engine::source::SlotRecord;
use crate::error::SimError;
use crate::kinds::{Entry, KINDS, ScenarioFile};

/// The version of the part layout; a part of another version is refused.
pub const PART_VERSION: u32 = 1;

/// The tool that wrote a part: this program's name and version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolId {
    /// Always `roguesim`.
    pub name: String,
    /// The version; parts merge only with parts of the same version.
    pub version: String,
}

impl ToolId {
    /// This program.
    pub fn this() -> Self {
        ToolId {
            name: env!("CARGO_PKG_NAME").to_string(),
            version: env!("CARGO_PKG_VERSION").to_string(),
        }
    }
}

/// What identifies a run: the chunks of two processes add up only if all of this is equal.
/// Threads and the vector kernel are left out: they change no result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunIdentity {
    /// The program that ran it.
    pub tool: ToolId,
    /// Trials of the whole run (all shards).
    pub trials: u64,
    /// The run's seed.
    pub seed: u64,
    /// Trials per chunk.
    pub chunk_size: u64,
    /// The scenario as run (with its trials and seed), as the report echoes it; absent for a
    /// sweep.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<crate::kinds::ScenarioRef>")]
    pub inputs: Option<ScenarioFile>,
    /// The sweep, when the run is one (`roguesim sweep ... --trials N --shard I/N`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sweep: Option<SweepIdentity>,
}

/// What identifies a sweep: the command, its base scenario as JSON (the flags' values) and its
/// `--vary` ranges, from which `roguesim merge` runs the sweep again on the parts' states.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SweepIdentity {
    /// The command swept.
    pub command: SweptCommand,
    /// Its base scenario (a scenario file's JSON, possibly without the varied fields).
    pub base: serde_json::Value,
    /// The `--vary` ranges, as given.
    pub vary: Vec<String>,
}

/// The command a sweep ran, by its command-line name (`hit`, `dcss-speed`): a registered
/// kind that studies run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SweptCommand(&'static dyn Entry);

impl SweptCommand {
    /// The command of `kind`, which studies must run.
    pub fn of(kind: &'static dyn Entry) -> Result<Self, SimError> {
        match kind.profile() {
            Some(_) => Ok(SweptCommand(kind)),
            None => Err(SimError::Output(format!("{} is not swept", kind.command()))),
        }
    }

    /// The command's name: `hit`, `dcss-speed`.
    pub fn name(&self) -> &'static str {
        self.0.command()
    }

    /// The kinds studies run.
    fn studied() -> impl Iterator<Item = &'static dyn Entry> {
        KINDS.iter().copied().filter(|k| k.profile().is_some())
    }
}

impl TryFrom<String> for SweptCommand {
    type Error = String;

    fn try_from(name: String) -> Result<Self, String> {
        Self::studied()
            .find(|k| k.command() == name)
            .map(SweptCommand)
            .ok_or_else(|| {
                let known: Vec<&str> = Self::studied().map(|k| k.command()).collect();
                format!(
                    "unknown variant `{name}`, expected one of {}",
                    known
                        .iter()
                        .map(|k| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
    }
}

impl From<SweptCommand> for String {
    fn from(c: SweptCommand) -> String {
        c.name().to_string()
    }
}

impl JsonSchema for SweptCommand {
    fn schema_name() -> Cow<'static, str> {
        "Command".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let commands: Vec<serde_json::Value> = Self::studied()
            .filter_map(|k| {
                let about = k.profile()?.about;
                Some(serde_json::json!({
                    "description": format!("`roguesim {}`: {about}.", k.command()),
                    "type": "string",
                    "const": k.command(),
                }))
            })
            .collect();
        json_schema!({
            "description": "The commands whose runs a sweep, comparison or `worth` is made of (in a partial result of\na sweep, by their command-line names).",
            "oneOf": commands,
        })
    }
}

impl RunIdentity {
    /// The SHA-256 of the identity's canonical JSON (the fields in the order above), in hex.
    pub fn fingerprint(&self) -> String {
        let bytes = serde_json::to_vec(self).unwrap_or_default();
        Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The chunks of the whole run.
    pub fn chunks(&self) -> u64 {
        self.trials.div_ceil(self.chunk_size.max(1))
    }
}

/// What a part file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PartKind {
    /// A shard's share of a run, for `roguesim merge`.
    Partial,
    /// What a `--checkpoint` run has finished so far.
    Checkpoint,
}

/// One experiment's state: the chunks it covers, the wall-clock seconds they took, and the
/// accumulator's exact state (its layout is the experiment's own).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Slot {
    /// The chunks whose results `state` holds.
    pub chunks: ChunkSet,
    /// Seconds spent on them.
    pub elapsed_s: f64,
    /// The accumulator, exactly (integers; `u128` sums as decimal strings).
    pub state: serde_json::Value,
}

/// A partial result or a checkpoint (`schema/partial.schema.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PartFile {
    /// The version of this layout.
    pub schema_version: u32,
    /// `partial` (a shard's share) or `checkpoint` (a run's progress).
    pub kind: PartKind,
    /// The SHA-256 of `run`, the run's identity: the tool and version, trials, seed, chunk
    /// size and scenario. Parts merge only with parts of the same fingerprint.
    pub fingerprint: String,
    /// The run's identity: what the fingerprint is the hash of.
    pub run: RunIdentity,
    /// The shard this part is, when the run was split with `--shard I/N`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<Shard>,
    /// The worker threads that computed this part.
    pub threads: usize,
    /// Every Monte Carlo experiment of the scenario, in the order it runs them.
    pub results: Vec<Slot>,
}

impl Slot {
    /// The slot a run's experiment ended with.
    pub fn of(record: &SlotRecord) -> Self {
        Slot {
            chunks: record.chunks.clone(),
            elapsed_s: record.elapsed_s,
            state: record.state.clone(),
        }
    }
}

impl PartFile {
    /// The chunks every experiment of the part covers (a partial result's are all the same).
    pub fn chunk_set(&self) -> ChunkSet {
        self.results
            .iter()
            .map(|s| s.chunks.clone())
            .reduce(|a, b| a.intersection(&b))
            .unwrap_or_default()
    }

    /// The part as pretty JSON, newline-terminated.
    pub fn to_json(&self) -> Result<Vec<u8>, SimError> {
        let mut out = serde_json::to_vec_pretty(self)?;
        out.push(b'\n');
        Ok(out)
    }

    /// Reads a part file, named `name` in errors; `Ok(None)` if it does not exist and
    /// `missing_ok`. Everything wrong with it is a one-line input error naming the file.
    pub fn read(path: &Path, name: &str, missing_ok: bool) -> Result<Option<PartFile>, SimError> {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if missing_ok && e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(SimError::ScenarioFile(format!("cannot read {name}: {e}"))),
        };
        let part: PartFile = serde_json::from_slice(&bytes).map_err(|e| {
            SimError::ScenarioFile(format!(
                "{name}: not a roguesim partial result or checkpoint: {e}"
            ))
        })?;
        part.check(name)?;
        Ok(Some(part))
    }

    /// The checks that need no other part: the layout version, the fingerprint against the
    /// identity it claims, the chunk sets within the run, and a partial's one chunk set.
    fn check(&self, name: &str) -> Result<(), SimError> {
        let bad = |why: String| Err(SimError::ScenarioFile(format!("{name}: {why}")));
        if self.schema_version != PART_VERSION {
            return bad(format!(
                "layout version {} is not {PART_VERSION}: written by another roguesim",
                self.schema_version
            ));
        }
        if self.fingerprint != self.run.fingerprint() {
            return bad("damaged: its fingerprint does not match its run".into());
        }
        let chunks = self.run.chunks();
        let all = ChunkSet::all(chunks);
        for (i, slot) in self.results.iter().enumerate() {
            if !slot.chunks.is_subset(&all) {
                return bad(format!(
                    "damaged: results[{i}] names chunks past the run's {chunks}"
                ));
            }
            if self.kind == PartKind::Partial && slot.chunks != self.results[0].chunks {
                return bad(format!(
                    "damaged: results[{i}] covers other chunks than results[0]"
                ));
            }
        }
        if let (PartKind::Partial, Some(shard)) = (self.kind, self.shard) {
            let own = shard.chunks(chunks);
            if self.results.iter().any(|s| s.chunks != own) {
                return bad(format!(
                    "damaged: shard {shard} holds other chunks than its share ({own})"
                ));
            }
        }
        Ok(())
    }
}
