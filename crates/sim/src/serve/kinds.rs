//! The report kinds as the API serves them, from the kinds' registry ([`crate::kinds`]):
//! every registered kind is served at `POST /api/<key>` with no code of its own here, and
//! what the API needs of a kind (an exact-only kind, its fields that name files, a figure)
//! is what the registry declares. The rule sets of each game are still said below until the
//! registry declares them.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use super::error::ApiError;
use super::limits::Limits;
use crate::kinds::{self as registry, Entry, KINDS, run_document};
use crate::report::Report;
use crate::schema::{self, schema_json};

/// One report kind as the API serves it.
#[derive(Clone, Copy, Debug, Serialize, JsonSchema)]
pub struct Kind {
    /// The kind's key in a scenario document, and its route: `POST /api/<key>`.
    pub key: &'static str,
    /// It has a Monte Carlo side (its trials are capped by `--max-trials`).
    pub monte_carlo: bool,
    /// Its report has a figure: `POST /api/<key>/svg`.
    pub figure: bool,
    /// The registry's entry.
    #[serde(skip)]
    #[schemars(skip)]
    entry: &'static dyn Entry,
}

impl Kind {
    fn of(entry: &'static dyn Entry) -> Self {
        Kind {
            key: entry.key(),
            monte_carlo: entry.monte_carlo(),
            figure: entry.has_figure(),
            entry,
        }
    }
}

/// Every kind, in the registry's order.
pub fn all() -> Vec<Kind> {
    KINDS.iter().map(|&e| Kind::of(e)).collect()
}

/// The kind of that key.
pub fn find(key: &str) -> Result<Kind, ApiError> {
    KINDS
        .iter()
        .find(|e| e.key() == key)
        .map(|&e| Kind::of(e))
        .ok_or_else(|| {
            ApiError::not_found(
                "kind",
                format!(
                    "kind: no report kind '{key}'; allowed: {}",
                    registry::keys()
                ),
            )
        })
}

impl Kind {
    /// The fields of this kind that name files, as JSON pointers from the document's root
    /// (`defender.character` is `/threat/defender/character`).
    fn path_fields(self) -> impl Iterator<Item = String> {
        self.entry
            .file_paths()
            .into_iter()
            .map(move |p| format!("/{}/{}", self.key, p.replace('.', "/")))
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
            .map(|e| e.key())
            .find(|&k| k != self.key && object.contains_key(k))
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

    /// Runs a scenario document of this kind through the one door
    /// ([`crate::kinds::run_document`]), as `roguesim run FILE` would: checked for its shape
    /// here, then parsed strictly, settled under the server's default rule set, its trials
    /// checked against the cap, and run with the server's threads and kernel.
    pub fn run(self, doc: Value, limits: &Limits) -> Result<Report, ApiError> {
        self.check_shape(&doc)?;
        run_document(doc, &limits.door()).map_err(|e| ApiError::from_sim(e, ""))
    }
}

/// The JSON Schema of a report kind, or of a scenario document (`scenario`), as `roguesim
/// schema KIND` prints it; a kind is named by its key (`dcss_speed`) or its command
/// (`dcss-speed`).
pub fn schema(name: &str) -> Result<Vec<u8>, ApiError> {
    let command = registry::find(name).map_or(name, |e| e.command());
    let kind = schema::find(command).ok_or_else(|| {
        let names: Vec<&str> = schema::all().iter().map(|k| k.name).collect();
        ApiError::not_found(
            "kind",
            format!("kind: no schema '{name}'; allowed: {}", names.join(", ")),
        )
    })?;
    schema_json(&kind).map_err(|e| ApiError::internal(e.to_string()))
}

/// The rule sets of each game, oldest first; the page starts on the newest (the command
/// line's default) and follows a pasted dump's release. A game with one rule set takes no
/// `rules` field in its scenarios; the page sends `rules` only when a game has several.
pub const RULE_SETS: [(&str, &[&str]); 2] = [
    ("dcss", &["dcss-0.31", "dcss-0.34"]),
    ("frog", &["frogcomposband-7.1"]),
];
