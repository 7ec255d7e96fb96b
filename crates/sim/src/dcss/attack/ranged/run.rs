//! The ranged attack's run: its exact side and the Monte Carlo estimates beside it
//! (`docs/rules/dcss-0.34-player-ranged.md` §2–§9).

use schemars::JsonSchema;
use serde::Serialize;

use super::exact::{RangedExact, derived, exact_of};
use super::experiment::{RangedAcc, RangedExperiment};
use super::result::{KillOdds, RangedDerived, ShotQuantities, SpellQuantities};
use super::spec::RangedSetup;
use crate::dcss::law::ValueLaw;
use crate::engine::{RunConfig, run};
use crate::error::SimError;
use crate::report::RunMeta;
use crate::stats::{Estimate, Estimated, MeanEstimate, Proportion, finite_sigmas};

/// The estimates of a shot or a spell, keyed like their exact values.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum RangedEstimate {
    /// A shot's.
    Shot(Estimated<ShotQuantities<f64>, ShotQuantities<[f64; 2]>, ShotQuantities<Option<f64>>>),
    /// A spell's.
    Spell(Estimated<SpellQuantities<f64>, SpellQuantities<[f64; 2]>, SpellQuantities<Option<f64>>>),
}

/// The measured quantities, for the rows.
#[derive(Clone, Debug, PartialEq)]
pub enum RangedMeasured {
    /// A shot's.
    Shot(ShotQuantities<Estimate>),
    /// A spell's.
    Spell(SpellQuantities<Estimate>),
}

/// The result of a ranged `roguesim attack`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedResult {
    /// The player and the monster as the attack reads them.
    pub derived: RangedDerived,
    /// Exact values.
    pub exact: RangedExact,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate: RangedEstimate,
    /// Attacks simulated (one each, and one kill sequence each with a named monster).
    pub attacks_simulated: u64,
    /// Kill sequences still going after the simulation's cap of actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_kills: Option<u64>,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub measured: RangedMeasured,
}

fn share(c: u64, of: u64) -> Estimate {
    Estimate::Proportion(Proportion::new(c, of))
}

fn at(bins: &[u64], i: usize) -> u64 {
    bins.get(i).copied().unwrap_or(0)
}

fn law(bins: &[u64], len: usize, of: u64) -> Vec<Estimate> {
    (0..len.max(bins.len()))
        .map(|i| share(at(bins, i), of))
        .collect()
}

fn keyed(bins: &[u64], exact: &ValueLaw<f64>, of: u64) -> ValueLaw<Estimate> {
    ValueLaw(
        exact
            .0
            .iter()
            .map(|&(v, _)| (v, share(at(bins, v.max(0) as usize), of)))
            .collect(),
    )
}

fn mean(bins: &[u64]) -> Estimate {
    MeanEstimate::from_counts(bins).map_or(share(0, 0), Estimate::Mean)
}

fn kill(acc: &RangedAcc, n: u64, x: &KillOdds<f64>) -> KillOdds<Estimate> {
    let mut killed = 0;
    KillOdds {
        monster_hp_distribution: keyed(&acc.hp, &x.monster_hp_distribution, n),
        monster_hp_mean: x.monster_hp_mean.map(|_| mean(&acc.hp)),
        p_killed_within_attacks: (0..x.p_killed_within_attacks.len())
            .map(|k| {
                killed += at(&acc.kills, k);
                share(killed, n)
            })
            .collect(),
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

/// Runs a resolved ranged attack: its exact laws and the Monte Carlo estimates beside them.
pub fn run_ranged(
    setup: &RangedSetup,
    attacks: u32,
    rules: String,
    cfg: &RunConfig,
) -> Result<(RangedResult, RunMeta), SimError> {
    let exact = exact_of(setup, attacks);
    let outcome = run(&RangedExperiment::new(setup, attacks), cfg)?;
    let (n, acc) = (outcome.trials, &outcome.acc);
    let (estimate, measured) = match &exact {
        RangedExact::Shot(x) => {
            let x = &x.quantities;
            let landed = acc.outcomes[2];
            let m = ShotQuantities {
                p_hit: share(landed, n),
                p_blocked: share(acc.outcomes[1], n),
                p_miss: share(acc.outcomes[0], n),
                damage_distribution: x
                    .damage_distribution
                    .as_ref()
                    .map(|d| law(&acc.landed, d.len(), landed)),
                damage_mean: x.damage_mean.map(|_| mean(&acc.landed)),
                per_attack_damage_distribution: law(
                    &acc.per_attack,
                    x.per_attack_damage_distribution.len(),
                    n,
                ),
                per_attack_damage_mean: mean(&acc.per_attack),
                delay_distribution: keyed(&acc.time, &x.delay_distribution, n),
                delay_mean: mean(&acc.time),
                kill: kill(acc, n, &x.kill),
            };
            let e = Estimated {
                values: m.zip_map(x, |e, _| e.value()),
                intervals: m.zip_map(x, |e, _| e.ci95()),
                sigmas: m.zip_map(x, finite_sigmas),
            };
            (RangedEstimate::Shot(e), RangedMeasured::Shot(m))
        }
        RangedExact::Spell(x) => {
            let x = &x.quantities;
            let m = SpellQuantities {
                p_fail: share(acc.fails, n),
                per_cast_damage_distribution: law(
                    &acc.per_cast,
                    x.per_cast_damage_distribution.len(),
                    n,
                ),
                per_cast_damage_mean: mean(&acc.per_cast),
                per_attempt_damage_distribution: law(
                    &acc.per_attack,
                    x.per_attempt_damage_distribution.len(),
                    n,
                ),
                per_attempt_damage_mean: mean(&acc.per_attack),
                cast_time_distribution: keyed(&acc.time, &x.cast_time_distribution, n),
                cast_time_mean: mean(&acc.time),
                kill: kill(acc, n, &x.kill),
            };
            let e = Estimated {
                values: m.zip_map(x, |e, _| e.value()),
                intervals: m.zip_map(x, |e, _| e.ci95()),
                sigmas: m.zip_map(x, finite_sigmas),
            };
            (RangedEstimate::Spell(e), RangedMeasured::Spell(m))
        }
    };
    let meta = RunMeta::from_outcome(rules, "attacks", &outcome);
    Ok((
        RangedResult {
            derived: derived(setup),
            exact,
            estimate,
            attacks_simulated: n,
            censored_kills: setup.opponent.is_some().then_some(acc.censored),
            measured,
        },
        meta,
    ))
}
