//! Runs made of single runs: a sweep over one or two flags ([`sweep`]), two variants side by
//! side ([`compare`]), and what the next point of a build is worth ([`worth`]). A study
//! knows its kind only through the registry ([`crate::kinds::Entry`]): the kind's field table
//! says which fields a flag sets and which a sweep may vary, its profile what the study leads
//! with, its exact side and its run what each point's quantities are.
//!
//! Each point of a study is exactly the single run its flags describe ([`base`]): its exact
//! quantities come from the kind's own exact side and carry the single run's JSON keys, and
//! with `--trials` its estimates are the single run's.

pub mod base;
pub mod compare;
pub mod sweep;
pub mod worth;

use std::time::Instant;

use schemars::JsonSchema;
use serde::Serialize;

use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::ScenarioFile;
use crate::report::{Content, Report, RunMeta};
use crate::scenario::Quantities;
use base::Base;

/// The inputs of a report made of several runs: the command's base scenario and what was
/// varied or set on top of it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct StudyInputs {
    /// The command (`hit`, `turn`, ...).
    pub command: &'static str,
    /// The scenario its flags give, before any point's values (a scenario file, less a
    /// required field a sweep varies).
    pub scenario: serde_json::Value,
    /// The varied flags (`sweep`: `FLAG=FROM..TO[:STEP]`) or the sides' flags (`compare`:
    /// `a:` and `b:` FLAG=VALUE), or `worth`'s points per step.
    pub settings: Vec<String>,
}

/// The report of a study named `name` over `base`, with its `settings`.
pub fn study_report(
    name: String,
    base: &Base,
    settings: Vec<String>,
    content: Box<dyn Content>,
    meta: RunMeta,
) -> Report {
    Report {
        name,
        description: String::new(),
        meta,
        inputs: Box::new(StudyInputs {
            command: base.kind().command(),
            scenario: base.echo().clone(),
            settings,
        }),
        content,
    }
}

/// The quantities of one point: every exact quantity of its kind, and with `mc` its Monte
/// Carlo estimates (`estimate.…`) from the single run with that configuration. An exact-only
/// kind runs no trials.
pub fn evaluate(scenario: &ScenarioFile, mc: Option<&RunConfig>) -> Result<Quantities, SimError> {
    let kind = scenario.kind()?;
    let mut q = kind.exact(scenario)?;
    if let Some(cfg) = mc.filter(|_| kind.monte_carlo()) {
        q.0.extend(estimates(scenario, cfg)?.0);
    }
    Ok(q)
}

/// The Monte Carlo estimates (`estimate.…`) of the single run of `scenario` with `cfg`.
pub fn estimates(scenario: &ScenarioFile, cfg: &RunConfig) -> Result<Quantities, SimError> {
    let report = scenario.run(cfg)?;
    let all = Quantities::of(&*report.content, "")?;
    Ok(Quantities(
        all.0
            .into_iter()
            .filter(|(k, _)| k.starts_with("estimate."))
            .collect(),
    ))
}

/// The metadata of a study over `rules`, begun at `started`: exact, or with `mc`'s trials
/// (`unit`: what they are, `trials at every point`).
pub fn study_meta(rules: String, mc: Option<&RunConfig>, unit: &str, started: Instant) -> RunMeta {
    match mc {
        Some(cfg) => RunMeta {
            rules,
            seed: Some(cfg.seed),
            trials: Some(cfg.trials),
            trial_unit: unit.into(),
            threads: Some(cfg.resolved_threads()),
            elapsed: started.elapsed(),
        },
        None => RunMeta::exact(rules, started.elapsed()),
    }
}
