//! The output layer: one result model per report kind, read by one exporter per format.
//!
//! A run produces a [`Report`]: the run's metadata, the scenario it ran (`inputs`, a valid
//! scenario file in its own right), and its [`Content`], the typed result of one report kind.
//! Every kind says the same three things through [`View`]: summary lines, one [`Row`] per
//! quantity (CSV, and the default tables) and, where a kind reads better another way, its
//! own table [`Section`]s. The exporters in [`export`] (table, JSON, CSV, Markdown) read only
//! that; none of them knows a game. [`output`] writes the bytes atomically; [`tables`] formats
//! numbers and lays rows out as the default tables.

pub mod export;
pub mod tables;

use std::time::Duration;

use schemars::JsonSchema;
use serde::Serialize;

use crate::bench::{BenchInputs, BenchResult};
use crate::compare::CompareResult;
use crate::dcss::damage::DamageResult;
use crate::dcss::ev::EvResult;
use crate::dcss::hit::HitResult;
use crate::dcss::threat::ThreatResult;
use crate::dcss::time::DcssSpeedResult;
use crate::dcss::turn::TurnResult;
use crate::engine::RunOutcome;
use crate::estimate::Estimate;
use crate::frog::result::FrogSpeedResult;
use crate::monsters::{MonstersQuery, MonstersResult};
use crate::scenario::ScenarioFile;
use crate::sweep::SweepResult;
use crate::worth::WorthResult;

pub use export::{Exporter, Format, exporter};
pub use tables::{fmt_num, fmt_sigmas, fmt_value, sections_of};

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
        if let Some(t) = self.threads {
            parts.push(format!("{t} threads"));
        }
        parts.push(format!("{:.3} s", self.elapsed.as_secs_f64()));
        parts.join(" · ")
    }
}

/// One reported quantity: its exact value if known, and its estimate if simulated or
/// measured.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The group the row belongs to; tables print one block per section.
    pub section: String,
    /// What is measured, e.g. `P(land)`.
    pub quantity: String,
    /// The outcome for distributions (blocks in a turn, monster actions), if any.
    pub index: Option<usize>,
    /// The exact value, if computed.
    pub exact: Option<f64>,
    /// The estimate, if any.
    pub value: Value,
    /// What the trials behind the estimate count (`turns`, `fights`), for table headers.
    pub unit: &'static str,
    /// How tables name the row, when not `quantity[index]` (e.g. `P(N = 2)`).
    pub label: Option<String>,
}

/// The estimate side of a [`Row`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// Exact only.
    None,
    /// A Monte Carlo estimate with its interval and trials.
    Estimated(Estimate),
    /// A plain number without an interval (a percentile, a measured rate, a displayed %).
    Plain(f64),
}

impl Row {
    /// A row with neither index, exact value nor estimate yet.
    pub fn new(section: impl Into<String>, quantity: impl Into<String>) -> Self {
        Row {
            section: section.into(),
            quantity: quantity.into(),
            index: None,
            exact: None,
            value: Value::None,
            unit: "trials",
            label: None,
        }
    }

    /// Sets the outcome index.
    pub fn index(mut self, index: usize) -> Self {
        self.index = Some(index);
        self
    }

    /// Sets the exact value.
    pub fn exact(mut self, exact: f64) -> Self {
        self.exact = Some(exact);
        self
    }

    /// Sets the estimate.
    pub fn estimate(mut self, estimate: Estimate) -> Self {
        self.value = Value::Estimated(estimate);
        self
    }

    /// Sets a plain value.
    pub fn plain(mut self, value: f64) -> Self {
        self.value = Value::Plain(value);
        self
    }

    /// Sets what the estimate's trials count.
    pub fn unit(mut self, unit: &'static str) -> Self {
        self.unit = unit;
        self
    }

    /// Sets how tables name the row.
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// The name tables show: the label, else `quantity`, or `quantity[index]`.
    pub fn name(&self) -> String {
        match (&self.label, self.index) {
            (Some(l), _) => l.clone(),
            (None, Some(i)) => format!("{}[{i}]", self.quantity),
            (None, None) => self.quantity.clone(),
        }
    }

    /// The point estimate or plain value.
    pub fn point(&self) -> Option<f64> {
        match self.value {
            Value::None => None,
            Value::Estimated(e) => Some(e.value()),
            Value::Plain(v) => Some(v),
        }
    }

    /// The 95 % interval of an estimate.
    pub fn ci95(&self) -> Option<[f64; 2]> {
        match self.value {
            Value::Estimated(e) => Some(e.ci95()),
            _ => None,
        }
    }

    /// The estimate's distance from the exact value in standard errors.
    pub fn sigmas(&self) -> Option<f64> {
        match self.value {
            Value::Estimated(e) => e.sigmas_from(self.exact?),
            _ => None,
        }
    }

    /// The trials behind an estimate.
    pub fn trials(&self) -> Option<u64> {
        match self.value {
            Value::Estimated(e) => Some(e.trials()),
            _ => None,
        }
    }
}

/// A table as the table and Markdown exporters print it: a title, a header and cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// The title printed above the table.
    pub title: String,
    /// The column names.
    pub header: Vec<String>,
    /// The cells, row by row.
    pub rows: Vec<Vec<String>>,
}

/// What every report kind shows, whatever the format.
pub trait View {
    /// Summary lines printed above the tables: what was derived and what the game shows.
    fn headline(&self) -> Vec<String>;

    /// One row per quantity, in reading order: the CSV and the default tables.
    fn rows(&self) -> Vec<Row>;

    /// The tables of the human formats. By default one per row section, with the columns
    /// `quantity | exact | estimate [95% CI] | sigmas | n (unit)` (see [`sections_of`]).
    fn sections(&self) -> Vec<Section> {
        sections_of(&self.rows())
    }

    /// The report as one wide table, for kinds whose CSV is one row per point with a column
    /// per quantity (sweeps, comparisons) rather than one row per quantity. `None` (the
    /// default) for the others.
    fn wide(&self) -> Option<Section> {
        None
    }
}

/// The report kinds, each with its typed result.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Content {
    /// A build's EV, SH and encumbrance (`roguesim ev`).
    Ev(Box<EvResult>),
    /// One attack (`roguesim hit`).
    Hit(Box<HitResult>),
    /// A defender turn of attacks (`roguesim turn`).
    Turn(Box<TurnResult>),
    /// A named monster's threat (`roguesim threat`).
    Threat(Box<ThreatResult>),
    /// Damage after AC and rounds survived (`roguesim damage`).
    Damage(Box<DamageResult>),
    /// FrogComposband double moves (`roguesim speed`).
    Speed(Box<FrogSpeedResult>),
    /// DCSS monster actions per player action (`roguesim dcss-speed`).
    DcssSpeed(Box<DcssSpeedResult>),
    /// The throughput of the roll loops (`roguesim bench`).
    Bench(Box<BenchResult>),
    /// The monster tables (`roguesim monsters`).
    Monsters(Box<MonstersResult>),
    /// A command at every point of one or two varied flags (`roguesim sweep`).
    Sweep(Box<SweepResult>),
    /// Two variants of a scenario side by side (`roguesim compare`).
    Compare(Box<CompareResult>),
    /// What the next point is worth (`roguesim worth`).
    Worth(Box<WorthResult>),
}

impl Content {
    /// The kind's name: the scenario file's key (`hit`, `turn`, `speed`, `dcss_speed`,
    /// `ev`) or `bench`.
    pub fn kind(&self) -> &'static str {
        match self {
            Content::Ev(_) => "ev",
            Content::Hit(_) => "hit",
            Content::Turn(_) => "turn",
            Content::Threat(_) => "threat",
            Content::Damage(_) => "damage",
            Content::Speed(_) => "speed",
            Content::DcssSpeed(_) => "dcss_speed",
            Content::Bench(_) => "bench",
            Content::Monsters(_) => "monsters",
            Content::Sweep(_) => "sweep",
            Content::Compare(_) => "compare",
            Content::Worth(_) => "worth",
        }
    }

    /// The kind's [`View`].
    pub fn view(&self) -> &dyn View {
        match self {
            Content::Ev(r) => r.as_ref(),
            Content::Hit(r) => r.as_ref(),
            Content::Turn(r) => r.as_ref(),
            Content::Threat(r) => r.as_ref(),
            Content::Damage(r) => r.as_ref(),
            Content::Speed(r) => r.as_ref(),
            Content::DcssSpeed(r) => r.as_ref(),
            Content::Bench(r) => r.as_ref(),
            Content::Monsters(r) => r.as_ref(),
            Content::Sweep(r) => r.as_ref(),
            Content::Compare(r) => r.as_ref(),
            Content::Worth(r) => r.as_ref(),
        }
    }
}

/// What a report ran: a scenario (every command but `bench` runs one), or the bench's
/// settings.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Inputs {
    /// The scenario as run, a valid scenario file (`roguesim run` reproduces the report).
    Scenario(Box<ScenarioFile>),
    /// The bench's settings.
    Bench(BenchInputs),
    /// What `roguesim monsters` looked up.
    Monsters(MonstersQuery),
    /// What `roguesim sweep`, `compare` or `worth` ran.
    Study(StudyInputs),
}

/// The inputs of a report made of several runs: the command's base scenario and what was
/// varied or set on top of it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct StudyInputs {
    /// The command (`hit`, `turn`, ...).
    pub command: &'static str,
    /// The scenario its flags give, before any point's values (a scenario file, less a
    /// required field a sweep varies).
    pub scenario: serde_json::Value,
    /// The varied flags (`sweep`: `FLAG=FROM..TO[:STEP]`) or the sides' flags (`compare`:
    /// `a:` and `b:` FLAG=VALUE), or `worth`'s points per step.
    pub settings: Vec<String>,
}

/// The result of one run, ready for every format.
#[derive(Debug, Clone)]
pub struct Report {
    /// A short title.
    pub name: String,
    /// What the scenario asks, in a sentence or two (may be empty).
    pub description: String,
    /// How the run was made.
    pub meta: RunMeta,
    /// What was run.
    pub inputs: Inputs,
    /// The typed result.
    pub content: Content,
}

impl Report {
    /// The report of a study (`sweep`, `compare`, `worth`) of `command` over the base
    /// `scenario` (its JSON) with its `settings`.
    pub fn study(
        name: String,
        command: &'static str,
        scenario: serde_json::Value,
        settings: Vec<String>,
        content: Content,
        meta: RunMeta,
    ) -> Report {
        Report {
            name,
            description: String::new(),
            meta,
            inputs: Inputs::Study(StudyInputs {
                command,
                scenario,
                settings,
            }),
            content,
        }
    }
}
