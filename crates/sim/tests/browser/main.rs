//! The page in headless Chromium, driven through chromedriver (Debian's `chromium` and
//! `chromium-driver`; `.ci/run` installs them): load it, paste a 0.31 and a 0.34 dump from
//! `examples/characters/`, pick a melee monster (orc knight) and an archer (centaur) with
//! the keyboard, and check that every number shown (EV, SH, AC, the duel's P(win), the
//! arrows) is the CLI's for the same scenario, in the cards and the summary; then a second
//! build beside it; the link reproduces the page; screenshots at desktop and phone widths
//! (into `ROGUESIM_SCREENSHOTS`, e.g. `docs/img`, when set).

#[path = "../cli/serve/support.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};

use crate::support::*;

mod danger;
mod release031;
mod release034;

/// The dump pasted.
pub(crate) const DUMP: &str = "examples/characters/minotaur-fighter-plate-kite.txt";

/// Trials the page asks for (`TRIALS` in app.js).
pub(crate) const PAGE_TRIALS: &str = "100000";

/// How long the page may take to compute a report (a debug build, two shared cores).
pub(crate) const PATIENCE: Duration = Duration::from_secs(240);

/// A program the test needs: the environment's choice, else the first of `paths` that
/// exists. Without it the test fails saying how to install it.
pub(crate) fn program(env: &str, paths: &[&str]) -> PathBuf {
    if let Ok(p) = std::env::var(env) {
        return PathBuf::from(p);
    }
    paths
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
        .unwrap_or_else(|| {
            panic!(
                "the browser test needs {} (or {env}): apt-get install -y chromium \
                 chromium-driver (.ci/run installs them)",
                paths[0]
            )
        })
}

/// chromedriver on a free loopback port, stopped when dropped.
pub(crate) struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    fn start() -> Driver {
        let bin = program("CHROMEDRIVER", &["/usr/bin/chromedriver"]);
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(bin)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium session with the flags that work on a closed network.
pub(crate) async fn browser(driver: &Driver, profile: &Path) -> Client {
    let chromium = program(
        "CHROMIUM",
        &["/usr/bin/chromium", "/usr/bin/chromium-browser"],
    );
    let mut caps = serde_json::Map::new();
    caps.insert("browserName".into(), json!("chrome"));
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--window-size=1280,900",
                format!("--user-data-dir={}", profile.display()),
            ]
        }),
    );
    let mut builder = ClientBuilder::new(HttpConnector::new());
    builder.capabilities(caps);
    for _ in 0..100 {
        if let Ok(client) = builder.connect(&driver.url).await {
            return client;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("no WebDriver session at {}", driver.url);
}

/// Every number shown in `scope` with the report key it came from: (key, value, text).
pub(crate) async fn numbers(c: &Client, scope: &str) -> Vec<(String, Value, String)> {
    let mut out = Vec::new();
    for e in c
        .find_all(Locator::Css(&format!("{scope} .num[data-key]")))
        .await
        .unwrap()
    {
        let key = e.attr("data-key").await.unwrap().unwrap();
        let value = serde_json::from_str(&e.attr("data-value").await.unwrap().unwrap()).unwrap();
        out.push((key, value, e.text().await.unwrap()));
    }
    out
}

/// Requires `text` to show `value` to the precision it is shown with: a probability as a
/// percentage (`< 0.01%` and `> 99.99%` past its ends), a displayed percentage as it is, a
/// value in hundredths (`…_x100`) as the number it stands for, other numbers as they are.
pub(crate) fn shows(key: &str, value: &Value, text: &str) {
    let v = value
        .as_f64()
        .unwrap_or_else(|| panic!("{key}: {value} is not a number"));
    match text {
        "< 0.01%" => return assert!((0.0..1e-4).contains(&v), "{key}: shows '{text}' for {v}"),
        "> 99.99%" => return assert!(v > 0.9999, "{key}: shows '{text}' for {v}"),
        _ => {}
    }
    let percent = text.ends_with('%');
    let digits = text.trim_end_matches('%');
    let x: f64 = digits
        .parse()
        .unwrap_or_else(|_| panic!("{key}: '{text}' is not a number"));
    let decimals = digits.split_once('.').map_or(0, |(_, d)| d.len()) as i32;
    let expected = if percent && !key.ends_with("displayed_pct") {
        v * 100.0
    } else if key.ends_with("_x100") {
        v / 100.0
    } else {
        v
    };
    let tolerance = 0.5 * 10f64.powi(-decimals) * (1.0 + 1e-9) + expected.abs() * 1e-12;
    assert!(
        (x - expected).abs() <= tolerance,
        "{key}: shows '{text}' for {v}"
    );
}

/// Whether two JSON values are the same number (JavaScript writes 0.0 as 0) or equal.
pub(crate) fn same(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// Whether two JSON documents are the same, numbers compared as numbers (JavaScript writes
/// 9.0 as 9).
pub(crate) fn same_deep(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_deep(v, w)))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same_deep(v, w))
        }
        _ => same(a, b),
    }
}

/// Requires every number of `shown` to be the value at its key in `report` and shown as it.
pub(crate) fn all_from(shown: &[(String, Value, String)], report: &Value, what: &str) {
    for (key, value, text) in shown {
        let expected = report
            .pointer(key)
            .unwrap_or_else(|| panic!("{what}: the page shows {key}, which the CLI lacks"));
        assert!(
            same(value, expected),
            "{what}: {key}: {value} against {expected}"
        );
        shows(key, value, text);
    }
}

/// `roguesim ARGS --format json` in this process, parsed.
pub(crate) async fn cli_json(args: Vec<String>) -> Value {
    tokio::task::spawn_blocking(move || {
        let mut all: Vec<&str> = args.iter().map(String::as_str).collect();
        all.extend(["--format", "json"]);
        let (code, out, err) = cli(&all);
        assert_eq!(code, 0, "roguesim {}: {err}", all.join(" "));
        serde_json::from_str(&out).expect("JSON")
    })
    .await
    .unwrap()
}

/// Waits until the card of `monster` is complete (its last chart drawn).
pub(crate) async fn card_done(c: &Client, monster: &str) {
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(&format!(
            ".card[data-monster='{monster}'] .hit-chart figure"
        )))
        .await
        .unwrap_or_else(|e| panic!("the card of {monster} is not drawn: {e}"));
}

/// A screenshot of a `width` × `height` viewport.
pub(crate) async fn screenshot(c: &Client, width: u32, height: u32, name: &str, dir: &Path) {
    // The window's own bars take part of its height: add them, so the viewport is the size
    // asked for.
    let bars = c
        .execute("return window.outerHeight - window.innerHeight", vec![])
        .await
        .unwrap()
        .as_u64()
        .unwrap_or(0) as u32;
    c.set_window_size(width, height + bars).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let png = c.screenshot().await.unwrap();
    assert_eq!(&png[1..4], b"PNG", "{name}");
    let shot_width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    assert_eq!(
        shot_width, width,
        "{name}: the page is not {width} pixels wide"
    );
    std::fs::write(dir.join(name), png).unwrap();
}

/// Clicks the page's element `css`.
pub(crate) async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// The `value` of the page's form field `css`.
pub(crate) async fn value_of(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .prop("value")
        .await
        .unwrap()
        .unwrap()
}

/// Pastes the dump at `path` (under the repository) into side `side`'s panel and reads it:
/// waits until the check is shown.
pub(crate) async fn paste_dump(c: &Client, side: &str, path: &str) {
    paste_text(c, side, &std::fs::read_to_string(repo(path)).unwrap()).await;
}

/// Pastes `text` as a dump into side `side`'s panel and reads it: waits until the check is
/// shown.
pub(crate) async fn paste_text(c: &Client, side: &str, text: &str) {
    let area = c
        .wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(&format!("#build-{side} textarea.dump")))
        .await
        .unwrap();
    area.clear().await.unwrap();
    // Typing a whole dump key by key is slow: the text goes in at once, as a paste does.
    c.execute(
        "arguments[0].value = arguments[1]",
        vec![serde_json::to_value(&area).unwrap(), json!(text)],
    )
    .await
    .unwrap();
    click(c, &format!("#build-{side} .read-dump")).await;
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(&format!(
            "#build-{side} .dump-result table.check"
        )))
        .await
        .unwrap_or_else(|e| panic!("the dump is not read: {e}"));
}

/// Picks `name` with the keyboard: types `typed`, arrows down to `name`, Enter.
pub(crate) async fn pick_monster(c: &Client, typed: &str, name: &str) {
    let input = c.find(Locator::Css("#monster-input")).await.unwrap();
    input.send_keys(typed).await.unwrap();
    // The list shows this search's names (a previous search's are gone).
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let first = c
            .find(Locator::Css(
                "#monster-list:not([hidden]) [role=option] .name",
            ))
            .await;
        if let Ok(first) = first
            && first.text().await.unwrap_or_default() == name
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "typing '{typed}' never offers {name}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    input.send_keys(&(Key::Down + "")).await.unwrap();
    input.send_keys(&(Key::Enter + "")).await.unwrap();
    let chips = c.find_all(Locator::Css("#chosen li")).await.unwrap();
    let mut found = false;
    for chip in chips {
        found |= chip.text().await.unwrap().starts_with(name);
    }
    assert!(found, "{name} is not among the chosen monsters");
}

/// Clicks "Show the odds" and waits for every card of `monsters`.
pub(crate) async fn run_page(c: &Client, monsters: &[&str]) {
    click(c, "#run").await;
    for m in monsters {
        card_done(c, m).await;
    }
}

/// `roguesim threat --character DUMP --monster M --depth 10 --trials (the page's)`, parsed.
pub(crate) async fn threat_by_cli(dump: &str, monster: &str) -> Value {
    let path = repo(dump).display().to_string();
    let args = [
        "threat",
        "--character",
        &path,
        "--monster",
        monster,
        "--depth",
        "10",
        "--trials",
        PAGE_TRIALS,
    ];
    cli_json(args.iter().map(|s| s.to_string()).collect()).await
}

/// The numbers of side `side` on `monster`'s card and its summary row, each required to be
/// the CLI's (`by_cli`); requires the card to show every key of `needed`. Returns the card's
/// numbers.
pub(crate) async fn check_card(
    c: &Client,
    monster: &str,
    side: &str,
    by_cli: &Value,
    needed: &[&str],
) -> Vec<(String, Value, String)> {
    let what = format!("{monster}, side {side}");
    let shown = numbers(
        c,
        &format!(".card[data-monster='{monster}'] [data-side='{side}']"),
    )
    .await;
    assert!(
        shown.len() >= 20,
        "{what}: only {} numbers shown",
        shown.len()
    );
    all_from(&shown, by_cli, &what);
    for key in needed {
        assert!(
            shown.iter().any(|(k, _, _)| k == key),
            "{what}: the card does not show {key}"
        );
    }
    let row = format!("#summary tr[data-monster='{monster}'][data-side='{side}']");
    let summary = numbers(c, &row).await;
    assert!(
        summary.len() >= 3,
        "{what}: the summary row shows {} numbers",
        summary.len()
    );
    all_from(&summary, by_cli, &format!("{what}, summary"));
    shown
}

/// The keys of the duel's P(win), HP kept and attacks to kill in a report (exact, else
/// estimated), and of its first attack at range if it has one.
pub(crate) fn fight_keys(report: &Value) -> Vec<String> {
    let base = if report["duel"]["exact"].is_object() {
        "/duel/exact"
    } else {
        "/duel/estimate"
    };
    let mut keys: Vec<String> = [
        "p_win",
        "expected_hp_left_given_win",
        "expected_player_turns_given_win",
    ]
    .iter()
    .map(|k| format!("{base}/{k}"))
    .collect();
    assert!(
        report["duel"].is_object(),
        "the CLI's report has no duel: {}",
        report["duel_unavailable"]
    );
    if report["ranged"]["attacks"]
        .as_array()
        .is_some_and(|a| !a.is_empty())
    {
        keys.push("/ranged/attacks/0/p_land".into());
        keys.push("/ranged/attacks/0/mean_damage_when_lands".into());
    }
    keys
}

/// `POST /api/character` with the dump at `path`, parsed.
pub(crate) async fn post_dump(server: &Server, path: &str) -> Value {
    let text = std::fs::read(repo(path)).unwrap();
    let (status, body) = fetch(
        &client(),
        axum::http::Method::POST,
        &format!("{}api/character", server.url),
        text,
    )
    .await
    .expect("an answer");
    assert_eq!(status, 200);
    serde_json::from_slice(&body).unwrap()
}
