//! How a sweep report shows: its headline, its table of the leading quantities at every
//! point, its rows, and its picture ([`super::figure`]).

use super::result::SweepResult;
use crate::error::SimError;
use crate::report::cells::{percent_words, significant};
use crate::report::figure::Figure;
use crate::report::{Cell, Content, Row, Section, View};
use crate::scenario::Quantities;
use crate::scenario::quantities::value_cell;

impl SweepResult {
    /// `--ev 10 --sh-internal 5`: where a point is.
    fn at(&self, point: &super::result::SweepPoint) -> String {
        self.flags()
            .iter()
            .zip(&point.at)
            .map(|(f, v)| format!("{f} {v}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl View for SweepResult {
    /// "P(hit) goes from 71.0 % at --ev 10 to 59.8 % at --ev 14." (over one flag), or its
    /// lowest and highest points (over two).
    fn answer(&self) -> Vec<String> {
        let Some(profile) = self.kind.profile() else {
            return Vec::new();
        };
        let led: Vec<(&str, f64, &super::result::SweepPoint)> = self
            .points
            .iter()
            .filter_map(|p| {
                (profile.headline)(&self.quantities(p)).map(|(label, v, _)| (label, v, p))
            })
            .collect();
        let (Some(first), Some(last)) = (led.first(), led.last()) else {
            return vec![format!(
                "{} points, none with a value to lead with.",
                self.points.len()
            )];
        };
        let words = |label: &str, v: f64| {
            if label.starts_with("P(") {
                percent_words(v)
            } else {
                significant(v)
            }
        };
        let label = first.0;
        if self.axes.len() == 1 {
            return vec![format!(
                "{label} goes from {} at {} to {} at {}.",
                words(label, first.1),
                self.at(first.2),
                words(label, last.1),
                self.at(last.2)
            )];
        }
        let by = |a: &&(&str, f64, _), b: &&(&str, f64, _)| a.1.total_cmp(&b.1);
        let low = led.iter().min_by(by).unwrap_or(first);
        let high = led.iter().max_by(by).unwrap_or(last);
        vec![format!(
            "{label} is lowest, {}, at {} and highest, {}, at {}.",
            words(label, low.1),
            self.at(low.2),
            words(label, high.1),
            self.at(high.2)
        )]
    }

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
                header.push(format!("{k} (sim)"));
            }
        }
        let rows = self.points.iter().zip(&points).map(|(p, q)| {
            let mut cells: Vec<Cell> = p.at.iter().map(|v| Cell::Text(v.to_string())).collect();
            for (k, &e) in keys.iter().zip(&estimated) {
                cells.push(q.get(k).map_or(Cell::Missing, |v| value_cell(k, v)));
                if e {
                    cells.push(
                        q.estimate_of(k)
                            .map_or(Cell::Missing, |(v, _)| value_cell(k, v)),
                    );
                }
            }
            cells
        });
        let mut section = Section::new("points", header).rows(rows).note(
            "columns: the values by their key in the JSON; (sim): the Monte Carlo estimate, \
             whose interval is in --format csv or json",
        );
        if !estimated.contains(&true) {
            section.notes[0] = "columns: the values by their key in the JSON".into();
        }
        vec![section]
    }

    fn wide(&self) -> Option<Section> {
        let mut header: Vec<String> = self.axes.iter().map(|a| a.flag.clone()).collect();
        header.extend(self.columns.iter().cloned());
        let rows = self.points.iter().map(|p| {
            p.at.iter()
                .map(|v| Cell::Num(*v))
                .chain(p.values.iter().map(|v| v.map_or(Cell::Missing, Cell::Num)))
                .collect()
        });
        Some(Section::new("points", header).rows(rows))
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
