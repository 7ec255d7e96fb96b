//! Every exporter on one report: the table, CSV, JSON and Markdown of an `ev` report. (The
//! row model, number formats and atomic output are tested beside their modules.)

use std::time::Duration;

use roguesim::engine::RunConfig;
use roguesim::kinds::ScenarioFile;
use roguesim::report::export::CSV_COLUMNS;
use roguesim::report::{DEFAULT_WIDTH, Format, Report, exporter};
use serde_json::Value;

/// An `ev` report under dcss-0.31: exact only, so every format's output is fixed once the
/// elapsed time is.
fn ev_report() -> Report {
    ev_report_under(r#""rules": "dcss-0.31", "#)
}

/// The same build's `ev` report with `rules` (a JSON member and a comma, or nothing for the
/// default).
fn ev_report_under(rules: &str) -> Report {
    let text = format!(
        r#"{{"name": "a build", "ev": {{{rules}"defender": {{
        "species": "human", "dex": 15, "str": 15, "dodging": 10, "armour": 5,
        "body": "plate armour"}}}}}}"#
    );
    let scenario = ScenarioFile::parse("test", &text).unwrap();
    let mut report = scenario.run(&RunConfig::new(1, 1)).unwrap();
    report.meta.elapsed = Duration::from_millis(1500);
    report
}

fn export(format: Format, reports: &[Report]) -> String {
    String::from_utf8(exporter(format, DEFAULT_WIDTH).export(reports).unwrap()).unwrap()
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

/// The default rule set is dcss-0.34: the EV in hundredths, what the game shows, the law
/// each attack draws, and the 0.34 steps (`docs/rules/dcss-0.34.md` §4.1, §4.2).
#[test]
fn table_snapshot_034() {
    let table = export(Format::Table, &[ev_report_under("")]);
    let want = "\
== a build ==
Human (Dex 15, Str 15), plate armour, no shield
EV 6.80 (the game shows 6; each attack draws 6: 20 %, 7: 80 %)
AC 12.27 (the game shows 12; each use draws 12: 73 %, 13: 27 %; GDR % 29: 73 %,
  30: 27 %), max HP 13
no SH, block limit 1
encumbrance: body ER 18, spell failure +121, stealth -216
launcher delay +6 aut: 0.600, 7 aut: 0.400
shield attack delay +0 aut: 1.000
rules dcss-0.34 · exact · 1.500 s

EV step by step (docs/rules/dcss-0.34.md §4.1)
┌─────────────────────────────────────┬──────────────────┐
│ step                                ┆               EV │
╞═════════════════════════════════════╪══════════════════╡
│ base 10 + size factor 0             ┆            10.00 │
│ dodging (raw)                       ┆             6.40 │
│ dodging (after armour vs Str)       ┆            +3.20 │
│ body armour penalty                 ┆            -6.40 │
│ shield penalty                      ┆            -0.00 │
│ natural EV                          ┆             6.80 │
│ EV (kept ×100)                      ┆             6.80 │
│ the game shows (truncated)          ┆                6 │
│ each attack draws (random rounding) ┆ 6: 20 %, 7: 80 % │
└─────────────────────────────────────┴──────────────────┘
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
