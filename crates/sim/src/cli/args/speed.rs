//! `roguesim speed`'s flags (FrogComposband) and the scenario they describe.

use clap::Args;

use super::KindArgs;
use crate::frog::speed::FrogSpeed;
use crate::frog::speed::spec::{FrogSpeedSpec, FrogStart};
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::frog::FrogAction;

/// `roguesim speed`: FrogComposband double moves (`docs/rules/frogcomposband-energy.md` §5,
/// §8).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim speed --player-speed 0 --monster \"Grip, Farmer Maggot's dog\"\n  \
    roguesim speed --player-speed 3 --monster \"cave spider\"\n  \
    roguesim speed --player-speed 0 --monster-speed 10\n  \
    roguesim speed --player-speed 0 --monster-speed 10 --non-unique --monster-hasted\n  \
    roguesim speed --player-speed 0 --monster-speed 10 --start level-entry --player-action-cost 60")]
pub struct SpeedArgs {
    /// The player's displayed speed (+10 is 10).
    #[arg(long, required = true, allow_negative_numbers = true)]
    pub player_speed: Option<i32>,
    /// A FrogComposband race by name ("Grip, Farmer Maggot's dog", Grip, "#53"): its speed,
    /// and for a non-unique the placement spread.
    #[arg(long, required_unless_present = "monster_speed", conflicts_with_all = ["monster_speed", "non_unique"])]
    pub monster: Option<String>,
    /// The monster's displayed race speed.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: Option<i32>,
    /// The player's nominal action cost: walk 100, Fleet of Foot 60, tree 200, snow 133,
    /// archery bow_energy/shots.
    #[arg(long, default_value_t = 100, allow_negative_numbers = true)]
    pub player_action_cost: i32,
    /// The monster is a non-unique: its individual speed varies around its race speed
    /// (get_mspeed).
    #[arg(long)]
    pub non_unique: bool,
    /// The player is hasted (+10).
    #[arg(long)]
    pub player_hasted: bool,
    /// The player is slowed (−10).
    #[arg(long)]
    pub player_slowed: bool,
    /// The monster is hasted (+10 on its individual speed).
    #[arg(long)]
    pub monster_hasted: bool,
    /// The monster is slowed (−10 on its individual speed).
    #[arg(long)]
    pub monster_slowed: bool,
    /// Player actions per window for "a double move within T actions".
    #[arg(long, default_value_t = 100)]
    pub window: u32,
    /// Report the long-run intervals, or only the first one after entering a level.
    #[arg(long, value_enum, default_value_t = FrogStart::Stationary)]
    pub start: FrogStart,
}

impl KindArgs for SpeedArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<FrogSpeed>()
    }

    fn scenario(&self) -> ScenarioFile {
        ScenarioFile::of::<FrogSpeed>(
            "double moves",
            FrogSpeedSpec {
                player_speed: self.player_speed.unwrap_or_default(),
                monster: self.monster.clone(),
                monster_speed: self.monster_speed,
                player_action: FrogAction::Cost {
                    energy_use: self.player_action_cost,
                },
                player_hasted: self.player_hasted,
                player_slowed: self.player_slowed,
                monster_hasted: self.monster_hasted,
                monster_slowed: self.monster_slowed,
                non_unique: self.non_unique,
                window: self.window,
                start: self.start,
            },
        )
    }

    fn unset(&self) -> Vec<&'static str> {
        // Clap requires --player-speed except in a sweep, which sets it at every point or
        // reports it missing.
        if self.player_speed.is_none() {
            vec!["player_speed"]
        } else {
            Vec::new()
        }
    }
}
