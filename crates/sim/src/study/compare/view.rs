//! How a comparison reads: the verdict first, then every quantity that differs or has a
//! better side, A beside B with the difference and the better side.

use super::{CompareResult, Winner};
use crate::report::cells::{percent_words, significant};
use crate::report::{Cell, Row, Section, View};
use crate::scenario::quantities::{is_probability, value_cell};

fn side_name(w: Winner) -> &'static str {
    match w {
        Winner::A => "A",
        Winner::B => "B",
        Winner::Same => "same",
    }
}

/// A value of the headline quantity `label` as a player reads it.
fn words(label: &str, v: f64) -> String {
    if label.starts_with("P(") {
        percent_words(v)
    } else {
        significant(v)
    }
}

impl View for CompareResult {
    /// "B (shield=tower) is better by P(hit): 32.9 % against A's 41.3 %."
    fn answer(&self) -> Vec<String> {
        let Some(v) = &self.verdict else {
            let n = self
                .quantities
                .iter()
                .filter(|q| q.difference.is_some_and(|d| d != 0.0))
                .count();
            return vec![format!("A and B differ in {n} quantities.")];
        };
        let q = v.quantity;
        vec![match v.better {
            Winner::Same => format!("A and B are the same by {q}: {}.", words(q, v.a)),
            Winner::A => format!(
                "A ({}) is better by {q}: {} against B's {}.",
                self.a.join(" "),
                words(q, v.a),
                words(q, v.b)
            ),
            Winner::B => format!(
                "B ({}) is better by {q}: {} against A's {}.",
                self.b.join(" "),
                words(q, v.b),
                words(q, v.a)
            ),
        }]
    }

    fn headline(&self) -> Vec<String> {
        let mut lines = vec![
            format!("{}: A with {}", self.command, self.a.join(" ")),
            format!("{}: B with {}", self.command, self.b.join(" ")),
        ];
        if let Some([sa, sb]) = self.seeds {
            lines.push(format!(
                "Monte Carlo: A on seed {sa}, B on seed {sb} (independent estimates)"
            ));
        }
        lines.extend(self.character_notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for q in &self.quantities {
            for (side, v) in [("A", q.a), ("B", q.b), ("B - A", q.difference)] {
                if let Some(v) = v {
                    rows.push(Row::new(side, &q.key).exact(v));
                }
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let estimated = self.seeds.is_some();
        let mut header = vec!["quantity", "A", "B", "B − A", "better"];
        if estimated {
            header.push("B − A (sim)");
        }
        let rows = self
            .quantities
            .iter()
            .filter(|q| q.direction.is_some() || q.difference.is_some_and(|d| d != 0.0))
            .map(|q| {
                let k = &q.key;
                let value = |x: Option<f64>| x.map_or(Cell::Missing, |v| value_cell(k, v));
                let diff =
                    |x: Option<f64>| x.map_or(Cell::Missing, |d| Cell::Diff(d, is_probability(k)));
                let mut cells = vec![
                    Cell::Text(k.clone()),
                    value(q.a),
                    value(q.b),
                    diff(q.difference),
                    Cell::from(q.better.map_or("-", side_name)),
                ];
                if estimated {
                    cells.push(diff(q.estimate.as_ref().map(|e| e.difference)));
                }
                cells
            });
        let mut section = Section::new(
            "side by side: what differs or has a better side (all: --format csv or json)",
            header,
        )
        .rows(rows)
        .note("quantity: its key in the JSON; pp: percentage points; better: for you");
        if estimated {
            section = section.note(
                "B − A (sim): the Monte Carlo difference (each side's estimate and the \
                 intervals: --format csv or json)",
            );
        }
        vec![section]
    }

    fn wide(&self) -> Option<Section> {
        let header = [
            "quantity",
            "a",
            "b",
            "difference",
            "better",
            "a_estimate",
            "a_ci_lo",
            "a_ci_hi",
            "b_estimate",
            "b_ci_lo",
            "b_ci_hi",
            "difference_estimate",
            "difference_ci_lo",
            "difference_ci_hi",
        ];
        let num = |x: Option<f64>| x.map_or(Cell::Missing, Cell::Num);
        let rows = self.quantities.iter().map(|q| {
            let e = q.estimate.as_ref();
            vec![
                Cell::Text(q.key.clone()),
                num(q.a),
                num(q.b),
                num(q.difference),
                q.better.map_or(Cell::Missing, |w| Cell::from(side_name(w))),
                num(e.map(|e| e.a)),
                num(e.map(|e| e.a_ci95[0])),
                num(e.map(|e| e.a_ci95[1])),
                num(e.map(|e| e.b)),
                num(e.map(|e| e.b_ci95[0])),
                num(e.map(|e| e.b_ci95[1])),
                num(e.map(|e| e.difference)),
                num(e.map(|e| e.difference_ci95[0])),
                num(e.map(|e| e.difference_ci95[1])),
            ]
        });
        Some(Section::new("side by side", header).rows(rows))
    }
}
