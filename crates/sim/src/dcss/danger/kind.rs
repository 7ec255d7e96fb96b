//! `roguesim danger` as a report kind: its fields, its rule set, its exact side and its run.

use mechanics::dcss::rules::RuleSet;

use super::result::{DangerExactReport, DangerResult};
use super::run::{exact_danger, run_danger};
use super::spec::DangerSpec;
use crate::dcss::input::{BUILD_FIELDS, DefenderSpec, write_out_defender_under};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{File, Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile};

/// `roguesim danger`: every monster a level can make, ranked by your chance to lose to it.
pub struct Danger;

impl Kind for Danger {
    const KEY: &'static str = "danger";
    const ABOUT: &'static str =
        "Every monster a level can make, ranked by your chance to lose to it with its band";
    const EXAMPLE: &'static [&'static str] = &[
        "--place",
        "D:3",
        "--species",
        "human",
        "--xl",
        "6",
        "--str",
        "14",
        "--dex",
        "12",
        "--fighting",
        "5",
        "--body",
        "leather armour",
        "--player-weapon",
        "mace",
        "--weapon-skill",
        "6",
    ];
    type Spec = DangerSpec;
    type Exact = DangerExactReport;
    type Result = DangerResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            crate::dcss::offence::OFFENCE_FIELDS,
            &[
                Field::new("hp", "hp", Whole, "your HP at the start"),
                Field::new("place", "place", Text, "the level"),
                Field::new("terrain", "terrain", Text, "where a band meets you"),
                Field::new("rules", "rules", Text, "the rule set"),
                Field::new("character", "character", File, "a character dump"),
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut DangerSpec) -> Result<(), InputError> {
        spec.read_files()
    }

    fn write_out_files(spec: &mut DangerSpec) -> Result<(), InputError> {
        if spec.character.is_some() {
            spec.defender = Some(spec.defender()?);
            spec.character = None;
            spec.character_dump = None;
        }
        let Some(d) = spec.defender.as_ref() else {
            return Ok(());
        };
        if d.character.is_some() {
            // A dump's offence becomes the offence fields, and its build the defender's.
            let duel = spec.duel(d.clone(), "MONS_ORC", 1);
            let player = duel.resolve_player()?.spec;
            spec.offence = spec.offence.written_from(&player);
        }
        // The dump's release stays the rule set once its build is written out.
        let DangerSpec {
            defender, rules, ..
        } = spec;
        defender
            .as_mut()
            .map_or(Ok(()), |d| write_out_defender_under(d, rules))
    }

    fn reading_notes(spec: &DangerSpec) -> Vec<String> {
        DefenderSpec::notes_of(spec.defender().ok().as_ref(), spec.rules)
    }

    fn rules_field(spec: &mut DangerSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &DangerSpec) -> Option<RuleSet> {
        spec.defender().ok().and_then(|d| d.dump_rules())
    }

    fn rules(spec: &DangerSpec) -> Result<String, InputError> {
        Ok(crate::dcss::offence::rules_line(
            crate::dcss::rules::in_force(spec.rules)?,
        ))
    }

    fn exact(spec: &DangerSpec) -> Result<DangerExactReport, SimError> {
        exact_danger(spec)
    }

    fn run(spec: &DangerSpec, cfg: &RunConfig) -> Result<(DangerResult, RunMeta), SimError> {
        run_danger(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a danger table",
            title: "DCSS danger table",
            headline: |q| {
                Some((
                    "P(the next monster beats you)",
                    q.get("exact.p_next_monster_beats_you")?,
                    Better::Lower,
                ))
            },
            better,
            table: &["exact.p_next_monster_beats_you", "exact.p_picked_left_out"],
            lines: || {
                (
                    vec![Series::new(
                        "P(the next monster beats you)",
                        "exact.p_next_monster_beats_you",
                        100.0,
                    )],
                    "chance (%)",
                )
            },
            heat: || {
                Series::new(
                    "P(the next monster beats you)",
                    "exact.p_next_monster_beats_you",
                    100.0,
                )
            },
        })
    }
}

/// Which way a danger quantity is better for you: a lower chance to lose, less HP lost and
/// fewer actions to kill (`docs/rules/dcss-spawns.md` §8).
fn better(key: &str) -> Option<Better> {
    direction(
        key,
        &[
            "p_next_monster_beats_you",
            "p_lose_alone",
            "p_lose_with_band",
            "expected_hp_lost_given_win",
            "expected_actions_to_kill",
        ],
        &[],
        &[],
    )
}
