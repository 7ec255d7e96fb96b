//! Report tests: the row model and its default tables, every exporter on one report, and
//! atomic output.

use std::time::Duration;

use clap::ValueEnum;
use roguesim::engine::RunConfig;
use roguesim::estimate::{Estimate, Proportion};
use roguesim::kinds::ScenarioFile;
use roguesim::output::write_output;
use roguesim::report::export::CSV_COLUMNS;
use roguesim::report::{Format, Report, Row, exporter, fmt_num, fmt_sigmas, sections_of};
use serde_json::Value;

fn rows() -> Vec<Row> {
    vec![
        Row::new("to-hit", "hit")
            .exact(0.5)
            .estimate(Estimate::Proportion(Proportion::new(60, 100)))
            .unit("attacks"),
        Row::new("to-hit", "miss").exact(0.5),
        Row::new("dist", "blocks")
            .index(0)
            .exact(0.0)
            .estimate(Estimate::Proportion(Proportion::new(1, 4))),
        Row::new("dist", "shown %").plain(35.0),
    ]
}

#[test]
fn rows_and_their_default_tables() {
    let r = rows();
    assert_eq!(r[0].sigmas(), Some(1.9999999999999996));
    assert_eq!(r[0].ci95(), Some([0.5020025867910618, 0.6905987135675411]));
    assert_eq!(r[1].point(), None);
    // An impossible outcome observed is infinitely far from its exact value.
    assert_eq!(r[2].sigmas(), Some(f64::INFINITY));
    assert_eq!(r[2].name(), "blocks[0]");
    assert_eq!(
        Row::new("s", "q").index(2).label("P(N = 2)").name(),
        "P(N = 2)"
    );
    let sections = sections_of(&r);
    assert_eq!(sections.len(), 2);
    assert_eq!(sections[0].title, "to-hit");
    assert_eq!(
        sections[0].header,
        [
            "quantity",
            "exact",
            "estimate [95% CI]",
            "sigmas",
            "n (attacks)"
        ]
    );
    assert_eq!(
        sections[0].rows[0],
        [
            "hit",
            "0.500000",
            "0.600000 [0.502003, 0.690599]",
            "+2.00",
            "100"
        ]
    );
    assert_eq!(sections[0].rows[1], ["miss", "0.500000", "-", "-", "-"]);
    // Plain integers print as integers; a section's columns follow what its rows hold.
    assert_eq!(sections[1].rows[1][2], "35");
    assert_eq!(sections[1].rows[0][3], "+inf");
}

/// An `ev` report: exact only, so every format's output is fixed once the elapsed time is.
fn ev_report() -> Report {
    let text = r#"{"name": "a build", "ev": {"defender": {
        "species": "human", "dex": 15, "str": 15, "dodging": 10, "armour": 5,
        "body": "plate armour"}}}"#;
    let scenario = ScenarioFile::parse("test", text).unwrap();
    let mut report = scenario.run(&RunConfig::new(1, 1)).unwrap();
    report.meta.elapsed = Duration::from_millis(1500);
    report
}

fn export(format: Format, reports: &[Report]) -> String {
    String::from_utf8(exporter(format).export(reports).unwrap()).unwrap()
}

#[test]
fn table_snapshot() {
    let table = export(Format::Table, &[ev_report()]);
    let want = "\
== a build ==
Human (Dex 15, Str 15), plate armour, no shield
EV 7
AC 12 (GDR 29%), max HP 13
SH 0 (internal 0), block limit -
encumbrance: body ER 18, spell failure +121, stealth -216
launcher delay +6 aut: 0.600, 7 aut: 0.400
shield attack delay +0 aut: 1.000
rules dcss-0.31 · exact · 1.500 s

EV step by step (docs/rules/dcss-0.31.md §4.1)
┌───────────────────────────────┬───────┐
│ step                          ┆    EV │
╞═══════════════════════════════╪═══════╡
│ base 10 + size factor 0       ┆ 10.00 │
│ dodging (raw)                 ┆  6.40 │
│ dodging (after armour vs Str) ┆ +3.20 │
│ body armour penalty           ┆ -6.40 │
│ shield penalty                ┆ -0.00 │
│ natural EV                    ┆  6.80 │
│ flat bonuses                  ┆    +0 │
│ EV (rounded up)               ┆     7 │
└───────────────────────────────┴───────┘
";
    assert_eq!(table, want);
}

#[test]
fn csv_has_the_documented_columns() {
    let csv = export(Format::Csv, &[ev_report(), ev_report()]);
    let mut lines = csv.lines();
    assert_eq!(lines.next().unwrap(), CSV_COLUMNS.join(","));
    assert_eq!(lines.next().unwrap(), "defence,ev,,7,,,,,");
    // Several reports share one header.
    assert_eq!(csv.matches("section,quantity").count(), 1);
    assert!(
        csv.contains("\nencumbrance,launcher delay,6,0.6,,,,,\n"),
        "{csv}"
    );
}

#[test]
fn json_envelope_layout() {
    let text = export(Format::Json, &[ev_report()]);
    assert!(text.ends_with("}\n"));
    let keys = [
        "schema_version",
        "tool",
        "rules",
        "seed",
        "trials",
        "threads",
        "elapsed_s",
        "inputs",
        "name",
        "description",
        "kind",
        "species",
        "ev",
    ];
    let pos: Vec<usize> = keys
        .iter()
        .map(|k| {
            text.find(&format!("\n  \"{k}\""))
                .unwrap_or_else(|| panic!("{k}"))
        })
        .collect();
    assert!(pos.windows(2).all(|w| w[0] < w[1]), "{pos:?}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["schema_version"], 1);
    assert_eq!(v["tool"]["name"], "roguesim");
    assert_eq!((v["seed"].is_null(), v["trials"].is_null()), (true, true));
    assert_eq!(v["elapsed_s"], 1.5);
    assert_eq!(v["kind"], "ev");
    assert_eq!(v["inputs"]["ev"]["defender"]["body"], "plate armour");
    // Several reports: {"scenarios": [...]}.
    let many: Value =
        serde_json::from_str(&export(Format::Json, &[ev_report(), ev_report()])).unwrap();
    assert_eq!(many["scenarios"].as_array().unwrap().len(), 2);
}

#[test]
fn markdown_is_a_forum_post() {
    let md = export(Format::Markdown, &[ev_report()]);
    assert!(
        md.starts_with("## a build\n\n- Human (Dex 15, Str 15)"),
        "{md}"
    );
    assert!(md.contains("*rules dcss-0.31 · exact · 1.500 s*"));
    assert!(md.contains("**EV step by step (docs/rules/dcss-0.31.md §4.1)**"));
    assert!(
        md.contains("| step                          |    EV |"),
        "{md}"
    );
    assert!(
        md.contains("|-------------------------------|-------|"),
        "{md}"
    );
}

#[test]
fn number_format() {
    assert_eq!(fmt_num(0.0), "0.000000");
    assert_eq!(fmt_num(0.123_456_78), "0.123457");
    assert_eq!(fmt_num(1e-4), "0.000100");
    assert_eq!(fmt_num(2.5e-7), "2.500e-7");
    assert_eq!(fmt_num(12.5), "12.500000");
    assert_eq!(fmt_sigmas(-f64::INFINITY), "-inf");
    assert_eq!(fmt_sigmas(1.234), "+1.23");
}

#[test]
fn format_parses_from_the_command_line() {
    assert_eq!(Format::default(), Format::Table);
    for (name, f) in [
        ("json", Format::Json),
        ("csv", Format::Csv),
        ("table", Format::Table),
        ("markdown", Format::Markdown),
    ] {
        assert_eq!(Format::from_str(name, false), Ok(f));
    }
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
