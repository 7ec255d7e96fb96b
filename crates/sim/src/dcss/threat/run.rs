//! `roguesim threat` as a report kind: its fields, its exact side and its run
//! (`docs/rules/monsters-and-dumps.md` §5).

use super::exact::{ThreatExactReport, exact_threat};
use super::result::{ThreatResult, run_threat};
use super::spec::ThreatSpec;
use crate::dcss::spec::{
    BUILD_FIELDS, NUMBER_FIELDS, SHIELD_RULES_FIELD, read_defender, write_out_defender,
};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Text, Whole};
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

/// `roguesim threat`: how dangerous a named monster is to a defender.
pub struct Threat;

impl Kind for Threat {
    const KEY: &'static str = "threat";
    const COMMAND: &'static str = "threat";
    const ABOUT: &'static str = "A named monster's threat";
    const SCHEMA_TITLE: &'static str = "roguesim threat report";
    type Spec = ThreatSpec;
    type Exact = ThreatExactReport;
    type Result = ThreatResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            NUMBER_FIELDS,
            &[
                Field::new("depth", "depth", Whole, "the depth its weapon is made at"),
                Field::new(
                    "weapon_plus",
                    "weapon-plus",
                    Whole,
                    "its weapon's enchantment",
                ),
                Field::new("heads", "heads", Whole, "heads"),
                Field::new("count", "count", Whole, "monsters"),
                Field::new("delay", "delay", Whole, "your action delay (aut)"),
                Field::new("ac", "ac", Whole, "your AC"),
                Field::new("hp", "hp", Whole, "your HP at the start"),
                Field::new("monster", "monster", Text, "the monster"),
                Field::new("weapon", "weapon", Text, "its weapon"),
                SHIELD_RULES_FIELD,
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut ThreatSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut ThreatSpec) -> Result<(), InputError> {
        write_out_defender(&mut spec.defender)
    }

    fn rules(spec: &ThreatSpec) -> String {
        crate::dcss::rules_line(spec.shield_rules)
    }

    fn exact(spec: &ThreatSpec) -> Result<ThreatExactReport, SimError> {
        exact_threat(spec)
    }

    fn run(spec: &ThreatSpec, cfg: &RunConfig) -> Result<(ThreatResult, RunMeta), SimError> {
        run_threat(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a named monster's threat",
            title: "DCSS threat",
            headline: |q| {
                Some((
                    "expected blows landed before you act again",
                    q.get("exact.mean_lands_before_you_act")?,
                    Better::Lower,
                ))
            },
            better: crate::dcss::better,
            table: &[
                "derived.ev",
                "exact.p_land_by_attack[0]",
                "exact.p_at_least_2_before_you_act",
                "exact.mean_lands_before_you_act",
            ],
            lines: || {
                (
                    vec![
                        Series::new("P(first attack lands)", "exact.p_land_by_attack[0]", 100.0),
                        Series::new(
                            "P(≥ 2 blows before you act)",
                            "exact.p_at_least_2_before_you_act",
                            100.0,
                        ),
                    ],
                    "chance (%)",
                )
            },
            heat: || {
                Series::new(
                    "P(≥ 2 blows before you act)",
                    "exact.p_at_least_2_before_you_act",
                    100.0,
                )
            },
        })
    }
}
