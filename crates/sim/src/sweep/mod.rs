//! `roguesim sweep COMMAND --vary FLAG=FROM..TO[:STEP] [--vary FLAG2=…] [COMMAND's flags]`:
//! one command run at every value of one flag (a curve) or every pair of values of two (a
//! grid), one row per point.
//!
//! A point is exactly the single run of the command with the varied flags set to its values
//! ([`crate::point`]): its exact quantities come from the command's own exact function and
//! carry the single run's JSON keys. Without `--trials` a sweep is exact only, and its points
//! are computed in parallel on `--threads` threads (each point is independent and the results
//! are collected in point order, so the output does not depend on the thread count). With
//! `--trials N` every point also runs its Monte Carlo experiment, one point after another,
//! each with the same seed (common random numbers: a point's estimates are those of the
//! single run with `--seed S --trials N`, and neighbouring points are compared on the same
//! random stream).
//!
//! * [`range`]: parsing `--vary`, the points' values.
//! * [`result`]: the report: one row per point.

mod figure;
pub mod range;
pub mod result;

use std::time::Instant;

use rayon::prelude::*;

use crate::engine::RunConfig;
use crate::error::SimError;
use crate::point::quantities::{Quantities, evaluate, rules_of};
use crate::point::{Base, Command, FlagValue};
use crate::report::{Report, RunMeta};
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
) -> Result<Report, SimError> {
    let (result, meta) = run_sweep(base, axes, mc, threads)?;
    Ok(Report::study(
        format!("sweep of {}", base.command().name()),
        base.command().name(),
        base.json().clone(),
        axes.iter().map(|x| x.spec()).collect(),
        Box::new(result),
        meta,
    ))
}

/// Runs a sweep: every point of `axes` over `base`, exact only, or with each point's Monte
/// Carlo run when `mc` is given. `threads` bounds the exact points computed at once.
pub fn run_sweep(
    base: &Base,
    axes: &[Axis],
    mc: Option<&RunConfig>,
    threads: Option<usize>,
) -> Result<(SweepResult, RunMeta), SimError> {
    let started = Instant::now();
    // A build's EV and SH are exact: no Monte Carlo to run.
    let mc = mc.filter(|_| base.command() != Command::Ev);
    let mut base = base.clone();
    let flags: Vec<&str> = axes.iter().map(|a| a.flag.as_str()).collect();
    base.write_out_character_for(&flags)?;
    let at = grid(axes);
    let rules = rules_of(&point(&base, axes, &at[0])?.scenario()?)?;
    let one = |values: &Vec<f64>| -> Result<Quantities, SimError> {
        evaluate(&point(&base, axes, values)?.scenario()?, mc)
    };
    let results: Vec<Result<Quantities, SimError>> = match mc {
        Some(_) => at.iter().map(one).collect(),
        None => {
            let cfg = RunConfig {
                threads,
                ..RunConfig::new(1, 0)
            };
            cfg.validate()?;
            rayon::ThreadPoolBuilder::new()
                .num_threads(cfg.resolved_threads())
                .build()
                .map_err(|e| SimError::ThreadPool {
                    threads: cfg.resolved_threads(),
                    reason: e.to_string(),
                })?
                .install(|| at.par_iter().map(one).collect())
        }
    };
    let quantities = results.into_iter().collect::<Result<Vec<_>, _>>()?;
    let result = SweepResult::new(base.command(), axes.to_vec(), mc.is_some(), at, quantities);
    let meta = match mc {
        Some(cfg) => RunMeta {
            rules,
            seed: Some(cfg.seed),
            trials: Some(cfg.trials),
            trial_unit: "trials at every point".into(),
            threads: Some(cfg.resolved_threads()),
            elapsed: started.elapsed(),
        },
        None => RunMeta::exact(rules, started.elapsed()),
    };
    Ok((result, meta))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_flag_is_the_outer_loop() {
        let axis = |flag: &str, values: Vec<f64>| Axis {
            flag: flag.into(),
            from: values[0],
            to: values[values.len() - 1],
            step: 1.0,
            values,
        };
        let g = grid(&[axis("a", vec![1.0, 2.0]), axis("b", vec![5.0, 6.0, 7.0])]);
        assert_eq!(
            g,
            vec![
                vec![1.0, 5.0],
                vec![1.0, 6.0],
                vec![1.0, 7.0],
                vec![2.0, 5.0],
                vec![2.0, 6.0],
                vec![2.0, 7.0]
            ]
        );
    }
}
