//! No trust in requests, against the real router: no file is ever read for a request, every
//! bad request is a 4xx with a one-line JSON error naming the field, the caps refuse rather
//! than truncate, and the server keeps answering.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request};
use roguesim::serve::{Limits, router};
use serde_json::{Value, json};
use tower::ServiceExt;

use super::support::*;

/// A small `hit` scenario document.
fn hit(trials: Value) -> Value {
    json!({
        "name": "one blow",
        "trials": trials,
        "hit": { "defender": { "ev": 15 }, "attackers": [ { "monster": "orc knight" } ] }
    })
}

/// The lines of a file on the server, none of which a response may hold.
fn lines_of(path: &str) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| l.len() >= 8)
        .map(str::to_string)
        .collect()
}

/// Requires that `reply` holds no line of `files`.
fn leaks_nothing(reply: &Reply, files: &[&str]) {
    let text = reply.text();
    for file in files {
        for line in lines_of(file) {
            assert!(
                !text.contains(&line),
                "the response holds '{line}' of {file}: {text}"
            );
        }
    }
}

/// A scenario whose `character` names a file (relative, absolute, or climbing out) is
/// refused with 422 naming the field, for every kind that has the field, and the response
/// holds nothing of the file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_path_is_refused_and_nothing_read() {
    let app = app();
    let dump = repo("examples/characters/minotaur-fighter-plate-kite.txt");
    let dump = dump.display().to_string();
    let paths = [
        dump.as_str(),
        "/etc/passwd",
        "../../../../../../etc/passwd",
        "examples/characters/minotaur-fighter-plate-kite.txt",
        "/proc/self/environ",
    ];
    for path in paths {
        let defender = json!({ "character": path });
        let documents = [
            ("ev", json!({ "name": "x", "ev": { "defender": defender } })),
            (
                "hit",
                json!({ "name": "x", "hit": { "defender": defender,
                "attackers": [ { "monster": "orc" } ] } }),
            ),
            (
                "turn",
                json!({ "name": "x", "turn": { "defender": defender,
                "attackers": [ { "monster": "orc" } ] } }),
            ),
            (
                "threat",
                json!({ "name": "x", "threat": { "defender": defender,
                "monster": "orc knight" } }),
            ),
            (
                "damage",
                json!({ "name": "x", "damage": { "defender": defender,
                "attack_damage": 10 } }),
            ),
        ];
        for (kind, doc) in documents {
            let reply = post(&app, &format!("/api/{kind}"), doc.to_string()).await;
            assert_eq!(reply.status, 422, "{kind} {path}: {}", reply.text());
            reply.refused(&format!("{kind}.defender.character"));
            leaks_nothing(&reply, &[&dump, "/etc/passwd"]);
        }
    }
}

/// `POST /api/character` takes text, never a path: a path, a dump whose lines name server
/// files, and binary are refused naming the field, with nothing of any file in the answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dump_naming_files_reads_none_of_them() {
    let app = app();
    let real = std::fs::read_to_string(repo("examples/characters/minotaur-fighter-plate-kite.txt"))
        .unwrap();
    let with_paths = real
        .lines()
        .map(|l| {
            if l.contains("plate armour") {
                "a - /etc/passwd (worn)".to_string()
            } else if l.starts_with("Skills:") {
                "Skills: /etc/shadow".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    for body in [
        "/etc/passwd".to_string(),
        "file:///etc/passwd".to_string(),
        "../examples/characters/minotaur-fighter-plate-kite.txt".to_string(),
        format!("/etc/passwd\n{real}"),
        with_paths,
        String::new(),
    ] {
        let reply = post(&app, "/api/character", body.clone()).await;
        if reply.status == 200 {
            // A dump that still reads: its paths are text, and were only text.
            assert!(!reply.text().contains("root:"), "{}", reply.text());
        } else {
            reply.refused("character");
        }
        leaks_nothing(&reply, &["/etc/passwd", "/etc/shadow"]);
    }
    let reply = post(&app, "/api/character", vec![0xff, 0xfe, 0x00, 0x80]).await;
    assert_eq!(reply.status, 400);
    reply.refused("body");
}

/// Malformed scenario documents: each a 4xx naming the field, and the server answers a good
/// request after all of them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_document_names_its_field() {
    let app = app();
    let cases: Vec<(&str, String, u16, &str)> = vec![
        ("hit", "{\"name\": \"x\", \"hit\": {".into(), 400, "body"),
        ("hit", "not json".into(), 400, "body"),
        ("hit", "[1, 2, 3]".into(), 422, "body"),
        ("hit", "{}".into(), 422, "hit"),
        (
            "hit",
            json!({"name": "x", "turn": {}}).to_string(),
            422,
            "turn",
        ),
        (
            "hit",
            json!({"name": "x", "hit": {}, "extra": 1}).to_string(),
            422,
            "extra",
        ),
        (
            "hit",
            json!({"name": "x", "hit": {"defender": {"ev": 15, "evv": 3},
                "attackers": [{"monster": "orc"}]}})
            .to_string(),
            422,
            "hit.defender.evv",
        ),
        ("hit", hit(json!("many")).to_string(), 422, "trials"),
        ("hit", hit(json!(-5)).to_string(), 422, "trials"),
        ("hit", hit(json!(0)).to_string(), 422, "trials"),
        ("hit", hit(json!(1.5)).to_string(), 422, "trials"),
        ("hit", hit(json!(u64::MAX)).to_string(), 422, "trials"),
        ("hit", hit(json!(10_000_001)).to_string(), 422, "trials"),
        (
            "hit",
            json!({"name": "x", "hit": {"defender": {"ev": 15},
                "attackers": [{"monster": "orc".repeat(1000)}]}})
            .to_string(),
            422,
            "hit.attackers[0].monster",
        ),
        (
            "hit",
            hit(json!(1000)).to_string().replace("1000", "1e400"),
            400,
            "body",
        ),
        (
            "hit",
            hit(json!(1000))
                .to_string()
                .replace("\"trials\":1000", "\"seed\":18446744073709551616"),
            422,
            "seed",
        ),
        (
            "hit",
            json!({"name": "x", "hit": {"defender": {"ev": 500},
                "attackers": [{"monster": "orc"}]}})
            .to_string(),
            422,
            "hit.defender.ev",
        ),
        (
            "hit",
            json!({"name": "x", "hit": {"defender": {"ev": 15},
                "attackers": [{"monster": "orc knigt"}]}})
            .to_string(),
            422,
            "hit.attackers[0].monster",
        ),
        (
            "threat",
            json!({"name": "x", "threat": {"defender": {"ev": 15}, "monster": "orc",
                "count": 99}})
            .to_string(),
            422,
            "threat.count",
        ),
        ("nothing", hit(json!(10)).to_string(), 404, "kind"),
        ("hit", "[".repeat(100_000), 400, "body"),
    ];
    for (kind, body, status, field) in cases {
        let reply = post(&app, &format!("/api/{kind}"), body.clone()).await;
        let shown: String = body.chars().take(80).collect();
        assert_eq!(reply.status, status, "{shown}: {}", reply.text());
        let message = reply.refused(field);
        assert!(message.len() < 1000, "{message}");
    }
    let ok = post(&app, "/api/hit", hit(json!(1000)).to_string()).await;
    assert_eq!(ok.status, 200, "{}", ok.text());
}

/// A body over 1 MiB is refused with 413 naming `body`, whether its length is announced or
/// only found while reading; a body of exactly 1 MiB is read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_over_one_mebibyte_are_refused() {
    let app = app();
    let mut big = hit(json!(1000)).to_string().into_bytes();
    big.resize(1 << 20, b' ');
    let reply = post(&app, "/api/hit", big.clone()).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    big.push(b' ');
    let reply = post(&app, "/api/hit", big.clone()).await;
    assert_eq!(reply.status, 413);
    reply.refused("body");
    let announced = Request::builder()
        .method(Method::POST)
        .uri("/api/character")
        .header("content-length", (10 << 20).to_string())
        .body(Body::from(vec![b'x'; 10 << 20]))
        .unwrap();
    let response = app.clone().oneshot(announced).await.unwrap();
    assert_eq!(response.status(), 413);
}

/// A computation over `--max-seconds` is refused with 422 naming `trials` (no child
/// process starts and computes in a millisecond), and the server goes on answering.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computation_over_the_time_limit_is_refused() {
    let limits = Limits {
        max_time: Duration::from_millis(1),
        ..limits()
    };
    let app = router(limits);
    let reply = post(&app, "/api/hit", hit(json!(10_000_000)).to_string()).await;
    assert_eq!(reply.status, 422, "{}", reply.text());
    let message = reply.refused("trials");
    assert!(
        message.contains("longer than this server's limit"),
        "{message}"
    );
    assert!(
        !message.contains("--"),
        "a player's message names a server flag: {message}"
    );
    let meta = get(&app, "/api/meta").await;
    assert_eq!(meta.status, 200, "{}", meta.text());
}

/// A scenario whose exact side would need gigabytes (eight orc knights against 5,000 HP)
/// is stopped at the memory cap or the time limit, refused naming `trials`, and its slot is
/// free at once: the one slot of this server answers the next request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computation_over_the_memory_cap_is_stopped() {
    let limits = Limits {
        max_concurrent: 1,
        max_memory: 256 << 20,
        max_time: Duration::from_secs(20),
        ..limits()
    };
    let app = router(limits);
    let hog = json!({
        "name": "a hog",
        "trials": 1000,
        "threat": { "defender": { "ev": 0 }, "ac": 0, "hp": 5000, "monster": "orc knight",
                    "count": 8 }
    });
    let started = std::time::Instant::now();
    let reply = post(&app, "/api/threat", hog.to_string()).await;
    assert_eq!(reply.status, 422, "{}", reply.text());
    let message = reply.refused("trials");
    assert!(
        message.contains("more memory") || message.contains("longer than"),
        "{message}"
    );
    assert!(
        !message.contains("--"),
        "a player's message names a server flag: {message}"
    );
    assert!(started.elapsed() < Duration::from_secs(25));
    let next = post(&app, "/api/hit", hit(json!(1000)).to_string()).await;
    assert_eq!(next.status, 200, "{}", next.text());
}
