//! A scenario file's life: parsed strictly, its kind found, its paths rebased, run, and echoed
//! by the report it makes. Also the one call a library caller (a web server) needs:
//! [`run_document`], from a scenario document to its report.

use std::path::Path;

use mechanics::sampling::kernel::LaneKernel;
use serde_json::Value;

use super::{Entry, KINDS, ScenarioFile, Stored, keys};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::Report;
use crate::scenario::fields::get_mut;
use crate::scenario::{DEFAULT_SEED, DEFAULT_TRIALS, file};

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
    /// (the command line's, else the file's, else the defaults). The report echoes the
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

    /// The run's configuration when nothing but the file says: its trials and seed, else the
    /// defaults; every thread, the fastest kernel, no progress bar.
    pub fn config(&self) -> RunConfig {
        RunConfig {
            trials: self.trials.unwrap_or(DEFAULT_TRIALS),
            seed: self.seed.unwrap_or(DEFAULT_SEED),
            progress: false,
            kernel: LaneKernel::best(),
            ..RunConfig::new(1, 0)
        }
    }
}

/// Whether a scenario document may name files (a character dump) to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Files {
    /// Files are read (the command line, scenario files).
    Read,
    /// A field naming a file is refused (a web server, which must not read its machine's
    /// files on a client's word).
    Refuse,
}

/// The report of a scenario document (`name`, optional `trials` and `seed`, and one kind's
/// object under its key), exactly as `roguesim run FILE` makes it; its JSON is what
/// `--format json` prints (`crate::report::exporter`). With [`Files::Refuse`], a field that
/// names a file is refused. An error about a field names its path in the document
/// (`hit.defender.ev`).
pub fn run_document(document: Value, files: Files) -> Result<Report, SimError> {
    let mut document = document;
    let scenario: ScenarioFile = serde_json::from_value(document.clone())
        .map_err(|e| SimError::ScenarioFile(format!("scenario: {e}")))?;
    let kind = scenario.kind()?;
    if files == Files::Refuse {
        for path in kind.file_paths() {
            let object = document.get_mut(kind.key());
            if object.and_then(|o| get_mut(o, path)).is_some() {
                return Err(SimError::invalid(
                    format!("{}.{path}", kind.key()),
                    "a file path is not allowed here; give the fields it would describe",
                ));
            }
        }
    }
    let cfg = scenario.config();
    cfg.validate()?;
    scenario.run(&cfg).map_err(|e| match e {
        SimError::Input(e) => SimError::Input(e.within(kind.key())),
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Format, exporter};

    fn hit(defender: Value) -> Value {
        serde_json::json!({
            "name": "one attack",
            "trials": 2000,
            "seed": 3,
            "hit": {"defender": defender, "attackers": [{"monster_hd": 10}]},
        })
    }

    #[test]
    fn a_document_runs_as_its_scenario_file_does() {
        let doc = hit(serde_json::json!({"ev": 20}));
        let report = run_document(doc.clone(), Files::Refuse).unwrap();
        let file = ScenarioFile::parse("doc", &doc.to_string()).unwrap();
        let mut cfg = file.config();
        cfg.threads = Some(1);
        let direct = file.run(&cfg).unwrap();
        let json = |r: &Report| -> Value {
            let bytes = exporter(Format::Json)
                .export(std::slice::from_ref(r))
                .unwrap();
            let mut v: Value = serde_json::from_slice(&bytes).unwrap();
            let map = v.as_object_mut().unwrap();
            map.remove("elapsed_s");
            map.remove("threads");
            v
        };
        assert_eq!(json(&report), json(&direct));
        assert_eq!(report.content.kind(), "hit");
    }

    #[test]
    fn a_file_path_is_refused_when_files_may_not_be_read() {
        let doc = hit(serde_json::json!({"character": "/etc/passwd"}));
        let e = run_document(doc, Files::Refuse).unwrap_err().to_string();
        assert_eq!(
            e,
            "hit.defender.character: a file path is not allowed here; give the fields it would \
             describe"
        );
        let doc = hit(serde_json::json!({"character": "/no/such/dump.txt"}));
        let e = run_document(doc, Files::Read).unwrap_err().to_string();
        assert!(
            e.starts_with("hit.defender.character: cannot read /no/such/dump.txt"),
            "{e}"
        );
    }

    #[test]
    fn a_document_must_name_one_kind() {
        let e = run_document(serde_json::json!({"name": "nothing"}), Files::Refuse)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("kind: give exactly one of the scenario kinds: ev, hit"),
            "{e}"
        );
    }
}
