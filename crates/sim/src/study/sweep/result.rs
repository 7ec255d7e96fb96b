//! The sweep report: one row per point, with a column per quantity named by the single run's
//! JSON key; tables show the quantities the command leads with, CSV and JSON every one.

use schemars::JsonSchema;
use serde::Serialize;

use super::range::Axis;
use crate::kinds::Entry;
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
    /// What the swept command says about the character dump its base names, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7); empty without one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub character_notes: Vec<String>,
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
            character_notes: Vec::new(),
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
    pub(super) fn flags(&self) -> Vec<String> {
        self.axes
            .iter()
            .map(|a| crate::study::base::shown(&a.flag))
            .collect()
    }

    /// How a point is named in rows: `ev=12`, `ev=12 sh=4`.
    pub(super) fn label(&self, p: &SweepPoint) -> String {
        self.axes
            .iter()
            .zip(&p.at)
            .map(|(a, v)| format!("{}={v}", a.flag))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
