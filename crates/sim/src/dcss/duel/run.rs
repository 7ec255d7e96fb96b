//! `roguesim duel` as a report kind: its fields, its exact side and its run.

use super::exact::{DuelExactReport, duel_report, exact_duel};
use super::experiment::{DuelAcc, DuelExperiment};
use super::result::{DuelQuantities, DuelResult};
use super::spec::DuelScenario;
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{BUILD_FIELDS, read_defender, write_out_defender_under};
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Switch, Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::{Estimate, Estimated, MeanEstimate, Proportion};
use mechanics::dcss::rules::RuleSet;

/// The estimates of a run of `n` fights, keyed like the exact values; `hp` is the player's
/// HP at the start.
pub fn measure(acc: &DuelAcc, n: u64, hp: usize) -> DuelQuantities<Estimate> {
    let share = |c: u64| Estimate::Proportion(Proportion::new(c, n));
    let at = |v: &[u64], i: usize| v.get(i).copied().unwrap_or(0);
    let within = |v: &[u64]| {
        let mut sum = 0;
        (0..mechanics::dcss::duel::REPORT_TURNS)
            .map(|k| {
                sum += at(v, k);
                share(sum)
            })
            .collect()
    };
    DuelQuantities {
        p_win: share(acc.wins),
        p_lose: share(acc.losses),
        player_hp_left_distribution: (0..=hp).map(|h| share(at(&acc.hp_left, h))).collect(),
        expected_player_turns_given_win: MeanEstimate::from_sums(
            acc.wins,
            acc.win_turns_sum,
            acc.win_turns_sq_sum,
        )
        .map(Estimate::Mean),
        expected_hp_left_given_win: MeanEstimate::from_sums(
            acc.wins,
            acc.hp_left_sum,
            acc.hp_left_sq_sum,
        )
        .map(Estimate::Mean),
        p_monster_dead_within_turns: within(&acc.win_turn),
        p_player_dead_within_turns: within(&acc.lose_turn),
    }
}

/// Runs a duel scenario: its exact chain (where it is small enough) and the Monte Carlo
/// fights beside it.
pub fn run_duel(spec: &DuelScenario, cfg: &RunConfig) -> Result<(DuelResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let DuelExactReport {
        derived,
        exact,
        exact_unavailable,
        offence_alone,
    } = duel_report(&setup);
    let outcome = run(&DuelExperiment::new(&setup, cfg.kernel), cfg)?;
    let hp = setup.variants[0].duel.defence.hp.max(0) as usize;
    let measured = measure(&outcome.acc, outcome.trials, hp);
    let x = exact.as_ref().map(|e| &e.quantities);
    let estimate = Estimated {
        values: measured.zip_map(x, |e, _| e.value()),
        intervals: measured.zip_map(x, |e, _| e.ci95()),
        sigmas: measured.zip_map(x, |e, v| {
            v.and_then(|v| e.sigmas_from(v)).filter(|s| s.is_finite())
        }),
    };
    let meta = RunMeta::from_outcome(
        crate::dcss::offence::rules_line(setup.rules),
        "fights",
        &outcome,
    );
    Ok((
        DuelResult {
            derived,
            exact,
            exact_unavailable,
            offence_alone,
            estimate,
            fights_simulated: outcome.trials,
            undecided_fights: outcome.acc.undecided,
            measured,
        },
        meta,
    ))
}

/// `roguesim duel`: you and one monster in melee until one dies.
pub struct DuelKind;

impl Kind for DuelKind {
    const KEY: &'static str = "duel";
    const ABOUT: &'static str = "You and a monster in melee until one dies";
    const EXAMPLE: &'static [&'static str] = &[
        "--species",
        "human",
        "--xl",
        "8",
        "--str",
        "15",
        "--dex",
        "12",
        "--fighting",
        "7",
        "--body",
        "ring mail",
        "--player-weapon",
        "long sword",
        "--weapon-skill",
        "8",
        "--monster",
        "orc warrior",
        "--weapon",
        "war axe",
    ];
    type Spec = DuelScenario;
    type Exact = DuelExactReport;
    type Result = DuelResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            crate::dcss::offence::OFFENCE_FIELDS,
            &[
                Field::new("hp", "hp", Whole, "your HP at the start"),
                Field::new(
                    "monster.weapon_plus",
                    "weapon-plus",
                    Whole,
                    "its weapon's enchantment",
                ),
                Field::new(
                    "monster.armour_plus",
                    "monster-armour-plus",
                    Whole,
                    "its armour's enchantment",
                ),
                Field::new(
                    "monster.shield_plus",
                    "monster-shield-plus",
                    Whole,
                    "its shield's enchantment",
                ),
                Field::new("monster.heads", "heads", Whole, "heads"),
                Field::new("depth", "depth", Whole, "the depth its weapon is made at"),
                Field::new(
                    "start_energy",
                    "start-energy",
                    Whole,
                    "its energy before your first action",
                ),
                Field::new("monster.name", "monster", Text, "the monster"),
                Field::new("monster.weapon", "weapon", Text, "its weapon"),
                Field::new("monster.armour", "monster-armour", Text, "its armour"),
                Field::new("monster.shield", "monster-shield", Text, "its shield"),
                Field::new("rules", "rules", Text, "the rule set"),
                Field::new("ranged.spell", "spell", Text, "your attack spell"),
                Field::new(
                    "ranged.distance",
                    "distance",
                    Whole,
                    "its distance at the start",
                ),
                Field::new("ranged.then", "then", Text, "what you do when it is spent"),
                Field::new("ranged.mp", "mp", Whole, "your MP"),
                Field::new("ranged.missiles", "missiles", Whole, "your missiles"),
                Field::new("melee", "melee", Switch, "melee even with a ranged dump"),
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut DuelScenario) -> Result<(), InputError> {
        spec.defender.as_mut().map_or(Ok(()), read_defender)
    }

    fn write_out_files(spec: &mut DuelScenario) -> Result<(), InputError> {
        let Some(d) = spec.defender.as_mut() else {
            return Ok(());
        };
        if d.character.is_some() {
            let rules = spec.rules;
            let resolved = DuelScenario {
                rules,
                ..spec.clone()
            };
            // A dump's offence becomes the offence fields, its ranged attack the ranged
            // fields in full, and its build the defender's.
            let setup = resolved.resolve()?;
            if let Some(r) = &setup.ranged {
                spec.ranged = Some(r.full.clone());
            }
            let player = setup.player;
            spec.offence = spec.offence.written_from(&player);
        }
        // The dump's release stays the rule set once its build is written out.
        let DuelScenario {
            defender, rules, ..
        } = spec;
        defender
            .as_mut()
            .map_or(Ok(()), |d| write_out_defender_under(d, rules))
    }

    fn rules_field(spec: &mut DuelScenario) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &DuelScenario) -> Option<RuleSet> {
        spec.defender.as_ref().and_then(|d| d.dump_rules())
    }

    fn reading_notes(spec: &DuelScenario) -> Vec<String> {
        DefenderSpec::notes_of(spec.defender.as_ref(), spec.rules)
    }

    fn rules(spec: &DuelScenario) -> Result<String, InputError> {
        Ok(crate::dcss::offence::rules_line(spec.rule_set()?))
    }

    fn exact(spec: &DuelScenario) -> Result<DuelExactReport, SimError> {
        exact_duel(spec)
    }

    fn run(spec: &DuelScenario, cfg: &RunConfig) -> Result<(DuelResult, RunMeta), SimError> {
        run_duel(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a duel",
            title: "DCSS duel",
            headline: |q| Some(("P(you win)", q.get("exact.p_win")?, Better::Higher)),
            better,
            table: &[
                "exact.p_win",
                "exact.expected_player_turns_given_win",
                "exact.expected_hp_left_given_win",
                "offence_alone.expected_attacks_to_kill",
            ],
            lines: || {
                (
                    vec![
                        Series::new("P(you win)", "exact.p_win", 100.0),
                        Series::new(
                            "P(dead within 5 turns)",
                            "exact.p_player_dead_within_turns[4]",
                            100.0,
                        ),
                    ],
                    "chance (%)",
                )
            },
            heat: || Series::new("P(you win)", "exact.p_win", 100.0),
        })
    }
}

/// Which way a duel's quantity is better for you.
fn better(key: &str) -> Option<Better> {
    direction(
        key,
        &[
            "p_lose",
            "p_player_dead_within_turns",
            "expected_player_turns_given_win",
            "expected_attacks_to_kill",
            "expected_aut_to_kill",
        ],
        &[],
        &[
            "p_win",
            "p_monster_dead_within_turns",
            "expected_hp_left_given_win",
            "p_killed_within_attacks",
        ],
    )
}
