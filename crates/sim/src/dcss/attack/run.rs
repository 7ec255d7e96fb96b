//! `roguesim attack` as a report kind: its fields, its exact side and its run.

use super::exact::{derived, exact_attack, exact_of};
use super::experiment::{AttackAcc, AttackExperiment};
use super::ranged::run_ranged;
use super::report::{AttackExactOutcome, AttackReport, RangedExactReport};
use super::result::{AttackQuantities, AttackResult};
use super::spec::AttackScenario;
use crate::dcss::law::ValueLaw;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::{Content, RunMeta};
use crate::scenario::FieldValue::{Decimal, File, Switch, Text, Whole};
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};
use crate::stats::{Estimate, Estimated, MeanEstimate, Proportion, finite_sigmas};
use mechanics::dcss::rules::RuleSet;

/// The estimates of a run, keyed like the exact values.
fn measure(acc: &AttackAcc, n: u64, x: &AttackQuantities<f64>) -> AttackQuantities<Estimate> {
    let share = |c: u64, of: u64| Estimate::Proportion(Proportion::new(c, of));
    let at = |bins: &[u64], i: usize| bins.get(i).copied().unwrap_or(0);
    let landed = acc.outcomes[2];
    let law =
        |bins: &[u64], len: usize, of: u64| (0..len).map(|i| share(at(bins, i), of)).collect();
    let keyed = |bins: &[u64], exact: &ValueLaw<f64>, of: u64| {
        ValueLaw(
            exact
                .0
                .iter()
                .map(|&(v, _)| (v, share(at(bins, v.max(0) as usize), of)))
                .collect(),
        )
    };
    let mean = |bins: &[u64]| MeanEstimate::from_counts(bins).map_or(share(0, 0), Estimate::Mean);
    let named = !x.monster_hp_distribution.is_empty();
    let mut killed = 0;
    AttackQuantities {
        p_hit: share(landed, n),
        p_blocked: share(acc.outcomes[1], n),
        p_miss: share(acc.outcomes[0], n),
        damage_distribution: law(&acc.damage, x.damage_distribution.len(), landed),
        damage_mean: mean(&acc.damage),
        delay_distribution: keyed(&acc.delay, &x.delay_distribution, n),
        delay_mean: mean(&acc.delay),
        action_damage_distribution: law(&acc.action, x.action_damage_distribution.len(), n),
        action_damage_mean: mean(&acc.action),
        monster_hp_distribution: keyed(&acc.hp, &x.monster_hp_distribution, n),
        monster_hp_mean: named.then(|| mean(&acc.hp)),
        p_killed_within_attacks: (0..x.p_killed_within_attacks.len())
            .map(|k| {
                killed += at(&acc.kills, k);
                share(killed, n)
            })
            .collect(),
        // A censored sequence's length is unknown: no mean then.
        expected_attacks_to_kill: x
            .expected_attacks_to_kill
            .filter(|_| acc.censored == 0)
            .and_then(|_| MeanEstimate::from_sums(n, acc.actions_sum, acc.actions_sq_sum))
            .map(Estimate::Mean),
        expected_aut_to_kill: x
            .expected_aut_to_kill
            .filter(|_| acc.censored == 0)
            .and_then(|_| MeanEstimate::from_sums(n, acc.aut_sum, acc.aut_sq_sum))
            .map(Estimate::Mean),
    }
}

/// Runs an attack scenario: its exact laws and the Monte Carlo estimates beside them.
pub fn run_attack(
    spec: &AttackScenario,
    cfg: &RunConfig,
) -> Result<(AttackResult, RunMeta), SimError> {
    let setup = spec.resolve()?;
    let exact = exact_of(&setup);
    let outcome = run(&AttackExperiment::new(&setup), cfg)?;
    let n = outcome.trials;
    let x = &exact.quantities;
    let measured = measure(&outcome.acc, n, x);
    let estimate = Estimated {
        values: measured.zip_map(x, |e, _| e.value()),
        intervals: measured.zip_map(x, |e, _| e.ci95()),
        sigmas: measured.zip_map(x, finite_sigmas),
    };
    let named = setup.resolved.opponent.is_some();
    let meta = RunMeta::from_outcome(rules_line(&setup), "attacks", &outcome);
    Ok((
        AttackResult {
            derived: derived(&setup),
            exact,
            estimate,
            attacks_simulated: n,
            censored_kills: named.then_some(outcome.acc.censored),
            measured,
        },
        meta,
    ))
}

/// The rules line of an attack report.
fn rules_line(setup: &super::spec::AttackSetup) -> String {
    crate::dcss::offence::rules_line(setup.rules)
}

/// `roguesim attack`: your attack on a monster.
pub struct AttackKind;

impl Kind for AttackKind {
    const KEY: &'static str = "attack";
    const ABOUT: &'static str = "Your attack on a monster";
    const EXAMPLE: &'static [&'static str] = &[
        "--monster",
        "orc warrior",
        "--str",
        "15",
        "--dex",
        "14",
        "--fighting",
        "10",
        "--player-weapon",
        "long sword",
        "--weapon-skill",
        "12",
    ];
    type Spec = AttackScenario;
    type Exact = AttackExactOutcome;
    type Result = AttackReport;

    fn fields() -> Vec<Field> {
        vec![
            Field::new("str", "str", Whole, "Strength"),
            Field::new("dex", "dex", Whole, "Dexterity"),
            Field::new("xl", "xl", Whole, "experience level"),
            Field::new("fighting", "fighting", Decimal, "Fighting skill"),
            Field::new(
                "weapon_skill",
                "weapon-skill",
                Decimal,
                "your weapon's skill",
            ),
            Field::new(
                "unarmed_combat",
                "unarmed-combat",
                Decimal,
                "Unarmed Combat skill",
            ),
            Field::new(
                "weapon_plus",
                "player-weapon-plus",
                Whole,
                "your weapon's enchantment",
            ),
            Field::new("slaying", "slaying", Whole, "slaying"),
            Field::new("shields", "shields-skill", Decimal, "Shields skill"),
            Field::new("claws", "claws", Whole, "claws"),
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
            Field::new(
                "attacks",
                "attacks",
                Whole,
                "your attacks the kill odds cover",
            ),
            Field::new("weapon", "player-weapon", Text, "your weapon"),
            Field::new("brand", "brand", Text, "your weapon's brand"),
            Field::new("shield", "shield", Text, "your shield"),
            Field::new("monster.name", "monster", Text, "the monster"),
            Field::new("monster.armour", "monster-armour", Text, "its armour"),
            Field::new("monster.shield", "monster-shield", Text, "its shield"),
            Field::new("rules", "rules", Text, "the rule set"),
            Field::new("might", "might", Switch, "might"),
            Field::new(
                "offhand_free",
                "offhand-free",
                Switch,
                "a free off-hand for the punch",
            ),
            Field::new("weak", "weak", Switch, "weakness"),
            Field::new("confused", "confused", Switch, "confusion"),
            Field::new("finesse", "finesse", Switch, "Finesse"),
            Field::new("haste", "haste", Switch, "haste"),
            Field::new("berserk", "berserk", Switch, "berserk"),
            Field::new("slow", "slow", Switch, "slowness"),
            Field::new("character", "character", File, "a character dump"),
            // A shot, a throw or a spell: the ranged object's fields, written beside the
            // attack's (`docs/rules/dcss-0.34-player-ranged.md` §2–§6).
            Field::new("spell", "spell", Text, "your attack spell"),
            Field::new("item", "launcher", Text, "your launcher"),
            Field::new("item", "throw", Text, "your missile"),
            Field::new(
                "plus",
                "launcher-plus",
                Whole,
                "your launcher's enchantment",
            ),
            Field::new(
                "brand",
                "ranged-brand",
                Text,
                "your launcher's or missile's brand",
            ),
            Field::new(
                "ranged_weapons",
                "ranged-weapons",
                Decimal,
                "Ranged Weapons skill",
            ),
            Field::new("throwing", "throwing", Decimal, "Throwing skill"),
            Field::new("int", "int", Whole, "Intelligence"),
            Field::new(
                "spellcasting",
                "spellcasting",
                Decimal,
                "Spellcasting skill",
            ),
            Field::new("conj", "conjurations", Decimal, "Conjurations skill"),
            Field::new("fire", "fire-magic", Decimal, "Fire Magic skill"),
            Field::new("ice", "ice-magic", Decimal, "Ice Magic skill"),
            Field::new("air", "air-magic", Decimal, "Air Magic skill"),
            Field::new("earth", "earth-magic", Decimal, "Earth Magic skill"),
            Field::new("necro", "necromancy", Decimal, "Necromancy skill"),
            Field::new("alch", "alchemy", Decimal, "Alchemy skill"),
            Field::new("tloc", "translocations", Decimal, "Translocations skill"),
            Field::new("enhancers", "enhancers", Whole, "the spell's enhancers"),
            Field::new("wizardry", "wizardry", Whole, "wizardry"),
            Field::new("armour", "body", Text, "your body armour"),
            Field::new("armour_skill", "armour-skill", Decimal, "Armour skill"),
        ]
    }

    fn read_files(spec: &mut AttackScenario) -> Result<(), InputError> {
        spec.read_character()
    }

    fn rules_field(spec: &mut AttackScenario) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &AttackScenario) -> Option<RuleSet> {
        spec.dump.as_ref().map(|d| d.rules.rules)
    }

    fn reading_notes(spec: &AttackScenario) -> Vec<String> {
        spec.dump
            .as_deref()
            .zip(spec.rule_set().ok())
            .map_or_else(Vec::new, |(d, r)| d.reading_notes(r))
    }

    fn rules(spec: &AttackScenario) -> Result<String, InputError> {
        let rules = spec.rule_set()?;
        Ok(match spec.ranged {
            Some(_) => rules.name().to_string(),
            None => crate::dcss::offence::rules_line(rules),
        })
    }

    fn exact(spec: &AttackScenario) -> Result<AttackExactOutcome, SimError> {
        if let Some((setup, attacks)) = spec.resolve_ranged()? {
            return Ok(AttackExactOutcome::Ranged(RangedExactReport {
                derived: super::ranged::exact::derived(&setup),
                exact: super::ranged::exact::exact_of(&setup, attacks),
            }));
        }
        exact_attack(spec).map(AttackExactOutcome::Melee)
    }

    fn run(spec: &AttackScenario, cfg: &RunConfig) -> Result<(AttackReport, RunMeta), SimError> {
        if let Some((setup, attacks)) = spec.resolve_ranged()? {
            let rules = spec.rule_set()?.name().to_string();
            let (r, meta) = run_ranged(&setup, attacks, rules, cfg)?;
            return Ok((AttackReport::Ranged(Box::new(r)), meta));
        }
        run_attack(spec, cfg).map(|(r, m)| (AttackReport::Melee(Box::new(r)), m))
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "your attack on a monster",
            title: "DCSS, your attack",
            headline: |q| {
                q.get("exact.expected_attacks_to_kill")
                    .map(|v| ("expected attacks to kill", v, Better::Lower))
                    .or_else(|| Some(("P(hit)", q.get("exact.p_hit")?, Better::Higher)))
            },
            better,
            table: &[
                "exact.p_hit",
                "exact.p_blocked",
                "exact.damage_mean",
                "exact.delay_mean",
                "exact.expected_attacks_to_kill",
            ],
            lines: || {
                (
                    vec![
                        Series::new("P(hit)", "exact.p_hit", 100.0),
                        Series::new("P(blocked)", "exact.p_blocked", 100.0),
                    ],
                    "chance (%)",
                )
            },
            heat: || Series::new("P(hit)", "exact.p_hit", 100.0),
        })
    }
}

/// Which way a quantity of an attack report is better for the attacker.
fn better(key: &str) -> Option<Better> {
    crate::scenario::profile::direction(
        key,
        &[
            "p_blocked",
            "p_miss",
            "delay_mean",
            "expected_attacks_to_kill",
            "expected_aut_to_kill",
        ],
        &[],
        &[
            "p_hit",
            "damage_mean",
            "action_damage_mean",
            "display_percent",
        ],
    )
}

/// The attack report of either form is the `attack` kind's content.
impl Content for AttackReport {
    fn kind(&self) -> &'static str {
        AttackKind::KEY
    }
}
