//! `roguesim damage` as a report kind: its fields, its exact side and its run.

use super::exact::{DamageExactReport, exact_damage, exact_of};
use super::experiment::DamageExperiment;
use super::result::{DamageQuantities, DamageResult};
use super::spec::DamageSpec;
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{BUILD_FIELDS, RULES_FIELD, read_defender, write_out_defender_under};
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Decimal, Derived, Switch, Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::{Estimate, MeanEstimate, Proportion, estimated};
use mechanics::dcss::rules::RuleSet;

/// Runs a damage scenario.
pub fn run_damage(spec: &DamageSpec, cfg: &RunConfig) -> Result<(DamageResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let exact = exact_of(&setup);
    let outcome = run(
        &DamageExperiment {
            setup: &setup,
            max: exact.distribution.len() - 1,
        },
        cfg,
    )?;
    let acc = &outcome.acc;
    let n = outcome.trials;
    let share = |c: u64| Estimate::Proportion(Proportion::new(c, n));
    let mut deaths = 0u64;
    let tracked = setup.fight.as_ref().map_or(0, |(_, r)| *r as usize);
    let measured = DamageQuantities {
        distribution: (0..exact.distribution.len())
            .map(|i| share(acc.damage.get(i).copied().unwrap_or(0)))
            .collect(),
        mean: MeanEstimate::from_counts(&acc.damage)
            .map(Estimate::Mean)
            .ok_or_else(|| SimError::Output("no attacks were counted".into()))?,
        p_dead_within_rounds: (0..tracked)
            .map(|r| {
                deaths += acc.death_round.get(r).copied().unwrap_or(0);
                share(deaths)
            })
            .collect(),
        expected_rounds_to_death: exact
            .expected_rounds_to_death
            .and_then(|_| MeanEstimate::from_sums(n, acc.rounds_sum, acc.rounds_sq_sum))
            .map(Estimate::Mean),
    };
    let estimate = estimated(&measured, Some(&exact));
    Ok((
        DamageResult {
            derived: setup.derived,
            exact,
            estimate,
            censored_fights: setup.fight.as_ref().map(|_| acc.death_round[tracked]),
            measured,
        },
        RunMeta::from_outcome(setup.rules.name(), "landed attacks", &outcome),
    ))
}

/// `roguesim damage`: one landed attack's damage after AC, and the rounds a player survives.
pub struct Damage;

impl Kind for Damage {
    const KEY: &'static str = "damage";
    const ABOUT: &'static str = "Damage after AC and rounds survived";
    const EXAMPLE: &'static [&'static str] = &[
        "--attack-damage",
        "20",
        "--weapon",
        "giant club",
        "--ac",
        "12",
    ];
    type Spec = DamageSpec;
    type Exact = DamageExactReport;
    type Result = DamageResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            &[
                Field::new(
                    "attack_damage",
                    "attack-damage",
                    Whole,
                    "the attack's damage",
                ),
                Field::new(
                    "weapon_plus",
                    "weapon-plus",
                    Whole,
                    "its weapon's enchantment",
                ),
                Field::new("ac", "ac", Whole, "the player's AC"),
                Field::new("ac_x100", "ac-x100", Whole, "the player's AC ×100"),
                Field::new("p_land", "p-land", Decimal, "P(an attack lands)"),
                Field::new("attacks", "attacks", Whole, "attacks per round"),
                Field::new("hp", "hp", Whole, "HP at the start"),
                Field::new("rounds", "rounds", Whole, "rounds"),
                Field::new("weapon", "weapon", Text, "its weapon"),
                Field::new("weapon_damage", "weapon", Derived, "its weapon's damage"),
                Field::new("heavy", "heavy", Switch, "the heavy brand"),
                Field::new("modifiers.might", "might", Switch, "might or berserk"),
                Field::new("modifiers.idealised", "idealised", Switch, "idealised"),
                Field::new("modifiers.weak", "weak", Switch, "weakness"),
                Field::new("modifiers.stab", "stab", Switch, "a stab"),
                Field::new("modifiers.cleave", "cleave", Switch, "a cleave's follow-up"),
                Field::new("modifiers_034.tempered", "tempered", Switch, "Tempered"),
                Field::new("modifiers_034.beogh", "beogh", Switch, "Touch of Beogh"),
                Field::new("modifiers_034.figment", "figment", Switch, "a figment"),
                RULES_FIELD,
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut DamageSpec) -> Result<(), InputError> {
        spec.defender.as_mut().map_or(Ok(()), read_defender)
    }

    fn write_out_files(spec: &mut DamageSpec) -> Result<(), InputError> {
        match spec.defender.as_mut() {
            Some(d) => write_out_defender_under(d, &mut spec.rules),
            None => Ok(()),
        }
    }

    fn rules_field(spec: &mut DamageSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &DamageSpec) -> Option<RuleSet> {
        spec.defender.as_ref().and_then(|d| d.dump_rules())
    }

    fn reading_notes(spec: &DamageSpec) -> Vec<String> {
        DefenderSpec::notes_of(spec.defender.as_ref(), spec.rules)
    }

    fn rules(spec: &DamageSpec) -> Result<String, InputError> {
        Ok(spec.rule_set()?.name().into())
    }

    fn exact(spec: &DamageSpec) -> Result<DamageExactReport, SimError> {
        exact_damage(spec)
    }

    fn run(spec: &DamageSpec, cfg: &RunConfig) -> Result<(DamageResult, RunMeta), SimError> {
        run_damage(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "one landed attack's damage after AC",
            title: "DCSS damage after AC",
            headline: |q| {
                // How long you last when the fight is described, else what one blow takes.
                if let Some(r) = q.get("exact.expected_rounds_to_death") {
                    return Some(("expected rounds you last", r, Better::Higher));
                }
                Some((
                    "mean damage of a landed attack",
                    q.get("exact.mean")?,
                    Better::Lower,
                ))
            },
            better,
            table: &[
                "derived.ac",
                "derived.true_max_damage",
                "exact.mean",
                "exact.expected_rounds_to_death",
            ],
            lines: || {
                (
                    vec![Series::new(
                        "mean damage of a landed attack",
                        "exact.mean",
                        1.0,
                    )],
                    "damage",
                )
            },
            heat: || Series::new("mean damage of a landed attack", "exact.mean", 1.0),
        })
    }
}

/// Which way a quantity of a damage report is better for the player: damage and death lower,
/// AC, GDR and the rounds you last higher (`docs/rules/dcss-0.31-damage.md` §2).
fn better(key: &str) -> Option<Better> {
    direction(
        key,
        &[
            "mean",
            "p_dead_within_rounds",
            "true_max_damage",
            "displayed_max_damage",
            "weapon_damage",
        ],
        &[],
        &[
            "expected_rounds_to_death",
            "ac",
            "ac_x100",
            "ac_display",
            "gdr_percent",
            "hp",
        ],
    )
}
