//! How a double-move report reads, and its picture (the law of `N`).

use super::result::FrogSpeedResult;
use super::run::FrogSpeed;
use super::spec::FrogStart;
use crate::error::SimError;
use crate::report::cells::{percent_words, significant};
use crate::report::figure::Figure;
use crate::report::{Content, Row, View, percentile_rows};
use crate::scenario::Kind;
use crate::speed_counts::actions_figure;
use crate::stats::{Estimate, Proportion};

/// A displayed speed as the game writes it: `+10`, `-5`, `+0`.
fn speed(s: i32) -> String {
    format!("{s:+}")
}

impl View for FrogSpeedResult {
    /// "Between two of your actions the monster acts 2.00 times on average: a double move
    /// (twice or more) 81.6 % of the time, a triple 18.0 %."
    fn answer(&self) -> Vec<String> {
        let x = &self.exact;
        vec![format!(
            "Between two of your actions the monster acts {} times on average: a double move \
             (twice or more) {} of the time, a triple {}.",
            significant(x.mean_actions),
            percent_words(x.p_double),
            percent_words(x.p_triple)
        )]
    }

    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let monster = format!(
            "monster {}{} {}{}",
            d.monster
                .as_ref()
                .map_or(String::new(), |m| format!("{m}, ")),
            speed(d.monster_speed),
            if d.non_unique {
                "non-unique (each individual's speed varies around it)"
            } else {
                "unique"
            },
            match (d.monster_hasted, d.monster_slowed) {
                (true, false) => ", hasted",
                (false, true) => ", slowed",
                (true, true) => ", hasted and slowed",
                (false, false) => "",
            }
        );
        let intervals = match d.start {
            FrogStart::Stationary => format!(
                "long-run intervals between player actions, windows of {} actions",
                d.window
            ),
            FrogStart::LevelEntry => "the first interval after arriving on a level".into(),
        };
        let mut lines = vec![
            format!(
                "player {} ({} energy per game turn), action cost {}; {monster}",
                speed(d.player_speed),
                d.player_energy,
                d.player_action_cost
            ),
            format!("simulated: {intervals}"),
        ];
        let e = &self.estimate;
        if let (Some(p), Some([lo, hi])) = (e.p_double_within_window, e.p_double_within_window_ci95)
        {
            lines.push(format!(
                "P(at least one double move within {} actions) = {} (95 % CI {}–{})",
                d.window,
                percent_words(p),
                percent_words(lo),
                percent_words(hi)
            ));
        }
        if let Some(p) = &e.run_lengths {
            lines.push(format!(
                "runs of consecutive double moves: mean length {:.3}, p50 {}, p90 {}, p99 {}, \
                 max {}{}",
                p.mean,
                p.p50,
                p.p90,
                p.p99,
                p.max,
                e.run_length_cap.map_or(String::new(), |c| format!(
                    " (runs of {c} or more count as {c})"
                ))
            ));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let e = &self.estimate;
        let mut rows = e.actions.rows(&self.exact, "double moves");
        let [windows, with_double] = e.windows;
        if windows > 0 {
            rows.push(
                Row::new(
                    "windows",
                    format!("P(a double within {} actions)", self.derived.window),
                )
                .estimate(Estimate::Proportion(Proportion::new(with_double, windows)))
                .unit("windows"),
            );
        }
        if let Some(p) = &e.run_lengths {
            rows.extend(percentile_rows("double-move runs", "run length", p));
        }
        let runs: u64 = e.run_counts.iter().sum();
        for (len, &c) in e.run_counts.iter().enumerate().filter(|(_, c)| **c > 0) {
            rows.push(
                Row::new("double-move runs", "run length")
                    .index(len)
                    .label(format!("P(run length = {len})"))
                    .estimate(Estimate::Proportion(Proportion::new(c, runs)))
                    .unit("runs"),
            );
        }
        rows
    }

    fn sections(&self) -> Vec<crate::report::Section> {
        // The run-length tail stays in JSON and CSV; the headline gives its percentiles.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !matches!(r.section.as_str(), "double-move runs" | "percentiles"))
            .collect();
        crate::report::sections_of(&rows)
    }
}

impl Content for FrogSpeedResult {
    fn kind(&self) -> &'static str {
        FrogSpeed::KEY
    }

    /// The law of monster actions between two player actions: exact beside the estimate.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        Ok(Some(actions_figure(
            &format!(
                "FrogComposband: monster actions between two player actions (player {:+}, \
                 monster {:+})",
                self.derived.player_speed, self.derived.monster_speed
            ),
            &self.exact.distribution,
            &self.estimate.actions.estimated.values.distribution,
        )))
    }
}
