//! `roguesim speed` as a report kind: its fields, its exact side and its run.

use super::acc::MAX_RUN;
use super::exact::{FrogExactReport, exact_frog, exact_of};
use super::experiment::FrogExperiment;
use super::result::{FrogEstimate, FrogSpeedResult};
use super::spec::{FrogSpeedSpec, FrogStart};
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Switch, Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile};
use crate::speed_counts::ActionsEstimate;
use crate::stats::Percentiles;
use crate::stats::Proportion;

/// Runs a FrogComposband double-move scenario.
pub fn run_frog(
    spec: &FrogSpeedSpec,
    cfg: &RunConfig,
) -> Result<(FrogSpeedResult, RunMeta), SimError> {
    let scenario = spec.scenario()?;
    let FrogExactReport { derived, exact } = exact_of(spec, &scenario)?;
    let experiment = match spec.start {
        FrogStart::Stationary => FrogExperiment::new(scenario, spec.window).on(cfg.kernel),
        FrogStart::LevelEntry => FrogExperiment::level_entry(scenario),
    };
    let outcome = run(&experiment, cfg)?;
    let acc = &outcome.acc;
    // Level entry: independent arrivals, no batches.
    let batches = (spec.start == FrogStart::Stationary).then_some(&acc.law.batches);
    let actions = ActionsEstimate::new(&acc.law.n, 0, batches, &exact)?;
    let within = Proportion::new(acc.windows_with_double, acc.windows);
    let any = acc.windows > 0;
    let estimate = FrogEstimate {
        actions,
        p_double_within_window: any.then(|| within.estimate()),
        p_double_within_window_ci95: any.then(|| within.wilson95().as_array()),
        run_lengths: Percentiles::from_counts(&acc.runs)?,
        run_length_cap: (acc.runs[MAX_RUN] > 0).then_some(MAX_RUN),
        run_counts: acc.runs.to_vec(),
        windows: [acc.windows, acc.windows_with_double],
    };
    let unit = match spec.start {
        FrogStart::Stationary => "player actions",
        FrogStart::LevelEntry => "level arrivals",
    };
    Ok((
        FrogSpeedResult {
            derived,
            exact,
            estimate,
        },
        RunMeta::from_outcome("frogcomposband-7.1", unit, &outcome),
    ))
}

/// `roguesim speed`: FrogComposband double moves.
pub struct FrogSpeed;

impl Kind for FrogSpeed {
    const KEY: &'static str = "speed";
    const ABOUT: &'static str = "FrogComposband double moves";
    const EXAMPLE: &'static [&'static str] = &[
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--non-unique",
    ];
    const SCHEMA_TITLE: Option<&'static str> = Some("roguesim speed report (FrogComposband)");
    const FIGURE: bool = true;
    type Spec = FrogSpeedSpec;
    type Exact = FrogExactReport;
    type Result = FrogSpeedResult;

    fn fields() -> Vec<Field> {
        vec![
            Field::new("player_speed", "player-speed", Whole, "player speed"),
            Field::new("monster_speed", "monster-speed", Whole, "monster speed"),
            Field::new(
                "player_action.cost.energy_use",
                "player-action-cost",
                Whole,
                "the player's action cost (energy)",
            ),
            Field::new("window", "window", Whole, "player actions per window"),
            Field::new("monster", "monster", Text, "the monster"),
            Field::new("non_unique", "non-unique", Switch, "a non-unique monster"),
            Field::new(
                "player_hasted",
                "player-hasted",
                Switch,
                "the player hasted",
            ),
            Field::new(
                "player_slowed",
                "player-slowed",
                Switch,
                "the player slowed",
            ),
            Field::new(
                "monster_hasted",
                "monster-hasted",
                Switch,
                "the monster hasted",
            ),
            Field::new(
                "monster_slowed",
                "monster-slowed",
                Switch,
                "the monster slowed",
            ),
            Field::new("start", "start", Text, "where the intervals start"),
        ]
    }

    fn rules(_: &FrogSpeedSpec) -> Result<String, InputError> {
        Ok("frogcomposband-7.1".into())
    }

    fn exact(spec: &FrogSpeedSpec) -> Result<FrogExactReport, SimError> {
        exact_frog(spec)
    }

    fn run(spec: &FrogSpeedSpec, cfg: &RunConfig) -> Result<(FrogSpeedResult, RunMeta), SimError> {
        run_frog(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "FrogComposband double moves",
            title: "FrogComposband double moves",
            better: |key| direction(key, &["p_double", "p_triple", "mean_actions"], &[], &[]),
            headline: |q| Some(("P(double move)", q.get("exact.p_double")?, Better::Lower)),
            table: &["exact.p_double", "exact.p_triple", "exact.mean_actions"],
            lines: || {
                (
                    vec![
                        Series::new("P(double move)", "exact.p_double", 100.0),
                        Series::new("P(triple move)", "exact.p_triple", 100.0),
                    ],
                    "chance per player action (%)",
                )
            },
            heat: || Series::new("P(double move)", "exact.p_double", 100.0),
        })
    }
}
