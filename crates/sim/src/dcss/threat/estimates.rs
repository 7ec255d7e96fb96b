//! The threat's Monte Carlo side, keyed like its exact laws: the estimates of a melee round
//! and of the blows before the defender acts again, and the survival estimates from simulated
//! fights, each proportion with the design effect of its batches
//! (`docs/rules/monsters-and-dumps.md` §5).

use super::experiment::{BeforeYouActAcc, FightExperiment};
use super::quantities::ThreatQuantities;
use super::spec::ThreatSpec;
use super::survival::{TURNS, damage_variants};
use crate::dcss::turn::TurnAcc;
use crate::engine::{RunConfig, run};
use crate::error::SimError;
use crate::speed_counts::ActionCounts;
use crate::stats::{BatchMoments, Estimate, MeanEstimate, Proportion};

fn proportions(
    counts: &[u64],
    total: u64,
    len: usize,
    deff: impl Fn(usize) -> f64,
) -> Vec<Estimate> {
    (0..len)
        .map(|i| {
            Estimate::Proportion(
                Proportion::new(counts.get(i).copied().unwrap_or(0), total)
                    .with_design_effect(deff(i)),
            )
        })
        .collect()
}

fn bin_deff(b: &BatchMoments) -> f64 {
    b.proportion_design_effect()
}

/// The estimates of a counted law with batches: each P(= n) and the mean.
fn counted(c: &ActionCounts, len: usize) -> (Vec<Estimate>, u64) {
    let total: u64 = c.n.iter().sum();
    let bins = &c.batches.bins;
    let deff = |i: usize| bin_deff(&bins[i.min(bins.len() - 1)]);
    (proportions(&c.n, total, len.max(1), deff), total)
}

/// The survival's Monte Carlo side: fights simulated from the stationary regime. Returns the
/// fights and how many were censored.
pub(super) fn fight_estimates(
    setup: &super::spec::ThreatSetup,
    spec: &ThreatSpec,
    body: super::spec::Body,
    hp: i32,
    cfg: &RunConfig,
    exact: &ThreatQuantities<f64>,
    measured: &mut ThreatQuantities<Estimate>,
) -> Result<(u64, u64), SimError> {
    let variants = damage_variants(setup, &body, &spec.situation);
    let fights = run(&FightExperiment::new(setup, &variants, hp, cfg.kernel), cfg)?;
    let acc = &fights.acc;
    let n = fights.trials;
    let mut dead = 0;
    measured.p_dead_within_turns = (0..TURNS)
        .map(|k| {
            dead += acc.death_turn.get(k).copied().unwrap_or(0);
            Estimate::Proportion(Proportion::new(dead, n))
        })
        .collect();
    // A censored fight's turns are unknown: the mean is reported only without censoring.
    measured.expected_turns_to_death = exact
        .expected_turns_to_death
        .filter(|_| acc.censored == 0)
        .and_then(|_| MeanEstimate::from_sums(n, acc.turns_sum, acc.turns_sq_sum))
        .map(Estimate::Mean);
    Ok((n, acc.censored))
}

/// The estimates of every quantity, keyed like the exact values.
pub(super) fn measure(
    exact: &ThreatQuantities<f64>,
    round: &TurnAcc,
    turn: &BeforeYouActAcc,
) -> ThreatQuantities<Estimate> {
    let n = exact.p_land_by_attack.len();
    let rounds = round.turns;
    let share = |c: u64| Estimate::Proportion(Proportion::new(c, rounds));
    let per = |o| (0..n).map(|k| share(round.per_attack[k].get(o))).collect();
    use mechanics::dcss::attack::Outcome;
    let (actions, rounds_acc, lands) = (&turn.actions, &turn.rounds, &turn.lands);
    let (lands_est, total) = counted(lands, exact.lands_before_you_act.len());
    let at_least_2: u64 = lands.n.iter().skip(2).sum();
    let mean = MeanEstimate::from_counts(&lands.n).map_or(
        Estimate::Proportion(Proportion::new(0, 0)),
        |m| {
            let deff = lands.batches.total.design_effect(m.std_error.powi(2));
            Estimate::Mean(m.with_design_effect(deff))
        },
    );
    ThreatQuantities {
        p_land_by_attack: per(Outcome::Landed),
        p_block_by_attack: per(Outcome::Blocked),
        p_miss_by_attack: per(Outcome::Missed),
        round_lands: (0..exact.round_lands.len())
            .map(|j| share(round.lands[j]))
            .collect(),
        actions_per_player_action: if exact.actions_per_player_action.is_empty() {
            Vec::new()
        } else {
            counted(actions, exact.actions_per_player_action.len()).0
        },
        opportunity_attacks_per_action: exact.opportunity_attacks_per_action.map(|_| {
            Estimate::Proportion(
                Proportion::new(actions.opportunity, total)
                    .with_design_effect(bin_deff(&actions.batches.opportunity)),
            )
        }),
        melee_rounds_before_you_act: counted(rounds_acc, exact.melee_rounds_before_you_act.len()).0,
        lands_before_you_act: lands_est,
        p_at_least_2_before_you_act: Estimate::Proportion(
            Proportion::new(at_least_2, total).with_design_effect(bin_deff(&lands.batches.double)),
        ),
        mean_lands_before_you_act: mean,
        p_dead_within_turns: Vec::new(),
        expected_turns_to_death: None,
    }
}
