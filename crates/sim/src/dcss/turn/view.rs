//! How a turn report reads: its summary, its rows and tables, and its picture (blocks and
//! landed attacks under both shield rules).

use super::result::RulesLaw;
use super::result::TurnResult;
use super::run::Turn;
use crate::dcss::named::monster_headline;
use crate::error::SimError;
use crate::report::figure::{Bars, Figure, Panel};
use crate::report::{Content, Row, View, percentile_rows};
use crate::scenario::Kind;
use crate::stats::{Estimate, Proportion};

/// One row per outcome of a distribution with an exact law; outcomes with neither a count
/// nor a positive exact probability are left out.
fn distribution_rows(
    section: &str,
    quantity: &str,
    exact: &[f64],
    measured: &[Proportion],
    unit: &'static str,
) -> Vec<Row> {
    exact
        .iter()
        .zip(measured)
        .enumerate()
        .filter(|(_, (e, m))| **e > 0.0 || m.successes > 0)
        .map(|(i, (&e, &m))| {
            Row::new(section, quantity)
                .index(i)
                .label(format!("P({quantity} = {i})"))
                .exact(e)
                .estimate(Estimate::Proportion(m))
                .unit(unit)
        })
        .collect()
}

impl View for TurnResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.rules);
        for m in &self.monsters {
            lines.extend(monster_headline(m));
        }
        for (name, p) in [
            ("blocks", &self.histograms.blocks),
            ("landed attacks", &self.histograms.lands),
        ] {
            if let Some(p) = p {
                lines.push(format!(
                    "{name} per turn: mean {:.3}, p50 {}, p90 {}, p99 {}, max {}",
                    p.mean, p.p50, p.p90, p.p99, p.max
                ));
            }
        }
        if let Some(p) = &self.streaks.percentiles {
            lines.push(format!(
                "longest landed streak per fight of {} turn(s): mean {:.3}, p50 {}, p90 {}, \
                 p99 {}, max {}",
                self.streaks.turns_per_fight, p.mean, p.p50, p.p90, p.p99, p.max
            ));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = Vec::new();
        for k in 0..x.p_land_by_attack.len() {
            let section = format!("attack {}", k + 1);
            for (name, e, p) in [
                ("P(land)", x.p_land_by_attack[k], m.p_land_by_attack[k]),
                ("P(block)", x.p_block_by_attack[k], m.p_block_by_attack[k]),
                ("P(miss)", x.p_miss_by_attack[k], m.p_miss_by_attack[k]),
            ] {
                rows.push(
                    Row::new(&section, name)
                        .exact(e)
                        .estimate(Estimate::Proportion(p))
                        .unit("turns"),
                );
            }
        }
        rows.extend(distribution_rows(
            "turn",
            "blocks",
            &x.blocks_distribution,
            &m.blocks_distribution,
            "turns",
        ));
        rows.extend(distribution_rows(
            "turn",
            "lands",
            &x.lands_distribution,
            &m.lands_distribution,
            "turns",
        ));
        for j in 1..x.p_at_least_lands.len() {
            rows.push(
                Row::new("turn", "P(>= j land)")
                    .index(j)
                    .label(format!("P(≥ {j} land)"))
                    .exact(x.p_at_least_lands[j])
                    .estimate(Estimate::Proportion(m.p_at_least_lands[j]))
                    .unit("turns"),
            );
        }
        for (name, p) in [
            ("blocks per turn", &self.histograms.blocks),
            ("lands per turn", &self.histograms.lands),
        ] {
            if let Some(p) = p {
                rows.extend(percentile_rows("percentiles", name, p));
            }
        }
        let s = &self.streaks;
        let streak_exact = s.exact_longest_distribution.as_deref();
        for (len, &count) in s.counts.iter().enumerate() {
            let e = streak_exact.and_then(|d| d.get(len).copied());
            if count == 0 && e.is_none_or(|p| p <= 0.0) {
                continue;
            }
            let mut row = Row::new("fight", "longest landed streak")
                .index(len)
                .label(format!("P(longest streak = {len})"))
                .estimate(Estimate::Proportion(Proportion::new(count, s.fights)))
                .unit("fights");
            if let Some(e) = e {
                row = row.exact(e);
            }
            rows.push(row);
        }
        if let Some(p) = &s.percentiles {
            rows.extend(percentile_rows("fight", "longest landed streak", p));
        }
        rows
    }

    fn sections(&self) -> Vec<crate::report::Section> {
        // The streak distribution's long tail stays in JSON and CSV; the headline gives its
        // percentiles.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !matches!(r.section.as_str(), "fight" | "percentiles"))
            .collect();
        crate::report::sections_of(&rows)
    }
}

impl Content for TurnResult {
    fn kind(&self) -> &'static str {
        Turn::KEY
    }

    /// Blocks and landed attacks per turn under both shield rules, exact.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        let n = self
            .by_rules
            .iter()
            .map(|r| r.blocks.len().max(r.lands.len()))
            .max()
            .unwrap_or(0);
        let padded = |law: &[f64]| {
            let mut v = law.to_vec();
            v.resize(n, 0.0);
            v
        };
        let series = |pick: fn(&RulesLaw) -> &Vec<f64>| {
            self.by_rules
                .iter()
                .map(|r| (r.label.clone(), padded(pick(r))))
                .collect()
        };
        let categories: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        let attacks = n.saturating_sub(1);
        Ok(Some(Figure::Bars(Bars {
            title: format!(
                "{attacks} attacks in one turn: the 0.31 block limit against the 0.19 pierce"
            ),
            y_label: "chance per turn (%)".into(),
            panels: vec![
                Panel {
                    title: "blocks per turn".into(),
                    x_label: "attacks blocked".into(),
                    categories: categories.clone(),
                    series: series(|r| &r.blocks),
                },
                Panel {
                    title: "landed attacks per turn".into(),
                    x_label: "attacks landed".into(),
                    categories,
                    series: series(|r| &r.lands),
                },
            ],
        })))
    }
}
