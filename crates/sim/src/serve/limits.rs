//! What one request may cost and what the server holds open: the caps `roguesim serve`
//! starts with, each checked once. The gate that applies the computation caps is
//! [`super::gate`]; the listener that applies the connection caps is [`super::listen`].

use std::path::PathBuf;
use std::time::Duration;

use mechanics::dcss::rules::RuleSet;
use mechanics::limits::Limit;
use mechanics::sampling::kernel::LaneKernel;

use super::Options;
use crate::engine::{MAX_THREADS, MAX_TRIALS};
use crate::error::SimError;
use crate::kinds::{Door, Files};

/// The largest request body: 1 MiB. A longer one is refused with 413.
pub const MAX_BODY: usize = 1 << 20;

/// The longest text a scenario's field may hold, in characters (a name, a monster, a
/// weapon): longer ones are refused before anything runs, and never echoed.
pub const MAX_TEXT: usize = 100;

/// The longest `description` of a scenario document, in characters.
pub const MAX_DESCRIPTION: usize = 2000;

/// `--client-seconds` unless given: how long a client may take to send a request's line and
/// headers (and how long a connection may stay idle between requests) before the server
/// closes the connection, and then its body before it is answered 408.
pub const DEFAULT_CLIENT_SECONDS: u64 = 10;

/// The range of `--client-seconds`.
const CLIENT_SECONDS: Limit = Limit::new("--client-seconds", 1, 3600);

/// After Ctrl-C or SIGTERM, how long requests in flight may take to finish before the server
/// closes their connections and exits.
pub const GRACE: Duration = Duration::from_secs(2);

/// `--max-trials` unless given: ten million, the most any scenario of `configs/` asks.
pub const DEFAULT_MAX_TRIALS: u64 = 10_000_000;

/// `--max-seconds` unless given.
pub const DEFAULT_MAX_SECONDS: f64 = 30.0;

/// `--max-queue` unless given.
pub const DEFAULT_MAX_QUEUE: usize = 64;

/// `--max-connections` unless given.
pub const DEFAULT_MAX_CONNECTIONS: usize = 512;

/// `--max-memory` unless given, in MiB: a scenario of `configs/` at ten million trials
/// uses about 12 MiB.
pub const DEFAULT_MAX_MEMORY_MIB: u64 = 1024;

/// The range of `--max-memory`, in MiB: from what the program itself maps.
const MEMORY_MIB: Limit = Limit::new("--max-memory", 256, 1 << 30);

/// The range of `--max-connections`.
const CONNECTIONS: Limit = Limit::new("--max-connections", 1, 100_000);

/// The longest `--max-seconds`: an hour.
const LONGEST: f64 = 3600.0;

/// Small computations of the server's own (a dump read, a monster search) at once, on their
/// own threads beside the Monte Carlo jobs' slots.
pub const QUICK_SLOTS: usize = 4;

/// How long a small computation may take unless the limits say.
pub const QUICK_TIME: Duration = Duration::from_secs(5);

/// The server's limits and how each computation runs.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most trials one request may ask for.
    pub max_trials: u64,
    /// The longest wait for a slot, and the longest computation.
    pub max_time: Duration,
    /// Computations at once.
    pub max_concurrent: usize,
    /// Requests waiting for a slot at most.
    pub max_queue: usize,
    /// Each computation's worker threads (`None`: every core). `roguesim serve` gives each
    /// its share of the cores unless `--threads` says.
    pub threads: Option<usize>,
    /// The lane kernel of every computation.
    pub kernel: LaneKernel,
    /// The program whose `serve --worker` computes each scenario (this binary).
    pub program: PathBuf,
    /// The address space of each scenario's child, in bytes.
    pub max_memory: u64,
    /// Connections open at once; the next waits until one closes.
    pub max_connections: usize,
    /// How long a connection may stay idle, or take to send a request's line and headers,
    /// and then its body.
    pub client_time: Duration,
    /// Host names the server answers to beside IP addresses and `localhost`.
    pub hosts: Vec<String>,
    /// How long a small computation of the quick path may take.
    pub quick_time: Duration,
    /// The rule set of a DCSS scenario that names none: `ROGUESIM_RULES` as the server
    /// read it at its start, else the default.
    pub default_rules: RuleSet,
}

/// A flag's value out of its range, said as the command line says it.
fn out_of_range(flag: &str, value: impl std::fmt::Display, allowed: &str) -> SimError {
    SimError::invalid(flag, format!("{value} is out of range: allowed {allowed}"))
}

/// A host name given to `--allow-host`, lower-cased: letters, digits, `-` and `.`, without
/// a port.
fn host_name(text: &str) -> Result<String, SimError> {
    let name = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let fine = !name.is_empty()
        && name.len() <= 253
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    if fine {
        Ok(name)
    } else {
        Err(SimError::invalid(
            "--allow-host",
            format!(
                "'{text}' is not a host name; allowed: a name such as roguesim.example.org, without a port"
            ),
        ))
    }
}

/// Each computation's share of `cores` when `concurrent` run at once: at least one thread.
pub fn share(cores: usize, concurrent: usize) -> usize {
    (cores / concurrent.max(1)).max(1)
}

impl Limits {
    /// The limits `options` ask for, checked: each a positive number in its range. Without
    /// `threads`, each computation gets its share of the cores, so the computations running
    /// at once do not fight over them. `default_rules` is the rule set of a scenario that
    /// names none.
    pub fn new(
        options: &Options,
        threads: Option<usize>,
        kernel: LaneKernel,
        default_rules: RuleSet,
    ) -> Result<Self, SimError> {
        if !(1..=MAX_TRIALS).contains(&options.max_trials) {
            return Err(out_of_range(
                "--max-trials",
                options.max_trials,
                &format!("1 to {MAX_TRIALS} (10^15)"),
            ));
        }
        if !(options.max_seconds > 0.0 && options.max_seconds <= LONGEST) {
            return Err(out_of_range(
                "--max-seconds",
                options.max_seconds,
                &format!("more than 0 and at most {LONGEST}"),
            ));
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let max_concurrent = options.max_concurrent.unwrap_or(cores);
        let threads_range = format!("1 to {MAX_THREADS}");
        if !(1..=MAX_THREADS).contains(&max_concurrent) {
            return Err(out_of_range(
                "--max-concurrent",
                max_concurrent,
                &threads_range,
            ));
        }
        if let Some(t) = threads.filter(|t| !(1..=MAX_THREADS).contains(t)) {
            return Err(out_of_range("--threads", t, &threads_range));
        }
        let check = |limit: Limit, value: u64| {
            i64::try_from(value)
                .map_err(|_| out_of_range(limit.field, value, &limit.range()))
                .and_then(|v| {
                    limit
                        .check(v)
                        .map_err(|e| SimError::invalid(limit.field, e.to_string()))
                })
        };
        check(MEMORY_MIB, options.max_memory)?;
        check(CONNECTIONS, options.max_connections as u64)?;
        check(CLIENT_SECONDS, options.client_seconds)?;
        let hosts = options
            .allow_hosts
            .iter()
            .map(|h| host_name(h))
            .collect::<Result<Vec<_>, _>>()?;
        let program = std::env::current_exe().map_err(|e| {
            SimError::Output(format!("cannot find this program to run computations: {e}"))
        })?;
        Ok(Limits {
            max_trials: options.max_trials,
            max_time: Duration::from_secs_f64(options.max_seconds),
            max_concurrent,
            max_queue: options.max_queue,
            // A worker computes with the threads its server passes it (every core when none).
            threads: match options.worker {
                true => threads,
                false => Some(threads.unwrap_or_else(|| share(cores, max_concurrent))),
            },
            kernel,
            program,
            max_memory: options.max_memory << 20,
            max_connections: options.max_connections,
            client_time: Duration::from_secs(options.client_seconds),
            hosts,
            quick_time: QUICK_TIME,
            default_rules,
        })
    }

    /// The door every scenario of a request passes ([`crate::kinds::run_document`]): no file
    /// read, the trials capped, the server's threads, kernel and default rule set.
    pub fn door(&self) -> Door {
        Door {
            files: Files::Refuse,
            max_trials: Some(self.max_trials),
            threads: self.threads,
            kernel: self.kernel,
            ..Door::new(self.default_rules)
        }
    }

    /// The defaults of `roguesim serve` with `max_concurrent` slots, computing with
    /// `program` (tests build routers with it, naming the roguesim binary), each computation
    /// on every core as the command line computes: a router built so answers byte for byte
    /// as `roguesim run`, its report's `threads` included. `roguesim serve` itself gives each
    /// computation its [`share`] of the cores ([`Limits::new`]).
    pub fn defaults(max_concurrent: usize, program: PathBuf) -> Self {
        Limits {
            max_trials: DEFAULT_MAX_TRIALS,
            max_time: Duration::from_secs_f64(DEFAULT_MAX_SECONDS),
            max_concurrent,
            max_queue: DEFAULT_MAX_QUEUE,
            threads: None,
            kernel: LaneKernel::best(),
            program,
            max_memory: DEFAULT_MAX_MEMORY_MIB << 20,
            max_connections: DEFAULT_MAX_CONNECTIONS,
            client_time: Duration::from_secs(DEFAULT_CLIENT_SECONDS),
            hosts: Vec::new(),
            quick_time: QUICK_TIME,
            default_rules: crate::dcss::rules::DEFAULT,
        }
    }
}
