//! Scenarios: what every command but `bench` runs. A scenario file is one JSON object naming
//! one scenario of one kind, parsed strictly (unknown fields are errors); the command line
//! builds the same [`ScenarioFile`] from its flags, so a file and the flags that describe the
//! same scenario give the same report, and every report echoes its scenario as `inputs`.
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
//! Exactly one of `ev`, `hit`, `turn`, `threat`, `speed` (FrogComposband) or `dcss_speed` is
//! given.

use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::damage::{DamageSpec, run_damage};
use crate::dcss::ev::{EvSpec, run_ev};
use crate::dcss::hit::run_hit;
use crate::dcss::spec::TurnSpec;
use crate::dcss::threat::{ThreatSpec, run_threat};
use crate::dcss::time::{DcssSpeedSpec, run_dcss_speed};
use crate::dcss::turn::run_turn;
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::frog::result::run_frog;
use crate::frog::spec::FrogSpeedSpec;
use crate::report::{Content, Report};

/// The scenario kinds, as the keys of a scenario file.
pub const KINDS: [&str; 7] = [
    "ev",
    "hit",
    "turn",
    "threat",
    "damage",
    "speed",
    "dcss_speed",
];

/// Trials when neither the command line nor the scenario gives them.
pub const DEFAULT_TRIALS: u64 = 1_000_000;

/// Seed when neither the command line nor the scenario gives one.
pub const DEFAULT_SEED: u64 = 1;

/// One scenario file.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
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
    /// A build's EV, SH and encumbrance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<EvSpec>,
    /// A single DCSS attack (the first attack of the turn described).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hit: Option<TurnSpec>,
    /// A DCSS defender turn of attacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnSpec>,
    /// How dangerous a named DCSS monster is to a defender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threat: Option<ThreatSpec>,
    /// One landed attack's damage after AC, and the rounds a player survives.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<DamageSpec>,
    /// FrogComposband double moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed: Option<FrogSpeedSpec>,
    /// DCSS monster actions per player action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dcss_speed: Option<DcssSpeedSpec>,
}

/// The one scenario a file describes.
#[derive(Clone, Copy, Debug)]
pub enum Scenario<'a> {
    /// A build's EV, SH and encumbrance.
    Ev(&'a EvSpec),
    /// One attack.
    Hit(&'a TurnSpec),
    /// A defender turn.
    Turn(&'a TurnSpec),
    /// A named monster's threat.
    Threat(&'a ThreatSpec),
    /// Damage after AC and rounds survived.
    Damage(&'a DamageSpec),
    /// FrogComposband double moves.
    Speed(&'a FrogSpeedSpec),
    /// DCSS monster actions per player action.
    DcssSpeed(&'a DcssSpeedSpec),
}

/// The scenarios `roguesim` runs with no command.
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
    /// A scenario named `name` with nothing else set.
    pub fn named(name: impl Into<String>) -> Self {
        ScenarioFile {
            name: name.into(),
            description: String::new(),
            trials: None,
            seed: None,
            ev: None,
            hit: None,
            turn: None,
            threat: None,
            damage: None,
            speed: None,
            dcss_speed: None,
        }
    }

    /// Parses a scenario from JSON text; errors start with `origin:line:column`.
    pub fn parse(origin: &str, text: &str) -> Result<Self, SimError> {
        let file: ScenarioFile = serde_json::from_str(text).map_err(|e| {
            SimError::ScenarioFile(format!("{origin}:{}:{}: {e}", e.line(), e.column()))
        })?;
        file.scenario()
            .map_err(|e| SimError::ScenarioFile(format!("{origin}: {e}")))?;
        Ok(file)
    }

    /// Reads and parses a scenario file.
    pub fn load(path: &Path) -> Result<Self, SimError> {
        let bytes = std::fs::read(path).map_err(|e| {
            SimError::ScenarioFile(format!("cannot read scenario file {}: {e}", path.display()))
        })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            SimError::ScenarioFile(format!(
                "{}: not UTF-8 text (invalid byte at offset {})",
                path.display(),
                e.utf8_error().valid_up_to()
            ))
        })?;
        let mut file = Self::parse(&path.display().to_string(), &text)?;
        if let Some(dir) = path.parent() {
            file.rebase_paths(dir);
        }
        Ok(file)
    }

    /// Makes the relative paths the scenario names (a defender's character dump) relative to
    /// `dir`, the scenario file's directory, so a file runs the same from anywhere.
    fn rebase_paths(&mut self, dir: &Path) {
        let defender = match self {
            ScenarioFile { ev: Some(s), .. } => &mut s.defender,
            ScenarioFile { hit: Some(s), .. } | ScenarioFile { turn: Some(s), .. } => {
                &mut s.defender
            }
            ScenarioFile {
                threat: Some(s), ..
            } => &mut s.defender,
            ScenarioFile {
                damage:
                    Some(DamageSpec {
                        defender: Some(d), ..
                    }),
                ..
            } => d,
            _ => return,
        };
        if let Some(c) = &mut defender.character {
            let p = Path::new(c.as_str());
            if p.is_relative() {
                *c = dir.join(p).display().to_string();
            }
        }
    }

    /// The one scenario the file describes.
    pub fn scenario(&self) -> Result<Scenario<'_>, InputError> {
        let given: Vec<Scenario<'_>> = [
            self.ev.as_ref().map(Scenario::Ev),
            self.hit.as_ref().map(Scenario::Hit),
            self.turn.as_ref().map(Scenario::Turn),
            self.threat.as_ref().map(Scenario::Threat),
            self.damage.as_ref().map(Scenario::Damage),
            self.speed.as_ref().map(Scenario::Speed),
            self.dcss_speed.as_ref().map(Scenario::DcssSpeed),
        ]
        .into_iter()
        .flatten()
        .collect();
        match given[..] {
            [one] => Ok(one),
            _ => Err(InputError::invalid(
                "kind",
                format!(
                    "give exactly one of the scenario kinds: {}",
                    KINDS.join(", ")
                ),
            )),
        }
    }

    /// Runs the scenario with `cfg`, whose trials and seed the caller has already resolved
    /// (the command line's, else the file's, else the defaults). The report echoes the
    /// scenario with those trials and that seed, so running the echo again reproduces it.
    pub fn run(&self, cfg: &RunConfig) -> Result<Report, SimError> {
        let kind = self.scenario()?;
        let (content, meta) = match kind {
            Scenario::Ev(s) => {
                let (r, m) = run_ev(s)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::Hit(s) => {
                let (r, m) = run_hit(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::Turn(s) => {
                let (r, m) = run_turn(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::Threat(s) => {
                let (r, m) = run_threat(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::Damage(s) => {
                let (r, m) = run_damage(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::Speed(s) => {
                let (r, m) = run_frog(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
            Scenario::DcssSpeed(s) => {
                let (r, m) = run_dcss_speed(s, cfg)?;
                (Box::new(r) as Box<dyn Content>, m)
            }
        };
        Ok(Report {
            name: self.name.clone(),
            description: self.description.clone(),
            meta,
            inputs: Box::new(self.echo(cfg)),
            content,
        })
    }

    /// The scenario as a report echoes it: with `cfg`'s trials and seed when it has a Monte
    /// Carlo side (an `ev` scenario is exact and echoes neither).
    pub fn echo(&self, cfg: &RunConfig) -> ScenarioFile {
        let exact_only = matches!(self.scenario(), Ok(Scenario::Ev(_)));
        ScenarioFile {
            trials: (!exact_only).then_some(cfg.trials),
            seed: (!exact_only).then_some(cfg.seed),
            ..self.clone()
        }
    }

    /// The scenario kind's key (`hit`, `speed`, ...) for error paths.
    pub fn kind_key(&self) -> &'static str {
        match self.scenario() {
            Ok(Scenario::Ev(_)) => "ev",
            Ok(Scenario::Hit(_)) => "hit",
            Ok(Scenario::Turn(_)) => "turn",
            Ok(Scenario::Threat(_)) => "threat",
            Ok(Scenario::Damage(_)) => "damage",
            Ok(Scenario::Speed(_)) => "speed",
            Ok(Scenario::DcssSpeed(_)) => "dcss_speed",
            Err(_) => "",
        }
    }
}
