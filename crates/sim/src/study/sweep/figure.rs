//! A sweep's picture: a line chart for a sweep over one flag (with the Monte Carlo bands
//! when estimated), a heatmap for a sweep over two.

use super::SweepResult;
use crate::error::SimError;
use crate::report::figure::{Figure, Heatmap, Line, Lines};
use crate::scenario::profile::{Series, series_of};
use crate::scenario::{Profile, Quantities};

/// What the swept kind leads with.
fn profile(s: &SweepResult) -> Result<Profile, SimError> {
    s.kind
        .profile()
        .ok_or_else(|| SimError::Output(format!("{} is not studied", s.command)))
}

/// What a varied flag is, in words: `the defender's EV`.
fn words(s: &SweepResult, flag: &str) -> String {
    s.kind
        .variable_field(flag)
        .map_or_else(|| flag.to_string(), |f| f.words.to_string())
}

/// What a varied flag is, for axis labels: `the defender's EV (--ev)`.
fn describe(s: &SweepResult, flag: &str) -> String {
    format!("{} (--{flag})", words(s, flag))
}

/// The sweep's figure: lines over one varied flag, a heatmap over two; `quantities` replace
/// the command's own choice of lines or colour.
pub(super) fn sweep_figure(s: &SweepResult, quantities: &[String]) -> Result<Figure, SimError> {
    let points: Vec<Quantities> = s.points.iter().map(|p| s.quantities(p)).collect();
    match &s.axes[..] {
        [axis] => {
            let (series, y_label) = if quantities.is_empty() {
                let (series, axis) = (profile(s)?.lines)();
                let has = |k: &str| s.columns.iter().any(|c| c == k);
                let series: Vec<Series> = series.into_iter().filter(|x| has(&x.key)).collect();
                (series, axis.to_string())
            } else {
                (
                    quantities.iter().map(|k| series_of(k)).collect(),
                    String::new(),
                )
            };
            check_keys(s, series.iter().map(|x| x.key.as_str()))?;
            let mut lines: Vec<Line> = series
                .iter()
                .map(|x| line(x, &axis.values, &points))
                .filter(|l| !l.points.is_empty())
                .collect();
            // A line that is 0 everywhere (P(block) without a shield) says nothing beside
            // lines that are not; when every line is 0 (no double move at any point), that
            // is the answer and they are drawn.
            let flat = |l: &Line| l.points.iter().all(|p| p.1 == 0.0);
            if lines.iter().any(|l| !flat(l)) {
                lines.retain(|l| !flat(l));
            }
            let labels: Vec<&str> = lines.iter().map(|x| x.label.as_str()).collect();
            Ok(Figure::Lines(Lines {
                title: format!(
                    "{}: {} against {}",
                    profile(s)?.title,
                    labels.join(" and "),
                    words(s, &axis.flag)
                ),
                x_label: describe(s, &axis.flag),
                y_label,
                lines,
            }))
        }
        [x, y] => {
            let series = match quantities.first() {
                Some(k) => series_of(k),
                None => (profile(s)?.heat)(),
            };
            check_keys(s, [series.key.as_str()])?;
            let at = |i: usize, j: usize| points[i * y.values.len() + j].get(&series.key);
            Ok(Figure::Heatmap(Heatmap {
                title: format!(
                    "{}: {} over {} × {}",
                    profile(s)?.title,
                    series.label,
                    words(s, &x.flag),
                    words(s, &y.flag)
                ),
                x_label: describe(s, &x.flag),
                y_label: describe(s, &y.flag),
                scale_label: if series.scale == 100.0 {
                    format!("{} (%)", series.label)
                } else {
                    series.label.clone()
                },
                xs: x.values.clone(),
                ys: y.values.clone(),
                values: (0..y.values.len())
                    .map(|j| {
                        (0..x.values.len())
                            .map(|i| at(i, j).map(|v| v * series.scale))
                            .collect()
                    })
                    .collect(),
            }))
        }
        _ => Err(SimError::Output("a sweep varies one or two flags".into())),
    }
}

/// Requires every key to be a quantity of the sweep.
fn check_keys<'a>(
    s: &SweepResult,
    keys: impl IntoIterator<Item = &'a str>,
) -> Result<(), SimError> {
    for k in keys {
        if !s.columns.iter().any(|c| c == k) {
            return Err(SimError::invalid(
                "--plot-quantity",
                format!(
                    "{} has no quantity '{k}'; allowed: {}",
                    s.command,
                    s.columns.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

fn line(series: &Series, xs: &[f64], points: &[Quantities]) -> Line {
    let scaled = |v: f64| v * series.scale;
    Line {
        label: series.label.clone(),
        points: xs
            .iter()
            .zip(points)
            .filter_map(|(&x, q)| q.get(&series.key).map(|v| (x, scaled(v))))
            .collect(),
        band: xs
            .iter()
            .zip(points)
            .filter_map(|(&x, q)| {
                q.estimate_of(&series.key)
                    .map(|(_, [lo, hi])| (x, scaled(lo), scaled(hi)))
            })
            .collect(),
    }
}
