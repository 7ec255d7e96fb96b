//! The page in headless Chromium, driven through chromedriver (Debian's `chromium` and
//! `chromium-driver`; `.ci/run` installs them): load it, paste a dump from
//! `examples/characters/`, pick "orc knight" with the keyboard, and check that every number
//! shown is the CLI's for the same scenario; then a second build beside it; the address
//! reproduces the page; screenshots at desktop and phone widths (into
//! `ROGUESIM_SCREENSHOTS`, e.g. `docs/img`, when set).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};

use crate::support::*;

/// The dump pasted.
const DUMP: &str = "examples/characters/minotaur-fighter-plate-kite.txt";

/// Trials the page asks for (`TRIALS` in app.js).
const PAGE_TRIALS: &str = "100000";

/// How long the page may take to compute a report (a debug build, two shared cores).
const PATIENCE: Duration = Duration::from_secs(240);

/// A program the test needs: the environment's choice, else the first of `paths` that
/// exists. Without it the test fails saying how to install it.
fn program(env: &str, paths: &[&str]) -> PathBuf {
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
struct Driver {
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
async fn browser(driver: &Driver, profile: &Path) -> Client {
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
async fn numbers(c: &Client, scope: &str) -> Vec<(String, Value, String)> {
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

/// Requires `text` to show `value` to the precision it is shown with (a probability as a
/// percentage, a displayed percentage as it is, other numbers as they are).
fn shows(key: &str, value: &Value, text: &str) {
    let v = value
        .as_f64()
        .unwrap_or_else(|| panic!("{key}: {value} is not a number"));
    let percent = text.ends_with('%');
    let digits = text.trim_end_matches('%');
    let x: f64 = digits
        .parse()
        .unwrap_or_else(|_| panic!("{key}: '{text}' is not a number"));
    let decimals = digits.split_once('.').map_or(0, |(_, d)| d.len()) as i32;
    let expected = if percent && !key.ends_with("displayed_pct") {
        v * 100.0
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
fn same(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// Requires every number of `shown` to be the value at its key in `report` and shown as it.
fn all_from(shown: &[(String, Value, String)], report: &Value, what: &str) {
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
async fn cli_json(args: Vec<String>) -> Value {
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
async fn card_done(c: &Client, monster: &str) {
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(&format!(
            ".card[data-monster='{monster}'] .hit-chart figure"
        )))
        .await
        .unwrap_or_else(|e| panic!("the card of {monster} is not drawn: {e}"));
}

/// A screenshot of the whole page at `width`, or of a `height`-pixel viewport.
async fn screenshot(c: &Client, width: u32, height: Option<u32>, name: &str, dir: &Path) {
    // The window's own bars take part of its height: add them, so the viewport is the size
    // asked for.
    let bars = c
        .execute("return window.outerHeight - window.innerHeight", vec![])
        .await
        .unwrap()
        .as_u64()
        .unwrap_or(0) as u32;
    let height = match height {
        Some(h) => h,
        None => {
            c.set_window_size(width, 900 + bars).await.unwrap();
            c.execute("window.scrollTo(0, 0)", vec![]).await.unwrap();
            c.execute("return document.documentElement.scrollHeight", vec![])
                .await
                .unwrap()
                .as_u64()
                .unwrap() as u32
        }
    };
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "full tier: needs Chromium and chromedriver, which .ci/run installs"]
async fn the_page_shows_the_command_lines_numbers() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    let shots = match std::env::var("ROGUESIM_SCREENSHOTS") {
        Ok(dir) => PathBuf::from(dir),
        Err(_) => profile.path().to_path_buf(),
    };

    c.goto(&server.url).await.unwrap();
    let dump = repo(DUMP);
    let text = std::fs::read_to_string(&dump).unwrap();
    let area = c
        .wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css("#build-a textarea.dump"))
        .await
        .unwrap();
    area.send_keys(&text).await.unwrap();
    c.find(Locator::Css("#build-a .read-dump"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css("#build-a .dump-result .ok"))
        .await
        .expect("the dump is read and matches");

    // The type-ahead, by keyboard: type, arrow down to the first match, Enter.
    let input = c.find(Locator::Css("#monster-input")).await.unwrap();
    input.send_keys("orc kni").await.unwrap();
    let first = c
        .wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css("#monster-list [role=option] .name"))
        .await
        .unwrap();
    assert_eq!(first.text().await.unwrap(), "orc knight");
    input.send_keys(&(Key::Down + "")).await.unwrap();
    input.send_keys(&(Key::Enter + "")).await.unwrap();
    let chip = c.find(Locator::Css("#chosen li")).await.unwrap();
    assert!(chip.text().await.unwrap().starts_with("orc knight"));

    c.find(Locator::Css("#run"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    card_done(&c, "orc knight").await;

    // Every number in your column is the CLI's, for the same scenario from the dump file.
    let path = dump.display().to_string();
    let threat: Vec<String> = [
        "threat",
        "--character",
        &path,
        "--monster",
        "orc knight",
        "--depth",
        "10",
        "--trials",
        PAGE_TRIALS,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let by_cli = cli_json(threat).await;
    let shown = numbers(&c, ".card[data-monster='orc knight'] [data-side='a']").await;
    assert!(shown.len() >= 20, "only {} numbers shown", shown.len());
    all_from(&shown, &by_cli, "orc knight, you");

    // The dump's check is the CLI's `ev --character`.
    let ev = cli_json(vec!["ev".into(), "--character".into(), path.clone()]).await;
    for (key, value, text) in numbers(&c, "#build-a .dump-result").await {
        let at = key.strip_prefix("/check").unwrap_or(&key);
        let expected = ev
            .pointer(at)
            .unwrap_or_else(|| panic!("{key}: not in the CLI's"));
        assert!(same(&value, expected), "{key}: {value} against {expected}");
        assert!(!text.is_empty());
    }

    // The address holds the state: opened afresh, it shows the same numbers.
    let url = c.current_url().await.unwrap();
    let pairs: Vec<(String, String)> = url.query_pairs().into_owned().collect();
    assert!(
        pairs.contains(&("m".into(), "orc knight@10".into())),
        "{url}"
    );
    assert!(pairs.iter().any(|(k, _)| k == "a"), "{url}");
    c.set_window_size(390, 1000).await.unwrap();
    c.execute(
        "document.querySelector('#build-a .who').scrollIntoView()",
        vec![],
    )
    .await
    .unwrap();
    screenshot(&c, 390, Some(844), "serve-phone-inputs.png", &shots).await;
    c.goto(url.as_str()).await.unwrap();
    card_done(&c, "orc knight").await;
    let again = numbers(&c, ".card[data-monster='orc knight'] [data-side='a']").await;
    assert_eq!(again, shown, "the link does not reproduce the page");

    // A second build: the same character without its shield, in scale mail.
    c.set_window_size(1280, 900).await.unwrap();
    c.find(Locator::Css("#compare"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.find(Locator::Css("#tab-b-build"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.find(Locator::Css("#f-b-body"))
        .await
        .unwrap()
        .select_by_value("scale mail")
        .await
        .unwrap();
    c.find(Locator::Css("#f-b-shield"))
        .await
        .unwrap()
        .select_by_index(0)
        .await
        .unwrap();
    c.find(Locator::Css("#run"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    card_done(&c, "orc knight").await;
    let url = c.current_url().await.unwrap();
    let b = url
        .query_pairs()
        .find(|(k, _)| k == "b")
        .map(|(_, v)| serde_json::from_str::<Value>(&v).unwrap())
        .expect("build B in the address");
    let defender = &b["defender"];
    assert_eq!(defender["body"], "scale mail", "{b}");
    // The page follows the pasted dump's release (a 0.31 dump), and so does build B.
    let rules = url
        .query_pairs()
        .find(|(k, _)| k == "r")
        .map(|(_, v)| v.into_owned())
        .expect("the rule set in the address");
    assert_eq!(rules, "dcss-0.31", "{url}");
    assert!(defender.get("shield").is_none(), "{b}");
    let doc = json!({
        "name": "build B",
        "trials": PAGE_TRIALS.parse::<u64>().unwrap(),
        "seed": 1,
        "threat": { "rules": rules, "defender": defender, "monster": "orc knight", "depth": 10 }
    });
    let file = profile.path().join("b.json");
    std::fs::write(&file, doc.to_string()).unwrap();
    let by_cli_b = cli_json(vec!["run".into(), file.display().to_string()]).await;
    let shown_b = numbers(&c, ".card[data-monster='orc knight'] [data-side='b']").await;
    assert!(
        shown_b.len() >= 20,
        "only {} numbers shown for B",
        shown_b.len()
    );
    all_from(&shown_b, &by_cli_b, "orc knight, build B");
    let shown_a = numbers(&c, ".card[data-monster='orc knight'] [data-side='a']").await;
    assert_eq!(shown_a, shown, "your numbers changed when B was added");

    screenshot(&c, 1280, None, "serve-desktop.png", &shots).await;
    c.set_window_size(390, 1000).await.unwrap();
    c.execute("document.querySelector('.card').scrollIntoView()", vec![])
        .await
        .unwrap();
    screenshot(&c, 390, Some(844), "serve-phone-report.png", &shots).await;
    c.close().await.unwrap();
}
