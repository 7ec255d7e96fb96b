//! `roguesim dcss-speed`'s flags and the scenario they describe.

use clap::Args;

use super::KindArgs;
use super::defender::RulesArgs;
use crate::dcss::speed::{DcssSpeed, DcssSpeedSpec, PursuitSpec};
use crate::kinds::{Entry, ScenarioFile, entry};
use mechanics::dcss::time::PlayerAction;

/// The player's action in `roguesim dcss-speed` (`docs/rules/dcss-0.31.md` §7.1–§7.2).
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct DcssActionArgs {
    /// The player moves with this movement delay in aut (10 normal, 14 Naga, 6 Spriggan).
    #[arg(long = "move", value_name = "MV", allow_negative_numbers = true)]
    pub move_delay: Option<i32>,
    /// The player waits (or does anything else that takes the base action time).
    #[arg(long)]
    pub wait: bool,
    /// The player attacks with this weapon delay in aut.
    #[arg(long, value_name = "DELAY", allow_negative_numbers = true)]
    pub attack_delay: Option<i32>,
}

/// `roguesim dcss-speed`: DCSS monster actions per player action
/// (`docs/rules/dcss-0.31.md` §7.3).
#[derive(Debug, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim dcss-speed --monster \"centaur warrior\" --move 10\n  \
    roguesim dcss-speed --monster ogre --move 10 --pursuit adjacent\n  \
    roguesim dcss-speed --monster-speed 10 --move 12\n  \
    roguesim dcss-speed --monster-speed 10 --monster-action-cost 15 --attack-delay 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14 --pursuit\n  \
    roguesim dcss-speed --monster-speed 10 --move 10 --pursuit adjacent")]
pub struct DcssSpeedArgs {
    /// A monster by name (of the rule set's table): its speed and its move or attack energy.
    #[arg(
        long,
        required_unless_present = "monster_speed",
        conflicts_with = "monster_speed"
    )]
    pub monster: Option<String>,
    /// The monster's speed (10 normal).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: Option<i32>,
    /// Energy per monster action (10 normal, 15 for an ogre's attacks; a named monster's by
    /// default).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_action_cost: Option<i32>,
    /// What the player does each action.
    #[command(flatten)]
    pub action: DcssActionArgs,
    /// The player is hasted.
    #[arg(long)]
    pub hasted: bool,
    /// The player is slowed.
    #[arg(long)]
    pub slowed: bool,
    /// The player steps away from a pursuing monster (needs --move): bare --pursuit or
    /// --pursuit jitter for a chaser still out of reach (energy ±1), --pursuit adjacent for
    /// one right behind the player (1/3 attack of opportunity).
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        default_missing_value = "jitter",
        conflicts_with_all = ["wait", "attack_delay"]
    )]
    pub pursuit: Option<PursuitMode>,
    /// The rule set.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// How a monster pursues a player stepping away (`docs/rules/dcss-0.31.md` §7.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PursuitMode {
    /// Out of reach: its first move each round gains or loses 1 energy.
    Jitter,
    /// Right behind the player: 1/3 attack of opportunity, else the jitter.
    Adjacent,
}

impl PursuitMode {
    /// The scenario's pursuit.
    pub fn spec(self) -> PursuitSpec {
        match self {
            PursuitMode::Jitter => PursuitSpec::Jitter,
            PursuitMode::Adjacent => PursuitSpec::Adjacent,
        }
    }
}

impl KindArgs for DcssSpeedArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<DcssSpeed>()
    }

    fn scenario(&self) -> ScenarioFile {
        let player_action = match (self.action.move_delay, self.action.attack_delay) {
            (Some(mv), _) => PlayerAction::Move { mv },
            (None, Some(delay)) => PlayerAction::Attack { delay },
            (None, None) => PlayerAction::Wait,
        };
        ScenarioFile::of::<DcssSpeed>(
            "monster actions per player action",
            DcssSpeedSpec {
                rules: self.rules.rules,
                monster: self.monster.clone(),
                monster_speed: self.monster_speed,
                monster_action_cost: self.monster_action_cost,
                player_action,
                hasted: self.hasted,
                slowed: self.slowed,
                pursuit: self.pursuit.map_or(PursuitSpec::Off, PursuitMode::spec),
            },
        )
    }
}
