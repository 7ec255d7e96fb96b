//! The exact side of a defender turn, as `roguesim turn` reports it but without its Monte
//! Carlo run: the joint law of blocks and landed attacks and the law of the longest landed
//! streak, for a sweep point or a comparison to read (`docs/rules/dcss-0.31.md` §6.5,
//! `docs/rules/dcss-0.19-shields.md` §4.3).

use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::turn::MixedTurn;
use serde::Serialize;

use super::result::{RulesLaw, TurnQuantities};
use crate::dcss::Derived;
use crate::dcss::input::{Resolved, TurnSpec};
use crate::dcss::named::MonsterSummary;
use crate::error::SimError;

/// The exact side of a turn as `roguesim turn` reports it: every exact key of its JSON,
/// computed without a Monte Carlo run (what a sweep point or a comparison reads).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnExactReport {
    /// The named monsters that attack, if any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monsters: Vec<MonsterSummary>,
    /// The defender's numbers and the attackers.
    pub derived: Derived,
    /// Exact values.
    pub exact: TurnQuantities<f64>,
    /// The exact law of the longest landed streak, under `streaks` as in the report.
    pub streaks: ExactStreaks,
}

/// The exact part of [`Streaks`](super::Streaks).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExactStreaks {
    /// The exact P(longest streak = s), for fights of at most 64 attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_longest_distribution: Option<Vec<f64>>,
}

/// The exact side of a turn scenario, exactly as [`run_turn`](super::run_turn) reports it, without the Monte
/// Carlo run.
pub fn exact_turn(spec: &TurnSpec) -> Result<TurnExactReport, SimError> {
    let resolved = spec.resolve()?;
    exact_of(spec, &resolved)
}

pub(super) fn exact_of(spec: &TurnSpec, resolved: &Resolved) -> Result<TurnExactReport, SimError> {
    let exact = turn_law(resolved)?;
    let streak_exact = if resolved.is_fixed() {
        resolved.turn.longest_streak_exact(spec.turns)
    } else {
        mixed_streak_exact(&resolved.mixed, spec.turns)
    };
    Ok(TurnExactReport {
        monsters: resolved.monsters.iter().map(|m| m.summary()).collect(),
        derived: Derived::of(resolved),
        exact,
        streaks: ExactStreaks {
            exact_longest_distribution: streak_exact,
        },
    })
}

/// The exact law of one turn: of its fixed attacks, or mixed over the attackers' weapons.
fn turn_law(resolved: &Resolved) -> Result<TurnQuantities<f64>, SimError> {
    if resolved.is_fixed() {
        return Ok(TurnQuantities::exact(&resolved.turn.exact()));
    }
    let law = resolved
        .mixed
        .exact()
        .map_err(|e| SimError::Output(e.to_string()))?;
    Ok(TurnQuantities::exact(&law))
}

impl RulesLaw {
    /// The law of `exact` under `rules` (and the block limit), labelled.
    fn of(rules: ShieldRules, block_limit: Option<u32>, exact: &TurnQuantities<f64>) -> Self {
        let label = match (rules, block_limit) {
            (ShieldRules::V031, Some(l)) => format!("0.31, block limit {l}"),
            (ShieldRules::V031, None) => "0.31".into(),
            (ShieldRules::V019, _) => "0.19, pierce 5·b²".into(),
        };
        let percent = |law: &[f64]| law.iter().map(|p| 100.0 * p).collect();
        RulesLaw {
            label,
            blocks: percent(&exact.blocks_distribution),
            lands: percent(&exact.lands_distribution),
        }
    }
}

/// The turn under both shield rules, 0.31 first: the scenario's own from `exact` (whose
/// block limit `derived` gives), the other computed the same way.
pub(super) fn under_both_rules(
    spec: &TurnSpec,
    derived: &Derived,
    exact: &TurnQuantities<f64>,
) -> Result<Vec<RulesLaw>, SimError> {
    [ShieldRules::V031, ShieldRules::V019]
        .into_iter()
        .map(|rules| {
            if rules == spec.shield_rules {
                return Ok(RulesLaw::of(rules, derived.block_limit, exact));
            }
            let other = TurnSpec {
                shield_rules: rules,
                ..spec.clone()
            };
            let resolved = other.resolve()?;
            let law = turn_law(&resolved)?;
            Ok(RulesLaw::of(
                rules,
                resolved.facing.turn_block_limit(),
                &law,
            ))
        })
        .collect()
}

/// The most weapon combinations whose fights are averaged for the exact longest streak.
const MAX_STREAK_COMBINATIONS: u128 = 512;

/// The exact law of the longest landed streak over a fight, weapons drawn once per fight:
/// the average over every combination of the attackers' variants, when there are few enough.
fn mixed_streak_exact(turn: &MixedTurn, turns: u32) -> Option<Vec<f64>> {
    if turn.combinations() > MAX_STREAK_COMBINATIONS {
        return None;
    }
    let sizes: Vec<usize> = turn.attackers.iter().map(|a| a.variants.len()).collect();
    let mut choice = vec![0usize; sizes.len()];
    let mut law: Vec<f64> = Vec::new();
    loop {
        let w: f64 = turn
            .attackers
            .iter()
            .zip(&choice)
            .map(|(a, &c)| a.variants[c].0)
            .product();
        let part = turn.with_choice(&choice).longest_streak_exact(turns)?;
        if law.len() < part.len() {
            law.resize(part.len(), 0.0);
        }
        for (x, p) in law.iter_mut().zip(part) {
            *x += w * p;
        }
        // The next combination, odometer style.
        let mut i = 0;
        loop {
            if i == sizes.len() {
                return Some(law);
            }
            choice[i] += 1;
            if choice[i] < sizes[i] {
                break;
            }
            choice[i] = 0;
            i += 1;
        }
    }
}
