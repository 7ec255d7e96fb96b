//! The report model's tests: rows and their default tables, number formats, `--format`.

use clap::ValueEnum;

use super::{Format, Row, fmt_num, fmt_sigmas, sections_of};
use crate::stats::{Estimate, Proportion};

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
