//! Naming an error as the user gave its cause: by the flag that set the field, or by the
//! scenario file and the field's path in it. The kind's field table says which flag sets a
//! field ([`crate::scenario::fields`]); the run-wide settings are named here.

use super::args::RunArgs;
use crate::error::{InputError, SimError};
use crate::kinds::{Entry, ScenarioFile};
use crate::scenario::fields;

/// Where a scenario came from, which decides how its errors name the field.
#[derive(Clone, Debug)]
pub(super) enum Origin {
    /// The command's flags: errors name the flag.
    Flags,
    /// A scenario file (or a built-in one): errors name the file and the field's path.
    File(String),
}

/// The run-wide settings flags set, by the paths their errors carry.
const RUN_FLAGS: [(&str, &str); 5] = [
    ("trials", "--trials"),
    ("seed", "--seed"),
    ("threads", "--threads"),
    ("chunk_size", "--chunk-size"),
    ("seconds", "--seconds"),
];

/// The flag that sets the field at `path` of a scenario of `kind` (or a run-wide setting).
fn flag_of(kind: Option<&dyn Entry>, path: &str) -> Option<String> {
    if let Some((_, flag)) = RUN_FLAGS.iter().find(|(p, _)| *p == path) {
        return Some(flag.to_string());
    }
    let fields = kind?.fields();
    fields::at_path(&fields, path).map(|f| format!("--{}", f.flag))
}

/// Names the field of an input error as the user gave it: the flag that set it, or the
/// file and the field's path in it. Run-wide settings (`trials`, `threads`) are named by
/// their flags unless the file gave them.
pub(super) fn locate(
    e: SimError,
    origin: &Origin,
    scenario: &ScenarioFile,
    run: &RunArgs,
) -> SimError {
    located(e, origin, scenario.kind().ok(), run)
}

/// [`locate`] for a scenario of `kind`.
pub(super) fn located(
    e: SimError,
    origin: &Origin,
    kind: Option<&dyn Entry>,
    run: &RunArgs,
) -> SimError {
    let SimError::Input(InputError { path, problem }) = e else {
        return e;
    };
    let from_file = match path.as_str() {
        "trials" => run.trials.is_none(),
        "seed" => run.seed.is_none(),
        "threads" | "chunk_size" | "seconds" => false,
        _ => true,
    };
    match origin {
        Origin::File(file) if from_file => {
            let field = match kind {
                Some(k) if !matches!(path.as_str(), "trials" | "seed" | "kind") => {
                    format!("{}.{path}", k.key())
                }
                _ => path,
            };
            SimError::ScenarioFile(format!("{file}: {field}: {problem}"))
        }
        _ => {
            let named = flag_of(kind, &path).unwrap_or(path);
            SimError::Input(InputError {
                path: named,
                problem,
            })
        }
    }
}

/// Names the field of an error from a command made of several runs of `kind` (or of none:
/// `bench`) by the flag that sets it.
pub(super) fn by_flag(e: SimError, kind: Option<&dyn Entry>, run: &RunArgs) -> SimError {
    located(e, &Origin::Flags, kind, run)
}
