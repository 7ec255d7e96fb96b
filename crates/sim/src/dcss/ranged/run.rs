//! `roguesim ranged` as a report kind: its fields, its exact side and its run
//! (`docs/rules/dcss-0.31-ranged.md`, `docs/rules/dcss-0.34-ranged.md`).

use mechanics::dcss::rules::RuleSet;
use std::time::Duration;

use super::exact::{RangedExact, RangedExactReport, exact_ranged, exact_report};
use super::experiment::RangedExperiment;
use super::result::{RangedEstimate, RangedResult, SectionQuantities, estimated, measure};
use super::spec::RangedSpec;
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{BUILD_FIELDS, read_defender, write_out_defender_under};
use crate::dcss::rules::in_force;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::FieldValue::{Switch, Text, Whole};
use crate::scenario::profile::{Better, Series, direction};
use crate::scenario::{Field, Kind, Profile, Quantities};

/// Runs a `ranged` scenario: its exact side and, for each section, its trials.
pub fn run_ranged(spec: &RangedSpec, cfg: &RunConfig) -> Result<(RangedResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let RangedExactReport {
        monster,
        player,
        count,
        attacks,
        notes,
        exact,
    } = exact_report(&setup);
    let mut measured = Vec::new();
    let mut estimates = Vec::new();
    let mut meta: Option<RunMeta> = None;
    let mut elapsed = Duration::ZERO;
    for (section, x) in setup.sections.iter().zip(exact.sections()) {
        let outcome = run(&RangedExperiment::new(&section.play), cfg)?;
        elapsed += outcome.elapsed;
        let x = SectionQuantities::exact(x);
        let m = measure(&x, &outcome.acc, outcome.trials);
        estimates.push(estimated(&m, &x));
        measured.push((x, m));
        meta.get_or_insert_with(|| {
            RunMeta::from_outcome(setup.rules.name(), "trials per section", &outcome)
        });
    }
    let mut meta = meta.ok_or_else(|| SimError::Output("no section was run".into()))?;
    meta.elapsed = elapsed;
    let estimate = match &exact {
        RangedExact::One(_) => {
            RangedEstimate::One(Box::new(estimates.pop().expect("one section was run")))
        }
        RangedExact::Each(_) => RangedEstimate::Each(estimates),
    };
    Ok((
        RangedResult {
            monster,
            player,
            count,
            attacks,
            notes,
            exact,
            estimate,
            trials_per_section: cfg.trials,
            rules: setup.rules.name().to_string(),
            measured,
        },
        meta,
    ))
}

/// `roguesim ranged`: a monster's missiles, spell beams, Smiting and Pain against you.
pub struct Ranged;

/// Which way a ranged quantity is better for the defender.
fn better(key: &str) -> Option<Better> {
    crate::dcss::better(key).or_else(|| {
        direction(
            key,
            &[
                "mean_damage",
                "mean_lands",
                "mean_total_damage",
                "p_total_at_least_hp",
            ],
            &[],
            &["mean_blocks", "p_resist"],
        )
    })
}

/// The first section's value of `name`: `exact.name` for one attack, `exact[0].name` for
/// every attack of a monster.
fn first(q: &Quantities, name: &str) -> Option<f64> {
    q.get(&format!("exact.{name}"))
        .or_else(|| q.get(&format!("exact[0].{name}")))
}

impl Kind for Ranged {
    const KEY: &'static str = "ranged";
    const ABOUT: &'static str = "Monster missiles, beams, Smiting and Pain";
    const EXAMPLE: &'static [&'static str] = &["--monster", "orc priest", "--ev", "15"];
    type Spec = RangedSpec;
    type Exact = RangedExactReport;
    type Result = RangedResult;

    fn fields() -> Vec<Field> {
        [
            BUILD_FIELDS,
            &[
                Field::new("ev", "ev", Whole, "your EV"),
                Field::new("sh", "sh", Whole, "your SH"),
                Field::new("sh_internal", "sh-internal", Whole, "your internal SH"),
                Field::new("ac", "ac", Whole, "your AC"),
                Field::new("ev_x100", "ev-x100", Whole, "your EV ×100"),
                Field::new(
                    "sh_internal_x100",
                    "sh-internal-x100",
                    Whole,
                    "your internal SH ×100",
                ),
                Field::new("ac_x100", "ac-x100", Whole, "your AC ×100"),
                Field::new("block_limit", "block-limit", Whole, "blocks per turn"),
                Field::new("hp", "hp", Whole, "your HP"),
                Field::new("willpower", "willpower", Whole, "your Willpower"),
                Field::new("resist", "resist", Whole, "your resistance"),
                Field::new("count", "count", Whole, "attacks between your actions"),
                Field::new(
                    "launcher_plus",
                    "launcher-plus",
                    Whole,
                    "the launcher's plus",
                ),
                Field::new("slaying", "slaying", Whole, "the monster's slaying"),
                Field::new(
                    "translucent_skin",
                    "translucent-skin",
                    Whole,
                    "Translucent Skin",
                ),
                Field::new("nearby_skulls", "nearby-skulls", Whole, "laughing skulls"),
                Field::new("spell_hd", "spell-hd", Whole, "the caster's spell HD"),
                Field::new("monster", "monster", Text, "the monster"),
                Field::new("spell", "spell", Text, "the spell"),
                Field::new("missile", "missile", Text, "the missile"),
                Field::new("launcher", "launcher", Text, "the launcher"),
                Field::new(
                    "launcher_brand",
                    "launcher-brand",
                    Text,
                    "the launcher's brand",
                ),
                Field::new("rules", "rules", Text, "the DCSS rule set"),
                Field::new("player_unseen", "invisible", Switch, "you are invisible"),
                Field::new(
                    "attacker_unseen",
                    "unseen-attacker",
                    Switch,
                    "you cannot see it",
                ),
                Field::new("backlit", "backlit", Switch, "you are backlit"),
                Field::new("umbra", "umbra", Switch, "you have an umbra"),
                Field::new(
                    "attacker_nightvision",
                    "nightvision",
                    Switch,
                    "it has nightvision",
                ),
                Field::new(
                    "repel_missiles",
                    "repel-missiles",
                    Switch,
                    "you repel missiles",
                ),
                Field::new("incapacitated", "incapacitated", Switch, "you are helpless"),
                Field::new(
                    "portal_projectile",
                    "portal-projectile",
                    Switch,
                    "Portal Projectile",
                ),
                Field::new("evoked", "evoked", Switch, "evoked from a wand"),
            ],
        ]
        .concat()
    }

    fn read_files(spec: &mut RangedSpec) -> Result<(), InputError> {
        spec.defender.as_mut().map_or(Ok(()), read_defender)
    }

    fn write_out_files(spec: &mut RangedSpec) -> Result<(), InputError> {
        match spec.defender.as_mut() {
            Some(d) => write_out_defender_under(d, &mut spec.rules),
            None => Ok(()),
        }
    }

    fn rules_field(spec: &mut RangedSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &RangedSpec) -> Option<RuleSet> {
        spec.defender.as_ref().and_then(|d| d.dump_rules())
    }

    fn reading_notes(spec: &RangedSpec) -> Vec<String> {
        DefenderSpec::notes_of(spec.defender.as_ref(), spec.rules)
    }

    fn rules(spec: &RangedSpec) -> Result<String, InputError> {
        Ok(in_force(spec.rules)?.name().to_string())
    }

    fn exact(spec: &RangedSpec) -> Result<RangedExactReport, SimError> {
        exact_ranged(spec)
    }

    fn run(spec: &RangedSpec, cfg: &RunConfig) -> Result<(RangedResult, RunMeta), SimError> {
        run_ranged(spec, cfg)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a monster's ranged attacks",
            title: "DCSS ranged attack",
            headline: |q| Some(("P(the attack lands)", first(q, "p_land")?, Better::Lower)),
            better,
            table: &[
                "exact.p_hit",
                "exact.p_block",
                "exact.p_land",
                "exact.mean_damage",
                "exact.mean_total_damage",
            ],
            lines: || {
                (
                    vec![
                        Series::new("P(lands)", "exact.p_land", 100.0),
                        Series::new("P(blocked)", "exact.p_block", 100.0),
                    ],
                    "chance (%)",
                )
            },
            heat: || Series::new("P(lands)", "exact.p_land", 100.0),
        })
    }
}
