//! The API against the real router: every kind answers as `roguesim run FILE --format
//! json` does, and the monsters, character, schema and figure routes answer as their
//! commands do.

use std::path::Path;

use serde_json::Value;

use super::support::*;

/// Trials of the samples here: enough to run every Monte Carlo path, few enough for a debug
/// build.
const TRIALS: u64 = 20_000;

/// The kinds the server lists.
async fn kinds(app: &axum::Router) -> Vec<Value> {
    let meta = get(app, "/api/meta").await;
    assert_eq!(meta.status, 200, "{}", meta.text());
    meta.json()["kinds"]
        .as_array()
        .expect("kinds is a list")
        .clone()
}

/// Replaces every defender that names a character dump (a path relative to `dir`) by the
/// build `POST /api/character` reads from the dump's text, and beside it (in a threat or a
/// duel) the dump's weapon as `offence`; returns the rule set the dump's version chose when
/// there was one (a scenario then carries it, as the page does).
async fn dumps_to_builds(app: &axum::Router, value: &mut Value, dir: &Path) -> Option<Value> {
    let mut found = None;
    match value {
        Value::Object(o) => {
            let path = o
                .get("defender")
                .and_then(|d| d.get("character"))
                .and_then(Value::as_str)
                .map(str::to_string);
            if let Some(path) = path {
                let text = std::fs::read_to_string(dir.join(&path)).expect("the dump is readable");
                let reply = post(app, "/api/character", text).await;
                assert_eq!(reply.status, 200, "{path}: {}", reply.text());
                let read = reply.json();
                o.insert("defender".into(), read["defender"].clone());
                if o.contains_key("monster") {
                    assert!(
                        read["offence"].is_object(),
                        "{path}: no weapon read: {read}"
                    );
                    o.insert("offence".into(), read["offence"].clone());
                }
                return Some(read["rules"]["rules"].clone());
            }
            for v in o.values_mut() {
                found = found.or(Box::pin(dumps_to_builds(app, v, dir)).await);
            }
        }
        Value::Array(a) => {
            for v in a {
                found = found.or(Box::pin(dumps_to_builds(app, v, dir)).await);
            }
        }
        _ => {}
    }
    found
}

/// For every kind the server lists, every sample scenario of that kind (`configs/`, and
/// `tests/cli/serve/scenarios/` for kinds `configs/` lacks) posted to `/api/<kind>` gives the
/// JSON `roguesim run FILE --format json` gives for the same document, but for the
/// wall-clock time. A sample naming a character dump is sent with the build the API reads
/// from the dump's text, and its numbers equal the command line's on the original file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_answers_as_the_command_line() {
    let app = app();
    let samples = samples();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let kinds = kinds(&app).await;
    assert!(kinds.len() >= 7, "{kinds:?}");
    for kind in kinds {
        let key = kind["key"].as_str().expect("a key");
        let of_kind: Vec<&(std::path::PathBuf, Value)> = samples
            .iter()
            .filter(|(_, d)| d.get(key).is_some())
            .collect();
        assert!(
            !of_kind.is_empty(),
            "no scenario of kind {key} in configs/ or tests/cli/serve/scenarios/: add one"
        );
        for (file, original) in of_kind {
            let mut doc = original.clone();
            if doc.get("trials").is_some() {
                doc["trials"] = TRIALS.into();
            }
            let dump_rules = dumps_to_builds(&app, &mut doc, file.parent().expect("a dir")).await;
            if let Some(rules) = &dump_rules
                && doc[key].get("rules").is_none()
            {
                doc[key]["rules"] = rules.clone();
            }
            let from_dump = dump_rules.is_some();
            let copy = dir.path().join(file.file_name().expect("a name"));
            std::fs::write(&copy, serde_json::to_vec(&doc).expect("JSON")).expect("written");
            let expected = untimed(cli_run_json(&copy));

            let reply = post(
                &app,
                &format!("/api/{key}"),
                serde_json::to_vec(&doc).unwrap(),
            )
            .await;
            assert_eq!(reply.status, 200, "{}: {}", file.display(), reply.text());
            assert_eq!(reply.content_type, "application/json");
            let served = untimed(reply.json());
            assert_eq!(
                served,
                expected,
                "{}: the API and the CLI differ",
                file.display()
            );

            if from_dump {
                let path = file.display().to_string();
                let trials = TRIALS.to_string();
                let (code, out, err) =
                    cli(&["run", &path, "--trials", &trials, "--format", "json"]);
                assert_eq!(code, 0, "{err}");
                let mut by_path: Value = serde_json::from_str(&out).unwrap();
                let mut served = served.clone();
                for v in [&mut by_path, &mut served] {
                    let o = v.as_object_mut().unwrap();
                    o.remove("elapsed_s");
                    o.remove("inputs");
                }
                assert_eq!(
                    served,
                    by_path,
                    "{}: the build read from the pasted dump and the dump file differ",
                    file.display()
                );
            }
        }
    }
}

/// A kind with a figure draws it as SVG (`--plot x.svg`); the others say which kinds have
/// one.
/// The text of a JSON report without its elapsed-time line: what must be byte-identical.
fn timeless_text(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("\"elapsed_s\""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One scenario, three doors (`crate::kinds::Door`): every kind of the registry run from
/// its example's flags, the scenario that report echoes run as a file (`roguesim run FILE`),
/// and the same document posted to `POST /api/<kind>` give the same report, byte for byte
/// but the elapsed time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_gives_one_report_through_its_flags_a_file_and_the_api() {
    let app = app();
    let dir = tempfile::tempdir().expect("a temporary directory");
    for kind in roguesim::kinds::KINDS {
        let mut args = vec![kind.command()];
        args.extend(kind.example());
        args.extend(["--trials", "2000", "--seed", "7", "--format", "json"]);
        let (code, by_flags, err) = cli(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let report: Value = serde_json::from_str(&by_flags).expect("JSON");
        let inputs = serde_json::to_vec_pretty(&report["inputs"]).expect("JSON");
        let file = dir.path().join(format!("{}.json", kind.key()));
        std::fs::write(&file, &inputs).expect("written");
        let path = file.display().to_string();
        let (code, by_file, err) = cli(&["run", &path, "--format", "json"]);
        assert_eq!(code, 0, "run {path}: {err}");
        assert_eq!(
            timeless_text(&by_file),
            timeless_text(&by_flags),
            "{}: the flags and the file differ",
            kind.key()
        );
        let reply = post(&app, &format!("/api/{}", kind.key()), inputs).await;
        assert_eq!(reply.status, 200, "{}: {}", kind.key(), reply.text());
        assert_eq!(
            timeless_text(&reply.text()),
            timeless_text(&by_flags),
            "{}: the API and the flags differ",
            kind.key()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn figures_are_svg_for_the_kinds_that_have_one() {
    let app = app();
    let samples = samples();
    for kind in kinds(&app).await {
        let key = kind["key"].as_str().unwrap();
        let route = format!("/api/{key}/svg");
        let (file, sample) = samples
            .iter()
            .find(|(_, d)| d.get(key).is_some())
            .expect("a sample of every kind");
        let mut doc = sample.clone();
        doc["trials"] = TRIALS.into();
        dumps_to_builds(&app, &mut doc, file.parent().unwrap()).await;
        let body = serde_json::to_vec(&doc).unwrap();
        let reply = post(&app, &route, body).await;
        if kind["figure"] == true {
            assert_eq!(reply.status, 200, "{route}: {}", reply.text());
            assert_eq!(reply.content_type, "image/svg+xml");
            let text = reply.text();
            let svg = roxmltree::Document::parse(&text).expect("well-formed SVG");
            assert_eq!(svg.root_element().tag_name().name(), "svg");
            assert!(
                svg.descendants().any(|n| n.has_tag_name("text")),
                "{route}: no text"
            );
        } else {
            assert_eq!(reply.status, 404, "{route}: {}", reply.text());
            let message = reply.error_naming("kind");
            assert!(message.contains("has no figure"), "{message}");
        }
    }
}

/// `GET /api/schema/<kind>` is `roguesim schema <kind>`, for every kind and for scenario
/// documents; an unknown schema is 404 naming `kind` and listing the allowed ones.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schemas_are_the_command_lines() {
    let app = app();
    let mut names: Vec<String> = kinds(&app)
        .await
        .iter()
        .map(|k| k["key"].as_str().unwrap().to_string())
        .collect();
    names.push("scenario".into());
    for name in names {
        let reply = get(&app, &format!("/api/schema/{name}")).await;
        assert_eq!(reply.status, 200, "{name}: {}", reply.text());
        let (code, out, err) = cli(&["schema", &name.replace('_', "-")]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            reply.json(),
            serde_json::from_str::<Value>(&out).unwrap(),
            "{name}"
        );
    }
    let reply = get(&app, "/api/schema/nothing").await;
    assert_eq!(reply.status, 404);
    let message = reply.error_naming("kind");
    assert!(message.contains("allowed: scenario, ev, hit"), "{message}");
}

/// `GET /api/monsters` finds monsters by name as `roguesim monsters` does, lists the
/// closest names on a miss, and names a bad parameter.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn monsters_by_name_with_the_closest_on_a_miss() {
    let app = app();
    let reply = get(&app, "/api/monsters?q=orc%20knight").await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let v = reply.json();
    assert_eq!(v["dcss"][0]["name"], "orc knight");
    assert_eq!(v["entry"]["monster"]["name"], "orc knight", "{v:#}");
    assert_eq!(v["total_matches"], 1);
    let (code, out, _) = cli(&["monsters", "orc knight", "--format", "json"]);
    assert_eq!(code, 0);
    let mut by_cli: Value = serde_json::from_str(&out).unwrap();
    let mut served = v.clone();
    for o in [&mut by_cli, &mut served] {
        let o = o.as_object_mut().unwrap();
        o.remove("elapsed_s");
        o.remove("total_matches");
    }
    assert_eq!(served, by_cli);

    let miss = get(&app, "/api/monsters?q=orc%20knigt").await.json();
    assert_eq!(miss["closest_only"], true, "{miss:#}");
    let names: Vec<&str> = miss["dcss"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"orc knight"), "{names:?}");

    let some = get(&app, "/api/monsters?q=orc&limit=3").await.json();
    assert_eq!(some["dcss"].as_array().unwrap().len(), 3);
    assert!(some["total_matches"].as_u64().unwrap() > 3, "{some:#}");

    let frog = get(&app, "/api/monsters?game=frog&q=grip").await.json();
    assert!(
        frog["frog"][0]["name"].as_str().unwrap().contains("Grip"),
        "{frog:#}"
    );

    for (uri, field) in [
        ("/api/monsters?q=orc&depth=0", "depth"),
        ("/api/monsters?q=orc&depth=ten", "depth"),
        ("/api/monsters?game=angband", "game"),
        ("/api/monsters?q=orc&limit=0", "limit"),
        ("/api/monsters?q=orc&path=/etc/passwd", "path"),
    ] {
        get(&app, uri).await.refused(field);
    }
}

/// `POST /api/character` reads every example dump's text into the build and checks its EV,
/// SH, AC and max HP as `roguesim ev --character FILE` does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pasted_dumps_read_as_the_command_line_reads_files() {
    let app = app();
    let dir = repo("examples/characters");
    let mut dumps: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    dumps.sort();
    assert!(dumps.len() >= 5, "{dumps:?}");
    for dump in dumps {
        let text = std::fs::read_to_string(&dump).unwrap();
        let reply = post(&app, "/api/character", text).await;
        assert_eq!(reply.status, 200, "{}: {}", dump.display(), reply.text());
        let served = reply.json();
        let path = dump.display().to_string();
        let (code, out, err) = cli(&["ev", "--character", &path, "--format", "json"]);
        assert_eq!(code, 0, "{err}");
        let ev: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(served["character"], ev["character"], "{path}");
        let check = &served["check"];
        for key in [
            "ev_range",
            "sh_range",
            "ac_range",
            "max_hp_range",
            "matches_dump",
        ] {
            assert_eq!(check[key], ev[key], "{path}: {key}");
        }
        assert_eq!(check["notes"], ev["dump_notes"], "{path}");
        // The check's EV is the displayed one: `ev` under 0.31, `ev_display` under 0.34.
        let shown_ev = if served["rules"]["rules"] == "dcss-0.34" {
            "ev_display"
        } else {
            "ev"
        };
        assert_eq!(check["ev"], ev[shown_ev], "{path}");
        // The answer leads with the rule set the dump's version chose and the check's verdict.
        assert_eq!(served["rules"], ev["character"]["rules"], "{path}");
        assert_eq!(served["rules"]["rules"], ev["rules"], "{path}");
        assert_eq!(served["matches_dump"], ev["matches_dump"], "{path}");
        assert_eq!(served["matches_dump"], check["matches_dump"], "{path}");
        // The build returned, under the rule set the dump chose, gives the numbers the dump
        // file gives; one no scenario can describe is null, with why.
        if served["defender"].is_null() {
            let why = served["defender_refused"].as_str().unwrap_or_default();
            assert!(why.starts_with("character."), "{path}: {why}");
            continue;
        }
        assert!(served["defender_refused"].is_null(), "{path}");
        let doc = serde_json::json!({"name": "x", "ev": {
            "rules": served["rules"]["rules"],
            "defender": served["defender"],
        }});
        let from_build = post(&app, "/api/ev", doc.to_string()).await;
        assert_eq!(from_build.status, 200, "{}", from_build.text());
        let from_build = from_build.json();
        let keys: &[&str] = if served["rules"]["rules"] == "dcss-0.34" {
            &["ev_x100", "sh_x100", "ac_x100", "max_hp", "encumbrance"]
        } else {
            &["ev", "sh", "ac", "max_hp", "breakdown", "encumbrance"]
        };
        for key in keys {
            assert!(ev.get(key).is_some(), "{path}: the CLI has no {key}");
            assert_eq!(from_build[key], ev[key], "{path}: {key}");
        }
    }
}

/// `GET /api/meta` states the limits the flags set, and the page and its files are served
/// from the binary with a policy that forbids loading anything from elsewhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_meta_are_served() {
    let app = app();
    let meta = get(&app, "/api/meta").await.json();
    assert_eq!(meta["limits"]["max_body_bytes"], 1 << 20);
    assert_eq!(meta["limits"]["max_trials"], 10_000_000);
    assert_eq!(meta["limits"]["max_concurrent"], 2);
    assert_eq!(meta["limits"]["client_seconds"], 10);
    for (path, kind, text) in roguesim::serve::page::FILES {
        let uri = format!("/{path}");
        let request = axum::http::Request::get(&uri)
            .body(axum::body::Body::empty())
            .unwrap();
        let response = tower::ServiceExt::oneshot(app.clone(), request)
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{uri}");
        let headers = response.headers();
        assert_eq!(headers["content-type"], kind, "{uri}");
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.starts_with("default-src 'none'"), "{csp}");
        assert!(csp.contains("connect-src 'self'"), "{csp}");
        // Nothing from elsewhere: no other origin is named (the SVG namespace is a name,
        // not a load).
        let named = text.replace("http://www.w3.org/2000/svg", "");
        for external in ["http://", "https://", "//fonts", "cdn.", "@import"] {
            assert!(!named.contains(external), "{uri} names {external}");
        }
    }
}
