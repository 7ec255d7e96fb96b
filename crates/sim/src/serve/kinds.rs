//! The report kinds as the API serves them: the one place that knows how the simulator
//! lists its kinds and runs a scenario document. Everything else in [`super`] is the same
//! for every kind, so a kind added to the simulator appears in the API with no edit there.
//!
//! Today this adapts [`crate::scenario`] (its [`KINDS`] and [`ScenarioFile::run`]); what
//! each kind adds to that (an exact-only kind, the fields that are file paths, a figure) and
//! the rule sets of each game are said in the tables below until the kinds' registry
//! declares them.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use super::error::ApiError;
use super::limits::Limits;
use crate::engine::{DEFAULT_CHUNK_SIZE, RunConfig};
use crate::report::Report;
use crate::scenario::{DEFAULT_SEED, DEFAULT_TRIALS, KINDS, ScenarioFile};
use crate::schema::{SchemaKind, schema_json};

/// The kinds that are exact only: no Monte Carlo side, so no trials to cap.
const EXACT_ONLY: [&str; 1] = ["ev"];

/// The fields of each kind that name a file on the server, as JSON pointers under the
/// kind's object: refused in every request.
const PATH_FIELDS: [(&str, &str); 5] = [
    ("ev", "/defender/character"),
    ("hit", "/defender/character"),
    ("turn", "/defender/character"),
    ("threat", "/defender/character"),
    ("damage", "/defender/character"),
];

/// The kinds whose report has a figure (`--plot`).
const FIGURES: [&str; 3] = ["turn", "speed", "dcss_speed"];

/// One report kind as the API serves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Kind {
    /// The kind's key in a scenario document, and its route: `POST /api/<key>`.
    pub key: &'static str,
    /// It has a Monte Carlo side (its trials are capped by `--max-trials`).
    pub monte_carlo: bool,
    /// Its report has a figure: `POST /api/<key>/svg`.
    pub figure: bool,
}

/// Every kind, in the simulator's order.
pub fn all() -> Vec<Kind> {
    KINDS
        .iter()
        .map(|&key| Kind {
            key,
            monte_carlo: !EXACT_ONLY.contains(&key),
            figure: FIGURES.contains(&key),
        })
        .collect()
}

/// The kind of that key.
pub fn find(key: &str) -> Result<Kind, ApiError> {
    all().into_iter().find(|k| k.key == key).ok_or_else(|| {
        ApiError::not_found(
            "kind",
            format!(
                "kind: no report kind '{key}'; allowed: {}",
                KINDS.join(", ")
            ),
        )
    })
}

impl Kind {
    /// The fields of this kind that name files, as JSON pointers from the document's root.
    fn path_fields(self) -> impl Iterator<Item = String> {
        PATH_FIELDS
            .iter()
            .filter(move |(k, _)| *k == self.key)
            .map(move |(_, p)| format!("/{}{p}", self.key))
    }

    /// Checks the document's shape: a JSON object holding this kind's object and no other
    /// kind's, and no field that names a file.
    fn check_shape(self, doc: &Value) -> Result<(), ApiError> {
        let Some(object) = doc.as_object() else {
            return Err(ApiError::unprocessable(
                "body",
                format!(
                    "body: a scenario document is a JSON object, e.g. {{\"name\": \"mine\", \"{}\": {{...}}}}",
                    self.key
                ),
            ));
        };
        if let Some(other) = KINDS
            .iter()
            .find(|&&k| k != self.key && object.contains_key(k))
        {
            return Err(ApiError::unprocessable(
                other,
                format!(
                    "{other}: this route runs a {} scenario; send a {other} scenario to POST /api/{other}",
                    self.key
                ),
            ));
        }
        if !object.contains_key(self.key) {
            return Err(ApiError::unprocessable(
                self.key,
                format!(
                    "{0}: missing; POST /api/{0} takes a scenario document with a '{0}' object, as in configs/",
                    self.key
                ),
            ));
        }
        for pointer in self.path_fields() {
            if doc.pointer(&pointer).is_some_and(|v| !v.is_null()) {
                let field = pointer.trim_start_matches('/').replace('/', ".");
                return Err(ApiError::unprocessable(
                    &field,
                    format!(
                        "{field}: names a file, and this server reads no file a request names; \
                         paste the dump into POST /api/character and send the build it returns"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Runs a scenario document of this kind, as `roguesim run FILE` would: checked for shape
    /// and files, parsed strictly, its trials checked against the cap, then run with the
    /// server's threads and kernel.
    pub fn run(self, doc: Value, limits: &Limits) -> Result<Report, ApiError> {
        self.check_shape(&doc)?;
        let file: ScenarioFile = serde_path_to_error::deserialize(doc).map_err(|e| {
            let field = e.path().to_string();
            let field = if field == "." { String::new() } else { field };
            let message = match field.as_str() {
                "" => e.inner().to_string(),
                f => format!("{f}: {}", e.inner()),
            };
            ApiError::unprocessable(&field, message)
        })?;
        let trials = file.trials.unwrap_or(DEFAULT_TRIALS);
        if self.monte_carlo && trials > limits.max_trials {
            return Err(ApiError::unprocessable(
                "trials",
                format!(
                    "trials: {trials} is over this server's limit of {} (--max-trials); \
                     ask for at most that many",
                    limits.max_trials
                ),
            ));
        }
        let cfg = RunConfig {
            trials,
            seed: file.seed.unwrap_or(DEFAULT_SEED),
            threads: limits.threads,
            chunk_size: DEFAULT_CHUNK_SIZE,
            progress: false,
            kernel: limits.kernel,
            ledger: None,
        };
        cfg.validate()
            .and_then(|()| file.run(&cfg))
            .map_err(|e| ApiError::from_sim(e, self.key))
    }
}

/// The JSON Schema of a report kind, or of a scenario file for `scenario` (as `roguesim
/// schema KIND` prints it).
pub fn schema(name: &str) -> Result<Vec<u8>, ApiError> {
    let wanted = name.replace('_', "-");
    let kind = SchemaKind::ALL
        .into_iter()
        .find(|k| clap::ValueEnum::to_possible_value(k).is_some_and(|v| v.get_name() == wanted))
        .ok_or_else(|| {
            let names: Vec<String> = SchemaKind::ALL
                .iter()
                .filter_map(clap::ValueEnum::to_possible_value)
                .map(|v| v.get_name().replace('-', "_"))
                .collect();
            ApiError::not_found(
                "kind",
                format!("kind: no schema '{name}'; allowed: {}", names.join(", ")),
            )
        })?;
    schema_json(kind).map_err(|e| ApiError::internal(e.to_string()))
}

/// The rule sets of each game, oldest first. A game with one rule set takes no `rules`
/// field in its scenarios; the page sends `rules` only when a game has several.
pub const RULE_SETS: [(&str, &[&str]); 2] =
    [("dcss", &["dcss-0.31"]), ("frog", &["frogcomposband-7.1"])];
