//! Reading scenario files, whatever their kind: the text of a file (UTF-8), strict JSON with
//! `file:line:column` errors, and the paths a scenario names made relative to its file's
//! directory, so a file runs the same from anywhere.

use std::path::Path;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::fields::get_mut;
use crate::error::SimError;

/// The text of the scenario file at `path`.
pub fn read_text(path: &Path) -> Result<String, SimError> {
    let bytes = std::fs::read(path).map_err(|e| {
        SimError::ScenarioFile(format!("cannot read scenario file {}: {e}", path.display()))
    })?;
    String::from_utf8(bytes).map_err(|e| {
        SimError::ScenarioFile(format!(
            "{}: not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// `text` read strictly as a `T` (unknown fields are errors, as `T` says); errors start with
/// `origin:line:column`.
pub fn parse<T: DeserializeOwned>(origin: &str, text: &str) -> Result<T, SimError> {
    serde_json::from_str(text)
        .map_err(|e| SimError::ScenarioFile(format!("{origin}:{}:{}: {e}", e.line(), e.column())))
}

/// Makes the relative paths at `paths` (file fields of a kind's object, `defender.character`)
/// relative to `dir`, the scenario file's directory. Returns whether any was changed.
pub fn rebase(object: &mut Value, paths: &[&str], dir: &Path) -> bool {
    let mut changed = false;
    for path in paths {
        if let Some(Value::String(p)) = get_mut(object, path)
            && Path::new(p.as_str()).is_relative()
        {
            *p = dir.join(&*p).display().to_string();
            changed = true;
        }
    }
    changed
}
