//! `roguesim turn` as a report kind: its fields, its exact side and its run.

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::rules::RuleSet;

use super::exact::{ExactStreaks, TurnExactReport, exact_of, exact_turn, under_both_rules};
use super::experiment::{MixedTurnExperiment, TurnExperiment};
use super::result::{Streaks, TurnHistograms, TurnQuantities, TurnResult};
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{
    ATTACKER_FIELDS, BUILD_FIELDS, NUMBER_FIELDS, RULES_FIELD, SHIELD_RULES_FIELD, TurnSpec,
    read_defender, write_out_defender_under,
};
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::Whole;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::Percentiles;
use crate::stats::Record;
use crate::stats::{Estimate, Estimated, Proportion, finite_sigmas};

/// Runs a turn scenario: exact values and the Monte Carlo estimate.
pub fn run_turn(spec: &TurnSpec, cfg: &RunConfig) -> Result<(TurnResult, RunMeta), SimError> {
    let resolved = spec.resolve()?;
    let TurnExactReport {
        monsters,
        derived,
        exact,
        streaks: ExactStreaks {
            exact_longest_distribution: streak_exact,
        },
    } = exact_of(spec, &resolved)?;
    let by_rules = under_both_rules(spec, &derived, &exact)?;
    let outcome = if resolved.is_fixed() {
        run(
            &TurnExperiment::new(&resolved.turn, spec.turns).on(cfg.kernel),
            cfg,
        )?
    } else {
        run(&MixedTurnExperiment::new(&resolved.mixed, spec.turns), cfg)?
    };
    let acc = &outcome.acc;
    let n = resolved.turn.attacks.len();
    let turns = acc.turns;
    let share = |c: u64| Proportion::new(c, turns);
    let per = |o: Outcome| (0..n).map(|k| share(acc.per_attack[k].get(o))).collect();
    let measured = TurnQuantities {
        blocks_distribution: acc.blocks[..=n].iter().map(|&c| share(c)).collect(),
        lands_distribution: acc.lands[..=n].iter().map(|&c| share(c)).collect(),
        p_block_by_attack: per(Outcome::Blocked),
        p_land_by_attack: per(Outcome::Landed),
        p_miss_by_attack: per(Outcome::Missed),
        p_at_least_lands: (0..=n)
            .map(|j| share(acc.lands[j..=n].iter().sum()))
            .collect(),
    };
    let exact_given = Some(&exact);
    let estimate = Estimated {
        values: measured.zip_map(exact_given, &|p, _| p.estimate()),
        intervals: measured.zip_map(exact_given, &|p, _| p.wilson95().as_array()),
        sigmas: measured.zip_map(exact_given, &|p, e| {
            e.and_then(|e| finite_sigmas(&Estimate::Proportion(*p), e))
        }),
    };
    let fights = outcome.trials;
    let streak_counts = &acc.streak[..=n * spec.turns as usize];
    let streaks = Streaks {
        turns_per_fight: spec.turns,
        fights,
        counts: streak_counts.to_vec(),
        exact_longest_distribution: streak_exact,
        longest_distribution: streak_counts
            .iter()
            .map(|&c| c as f64 / fights as f64)
            .collect(),
        percentiles: Percentiles::from_counts(streak_counts)?,
    };
    let histograms = TurnHistograms {
        blocks: Percentiles::from_counts(&acc.blocks[..=n])?,
        lands: Percentiles::from_counts(&acc.lands[..=n])?,
    };
    let unit = match spec.turns {
        1 => "turns".to_string(),
        t => format!("fights of {t} turns ({turns} turns)"),
    };
    Ok((
        TurnResult {
            monsters,
            derived,
            exact,
            estimate,
            streaks,
            histograms,
            turns_simulated: turns,
            rules: spec.shield_rules,
            measured,
            by_rules,
        },
        RunMeta::from_outcome(
            crate::dcss::rules_line(resolved.rules, spec.shield_rules),
            unit,
            &outcome,
        ),
    ))
}

/// `roguesim turn`: a defender turn of attacks.
pub struct Turn;

impl Kind for Turn {
    const KEY: &'static str = "turn";
    const ABOUT: &'static str = "A defender turn of attacks";
    const EXAMPLE: &'static [&'static str] = &[
        "--monster-hd",
        "5",
        "--ev",
        "15",
        "--sh-internal",
        "27",
        "--attacks",
        "4",
        "--block-limit",
        "3",
    ];
    const FIGURE: bool = true;
    type Spec = TurnSpec;
    type Exact = TurnExactReport;
    type Result = TurnResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            NUMBER_FIELDS,
            ATTACKER_FIELDS,
            &[
                Field::new("attackers[0].attacks", "attacks", Whole, "attacks per turn"),
                Field::new("attackers[0].count", "count", Whole, "monsters"),
                Field::new("turns", "turns", Whole, "turns per fight"),
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

    fn exact(spec: &TurnSpec) -> Result<TurnExactReport, SimError> {
        exact_turn(spec)
    }

    fn run(spec: &TurnSpec, cfg: &RunConfig) -> Result<(TurnResult, RunMeta), SimError> {
        run_turn(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a defender turn of attacks",
            title: "DCSS, one defender turn",
            headline: |q| {
                let landed: f64 =
                    q.0.iter()
                        .filter(|(k, _)| k.starts_with("exact.p_land_by_attack["))
                        .map(|(_, v)| v)
                        .sum();
                Some(("expected landed attacks per turn", landed, Better::Lower))
            },
            better: crate::dcss::better,
            table: &[
                "derived.ev",
                "derived.sh",
                "exact.lands_distribution[0]",
                "exact.p_at_least_lands[1]",
                "exact.p_at_least_lands[2]",
            ],
            lines: || {
                (
                    (1..=8)
                        .map(|j| {
                            Series::new(
                                format!("P(≥ {j} land)"),
                                format!("exact.p_at_least_lands[{j}]"),
                                100.0,
                            )
                        })
                        .collect(),
                    "chance per turn (%)",
                )
            },
            heat: || {
                Series::new(
                    "P(at least one attack lands) per turn",
                    "exact.p_at_least_lands[1]",
                    100.0,
                )
            },
        })
    }
}
