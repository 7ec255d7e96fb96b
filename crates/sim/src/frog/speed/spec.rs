//! FrogComposband double-move scenarios as scenario files and the command line give them,
//! and their resolution into the rules (`docs/rules/frogcomposband-energy.md` §3.5, §4, §5).

use mechanics::frog::{FrogAction, PlayerSpeedState, SpeedScenario, player_speed, races};
use mechanics::limits::Limit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::{FieldError, InputError};

/// Player actions per window: at least 1.
pub const WINDOW: Limit = Limit::new("window", 1, u32::MAX as i64);

fn default_window() -> u32 {
    100
}

/// Which intervals a double-move scenario reports (`frogcomposband-energy.md` §3.5, §9.2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, JsonSchema, clap::ValueEnum,
)]
#[serde(rename_all = "snake_case")]
pub enum FrogStart {
    /// Every interval of a long stay next to the monster, its starting state forgotten
    /// (the reference values of §8).
    #[default]
    Stationary,
    /// Only the first interval after entering a level: the player (need 0) acts first, the
    /// monster starts at `ENERGY_NEED() - randint0(100)`; each trial is one arrival.
    LevelEntry,
}

/// A FrogComposband double-move scenario: one player against one awake monster
/// (`frogcomposband-energy.md` §4, §5, §8).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FrogSpeedSpec {
    /// The player's displayed speed before haste and slow (−99..=99).
    pub player_speed: i32,
    /// A FrogComposband 7.1 race by name ("Grip, Farmer Maggot's dog", "Grip", "#53"): its
    /// race speed, and for a non-unique the placement spread. Instead of `monster_speed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The monster's displayed race speed before haste and slow (−99..=99).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_speed: Option<i32>,
    /// What the player does each action.
    #[serde(default)]
    pub player_action: FrogAction,
    /// The player is hasted: +10.
    #[serde(default)]
    pub player_hasted: bool,
    /// The player is slowed: −10.
    #[serde(default)]
    pub player_slowed: bool,
    /// The monster is hasted: +10 on its individual speed every game turn.
    #[serde(default)]
    pub monster_hasted: bool,
    /// The monster is slowed: −10 on its individual speed every game turn.
    #[serde(default)]
    pub monster_slowed: bool,
    /// A non-unique monster: its individual speed varies around the race speed
    /// (`get_mspeed`); each window of player actions meets a new individual.
    #[serde(default)]
    pub non_unique: bool,
    /// Player actions per window for "at least one double move within T actions".
    #[serde(default = "default_window")]
    pub window: u32,
    /// Which intervals to report: the long-run (stationary) ones, or the first interval
    /// after entering a level.
    #[serde(default)]
    pub start: FrogStart,
}

impl FrogSpeedSpec {
    /// The rules' scenario: the player's speed after haste and slow (`player_speed`, §4), the
    /// monster's race speed with its haste and slow on top, and the action's nominal cost.
    pub fn scenario(&self) -> Result<SpeedScenario, InputError> {
        let (monster_speed, non_unique) = match (&self.monster, self.monster_speed) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "monster_speed",
                    "give either monster (a race) or monster_speed, not both",
                ));
            }
            (None, None) => {
                return Err(InputError::invalid(
                    "monster_speed",
                    "give monster_speed or monster (a race by name)",
                ));
            }
            (None, Some(speed)) => (speed, self.non_unique),
            (Some(name), None) => {
                if self.non_unique {
                    return Err(InputError::invalid(
                        "non_unique",
                        "a named race says whether its speed varies: drop non_unique",
                    ));
                }
                let race =
                    races::find(name).map_err(|e| InputError::invalid("monster", e.to_string()))?;
                (race.speed_bonus(), race.speed_varies)
            }
        };
        SpeedScenario::PLAYER_SPEED
            .check(self.player_speed)
            .map_err(|e| e.at(""))?;
        WINDOW.check(self.window).map_err(|e| e.at(""))?;
        let cost = self
            .player_action
            .energy_use()
            .map_err(|e| e.at("player_action.archery"))?;
        let s = SpeedScenario {
            player_speed: player_speed(&PlayerSpeedState {
                base: self.player_speed,
                fast: self.player_hasted,
                slow: self.player_slowed,
                ..PlayerSpeedState::default()
            }),
            monster_speed,
            monster_hasted: self.monster_hasted,
            monster_slowed: self.monster_slowed,
            player_action_cost: cost,
            non_unique,
        };
        s.validate().map_err(|e| match e.field {
            "player_action_cost" => InputError::at("player_action.cost.energy_use", e),
            _ => e.at(""),
        })?;
        Ok(s)
    }
}
