//! The connections: what the server holds open, and for how long. hyper's HTTP/1.1
//! connection (through hyper-util's tokio adapters and graceful shutdown) serves the router
//! with
//!
//! * a deadline for a request's line and headers, which is also the longest a connection
//!   may stay idle between requests (`--client-seconds`, 10 s unless given): a client that
//!   opens a socket and sends nothing, or sends its headers a byte at a time, is closed;
//! * a cap on the bytes of a request's head ([`MAX_HEAD`]) and on its headers
//!   ([`MAX_HEADERS`]), answered 431 in the API's JSON ([`super::early`]);
//! * at most `max_connections` connections open at once: the next one waits in the
//!   system's queue until one closes, and the server's own descriptors stay bounded;
//! * on Ctrl-C or SIGTERM, no new connection, the requests in flight given [`GRACE`] to
//!   finish, then every connection closed.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use super::early::EarlyErrors;
use super::limits::GRACE;

/// The most bytes of a request's line and headers.
pub const MAX_HEAD: usize = 64 << 10;

/// The most headers of a request.
pub const MAX_HEADERS: usize = 100;

/// How long to wait before accepting again after the system refused a connection (out of
/// descriptors, say).
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Serves `app` on `listener` with at most `max_connections` open, each closed once idle (or
/// sending its line and headers) for `client_time`, until `stop` resolves; then lets the
/// requests in flight finish for at most [`GRACE`] and returns.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    max_connections: usize,
    client_time: Duration,
    stop: impl Future<Output = ()>,
) {
    let open = Arc::new(Semaphore::new(max_connections));
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(client_time)
        .max_buf_size(MAX_HEAD)
        .max_header_size(MAX_HEAD)
        .max_headers(MAX_HEADERS)
        .keep_alive(true);
    tokio::pin!(stop);
    loop {
        let permit = tokio::select! {
            permit = open.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut stop => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(_) => {
                    // The connection is lost, or the system is out of descriptors: neither
                    // stops the server.
                    tokio::time::sleep(ACCEPT_PAUSE).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(EarlyErrors::new(stream));
        let connection = http.serve_connection(io, TowerToHyperService::new(app.clone()));
        let watched = graceful.watch(connection);
        tokio::spawn(async move {
            // An error here is the client's (a reset, a timeout): the connection just ends.
            let _ = watched.await;
            drop(permit);
        });
    }
    drop(listener);
    let _ = tokio::time::timeout(GRACE, graceful.shutdown()).await;
}
