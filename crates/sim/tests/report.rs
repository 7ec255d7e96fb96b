//! Report tests: table, CSV and JSON renderings of a small row set, the
//! row helpers and atomic output.

use std::time::Duration;

use clap::ValueEnum;
use roguesim::engine::{Counts, Experiment, Percentiles, RunConfig, run};
use roguesim::report::{
    CSV_COLUMNS, Format, ProbRow, RunMeta, distribution_rows, fmt_num, json_envelope,
    percentile_rows, render_csv, render_table, write_output,
};
use roguesim::stats::{MeanEstimate, Proportion};
use serde_json::{Value, json};

fn meta() -> RunMeta {
    RunMeta {
        rules: "dcss-0.31".into(),
        seed: Some(42),
        trials: Some(100),
        threads: Some(2),
        elapsed: Duration::from_millis(1500),
    }
}

fn rows() -> Vec<ProbRow> {
    vec![
        ProbRow::new("to-hit", "hit")
            .with_exact(0.5)
            .with_proportion(Proportion::new(60, 100)),
        ProbRow::new("to-hit", "miss").with_exact(0.5),
        ProbRow::new("damage", "damage")
            .with_index(0)
            .with_exact(0.0)
            .with_proportion(Proportion::new(1, 100)),
        ProbRow::new("damage", "damage")
            .with_index(3)
            .with_exact(0.00001)
            .with_proportion(Proportion::new(0, 100)),
        ProbRow::new("damage", "mean")
            .with_exact(1.4)
            .with_mean(MeanEstimate::from_counts(&[0, 2, 2]).unwrap()),
        ProbRow::new("damage", "p50").with_value(3.0),
    ]
}

#[test]
fn table_snapshot() {
    let expected = "\
rules dcss-0.31, seed 42, 100 trials, 2 threads, 1.500 s

to-hit
┌──────┬──────────┬───────────────────────────────┬────────┬────────┐
│ name ┆    exact ┆             estimate [95% CI] ┆ sigmas ┆ trials │
╞══════╪══════════╪═══════════════════════════════╪════════╪════════╡
│ hit  ┆ 0.500000 ┆ 0.600000 [0.502003, 0.690599] ┆  +2.00 ┆    100 │
│ miss ┆ 0.500000 ┆                             - ┆      - ┆      - │
└──────┴──────────┴───────────────────────────────┴────────┴────────┘

damage
┌───────────┬──────────┬───────────────────────────────┬────────┬────────┐
│ name      ┆    exact ┆             estimate [95% CI] ┆ sigmas ┆ trials │
╞═══════════╪══════════╪═══════════════════════════════╪════════╪════════╡
│ damage[0] ┆ 0.000000 ┆ 0.010000 [0.001767, 0.054486] ┆   +inf ┆    100 │
│ damage[3] ┆ 1.000e-5 ┆ 0.000000 [0.000000, 0.036993] ┆  -0.03 ┆    100 │
│ mean      ┆ 1.400000 ┆ 1.500000 [0.934207, 2.065793] ┆  +0.35 ┆      4 │
│ p50       ┆        - ┆                      3.000000 ┆      - ┆      - │
└───────────┴──────────┴───────────────────────────────┴────────┴────────┘
";
    assert_eq!(render_table(&meta(), &rows()), expected);
}

#[test]
fn header_line_of_exact_and_simulated_runs() {
    let exact = RunMeta::exact("frog-7.1", Duration::from_millis(2));
    assert_eq!(exact.header_line(), "rules frog-7.1, exact, 0.002 s");
    struct Nothing;
    impl Experiment for Nothing {
        type Acc = Counts<1>;
        fn run_chunk(&self, _: &mut rand_xoshiro::Xoshiro256PlusPlus, n: u64, acc: &mut Counts<1>) {
            acc.record_n(0, n);
        }
    }
    let cfg = RunConfig {
        threads: Some(1),
        progress: false,
        ..RunConfig::new(7, 9)
    };
    let outcome = run(&Nothing, &cfg).unwrap();
    let m = RunMeta::from_outcome("dcss-0.31", &outcome);
    assert_eq!((m.seed, m.trials, m.threads), (Some(9), Some(7), Some(1)));
    assert_eq!(m.elapsed, outcome.elapsed);
    assert!(
        m.header_line()
            .starts_with("rules dcss-0.31, seed 9, 7 trials, 1 threads, ")
    );
}

#[test]
fn csv_snapshot() {
    let expected = "\
section,quantity,index,exact,estimate,ci_lo,ci_hi,sigmas,trials
to-hit,hit,,0.5,0.6,0.5020025867910618,0.6905987135675411,1.9999999999999996,100
to-hit,miss,,0.5,,,,,
damage,damage,0,0,0.01,0.001767432064140647,0.0544861961787053,inf,100
damage,damage,3,0.00001,0,0,0.036993498206985664,-0.03162293471675267,100
damage,mean,,1.4,1.5,0.9342071329619143,2.065792867038086,0.3464101615137758,4
damage,p50,,,3,,,,
";
    let csv = render_csv(&rows()).unwrap();
    assert_eq!(String::from_utf8(csv).unwrap(), expected);
    assert_eq!(expected.lines().next().unwrap(), CSV_COLUMNS.join(","));
    // Fields with commas or quotes are quoted.
    let odd = render_csv(&[ProbRow::new("a,b", "say \"hi\"")]).unwrap();
    assert!(
        String::from_utf8(odd)
            .unwrap()
            .ends_with("\"a,b\",\"say \"\"hi\"\"\",,,,,,,\n")
    );
}

#[test]
fn json_envelope_layout() {
    let inputs = json!({"ac": 5, "ev": 10});
    #[derive(serde::Serialize)]
    struct Rows {
        rows: Vec<ProbRow>,
    }
    let bytes = json_envelope(&meta(), &inputs, &Rows { rows: rows() }).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.ends_with("}\n"));
    // Header keys come first, in this order, then the content.
    let keys = [
        "\"schema_version\"",
        "\"tool\"",
        "\"rules\"",
        "\"seed\"",
        "\"trials\"",
        "\"threads\"",
        "\"elapsed_s\"",
        "\"inputs\"",
        "\"rows\"",
    ];
    let pos: Vec<usize> = keys.iter().map(|k| text.find(k).unwrap()).collect();
    assert!(pos.windows(2).all(|w| w[0] < w[1]), "{pos:?}");
    // Row keys follow the CSV column order.
    let rows_text = &text[pos[8]..];
    let row_keys: Vec<usize> = CSV_COLUMNS
        .iter()
        .map(|k| rows_text.find(&format!("\"{k}\": ")).unwrap())
        .collect();
    assert!(row_keys.windows(2).all(|w| w[0] < w[1]), "{row_keys:?}");

    let v: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(v["schema_version"], 1);
    assert_eq!(
        v["tool"],
        json!({"name": "roguesim", "version": env!("CARGO_PKG_VERSION")})
    );
    assert_eq!(v["rules"], "dcss-0.31");
    assert_eq!(
        (v["seed"].clone(), v["trials"].clone(), v["threads"].clone()),
        (json!(42), json!(100), json!(2))
    );
    assert_eq!(v["elapsed_s"], 1.5);
    assert_eq!(v["inputs"], inputs);
    let r = &v["rows"];
    assert_eq!(r.as_array().unwrap().len(), 6);
    assert_eq!(
        r[0],
        json!({
            "section": "to-hit", "quantity": "hit", "index": null, "exact": 0.5,
            "estimate": 0.6, "ci_lo": 0.5020025867910618, "ci_hi": 0.6905987135675411,
            "sigmas": 1.9999999999999996, "trials": 100
        })
    );
    assert_eq!(r[1]["estimate"], Value::Null);
    assert_eq!(r[2]["sigmas"], "inf");
    assert_eq!(r[2]["index"], 0);
    assert_eq!(r[4]["trials"], 4);
    assert_eq!(r[5]["estimate"], 3.0);
    assert_eq!(r[5]["ci_lo"], Value::Null);

    // Exact-only runs: null seed/trials/threads; struct content keeps order.
    #[derive(serde::Serialize)]
    struct Content {
        zeta: u32,
        alpha: u32,
    }
    let exact = RunMeta::exact("dcss-0.31", Duration::ZERO);
    let text = String::from_utf8(
        json_envelope(&exact, &json!(null), &Content { zeta: 1, alpha: 2 }).unwrap(),
    )
    .unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        (v["seed"].clone(), v["trials"].clone(), v["threads"].clone()),
        (Value::Null, Value::Null, Value::Null)
    );
    assert!(text.find("\"zeta\"").unwrap() < text.find("\"alpha\"").unwrap());
    // Content that is not a map is an internal error (exit code 1).
    let e = json_envelope(&exact, &json!(null), &[1, 2]).unwrap_err();
    assert_eq!(e.exit_code(), 1);
}

#[test]
fn negative_infinite_sigmas_in_json() {
    let row = ProbRow::new("s", "certain")
        .with_exact(1.0)
        .with_proportion(Proportion::new(9, 10));
    assert_eq!(serde_json::to_value(&row).unwrap()["sigmas"], "-inf");
    assert_eq!(row.sigmas(), Some(f64::NEG_INFINITY));
}

#[test]
fn distribution_and_percentile_rows() {
    let rows = distribution_rows("dmg", "damage", &[1, 0, 3], Some(&[0.25, 0.0, 0.5, 0.25]));
    type Summary = (Option<usize>, Option<f64>, Option<f64>, Option<u64>);
    let summary: Vec<Summary> = rows
        .iter()
        .map(|r| (r.index, r.exact, r.point(), r.trials()))
        .collect();
    assert_eq!(
        summary,
        vec![
            (Some(0), Some(0.25), Some(0.25), Some(4)),
            (Some(2), Some(0.5), Some(0.75), Some(4)),
            (Some(3), Some(0.25), Some(0.0), Some(4)),
        ]
    );
    assert_eq!(rows[1].name(), "damage[2]");
    // Without exact values only observed outcomes appear; without
    // observations there is no estimate.
    assert_eq!(distribution_rows("d", "x", &[0, 5], None).len(), 1);
    let unobserved = distribution_rows("d", "x", &[], Some(&[1.0]));
    assert_eq!((unobserved.len(), unobserved[0].estimate), (1, None));

    let p = Percentiles::from_counts(&[0, 2, 2]).unwrap().unwrap();
    let pr = percentile_rows("turns", "kill", &p);
    let names: Vec<&str> = pr.iter().map(|r| r.quantity.as_str()).collect();
    assert_eq!(
        names,
        [
            "kill.mean",
            "kill.p50",
            "kill.p90",
            "kill.p99",
            "kill.p99.9",
            "kill.max"
        ]
    );
    assert_eq!(pr[0].point(), Some(1.5));
    assert_eq!(pr[5].point(), Some(2.0));
    assert_eq!(render_csv(&pr).unwrap().split(|&b| b == b'\n').count(), 8);
}

#[test]
fn number_format() {
    assert_eq!(fmt_num(0.0), "0.000000");
    assert_eq!(fmt_num(0.123_456_78), "0.123457");
    assert_eq!(fmt_num(1e-4), "0.000100");
    assert_eq!(fmt_num(2.5e-7), "2.500e-7");
    assert_eq!(fmt_num(12.5), "12.500000");
}

#[test]
fn format_parses_from_the_command_line() {
    assert_eq!(Format::default(), Format::Table);
    assert_eq!(Format::from_str("json", false), Ok(Format::Json));
    assert_eq!(Format::from_str("csv", false), Ok(Format::Csv));
    assert_eq!(Format::from_str("table", false), Ok(Format::Table));
    assert!(Format::from_str("xml", false).is_err());
}

#[test]
fn atomic_write_creates_replaces_and_leaves_no_temporaries() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.csv");
    write_output(Some(&path), b"first\n").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"first\n");
    write_output(Some(&path), b"second\n").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"second\n");
    let entries: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(entries, vec![std::ffi::OsString::from("out.csv")]);
}

#[test]
fn atomic_write_into_missing_directory_fails_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-dir");
    let path = missing.join("out.json");
    let e = write_output(Some(&path), b"{}").unwrap_err();
    assert_eq!(e.exit_code(), 1);
    assert!(
        e.to_string()
            .starts_with(&format!("cannot write {}: ", path.display())),
        "{e}"
    );
    assert!(!missing.exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn atomic_write_onto_a_directory_fails_and_leaves_no_temporaries() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("taken");
    std::fs::create_dir(&target).unwrap();
    std::fs::write(target.join("keep"), b"x").unwrap();
    assert!(write_output(Some(&target), b"data").is_err());
    let entries: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(entries, vec![std::ffi::OsString::from("taken")]);
    assert_eq!(std::fs::read(target.join("keep")).unwrap(), b"x");
}

#[test]
fn empty_output_to_stdout() {
    write_output(None, b"").unwrap();
}
