//! How `roguesim worth` reads in a terminal: the build as it is, what the ranking is by, and
//! one row per change (`docs/rules/dcss-0.31.md` §4–§6.5).

use super::{FightColumn, WorthResult, WorthValues};
use crate::report::{Row, Section, View, fmt_num};

impl View for WorthResult {
    fn headline(&self) -> Vec<String> {
        let b = &self.base;
        let mut lines = vec![
            format!(
                "as it is: EV {}, SH {}, P(hit) {}, expected landed attacks per turn {}",
                points(b.ev, false),
                points(b.sh, false),
                fmt_num(b.p_hit),
                fmt_num(b.landed_per_turn)
            ),
            format!("ranked by {}", self.ranked_by),
        ];
        if let Some(t) = b.turns_survived {
            lines.insert(
                1,
                format!("against the named monster: {} turns you last", fmt_num(t)),
            );
        }
        if let Some(p) = b.p_win {
            lines.insert(
                1,
                format!(
                    "against the named monster: P(you win the duel) {}",
                    fmt_num(p)
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
        let mut header = [
            "rank",
            "change",
            "EV",
            "SH",
            "P(hit)",
            "landed per turn",
            "Δ EV",
            "Δ SH",
            "Δ P(hit)",
            "Δ landed per turn",
        ]
        .map(String::from)
        .to_vec();
        for (name, _) in &fight {
            header.push((*name).to_string());
            header.push(format!("Δ {name}"));
        }
        let rows = self
            .options
            .iter()
            .map(|o| {
                let mut cells = vec![
                    o.rank.to_string(),
                    o.change.clone(),
                    points(o.values.ev, false),
                    points(o.values.sh, false),
                    fmt_num(o.values.p_hit),
                    fmt_num(o.values.landed_per_turn),
                    points(o.delta.ev, true),
                    points(o.delta.sh, true),
                    format!("{:+.6}", o.delta.p_hit),
                    format!("{:+.6}", o.delta.landed_per_turn),
                ];
                for (_, get) in &fight {
                    cells.push(get(&o.values).map_or("-".into(), fmt_num));
                    cells.push(get(&o.delta).map_or("-".into(), |d| format!("{d:+.6}")));
                }
                cells
            })
            .collect();
        vec![Section {
            title: "what the next point is worth".into(),
            header,
            rows,
        }]
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
