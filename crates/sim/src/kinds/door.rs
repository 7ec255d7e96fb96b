//! The one door from a scenario to its report. `roguesim run FILE`, every kind's flags,
//! the built-in scenarios and `POST /api/<kind>` all pass through [`Door::admit`]: what the
//! outside world decides (the rule set `ROGUESIM_RULES` names, the command line's trials and
//! seed, the threads and kernel, a server's caps, whether files may be read) is read once at
//! the edge (the command line, a server's start) into a [`Door`], and the door settles the
//! scenario with it. The settled scenario names the rule set it runs under, so its report's
//! echoed `inputs` run again reproduce the report under any environment.
//!
//! Two readers come before the door: a scenario file's text (`ScenarioFile::load`, errors
//! at `file:line:column`) and a JSON document ([`Door::parse`], errors at the field's
//! path, `hit.defender.ev`); [`run_document`] is the second reader and the door in one call.

use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;
use serde_json::Value;

use super::{Entry, ScenarioFile};
use crate::engine::{DEFAULT_CHUNK_SIZE, RunConfig};
use crate::error::SimError;
use crate::report::Report;
use crate::scenario::fields::get_mut;
use crate::scenario::{DEFAULT_SEED, DEFAULT_TRIALS};

/// Whether a scenario may name files (a character dump) to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Files {
    /// Files are read (the command line, scenario files).
    Read,
    /// A field naming a file is refused (a web server, which must not read its machine's
    /// files on a client's word).
    Refuse,
}

/// What the edge decided for every run it admits, read once.
#[derive(Clone, Debug)]
pub struct Door {
    /// Whether a scenario may name files.
    pub files: Files,
    /// The rule set of a DCSS scenario that names none and whose dump names none: the
    /// edge's `ROGUESIM_RULES`, else `crate::dcss::rules::DEFAULT`.
    pub default_rules: RuleSet,
    /// The most trials a Monte Carlo scenario may ask for (a server's `--max-trials`);
    /// `None`: only the engine's own limit.
    pub max_trials: Option<u64>,
    /// Trials over the scenario's own (`--trials`).
    pub trials: Option<u64>,
    /// A seed over the scenario's own (`--seed`).
    pub seed: Option<u64>,
    /// Worker threads; `None` is every core.
    pub threads: Option<usize>,
    /// The vector kernel of the lane loops.
    pub kernel: LaneKernel,
    /// Trials per chunk.
    pub chunk_size: u64,
    /// Whether long runs show a progress bar.
    pub progress: bool,
}

impl Door {
    /// A door that reads files, under `default_rules`, with the scenario's trials and seed,
    /// every core, the fastest kernel and no progress bar: what a library caller wants.
    pub fn new(default_rules: RuleSet) -> Self {
        Door {
            files: Files::Read,
            default_rules,
            max_trials: None,
            trials: None,
            seed: None,
            threads: None,
            kernel: LaneKernel::best(),
            chunk_size: DEFAULT_CHUNK_SIZE,
            progress: false,
        }
    }

    /// Parses a scenario document strictly: a JSON object holding one kind's object; an
    /// error names the field's path (`hit.defender.ev`).
    pub fn parse(&self, document: Value) -> Result<ScenarioFile, SimError> {
        if !document.is_object() {
            return Err(SimError::invalid(
                "body",
                "a scenario document is a JSON object, e.g. {\"name\": \"mine\", \"hit\": {...}}",
            ));
        }
        serde_path_to_error::deserialize(document).map_err(|e| {
            let field = e.path().to_string();
            match field.as_str() {
                "." => SimError::ScenarioFile(e.inner().to_string()),
                f => SimError::invalid(f, e.inner().to_string()),
            }
        })
    }

    /// The run's configuration for `scenario`: the door's trials and seed, else the
    /// scenario's, else the defaults.
    pub fn config(&self, scenario: &ScenarioFile) -> RunConfig {
        RunConfig {
            trials: self.trials.or(scenario.trials).unwrap_or(DEFAULT_TRIALS),
            seed: self.seed.or(scenario.seed).unwrap_or(DEFAULT_SEED),
            threads: self.threads,
            chunk_size: self.chunk_size,
            progress: self.progress,
            kernel: self.kernel,
            source: None,
        }
    }

    /// Settles `scenario` without running it: its one kind found, a field naming a file
    /// refused where files are not read, the files it names read, and the rule set it runs
    /// under named in its `rules` (its own, else its dump's release, else the door's
    /// default). An error about a field names its path in the kind's object
    /// (`defender.character`), or `trials`, `seed`, `kind`.
    pub fn settle(&self, scenario: &mut ScenarioFile) -> Result<&'static dyn Entry, SimError> {
        let kind = scenario.kind()?;
        if self.files == Files::Refuse {
            let mut object = serde_json::to_value(&*scenario)?;
            for path in kind.file_paths() {
                let named = object
                    .get_mut(kind.key())
                    .and_then(|o| get_mut(o, path))
                    .is_some_and(|v| !v.is_null());
                if named {
                    return Err(SimError::invalid(
                        path,
                        "names a file, and files are not read here; give the fields it \
                         would describe",
                    ));
                }
            }
        }
        kind.settle(scenario, self.default_rules)?;
        Ok(kind)
    }

    /// Admits `scenario`: settled ([`Door::settle`]), its configuration resolved and checked
    /// (the trials under the door's cap), before any trial runs.
    pub fn admit(&self, mut scenario: ScenarioFile) -> Result<Admitted, SimError> {
        let kind = self.settle(&mut scenario)?;
        let cfg = self.config(&scenario);
        if let Some(cap) = self
            .max_trials
            .filter(|&cap| kind.monte_carlo() && cfg.trials > cap)
        {
            return Err(SimError::invalid(
                "trials",
                format!(
                    "{} is over the limit of {cap} trials here; ask for at most that many",
                    cfg.trials
                ),
            ));
        }
        cfg.validate()?;
        Ok(Admitted { scenario, cfg })
    }
}

/// A scenario through the door: settled, with its checked run configuration.
#[derive(Debug)]
pub struct Admitted {
    /// The settled scenario (its report echoes it).
    pub scenario: ScenarioFile,
    /// Its run's configuration.
    pub cfg: RunConfig,
}

impl Admitted {
    /// Runs it: its report.
    pub fn run(&self) -> Result<Report, SimError> {
        self.scenario.run(&self.cfg)
    }
}

/// An error of `kind`'s object named by its path from the document's root
/// (`hit.defender.ev`); the run-wide fields keep their names.
fn in_document(e: SimError, kind: &dyn Entry) -> SimError {
    match e {
        SimError::Input(e) if !matches!(e.path.as_str(), "trials" | "seed" | "kind") => {
            SimError::Input(e.within(kind.key()))
        }
        other => other,
    }
}

/// The report of a scenario document (`name`, optional `trials` and `seed`, and one kind's
/// object under its key), exactly as `roguesim run FILE` makes it from the same document;
/// its JSON is what `--format json` prints (`crate::report::exporter`).
pub fn run_document(document: Value, door: &Door) -> Result<Report, SimError> {
    let scenario = door.parse(document)?;
    let kind = scenario.kind()?;
    door.admit(scenario)
        .and_then(|admitted| admitted.run())
        .map_err(|e| in_document(e, kind))
}
