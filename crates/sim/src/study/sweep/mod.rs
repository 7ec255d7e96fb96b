//! `roguesim sweep COMMAND --vary FLAG=FROM..TO[:STEP] [--vary FLAG2=…] [COMMAND's flags]`:
//! one command run at every value of one flag (a curve) or every pair of values of two (a
//! grid), one row per point.
//!
//! A point is exactly the single run of the command with the varied flags set to its values
//! ([`super::base`]): its exact quantities come from its kind's own exact side and carry the
//! single run's JSON keys. Every point's exact side is computed first, in parallel on
//! `--threads` threads (each point is independent and the results are collected in point
//! order, so the output does not depend on the thread count). With `--trials N` every point
//! then runs its Monte Carlo experiment, one point after another, each with the same seed
//! (common random numbers: a point's estimates are those of the single run with `--seed S
//! --trials N`, and neighbouring points are compared on the same random stream).
//!
//! * [`range`]: parsing `--vary`, the points' values.
//! * [`result`]: the report: one row per point.

mod figure;
pub mod range;
pub mod result;
mod view;

use std::time::Instant;

use rayon::prelude::*;

use super::base::{Base, FlagValue};
use super::{estimates, study_meta, study_report};
use crate::engine::RunConfig;
use crate::engine::pool::pool;
use crate::error::SimError;
use crate::report::{Report, RunMeta};
use crate::scenario::Quantities;
use range::Axis;
pub use result::{SweepPoint, SweepResult};

/// The values of every point, in order: the first flag's values outermost.
pub fn grid(axes: &[Axis]) -> Vec<Vec<f64>> {
    let mut points: Vec<Vec<f64>> = vec![Vec::new()];
    for axis in axes {
        points = points
            .into_iter()
            .flat_map(|p| {
                axis.values.iter().map(move |&v| {
                    let mut q = p.clone();
                    q.push(v);
                    q
                })
            })
            .collect();
    }
    points
}

/// The base with the varied flags set to `at`.
pub fn point(base: &Base, axes: &[Axis], at: &[f64]) -> Result<Base, SimError> {
    let mut b = base.clone();
    for (axis, &v) in axes.iter().zip(at) {
        b.set(&axis.flag, &FlagValue::Number(v))?;
    }
    Ok(b)
}

/// `roguesim sweep`'s report: [`run_sweep`] with the command, its base scenario and the ranges
/// as inputs.
pub fn sweep_report(
    base: &Base,
    axes: &[Axis],
    mc: Option<&RunConfig>,
    threads: Option<usize>,
    wanted: &[String],
) -> Result<Report, SimError> {
    let (result, meta) = run_sweep(base, axes, mc, threads, wanted)?;
    Ok(study_report(
        format!("sweep of {}", base.kind().command()),
        base,
        axes.iter().map(|x| x.spec()).collect(),
        Box::new(result),
        meta,
    ))
}

/// Runs a sweep: every point of `axes` over `base`, exact only, or with each point's Monte
/// Carlo run when `mc` is given (an exact-only kind runs none). `threads` bounds the exact
/// points computed at once. `wanted` are quantities the caller will draw
/// (`--plot-quantity`): each must be one of the points' exact quantities, checked before any
/// Monte Carlo run (an estimate's key, when the points are estimated, when it is drawn).
pub fn run_sweep(
    base: &Base,
    axes: &[Axis],
    mc: Option<&RunConfig>,
    threads: Option<usize>,
    wanted: &[String],
) -> Result<(SweepResult, RunMeta), SimError> {
    let started = Instant::now();
    let mc = mc.filter(|_| base.kind().monte_carlo());
    // The dump is read before its build is written out for the varied flags; a base that
    // lacks a field the sweep sets is read at its first point.
    let character_notes = base
        .scenario()
        .or_else(|_| point(base, axes, &grid(axes)[0])?.scenario())
        .and_then(|f| base.kind().reading_notes(&f))
        .unwrap_or_default();
    let mut base = base.clone();
    let flags: Vec<&str> = axes.iter().map(|a| a.flag.as_str()).collect();
    base.write_out_files_for(&flags)?;
    let at = grid(axes);
    let kind = base.kind();
    let rules = kind.rules(&point(&base, axes, &at[0])?.scenario()?)?;
    let exact = |values: &Vec<f64>| -> Result<Quantities, SimError> {
        let scenario = point(&base, axes, values)?.scenario()?;
        scenario.kind()?.exact(&scenario)
    };
    let cfg = RunConfig {
        threads,
        ..RunConfig::new(1, 0)
    };
    cfg.validate()?;
    let results: Vec<Result<Quantities, SimError>> =
        pool(&cfg)?.install(|| at.par_iter().map(exact).collect());
    let mut quantities = results.into_iter().collect::<Result<Vec<_>, _>>()?;
    check_wanted(kind.command(), &quantities, wanted, mc.is_some())?;
    if let Some(cfg) = mc {
        for (values, q) in at.iter().zip(&mut quantities) {
            let scenario = point(&base, axes, values)?.scenario()?;
            q.0.extend(estimates(&scenario, cfg)?.0);
        }
    }
    let result = SweepResult {
        character_notes,
        ..SweepResult::new(kind, axes.to_vec(), mc.is_some(), at, quantities)
    };
    let meta = study_meta(rules, mc, "trials at every point", started);
    Ok((result, meta))
}

/// Requires every key of `wanted` to be a quantity of the points (an estimate's key passes
/// when the points will be `estimated`; it is checked when drawn).
fn check_wanted(
    command: &str,
    points: &[Quantities],
    wanted: &[String],
    estimated: bool,
) -> Result<(), SimError> {
    let columns = result::columns(points);
    for k in wanted {
        if (estimated && k.starts_with("estimate.")) || columns.iter().any(|c| c == k) {
            continue;
        }
        return Err(SimError::invalid(
            "--plot-quantity",
            format!(
                "{command} has no quantity '{k}'; allowed: {}",
                columns.join(", ")
            ),
        ));
    }
    Ok(())
}
