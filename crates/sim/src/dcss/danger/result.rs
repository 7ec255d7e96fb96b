//! What a danger report holds (`docs/rules/dcss-spawns.md` §8): the place and you as the table
//! read them, the exact table, the summary in words, and the Monte Carlo fights beside it.

use mechanics::dcss::duel::DuelPlayerSpec;
use mechanics::dcss::duel::band::Terrain;
use schemars::JsonSchema;
use serde::Serialize;

use super::table::DangerExact;
use crate::record;
use crate::stats::{Estimate, EstimateOf};

/// The quantities the Monte Carlo fights estimate, keyed like the exact ones.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DangerQuantities<T> {
    /// P(the next monster the place makes beats you).
    pub p_next_monster_beats_you: T,
    /// By row of the table, in its order: P(it or its band beats you); none for a monster
    /// not fought, or not met in the trials.
    pub p_lose_with_band: Vec<Option<T>>,
}

record!(DangerQuantities {
    p_next_monster_beats_you: one,
    p_lose_with_band: many_maybe,
});

/// The number of random monsters a level of the place gets (`docs/rules/dcss-spawns.md`
/// §1.1).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Slots {
    /// The fewest.
    pub min: i32,
    /// The mean.
    pub mean: f64,
    /// The most.
    pub max: i32,
}

/// The place and you as the table reads them.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DangerDerived {
    /// The place, as the game writes it (`D:10`).
    pub place: String,
    /// The branch's name (`the Dungeon`).
    pub branch: String,
    /// The depth the monsters' weapons are made at: the place's absolute depth (D:10 is 10),
    /// as `duel --depth` takes it.
    pub weapon_depth: i32,
    /// Where a band meets you.
    pub terrain: Terrain,
    /// The random monsters a level of the place gets at its making; null where the level
    /// makes them as it goes (the Abyss).
    pub slots: Option<Slots>,
    /// You, as the duels read you.
    pub player: DuelPlayerSpec,
    /// What was read, assumed or left out, one sentence each.
    pub notes: Vec<String>,
}

/// The exact side of a danger report: every key of its JSON but the estimates.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DangerExactReport {
    /// The place and you.
    pub derived: DangerDerived,
    /// The table, exact.
    pub exact: DangerExact,
    /// The answer in a player's words.
    pub summary: String,
}

/// The result of `roguesim danger`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DangerResult {
    /// The place and you.
    pub derived: DangerDerived,
    /// The table, exact.
    pub exact: DangerExact,
    /// The answer in a player's words.
    pub summary: String,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate: EstimateOf<DangerQuantities<Estimate>>,
    /// The next monster drawn and fought this many times.
    pub fights_simulated: u64,
    /// By row of the table: the fights that drew it.
    pub fights_by_monster: Vec<u64>,
    /// Fights neither side won within the turn cap.
    pub undecided_fights: u64,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub(super) measured: DangerQuantities<Estimate>,
}
