//! The output model: what a report is, read by one exporter per format. It names no report
//! kind: each kind's result says what it is through [`Content`].
//!
//! A run produces a [`Report`]: the run's metadata, what it ran (`inputs`, for a scenario a
//! valid scenario file in its own right), and its [`Content`], the typed result of one report
//! kind. Every kind says the same three things through [`View`]: summary lines, one [`Row`]
//! per quantity (CSV, and the default tables) and, where a kind reads better another way, its
//! own table [`Section`]s; a kind with a picture gives its [`Figure`]. The exporters in
//! [`export`] (table, JSON, CSV, Markdown) read only that; none of them knows a game.
//! [`tables`] formats numbers and lays rows out as the default tables.

pub mod cells;
pub mod export;
pub mod figure;
mod rows;
pub mod tables;
mod view;

use std::time::Duration;

use crate::engine::RunOutcome;

pub use cells::{Cell, Digits};
pub use export::{DEFAULT_WIDTH, Exporter, Format, Layout, exporter};
pub use figure::Figure;
pub use rows::{Measure, Row, Section, TRIMMED_ROWS, Value};
pub use tables::{fmt_num, fmt_sigmas, fmt_value, percentile_rows, sections_of};
pub use view::{Content, Inputs, View};

/// Version of the JSON layout; bumped on incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

/// What a run was: the rules, and for a Monte Carlo run the seed, trials and threads.
#[derive(Debug, Clone, PartialEq)]
pub struct RunMeta {
    /// The rules version, e.g. `"dcss-0.31, shields 0.31"`.
    pub rules: String,
    /// The seed; `None` for an exact-only computation.
    pub seed: Option<u64>,
    /// Monte Carlo trials; `None` for an exact-only computation.
    pub trials: Option<u64>,
    /// What one trial is, e.g. `"attacks"`, `"fights of 5 turns"`.
    pub trial_unit: String,
    /// Worker threads; `None` for an exact-only computation.
    pub threads: Option<usize>,
    /// Wall-clock time.
    pub elapsed: Duration,
}

impl RunMeta {
    /// The metadata of a Monte Carlo run whose trials are `trial_unit` (`attacks`, ...).
    pub fn from_outcome<A>(
        rules: impl Into<String>,
        trial_unit: impl Into<String>,
        outcome: &RunOutcome<A>,
    ) -> Self {
        RunMeta {
            rules: rules.into(),
            seed: Some(outcome.seed),
            trials: Some(outcome.trials),
            trial_unit: trial_unit.into(),
            threads: Some(outcome.threads),
            elapsed: outcome.elapsed,
        }
    }

    /// The metadata of an exact computation (no seed, trials or threads).
    pub fn exact(rules: impl Into<String>, elapsed: Duration) -> Self {
        RunMeta {
            rules: rules.into(),
            seed: None,
            trials: None,
            trial_unit: String::new(),
            threads: None,
            elapsed,
        }
    }

    /// The line above a report's tables, e.g. `rules dcss-0.31 · seed 42 · 1000000 attacks
    /// · 2 threads · 0.120 s`.
    pub fn header_line(&self) -> String {
        let (mut parts, volatile) = self.header_parts();
        parts.extend(volatile);
        parts.join(" · ")
    }

    /// The parts of [`Self::header_line`]: those that a rerun repeats (rules, seed, trials),
    /// and those that vary from machine to machine (threads, seconds), last.
    pub fn header_parts(&self) -> (Vec<String>, Vec<String>) {
        let mut parts = vec![format!("rules {}", self.rules)];
        match (self.seed, self.trials) {
            (None, None) => parts.push("exact".to_string()),
            (seed, trials) => {
                if let Some(s) = seed {
                    parts.push(format!("seed {s}"));
                }
                if let Some(t) = trials {
                    parts.push(format!("{t} {}", self.trial_unit));
                }
            }
        }
        let mut volatile = Vec::new();
        if let Some(t) = self.threads {
            volatile.push(format!("{t} threads"));
        }
        volatile.push(format!("{:.3} s", self.elapsed.as_secs_f64()));
        (parts, volatile)
    }
}

/// The result of one run, ready for every format.
#[derive(Debug)]
pub struct Report {
    /// A short title.
    pub name: String,
    /// What the scenario asks, in a sentence or two (may be empty).
    pub description: String,
    /// How the run was made.
    pub meta: RunMeta,
    /// What was run.
    pub inputs: Box<dyn Inputs>,
    /// The typed result.
    pub content: Box<dyn Content>,
}
