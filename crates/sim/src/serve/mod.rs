//! `roguesim serve`: the simulator as a web page and an HTTP API, in this one binary.
//!
//! The API is the scenario file format: `POST /api/<kind>` takes a scenario document of
//! that kind and answers with the JSON `roguesim run FILE --format json` prints for it. Every
//! kind of [`kinds`] is served with no per-kind code here. Beside it: the monster tables
//! (`GET /api/monsters`), a pasted character dump read into a build and its weapon
//! (`POST /api/character`), the JSON Schemas (`GET /api/schema/<kind>`), a kind's figure as
//! SVG (`POST /api/<kind>/svg`) and what the server offers and allows (`GET /api/meta`). The
//! page at `/` is plain HTML, CSS and JavaScript embedded in the binary ([`page`]); it asks
//! only this API.
//!
//! No trust in requests or connections:
//!
//! * [`listen`]: hyper's connections with a deadline for a request's headers (which is also
//!   the idle timeout), a cap on open connections and a graceful shutdown with a deadline;
//!   [`early`]: the errors hyper answers before the router, in the API's JSON;
//! * [`guard`]: the `Host` and the page a request comes from (no other site's page may use
//!   the API), the content type each route reads, texts capped;
//! * [`limits`] and [`gate`]: bodies capped at [`MAX_BODY`], trials, seconds and memory per
//!   request capped, a bounded number of Monte Carlo jobs at once with a bounded queue, and
//!   the small requests (a dump, a monster search) on a path of their own that never waits
//!   for a job;
//! * [`error`]: every refusal is one line of JSON naming the field.
//!
//! The stack: axum's router on a one-thread tokio runtime that only moves bytes; each
//! scenario runs in a child process of this binary ([`worker`]), at a lower priority,
//! stopped at the time limit and capped in memory; reading a dump and looking up names run
//! on tokio's blocking threads.

pub mod api;
pub mod early;
pub mod error;
pub mod gate;
pub mod guard;
pub mod kinds;
pub mod limits;
pub mod listen;
pub mod page;
pub mod router;
pub mod worker;

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;

use crate::error::SimError;
pub use limits::{Limits, MAX_BODY};
pub use router::router;

/// The port `roguesim serve` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8765;

/// Descriptors the server keeps beside its connections: the listener, the children's pipes,
/// the program's own files.
const SPARE_DESCRIPTORS: u64 = 256;

/// What `roguesim serve` is asked (its flags, read by the command line).
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The address to listen on.
    pub bind: IpAddr,
    /// The port; 0 picks a free one.
    pub port: u16,
    /// Open the page in the default browser once listening.
    pub open: bool,
    /// The most Monte Carlo trials one request may ask for.
    pub max_trials: u64,
    /// The most seconds one computation may take (and one wait for a slot).
    pub max_seconds: f64,
    /// The most memory one computation may map, in MiB.
    pub max_memory: u64,
    /// Computations at once (default: the number of cores).
    pub max_concurrent: Option<usize>,
    /// Requests waiting for a computation slot at most.
    pub max_queue: usize,
    /// Connections open at once.
    pub max_connections: usize,
    /// Seconds a connection may stay idle, or take to send a request's head, then its body.
    pub client_seconds: u64,
    /// Host names the server answers to beside IP addresses and `localhost` (the name it is
    /// served as behind a proxy, say).
    pub allow_hosts: Vec<String>,
    /// Compute one scenario read from standard input and exit (the child of a request).
    pub worker: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: DEFAULT_PORT,
            open: false,
            max_trials: limits::DEFAULT_MAX_TRIALS,
            max_seconds: limits::DEFAULT_MAX_SECONDS,
            max_memory: limits::DEFAULT_MAX_MEMORY_MIB,
            max_concurrent: None,
            max_queue: limits::DEFAULT_MAX_QUEUE,
            max_connections: limits::DEFAULT_MAX_CONNECTIONS,
            client_seconds: limits::DEFAULT_CLIENT_SECONDS,
            allow_hosts: Vec::new(),
            worker: false,
        }
    }
}

/// Runs the server until Ctrl-C or SIGTERM: binds, prints the URL on one line to `out`,
/// opens the page if asked, and serves; on the signal it stops within [`limits::GRACE`]
/// and a second. `threads` and `kernel` are each computation's (the global `--threads` and
/// `--kernel`); `default_rules` the rule set of a scenario that names none
/// (`ROGUESIM_RULES`, read once at the start).
pub fn serve(
    options: &Options,
    threads: Option<usize>,
    kernel: LaneKernel,
    default_rules: RuleSet,
    out: &mut dyn Write,
) -> Result<(), SimError> {
    let mut limits = Limits::new(options, threads, kernel, default_rules)?;
    if options.worker {
        return worker::run_worker(&limits, limits.max_memory, &mut std::io::stdin(), out)
            .map_err(SimError::Stdout);
    }
    limits.max_connections = room_for(limits.max_connections);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .max_blocking_threads(limits::QUICK_SLOTS + 1)
        .build()
        .map_err(|e| SimError::Output(format!("cannot start the server's runtime: {e}")))?;
    let served = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(options.bind, options.port))
            .await
            .map_err(|e| {
                SimError::invalid(
                    "--port",
                    format!(
                        "cannot listen on {}:{}: {e}; allowed: a free port (0 picks one)",
                        options.bind, options.port
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
        if options.open {
            open_page(local);
        }
        let (max_connections, client_time) = (limits.max_connections, limits.client_time);
        listen::serve(
            listener,
            router(limits),
            max_connections,
            client_time,
            stop_signal(),
        )
        .await;
        Ok(())
    });
    // The computations still running are stopped with their tasks (each child is killed
    // when its task is dropped); a small one on a blocking thread is not waited for.
    runtime.shutdown_timeout(Duration::from_secs(1));
    served
}

/// `wanted` connections if the system lets this process open that many descriptors (the
/// soft limit raised towards the hard one), else as many as it does, said on standard
/// error.
#[cfg(unix)]
fn room_for(wanted: usize) -> usize {
    let asked = wanted as u64 + SPARE_DESCRIPTORS;
    match rlimit::increase_nofile_limit(asked) {
        Ok(got) if got < asked => {
            let fits = got.saturating_sub(SPARE_DESCRIPTORS).max(16) as usize;
            eprintln!(
                "roguesim: this system allows {got} open files, so at most {fits} connections \
                 are held open at once"
            );
            fits.min(wanted)
        }
        _ => wanted,
    }
}

/// `wanted`: no descriptor limit to raise on this system.
#[cfg(not(unix))]
fn room_for(wanted: usize) -> usize {
    wanted
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
