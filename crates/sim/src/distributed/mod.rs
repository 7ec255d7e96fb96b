//! One run beyond one process: shards that merge exactly, and resumable runs.
//!
//! The engine already makes a chunk's result depend only on `(seed, chunk index)` and
//! merges chunks by integer addition. On that:
//!
//! * `--shard I/N` computes only shard `I`'s slice of the chunks ([`shard::Shard`]) and
//!   writes a **partial result** ([`part::PartFile`], `kind: "partial"`): the run's
//!   fingerprint, its chunk set and every experiment's exact state.
//! * `roguesim merge PART...` ([`merge::merge`]) checks that the parts are of one run and
//!   cover every chunk exactly once, adds their states up and builds the report with the
//!   same code as an unsharded run: the same bytes, apart from `elapsed_s` and `threads`.
//! * `--checkpoint FILE` ([`checkpoint`]) saves the finished chunks as it goes and on
//!   SIGINT/SIGTERM; the same command resumes from the file.
//!
//! [`ledger::Ledger`] is the engine's chunk source for all three
//! ([`crate::engine::source`]); the engine writes the accumulators exactly
//! ([`crate::engine::state`]).

pub mod checkpoint;
pub mod ledger;
pub mod merge;
pub mod part;
pub mod shard;

use std::path::PathBuf;
use std::time::Duration;

use checkpoint::SignalWatch;
use ledger::{Checkpoint, Ledger};
use part::{PartFile, PartKind, RunIdentity, Slot, SweepIdentity, ToolId};
use shard::Shard;

use crate::engine::RunConfig;
use crate::engine::source::Saving;
use crate::error::SimError;
use crate::kinds::ScenarioFile;
use crate::report::Report;

/// How the command line asked to split or save a run (`--shard`, `--checkpoint`,
/// `--checkpoint-every`).
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// Compute only this shard's chunks and write a partial result.
    pub shard: Option<Shard>,
    /// Save to and resume from this checkpoint file.
    pub checkpoint: Option<PathBuf>,
    /// Time between checkpoint saves (zero: after every chunk).
    pub every: Duration,
}

/// What a planned run made.
#[derive(Debug)]
pub enum Planned {
    /// A shard's partial result: written as JSON whatever the format.
    Part(Box<PartFile>),
    /// A checkpointed run's finished report.
    Report(Box<Report>),
}

/// Runs `scenario` with `cfg` (trials and seed resolved) under `plan`. A shard computes its
/// share of every experiment's chunks and returns its part; a checkpointed run resumes from
/// the checkpoint if there is one, saves as it goes, and returns its report (its part, when
/// it is also a shard). A shard with no chunks (more shards than chunks) still checks the
/// scenario, then returns a part that holds nothing.
pub fn run_planned(
    scenario: &ScenarioFile,
    cfg: RunConfig,
    plan: &Plan,
) -> Result<Planned, SimError> {
    cfg.validate()?;
    scenario.kind()?;
    let identity = RunIdentity {
        tool: ToolId::this(),
        trials: cfg.trials,
        seed: cfg.seed,
        chunk_size: cfg.chunk_size,
        inputs: Some(scenario.echo(&cfg)),
        sweep: None,
    };
    run_identified(identity, cfg, plan, |cfg| scenario.run(cfg))
}

/// [`run_planned`] for a sweep with Monte Carlo points: every point's experiments are the
/// run's slots, in point order (`sweep` in the identity names the command, base and ranges).
pub fn run_planned_sweep(
    sweep: SweepIdentity,
    cfg: RunConfig,
    plan: &Plan,
    run: impl FnOnce(&RunConfig) -> Result<Report, SimError>,
) -> Result<Planned, SimError> {
    cfg.validate()?;
    let identity = RunIdentity {
        tool: ToolId::this(),
        trials: cfg.trials,
        seed: cfg.seed,
        chunk_size: cfg.chunk_size,
        inputs: None,
        sweep: Some(sweep),
    };
    run_identified(identity, cfg, plan, run)
}

/// Runs `run` under `plan` with a ledger for the run `identity` names.
fn run_identified(
    identity: RunIdentity,
    mut cfg: RunConfig,
    plan: &Plan,
    run: impl FnOnce(&RunConfig) -> Result<Report, SimError>,
) -> Result<Planned, SimError> {
    let resumed = match &plan.checkpoint {
        Some(path) => resume(path, &identity, plan.shard)?,
        None => Vec::new(),
    };
    let mut ledger = Ledger::compute(identity, plan.shard, resumed);
    let watch = match &plan.checkpoint {
        Some(path) => {
            let watch = SignalWatch::install()?;
            ledger = ledger.saving(Checkpoint {
                path: path.clone(),
                saving: Saving {
                    every: plan.every,
                    stop: watch.stop.clone(),
                },
            });
            Some(watch)
        }
        None => None,
    };
    cfg.source = Some(ledger.source());
    let result = run(&cfg);
    drop(watch);
    let empty = plan
        .shard
        .is_some_and(|s| s.chunks(cfg.chunks()).is_empty());
    match result {
        // An empty shard's report is built from no trials; only its inputs matter.
        Err(SimError::Output(_)) if empty => {}
        Err(e) => return Err(e),
        Ok(report) if plan.shard.is_none() => return Ok(Planned::Report(Box::new(report))),
        Ok(_) => {}
    }
    Ok(Planned::Part(Box::new(ledger.part(PartKind::Partial))))
}

/// The slots of the checkpoint at `path`, if it exists and was written for this run and
/// shard; another run's checkpoint is refused.
fn resume(
    path: &std::path::Path,
    identity: &RunIdentity,
    shard: Option<Shard>,
) -> Result<Vec<Slot>, SimError> {
    let name = path.display().to_string();
    let Some(part) = PartFile::read(path, &name, true)? else {
        return Ok(Vec::new());
    };
    let refuse = |why: String| {
        Err(SimError::ScenarioFile(format!(
            "checkpoint {name} {why}; delete it or choose another file"
        )))
    };
    if part.kind != PartKind::Checkpoint {
        return refuse("is a partial result, not a checkpoint".into());
    }
    if let Some(why) = difference(&part.run, identity) {
        return refuse(format!("was written for {why}"));
    }
    if part.shard != shard {
        let name = |s: Option<Shard>| s.map_or("the whole run".into(), |s| format!("shard {s}"));
        return refuse(format!(
            "was written for {}, not {}",
            name(part.shard),
            name(shard)
        ));
    }
    Ok(part.results)
}

/// How run `a` differs from run `b`, in words (`another scenario`, `seed 2, not 1`), or
/// `None` when they are the same run.
pub fn difference(a: &RunIdentity, b: &RunIdentity) -> Option<String> {
    if a.fingerprint() == b.fingerprint() {
        return None;
    }
    Some(if a.tool != b.tool {
        format!(
            "{} {}, not {} {}",
            a.tool.name, a.tool.version, b.tool.name, b.tool.version
        )
    } else if a.seed != b.seed {
        format!("seed {}, not {}", a.seed, b.seed)
    } else if a.trials != b.trials {
        format!("{} trials, not {}", a.trials, b.trials)
    } else if a.chunk_size != b.chunk_size {
        format!("chunks of {} trials, not {}", a.chunk_size, b.chunk_size)
    } else {
        "another scenario".to_string()
    })
}
