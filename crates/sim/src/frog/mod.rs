//! FrogComposband double moves: the scenario ([`spec`]), the experiment that counts them on
//! lanes or one timeline ([`experiment`], with `lane_stats`), the report ([`result`]) and the
//! report kind ([`FrogSpeed`]).

pub mod experiment;
mod lane_stats;
pub mod result;
pub mod spec;

use crate::engine::RunConfig;
use crate::error::SimError;
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile};
use result::{FrogExactReport, FrogSpeedResult, exact_frog, run_frog};
use spec::FrogSpeedSpec;

/// `roguesim speed`: FrogComposband double moves.
pub struct FrogSpeed;

impl Kind for FrogSpeed {
    const KEY: &'static str = "speed";
    const COMMAND: &'static str = "speed";
    const ABOUT: &'static str = "FrogComposband double moves";
    const SCHEMA_TITLE: &'static str = "roguesim speed report (FrogComposband)";
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
        ]
    }

    fn rules(_: &FrogSpeedSpec) -> String {
        "frogcomposband-7.1".into()
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
