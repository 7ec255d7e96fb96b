//! Errors and the process exit codes they map to.
//!
//! Every message is one line. An input error carries the path of the field in a scenario
//! file (`defender.ev`, `attackers[0].monster_hd`) and its typed source from the rules, so
//! the command line can name the flag the user typed through the kind's field table (`cli::errors`)
//! without rewriting any message.

use std::io;
use std::path::PathBuf;

use mechanics::dcss::build::BuildError;
use mechanics::dcss::data::UnknownName;
use mechanics::dcss::skills::SkillOutOfRange;
use mechanics::dcss::time::TimeError;
use mechanics::limits::OutOfRange;
use thiserror::Error;

/// Exit code for bad input: an invalid flag value, scenario description or file.
pub const EXIT_USAGE: u8 = 2;

/// Exit code for failures that are not the user's input: I/O, thread pool, serialisation.
pub const EXIT_FAILURE: u8 = 1;

/// What is wrong with one input field.
#[derive(Debug, Error)]
pub enum Problem {
    /// A number outside the range its rule is defined for.
    #[error(transparent)]
    OutOfRange(#[from] OutOfRange),
    /// A name that matches nothing, with the closest names.
    #[error(transparent)]
    UnknownName(#[from] UnknownName),
    /// A build the game would not allow.
    #[error(transparent)]
    Build(#[from] BuildError),
    /// A skill level outside 0–27 or finer than tenths.
    #[error(transparent)]
    Skill(#[from] SkillOutOfRange),
    /// A DCSS time input the rules are not defined for.
    #[error(transparent)]
    Time(#[from] TimeError),
    /// Anything else: a missing or conflicting field, in words that say what is allowed.
    #[error("{0}")]
    Invalid(String),
}

/// An input field the rules reject: its path in a scenario file and what is wrong.
#[derive(Debug, Error)]
#[error("{path}: {problem}")]
pub struct InputError {
    /// The field's path within the scenario kind's object, e.g. `defender.ev`.
    pub path: String,
    /// What is wrong with it.
    #[source]
    pub problem: Problem,
}

impl InputError {
    /// The error at `path`.
    pub fn at(path: impl Into<String>, problem: impl Into<Problem>) -> Self {
        InputError {
            path: path.into(),
            problem: problem.into(),
        }
    }

    /// An error in words at `path`.
    pub fn invalid(path: impl Into<String>, what: impl Into<String>) -> Self {
        Self::at(path, Problem::Invalid(what.into()))
    }

    /// The error with `prefix` prepended to its path (`attackers[1]` + `monster_hd`).
    pub fn within(self, prefix: &str) -> Self {
        InputError {
            path: join(prefix, &self.path),
            ..self
        }
    }
}

/// `prefix.field`, or `field` alone when `prefix` is empty.
pub fn join(prefix: &str, field: &str) -> String {
    if prefix.is_empty() {
        field.to_string()
    } else {
        format!("{prefix}.{field}")
    }
}

/// A rules error that knows which field it is about, so the caller only adds the path of the
/// object holding the field.
pub trait FieldError: Into<Problem> {
    /// The field's path within the object the rule checked.
    fn field(&self) -> String;

    /// The error as an [`InputError`] under `prefix`.
    fn at(self, prefix: &str) -> InputError {
        let path = join(prefix, &self.field());
        InputError::at(path, self)
    }
}

impl FieldError for OutOfRange {
    fn field(&self) -> String {
        self.field.to_string()
    }
}

impl FieldError for BuildError {
    fn field(&self) -> String {
        BuildError::field(self).to_string()
    }
}

impl FieldError for TimeError {
    fn field(&self) -> String {
        TimeError::field(self).to_string()
    }
}

/// Everything that can go wrong between the command line and the written report.
#[derive(Debug, Error)]
pub enum SimError {
    /// An input field the rules reject.
    #[error(transparent)]
    Input(#[from] InputError),

    /// A scenario file that cannot be read or parsed, or that does not name exactly one
    /// scenario kind; the message starts with `file:line:column` where known.
    #[error("{0}")]
    ScenarioFile(String),

    /// The output file (or its temporary sibling) could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The destination that was being written.
        path: PathBuf,
        /// The underlying I/O error.
        source: io::Error,
    },

    /// Standard output could not be written (other than a closed pipe).
    #[error("cannot write to standard output: {0}")]
    Stdout(io::Error),

    /// The dedicated rayon pool could not be started.
    #[error("cannot start a pool of {threads} worker threads: {reason}")]
    ThreadPool {
        /// The requested number of threads.
        threads: usize,
        /// Rayon's explanation.
        reason: String,
    },

    /// JSON, CSV or histogram construction failed.
    #[error("cannot produce output: {0}")]
    Output(String),

    /// A checkpointed run stopped by SIGINT or SIGTERM after saving its progress.
    #[error(
        "interrupted by {}: {done} of {chunks} chunks are saved in {checkpoint}; run the same \
         command again to resume",
        signal_name(*signal)
    )]
    Interrupted {
        /// The signal's number.
        signal: i32,
        /// The checkpoint file.
        checkpoint: String,
        /// Chunks saved.
        done: u64,
        /// Chunks of the run (or of its shard).
        chunks: u64,
    },
}

/// `SIGINT`, `SIGTERM`, or `signal N`.
fn signal_name(signal: i32) -> String {
    match signal {
        2 => "SIGINT".to_string(),
        15 => "SIGTERM".to_string(),
        n => format!("signal {n}"),
    }
}

/// A value that cannot be written or read as JSON (an output failure, exit code 1).
impl From<serde_json::Error> for SimError {
    fn from(e: serde_json::Error) -> Self {
        SimError::Output(format!("JSON: {e}"))
    }
}

impl SimError {
    /// An input error in words at `path`.
    pub fn invalid(path: impl Into<String>, what: impl Into<String>) -> Self {
        SimError::Input(InputError::invalid(path, what))
    }

    /// True when the error is the user's input (exit code [`EXIT_USAGE`]).
    pub fn is_usage(&self) -> bool {
        matches!(self, SimError::Input(_) | SimError::ScenarioFile(_))
    }

    /// The process exit code for this error: [`EXIT_USAGE`] (2) for bad input, 128 + the
    /// signal's number for an interrupted checkpointed run (130 for SIGINT, 143 for
    /// SIGTERM, as a shell reports a process the signal ended), [`EXIT_FAILURE`] (1) for
    /// internal or I/O failures.
    pub fn exit_code(&self) -> u8 {
        if let SimError::Interrupted { signal, .. } = self {
            return u8::try_from(128 + signal).unwrap_or(EXIT_FAILURE);
        }
        if self.is_usage() {
            EXIT_USAGE
        } else {
            EXIT_FAILURE
        }
    }
}
