//! A scenario file's life: parsed strictly, its kind found, its paths rebased, run, and echoed
//! by the report it makes. Runs come through the door ([`super::Door`]), which settles the
//! scenario and its configuration first.

use std::borrow::Cow;
use std::path::Path;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use super::{Entry, KINDS, ScenarioFile, Stored, keys};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::Report;
use crate::scenario::file;

impl ScenarioFile {
    /// The scenario of kind `K` named `name`, with `spec` as its object.
    pub fn of<K: Stored>(name: impl Into<String>, spec: K::Spec) -> Self {
        let mut file = ScenarioFile::named(name);
        K::put(&mut file, spec);
        file
    }

    /// Parses a scenario from JSON text; errors start with `origin:line:column`.
    pub fn parse(origin: &str, text: &str) -> Result<Self, SimError> {
        let file: ScenarioFile = file::parse(origin, text)?;
        file.kind()
            .map_err(|e| SimError::ScenarioFile(format!("{origin}: {e}")))?;
        Ok(file)
    }

    /// Reads and parses a scenario file; the paths it names are relative to its directory.
    pub fn load(path: &Path) -> Result<Self, SimError> {
        let text = file::read_text(path)?;
        let mut file = Self::parse(&path.display().to_string(), &text)?;
        if let Some(dir) = path.parent() {
            file.kind()?.rebase(&mut file, dir)?;
        }
        Ok(file)
    }

    /// The kind of the one scenario the file describes.
    pub fn kind(&self) -> Result<&'static dyn Entry, InputError> {
        let given: Vec<&'static dyn Entry> =
            KINDS.iter().copied().filter(|k| k.is_in(self)).collect();
        match given[..] {
            [one] => Ok(one),
            _ => Err(InputError::invalid(
                "kind",
                format!("give exactly one of the scenario kinds: {}", keys()),
            )),
        }
    }

    /// The scenario kind's key (`hit`, `speed`, ...) for error paths; empty when the file
    /// gives none or several.
    pub fn kind_key(&self) -> &'static str {
        self.kind().map_or("", |k| k.key())
    }

    /// Runs the scenario with `cfg`, whose trials and seed the caller has already resolved
    /// (the command line's, else the file's, else the defaults). The scenario is settled
    /// already: this is the door's last step ([`super::Admitted::run`]), and the one studies
    /// and resumed runs take with a scenario settled before. The report echoes the
    /// scenario with those trials and that seed, so running the echo again reproduces it.
    pub fn run(&self, cfg: &RunConfig) -> Result<Report, SimError> {
        let (content, meta) = self.kind()?.run(self, cfg)?;
        Ok(Report {
            name: self.name.clone(),
            description: self.description.clone(),
            meta,
            inputs: Box::new(self.echo(cfg)),
            content,
        })
    }

    /// The scenario as a report echoes it: with `cfg`'s trials and seed when it has a Monte
    /// Carlo side (an exact-only kind, `ev`, echoes neither).
    pub fn echo(&self, cfg: &RunConfig) -> ScenarioFile {
        let monte_carlo = self.kind().is_ok_and(|k| k.monte_carlo());
        ScenarioFile {
            trials: monte_carlo.then_some(cfg.trials),
            seed: monte_carlo.then_some(cfg.seed),
            ..self.clone()
        }
    }
}

/// The file name of the scenario file's schema, which every report's schema refers to for
/// its `inputs` (a relative reference: the schemas sit side by side in `schema/`).
pub const SCENARIO_SCHEMA: &str = "scenario.schema.json";

/// A scenario file, as a report's `inputs` echoes it: a reference to the scenario file's
/// own schema, so that a new kind changes that schema and its own, not every report's.
pub struct ScenarioRef;

impl JsonSchema for ScenarioRef {
    fn schema_name() -> Cow<'static, str> {
        "ScenarioRef".into()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "$ref": SCENARIO_SCHEMA })
    }
}
