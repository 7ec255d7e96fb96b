//! Numbers as tables show them, and the default tables a report's rows make.

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

/// The default tables: one per row section in order of first appearance, with the columns
/// `quantity | exact | estimate [95% CI] | sigmas | n (unit)`; columns with no value in a
/// section are left out, and `-` marks a missing value.
pub fn sections_of(rows: &[Row]) -> Vec<Section> {
    let mut titles: Vec<&str> = Vec::new();
    for r in rows {
        if !titles.contains(&r.section.as_str()) {
            titles.push(&r.section);
        }
    }
    titles
        .into_iter()
        .map(|title| {
            let rows: Vec<&Row> = rows.iter().filter(|r| r.section == title).collect();
            let has_exact = rows.iter().any(|r| r.exact.is_some());
            let has_value = rows.iter().any(|r| r.point().is_some());
            let has_trials = rows.iter().any(|r| r.trials().is_some());
            let unit = rows.iter().find(|r| r.trials().is_some()).map(|r| r.unit);
            let dash = || "-".to_string();
            let mut header = vec!["quantity".to_string()];
            if has_exact {
                header.push("exact".into());
            }
            if has_value {
                header.push(if has_trials {
                    "estimate [95% CI]".into()
                } else {
                    "value".into()
                });
            }
            if has_exact && has_trials {
                header.push("sigmas".into());
            }
            if let Some(unit) = unit {
                header.push(format!("n ({unit})"));
            }
            let cells = rows
                .iter()
                .map(|r| {
                    let mut cells = vec![r.name()];
                    if has_exact {
                        cells.push(r.exact.map_or_else(dash, fmt_num));
                    }
                    if has_value {
                        cells.push(match (r.point(), r.ci95()) {
                            (Some(p), Some([lo, hi])) => {
                                format!("{} [{}, {}]", fmt_num(p), fmt_num(lo), fmt_num(hi))
                            }
                            (Some(p), None) if p.fract() == 0.0 && p.abs() < 1e15 => {
                                format!("{p:.0}")
                            }
                            (Some(p), None) => fmt_num(p),
                            _ => dash(),
                        });
                    }
                    if has_exact && has_trials {
                        cells.push(r.sigmas().map_or_else(dash, fmt_sigmas));
                    }
                    if unit.is_some() {
                        cells.push(r.trials().map_or_else(dash, |t| t.to_string()));
                    }
                    cells
                })
                .collect();
            Section {
                title: title.to_string(),
                header,
                rows: cells,
            }
        })
        .collect()
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
