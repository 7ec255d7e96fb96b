//! The flags of the commands that are not report kinds of a scenario: `roguesim bench`,
//! `roguesim monsters` and `roguesim serve`.

use std::net::{IpAddr, Ipv4Addr};

use clap::{Args, ValueEnum};

use super::defender::RulesArgs;
use crate::dcss::named::DEFAULT_DEPTH;
use crate::serve::{DEFAULT_PORT, Options, limits};
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

/// Options of `roguesim serve`.
#[derive(Debug, Clone, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim serve --open\n  \
    roguesim serve --port 0\n  \
    roguesim serve --bind 0.0.0.0 --port 8080 --max-trials 1000000 --max-concurrent 4\n  \
    roguesim serve --bind 0.0.0.0 --allow-host sim.example.org\n\n\
    --bind 0.0.0.0 serves every network the machine is on: anyone who can reach the port can \
    run computations within the caps above, read the monster tables and have dumps read; no \
    file of the machine is ever read or served, and no other site's page can use the API. \
    Put a proxy with TLS and access control in front for a public server.")]
pub struct ServeArgs {
    /// The address to listen on. The default serves this machine only; 0.0.0.0 (or ::)
    /// serves every network the machine is on (see below).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub bind: IpAddr,
    /// The port to listen on; 0 picks a free one (the URL printed at start names it).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Open the page in the default browser once the server listens.
    #[arg(long)]
    pub open: bool,
    /// The most Monte Carlo trials one request may ask for; a request asking for more is
    /// refused (422), not cut short.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_TRIALS, value_name = "N")]
    pub max_trials: u64,
    /// The most seconds one computation may take, and one request wait for a computation
    /// slot; a request still computing then is refused (422) and its computation stopped.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_SECONDS, value_name = "SECONDS")]
    pub max_seconds: f64,
    /// The most memory one scenario's computation may map, in MiB; one that needs more is
    /// stopped and the request refused (422).
    #[arg(long, default_value_t = limits::DEFAULT_MAX_MEMORY_MIB, value_name = "MIB")]
    pub max_memory: u64,
    /// How many computations run at once, each on its share of the cores (unless --threads
    /// says) [default: the number of cores].
    #[arg(long, value_name = "N")]
    pub max_concurrent: Option<usize>,
    /// How many requests may wait for a computation slot; one more gets 503 at once.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_QUEUE, value_name = "N")]
    pub max_queue: usize,
    /// How many connections are held open at once; the next waits until one closes.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_CONNECTIONS, value_name = "N")]
    pub max_connections: usize,
    /// How long a client may take to send a request's line and headers (or stay idle between
    /// requests) before the server closes the connection, and then its body before it is
    /// answered 408: what a slowloris client meets. From 1 to 3600.
    #[arg(long, default_value_t = limits::DEFAULT_CLIENT_SECONDS, value_name = "SECONDS")]
    pub client_seconds: u64,
    /// A host name the server answers to beside its IP addresses and localhost (the name it
    /// is served as, behind a proxy); repeat for more. Requests naming another host are
    /// refused (403), so no site whose name resolves here can use it.
    #[arg(long, value_name = "NAME")]
    pub allow_host: Vec<String>,
    /// Compute one scenario read from standard input and exit: the server runs each
    /// request's scenario so, in a child process it can stop.
    #[arg(long, hide = true)]
    pub worker: bool,
}

impl From<&ServeArgs> for Options {
    fn from(a: &ServeArgs) -> Self {
        Options {
            bind: a.bind,
            port: a.port,
            open: a.open,
            max_trials: a.max_trials,
            max_seconds: a.max_seconds,
            max_memory: a.max_memory,
            max_concurrent: a.max_concurrent,
            max_queue: a.max_queue,
            max_connections: a.max_connections,
            client_seconds: a.client_seconds,
            allow_hosts: a.allow_host.clone(),
            worker: a.worker,
        }
    }
}
