//! How a sweep report shows: its headline, its table of the leading quantities at every
//! point, its rows, and its picture ([`super::figure`]).

use super::result::SweepResult;
use crate::error::SimError;
use crate::report::figure::Figure;
use crate::report::{Content, Row, Section, View, fmt_num, fmt_value};
use crate::scenario::Quantities;

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
        .into_iter()
        .chain(self.character_notes.iter().map(|n| format!("note: {n}")))
        .collect()
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
