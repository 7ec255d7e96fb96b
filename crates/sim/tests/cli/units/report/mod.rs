//! The unit tests of `src/report/mod.rs`, the report model: rows and their default tables,
//! number formats, `--format`.

use clap::ValueEnum;

use roguesim::report::{
    Cell, Digits, Format, Row, Section, TRIMMED_ROWS, fmt_num, fmt_sigmas, sections_of,
};
use roguesim::stats::{Estimate, Proportion};

fn rows() -> Vec<Row> {
    vec![
        Row::new("to-hit", "hit")
            .exact(0.5)
            .estimate(Estimate::Proportion(Proportion::new(60, 100)))
            .unit("attacks"),
        Row::new("to-hit", "miss").exact(0.5).probability(),
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
        ["quantity", "exact", "simulated", "95 % CI", "σ"]
    );
    let shown = |s: &Section, row: usize| -> Vec<String> {
        s.rows[row]
            .iter()
            .map(|c| c.render(Digits::Player))
            .collect()
    };
    assert_eq!(
        shown(&sections[0], 0),
        ["hit", "50.0 %", "60.0 %", "50.2–69.1", "+2.0"]
    );
    assert_eq!(shown(&sections[0], 1), ["miss", "50.0 %", "-", "-", "-"]);
    let exact: Vec<String> = sections[0].rows[0]
        .iter()
        .map(|c| c.render(Digits::Fixed(6)))
        .collect();
    assert_eq!(
        exact,
        [
            "hit",
            "0.500000",
            "0.600000",
            "[0.502003, 0.690599]",
            "+2.00"
        ]
    );
    // Plain integers print as integers; a section's columns follow what its rows hold; the
    // second section's estimate counts other trials than most rows: its title says so.
    assert_eq!(sections[1].title, "dist (4 trials)");
    assert_eq!(shown(&sections[1], 1)[2], "35");
    assert_eq!(shown(&sections[1], 0)[4], "+inf");
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
fn probabilities_print_inside_0_and_1_in_a_players_digits() {
    let p = |x: f64| Cell::Prob(x).render(Digits::Player);
    // Rounding noise of a law that is exactly 0 or 1 there prints as the bound.
    assert_eq!(p(-1.110_223_024_625_156_5e-16), "0");
    assert_eq!(p(1.0 + 2e-16), "100 %");
    assert_eq!(p(-0.3), "0");
    assert_eq!(p(1.7), "100 %");
    assert_eq!(p(0.0), "0");
    assert_eq!(p(0.994_715_644), "99.47 %");
    assert_eq!(p(0.738_937), "73.9 %");
    assert_eq!(p(0.005_284), "0.53 %");
    assert_eq!(p(0.000_012_3), "0.001 %");
    assert_eq!(p(1.215e-7), "<0.001 %");
    assert_eq!(p(0.999_999_9), ">99.999 %");
    assert_eq!(p(0.999_95), "99.995 %");
    // With --digits N: the fraction, clamped the same way.
    let d = |x: f64| Cell::Prob(x).render(Digits::Fixed(6));
    assert_eq!(d(-1.110_223_024_625_156_5e-16), "0");
    assert_eq!(d(0.738_937_123), "0.738937");
    assert_eq!(d(3.315e-6), "3.31500e-6");
    assert_eq!(Cell::Prob(-1e-16).exact(), "-0.0000000000000001");
}

#[test]
fn numbers_round_to_what_matters() {
    let n = |x: f64| Cell::Num(x).render(Digits::Player);
    assert_eq!(n(146.421_952), "146");
    assert_eq!(n(29.109_61), "29.1");
    assert_eq!(n(8.402_853), "8.40");
    assert_eq!(n(0.993_953), "0.994");
    assert_eq!(n(12.0), "12");
    assert_eq!(n(-0.0), "0");
    assert_eq!(
        Cell::Interval([146.381, 146.432], false).render(Digits::Player),
        "146.381–146.432"
    );
    assert_eq!(
        Cell::Interval([0.0, 0.000_192], true).render(Digits::Player),
        "0–0.020"
    );
    assert_eq!(
        Cell::Diff(-0.040_129, true).render(Digits::Player),
        "-4.0 pp"
    );
    assert_eq!(Cell::Diff(2.0, false).render(Digits::Player), "+2");
    assert_eq!(Cell::Sigmas(0.254).render(Digits::Player), "+0.3");
}

#[test]
fn a_long_list_is_trimmed_to_rows_spread_over_it() {
    let section = Section::new("k", ["k"])
        .rows((0..117).map(|k| vec![Cell::from(k as u32)]))
        .spread();
    let (rows, left) = section.shown(false);
    assert_eq!(rows.len(), TRIMMED_ROWS);
    assert_eq!(left, 117 - TRIMMED_ROWS);
    assert_eq!(rows[0][0], Cell::Int(0));
    assert_eq!(rows[TRIMMED_ROWS - 1][0], Cell::Int(116));
    assert_eq!(section.shown(true).0.len(), 117);
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
fn a_table_by_k_shows_the_rows_where_the_fight_ends() {
    use roguesim::report::tables::telling_rows;
    assert_eq!(telling_rows(&[]), Vec::<usize>::new());
    assert_eq!(telling_rows(&[0.2]), [0]);
    // Nothing happens for 9 rows, then the fight ends over three.
    let mut over = vec![0.0; 9];
    over.extend([0.3, 0.8, 0.995, 1.0, 1.0]);
    assert_eq!(telling_rows(&over), [0, 9, 10, 11, 13]);
    // A fight that is mostly still going at the last row: its first and last rows, and
    // the first row past each level it reaches.
    let slow: Vec<f64> = (1..=30).map(|k| f64::from(k) / 100.0).collect();
    assert_eq!(telling_rows(&slow), [0, 9, 29]);
}
