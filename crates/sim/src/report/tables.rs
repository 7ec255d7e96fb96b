//! Numbers as tables show them, and the default tables a report's rows make.

use super::cells::Cell;
use super::rows::Measure;
use super::{Row, Section};
use crate::stats::Percentiles;

/// Numbers in tables: 6 decimals, or 4 significant digits in scientific notation below 1e-4
/// (so tiny probabilities stay visible).
pub fn fmt_num(x: f64) -> String {
    if x == 0.0 || !x.is_finite() || x.abs() >= 1e-4 {
        format!("{x:.6}")
    } else {
        format!("{x:.3e}")
    }
}

/// A value in a table: a whole number as one (`12`), anything else as [`fmt_num`].
pub fn fmt_value(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else {
        fmt_num(x)
    }
}

/// A distance in standard errors: `+1.23`, or `+inf`/`-inf` when the impossible was
/// observed.
pub fn fmt_sigmas(s: f64) -> String {
    if s.is_finite() {
        format!("{s:+.2}")
    } else if s > 0.0 {
        "+inf".to_string()
    } else {
        "-inf".to_string()
    }
}

/// The legend of the default tables' estimate columns.
pub const ESTIMATE_LEGEND: &str = "simulated: the Monte Carlo estimate; CI: its 95 % interval";

/// The legend of every `σ` column: the default tables' and a [`grid`]'s (whose estimates
/// are in `--format csv` and `json`).
pub const SIGMA_LEGEND: &str =
    "σ: the largest distance of the row's estimates from exact, in standard errors";

/// The default tables: one per row section in order of first appearance, with the columns
/// `quantity | exact | simulated | 95 % CI | σ`, those with no value in a section left out,
/// and `-` for a missing value. Probabilities are cells a player reads in percent. The
/// trials behind the estimates go in an `n` column only where they differ within a section;
/// where a whole section counts other trials than most of the report's rows (hits that
/// landed, fights won), its title says how many.
pub fn sections_of(rows: &[Row]) -> Vec<Section> {
    let mut titles: Vec<&str> = Vec::new();
    for r in rows {
        if !titles.contains(&r.section.as_str()) {
            titles.push(&r.section);
        }
    }
    let usual = usual_trials(rows);
    titles
        .into_iter()
        .map(|title| {
            let rows: Vec<&Row> = rows.iter().filter(|r| r.section == title).collect();
            section(title, &rows, usual)
        })
        .collect()
}

/// The trials most of `rows`' estimates count (the first such on a tie).
fn usual_trials(rows: &[Row]) -> Option<u64> {
    let mut counts: Vec<(u64, usize)> = Vec::new();
    for t in rows.iter().filter_map(Row::trials) {
        match counts.iter_mut().find(|(n, _)| *n == t) {
            Some((_, c)) => *c += 1,
            None => counts.push((t, 1)),
        }
    }
    counts
        .into_iter()
        .rev()
        .max_by_key(|&(_, c)| c)
        .map(|(n, _)| n)
}

/// The default table of one section's `rows`.
fn section(title: &str, rows: &[&Row], usual: Option<u64>) -> Section {
    let has_exact = rows.iter().any(|r| r.exact.is_some());
    let has_value = rows.iter().any(|r| r.point().is_some());
    let has_trials = rows.iter().any(|r| r.trials().is_some());
    let trials: Vec<u64> = rows.iter().filter_map(|r| r.trials()).collect();
    let unit = rows.iter().find(|r| r.trials().is_some()).map(|r| r.unit);
    let uniform = trials.windows(2).all(|w| w[0] == w[1]);
    let mut header = vec!["quantity"];
    if has_exact {
        header.push("exact");
    }
    if has_value {
        header.push(if has_trials { "simulated" } else { "value" });
    }
    if has_trials {
        header.push("95 % CI");
    }
    if has_exact && has_trials {
        header.push("σ");
    }
    if !uniform {
        header.push("n");
    }
    let mut title = title.to_string();
    if let (true, Some(&n), Some(unit)) = (uniform, trials.first(), unit)
        && Some(n) != usual
    {
        title = format!("{title} ({n} {unit})");
    }
    let mut out = Section::new(title, header);
    for r in rows {
        let mut cells = vec![Cell::Text(r.name())];
        if has_exact {
            cells.push(r.exact.map_or(Cell::Missing, |x| r.cell(x)));
        }
        if has_value {
            cells.push(r.point().map_or(Cell::Missing, |x| r.cell(x)));
        }
        if has_trials {
            cells.push(r.ci95().map_or(Cell::Missing, |ci| {
                Cell::Interval(ci, r.measure() == Measure::Probability)
            }));
        }
        if has_exact && has_trials {
            cells.push(r.sigmas().map_or(Cell::Missing, Cell::Sigmas));
        }
        if !uniform {
            cells.push(r.trials().map_or(Cell::Missing, Cell::from));
        }
        out.rows.push(cells);
    }
    if has_trials {
        out.notes.push(ESTIMATE_LEGEND.to_string());
    }
    if has_exact && has_trials {
        out.notes.push(SIGMA_LEGEND.to_string());
    }
    out
}

/// Percentiles as rows (`quantity.mean`, `.p50`, `.p90`, `.p99`, `.p99.9`, `.max`), for CSV
/// and JSON readers of the rows.
pub fn percentile_rows(section: &str, quantity: &str, p: &Percentiles) -> Vec<Row> {
    [
        ("mean", p.mean),
        ("p50", p.p50 as f64),
        ("p90", p.p90 as f64),
        ("p99", p.p99 as f64),
        ("p99.9", p.p999 as f64),
        ("max", p.max as f64),
    ]
    .into_iter()
    .map(|(name, v)| Row::new(section, format!("{quantity}.{name}")).plain(v))
    .collect()
}

/// The row of `rows` in `section` whose quantity is `quantity` at `index`.
pub fn find<'a>(
    rows: &'a [Row],
    section: &str,
    quantity: &str,
    index: Option<usize>,
) -> Option<&'a Row> {
    rows.iter()
        .find(|r| r.section == section && r.quantity == quantity && r.index == index)
}

/// Several quantities by k as one compact table: a row per key (`keys`, under the header
/// `key`), a column per quantity (`columns`: its header and its row at each key, if any)
/// with its exact value, else its estimate; and, where the rows hold estimates of exact
/// values, a last column `σ` with the largest distance of a row's estimates from them.
pub fn grid(
    title: &str,
    key: &str,
    keys: Vec<Cell>,
    columns: &[(&str, Vec<Option<&Row>>)],
) -> Section {
    let has_sigmas = columns
        .iter()
        .any(|(_, rows)| rows.iter().flatten().any(|r| r.sigmas().is_some()));
    let mut header = vec![key];
    header.extend(columns.iter().map(|(h, _)| *h));
    if has_sigmas {
        header.push("σ");
    }
    let mut out = Section::new(title, header);
    for (i, k) in keys.into_iter().enumerate() {
        let mut cells = vec![k];
        let mut worst: Option<f64> = None;
        for (_, rows) in columns {
            let row = rows.get(i).copied().flatten();
            cells.push(
                row.and_then(|r| r.exact.or(r.point()).map(|x| r.cell(x)))
                    .unwrap_or(Cell::Missing),
            );
            if let Some(s) = row.and_then(Row::sigmas)
                && worst.is_none_or(|w| s.abs() > w.abs())
            {
                worst = Some(s);
            }
        }
        if has_sigmas {
            cells.push(worst.map_or(Cell::Missing, Cell::Sigmas));
        }
        out.rows.push(cells);
    }
    if has_sigmas {
        out.notes.push(SIGMA_LEGEND.to_string());
    }
    out
}

/// The cumulative probabilities whose first row a table by k shows by default
/// ([`telling_rows`]).
const TELLING: [f64; 5] = [0.01, 0.1, 0.5, 0.9, 0.99];

/// The rows of a table by k that tell its story, from the cumulative probability at each
/// row (P(the fight is over within k)): the first row, the first row reaching each of
/// `TELLING`, and the last, in order and without repeats (`--all` shows every row).
pub fn telling_rows(cumulative: &[f64]) -> Vec<usize> {
    let Some(last) = cumulative.len().checked_sub(1) else {
        return Vec::new();
    };
    let mut keep = vec![0, last];
    keep.extend(
        TELLING
            .iter()
            .filter_map(|&q| cumulative.iter().position(|&p| p >= q)),
    );
    keep.sort_unstable();
    keep.dedup();
    keep
}
