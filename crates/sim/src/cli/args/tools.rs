//! The flags of the commands that are not report kinds of a scenario: `roguesim bench` and
//! `roguesim monsters`.

use clap::{Args, ValueEnum};

use super::defender::RulesArgs;
use crate::dcss::named::DEFAULT_DEPTH;
use crate::tools::monsters::{Game, MonstersQuery};

/// Options of `roguesim bench`.
#[derive(Debug, Clone, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim bench\n  \
    roguesim bench --seconds 1 --threads 1\n  \
    roguesim bench --rules dcss-0.31 --kernel avx2\n  \
    roguesim bench --format json --output results/bench.json")]
pub struct BenchArgs {
    /// Seconds to spend on each loop (split over three interleaved rounds).
    #[arg(long, default_value_t = 3.0)]
    pub seconds: f64,
    /// The rule set of the DCSS loops measured against their targets (both rule sets' exchange
    /// and turn loops are measured beside each other either way).
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Options of `roguesim monsters`.
#[derive(Debug, Clone, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim monsters orc\n  \
    roguesim monsters \"orc knight\"\n  \
    roguesim monsters hydra --format json\n  \
    roguesim monsters grip --game frog\n  \
    roguesim monsters --game frog --format csv > races.csv")]
pub struct MonstersArgs {
    /// A name or part of one (case-insensitive); all monsters without it.
    pub query: Option<String>,
    /// Which game's monsters.
    #[arg(long, value_enum, default_value_t = GameArg::Dcss)]
    pub game: GameArg,
    /// The absolute depth for an exact DCSS name's weapon (D:10 is 10).
    #[arg(long, default_value_t = DEFAULT_DEPTH, allow_negative_numbers = true)]
    pub depth: i32,
    /// The DCSS rule set whose monster table is read.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Which game's monsters (`--game`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum GameArg {
    /// Dungeon Crawl Stone Soup (the rule set's table).
    #[default]
    Dcss,
    /// FrogComposband 7.1.
    Frog,
}

impl MonstersArgs {
    /// What the flags ask the monster tables.
    pub fn query(&self) -> MonstersQuery {
        MonstersQuery {
            query: self.query.clone(),
            game: match self.game {
                GameArg::Dcss => Game::Dcss,
                GameArg::Frog => Game::Frog,
            },
            depth: self.depth,
            rules: self.rules.rules,
        }
    }
}
