//! DCSS 0.31 time: player action time, movement delay, haste, monster speed and energy, and
//! the number of monster actions per player action (`dcss-0.31.md` §7).
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
//! with a chi-square test; `tests/time_vectors.rs` reproduces the spec's tables.
//!
//! Where the wiki's Movement page disagrees with the code (`dcss-0.31.md` §9, points
//! 17–27), these functions follow the code: Frozen is +3 (not +4), the Swiftness
//! after-effect is ×3/2, there is no flying-Tengu bonus, Lightning Scales are a flat −1
//! before the Slow-mutation factor, the merfolk water bonus is −4 and stacks, swimming does
//! not cancel Fast/Slow mutations, the minimum of 6 applies before haste *and* berserk, and
//! monster randomness is in the energy gained per player action, not in a per-monster
//! delay.

pub mod monster;
pub mod player;
pub mod scenario;

pub use monster::{
    DEFAULT_ACTION_ENERGY, ENERGY_START, ENERGY_THRESHOLD, MonsterClock, MonsterMoveModifiers,
    MonsterSpeedStatus, MonsterWeapon, Pursuit, energy_cost, energy_gain, energy_gain_dist,
    melee_energy, melee_energy_dist, monster_attack_delay, monster_attack_delay_dist,
    monster_move_energy, monster_speed, monster_speed_dist,
};
pub use player::{
    BASELINE_DELAY, FASTEST_PLAYER_MOVE_SPEED, MoveModifiers, PlayerAction, PlayerStatus,
    Swiftness, action_time, action_time_dist, attack_time, attack_time_dist, move_time,
    move_time_dist, player_movement_speed, player_movement_speed_dist, player_speed,
    player_speed_dist,
};
pub use scenario::{ActionDistribution, DcssSpeedSampler, DcssSpeedScenario, STATIONARY_BURN_IN};

/// A time input outside the range the rules are defined for (`dcss-0.31.md` §7).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeError {
    /// A numeric field is outside its allowed range.
    #[error("{field} = {value} is out of range: allowed {min}..={max}")]
    OutOfRange {
        /// The field's name, as spelled in the config struct.
        field: &'static str,
        /// The rejected value.
        value: i32,
        /// The smallest allowed value.
        min: i32,
        /// The largest allowed value.
        max: i32,
    },
    /// Pursuit effects only follow a player move away from the monster (`dcss-0.31.md`
    /// §7.5).
    #[error("pursuit needs player_action = Move: only a move away marks a potential pursuer")]
    PursuitWithoutMove,
}

/// Checks `min <= value <= max`, naming `field` in the error.
pub(crate) fn check_range(
    field: &'static str,
    value: i32,
    min: i32,
    max: i32,
) -> Result<(), TimeError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(TimeError::OutOfRange {
            field,
            value,
            min,
            max,
        })
    }
}
