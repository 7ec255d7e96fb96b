//! `roguesim threat` as a report kind: its fields, its exact side and its run
//! (`docs/rules/monsters-and-dumps.md` §5).

use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn};

use super::estimates::{fight_estimates, measure};
use super::exact::{ThreatExactReport, exact_threat, threat_report};
use super::experiment::BeforeYouActExperiment;
use super::result::ThreatResult;
use super::spec::ThreatSpec;
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{
    BUILD_FIELDS, NUMBER_FIELDS, RULES_FIELD, SHIELD_RULES_FIELD, read_defender,
    write_out_defender_under,
};
use crate::dcss::turn::MixedTurnExperiment;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Text, Whole};
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::{Estimated, finite_sigmas};

/// `roguesim threat`: how dangerous a named monster is to a defender.
pub struct Threat;

impl Kind for Threat {
    const KEY: &'static str = "threat";
    const ABOUT: &'static str = "A named monster's threat";
    const EXAMPLE: &'static [&'static str] = &[
        "--monster",
        "orc warrior",
        "--count",
        "2",
        "--ev",
        "15",
        "--ac",
        "5",
        "--hp",
        "40",
    ];
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
                Field::new("player_action", "player-action", Text, "your action"),
                Field::new("ac", "ac", Whole, "your AC"),
                Field::new("ac_x100", "ac-x100", Whole, "your AC ×100"),
                Field::new("hp", "hp", Whole, "your HP at the start"),
                Field::new("monster", "monster", Text, "the monster"),
                Field::new("weapon", "weapon", Text, "its weapon"),
                SHIELD_RULES_FIELD,
                RULES_FIELD,
            ],
            crate::dcss::offence::OFFENCE_FIELDS,
        ]
        .concat()
    }

    fn read_files(spec: &mut ThreatSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut ThreatSpec) -> Result<(), InputError> {
        write_out_defender_under(&mut spec.defender, &mut spec.rules)
    }

    fn rules_field(spec: &mut ThreatSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &ThreatSpec) -> Option<RuleSet> {
        spec.defender.dump_rules()
    }

    fn reading_notes(spec: &ThreatSpec) -> Vec<String> {
        DefenderSpec::notes_of(Some(&spec.defender), spec.rules)
    }

    fn rules(spec: &ThreatSpec) -> Result<String, InputError> {
        Ok(crate::dcss::rules_line(spec.rule_set()?, spec.shield_rules))
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
                // What decides fights: P(win) when your offence is known, else how long you
                // last (which AC moves), else the blows before you act again.
                if let Some(p) = q.get("duel.exact.p_win") {
                    return Some(("P(you win the duel)", p, Better::Higher));
                }
                if let Some(t) = q.get("exact.expected_turns_to_death") {
                    return Some(("expected turns you last", t, Better::Higher));
                }
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

/// Runs a threat: its exact laws and both Monte Carlo experiments.
pub fn run_threat(spec: &ThreatSpec, cfg: &RunConfig) -> Result<(ThreatResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let ThreatExactReport {
        monster,
        by_weapon,
        attacks,
        derived,
        exact,
        damage,
        duel: _,
        ranged,
    } = threat_report(&setup, spec)?;
    let (duel_setup, duel_unavailable) = match super::duel::duel_setup(spec)? {
        Ok(d) => (d, None),
        Err(why) => (None, Some(why)),
    };
    let duel = match duel_setup {
        Some(d) => Some(super::duel::threat_duel(&d, cfg)?),
        None => None,
    };
    let round_turn = MixedTurn {
        attackers: vec![AttackerVariants {
            variants: setup.round.clone(),
        }],
        block_limit: setup.block_limit,
    };
    let round_run = run(&MixedTurnExperiment::new(&round_turn, 1), cfg)?;
    let turn_run = run(&BeforeYouActExperiment::new(&setup), cfg)?;
    let mut measured = measure(&exact, &round_run.acc, &turn_run.acc);
    let fights = match setup.body {
        Some(body) => match body.hp {
            Some(hp) => Some(fight_estimates(
                &setup,
                spec,
                body,
                hp,
                cfg,
                &exact,
                &mut measured,
            )?),
            None => None,
        },
        None => None,
    };
    let mut estimate = Estimated {
        values: measured.zip_map(&exact, |e, _| e.value()),
        intervals: measured.zip_map(&exact, |e, _| e.ci95()),
        sigmas: measured.zip_map(&exact, finite_sigmas),
    };
    if exact.p_dead_within_turns.is_empty() {
        // Survival without exact values: the estimates stand alone.
        estimate.sigmas.p_dead_within_turns = vec![None; measured.p_dead_within_turns.len()];
    }
    let result = ThreatResult {
        monster,
        count: setup.count,
        player_action: setup.action,
        delay: setup.delay,
        by_weapon,
        attacks,
        derived,
        exact,
        estimate,
        damage,
        duel,
        duel_unavailable,
        ranged,
        fights_simulated: fights.map(|f| f.0),
        censored_fights: fights.map(|f| f.1),
        rounds_simulated: round_run.trials,
        player_actions_simulated: turn_run.trials,
        rules: spec.shield_rules,
        measured,
    };
    let meta = RunMeta::from_outcome(
        crate::dcss::rules_line(setup.rules, spec.shield_rules),
        "melee rounds and as many defender actions",
        &round_run,
    );
    Ok((result, meta))
}
