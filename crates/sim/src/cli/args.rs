//! The command line's flags (clap derive). Only what a user typed is parsed here; every
//! value is checked once, by the rules, after `flags` has turned the flags into a scenario.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use mechanics::dcss::shields::ShieldRules;

use crate::bench::BenchArgs;
use crate::engine::DEFAULT_CHUNK_SIZE;
use crate::frog::spec::FrogStart;
use crate::report::Format;
use crate::schema::SchemaKind;

/// Monte Carlo combat simulator for DCSS 0.31 (with the 0.19 shield contest) and
/// FrogComposband 7.1: exact probabilities of the games' real rolls, beside estimates from
/// millions of simulated exchanges with 95 % intervals.
///
/// With no command, runs the built-in scenarios (a shielded fighter against an orc pack,
/// a dodger against an HD 15 fighter, a +0 player against a +10 monster).
#[derive(Debug, Parser)]
#[command(name = "roguesim", version, about, long_about)]
#[command(after_help = "Examples:\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim hit --monster-hd 10 --fighter --ev 20 --sh-internal 27\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.19\n  \
    roguesim speed --player-speed 0 --monster-speed 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14\n  \
    roguesim run configs/plate-tower-vs-orc-warband.json --trials 10000000 --format json")]
pub struct Cli {
    /// What to do (default: the built-in scenarios).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of every run.
    #[command(flatten)]
    pub run: RunArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a scenario file (JSON; see configs/ and the README).
    #[command(after_help = "Examples:\n  \
        roguesim run configs/kite-shield-vs-orc-pack.json\n  \
        roguesim run configs/frog-plus0-vs-plus10.json --trials 100000000 --format json\n  \
        roguesim hit --monster-hd 4 --ev 12 --format json | jq .inputs > mine.json; roguesim run mine.json")]
    Run {
        /// The scenario file.
        file: PathBuf,
    },
    /// A player's EV, SH and encumbrance, with the full breakdown (DCSS 0.31).
    Ev(EvArgs),
    /// One attack against a defender's EV and SH: true vs displayed chance to hit.
    Hit(HitArgs),
    /// A turn of K attacks against a shield: blocks and landed attacks per turn.
    Turn(TurnArgs),
    /// FrogComposband double moves: monster actions between two player actions.
    Speed(SpeedArgs),
    /// DCSS: how many times one monster acts per player action (speed, action costs,
    /// haste, pursuit).
    DcssSpeed(DcssSpeedArgs),
    /// Throughput of the roll loops against the raw generator.
    Bench(BenchArgs),
    /// The JSON Schema of a scenario file or of a report kind's JSON.
    #[command(after_help = "Examples:\n  \
        roguesim schema scenario > scenario.schema.json\n  \
        roguesim schema hit")]
    Schema {
        /// Which schema.
        #[arg(value_enum)]
        kind: SchemaKind,
    },
}

/// Options shared by every run.
#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    /// Monte Carlo trials (default: the scenario's, else 1000000).
    #[arg(long, global = true)]
    pub trials: Option<u64>,
    /// Seed; the same seed gives identical results for any thread count (default 1).
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Worker threads (default: all cores).
    #[arg(long, global = true)]
    pub threads: Option<usize>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table, global = true)]
    pub format: Format,
    /// Write the report to this file (atomically) instead of standard output.
    #[arg(long, global = true)]
    pub output: Option<PathBuf>,
    /// Trials per chunk (each chunk has its own seeded generator).
    #[arg(long, default_value_t = DEFAULT_CHUNK_SIZE, hide = true, global = true)]
    pub chunk_size: u64,
    /// Never show a progress bar.
    #[arg(long, global = true)]
    pub quiet: bool,
    /// The vector kernel of the lane loops: auto picks the fastest this processor runs.
    /// Every kernel gives identical results; only the speed differs.
    #[arg(
        long,
        value_enum,
        env = "ROGUESIM_KERNEL",
        default_value_t = KernelChoice::Auto,
        global = true
    )]
    pub kernel: KernelChoice,
}

/// Which vector kernel the lane loops run on (`--kernel`, or `ROGUESIM_KERNEL`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum KernelChoice {
    /// The fastest this processor runs: AVX-512, else AVX2, else portable.
    #[default]
    Auto,
    /// Plain Rust on arrays: every processor.
    Portable,
    /// AVX2 vectors (x86-64).
    Avx2,
    /// AVX-512 vectors (x86-64 with AVX-512F, BW and VL).
    Avx512,
}

/// A player build, as `ev` describes it.
#[derive(Debug, Args)]
pub struct BuildArgs {
    /// Species, as the game spells it or its code (human, "deep elf", Sp).
    #[arg(long)]
    pub species: String,
    /// Experience level (default 1).
    #[arg(long)]
    pub xl: Option<i32>,
    /// Dexterity.
    #[arg(long, allow_negative_numbers = true)]
    pub dex: i32,
    /// Strength.
    #[arg(long = "str", allow_negative_numbers = true)]
    pub strength: i32,
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
    roguesim hit --monster-hd 15 --weapon-to-hit 3 --ev 30 --trials 10000000\n  \
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
    /// The defender's EV.
    #[arg(long, allow_negative_numbers = true)]
    pub ev: i32,
    /// The defender's internal SH (twice the displayed SH); 0 for no shield.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub sh_internal: i32,
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
    roguesim turn --monster-hd 9 --fighter --ev 12 --sh-internal 20 --attacks 2 --turns 5 --format csv")]
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
    /// The defender's EV.
    #[arg(long, allow_negative_numbers = true)]
    pub ev: i32,
    /// The defender's internal SH (twice the displayed SH).
    #[arg(long, allow_negative_numbers = true)]
    pub sh_internal: i32,
    /// Attacks in the turn.
    #[arg(long)]
    pub attacks: u32,
    /// Shield rules: 0.31 (block limit) or 0.19 (pierce grows with earlier blocks).
    #[arg(long, value_parser = parse_rules)]
    pub shield_rules: ShieldRules,
    /// Blocks allowed per turn under 0.31 (buckler 2, kite 3, tower 4, no shield item 1;
    /// default 3).
    #[arg(long)]
    pub block_limit: Option<u32>,
    /// Turns per fight for the longest landed streak.
    #[arg(long, default_value_t = 1)]
    pub turns: u32,
}

/// `roguesim speed`: FrogComposband double moves (`docs/rules/frogcomposband-energy.md` §5,
/// §8).
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim speed --player-speed 0 --monster-speed 10\n  \
    roguesim speed --player-speed 0 --monster-speed 10 --non-unique --monster-hasted\n  \
    roguesim speed --player-speed 0 --monster-speed 10 --start level-entry --player-action-cost 60")]
pub struct SpeedArgs {
    /// The player's displayed speed (+10 is 10).
    #[arg(long, allow_negative_numbers = true)]
    pub player_speed: i32,
    /// The monster's displayed race speed.
    #[arg(long, allow_negative_numbers = true)]
    pub monster_speed: i32,
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
    pub fn spec(self) -> crate::dcss::time::PursuitSpec {
        match self {
            PursuitMode::Jitter => crate::dcss::time::PursuitSpec::Jitter,
            PursuitMode::Adjacent => crate::dcss::time::PursuitSpec::Adjacent,
        }
    }
}

fn parse_rules(s: &str) -> Result<ShieldRules, String> {
    s.parse()
}
