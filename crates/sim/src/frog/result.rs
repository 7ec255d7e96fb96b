//! The double-move report: the exact law of `N` (stationary, or the first interval after
//! level entry) beside the Monte Carlo estimate, with the design effects of dependent
//! intervals, the chance of a double move within a window and the runs of consecutive
//! double moves (`docs/rules/frogcomposband-energy.md` §5, §8, §9.2).

use mechanics::frog::{SpeedScenario, energy_per_turn};
use schemars::JsonSchema;
use serde::Serialize;

use super::experiment::{FrogExperiment, MAX_RUN};
use super::spec::{FrogSpeedSpec, FrogStart};
use crate::actions::{ActionsEstimate, ActionsQuantities, actions_figure};
use crate::engine::{RunConfig, run};
use crate::error::{FieldError, SimError};
use crate::estimate::{Estimate, Proportion};
use crate::histogram::Percentiles;
use crate::report::figure::Figure;
use crate::report::percentile_rows;
use crate::report::{Content, Row, RunMeta, View};
use crate::scenario::Kind;
use mechanics::frog::races;

/// The speeds and cost the run simulated.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogDerived {
    /// The monster race, when the scenario names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The player's displayed speed in effect, after haste and slow.
    pub player_speed: i32,
    /// The player's energy per game turn.
    pub player_energy: i32,
    /// The monster's displayed race speed.
    pub monster_speed: i32,
    /// The monster is hasted (+10 on its individual speed every game turn).
    pub monster_hasted: bool,
    /// The monster is slowed (−10 on its individual speed every game turn).
    pub monster_slowed: bool,
    /// The player's nominal action cost `energy_use`.
    pub player_action_cost: i32,
    /// A non-unique monster, whose individual speed varies.
    pub non_unique: bool,
    /// Player actions per window.
    pub window: u32,
    /// Which intervals are reported.
    pub start: FrogStart,
}

/// The estimates of a double-move run.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogEstimate {
    /// The law of `N`.
    #[serde(flatten)]
    pub actions: ActionsEstimate,
    /// P(at least one double move within `window` player actions).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window: Option<f64>,
    /// Its 95 % interval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window_ci95: Option<[f64; 2]>,
    /// Percentiles of the length of runs of consecutive double moves.
    pub run_lengths: Option<Percentiles>,
    /// Runs of this many double moves or more share the last bin of `run_lengths` (present
    /// only when such runs occurred, so the percentiles at the cap mean "at least").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_length_cap: Option<usize>,
    /// Runs of consecutive double moves by length (the last bin: at least `MAX_RUN`).
    pub run_counts: Vec<u64>,
    /// Complete windows, and those with a double move.
    pub windows: [u64; 2],
}

/// The result of `roguesim speed`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct FrogSpeedResult {
    /// The speeds and cost actually simulated.
    pub derived: FrogDerived,
    /// Exact values.
    pub exact: ActionsQuantities<f64>,
    /// Monte Carlo estimate.
    pub estimate: FrogEstimate,
}

/// The exact side of a double-move scenario as `roguesim speed` reports it: the speeds and
/// cost simulated and the exact law of `N`, without the Monte Carlo run (what a sweep point
/// or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FrogExactReport {
    /// The speeds and cost.
    pub derived: FrogDerived,
    /// Exact values.
    pub exact: ActionsQuantities<f64>,
}

/// The exact side of a double-move scenario, exactly as [`run_frog`] reports it.
pub fn exact_frog(spec: &FrogSpeedSpec) -> Result<FrogExactReport, SimError> {
    let scenario = spec.scenario()?;
    exact_of(spec, &scenario)
}

fn exact_of(spec: &FrogSpeedSpec, scenario: &SpeedScenario) -> Result<FrogExactReport, SimError> {
    let law = match spec.start {
        FrogStart::Stationary => scenario.exact(),
        FrogStart::LevelEntry => scenario.exact_first_interval(),
    };
    Ok(FrogExactReport {
        derived: FrogDerived {
            monster: spec
                .monster
                .as_deref()
                .and_then(|m| races::find(m).ok())
                .map(|r| r.name.clone()),
            player_speed: scenario.player_speed,
            player_energy: energy_per_turn(scenario.player_speed),
            monster_speed: scenario.monster_speed,
            monster_hasted: scenario.monster_hasted,
            monster_slowed: scenario.monster_slowed,
            player_action_cost: scenario.player_action_cost,
            non_unique: scenario.non_unique,
            window: spec.window,
            start: spec.start,
        },
        exact: ActionsQuantities::exact(&law.map_err(|e| e.at(""))?, "player_speed")?,
    })
}

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

/// A displayed speed as the game writes it: `+10`, `-5`, `+0`.
fn speed(s: i32) -> String {
    format!("{s:+}")
}

impl View for FrogSpeedResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let monster = format!(
            "monster {}{} {}{}",
            d.monster
                .as_ref()
                .map_or(String::new(), |m| format!("{m}, ")),
            speed(d.monster_speed),
            if d.non_unique {
                "non-unique (each individual's speed varies around it)"
            } else {
                "unique"
            },
            match (d.monster_hasted, d.monster_slowed) {
                (true, false) => ", hasted",
                (false, true) => ", slowed",
                (true, true) => ", hasted and slowed",
                (false, false) => "",
            }
        );
        let intervals = match d.start {
            FrogStart::Stationary => format!(
                "long-run intervals between player actions, windows of {} actions",
                d.window
            ),
            FrogStart::LevelEntry => "the first interval after arriving on a level".into(),
        };
        let mut lines = vec![
            format!(
                "player {} ({} energy per game turn), action cost {}; {monster}",
                speed(d.player_speed),
                d.player_energy,
                d.player_action_cost
            ),
            format!("simulated: {intervals}"),
        ];
        let e = &self.estimate;
        if let (Some(p), Some([lo, hi])) = (e.p_double_within_window, e.p_double_within_window_ci95)
        {
            lines.push(format!(
                "P(at least one double move within {} actions) = {p:.6} [{lo:.6}, {hi:.6}]",
                d.window
            ));
        }
        if let Some(p) = &e.run_lengths {
            lines.push(format!(
                "runs of consecutive double moves: mean length {:.3}, p50 {}, p90 {}, p99 {}, \
                 max {}{}",
                p.mean,
                p.p50,
                p.p90,
                p.p99,
                p.max,
                e.run_length_cap.map_or(String::new(), |c| format!(
                    " (runs of {c} or more count as {c})"
                ))
            ));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let e = &self.estimate;
        let mut rows = e.actions.rows(&self.exact, "double moves");
        let [windows, with_double] = e.windows;
        if windows > 0 {
            rows.push(
                Row::new(
                    "windows",
                    format!("P(a double within {} actions)", self.derived.window),
                )
                .estimate(Estimate::Proportion(Proportion::new(with_double, windows)))
                .unit("windows"),
            );
        }
        if let Some(p) = &e.run_lengths {
            rows.extend(percentile_rows("double-move runs", "run length", p));
        }
        let runs: u64 = e.run_counts.iter().sum();
        for (len, &c) in e.run_counts.iter().enumerate().filter(|(_, c)| **c > 0) {
            rows.push(
                Row::new("double-move runs", "run length")
                    .index(len)
                    .label(format!("P(run length = {len})"))
                    .estimate(Estimate::Proportion(Proportion::new(c, runs)))
                    .unit("runs"),
            );
        }
        rows
    }

    fn sections(&self) -> Vec<crate::report::Section> {
        // The run-length tail stays in JSON and CSV; the headline gives its percentiles.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !matches!(r.section.as_str(), "double-move runs" | "percentiles"))
            .collect();
        crate::report::sections_of(&rows)
    }
}

impl Content for FrogSpeedResult {
    fn kind(&self) -> &'static str {
        super::FrogSpeed::KEY
    }

    /// The law of monster actions between two player actions: exact beside the estimate.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        Ok(Some(actions_figure(
            &format!(
                "FrogComposband: monster actions between two player actions (player {:+}, \
                 monster {:+})",
                self.derived.player_speed, self.derived.monster_speed
            ),
            &self.exact.distribution,
            &self.estimate.actions.estimated.values.distribution,
        )))
    }
}
