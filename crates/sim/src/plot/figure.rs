//! What a report draws, before any drawing: a line chart for a sweep over one flag, a
//! heatmap for a sweep over two, grouped bars for a turn (blocks and landed attacks under
//! both shield rules) and for a speed run (the law of monster actions per player action).

use crate::dcss::spec::TurnSpec;
use crate::dcss::turn_exact::exact_turn;
use crate::error::SimError;
use crate::point::profile::{Series, describe, heat_series, line_series, series_of, title, words};
use crate::point::quantities::Quantities;
use crate::report::{Content, Inputs, Report};
use crate::sweep::SweepResult;
use mechanics::dcss::shields::ShieldRules;

/// A picture of a report.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// Lines against one varied flag.
    Lines(Lines),
    /// One quantity over two varied flags.
    Heatmap(Heatmap),
    /// Grouped bars, in one or more panels.
    Bars(Bars),
}

/// A line chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Lines {
    /// The title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The y axis's label.
    pub y_label: String,
    /// The lines.
    pub lines: Vec<Line>,
}

/// One line, with its Monte Carlo band when estimated.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The legend's label.
    pub label: String,
    /// `(x, y)` in order of x.
    pub points: Vec<(f64, f64)>,
    /// `(x, lo, hi)`: the 95 % interval of the estimate at x (empty when exact only).
    pub band: Vec<(f64, f64, f64)>,
}

/// A heatmap.
#[derive(Clone, Debug, PartialEq)]
pub struct Heatmap {
    /// The title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The y axis's label.
    pub y_label: String,
    /// What the colour shows.
    pub scale_label: String,
    /// The x values (columns).
    pub xs: Vec<f64>,
    /// The y values (rows).
    pub ys: Vec<f64>,
    /// `values[j][i]` at `(xs[i], ys[j])`; `None` where the point has no such quantity.
    pub values: Vec<Vec<Option<f64>>>,
}

/// Grouped bars.
#[derive(Clone, Debug, PartialEq)]
pub struct Bars {
    /// The title.
    pub title: String,
    /// The y axis's label, shared by the panels.
    pub y_label: String,
    /// The panels, side by side.
    pub panels: Vec<Panel>,
}

/// One panel of bars: a bar per category and series.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The panel's title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The categories along x.
    pub categories: Vec<String>,
    /// `(label, one value per category)`.
    pub series: Vec<(String, Vec<f64>)>,
}

/// The figure of `report`; `quantities` (keys) replace a sweep's own choice of lines or
/// colour when given.
pub fn figure_of(report: &Report, quantities: &[String]) -> Result<Figure, SimError> {
    match &report.content {
        Content::Sweep(s) => sweep_figure(s, quantities),
        Content::Turn(_) => turn_figure(report),
        Content::Speed(r) => Ok(actions_figure(
            &format!(
                "FrogComposband: monster actions between two player actions (player {:+}, \
                 monster {:+})",
                r.derived.player_speed, r.derived.monster_speed
            ),
            &r.exact.distribution,
            &r.estimate.actions.estimated.values.distribution,
        )),
        Content::DcssSpeed(r) => Ok(actions_figure(
            &format!(
                "DCSS: actions of a speed {} monster per player action",
                r.derived.monster_speed
            ),
            &r.exact.distribution,
            &r.estimate.estimated.values.distribution,
        )),
        other => Err(SimError::invalid(
            "--plot",
            format!(
                "a {} report has no picture; allowed with: sweep, turn, speed, dcss-speed",
                other.kind()
            ),
        )),
    }
}

fn sweep_figure(s: &SweepResult, quantities: &[String]) -> Result<Figure, SimError> {
    let points: Vec<Quantities> = s.points.iter().map(|p| s.quantities(p)).collect();
    match &s.axes[..] {
        [axis] => {
            let (series, y_label) = if quantities.is_empty() {
                let (series, axis) = line_series(s.kind, &s.columns);
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
                    title(s.kind),
                    labels.join(" and "),
                    words(&axis.flag)
                ),
                x_label: describe(&axis.flag),
                y_label,
                lines,
            }))
        }
        [x, y] => {
            let series = match quantities.first() {
                Some(k) => series_of(k),
                None => heat_series(s.kind),
            };
            check_keys(s, [series.key.as_str()])?;
            let at = |i: usize, j: usize| points[i * y.values.len() + j].get(&series.key);
            Ok(Figure::Heatmap(Heatmap {
                title: format!(
                    "{}: {} over {} × {}",
                    title(s.kind),
                    series.label,
                    words(&x.flag),
                    words(&y.flag)
                ),
                x_label: describe(&x.flag),
                y_label: describe(&y.flag),
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

/// The label of a turn under `rules`.
fn rules_label(rules: ShieldRules, limit: Option<f64>) -> String {
    match (rules, limit) {
        (ShieldRules::V031, Some(l)) => format!("0.31, block limit {l}"),
        (ShieldRules::V031, None) => "0.31".into(),
        (ShieldRules::V019, _) => "0.19, pierce 5·b²".into(),
    }
}

/// Blocks and landed attacks per turn under both shield rules, exact.
fn turn_figure(report: &Report) -> Result<Figure, SimError> {
    let Inputs::Scenario(scenario) = &report.inputs else {
        return Err(SimError::Output(
            "a turn report without its scenario".into(),
        ));
    };
    let spec = scenario
        .turn
        .as_ref()
        .ok_or_else(|| SimError::Output("a turn report without its turn".into()))?;
    let mut blocks = Vec::new();
    let mut lands = Vec::new();
    let mut n = 0;
    for rules in [ShieldRules::V031, ShieldRules::V019] {
        let other = TurnSpec {
            shield_rules: rules,
            ..spec.clone()
        };
        let q = Quantities::of(&exact_turn(&other)?, "")?;
        let label = rules_label(rules, q.get("derived.block_limit"));
        let law = |name: &str| -> Vec<f64> {
            (0..)
                .map_while(|i| q.get(&format!("exact.{name}[{i}]")))
                .map(|p| 100.0 * p)
                .collect()
        };
        let (b, l) = (law("blocks_distribution"), law("lands_distribution"));
        n = n.max(b.len()).max(l.len());
        blocks.push((label.clone(), b));
        lands.push((label, l));
    }
    let pad = |series: Vec<(String, Vec<f64>)>| {
        series
            .into_iter()
            .map(|(l, mut v)| {
                v.resize(n, 0.0);
                (l, v)
            })
            .collect()
    };
    let categories: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let attacks = n.saturating_sub(1);
    Ok(Figure::Bars(Bars {
        title: format!(
            "{attacks} attacks in one turn: the 0.31 block limit against the 0.19 pierce"
        ),
        y_label: "chance per turn (%)".into(),
        panels: vec![
            Panel {
                title: "blocks per turn".into(),
                x_label: "attacks blocked".into(),
                categories: categories.clone(),
                series: pad(blocks),
            },
            Panel {
                title: "landed attacks per turn".into(),
                x_label: "attacks landed".into(),
                categories,
                series: pad(lands),
            },
        ],
    }))
}

/// The law of `N` as bars: exact beside the estimate.
fn actions_figure(title: &str, exact: &[f64], estimate: &[f64]) -> Figure {
    let n = exact.len().max(estimate.len());
    let last = (0..n)
        .rev()
        .find(|&i| {
            exact.get(i).copied().unwrap_or(0.0) > 0.0
                || estimate.get(i).copied().unwrap_or(0.0) > 0.0
        })
        .unwrap_or(0);
    let take = |v: &[f64]| {
        (0..=last)
            .map(|i| 100.0 * v.get(i).copied().unwrap_or(0.0))
            .collect()
    };
    Figure::Bars(Bars {
        title: title.into(),
        y_label: "chance (%)".into(),
        panels: vec![Panel {
            title: "monster actions N between two player actions".into(),
            x_label: "N".into(),
            categories: (0..=last).map(|i| i.to_string()).collect(),
            series: vec![
                ("exact".into(), take(exact)),
                ("Monte Carlo".into(), take(estimate)),
            ],
        }],
    })
}
