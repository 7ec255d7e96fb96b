//! `roguesim sweep`: every point equals the single run of its flags (exact, and with
//! `--trials` its estimates too), the CSV is one row per point, a sweep's output does not
//! depend on the thread count, and bad ranges fail with one line and exit code 2.

use crate::support::{assert_bad_input, json_ok, stdout_ok};
use roguesim::scenario::Quantities;
use serde_json::Value;

/// Every number of a single run's JSON report under the keys a sweep names it by.
fn single(args: &[&str]) -> Quantities {
    Quantities::of(&json_ok(args), "").unwrap()
}

/// The sweep's points as `(at, quantities)`.
fn points(doc: &Value) -> Vec<(Vec<f64>, Quantities)> {
    let columns: Vec<String> = doc["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    doc["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let at = p["at"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            let q = columns
                .iter()
                .zip(p["values"].as_array().unwrap())
                .filter_map(|(c, v)| v.as_f64().map(|v| (c.clone(), v)))
                .collect();
            (at, Quantities(q))
        })
        .collect()
}

/// Requires every quantity of the point to equal the single run's value under its key,
/// bit for bit.
fn assert_point_is_the_single_run(point: &Quantities, run: &Quantities, what: &str) {
    assert!(!point.0.is_empty(), "{what}: an empty point");
    for (key, value) in &point.0 {
        let single = run
            .get(key)
            .unwrap_or_else(|| panic!("{what}: the single run has no {key}"));
        assert_eq!(*value, single, "{what}: {key}");
    }
}

#[test]
fn a_hit_sweep_over_ev_is_41_rows_each_equal_to_hit() {
    let csv_text = stdout_ok(&[
        "sweep",
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--vary",
        "ev=0..40",
        "--format",
        "csv",
    ]);
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(header[0], "ev");
    let p_hit = header.iter().position(|h| h == "exact.p_hit").unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), 41);
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row[0].parse::<f64>().unwrap(), i as f64);
        let ev = i.to_string();
        let run = single(&[
            "hit",
            "--monster-hd",
            "10",
            "--fighter",
            "--ev",
            &ev,
            "--trials",
            "1",
        ]);
        assert_eq!(
            row[p_hit].parse::<f64>().unwrap(),
            run.get("exact.p_hit").unwrap(),
            "P(hit) at EV {ev}"
        );
        let point = Quantities(
            header
                .iter()
                .zip(row.iter())
                .skip(1)
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k.clone(), v.parse().unwrap()))
                .collect(),
        );
        assert_point_is_the_single_run(&point, &run, &format!("EV {ev}"));
    }
    // The true chance falls as EV rises, and the game's display is a different number.
    let col = |r: &csv::StringRecord, k: &str| -> f64 {
        r[header.iter().position(|h| h == k).unwrap()]
            .parse()
            .unwrap()
    };
    assert!(col(&rows[0], "exact.p_hit") > col(&rows[40], "exact.p_hit"));
    assert!(
        rows.iter()
            .any(|r| { (col(r, "display_pct") - 100.0 * col(r, "exact.p_hit")).abs() >= 1.0 })
    );
}

#[test]
fn a_two_flag_speed_sweep_is_a_grid_of_single_speed_runs() {
    let doc = json_ok(&[
        "sweep",
        "speed",
        "--vary",
        "player-speed=-2..2:2",
        "--vary",
        "monster-speed=8..12:2",
    ]);
    let pts = points(&doc);
    assert_eq!(pts.len(), 9);
    let mut cells = Vec::new();
    for (at, q) in &pts {
        let (p, m) = (at[0].to_string(), at[1].to_string());
        let run = single(&[
            "speed",
            "--player-speed",
            &p,
            "--monster-speed",
            &m,
            "--trials",
            "1",
        ]);
        assert_point_is_the_single_run(q, &run, &format!("player {p}, monster {m}"));
        cells.push((at[0], at[1]));
    }
    // The first flag is the outer loop.
    assert_eq!(cells[0], (-2.0, 8.0));
    assert_eq!(cells[1], (-2.0, 10.0));
    assert_eq!(cells[3], (0.0, 8.0));
    assert_eq!(doc["kind"], "sweep");
    assert_eq!(doc["seed"], Value::Null);
}

#[test]
fn monte_carlo_points_are_the_single_runs_and_ignore_the_thread_count() {
    let sweep = |threads: &str| {
        json_ok(&[
            "sweep",
            "hit",
            "--monster-hd",
            "5",
            "--sh-internal",
            "20",
            "--vary",
            "ev=5..15:5",
            "--trials",
            "30000",
            "--seed",
            "7",
            "--threads",
            threads,
        ])
    };
    let (one, two) = (sweep("1"), sweep("2"));
    assert_eq!(one["points"], two["points"]);
    assert_eq!(one["columns"], two["columns"]);
    for (at, q) in points(&two) {
        let ev = at[0].to_string();
        let run = single(&[
            "hit",
            "--monster-hd",
            "5",
            "--sh-internal",
            "20",
            "--ev",
            &ev,
            "--trials",
            "30000",
            "--seed",
            "7",
        ]);
        assert_point_is_the_single_run(&q, &run, &format!("EV {ev}"));
        assert!(q.get("estimate.landed").is_some() && q.estimate_of("exact.p_hit").is_some());
    }
}

#[test]
fn sweeps_over_builds_and_characters_run_every_point() {
    let doc = json_ok(&[
        "sweep",
        "ev",
        "--character",
        "../../examples/characters/minotaur-fighter-plate-kite.txt",
        "--vary",
        "dodging=0..27:9",
        "--trials",
        "1000",
    ]);
    // A build's EV and SH are exact: --trials adds no Monte Carlo run.
    assert_eq!(
        (&doc["seed"], &doc["estimated"]),
        (&Value::Null, &Value::Bool(false))
    );
    let pts = points(&doc);
    assert_eq!(pts.len(), 4);
    let evs: Vec<f64> = pts.iter().map(|(_, q)| q.get("ev").unwrap()).collect();
    assert!(evs.windows(2).all(|w| w[0] <= w[1]), "{evs:?}");
    assert!(evs[3] > evs[0], "{evs:?}");
    // A build sweep point is the single run of that build.
    let doc = json_ok(&[
        "sweep",
        "turn",
        "--monster",
        "orc warrior",
        "--species",
        "human",
        "--dex",
        "14",
        "--str",
        "15",
        "--shield",
        "kite",
        "--vary",
        "shields-skill=0..10:5",
    ]);
    for (at, q) in points(&doc) {
        let skill = at[0].to_string();
        let run = single(&[
            "turn",
            "--monster",
            "orc warrior",
            "--species",
            "human",
            "--dex",
            "14",
            "--str",
            "15",
            "--shield",
            "kite",
            "--shields-skill",
            &skill,
            "--trials",
            "1",
        ]);
        assert_point_is_the_single_run(&q, &run, &format!("Shields {skill}"));
    }
}

#[test]
fn the_table_shows_the_lead_quantities_of_each_point() {
    let out = stdout_ok(&[
        "sweep",
        "dcss-speed",
        "--move",
        "12",
        "--vary",
        "monster-speed=8..12",
    ]);
    assert!(out.contains("== sweep of dcss-speed =="), "{out}");
    assert!(out.contains("exact.p_double"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("│ ")).count(),
        6,
        "{out}"
    );
}

#[test]
fn bad_ranges_fail_with_one_line_and_exit_2() {
    let hit = ["sweep", "hit", "--monster-hd", "5"];
    let with = |extra: &[&'static str]| [&hit[..], extra].concat();
    for (extra, says) in [
        (
            &["--vary", "ev=40..0"][..],
            "--vary: ev=40..0: FROM is above TO",
        ),
        (&["--vary", "ev=0..40:0"][..], "the step must be above 0"),
        (&["--vary", "bogus=0..40"][..], "no numeric flag 'bogus'"),
        (
            &[
                "--vary", "ev=0..4", "--vary", "sh=0..4", "--vary", "dex=1..4",
            ][..],
            "3 flags given",
        ),
        (
            &["--vary", "ev=-50..150", "--vary", "sh-internal=0..1000"][..],
            "201201 points is too many: allowed up to 100000",
        ),
        (
            &["--vary", "ev=0..200:100"][..],
            "--ev: 200 is out of range",
        ),
        (&[][..], "--vary: give the flag to vary"),
        (&["--vary", "ev=0..4:0.5"][..], "--ev takes whole numbers"),
    ] {
        assert_bad_input(&with(extra), &[says]);
    }
    assert_bad_input(
        &[
            "sweep",
            "speed",
            "--monster-speed",
            "10",
            "--vary",
            "window=1..3",
        ],
        &["--player-speed: required"],
    );
}

#[test]
fn sweep_json_is_what_its_schema_describes() {
    let schema: Value = serde_json::from_slice(
        &roguesim::schema::schema_json(&roguesim::schema::find("sweep").unwrap()).unwrap(),
    )
    .unwrap();
    let validator = crate::support::schema_validator(&schema);
    for args in [
        &["sweep", "hit", "--monster", "ogre", "--vary", "ev=0..20:10"][..],
        &[
            "sweep",
            "turn",
            "--monster-hd",
            "3",
            "--attacks",
            "2",
            "--ev",
            "10",
            "--vary",
            "sh-internal=0..10:5",
            "--trials",
            "2000",
        ][..],
    ] {
        let doc = json_ok(args);
        let errors: Vec<String> = validator.iter_errors(&doc).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{args:?}: {errors:?}");
    }
}

/// The numeric flags a sweep of `kind` lists when asked for one it cannot vary.
fn varied_flags(kind: &str) -> Vec<String> {
    let mut args = vec!["sweep", kind, "--vary", "bogus=0..1"];
    if kind == "threat" {
        args.extend(["--monster", "orc"]);
    }
    let out = crate::support::run(&args);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{err}");
    let (_, list) = err
        .trim_end()
        .split_once("to vary; allowed: ")
        .unwrap_or_else(|| panic!("no list of what {kind} can vary: {err}"));
    list.split(", ").map(str::to_string).collect()
}

#[test]
fn every_numeric_threat_flag_can_be_varied() {
    // #24: --ac, --hp, --fighting and --body-plus could not be varied; every flag the
    // refusal lists now runs, from a build or from numbers.
    let build = [
        "--monster",
        "orc knight",
        "--species",
        "human",
        "--dex",
        "12",
        "--str",
        "12",
        "--body",
        "leather",
        "--shield",
        "buckler",
    ];
    let numbers = [
        "--monster",
        "orc knight",
        "--ev",
        "15",
        "--hp",
        "60",
        "--ac",
        "5",
        "--weapon",
        "long sword",
    ];
    // dcss-0.34's hundredths, beside the whole numbers.
    let hundredths = [
        "--monster",
        "orc knight",
        "--ev-x100",
        "1550",
        "--hp",
        "60",
        "--ac-x100",
        "525",
        "--weapon",
        "long sword",
    ];
    let flags = varied_flags("threat");
    for flag in [
        "ac",
        "hp",
        "fighting",
        "body-plus",
        "ev",
        "dex",
        "delay",
        "count",
    ] {
        assert!(
            flags.iter().any(|f| f == flag),
            "{flag} missing from {flags:?}"
        );
    }
    // The numbers no flag sets, listed by their paths, are varied in `sweep_kinds`.
    for flag in flags.iter().filter(|f| !f.contains(['.', '_'])) {
        let (base, range) = match flag.as_str() {
            "ev" | "sh" | "sh-internal" | "block-limit" | "ac" | "hp" | "weapon-plus" => {
                (&numbers[..], "3..4")
            }
            "heads" => (&["--monster", "hydra", "--ev", "10"][..], "1..2"),
            "ev-x100" | "sh-internal-x100" | "ac-x100" => (&hundredths[..], "310..311"),
            "delay" => (&numbers[..], "10..11"),
            _ => (&build[..], "1..2"),
        };
        // The base without the varied flag (every base is flag-value pairs).
        let base: Vec<&str> = base
            .chunks(2)
            .filter(|pair| pair[0] != format!("--{flag}"))
            .flatten()
            .copied()
            .collect();
        let mut args = vec!["sweep", "threat"];
        args.extend(&base);
        let vary = format!("{flag}={range}");
        args.extend(["--vary", &vary]);
        let doc = json_ok(&args);
        assert_eq!(
            doc["points"].as_array().map(Vec::len),
            Some(2),
            "sweep threat --vary {vary}"
        );
    }
}

#[test]
fn the_issues_threat_sweep_over_ac_runs() {
    // #24's own command: AC without HP gives the damage per round (how long you last needs
    // the HP), and the damage falls as the AC rises.
    let doc = json_ok(&[
        "sweep",
        "threat",
        "--monster",
        "orc knight",
        "--ev",
        "15",
        "--vary",
        "ac=0..30",
    ]);
    let points = doc["points"].as_array().expect("points");
    assert_eq!(points.len(), 31);
    let columns: Vec<&str> = doc["columns"]
        .as_array()
        .expect("columns")
        .iter()
        .map(|c| c.as_str().expect("a column name"))
        .collect();
    assert!(!columns.contains(&"damage.hp"), "{columns:?}");
    let at = columns
        .iter()
        .position(|c| *c == "damage.round_mean")
        .expect("the damage per round is a column");
    let mean = |p: &serde_json::Value| p["values"][at].as_f64().expect("a number");
    assert!(mean(&points[30]) < mean(&points[0]));
    // With the HP, the turns you last too.
    let doc = json_ok(&[
        "sweep",
        "threat",
        "--monster",
        "orc knight",
        "--ev",
        "15",
        "--hp",
        "60",
        "--vary",
        "ac=0..30",
    ]);
    assert_eq!(doc["points"].as_array().map(Vec::len), Some(31));
}

#[test]
fn a_field_a_kind_cannot_vary_is_refused_listing_those_it_can() {
    for (kind, some) in [
        ("hit", "monster-hd"),
        ("turn", "attacks"),
        ("ev", "body-plus"),
        ("speed", "player-speed"),
        ("dcss-speed", "move"),
        ("threat", "hp"),
    ] {
        assert!(
            varied_flags(kind).iter().any(|f| f == some),
            "{kind}: {some}"
        );
    }
}
