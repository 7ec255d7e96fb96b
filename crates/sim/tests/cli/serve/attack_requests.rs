//! The real binary attacked over loopback with requests, as the public HTTP services it
//! may become are: wrong content types, another site's page, a DNS rebinding, long strings,
//! and small requests while ten 10^8-trial jobs run. Everything is against 127.0.0.1 and
//! bounded in count and time.

use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::*;

/// A scenario sent as text, a form, multipart or an image is 415 naming `content-type`, and
/// so is a dump sent as JSON; the same scenario as JSON (or with no type, as a script sends
/// it) is answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_of_another_type_are_415() {
    let server = Server::start(&[]);
    let c = client();
    let doc = json!({"name": "x", "trials": 1000,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc"}]}})
    .to_string()
    .into_bytes();
    let hit = format!("{}api/hit", server.url);
    for kind in [
        "text/plain",
        "text/plain; charset=utf-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "image/png",
    ] {
        let (status, body) = fetch_with(
            &c,
            Method::POST,
            &hit,
            &[("content-type", kind)],
            doc.clone(),
        )
        .await
        .expect("an answer");
        assert_eq!(status, 415, "{kind}: {}", String::from_utf8_lossy(&body));
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(v["field"], "content-type", "{v}");
    }
    for headers in [&[("content-type", "application/json")][..], &[]] {
        let (status, body) = fetch_with(&c, Method::POST, &hit, headers, doc.clone())
            .await
            .expect("an answer");
        assert_eq!(
            status,
            200,
            "{headers:?}: {}",
            String::from_utf8_lossy(&body)
        );
    }
    let dump = std::fs::read(repo("examples/characters/minotaur-fighter-plate-kite.txt")).unwrap();
    let character = format!("{}api/character", server.url);
    let (status, _) = fetch_with(
        &c,
        Method::POST,
        &character,
        &[("content-type", "application/json")],
        dump.clone(),
    )
    .await
    .expect("an answer");
    assert_eq!(status, 415);
    let (status, body) = fetch_with(
        &c,
        Method::POST,
        &character,
        &[("content-type", "text/plain;charset=UTF-8")],
        dump,
    )
    .await
    .expect("an answer");
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
}

/// A request from another site's page (its `Origin`, or `Sec-Fetch-Site: cross-site`) is
/// refused (403 naming `origin`) before anything runs, and one naming another host (a DNS
/// rebinding) is refused naming `host`; the page itself opens from a link anywhere, and its
/// own requests are answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_sites_pages_are_refused() {
    let server = Server::start(&[]);
    let c = client();
    let own = server.addr();
    let port = own.rsplit(':').next().unwrap().to_string();
    let doc = json!({"name": "x", "trials": 10_000_000,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc"}]}})
    .to_string()
    .into_bytes();
    let hit = format!("{}api/hit", server.url);
    let started = Instant::now();
    for headers in [
        &[
            ("origin", "http://evil.example"),
            ("content-type", "text/plain"),
        ][..],
        &[
            ("origin", "http://evil.example"),
            ("content-type", "application/json"),
        ],
        &[("origin", "null")],
        &[("sec-fetch-site", "cross-site")],
    ] {
        let (status, body) = fetch_with(&c, Method::POST, &hit, headers, doc.clone())
            .await
            .expect("an answer");
        assert_eq!(
            status,
            403,
            "{headers:?}: {}",
            String::from_utf8_lossy(&body)
        );
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(v["field"], "origin", "{v}");
    }
    // Refused before computing: ten million trials were never run.
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let meta = format!("{}api/meta", server.url);
    let (status, _) = fetch_with(
        &c,
        Method::GET,
        &meta,
        &[("origin", "http://evil.example")],
        vec![],
    )
    .await
    .unwrap();
    assert_eq!(status, 403);
    for host in ["evil.example", "evil.example:80", "127.0.0.1.evil.example"] {
        let (status, body) = fetch_with(&c, Method::GET, &meta, &[("host", host)], vec![])
            .await
            .unwrap();
        assert_eq!(status, 403, "{host}");
        assert_eq!(
            serde_json::from_slice::<Value>(&body).unwrap()["field"],
            "host"
        );
    }
    // The page opened from a link on another site; the page's own requests.
    let (status, _) = fetch_with(
        &c,
        Method::GET,
        &server.url,
        &[
            ("sec-fetch-site", "cross-site"),
            ("sec-fetch-mode", "navigate"),
        ],
        vec![],
    )
    .await
    .unwrap();
    assert_eq!(status, 200);
    let localhost = format!("localhost:{port}");
    let small = json!({"name": "x", "trials": 1000,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc"}]}})
    .to_string()
    .into_bytes();
    for (host, origin) in [
        (own.as_str(), format!("http://{own}")),
        (localhost.as_str(), format!("http://{localhost}")),
    ] {
        let (status, body) = fetch_with(
            &c,
            Method::POST,
            &hit,
            &[
                ("host", host),
                ("origin", &origin),
                ("sec-fetch-site", "same-origin"),
                ("content-type", "application/json"),
            ],
            small.clone(),
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{host}: {}", String::from_utf8_lossy(&body));
    }
}

/// A 100 kB monster name, field name, kind or search is refused at once, naming the field,
/// and never echoed: the answer is short.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_strings_are_refused_at_once_and_not_echoed() {
    let server = Server::start(&[]);
    let c = client();
    let long = "orc".repeat(33_000);
    let cases = [
        (
            "api/hit".to_string(),
            json!({"name": "x", "hit": {"defender": {"ev": 15}, "attackers": [{"monster": long}]}}),
            422,
            "hit.attackers[0].monster",
        ),
        (
            "api/hit".to_string(),
            json!({"name": long, "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc"}]}}),
            422,
            "name",
        ),
        (
            "api/threat".to_string(),
            json!({"name": "x", "threat": {"defender": {"ev": 15}, "monster": "orc", long.clone(): 1}}),
            422,
            "threat",
        ),
        (format!("api/{}", "x".repeat(5000)), json!({}), 404, "kind"),
    ];
    for (route, doc, status, field) in cases {
        let asked = Instant::now();
        let (got, body) = fetch(
            &c,
            Method::POST,
            &format!("{}{route}", server.url),
            doc.to_string().into_bytes(),
        )
        .await
        .expect("an answer");
        assert!(
            asked.elapsed() < Duration::from_secs(1),
            "{field}: {:?}",
            asked.elapsed()
        );
        assert_eq!(got, status, "{field}: {}", String::from_utf8_lossy(&body));
        assert!(body.len() < 1000, "{field}: {} bytes answered", body.len());
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(v["field"], field, "{v}");
    }
    let asked = Instant::now();
    let q = "x".repeat(5000);
    let (status, body) = fetch(
        &c,
        Method::GET,
        &format!("{}api/monsters?q={q}", server.url),
        vec![],
    )
    .await
    .unwrap();
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "{:?}",
        asked.elapsed()
    );
    assert_eq!(status, 422);
    assert!(body.len() < 1000);
}

/// While ten 10^8-trial jobs run (two computing, eight waiting), a monster search and a
/// dump read each answer 200 within a second: the small requests have a path of their own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn small_requests_answer_within_a_second_while_ten_big_jobs_run() {
    let server = Server::start(&["--max-trials", "100000000", "--max-seconds", "600"]);
    let c = client();
    let job = json!({"name": "long", "trials": 100_000_000u64,
        "hit": {"defender": {"ev": 15}, "attackers": [{"monster": "orc knight"}]}})
    .to_string()
    .into_bytes();
    let url = format!("{}api/hit", server.url);
    let jobs: Vec<_> = (0..10)
        .map(|_| {
            let (c, url, job) = (c.clone(), url.clone(), job.clone());
            tokio::spawn(async move { fetch(&c, Method::POST, &url, job).await })
        })
        .collect();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let dump = std::fs::read(repo("examples/characters/minotaur-fighter-plate-kite.txt")).unwrap();
    let mut slowest = Duration::ZERO;
    for q in ["orc", "orc knigt", "centaur", "ogre", "hydra"] {
        let asked = Instant::now();
        let (status, body) = fetch(
            &c,
            Method::GET,
            &format!("{}api/monsters?q={}", server.url, q.replace(' ', "%20")),
            vec![],
        )
        .await
        .expect("an answer");
        let took = asked.elapsed();
        assert_eq!(
            status,
            StatusCode::OK,
            "{q}: {}",
            String::from_utf8_lossy(&body)
        );
        assert!(took < Duration::from_secs(1), "{q}: {took:?}");
        slowest = slowest.max(took);
    }
    let asked = Instant::now();
    let (status, _) = fetch(
        &c,
        Method::POST,
        &format!("{}api/character", server.url),
        dump,
    )
    .await
    .expect("an answer");
    assert_eq!(status, 200);
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "{:?}",
        asked.elapsed()
    );
    println!(
        "attack: with ten 10^8-trial jobs running, the slowest monster search took {:.0} ms, a dump {:.0} ms",
        slowest.as_secs_f64() * 1e3,
        asked.elapsed().as_secs_f64() * 1e3
    );
    for j in &jobs {
        assert!(!j.is_finished(), "a 10^8-trial job ended early");
    }
    for j in jobs {
        j.abort();
    }
}
