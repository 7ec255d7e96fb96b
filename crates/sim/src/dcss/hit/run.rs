//! `roguesim hit` as a report kind: its fields, its exact side and its run.

use mechanics::dcss::attack::OutcomeCounts;
use mechanics::dcss::rules::RuleSet;

use super::exact::{HitExactReport, HitParts, exact_hit, hit_parts};
use super::experiment::{HitExperiment, MixedHitExperiment};
use super::result::{HitEstimate, HitResult};
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{
    ATTACKER_FIELDS, BUILD_FIELDS, NUMBER_FIELDS, RULES_FIELD, SHIELD_RULES_FIELD, TurnSpec,
    read_defender, write_out_defender_under,
};
use crate::engine::{RunConfig, RunOutcome, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::Whole;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::{Estimate, Proportion, finite_sigmas};

/// Runs a single attack (the first of the turn described): exact and estimated P(land) and
/// P(block).
pub fn run_hit(spec: &TurnSpec, cfg: &RunConfig) -> Result<(HitResult, RunMeta), SimError> {
    let HitParts {
        report,
        variants,
        rules,
    } = hit_parts(spec)?;
    let outcome: RunOutcome<OutcomeCounts> = if variants.len() == 1 {
        run(&HitExperiment::new(&variants[0].1, cfg.kernel), cfg)?
    } else {
        run(&MixedHitExperiment::new(variants.clone()), cfg)?
    };
    let n = outcome.trials;
    let landed = Proportion::new(outcome.acc.landed(), n);
    let blocked = Proportion::new(outcome.acc.blocked(), n);
    let estimate = HitEstimate {
        p_land: landed.estimate(),
        ci95: landed.wilson95().as_array(),
        p_block: blocked.estimate(),
        p_block_ci95: blocked.wilson95().as_array(),
        sigmas: finite_sigmas(&Estimate::Proportion(landed), report.exact.p_land),
        trials: n,
        landed: outcome.acc.landed(),
        blocked: outcome.acc.blocked(),
    };
    let meta = RunMeta::from_outcome(
        crate::dcss::rules_line(rules, spec.shield_rules),
        "attacks",
        &outcome,
    );
    Ok((
        HitResult {
            monster: report.monster,
            display_pct: report.display_pct,
            derived: report.derived,
            exact: report.exact,
            estimate,
            shielded: variants[0].1.shield.is_some(),
            shield_rules: spec.shield_rules,
        },
        meta,
    ))
}

/// `roguesim hit`: one attack, the first of the turn a [`TurnSpec`] describes.
pub struct Hit;

impl Kind for Hit {
    const KEY: &'static str = "hit";
    const ABOUT: &'static str = "One attack";
    const EXAMPLE: &'static [&'static str] = &[
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
    ];
    type Spec = TurnSpec;
    type Exact = HitExactReport;
    type Result = HitResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            NUMBER_FIELDS,
            ATTACKER_FIELDS,
            &[
                Field::new(
                    "attackers[0].player_to_hit",
                    "player-to-hit",
                    Whole,
                    "the player's to-hit",
                ),
                Field::new("attackers[0].slaying", "slaying", Whole, "its slaying"),
                SHIELD_RULES_FIELD,
                RULES_FIELD,
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut TurnSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut TurnSpec) -> Result<(), InputError> {
        write_out_defender_under(&mut spec.defender, &mut spec.rules)
    }

    fn rules_field(spec: &mut TurnSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &TurnSpec) -> Option<RuleSet> {
        spec.defender.dump_rules()
    }

    fn reading_notes(spec: &TurnSpec) -> Vec<String> {
        DefenderSpec::notes_of(Some(&spec.defender), spec.rules)
    }

    fn rules(spec: &TurnSpec) -> Result<String, InputError> {
        Ok(crate::dcss::rules_line(spec.rule_set()?, spec.shield_rules))
    }

    fn exact(spec: &TurnSpec) -> Result<HitExactReport, SimError> {
        exact_hit(spec)
    }

    fn run(spec: &TurnSpec, cfg: &RunConfig) -> Result<(HitResult, RunMeta), SimError> {
        run_hit(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "one attack",
            title: "DCSS, one attack",
            headline: |q| Some(("P(hit)", q.get("exact.p_hit")?, Better::Lower)),
            better: crate::dcss::better,
            table: &[
                "derived.ev",
                "derived.sh",
                "exact.p_hit",
                "exact.p_block",
                "display_pct",
            ],
            lines: || {
                (
                    vec![
                        Series::new("true P(hit)", "exact.p_hit", 100.0),
                        Series::new("the game's display", "display_pct", 1.0),
                        Series::new("P(block)", "exact.p_block", 100.0),
                    ],
                    "chance (%)",
                )
            },
            heat: || Series::new("true P(hit)", "exact.p_hit", 100.0),
        })
    }
}
