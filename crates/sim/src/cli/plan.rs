//! Runs split with `--shard` or saved with `--checkpoint`: the plan the flags ask for, and
//! the one scenario it applies to (see [`crate::distributed`]).

use std::time::Duration;

use super::Output;
use super::args::RunArgs;
use super::errors::{Origin, locate};
use crate::distributed::checkpoint::{DEFAULT_EVERY_S, MAX_EVERY_S};
use crate::distributed::shard::Shard;
use crate::distributed::{Plan, Planned, run_planned};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::{KINDS, ScenarioFile};
use crate::report::exporter;

/// The plan of `--shard`, `--checkpoint` and `--checkpoint-every`, if any was given.
pub(super) fn plan(run: &RunArgs) -> Result<Option<Plan>, SimError> {
    let shard = run.shard.as_deref().map(Shard::parse).transpose()?;
    let every = match run.checkpoint_every {
        Some(_) if run.checkpoint.is_none() => {
            return Err(SimError::invalid(
                "--checkpoint-every",
                "needs --checkpoint FILE, the file to save to",
            ));
        }
        None => DEFAULT_EVERY_S,
        Some(s) if (0.0..=MAX_EVERY_S).contains(&s) => s,
        Some(s) => {
            return Err(SimError::invalid(
                "--checkpoint-every",
                format!("{s} is out of range: allowed 0 to {MAX_EVERY_S} seconds"),
            ));
        }
    };
    Ok((shard.is_some() || run.checkpoint.is_some()).then(|| Plan {
        shard,
        checkpoint: run.checkpoint.clone(),
        every: Duration::from_secs_f64(every),
    }))
}

/// Refuses a plan for what cannot be split or saved: anything but one Monte Carlo scenario.
pub(super) fn refuse_plan(run: &RunArgs, what: &str) -> SimError {
    let flag = if run.shard.is_some() {
        "--shard"
    } else {
        "--checkpoint"
    };
    let commands: Vec<&str> = KINDS
        .iter()
        .filter(|k| k.monte_carlo())
        .map(|k| k.command())
        .collect();
    SimError::invalid(
        flag,
        format!(
            "{what} cannot be split or saved; allowed with one Monte Carlo scenario (run, {}) \
             or a sweep with --trials",
            commands.join(", ")
        ),
    )
}

/// The file `--output` names; `None` for standard output (no `--output`, or `--output -`).
pub(super) fn output(run: &RunArgs) -> Option<std::path::PathBuf> {
    run.output.clone().filter(|p| p.as_os_str() != "-")
}

/// Runs one Monte Carlo scenario split (`--shard`: its partial result, as JSON) or saved
/// (`--checkpoint`: its report, in `--format`), with `cfg` (checked).
pub(super) fn planned(
    origin: &Origin,
    scenario: &ScenarioFile,
    cfg: RunConfig,
    run: &RunArgs,
    plan: &Plan,
    width: u16,
) -> Result<Output, SimError> {
    let made = run_planned(scenario, cfg, plan).map_err(|e| locate(e, origin, scenario, run))?;
    planned_output(made, run, width)
}

/// What a planned run writes: a shard's part as JSON whatever the format, a checkpointed
/// run's report in `--format` (a table laid out for `width` columns).
pub(super) fn planned_output(made: Planned, run: &RunArgs, width: u16) -> Result<Output, SimError> {
    let bytes = match made {
        Planned::Part(part) => part.to_json()?,
        Planned::Report(report) => exporter(run.format, width).export(&[*report])?,
    };
    Ok(Output {
        bytes,
        path: output(run),
    })
}
