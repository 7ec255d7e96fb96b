//! The command line's flags (clap derive). Only what a user typed is parsed here; every
//! value is checked once, by the rules, after a kind's flags have become its scenario
//! ([`KindArgs`]).
//!
//! Beside the registry (`crate::kinds`), this is the one place that lists the report kinds:
//! clap needs a type per subcommand, so each kind's flags are a struct in a file of its own
//! here, and one line of `kind_commands!` makes its subcommand ([`KindCommand`]), the
//! target of a study ([`Target`]) and both dispatches. A test checks the list against the
//! registry.

mod attack;
mod attack_ranged;
mod damage;
mod danger;
mod dcss_speed;
mod defender;
mod duel;
mod ev;
mod hit;
mod ranged;
mod speed;
mod study;
mod threat;
mod tools;
mod turn;

use std::path::PathBuf;

use clap::builder::Resettable;
use clap::{Args, Parser, Subcommand};

pub use attack::{AttackArgs, MonsterGearArgs, OffenceArgs};
pub use damage::DamageArgs;
pub use danger::DangerArgs;
pub use dcss_speed::{DcssActionArgs, DcssSpeedArgs, PursuitMode};
pub use defender::{BuildArgs, DefenderArgs, NamedArgs};
pub use duel::DuelArgs;
pub use ev::EvArgs;
pub use hit::{AttackerArgs, HitArgs};
pub use ranged::RangedArgs;
pub use speed::SpeedArgs;
pub use study::{CompareArgs, PlotArgs, SweepArgs, WorthArgs};
pub use threat::{PlayerActionArg, ThreatArgs};
pub use tools::{BenchArgs, GameArg, MonstersArgs, ServeArgs};
pub use turn::{TurnArgs, TurnAttackerArgs};

use crate::kinds::{Entry, ScenarioFile};

use crate::engine::DEFAULT_CHUNK_SIZE;

use crate::report::Format;

/// Real odds for roguelike combat: Dungeon Crawl Stone Soup 0.34.1 (the default) and 0.31,
/// with the 0.19 shield contest, and FrogComposband 7.1. Exact probabilities of the games'
/// real rolls, beside Monte Carlo estimates with 95 % intervals.
///
/// With no command, runs the built-in scenarios (a shielded fighter against an orc pack,
/// a dodger against an HD 15 fighter, a +0 player against a +10 monster).
#[derive(Debug, Parser)]
#[command(name = "roguesim", version, about, long_about)]
#[command(after_long_help = "Examples:\n  \
    roguesim ev --species human --dex 15 --str 15 --body plate --armour-skill 5\n  \
    roguesim hit --monster-hd 10 --fighter --ev 20 --sh-internal 27\n  \
    roguesim turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --shield-rules 0.19\n  \
    roguesim speed --player-speed 0 --monster-speed 10\n  \
    roguesim dcss-speed --monster-speed 10 --move 14\n  \
    roguesim ranged --monster \"orc priest\" --ev 15\n  \
    roguesim run configs/plate-tower-vs-orc-warband.json --trials 10000000 --format json\n  \
    roguesim sweep hit --monster-hd 10 --fighter --vary ev=0..40 --plot hit.png\n  \
    roguesim compare hit --monster ogre --ev 15 --a sh=5 --b sh=10\n  \
    roguesim worth --monster \"orc knight\" --species human --dex 14 --str 16 --body \"scale mail\"")]
pub struct Cli {
    /// What to do (default: the built-in scenarios).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of every run.
    #[command(flatten)]
    pub run: RunArgs,
    /// Drawing the report.
    #[command(flatten)]
    pub plot: PlotArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a scenario file (JSON; see configs/ and docs/cli.md).
    #[command(after_long_help = "Examples:\n  \
        roguesim run configs/kite-shield-vs-orc-pack.json\n  \
        roguesim run configs/frog-plus0-vs-plus10.json --trials 100000000 --format json\n  \
        roguesim hit --monster-hd 4 --ev 12 --format json | jq .inputs > mine.json; roguesim run mine.json")]
    Run {
        /// The scenario file.
        file: PathBuf,
    },
    /// The report kinds' commands (`ev`, `hit`, ... `ranged`).
    #[command(flatten)]
    Kind(KindCommand),
    /// The monster tables: DCSS monsters (0.34.1 or 0.31) and FrogComposband 7.1 races by
    /// name.
    Monsters(MonstersArgs),
    /// Throughput of the roll loops against the raw generator.
    Bench(BenchArgs),
    /// The JSON Schema of a scenario file or of a report kind's JSON.
    #[command(after_long_help = "Examples:\n  \
        roguesim schema scenario > scenario.schema.json\n  \
        roguesim schema hit")]
    Schema {
        /// Which schema.
        #[arg(value_parser = schema_names(), required_unless_present = "list")]
        kind: Option<String>,
        /// Print the name of every schema, one a line (what `schema/regenerate.sh` writes).
        #[arg(long, conflicts_with = "kind")]
        list: bool,
    },
    /// Curves and grids: one command at every value of one or two of its flags.
    Sweep(SweepArgs),
    /// Two variants of one scenario side by side: builds, characters, shields, rules.
    Compare(CompareArgs),
    /// What one more point of each stat, skill or enchantment, or the next armour, is worth.
    Worth(WorthArgs),
    /// The page and the HTTP API: paste a character, pick monsters, read the odds in a
    /// browser.
    Serve(ServeArgs),
    /// The report of a run from the partial results of its shards (`--shard I/N`): the same
    /// bytes as the unsharded run, apart from `elapsed_s` and `threads`.
    #[command(after_long_help = "Examples:\n  \
        for i in 1 2 3 4; do roguesim run configs/frog-plus0-vs-plus10.json --shard $i/4 --output part-$i.json; done\n  \
        roguesim merge part-*.json --format json")]
    Merge {
        /// The partial results, one per shard, in any order.
        #[arg(required = true)]
        parts: Vec<PathBuf>,
    },
    /// Shell completions for bash, zsh, fish, PowerShell or elvish, on standard output.
    #[command(after_long_help = "Examples:\n  \
        roguesim completions bash > ~/.local/share/bash-completion/completions/roguesim\n  \
        roguesim completions zsh > ~/.zfunc/_roguesim\n  \
        roguesim completions fish > ~/.config/fish/completions/roguesim.fish")]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// The manual page (roff), on standard output.
    #[command(after_long_help = "Examples:\n  \
        roguesim man > roguesim.1 && man ./roguesim.1")]
    Man,
}

/// One line per report kind: its subcommand's help, the variant, its flags' struct, and how
/// a study relaxes them (a flag the single command requires may be left out when a sweep
/// varies it, or `--a`/`--b` set it: the point's scenario then says what is missing). Makes
/// [`KindCommand`] (the kinds' subcommands), [`Target`] (what a study runs at every point)
/// and their dispatch to [`KindArgs`].
macro_rules! kind_commands {
    ($( $(#[doc = $doc:literal])* $variant:ident($args:ty) $(study($($relax:tt)*))? ),* $(,)?) => {
        /// The report kinds' subcommands, one per kind of the registry.
        #[derive(Debug, Subcommand)]
        pub enum KindCommand {
            $( $(#[doc = $doc])* $variant($args), )*
        }

        /// The command a sweep or comparison runs at every point, with its own flags.
        #[derive(Debug, Subcommand)]
        pub enum Target {
            $( $(#[doc = $doc])* $(#[command($($relax)*)])? $variant($args), )*
        }

        impl KindCommand {
            /// The kind's flags.
            pub fn kind_args(&self) -> &dyn KindArgs {
                match self {
                    $( KindCommand::$variant(a) => a, )*
                }
            }
        }

        impl Target {
            /// The flags of the kind the study runs.
            pub fn kind_args(&self) -> &dyn KindArgs {
                match self {
                    $( Target::$variant(a) => a, )*
                }
            }
        }
    };
}

kind_commands! {
    /// A player's EV, SH, AC and encumbrance, with the full breakdown.
    Ev(EvArgs),
    /// One attack against a defender's EV and SH: true vs displayed chance to hit.
    Hit(HitArgs) study(mut_group("AttackerArgs", |g| g.required(false))),
    /// A turn of K attacks against a shield: blocks and landed attacks per turn.
    Turn(TurnArgs) study(
        mut_group("TurnAttackerArgs", |g| g.required(false)),
        mut_arg("attacks", |a| a.required_unless_present(Resettable::Reset))
    ),
    /// How dangerous a named monster is to you: hit odds, blows per round, and the blows
    /// that land before you act again.
    Threat(ThreatArgs),
    /// What one landed monster attack takes off after your AC and GDR, and how many rounds
    /// you last.
    Damage(DamageArgs) study(mut_arg("attack_damage", |a| a.required(false))),
    /// FrogComposband double moves: monster actions between two player actions.
    Speed(SpeedArgs) study(
        mut_arg("player_speed", |a| a.required(false)),
        mut_arg("monster", |a| a.required_unless_present(Resettable::Reset))
    ),
    /// DCSS: how many times one monster acts per player action (speed, action costs,
    /// haste, pursuit).
    DcssSpeed(DcssSpeedArgs) study(
        mut_group("DcssActionArgs", |g| g.required(false)),
        mut_arg("monster", |a| a.required_unless_present(Resettable::Reset))
    ),
    /// Your attack on a monster, in melee or with a shot, a throw or a spell: to-hit, damage
    /// after its AC, delay, attacks to kill.
    Attack(AttackArgs),
    /// You and one monster until one dies, in melee or with your shots or spells: P(you win),
    /// the HP you keep, the turns.
    Duel(DuelArgs),
    /// A monster's attacks at range against you: missiles, spell beams, Smiting and Pain
    /// (P(hit), P(block), P(land), damage after AC; K attacks per turn).
    Ranged(RangedArgs),
    /// Every monster a level can make, ranked by your chance to lose to it with its band.
    Danger(DangerArgs),
}

/// The schemas `roguesim schema` writes, by name, each with what it describes.
fn schema_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        crate::schema::all()
            .into_iter()
            .map(|k| clap::builder::PossibleValue::new(k.name).help(k.help)),
    )
}

/// A report kind's flags: the scenario they describe, the same a scenario file with these
/// values gives (no checks here: the rules check every value once).
pub trait KindArgs {
    /// The kind's entry in the registry.
    fn kind(&self) -> &'static dyn Entry;

    /// The scenario the flags describe.
    fn scenario(&self) -> ScenarioFile;

    /// Fields the flags leave without a value for a study to set (a flag the single command
    /// requires but a sweep may vary), as paths in the kind's object.
    fn unset(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

impl Command {
    /// The flags of a report kind's command (`hit`, `speed`, ...); `None` for the others.
    pub fn kind_args(&self) -> Option<&dyn KindArgs> {
        match self {
            Command::Kind(kind) => Some(kind.kind_args()),
            _ => None,
        }
    }
}

/// Options shared by every run.
#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    /// Monte Carlo trials (default: the scenario's, else 1000000).
    #[arg(help_heading = "Run (every command)", long, global = true)]
    pub trials: Option<u64>,
    /// Seed; the same seed gives identical results for any thread count (default 1).
    #[arg(help_heading = "Run (every command)", long, global = true)]
    pub seed: Option<u64>,
    /// Worker threads (default: all cores).
    #[arg(help_heading = "Run (every command)", long, global = true)]
    pub threads: Option<usize>,
    /// Output format.
    #[arg(help_heading = "Output (every command)", long, value_enum, default_value_t = Format::Table, global = true)]
    pub format: Format,
    /// Write the report to this file (atomically) instead of standard output.
    #[arg(help_heading = "Output (every command)", long, global = true)]
    pub output: Option<PathBuf>,
    /// Print every number of the tables with N decimals, probabilities as fractions (0 to
    /// 1), instead of rounded for a player (table) or to 6 decimals (markdown); JSON and CSV
    /// keep every digit whatever N.
    #[arg(
        help_heading = "Output (every command)",
        long,
        global = true,
        value_name = "N",
        value_parser = clap::value_parser!(u8).range(0..=15)
    )]
    pub digits: Option<u8>,
    /// Show every row of the long lists (P(dead within k), a weapon law), which a table
    /// otherwise trims to a chosen few; JSON and CSV always hold every row.
    #[arg(help_heading = "Output (every command)", long, global = true)]
    pub all: bool,
    /// Trials per chunk (each chunk has its own seeded generator).
    #[arg(help_heading = "Run (every command)", long, default_value_t = DEFAULT_CHUNK_SIZE, hide = true, global = true)]
    pub chunk_size: u64,
    /// Never show a progress bar.
    #[arg(help_heading = "Output (every command)", long, global = true)]
    pub quiet: bool,
    /// The vector kernel of the lane loops: auto picks the fastest this processor runs.
    /// Every kernel gives identical results; only the speed differs.
    #[arg(
        help_heading = "Run (every command)",
        long,
        value_enum,
        env = "ROGUESIM_KERNEL",
        default_value_t = KernelChoice::Auto,
        global = true
    )]
    pub kernel: KernelChoice,
    /// Compute only shard I of N of the run's chunks and write its partial result (JSON,
    /// whatever --format says) for `roguesim merge`.
    #[arg(
        help_heading = "Run (every command)",
        long,
        global = true,
        value_name = "I/N"
    )]
    pub shard: Option<String>,
    /// Save the finished chunks to FILE as the run goes and on Ctrl-C or SIGTERM; the same
    /// command run again resumes from it.
    #[arg(
        help_heading = "Run (every command)",
        long,
        global = true,
        value_name = "FILE"
    )]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between checkpoint saves (0: after every chunk) [default: 5].
    #[arg(
        help_heading = "Run (every command)",
        long,
        global = true,
        value_name = "SECONDS"
    )]
    pub checkpoint_every: Option<f64>,
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
