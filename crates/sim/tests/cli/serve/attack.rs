//! The real binary attacked over loopback on its connections, as the public HTTP services
//! it may become are: idle sockets and slowloris (headers and bodies a byte at a time), more
//! connections than its cap, requests hyper refuses before the router, and SIGTERM with
//! requests half sent. Everything is against 127.0.0.1 and bounded in count and time; the
//! requests' own attacks are in [`super::attack_requests`].

use std::time::{Duration, Instant};

use axum::http::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::support::*;

/// Idle connections opened at once (the figure).
const IDLE: usize = 300;

/// The `--client-seconds` the attacks meet: shorter than the default 10 s, so that the tests
/// wait less.
const CLIENT_SECONDS: u64 = 2;

/// The longest the server may hold a connection that sends nothing, or its headers too
/// slowly, before closing it.
const CLOSED_WITHIN: Duration = Duration::from_secs(30);

/// Reads from `stream` until the server closes it or `limit` passes: what it sent, and when
/// it closed (`None`: still open at the limit).
async fn until_closed(mut stream: TcpStream, limit: Duration) -> (Vec<u8>, Option<Duration>) {
    let started = Instant::now();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((started + limit).into(), stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (seen, Some(started.elapsed())),
            Ok(Ok(n)) => seen.extend_from_slice(&buf[..n]),
            Err(_) => return (seen, None),
        }
    }
}

/// Sends `head` then `drip` one byte every `every`, until the server closes the connection
/// (a write fails) or `limit` passes; then reads what came back, as [`until_closed`].
async fn slowloris(
    addr: String,
    head: &'static [u8],
    drip: &'static [u8],
    every: Duration,
    limit: Duration,
) -> (Vec<u8>, Option<Duration>) {
    let stream = TcpStream::connect(&addr).await.expect("connects");
    let started = Instant::now();
    let (mut read, mut write) = stream.into_split();
    let writer = tokio::spawn(async move {
        let _ = write.write_all(head).await;
        for byte in drip.iter().cycle() {
            tokio::time::sleep(every).await;
            if write.write_all(&[*byte]).await.is_err() || started.elapsed() > limit {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    let closed = loop {
        match tokio::time::timeout_at((started + limit).into(), read.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break Some(started.elapsed()),
            Ok(Ok(n)) => seen.extend_from_slice(&buf[..n]),
            Err(_) => break None,
        }
    };
    writer.abort();
    (seen, closed)
}

/// Requires `answer` (a raw HTTP response) to be `status` with the API's one-line JSON error
/// naming `field`.
fn json_refusal(answer: &[u8], status: u16, field: &str) {
    let text = String::from_utf8_lossy(answer);
    assert!(
        text.starts_with(&format!("HTTP/1.1 {status} ")),
        "expected {status}: {text}"
    );
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: application/json"),
        "{head}"
    );
    assert!(!body.trim_end().contains('\n'), "not one line: {body}");
    let v: Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"));
    assert_eq!(v["field"], field, "{body}");
    assert!(v["error"].as_str().unwrap().starts_with(field), "{body}");
}

/// 300 sockets that send nothing, 20 that send their headers a byte every 400 ms and 5 that
/// send their body so: the server closes every one within its deadline (`--client-seconds
/// 2` here, where 10 s is the default; a slow body gets 408 in JSON), and answers at once all
/// the while.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_and_slow_connections_are_closed_within_30_s() {
    let server = Server::start(&["--client-seconds", &CLIENT_SECONDS.to_string()]);
    let addr = server.addr();
    let mut idle = Vec::new();
    for _ in 0..IDLE {
        let stream = TcpStream::connect(&addr).await.expect("connects");
        idle.push(tokio::spawn(until_closed(stream, CLOSED_WITHIN)));
    }
    let drip = Duration::from_millis(400);
    let headers = (0..20).map(|_| {
        tokio::spawn(slowloris(
            addr.clone(),
            b"GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\n",
            b"X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n",
            drip,
            CLOSED_WITHIN,
        ))
    });
    let headers: Vec<_> = headers.collect();
    let bodies: Vec<_> = (0..5)
        .map(|_| {
            tokio::spawn(slowloris(
                addr.clone(),
                b"POST /api/hit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n",
                b"[",
                drip,
                CLOSED_WITHIN,
            ))
        })
        .collect();

    // Meanwhile a player is served at once.
    let c = client();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let asked = Instant::now();
    let (status, _) = fetch(&c, Method::GET, &format!("{}api/meta", server.url), vec![])
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(
        asked.elapsed() < Duration::from_secs(2),
        "{:?}",
        asked.elapsed()
    );

    let mut slowest = Duration::ZERO;
    for task in idle {
        let (sent, closed) = task.await.unwrap();
        let closed = closed.expect("an idle connection is still open after 30 s");
        assert!(sent.is_empty(), "{}", String::from_utf8_lossy(&sent));
        slowest = slowest.max(closed);
    }
    for task in headers {
        let (_, closed) = task.await.unwrap();
        let closed = closed.expect("a slowloris connection is still open after 30 s");
        slowest = slowest.max(closed);
    }
    for task in bodies {
        let (sent, closed) = task.await.unwrap();
        let closed = closed.expect("a slow body's connection is still open after 30 s");
        json_refusal(&sent, 408, "body");
        slowest = slowest.max(closed);
    }
    println!(
        "attack: {IDLE} idle, 20 slow-header and 5 slow-body connections all closed; the last after {:.1} s",
        slowest.as_secs_f64()
    );
    // Closed by the deadline asked for, not the default's 10 s.
    assert!(
        slowest < Duration::from_secs(CLIENT_SECONDS + 4),
        "the last closed after {slowest:?}"
    );
}

/// The number of descriptors process `pid` holds open (Linux).
#[cfg(target_os = "linux")]
fn descriptors(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd"))
        .map(|d| d.count())
        .unwrap_or(0)
}

/// With `--max-connections 20`, 24 idle sockets leave the server holding about 20: the rest
/// wait in the system's queue, and a request behind them is answered once the first idle
/// ones are closed (one `--client-seconds` later: each 20 idle sockets ahead of it cost one).
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_connections_are_capped() {
    let seconds = CLIENT_SECONDS.to_string();
    let server = Server::start(&["--max-connections", "20", "--client-seconds", &seconds]);
    let addr = server.addr();
    let before = descriptors(server.pid());
    let mut idle = Vec::new();
    for _ in 0..24 {
        idle.push(TcpStream::connect(&addr).await.expect("connects"));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let held = descriptors(server.pid());
    assert!(
        held <= before + 20,
        "24 idle sockets: {held} descriptors held, {before} before"
    );
    let asked = Instant::now();
    let c = client();
    let (status, _) = fetch(&c, Method::GET, &format!("{}api/meta", server.url), vec![])
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    assert!(asked.elapsed() < CLOSED_WITHIN, "{:?}", asked.elapsed());
    drop(idle);
}

/// Requests hyper refuses before the router (not HTTP, bytes that are not a header, too
/// many headers, a head over 64 KiB) get the API's one-line JSON error too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_before_the_router_are_json() {
    let server = Server::start(&[]);
    let addr = server.addr();
    let raw = |request: Vec<u8>| {
        let addr = addr.clone();
        async move {
            let mut stream = TcpStream::connect(&addr).await.expect("connects");
            let _ = stream.write_all(&request).await;
            until_closed(stream, Duration::from_secs(15)).await.0
        }
    };
    let many: String = (0..200).map(|i| format!("X-H{i}: {i}\r\n")).collect();
    let long = format!(
        "GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: {}\r\n\r\n",
        "a".repeat(100_000)
    );
    for (request, status, field) in [
        (b"GARBAGE\r\n\r\n".to_vec(), 400, "request"),
        (
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad\x01Header: 1\r\n\r\n".to_vec(),
            400,
            "request",
        ),
        (
            format!("GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\n{many}\r\n").into_bytes(),
            431,
            "headers",
        ),
        (long.into_bytes(), 431, "headers"),
    ] {
        let answer = raw(request).await;
        json_refusal(&answer, status, field);
    }
    // The server still answers.
    let (status, _) = fetch(
        &client(),
        Method::GET,
        &format!("{}api/meta", server.url),
        vec![],
    )
    .await
    .unwrap();
    assert_eq!(status, 200);
}

/// SIGTERM with a request's headers half sent, another's body half sent and a computation
/// running: the server ends within 5 s, and with success.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_the_server_within_5_s() {
    let mut server = Server::start(&["--max-trials", "100000000", "--max-seconds", "600"]);
    let addr = server.addr();
    let mut half_head = TcpStream::connect(&addr).await.unwrap();
    half_head
        .write_all(b"POST /api/hit HTTP/1.1\r\nHost: 127")
        .await
        .unwrap();
    let mut half_body = TcpStream::connect(&addr).await.unwrap();
    half_body
        .write_all(
            b"POST /api/hit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 500\r\n\r\n{\"name\"",
        )
        .await
        .unwrap();
    let c = client();
    let job = json!({"name": "long", "trials": 100_000_000u64,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc knight"}]}});
    let running = tokio::spawn({
        let url = format!("{}api/hit", server.url);
        async move { fetch(&c, Method::POST, &url, job.to_string().into_bytes()).await }
    });
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let status = std::process::Command::new("kill")
        .args(["-TERM", &server.pid().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let asked = Instant::now();
    let exit = tokio::task::spawn_blocking(move || {
        let exit = server.wait_for_exit(Duration::from_secs(5));
        (exit, server)
    })
    .await
    .unwrap()
    .0
    .unwrap_or_else(|| panic!("still running {:?} after SIGTERM", asked.elapsed()));
    assert!(exit.success(), "{exit}");
    println!(
        "attack: SIGTERM ended the server in {:.2} s",
        asked.elapsed().as_secs_f64()
    );
    // The request in flight was answered or its connection closed; either way it ended.
    let _ = tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the request ends");
    drop((half_head, half_body));
}
