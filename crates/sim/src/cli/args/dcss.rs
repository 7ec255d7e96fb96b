//! The flags of the DCSS commands: a player build and the other ways to describe a defender,
//! the attacker, and each command's own options.

use clap::Args;
use mechanics::dcss::shields::ShieldRules;

use crate::dcss::time::PursuitSpec;

/// A player build: the species with its Dex and Str, skills and armour.
#[derive(Debug, Args)]
pub struct BuildArgs {
    /// Species, as the game spells it or its code (human, "deep elf", Sp).
    #[arg(long)]
    pub species: Option<String>,
    /// Experience level (default 1).
    #[arg(long)]
    pub xl: Option<i32>,
    /// Dexterity (with --species).
    #[arg(long, allow_negative_numbers = true)]
    pub dex: Option<i32>,
    /// Strength (with --species).
    #[arg(long = "str", allow_negative_numbers = true)]
    pub strength: Option<i32>,
    /// Dodging skill (levels, tenths allowed).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub dodging: f64,
    /// Armour skill.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub armour_skill: f64,
    /// Body armour (plate, "fire dragon scales", none).
    #[arg(long)]
    pub body: Option<String>,
    /// Shield (buckler, kite, tower, orb, none).
    #[arg(long)]
    pub shield: Option<String>,
    /// Shields skill.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub shields_skill: f64,
    /// The shield's enchantment.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub shield_plus: i32,
    /// Aux armour, comma-separated, each with an optional enchantment (cloak+1,hat,boots).
    #[arg(long, value_delimiter = ',')]
    pub aux: Vec<String>,
}

/// `roguesim ev`: a build's EV and SH (`docs/rules/dcss-0.31.md` §4–§6).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim ev --species minotaur --dex 12 --str 22 --body plate --shield tower --shields-skill 15\n  \
    roguesim ev --species naga --dex 12 --str 14 --body chain --aux barding,helmet --format markdown")]
pub struct EvArgs {
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
}

/// The defender of `hit`, `turn` and `threat`: a build (the flags of `ev`), or EV and SH as
/// numbers.
#[derive(Debug, Args)]
pub struct DefenderArgs {
    /// The build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// The defender's EV as a number, instead of a build.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "species")]
    pub ev: Option<i32>,
    /// SH as the game displays it, with --ev. The game halves the internal SH and rounds
    /// down, so SH N is internal 2N or 2N+1: roguesim takes 2N (the lower; give
    /// --sh-internal for the other).
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "sh_internal"])]
    pub sh: Option<i32>,
    /// The defender's internal SH (twice the displayed SH), with --ev; 0 for no shield.
    #[arg(long, allow_negative_numbers = true, conflicts_with = "species")]
    pub sh_internal: Option<i32>,
    /// Blocks allowed per turn under 0.31 with --sh or --sh-internal (buckler 2, kite 3,
    /// tower 4, no shield item 1; default 3).
    #[arg(long, conflicts_with = "species")]
    pub block_limit: Option<u32>,
}

/// The attacker of `hit`.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct AttackerArgs {
    /// A monster attacker's hit dice.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: Option<i32>,
    /// The player's pre-roll to-hit (the game's to_land), rolled as random2(N), against a
    /// flat EV.
    #[arg(long, allow_negative_numbers = true)]
    pub player_to_hit: Option<i32>,
}

/// `roguesim hit`: one attack (`docs/rules/dcss-0.31.md` §2, §6.3).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim hit --monster-hd 10 --fighter --ev 20 --sh-internal 27\n  \
    roguesim hit --monster-hd 15 --weapon-to-hit 3 --species minotaur --dex 12 --str 20 --body plate --shield kite --shields-skill 10\n  \
    roguesim hit --monster-hd 8 --ev 15 --sh 13 --trials 10000000\n  \
    roguesim hit --player-to-hit 40 --ev 10 --format json")]
pub struct HitArgs {
    /// Who attacks: a monster or the player.
    #[command(flatten)]
    pub attacker: AttackerArgs,
    /// The monster is a fighter (M_FIGHTER) or archer (M_ARCHER).
    #[arg(long)]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub weapon_to_hit: i32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// Shield rules.
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
}

/// `roguesim turn`: K attacks in one defender turn (`docs/rules/dcss-0.31.md` §6.5,
/// `docs/rules/dcss-0.19-shields.md` §4.3).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.31 --block-limit 3\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.19\n  \
    roguesim turn --monster-hd 9 --fighter --attacks 2 --species human --dex 14 --str 16 --body scale --shield buckler --shields-skill 8\n  \
    roguesim turn --monster-hd 9 --fighter --ev 12 --sh 10 --attacks 2 --turns 5 --format csv")]
pub struct TurnArgs {
    /// The attacking monster's hit dice.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_hd: i32,
    /// The monster is a fighter (M_FIGHTER).
    #[arg(long)]
    pub fighter: bool,
    /// The monster weapon's plus plus its PWPN_HIT.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub weapon_to_hit: i32,
    /// The defender.
    #[command(flatten)]
    pub defender: DefenderArgs,
    /// Attacks in the turn.
    #[arg(long)]
    pub attacks: u32,
    /// Shield rules: 0.31 (block limit) or 0.19 (pierce grows with earlier blocks).
    #[arg(long, default_value = "0.31", value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// Turns per fight for the longest landed streak.
    #[arg(long, default_value_t = 1)]
    pub turns: u32,
}

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
#[command(after_help = "Examples:\n  \
    roguesim dcss-speed --monster-speed 10 --move 12\n  \
    roguesim dcss-speed --monster-speed 10 --monster-action-cost 15 --attack-delay 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14 --pursuit\n  \
    roguesim dcss-speed --monster-speed 10 --move 10 --pursuit adjacent")]
pub struct DcssSpeedArgs {
    /// The monster's speed (10 normal).
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: i32,
    /// Energy per monster action (10 normal, 15 for an ogre's attacks).
    #[arg(long, default_value_t = 10, allow_negative_numbers = true)]
    pub monster_action_cost: i32,
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

fn parse_rules(s: &str) -> Result<ShieldRules, String> {
    s.parse()
}
