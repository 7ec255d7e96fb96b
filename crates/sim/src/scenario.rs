//! Scenario files: one JSON object per file naming one scenario of one kind, parsed
//! strictly (unknown fields are errors), and the report each kind produces.
//!
//! ```json
//! {
//!   "name": "Kite shield vs an orc pack",
//!   "description": "Four orc attacks in one turn against a Human in scale mail",
//!   "trials": 10000000,
//!   "seed": 1,
//!   "turn": {
//!     "defender": { "species": "human", "dex": 13, "str": 16, "dodging": 8, "armour": 6,
//!                   "shields": 5, "body": "scale mail", "shield": "kite shield" },
//!     "attackers": [ { "name": "orc", "monster_hd": 1, "count": 4 } ],
//!     "shield_rules": "0.31"
//!   }
//! }
//! ```
//! Exactly one of `hit`, `turn`, `speed` (FrogComposband) or `dcss_speed` is given.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::combat::{HitReport, TurnReport, TurnSpec, run_hit, run_turn};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::report::{Format, ProbRow, RunMeta, json_envelope, render_csv, render_table};
use crate::speed::{DcssSpeedSpec, FrogSpeedSpec, SpeedReport, run_dcss_speed, run_frog};

/// Row sections shown only in JSON and CSV.
const TAIL_SECTIONS: [&str; 3] = ["fight", "double-move runs", "percentiles"];

/// One scenario file.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// A short title, shown above the report.
    pub name: String,
    /// What the scenario asks, in a sentence or two.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Default number of trials (overridden by `--trials`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trials: Option<u64>,
    /// Default seed (overridden by `--seed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// A single DCSS attack (the first attack of the turn described).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hit: Option<TurnSpec>,
    /// A DCSS defender turn of attacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnSpec>,
    /// FrogComposband double moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed: Option<FrogSpeedSpec>,
    /// DCSS monster actions per player action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dcss_speed: Option<DcssSpeedSpec>,
}

/// The scenarios `roguesim` runs with no arguments.
pub const DEFAULT_SET: [(&str, &str); 3] = [
    (
        "kite-shield-vs-orc-pack.json",
        include_str!("../../../configs/kite-shield-vs-orc-pack.json"),
    ),
    (
        "dodger-vs-hd15-fighter.json",
        include_str!("../../../configs/dodger-vs-hd15-fighter.json"),
    ),
    (
        "frog-plus0-vs-plus10.json",
        include_str!("../../../configs/frog-plus0-vs-plus10.json"),
    ),
];

impl ScenarioFile {
    /// Parses a scenario from JSON text; errors give `origin:line:column`.
    pub fn parse(origin: &str, text: &str) -> Result<Self, SimError> {
        let file: ScenarioFile = serde_json::from_str(text).map_err(|e| {
            SimError::BadInput(format!("{origin}:{}:{}: {e}", e.line(), e.column()))
        })?;
        let kinds = [
            file.hit.is_some(),
            file.turn.is_some(),
            file.speed.is_some(),
            file.dcss_speed.is_some(),
        ];
        if kinds.iter().filter(|&&k| k).count() != 1 {
            return Err(SimError::BadInput(format!(
                "{origin}: give exactly one of the scenario kinds: hit, turn, speed, dcss_speed"
            )));
        }
        Ok(file)
    }

    /// Reads and parses a scenario file.
    pub fn load(path: &Path) -> Result<Self, SimError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            SimError::BadInput(format!("cannot read scenario file {}: {e}", path.display()))
        })?;
        Self::parse(&path.display().to_string(), &text)
    }

    /// Runs the scenario: `trials` and `seed` in `cfg` take precedence when the caller set
    /// them; otherwise the file's values apply.
    pub fn run(&self, cfg: &RunConfig) -> Result<Report, SimError> {
        let body = if let Some(spec) = &self.hit {
            Body::Hit(run_hit(spec, cfg)?)
        } else if let Some(spec) = &self.turn {
            Body::Turn(Box::new(run_turn(spec, cfg)?))
        } else if let Some(spec) = &self.speed {
            Body::Speed(run_frog(spec, cfg)?)
        } else if let Some(spec) = &self.dcss_speed {
            Body::Speed(run_dcss_speed(spec, cfg)?)
        } else {
            return Err(SimError::BadInput(format!(
                "{}: give exactly one of the scenario kinds: hit, turn, speed, dcss_speed",
                self.name
            )));
        };
        Ok(Report {
            name: self.name.clone(),
            description: self.description.clone(),
            inputs: serde_json::to_value(self).map_err(|e| SimError::Output(e.to_string()))?,
            body,
        })
    }
}

/// A scenario's results.
#[derive(Clone, Debug)]
pub struct Report {
    /// The scenario's name.
    pub name: String,
    /// The scenario's description.
    pub description: String,
    /// The scenario echoed.
    pub inputs: serde_json::Value,
    /// The kind-specific results.
    pub body: Body,
}

/// The kind-specific results of a scenario.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum Body {
    /// A single attack.
    Hit(HitReport),
    /// A defender turn.
    Turn(Box<TurnReport>),
    /// Double moves or monster actions per player action.
    Speed(SpeedReport),
}

impl Body {
    fn rows(&self) -> &[ProbRow] {
        match self {
            Body::Hit(r) => &r.rows,
            Body::Turn(r) => &r.rows,
            Body::Speed(r) => &r.rows,
        }
    }

    fn meta(&self) -> &RunMeta {
        match self {
            Body::Hit(r) => &r.meta,
            Body::Turn(r) => &r.meta,
            Body::Speed(r) => &r.meta,
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Body::Hit(_) => "hit",
            Body::Turn(_) => "turn",
            Body::Speed(_) => "speed",
        }
    }
}

#[derive(Serialize)]
struct Content<'a> {
    name: &'a str,
    description: &'a str,
    kind: &'a str,
    #[serde(flatten)]
    body: &'a Body,
}

impl Report {
    /// The run metadata.
    pub fn meta(&self) -> &RunMeta {
        self.body.meta()
    }

    /// The JSON document (envelope plus results).
    pub fn json(&self) -> Result<Vec<u8>, SimError> {
        let content = Content {
            name: &self.name,
            description: &self.description,
            kind: self.body.kind(),
            body: &self.body,
        };
        json_envelope(self.meta(), &self.inputs, &content)
    }

    /// The report in `format`.
    pub fn render(&self, format: Format) -> Result<Vec<u8>, SimError> {
        match format {
            Format::Json => self.json(),
            Format::Csv => render_csv(self.body.rows()),
            Format::Table => Ok(self.table().into_bytes()),
        }
    }

    /// The terminal view: title, derived numbers, then the probability table.
    pub fn table(&self) -> String {
        let mut out = format!("== {} ==\n", self.name);
        if !self.description.is_empty() {
            out += &format!("{}\n", self.description);
        }
        match &self.body {
            Body::Hit(r) => out += &derived_line(&r.derived),
            Body::Turn(r) => {
                out += &derived_line(&r.derived);
                for (name, p) in [
                    ("blocks", &r.histograms.blocks),
                    ("landed attacks", &r.histograms.lands),
                ] {
                    if let Some(p) = p {
                        out += &format!(
                            "{name} per turn: mean {:.3}, p50 {}, p90 {}, p99 {}, max {}\n",
                            p.mean, p.p50, p.p90, p.p99, p.max
                        );
                    }
                }
                if let Some(p) = &r.streaks.percentiles {
                    out += &format!(
                        "longest landed streak per fight of {} turn(s): mean {:.3}, p50 {}, p90 {}, p99 {}, max {}\n",
                        r.streaks.turns_per_fight, p.mean, p.p50, p.p90, p.p99, p.max
                    );
                }
            }
            Body::Speed(r) => {
                out += &format!("simulated: {}\n", r.derived);
                if let Some(p) = &r.estimate.run_lengths {
                    out += &format!(
                        "runs of consecutive double moves: mean length {:.3}, p50 {}, p90 {}, p99 {}, max {}{}\n",
                        p.mean,
                        p.p50,
                        p.p90,
                        p.p99,
                        p.max,
                        r.estimate.run_length_cap.map_or(String::new(), |c| format!(
                            " (runs of {c} or more count as {c})"
                        ))
                    );
                }
                if let (Some(p), Some([lo, hi])) = (
                    r.estimate.p_double_within_window,
                    r.estimate.p_double_within_window_ci95,
                ) {
                    out += &format!(
                        "P(at least one double move within the window) = {p:.6} [{lo:.6}, {hi:.6}]\n"
                    );
                }
            }
        }
        // Long tails (streak and run-length distributions) stay in JSON and CSV; the
        // terminal view shows their percentiles above.
        let rows: Vec<ProbRow> = self
            .body
            .rows()
            .iter()
            .filter(|r| !TAIL_SECTIONS.contains(&r.section.as_str()))
            .cloned()
            .collect();
        out += &render_table(self.meta(), &rows);
        out
    }
}

fn derived_line(d: &crate::combat::Derived) -> String {
    let limit = match d.block_limit {
        Some(l) => l.to_string(),
        None if d.sh_internal == 0 => "- (no SH)".to_string(),
        None => "none (0.19 rules)".to_string(),
    };
    format!(
        "defender: EV {}, SH {} (internal {}), block limit {}, {} attack(s) per turn; game shows {}\n",
        d.ev,
        d.sh,
        d.sh_internal,
        limit,
        d.attacks_per_turn,
        d.display_pct
            .iter()
            .map(|p| format!("{p}%"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}
