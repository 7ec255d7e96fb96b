//! `roguesim serve`: the simulator as a web page and an HTTP API, in this one binary.
//!
//! The API is the scenario file format: `POST /api/<kind>` takes a scenario document of
//! that kind and answers with the JSON `roguesim run FILE --format json` prints for it. Every
//! kind of [`kinds`] is served with no per-kind code here. Beside it: the monster tables
//! (`GET /api/monsters`), a pasted character dump read into a build (`POST /api/character`),
//! the JSON Schemas (`GET /api/schema/<kind>`), a kind's figure as SVG
//! (`POST /api/<kind>/svg`) and what the server offers and allows (`GET /api/meta`). The page
//! at `/` is plain HTML, CSS and JavaScript embedded in the binary ([`page`]); it asks only
//! this API.
//!
//! No trust in requests ([`limits`]): a request never names a file (fields that are file
//! paths are refused), bodies are capped at [`MAX_BODY`], trials, seconds and memory per
//! request are capped by flags and a request over a cap is refused, a bounded number of
//! computations run at once and the rest wait in a bounded queue or get 503, and every
//! refusal is a one-line JSON error naming the field ([`error`]).
//!
//! The stack: axum's router on a tokio runtime that only moves bytes; each scenario runs in a
//! child process of this binary ([`worker`]), stopped at the time limit and capped in
//! memory; reading a dump and looking up names run on tokio's blocking threads.

pub mod api;
pub mod error;
pub mod kinds;
pub mod limits;
pub mod page;
pub mod router;
pub mod worker;

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use clap::Args;
use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;

use crate::error::SimError;
pub use limits::{Limits, MAX_BODY};
pub use router::router;

/// The port `roguesim serve` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8765;

/// Options of `roguesim serve`.
#[derive(Debug, Clone, Args)]
#[command(after_long_help = "Examples:\n  \
    roguesim serve --open\n  \
    roguesim serve --port 0\n  \
    roguesim serve --bind 0.0.0.0 --port 8080 --max-trials 1000000 --max-concurrent 4")]
pub struct ServeArgs {
    /// The address to listen on. The default serves this machine only; 0.0.0.0 (or ::)
    /// serves every network the machine is on.
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
    /// The most seconds one computation may take; a request still computing then is refused
    /// (422) and its computation stopped.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_SECONDS, value_name = "SECONDS")]
    pub max_seconds: f64,
    /// The most memory one scenario's computation may map, in MiB; one that needs more is
    /// stopped and the request refused (422).
    #[arg(long, default_value_t = limits::DEFAULT_MAX_MEMORY_MIB, value_name = "MIB")]
    pub max_memory: u64,
    /// How many computations run at once [default: the number of cores].
    #[arg(long, value_name = "N")]
    pub max_concurrent: Option<usize>,
    /// How many requests may wait for a computation slot; one more gets 503 at once.
    #[arg(long, default_value_t = limits::DEFAULT_MAX_QUEUE, value_name = "N")]
    pub max_queue: usize,
    /// Compute one scenario read from standard input and exit: the server runs each
    /// request's scenario so, in a child process it can stop ([`worker`]).
    #[arg(long, hide = true)]
    pub worker: bool,
}

/// Runs the server until Ctrl-C or SIGTERM: binds, prints the URL on one line to `out`,
/// opens the page if asked, and serves. `threads` and `kernel` are each computation's (the
/// global `--threads` and `--kernel`); `default_rules` the rule set of a scenario that names
/// none (`ROGUESIM_RULES`, read once at the start).
pub fn serve(
    args: &ServeArgs,
    threads: Option<usize>,
    kernel: LaneKernel,
    default_rules: RuleSet,
    out: &mut dyn Write,
) -> Result<(), SimError> {
    let limits = Limits::new(args, threads, kernel, default_rules)?;
    if args.worker {
        return worker::run_worker(&limits, limits.max_memory, &mut std::io::stdin(), out)
            .map_err(SimError::Stdout);
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .max_blocking_threads(limits.max_concurrent + 1)
        .build()
        .map_err(|e| SimError::Output(format!("cannot start the server's runtime: {e}")))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(args.bind, args.port))
            .await
            .map_err(|e| {
                SimError::invalid(
                    "--port",
                    format!(
                        "cannot listen on {}:{}: {e}; allowed: a free port (0 picks one)",
                        args.bind, args.port
                    ),
                )
            })?;
        let local = listener
            .local_addr()
            .map_err(|e| SimError::Output(format!("the listening address: {e}")))?;
        let url = format!("http://{local}/");
        writeln!(out, "roguesim serves {url} (Ctrl-C stops it)")
            .and_then(|()| out.flush())
            .map_err(SimError::Stdout)?;
        if args.open {
            open_page(local);
        }
        axum::serve(listener, router(limits))
            .with_graceful_shutdown(stop_signal())
            .await
            .map_err(|e| SimError::Output(format!("the server stopped: {e}")))
    })
}

/// Opens the page in the default browser: at 127.0.0.1 (or ::1) when the server listens on
/// every address. A browser that cannot be started is said on standard error, not fatal.
fn open_page(local: SocketAddr) {
    let ip = match local.ip() {
        ip if !ip.is_unspecified() => ip,
        IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(_) => IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
    };
    let url = format!("http://{}/", SocketAddr::new(ip, local.port()));
    if let Err(e) = open::that_detached(&url) {
        eprintln!("roguesim: cannot open a browser ({e}); open {url} yourself");
    }
}

/// Resolves on Ctrl-C, or on SIGTERM where there is one.
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    {
        let term = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut s) => {
                    s.recv().await;
                }
                Err(_) => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            () = ctrl_c => {},
            () = term => {},
        }
    }
    #[cfg(not(unix))]
    ctrl_c.await;
}
