//! What a turn report holds: its quantities (exact, estimated), the percentiles of its
//! per-turn counts, the longest landed streak, and the result itself.

use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::turn::TurnDistribution;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::Derived;
use crate::dcss::named::MonsterSummary;
use crate::stats::Percentiles;
use crate::stats::{Estimated, Proportion};

/// The quantities of a turn, each a value per block count, landed count or attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnQuantities<T> {
    /// P(b blocks), index = b.
    pub blocks_distribution: Vec<T>,
    /// P(j attacks land), index = j.
    pub lands_distribution: Vec<T>,
    /// P(attack k is blocked), index = k.
    pub p_block_by_attack: Vec<T>,
    /// P(attack k lands), index = k.
    pub p_land_by_attack: Vec<T>,
    /// P(attack k misses), index = k.
    pub p_miss_by_attack: Vec<T>,
    /// P(at least j attacks land), index = j.
    pub p_at_least_lands: Vec<T>,
}

crate::record!(TurnQuantities {
    blocks_distribution: many,
    lands_distribution: many,
    p_block_by_attack: many,
    p_land_by_attack: many,
    p_miss_by_attack: many,
    p_at_least_lands: many,
});

impl TurnQuantities<f64> {
    /// The quantities of an exact turn law.
    pub fn exact(d: &TurnDistribution) -> Self {
        TurnQuantities {
            blocks_distribution: d.blocks.clone(),
            lands_distribution: d.lands.clone(),
            p_block_by_attack: d.p_block_by_attack.clone(),
            p_land_by_attack: d.p_land_by_attack.clone(),
            p_miss_by_attack: d.p_miss_by_attack.clone(),
            p_at_least_lands: (0..d.lands.len()).map(|j| d.p_at_least_lands(j)).collect(),
        }
    }
}

/// The turn's estimates, keyed like [`TurnQuantities`].
pub type TurnEstimate =
    Estimated<TurnQuantities<f64>, TurnQuantities<[f64; 2]>, TurnQuantities<Option<f64>>>;

/// Percentiles of the per-turn counts.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnHistograms {
    /// Blocks per turn.
    pub blocks: Option<Percentiles>,
    /// Landed attacks per turn.
    pub lands: Option<Percentiles>,
}

/// The longest run of consecutive landed attacks within a fight.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Streaks {
    /// Turns per fight.
    pub turns_per_fight: u32,
    /// Fights simulated.
    pub fights: u64,
    /// Fights by their longest streak, index = streak length.
    pub counts: Vec<u64>,
    /// P(longest streak = s), index = s (estimate).
    pub longest_distribution: Vec<f64>,
    /// The exact P(longest streak = s), for fights of at most 64 attacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_longest_distribution: Option<Vec<f64>>,
    /// Percentiles of the longest streak.
    pub percentiles: Option<Percentiles>,
}

/// The result of `roguesim turn`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TurnResult {
    /// The named monsters that attack, if any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monsters: Vec<MonsterSummary>,
    /// The defender's numbers and the attackers.
    pub derived: Derived,
    /// Exact values.
    pub exact: TurnQuantities<f64>,
    /// Monte Carlo estimates with intervals.
    pub estimate: TurnEstimate,
    /// Fights simulated, turns per fight, and the longest-streak distribution.
    pub streaks: Streaks,
    /// Percentiles of the blocks and landed attacks per turn.
    pub histograms: TurnHistograms,
    /// Turns simulated, the trials behind every per-turn estimate.
    pub turns_simulated: u64,
    /// The shield rules (for the summary).
    #[serde(skip)]
    pub(super) rules: ShieldRules,
    /// The estimates as proportions, for the rows.
    #[serde(skip)]
    pub(super) measured: TurnQuantities<Proportion>,
    /// Blocks and landed attacks under both shield rules, for the picture.
    #[serde(skip)]
    pub(super) by_rules: Vec<RulesLaw>,
}

/// Blocks and landed attacks per turn under one set of shield rules, in percent: what the
/// turn's picture shows (`docs/rules/dcss-0.31.md` §6.5, `docs/rules/dcss-0.19-shields.md`
/// §4.3).
#[derive(Clone, Debug, PartialEq)]
pub struct RulesLaw {
    /// The rules: `0.31, block limit 3`, `0.19, pierce 5·b²`.
    pub label: String,
    /// 100 · P(b blocks), index b.
    pub blocks: Vec<f64>,
    /// 100 · P(j attacks land), index j.
    pub lands: Vec<f64>,
}
