//! The exact side of a defender turn, as `roguesim turn` reports it but without its Monte
//! Carlo run: the joint law of blocks and landed attacks and the law of the longest landed
//! streak, for a sweep point or a comparison to read (`docs/rules/dcss-0.31.md` §6.5,
//! `docs/rules/dcss-0.19-shields.md` §4.3).

use mechanics::dcss::turn::MixedTurn;
use serde::Serialize;

use super::Derived;
use super::named::MonsterSummary;
use super::spec::{Resolved, TurnSpec};
use super::turn::TurnQuantities;
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

/// The exact part of [`Streaks`](super::turn::Streaks).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExactStreaks {
    /// The exact P(longest streak = s), for fights of at most 64 attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_longest_distribution: Option<Vec<f64>>,
}

/// The exact side of a turn scenario, exactly as [`run_turn`](super::turn::run_turn) reports it, without the Monte
/// Carlo run.
pub fn exact_turn(spec: &TurnSpec) -> Result<TurnExactReport, SimError> {
    let resolved = spec.resolve()?;
    exact_of(spec, &resolved)
}

pub(super) fn exact_of(spec: &TurnSpec, resolved: &Resolved) -> Result<TurnExactReport, SimError> {
    let (exact, streak_exact) = if resolved.is_fixed() {
        (
            TurnQuantities::exact(&resolved.turn.exact()),
            resolved.turn.longest_streak_exact(spec.turns),
        )
    } else {
        let law = resolved
            .mixed
            .exact()
            .map_err(|e| SimError::Output(e.to_string()))?;
        (
            TurnQuantities::exact(&law),
            mixed_streak_exact(&resolved.mixed, spec.turns),
        )
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
