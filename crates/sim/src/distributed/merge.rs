//! `roguesim merge PART...`: the report of a run from its shards' partial results.
//!
//! The parts must be partial results of one run (one fingerprint), their chunk sets
//! disjoint and together every chunk of the run. Anything else is refused in one line
//! naming the part or the shard ("shard 3/8 missing", "part b.json is for another
//! scenario"), exit code 2. The merged report is built by the scenario's own runner, the
//! engine's ledger adding up the parts' states instead of computing chunks, so it is the
//! unsharded report byte for byte, apart from `elapsed_s` (the parts' seconds, summed) and
//! `threads` (the parts' threads, summed).

use std::path::PathBuf;

use mechanics::sampling::kernel::LaneKernel;

use super::difference;
use super::ledger::Ledger;
use super::part::{PartFile, PartKind, RunIdentity, Slot, SweepIdentity};
use super::shard::Shard;
use crate::engine::RunConfig;
use crate::engine::chunks::ChunkSet;
use crate::error::{InputError, SimError};
use crate::report::Report;

/// The most shards named in one "missing" message; the rest are counted.
const NAMED_MISSING: usize = 4;

/// How a sweep's report is made again from its identity, with a configuration whose chunk
/// source adds up the parts (the sweep lives above this layer, which only hands it over).
pub type RebuildSweep<'a> = dyn Fn(&SweepIdentity, &RunConfig) -> Result<Report, SimError> + 'a;

/// Reads, checks and merges the parts at `paths` into the run's report; a sweep's is made
/// again by `sweep`.
pub fn merge(paths: &[PathBuf], sweep: &RebuildSweep<'_>) -> Result<Report, SimError> {
    let mut parts: Vec<(String, PartFile)> = Vec::with_capacity(paths.len());
    for path in paths {
        let name = path.display().to_string();
        let part = PartFile::read(path, &name, false)?
            .ok_or_else(|| SimError::ScenarioFile(format!("cannot read {name}")))?;
        parts.push((name, part));
    }
    let refuse = |why: String| Err(SimError::ScenarioFile(why));
    let Some((first_name, first)) = parts.first() else {
        return refuse("merge: give the partial results to merge".into());
    };
    for (name, part) in &parts {
        if part.kind != PartKind::Partial {
            return refuse(format!(
                "{name} is a checkpoint, not a partial result: run its command again to finish it"
            ));
        }
        if let Some(why) = difference(&part.run, &first.run) {
            return refuse(format!("part {name} is for {why} ({first_name}'s run)"));
        }
    }
    let chunks = first.run.chunks();
    let sets: Vec<ChunkSet> = parts.iter().map(|(_, p)| p.chunk_set()).collect();
    for i in 0..parts.len() {
        for j in i + 1..parts.len() {
            let overlap = sets[i].intersection(&sets[j]);
            let (a, b) = (&parts[i], &parts[j]);
            if a.0 == b.0 {
                return refuse(format!("part {} given twice", a.0));
            }
            if overlap.is_empty() {
                continue;
            }
            return refuse(match (a.1.shard, b.1.shard) {
                (Some(s), Some(t)) if s == t => {
                    format!("shard {s} given twice: {} and {}", a.0, b.0)
                }
                _ => format!("parts {} and {} overlap in chunks {overlap}", a.0, b.0),
            });
        }
    }
    let covered = sets.iter().fold(ChunkSet::default(), |all, s| all.union(s));
    let missing = ChunkSet::all(chunks).minus(&covered);
    if !missing.is_empty() {
        return refuse(missing_message(&parts, &missing, chunks));
    }

    let contributing: Vec<(String, usize, Vec<Slot>)> = parts
        .iter()
        .zip(&sets)
        .filter(|(_, set)| !set.is_empty())
        .map(|((name, p), _)| (name.clone(), p.threads, p.results.clone()))
        .collect();
    let counts: Vec<(String, usize)> = contributing
        .iter()
        .map(|(name, _, slots)| (name.clone(), slots.len()))
        .collect();
    let threads: usize = contributing.iter().map(|(_, t, _)| t).sum();
    let ledger = Ledger::merge(first.run.clone(), contributing);
    let cfg = RunConfig {
        trials: first.run.trials,
        seed: first.run.seed,
        threads: None,
        chunk_size: first.run.chunk_size,
        progress: false,
        kernel: LaneKernel::best(),
        source: Some(ledger.source()),
    };
    let report = cfg
        .validate()
        .and_then(|()| rerun(first_name, &first.run, &cfg, threads, sweep))
        .map_err(|e| match e {
            SimError::Input(InputError { path, problem }) => {
                SimError::ScenarioFile(format!("{first_name}: run.{path}: {problem}"))
            }
            other => other,
        })?;
    let ran = ledger.slots().len();
    if let Some((name, n)) = counts.iter().find(|(_, n)| *n != ran) {
        return refuse(format!(
            "{name}: damaged: holds {n} results where the scenario runs {ran}"
        ));
    }
    Ok(report)
}

/// The run `identity` names, again, with `cfg`'s ledger adding up the parts: its scenario, or
/// its sweep (whose report names the parts' `threads`, summed, as a scenario's does).
fn rerun(
    name: &str,
    identity: &RunIdentity,
    cfg: &RunConfig,
    threads: usize,
    rebuild: &RebuildSweep<'_>,
) -> Result<Report, SimError> {
    match (&identity.inputs, &identity.sweep) {
        (Some(scenario), None) => scenario.run(cfg),
        (None, Some(sweep)) => {
            let cfg = RunConfig {
                threads: Some(threads.max(1)),
                ..cfg.clone()
            };
            rebuild(sweep, &cfg)
        }
        _ => Err(SimError::ScenarioFile(format!(
            "{name}: damaged: its run must name either a scenario (inputs) or a sweep"
        ))),
    }
}

/// "shard 3/8 missing" when the parts are shards of one count, else the missing chunks.
fn missing_message(parts: &[(String, PartFile)], missing: &ChunkSet, chunks: u64) -> String {
    let counts: Vec<Option<u64>> = parts
        .iter()
        .map(|(_, p)| p.shard.map(|s| s.count))
        .collect();
    let Some(Some(count)) = counts
        .first()
        .copied()
        .filter(|_| counts.windows(2).all(|w| w[0] == w[1]))
    else {
        return format!("chunks {missing} of the run's {chunks} missing");
    };
    // The shard owning chunk c is ceil((c + 1) N / C).
    let owner =
        |c: u64| (u128::from(c + 1) * u128::from(count)).div_ceil(u128::from(chunks)) as u64;
    let mut shards: Vec<u64> = Vec::new();
    let mut total = 0u64;
    for r in missing.ranges() {
        let (lo, hi) = (owner(r.start), owner(r.end - 1));
        total += hi - lo + 1;
        for index in lo..=hi {
            if shards.len() == NAMED_MISSING {
                break;
            }
            if shards.last() != Some(&index) {
                shards.push(index);
            }
        }
    }
    let named: Vec<String> = shards
        .iter()
        .map(|&index| Shard { index, count }.to_string())
        .collect();
    match total {
        1 => format!("shard {} missing", named[0]),
        n if n as usize <= NAMED_MISSING => format!("shards {} missing", named.join(", ")),
        n => format!("shards {}, … ({n} in all) missing", named.join(", ")),
    }
}
