//! The sweep report: one row per point, with a column per quantity named by the single run's
//! JSON key; tables show the quantities the command leads with, CSV and JSON every one.

use schemars::JsonSchema;
use serde::Serialize;

use super::range::Axis;
use crate::error::SimError;
use crate::kinds::Entry;
use crate::report::figure::Figure;
use crate::report::{Content, Row, Section, View, fmt_num, fmt_value};
use crate::scenario::Quantities;

/// One point of a sweep: the varied flags' values and every quantity.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SweepPoint {
    /// The varied flags' values, in the order of `axes`.
    pub at: Vec<f64>,
    /// The quantities, in the order of `columns` (null where this point has no such
    /// quantity, e.g. a distribution shorter than another point's).
    pub values: Vec<Option<f64>>,
}

/// The result of `roguesim sweep`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SweepResult {
    /// The command swept (`hit`, `speed`, ...).
    pub command: &'static str,
    /// The varied flags and their values.
    pub axes: Vec<Axis>,
    /// Whether every point carries Monte Carlo estimates (`estimate.…` columns).
    pub estimated: bool,
    /// Every quantity, by its key in the single run's JSON (`exact.p_hit`, `derived.ev`).
    pub columns: Vec<String>,
    /// The points, the first flag's values outermost.
    pub points: Vec<SweepPoint>,
    /// The kind, for the tables and plots.
    #[serde(skip)]
    pub kind: &'static dyn Entry,
}

/// Every quantity key of `points`, in the order they first appear.
pub fn columns(points: &[Quantities]) -> Vec<String> {
    let mut columns: Vec<String> = Vec::new();
    for q in points {
        for k in q.keys() {
            if !columns.iter().any(|c| c == k) {
                columns.push(k.to_string());
            }
        }
    }
    columns
}

impl SweepResult {
    /// The report of `points` (each at `at`) over `axes`.
    pub fn new(
        kind: &'static dyn Entry,
        axes: Vec<Axis>,
        estimated: bool,
        at: Vec<Vec<f64>>,
        points: Vec<Quantities>,
    ) -> Self {
        let columns = columns(&points);
        let points = at
            .into_iter()
            .zip(&points)
            .map(|(at, q)| SweepPoint {
                at,
                values: columns.iter().map(|c| q.get(c)).collect(),
            })
            .collect();
        SweepResult {
            command: kind.command(),
            axes,
            estimated,
            columns,
            points,
            kind,
        }
    }

    /// The point's quantities, by key.
    pub fn quantities(&self, point: &SweepPoint) -> Quantities {
        Quantities(
            self.columns
                .iter()
                .zip(&point.values)
                .filter_map(|(k, v)| v.map(|v| (k.clone(), v)))
                .collect(),
        )
    }

    /// The varied flags, as `--ev`, `--dex` (a field without a flag by its path).
    fn flags(&self) -> Vec<String> {
        self.axes
            .iter()
            .map(|a| crate::study::base::shown(&a.flag))
            .collect()
    }

    /// How a point is named in rows: `ev=12`, `ev=12 sh=4`.
    fn label(&self, p: &SweepPoint) -> String {
        self.axes
            .iter()
            .zip(&p.at)
            .map(|(a, v)| format!("{}={v}", a.flag))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl View for SweepResult {
    fn headline(&self) -> Vec<String> {
        let over = self
            .axes
            .iter()
            .map(|a| format!("--vary {} ({} values)", a.spec(), a.values.len()))
            .collect::<Vec<_>>()
            .join(" × ");
        vec![
            format!(
                "{} over {over}: {} points, {}",
                self.command,
                self.points.len(),
                if self.estimated {
                    "exact values and Monte Carlo estimates"
                } else {
                    "exact values"
                }
            ),
            format!(
                "each point is `roguesim {} … {}`; {} quantities per point (all of them in \
                 --format csv or json)",
                self.command,
                self.flags()
                    .iter()
                    .map(|f| format!("{f} V"))
                    .collect::<Vec<_>>()
                    .join(" "),
                self.columns.len()
            ),
        ]
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for p in &self.points {
            let label = self.label(p);
            for (k, v) in self.columns.iter().zip(&p.values) {
                if let Some(v) = v {
                    let row = Row::new(&label, k);
                    rows.push(if k.starts_with("estimate.") {
                        row.plain(*v)
                    } else {
                        row.exact(*v)
                    });
                }
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let wanted = self.kind.profile().map_or(&[][..], |p| p.table);
        let keys: Vec<String> = wanted
            .iter()
            .filter(|k| self.columns.iter().any(|c| c == *k))
            .map(|k| k.to_string())
            .collect();
        let points: Vec<Quantities> = self.points.iter().map(|p| self.quantities(p)).collect();
        let estimated: Vec<bool> = keys
            .iter()
            .map(|k| points.iter().any(|q| q.estimate_of(k).is_some()))
            .collect();
        let mut header = self.flags();
        for (k, &e) in keys.iter().zip(&estimated) {
            header.push(k.clone());
            if e {
                header.push(format!("{k} estimate [95% CI]"));
            }
        }
        let rows = self
            .points
            .iter()
            .zip(&points)
            .map(|(p, q)| {
                let mut cells: Vec<String> = p.at.iter().map(|v| v.to_string()).collect();
                for (k, &e) in keys.iter().zip(&estimated) {
                    cells.push(q.get(k).map_or("-".into(), fmt_value));
                    if e {
                        cells.push(q.estimate_of(k).map_or("-".into(), |(v, [lo, hi])| {
                            format!("{} [{}, {}]", fmt_num(v), fmt_num(lo), fmt_num(hi))
                        }));
                    }
                }
                cells
            })
            .collect();
        vec![Section {
            title: "points".into(),
            header,
            rows,
        }]
    }

    fn wide(&self) -> Option<Section> {
        let mut header: Vec<String> = self.axes.iter().map(|a| a.flag.clone()).collect();
        header.extend(self.columns.iter().cloned());
        let rows = self
            .points
            .iter()
            .map(|p| {
                p.at.iter()
                    .map(|v| v.to_string())
                    .chain(
                        p.values
                            .iter()
                            .map(|v| v.map(|v| v.to_string()).unwrap_or_default()),
                    )
                    .collect()
            })
            .collect();
        Some(Section {
            title: "points".into(),
            header,
            rows,
        })
    }
}

impl Content for SweepResult {
    fn kind(&self) -> &'static str {
        "sweep"
    }

    /// Lines over one varied flag, a heatmap over two.
    fn figure(&self, quantities: &[String]) -> Result<Option<Figure>, SimError> {
        super::figure::sweep_figure(self, quantities).map(Some)
    }
}
