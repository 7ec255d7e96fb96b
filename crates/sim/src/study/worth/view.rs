//! How `roguesim worth` reads in a terminal: the build as it is, what the ranking is by, and
//! one row per change (`docs/rules/dcss-0.31.md` §4–§6.5).

use super::{FightColumn, WorthResult, WorthValues};
use crate::report::cells::{percent_words, significant};
use crate::report::{Cell, Row, Section, View};

impl View for WorthResult {
    /// "The best next step is kite shield → tower shield: the attacks land 0.969 → 0.885
    /// times a turn (P(hit) 41.3 % → 32.9 %)."
    fn answer(&self) -> Vec<String> {
        let Some(best) = self.options.first() else {
            return vec!["No change can be made to this build.".into()];
        };
        let (b, v) = (&self.base, &best.values);
        let what = match (b.p_win.zip(v.p_win), b.turns_survived.zip(v.turns_survived)) {
            (Some((was, is)), _) => format!(
                "you win {} → {} of duels",
                percent_words(was),
                percent_words(is)
            ),
            (None, Some((was, is))) => {
                format!("you last {} → {} turns", significant(was), significant(is))
            }
            (None, None) => format!(
                "{} → {} attacks land a turn",
                significant(b.landed_per_turn),
                significant(v.landed_per_turn)
            ),
        };
        vec![format!(
            "The best next step is {}: {what} (P(hit) {} → {}).",
            best.change,
            percent_words(b.p_hit),
            percent_words(v.p_hit)
        )]
    }

    fn headline(&self) -> Vec<String> {
        let b = &self.base;
        let mut lines = vec![
            format!(
                "as it is: EV {}, SH {}, P(hit) {}, expected landed attacks per turn {}",
                points(b.ev, false),
                points(b.sh, false),
                percent_words(b.p_hit),
                significant(b.landed_per_turn)
            ),
            format!("ranked by {}", self.ranked_by),
        ];
        if let Some(t) = b.turns_survived {
            lines.insert(
                1,
                format!(
                    "against the named monster: {} turns you last",
                    significant(t)
                ),
            );
        }
        if let Some(p) = b.p_win {
            lines.insert(
                1,
                format!(
                    "against the named monster: you win {} of duels",
                    percent_words(p)
                ),
            );
        }
        for n in &self.not_possible {
            lines.push(format!("not possible: {}: {}", n.change, n.reason));
        }
        lines.extend(self.character_notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for o in &self.options {
            for (k, v, d) in [
                ("EV", o.values.ev, o.delta.ev),
                ("SH", o.values.sh, o.delta.sh),
                ("P(hit)", o.values.p_hit, o.delta.p_hit),
                (
                    "landed per turn",
                    o.values.landed_per_turn,
                    o.delta.landed_per_turn,
                ),
            ] {
                rows.push(Row::new(&o.change, k).exact(v));
                rows.push(Row::new(&o.change, format!("Δ {k}")).exact(d));
            }
            for (k, v, d) in [
                (
                    "turns survived",
                    o.values.turns_survived,
                    o.delta.turns_survived,
                ),
                ("P(win)", o.values.p_win, o.delta.p_win),
            ] {
                if let (Some(v), Some(d)) = (v, d) {
                    rows.push(Row::new(&o.change, k).exact(v));
                    rows.push(Row::new(&o.change, format!("Δ {k}")).exact(d));
                }
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        // The fight's columns, when the options have them (all or none do).
        let fight: Vec<(&str, FightColumn)> = [
            (
                "turns survived",
                (|v: &WorthValues| v.turns_survived) as fn(&_) -> _,
            ),
            ("P(win)", |v: &WorthValues| v.p_win),
        ]
        .into_iter()
        .filter(|(_, get)| get(&self.base).is_some())
        .collect();
        // With a fight to rank by, the landed attacks per turn give way to it (CSV and JSON
        // keep them), so that the table fits 80 columns.
        let landed = fight.is_empty();
        let mut header = vec!["#", "change", "Δ EV", "Δ SH", "Δ P(hit)"];
        if landed {
            header.push("Δ landed");
        }
        for (name, _) in &fight {
            header.push(match *name {
                "turns survived" => "Δ turns",
                _ => "Δ P(win)",
            });
        }
        let rows = self.options.iter().map(|o| {
            let mut cells = vec![
                Cell::from(o.rank),
                Cell::Text(o.change.clone()),
                Cell::Text(points(o.delta.ev, true)),
                Cell::Text(points(o.delta.sh, true)),
                Cell::Diff(o.delta.p_hit, true),
            ];
            if landed {
                cells.push(Cell::Diff(o.delta.landed_per_turn, false));
            }
            for (name, get) in &fight {
                let probability = *name == "P(win)";
                cells.push(get(&o.delta).map_or(Cell::Missing, |d| Cell::Diff(d, probability)));
            }
            cells
        });
        let landed_note = if landed {
            "; landed: attacks that land per turn"
        } else {
            ""
        };
        vec![
            Section::new("what the next point is worth", header)
                .rows(rows)
                .note(format!(
                    "#: the rank; Δ: the change from the build as it is (pp: percentage \
                     points){landed_note}; the values with each change: --format csv or json"
                )),
        ]
    }
}

/// EV or SH as a table shows it: to the hundredth dcss-0.34 keeps, without trailing zeros
/// (a dcss-0.31 value stays whole: `8`, `+4`), with its sign when `signed`; JSON keeps the
/// full value.
fn points(v: f64, signed: bool) -> String {
    let text = if signed {
        format!("{v:+.2}")
    } else {
        format!("{v:.2}")
    };
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
