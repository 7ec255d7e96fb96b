//! The commands made of several runs (`sweep`, `compare`, `worth`): the command's flags → its
//! base scenario (the one a single run of those flags would run) → the study → one report.

use super::Output;
use super::args::{CompareArgs, RunArgs, SweepArgs, Target, WorthArgs};
use super::hiargs::study_config;
use super::plan::{planned_output, refuse_plan};
use crate::distributed::part::{SweepIdentity, SweptCommand};
use crate::distributed::{Plan, run_planned_sweep};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::{Door, find};
use crate::report::Report;
use crate::study::base::Base;
use crate::study::compare::run_compare;
use crate::study::study_report;
use crate::study::sweep::range::parse_axes;
use crate::study::sweep::sweep_report;
use crate::study::worth::run_worth;

/// The base scenario a target's flags give; its points pass the door as single runs do.
pub(super) fn base(target: &Target, door: &Door) -> Result<Base, SimError> {
    let args = target.kind_args();
    Base::new(args.kind(), &args.scenario(), &args.unset(), door)
}

/// `roguesim sweep`; `wanted` are the quantities `--plot-quantity` will draw, checked before
/// the points' Monte Carlo runs.
pub(super) fn sweep(a: &SweepArgs, door: &Door, wanted: &[String]) -> Result<Report, SimError> {
    let base = base(&a.target, door)?;
    let axes = parse_axes(base.kind(), &a.vary)?;
    let mc = study_config(door)?;
    sweep_report(&base, &axes, mc.as_ref(), door.threads, wanted)
}

/// `roguesim sweep ... --trials N` split (`--shard`) or saved (`--checkpoint`): every point's
/// Monte Carlo experiments are the run's slots, in point order.
pub(super) fn planned_sweep(
    a: &SweepArgs,
    run: &RunArgs,
    door: &Door,
    plan: &Plan,
    width: u16,
) -> Result<Output, SimError> {
    let base = base(&a.target, door)?;
    let axes = parse_axes(base.kind(), &a.vary)?;
    let refuse = |what: &str| Err(refuse_plan(run, what));
    if !base.kind().monte_carlo() {
        return refuse(&format!(
            "an {} sweep (exact, no Monte Carlo)",
            base.kind().command()
        ));
    }
    let Some(cfg) = study_config(door)? else {
        return refuse("a sweep without --trials (exact, no Monte Carlo)");
    };
    let identity = SweepIdentity {
        command: SweptCommand::of(base.kind())?,
        base: base.echo().clone(),
        vary: a.vary.clone(),
    };
    let threads = door.threads;
    let made = run_planned_sweep(identity, cfg, plan, |cfg| {
        sweep_report(&base, &axes, Some(cfg), threads, &[])
    })?;
    planned_output(made, run, width)
}

/// A sweep made again from its identity by `roguesim merge`, on `cfg`, whose chunk source
/// adds up the parts. The identity's base names its rule set (it is the settled echo), so
/// the merge does not depend on the environment it runs in.
pub(super) fn rebuild_sweep(sweep: &SweepIdentity, cfg: &RunConfig) -> Result<Report, SimError> {
    let kind = find(sweep.command.name())
        .ok_or_else(|| SimError::Output(format!("no kind {}", sweep.command.name())))?;
    let base = Base::from_json(kind, sweep.base.clone(), crate::dcss::rules::DEFAULT);
    let axes = parse_axes(kind, &sweep.vary)?;
    sweep_report(&base, &axes, Some(cfg), None, &[])
}

/// `roguesim compare`.
pub(super) fn compare(a: &CompareArgs, door: &Door) -> Result<Report, SimError> {
    let base = base(&a.target, door)?;
    let mc = study_config(door)?;
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
pub(super) fn worth(a: &WorthArgs, door: &Door) -> Result<Report, SimError> {
    use super::args::KindArgs;
    let mut scenario = a.turn.scenario();
    door.settle(&mut scenario)?;
    let base = Base::new(a.turn.kind(), &scenario, &[], door)?;
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
