//! The commands made of several runs (`sweep`, `compare`, `worth`): the command's flags → its
//! base scenario (the one a single run of those flags would run) → the study → one report.

use mechanics::sampling::kernel::LaneKernel;

use super::Output;
use super::args::{CompareArgs, RunArgs, SweepArgs, Target, WorthArgs};
use super::flags;
use super::split::{planned_output, refuse_plan};
use crate::compare::run_compare;
use crate::distributed::part::SweepIdentity;
use crate::distributed::{Plan, run_planned_sweep};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::point::{Base, Command};
use crate::report::Report;
use crate::scenario::ScenarioFile;
use crate::sweep::range::parse_axes;
use crate::sweep::sweep_report;
use crate::worth::run_worth;

/// The command a target runs and the base scenario its flags give.
pub(super) fn base(target: &Target) -> Result<Base, SimError> {
    let (command, scenario, unset): (Command, ScenarioFile, &[&str]) = match target {
        Target::Hit(a) => (Command::Hit, flags::hit(a), &[]),
        Target::Turn(a) => (Command::Turn, flags::turn(a), &[]),
        Target::Threat(a) => (Command::Threat, flags::threat(a), &[]),
        Target::Ev(a) => (Command::Ev, flags::ev(a), &[]),
        Target::Speed(a) => (
            Command::Speed,
            flags::speed(a),
            if a.player_speed.is_none() {
                &["player_speed"]
            } else {
                &[]
            },
        ),
        Target::DcssSpeed(a) => (Command::DcssSpeed, flags::dcss_speed(a), &[]),
    };
    Base::new(command, &scenario, unset)
}

/// The Monte Carlo configuration of each run, when `--trials` asks for one.
fn monte_carlo(run: &RunArgs, kernel: LaneKernel) -> Result<Option<RunConfig>, SimError> {
    if run.trials.is_none() {
        return Ok(None);
    }
    let cfg = run.config(&ScenarioFile::named(""), kernel);
    cfg.validate()?;
    Ok(Some(cfg))
}

/// The report of a study over `base`.
fn report(
    name: String,
    base: &Base,
    settings: Vec<String>,
    content: Box<dyn crate::report::Content>,
    meta: crate::report::RunMeta,
) -> Report {
    Report::study(
        name,
        base.command().name(),
        base.json().clone(),
        settings,
        content,
        meta,
    )
}

/// `roguesim sweep`.
pub(super) fn sweep(a: &SweepArgs, run: &RunArgs) -> Result<Report, SimError> {
    let base = base(&a.target)?;
    let axes = parse_axes(base.command(), &a.vary)?;
    let mc = monte_carlo(run, run.lane_kernel()?)?;
    sweep_report(&base, &axes, mc.as_ref(), run.threads)
}

/// `roguesim sweep ... --trials N` split (`--shard`) or saved (`--checkpoint`): every point's
/// Monte Carlo experiments are the run's slots, in point order.
pub(super) fn planned_sweep(a: &SweepArgs, run: &RunArgs, plan: &Plan) -> Result<Output, SimError> {
    let base = base(&a.target)?;
    let axes = parse_axes(base.command(), &a.vary)?;
    let refuse = |what: &str| Err(refuse_plan(run, what));
    if base.command() == Command::Ev {
        return refuse("an ev sweep (exact, no Monte Carlo)");
    }
    let Some(cfg) = monte_carlo(run, run.lane_kernel()?)? else {
        return refuse("a sweep without --trials (exact, no Monte Carlo)");
    };
    let identity = SweepIdentity {
        command: base.command(),
        base: base.json().clone(),
        vary: a.vary.clone(),
    };
    let threads = run.threads;
    let made = run_planned_sweep(identity, cfg, plan, |cfg| {
        sweep_report(&base, &axes, Some(cfg), threads)
    })?;
    planned_output(made, run)
}

/// A sweep made again from its identity by `roguesim merge`, on `cfg`, whose chunk source
/// adds up the parts.
pub(super) fn rebuild_sweep(sweep: &SweepIdentity, cfg: &RunConfig) -> Result<Report, SimError> {
    let base = Base::from_json(sweep.command, sweep.base.clone());
    let axes = parse_axes(sweep.command, &sweep.vary)?;
    sweep_report(&base, &axes, Some(cfg), None)
}

/// `roguesim compare`.
pub(super) fn compare(a: &CompareArgs, run: &RunArgs) -> Result<Report, SimError> {
    let base = base(&a.target)?;
    let mc = monte_carlo(run, run.lane_kernel()?)?;
    let (result, meta) = run_compare(&base, &a.a, &a.b, mc.as_ref())?;
    let settings =
        a.a.iter()
            .map(|s| format!("a: {s}"))
            .chain(a.b.iter().map(|s| format!("b: {s}")))
            .collect();
    Ok(report(
        format!("{} compared", base.command().name()),
        &base,
        settings,
        Box::new(result),
        meta,
    ))
}

/// `roguesim worth`.
pub(super) fn worth(a: &WorthArgs) -> Result<Report, SimError> {
    let scenario = flags::turn(&a.turn);
    let base = Base::new(Command::Turn, &scenario, &[])?;
    let spec = scenario
        .turn
        .as_ref()
        .ok_or_else(|| SimError::Output("worth without a turn".into()))?;
    let (result, meta) = run_worth(spec, a.points)?;
    Ok(report(
        "what the next point is worth".into(),
        &base,
        vec![format!("points={}", a.points)],
        Box::new(result),
        meta,
    ))
}
