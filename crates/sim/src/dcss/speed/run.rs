//! `roguesim dcss-speed` as a report kind: its fields, its exact side and its run.

use super::exact::{DcssSpeedExactReport, exact_dcss_speed, exact_of};
use super::experiment::DcssSpeedExperiment;
use super::result::DcssSpeedResult;
use super::spec::DcssSpeedSpec;
use crate::dcss::input::RULES_FIELD;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Derived, Switch, Text, Whole};
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};
use crate::speed_counts::ActionsEstimate;
use mechanics::dcss::rules::RuleSet;

/// Runs a DCSS monster-actions-per-player-action scenario.
pub fn run_dcss_speed(
    spec: &DcssSpeedSpec,
    cfg: &RunConfig,
) -> Result<(DcssSpeedResult, RunMeta), SimError> {
    let (scenario, rules) = spec.scenario()?;
    let DcssSpeedExactReport { derived, exact } = exact_of(spec, &scenario, rules)?;
    let outcome = run(&DcssSpeedExperiment { scenario, rules }, cfg)?;
    let estimate = ActionsEstimate::new(
        &outcome.acc.n,
        outcome.acc.opportunity,
        Some(&outcome.acc.batches),
        &exact,
    )?;
    Ok((
        DcssSpeedResult {
            derived,
            exact,
            estimate,
            spec: spec.clone(),
            scenario,
        },
        RunMeta::from_outcome(rules.name(), "player actions", &outcome),
    ))
}

/// `roguesim dcss-speed`: DCSS monster actions per player action.
pub struct DcssSpeed;

impl Kind for DcssSpeed {
    const KEY: &'static str = "dcss_speed";
    const COMMAND: &'static str = "dcss-speed";
    const ABOUT: &'static str = "DCSS monster actions per player action";
    const EXAMPLE: &'static [&'static str] =
        &["--monster-speed", "10", "--move", "14", "--pursuit"];
    const FIGURE: bool = true;
    type Spec = DcssSpeedSpec;
    type Exact = DcssSpeedExactReport;
    type Result = DcssSpeedResult;

    fn fields() -> Vec<Field> {
        vec![
            Field::new("monster_speed", "monster-speed", Whole, "monster speed"),
            Field::new(
                "monster_action_cost",
                "monster-action-cost",
                Whole,
                "energy per monster action",
            ),
            Field::new(
                "player_action.move.mv",
                "move",
                Whole,
                "the player's move delay (aut)",
            ),
            Field::new(
                "player_action.attack.delay",
                "attack-delay",
                Whole,
                "the player's attack delay (aut)",
            ),
            Field::new("monster", "monster", Text, "the monster"),
            Field::new("pursuit", "pursuit", Text, "pursuit"),
            Field::new("player_action", "wait", Derived, "the player's action"),
            Field::new("hasted", "hasted", Switch, "the player hasted"),
            Field::new("slowed", "slowed", Switch, "the player slowed"),
            RULES_FIELD,
        ]
    }

    fn rules_field(spec: &mut DcssSpeedSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn rules(spec: &DcssSpeedSpec) -> Result<String, InputError> {
        Ok(spec.rule_set()?.name().into())
    }

    fn exact(spec: &DcssSpeedSpec) -> Result<DcssSpeedExactReport, SimError> {
        exact_dcss_speed(spec)
    }

    fn run(spec: &DcssSpeedSpec, cfg: &RunConfig) -> Result<(DcssSpeedResult, RunMeta), SimError> {
        run_dcss_speed(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "DCSS monster actions per player action",
            title: "DCSS monster actions per player action",
            better: crate::dcss::better,
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
