//! The real binary over loopback: `serve --port 0` prints its URL and listens on
//! 127.0.0.1; its flags are checked; a fuzz of malformed requests never stops it nor gets a
//! file's content back; and a bounded load test (2,000 requests, 50 at a time) is answered
//! in full, with its latencies printed.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::support::*;

/// `serve --port 0` prints one line naming its URL, on 127.0.0.1 unless `--bind` says
/// otherwise, and answers there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_prints_its_url_and_listens_on_loopback() {
    let server = Server::start(&[]);
    assert!(
        server.url.starts_with("http://127.0.0.1:"),
        "{}",
        server.url
    );
    assert!(!server.url.ends_with(":0/"), "{}", server.url);
    let c = client();
    let (status, body) = fetch(&c, Method::GET, &format!("{}api/meta", server.url), vec![])
        .await
        .expect("an answer");
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));

    let everywhere = Server::start(&["--bind", "0.0.0.0"]);
    assert!(
        everywhere.url.starts_with("http://0.0.0.0:"),
        "{}",
        everywhere.url
    );
    let port = everywhere.addr().rsplit(':').next().unwrap().to_string();
    let (status, _) = fetch(
        &c,
        Method::GET,
        &format!("http://127.0.0.1:{port}/"),
        vec![],
    )
    .await
    .expect("an answer");
    assert_eq!(status, 200);

    // A port in use is refused in one line naming --port.
    let taken = server.addr().rsplit(':').next().unwrap().to_string();
    let (code, _, err) = tokio::task::spawn_blocking(move || cli(&["serve", "--port", &taken]))
        .await
        .unwrap();
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with("error: --port: cannot listen"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// `--open` hands the page's URL to the platform's opener (`xdg-open` here, a stand-in that
/// writes down what it was given).
#[cfg(target_os = "linux")]
#[test]
fn open_hands_the_url_to_the_platforms_opener() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let seen = dir.path().join("opened");
    let opener = dir.path().join("xdg-open");
    std::fs::write(
        &opener,
        format!("#!/bin/sh\necho \"$1\" > '{}'\n", seen.display()),
    )
    .unwrap();
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        dir.path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let server = Server::start_with(&["--open"], &[("PATH", path)]);
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    let mut opened = String::new();
    while !opened.ends_with('\n') && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
        opened = std::fs::read_to_string(&seen).unwrap_or_default();
    }
    assert_eq!(
        opened.trim(),
        server.url,
        "the opener was not given the URL"
    );
}

/// Flags that make no sense for a server, and limits out of range, are refused before it
/// starts, one line each naming the flag.
#[test]
fn serve_flags_are_checked_before_it_listens() {
    for (args, flag) in [
        (&["serve", "--trials", "5"][..], "--trials"),
        (&["serve", "--seed", "5"][..], "--seed"),
        (&["serve", "--output", "x.json"][..], "--output"),
        (&["serve", "--max-seconds", "0"][..], "--max-seconds"),
        (&["serve", "--max-seconds", "nan"][..], "--max-seconds"),
        (&["serve", "--max-trials", "0"][..], "--max-trials"),
        (&["serve", "--max-concurrent", "0"][..], "--max-concurrent"),
        (&["serve", "--threads", "0"][..], "--threads"),
        (&["serve", "--client-seconds", "0"][..], "--client-seconds"),
        (&["serve", "--bind", "localhost.example"][..], "--bind"),
    ] {
        let (code, _, err) = cli(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(flag), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

/// Every JSON pointer of a document.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match v {
        Value::Object(o) => {
            for (k, c) in o {
                pointers(c, format!("{at}/{k}"), out);
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                pointers(c, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// Values a field should never accept, or accept only with a refusal.
fn hostile(rng: &mut Xoshiro256PlusPlus) -> Value {
    let values = [
        json!(1e308),
        json!(-1e308),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(0.5),
        json!(-1),
        json!("/etc/passwd"),
        json!("../../../../etc/passwd"),
        json!("examples/characters/minotaur-fighter-plate-kite.txt"),
        json!(""),
        json!("x".repeat(5000)),
        json!([]),
        json!({}),
        json!(null),
        json!(true),
        json!([[[[[[[[[[1]]]]]]]]]]),
    ];
    values[rng.random_range(0..values.len())].clone()
}

/// One malformed body made from a valid document.
fn malformed(doc: &Value, rng: &mut Xoshiro256PlusPlus) -> Vec<u8> {
    let text = doc.to_string();
    let mut v = doc.clone();
    let mut all = Vec::new();
    pointers(&v, String::new(), &mut all);
    let at = all[rng.random_range(0..all.len())].clone();
    match rng.random_range(0..6) {
        // Truncated JSON.
        0 => text.as_bytes()[..rng.random_range(0..text.len())].to_vec(),
        // A value replaced by a hostile one.
        1 => {
            if let Some(slot) = v.pointer_mut(&at) {
                *slot = hostile(rng);
            }
            v.to_string().into_bytes()
        }
        // An unknown field, or a file path where a dump could go.
        2 | 3 => {
            let target = all
                .iter()
                .filter(|p| v.pointer(p).is_some_and(Value::is_object))
                .nth(rng.random_range(0..4))
                .cloned()
                .unwrap_or_default();
            let key = if rng.random_range(0..2) == 0 {
                "character"
            } else {
                "evil"
            };
            if let Some(Value::Object(o)) = v.pointer_mut(&target) {
                o.insert(key.into(), hostile(rng));
            }
            v.to_string().into_bytes()
        }
        // Bytes flipped.
        4 => {
            let mut bytes = text.into_bytes();
            for _ in 0..rng.random_range(1..4) {
                let i = rng.random_range(0..bytes.len());
                bytes[i] = rng.random_range(0..=255u8);
            }
            bytes
        }
        // Deep nesting.
        _ => {
            let depth = rng.random_range(100..5000);
            format!("{}{}", "[".repeat(depth), "]".repeat(depth)).into_bytes()
        }
    }
}

/// The lines of files a response may never hold.
fn secrets() -> Vec<String> {
    let dump = repo("examples/characters/minotaur-fighter-plate-kite.txt");
    [std::path::PathBuf::from("/etc/passwd"), dump]
        .iter()
        .flat_map(|f| {
            std::fs::read_to_string(f)
                .unwrap_or_default()
                .lines()
                .map(str::trim)
                .filter(|l| l.len() >= 12 && !l.starts_with('-'))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Requires an answer that is a success or a one-line JSON refusal, holding no line of a
/// secret file.
fn harmless(what: &str, status: StatusCode, body: &[u8], secrets: &[String]) {
    assert!(
        status.is_success() || status.is_client_error() || status == 503,
        "{what}: {status}: {}",
        String::from_utf8_lossy(body)
    );
    let text = String::from_utf8_lossy(body);
    if !status.is_success() {
        assert!(
            !text.trim_end().contains('\n'),
            "{what}: not one line: {text}"
        );
        let v: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: {e}: {text}"));
        assert!(v["error"].is_string(), "{what}: {text}");
    }
    for line in secrets {
        assert!(!text.contains(line.as_str()), "{what}: holds '{line}'");
    }
}

/// Writes `request` on a fresh connection and reads what comes back until the server
/// closes it (or 10 s pass).
async fn raw(addr: &str, request: &[u8]) -> Vec<u8> {
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let _ = stream.write_all(request).await;
    let _ = stream.shutdown().await;
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut out)).await;
    out
}

/// 1,500 malformed bodies in the full tier (300 in the fast one) made from every kind's sample (truncated, hostile values,
/// unknown fields, file paths, flipped bytes, deep nesting), 10 MiB bodies announced and
/// chunked, and requests cut short or not HTTP at all: every answer is a success or a
/// one-line JSON refusal (never a 5xx), none holds a line of /etc/passwd or of a dump, and
/// the server is alive and answering at the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_requests_never_stop_the_server() {
    let mut server = Server::start(&["--max-trials", "100000", "--max-seconds", "5"]);
    let c = client();
    let secrets = secrets();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(23);
    let mut samples: Vec<(String, Value)> = Vec::new();
    for (_, doc) in samples_of_every_kind() {
        let kind = doc
            .as_object()
            .unwrap()
            .keys()
            .find(|k| !["name", "description", "trials", "seed"].contains(&k.as_str()))
            .unwrap()
            .clone();
        samples.push((kind, doc));
    }
    let cases = crate::tier::size("ROGUESIM_SERVE_CASES", 300, 1_500) as usize;
    for i in 0..cases {
        let (kind, doc) = &samples[i % samples.len()];
        let body = malformed(doc, &mut rng);
        let route = match rng.random_range(0..10) {
            0 => "api/character".to_string(),
            1 => format!("api/{kind}/svg"),
            _ => format!("api/{kind}"),
        };
        let what = format!(
            "case {i} POST /{route}: {}",
            String::from_utf8_lossy(&body[..body.len().min(120)])
        );
        let (status, answer) = fetch(&c, Method::POST, &format!("{}{route}", server.url), body)
            .await
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        harmless(&what, status, &answer, &secrets);
    }

    // 10 MiB, announced: refused (413) or the connection closed before it is all sent.
    for route in ["api/hit", "api/character", "api/nothing"] {
        let body = vec![b'{'; 10 << 20];
        match fetch(&c, Method::POST, &format!("{}{route}", server.url), body).await {
            Ok((status, answer)) => {
                assert_eq!(status, 413, "{route}");
                harmless(route, status, &answer, &secrets);
            }
            Err(e) => assert!(server.alive(), "{route}: {e}"),
        }
    }
    // 10 MiB, chunked (no length announced): refused while reading.
    let mut chunked =
        b"POST /api/hit HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec();
    for _ in 0..10 {
        chunked.extend_from_slice(format!("{:x}\r\n", 1 << 20).as_bytes());
        chunked.extend(std::iter::repeat_n(b' ', 1 << 20));
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let answer = raw(&server.addr(), &chunked).await;
    let text = String::from_utf8_lossy(&answer);
    assert!(
        text.is_empty() || text.starts_with("HTTP/1.1 413"),
        "{text}"
    );
    // A body shorter than announced, then the connection closed; and not HTTP at all.
    for request in [
        &b"POST /api/hit HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"name\""[..],
        b"GARBAGE\r\n\r\n",
        b"GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /api/schema/..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\n\r\n",
        &[0u8, 159, 146, 150, 13, 10, 13, 10][..],
    ] {
        let answer = raw(&server.addr(), request).await;
        let text = String::from_utf8_lossy(&answer);
        assert!(!text.starts_with("HTTP/1.1 5"), "{text}");
        for line in &secrets {
            assert!(!text.contains(line.as_str()), "holds '{line}'");
        }
    }

    assert!(server.alive(), "the server died");
    let (status, _) = fetch(&c, Method::GET, &format!("{}api/meta", server.url), vec![])
        .await
        .expect("an answer");
    assert_eq!(status, 200);
    let (_, doc) = &samples[0];
    let (status, body) = fetch(
        &c,
        Method::POST,
        &format!("{}api/{}", server.url, samples[0].0),
        doc.to_string().into_bytes(),
    )
    .await
    .expect("an answer");
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
}

/// One sample of every kind, with few trials.
fn samples_of_every_kind() -> Vec<(std::path::PathBuf, Value)> {
    let mut seen = std::collections::BTreeSet::new();
    samples()
        .into_iter()
        .filter(|(_, d)| !d.to_string().contains("\"character\""))
        .filter(|(_, d)| {
            let kind: Vec<String> = d.as_object().unwrap().keys().cloned().collect();
            seen.insert(kind)
        })
        .map(|(f, mut d)| {
            if d.get("trials").is_some() {
                d["trials"] = 2000.into();
            }
            (f, d)
        })
        .collect()
}

/// The `p`-quantile of sorted durations, in milliseconds.
fn quantile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1e3
}

/// What one request of the load test asks: a heavy one computes a scenario in a child
/// process, a cheap one is a monster search, a dump read or a schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Load {
    Heavy,
    Search,
    Dump,
    Schema,
}

/// The load test, against 127.0.0.1 only and bounded in count and time: 2,000 requests in
/// the full tier (400 in the fast one), 50 at a time, one in four a Monte Carlo scenario
/// (`POST /api/hit`, 20,000 trials) and the rest cheap (monster searches, dump reads,
/// schemas); every one answered 200, each kind with the same answer every time. The cheap
/// requests' p99 is printed (`--nocapture`) and must stay under 2 s: they never queue
/// behind the jobs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_mixed_cheap_and_heavy_50_at_a_time() {
    let requests = crate::tier::size("ROGUESIM_SERVE_CASES", 400, 2_000) as usize;
    const AT_ONCE: usize = 50;
    let server = Server::start(&[]);
    assert!(
        server.url.starts_with("http://127.0.0.1:"),
        "loopback only: {}",
        server.url
    );
    let heavy = json!({"name": "load", "trials": 20_000, "seed": 1,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc knight"}]}})
    .to_string()
    .into_bytes();
    let dump = std::fs::read(repo("examples/characters/minotaur-fighter-plate-kite.txt"))
        .expect("the example dump");
    let c = client();
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers: Vec<_> = (0..AT_ONCE)
        .map(|_| {
            let (c, url, next) = (c.clone(), server.url.clone(), next.clone());
            let (heavy, dump) = (heavy.clone(), dump.clone());
            tokio::spawn(async move {
                let mut seen = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= requests {
                        break seen;
                    }
                    let load = [Load::Heavy, Load::Search, Load::Dump, Load::Schema][i % 4];
                    let (method, route, body) = match load {
                        Load::Heavy => (Method::POST, "api/hit", heavy.clone()),
                        Load::Search => (Method::GET, "api/monsters?q=orc", vec![]),
                        Load::Dump => (Method::POST, "api/character", dump.clone()),
                        Load::Schema => (Method::GET, "api/schema/threat", vec![]),
                    };
                    let sent = Instant::now();
                    let answer = fetch(&c, method, &format!("{url}{route}"), body).await;
                    seen.push((load, sent.elapsed(), answer));
                }
            })
        })
        .collect();
    let mut all = Vec::new();
    for worker in workers {
        let seen = tokio::time::timeout(Duration::from_secs(600), worker)
            .await
            .expect("the load test ends within 10 minutes")
            .expect("a worker ends");
        all.extend(seen);
    }
    let wall = started.elapsed();
    assert_eq!(all.len(), requests);
    let mut cheap = Vec::new();
    let mut costly = Vec::new();
    let mut first: std::collections::HashMap<String, Value> = Default::default();
    for (load, latency, answer) in all {
        let (status, body) = answer.expect("every request is answered");
        assert_eq!(status, 200, "{load:?}: {}", String::from_utf8_lossy(&body));
        let answer = untimed(serde_json::from_slice(&body).expect("JSON"));
        let seen = first
            .entry(format!("{load:?}"))
            .or_insert_with(|| answer.clone());
        assert_eq!(
            seen, &answer,
            "{load:?}: two answers to the same request differ"
        );
        match load {
            Load::Heavy => costly.push(latency),
            _ => cheap.push(latency),
        }
    }
    cheap.sort();
    costly.sort();
    let p99 = quantile(&cheap, 0.99);
    println!(
        "load: {requests} requests, {AT_ONCE} at a time, all 200, {:.0} requests/s over {:.1} s; \
         {} cheap (search, dump, schema): p50 {:.1} ms, p99 {p99:.1} ms, max {:.1} ms; \
         {} heavy (POST /api/hit, 20,000 trials): p50 {:.1} ms, p99 {:.1} ms",
        requests as f64 / wall.as_secs_f64(),
        wall.as_secs_f64(),
        cheap.len(),
        quantile(&cheap, 0.50),
        quantile(&cheap, 1.0),
        costly.len(),
        quantile(&costly, 0.50),
        quantile(&costly, 0.99),
    );
    assert!(p99 < 2000.0, "the cheap requests' p99 is {p99:.0} ms");
}
