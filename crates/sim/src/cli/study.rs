//! The commands made of several runs (`sweep`, `compare`, `worth`): the command's flags → its
//! base scenario (the one a single run of those flags would run) → the study → one report.

use super::Output;
use super::args::{CompareArgs, RunArgs, SweepArgs, Target, WorthArgs};
use super::plan::{planned_output, refuse_plan};
use crate::distributed::part::{SweepIdentity, SweptCommand};
use crate::distributed::{Plan, run_planned_sweep};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::find;
use crate::report::Report;
use crate::study::base::Base;
use crate::study::compare::run_compare;
use crate::study::study_report;
use crate::study::sweep::range::parse_axes;
use crate::study::sweep::sweep_report;
use crate::study::worth::run_worth;

/// The base scenario a target's flags give.
pub(super) fn base(target: &Target) -> Result<Base, SimError> {
    let args = target.kind_args();
    Base::new(args.kind(), &args.scenario(), &args.unset())
}

/// `roguesim sweep`; `wanted` are the quantities `--plot-quantity` will draw, checked before
/// the points' Monte Carlo runs.
pub(super) fn sweep(a: &SweepArgs, run: &RunArgs, wanted: &[String]) -> Result<Report, SimError> {
    let base = base(&a.target)?;
    let axes = parse_axes(base.kind(), &a.vary)?;
    let mc = run.study_config()?;
    sweep_report(&base, &axes, mc.as_ref(), run.threads, wanted)
}

/// `roguesim sweep ... --trials N` split (`--shard`) or saved (`--checkpoint`): every point's
/// Monte Carlo experiments are the run's slots, in point order.
pub(super) fn planned_sweep(a: &SweepArgs, run: &RunArgs, plan: &Plan) -> Result<Output, SimError> {
    let base = base(&a.target)?;
    let axes = parse_axes(base.kind(), &a.vary)?;
    let refuse = |what: &str| Err(refuse_plan(run, what));
    if !base.kind().monte_carlo() {
        return refuse(&format!(
            "an {} sweep (exact, no Monte Carlo)",
            base.kind().command()
        ));
    }
    let Some(cfg) = run.study_config()? else {
        return refuse("a sweep without --trials (exact, no Monte Carlo)");
    };
    let identity = SweepIdentity {
        command: SweptCommand::of(base.kind())?,
        base: base.json().clone(),
        vary: a.vary.clone(),
    };
    let threads = run.threads;
    let made = run_planned_sweep(identity, cfg, plan, |cfg| {
        sweep_report(&base, &axes, Some(cfg), threads, &[])
    })?;
    planned_output(made, run)
}

/// A sweep made again from its identity by `roguesim merge`, on `cfg`, whose chunk source
/// adds up the parts.
pub(super) fn rebuild_sweep(sweep: &SweepIdentity, cfg: &RunConfig) -> Result<Report, SimError> {
    let kind = find(sweep.command.name())
        .ok_or_else(|| SimError::Output(format!("no kind {}", sweep.command.name())))?;
    let base = Base::from_json(kind, sweep.base.clone());
    let axes = parse_axes(kind, &sweep.vary)?;
    sweep_report(&base, &axes, Some(cfg), None, &[])
}

/// `roguesim compare`.
pub(super) fn compare(a: &CompareArgs, run: &RunArgs) -> Result<Report, SimError> {
    let base = base(&a.target)?;
    let mc = run.study_config()?;
    let (result, meta) = run_compare(&base, &a.a, &a.b, mc.as_ref())?;
    let settings =
        a.a.iter()
            .map(|s| format!("a: {s}"))
            .chain(a.b.iter().map(|s| format!("b: {s}")))
            .collect();
    Ok(study_report(
        format!("{} compared", base.kind().command()),
        &base,
        settings,
        Box::new(result),
        meta,
    ))
}

/// `roguesim worth`.
pub(super) fn worth(a: &WorthArgs) -> Result<Report, SimError> {
    use super::args::KindArgs;
    let scenario = a.turn.scenario();
    let base = Base::new(a.turn.kind(), &scenario, &[])?;
    let spec = scenario
        .turn
        .as_ref()
        .ok_or_else(|| SimError::Output("worth without a turn".into()))?;
    let (result, meta) = run_worth(spec, a.points)?;
    Ok(study_report(
        "what the next point is worth".into(),
        &base,
        vec![format!("points={}", a.points)],
        Box::new(result),
        meta,
    ))
}
