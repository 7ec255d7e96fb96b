//! DCSS time: player action time, movement delay, haste, monster speed and energy, and
//! the number of monster actions per player action (`docs/rules/dcss-0.31.md` §7). The
//! `*_in` functions take the rule set: at 0.34.1 monsters gain energy without the minimum of
//! 1, Frozen is ×3/2 on moves (and doubles a frozen monster's move), and the Bane of
//! Lethargy and Fortress Crab form slow moves by 13/10 (`docs/rules/dcss-0.34.md` §7).
//!
//! * [`player`]: `player_speed()` (§7.1), `player_movement_speed()` (§7.2) and the time
//!   each player action takes (§7.1, §5 "Weapon attack delay").
//! * [`monster`]: monster speed, energy gain, action costs, pursuit effects and the
//!   per-monster energy clock (§7.3–§7.5).
//! * [`scenario`]: a player action repeated against one monster, with the exact
//!   distribution of monster actions per player action (a Markov chain over the
//!   monster's energy) and the matching sampler (§7.3, §7.6).
//!
//! Every rule comes twice: a sampler that rolls what the game rolls, and an exact
//! [`Dist`](crate::dist::Dist) of the same value. `tests/time_samplers.rs` ties each pair
//! with a chi-square test; `tests/time_player.rs` and `tests/time_vectors.rs` reproduce the
//! spec's tables.
//!
//! Where the wiki's Movement page disagrees with the code (`docs/rules/dcss-0.31.md` §9, points
//! 17–27), these functions follow the code: Frozen is +3 (not +4), the Swiftness
//! after-effect is ×3/2, there is no flying-Tengu bonus, Lightning Scales are a flat −1
//! before the Slow-mutation factor, the merfolk water bonus is −4 and stacks, swimming does
//! not cancel Fast/Slow mutations, the minimum of 6 applies before haste *and* berserk, and
//! monster randomness is in the energy gained per player action, not in a per-monster
//! delay.

use crate::limits::{Limit, OutOfRange};

mod chain;
mod clock;
pub mod monster;
pub mod player;
pub mod scenario;

pub use chain::{EnergyChainLaw, MonsterRoundLaw};
pub use clock::MonsterClock;
pub use monster::{
    DEFAULT_ACTION_ENERGY, ENERGY_START, ENERGY_THRESHOLD, MonsterMoveModifiers, MonsterRound,
    MonsterSpeedStatus, MonsterWeapon, Pursuit, energy_cost, energy_cost_in, energy_gain,
    energy_gain_dist, energy_gain_dist_in, energy_gain_in, melee_energy, melee_energy_dist,
    monster_attack_delay, monster_attack_delay_dist, monster_move_energy, monster_speed,
    monster_speed_dist,
};
pub use player::{
    BASELINE_DELAY, FASTEST_PLAYER_MOVE_SPEED, MoveModifiers, PlayerAction, PlayerStatus,
    Swiftness, action_time, action_time_dist, attack_time, attack_time_dist, move_time,
    move_time_dist, player_movement_speed, player_movement_speed_dist,
    player_movement_speed_dist_in, player_movement_speed_in, player_speed, player_speed_dist,
};
pub use scenario::{DcssSpeedSampler, DcssSpeedScenario, STATIONARY_BURN_IN};

/// A time input the rules are not defined for (`docs/rules/dcss-0.31.md` §7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeError {
    /// A numeric field is outside its allowed range.
    #[error(transparent)]
    Range(#[from] OutOfRange),
    /// Pursuit effects only follow a player move away from the monster (`docs/rules/dcss-0.31.md`
    /// §7.5).
    #[error("pursuit needs a move: only a move away marks a potential pursuer")]
    PursuitWithoutMove,
}

impl TimeError {
    /// The field the error is about, as its path in a scenario file's `dcss_speed` object.
    pub fn field(&self) -> &'static str {
        match self {
            TimeError::Range(e) => e.field,
            TimeError::PursuitWithoutMove => "pursuit",
        }
    }
}

/// A monster's speed: 1–200 (10 is normal; `docs/rules/dcss-0.31.md` §7.3).
pub const MONSTER_SPEED: Limit = Limit::new("monster_speed", 1, 200);
/// The energy one monster action costs: 1–200 (10 normal; `docs/rules/dcss-0.31.md` §7.4).
pub const MONSTER_ACTION_COST: Limit = Limit::new("monster_action_cost", 1, 200);
/// The energy of a monster's later actions in a round: 1–200 (`docs/rules/dcss-0.31.md` §7.4).
pub const LATER_ACTION_COST: Limit = Limit::new("later_action_cost", 1, 200);
/// A player's movement delay: 6–100 aut (`docs/rules/dcss-0.31.md` §7.2).
pub const MOVE_DELAY: Limit = Limit::new("player_action.move.mv", 6, 100);
/// A player's attack delay: 1–100 aut (`docs/rules/dcss-0.31.md` §7.1).
pub const ATTACK_DELAY: Limit = Limit::new("player_action.attack.delay", 1, 100);
/// The energy an attack of opportunity costs: 1–200 (`docs/rules/dcss-0.31.md` §7.5).
pub const ATTACK_ENERGY: Limit = Limit::new("pursuit.opportunity_attack.attack_energy", 1, 200);
