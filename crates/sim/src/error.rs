//! Errors of the simulator and the process exit codes they map to.
//!
//! Every message is one line. Input errors name the offending field (as the
//! command-line flag a user typed) and the allowed values or range, so the
//! command layer can print `error: {err}` and exit without further context.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// Exit code for bad input: an invalid flag value or scenario description.
pub const EXIT_USAGE: u8 = 2;

/// Exit code for failures that are not the user's input: I/O, thread pool,
/// serialization.
pub const EXIT_FAILURE: u8 = 1;

/// Everything that can go wrong in the engine, the statistics or the output
/// plumbing.
#[derive(Debug, Error)]
pub enum SimError {
    /// `--trials 0` was requested.
    #[error("--trials must be at least 1")]
    ZeroTrials,

    /// `--threads 0` was requested.
    #[error("--threads must be at least 1 (omit it to use all cores)")]
    ZeroThreads,

    /// `--chunk-size 0` was requested.
    #[error("--chunk-size must be at least 1")]
    ZeroChunkSize,

    /// Any other invalid input value; `field` is the flag or field name,
    /// `allowed` the allowed values or range, `got` what was given.
    #[error("{field} must be {allowed} (got {got})")]
    InvalidInput {
        /// The flag or field name, e.g. `--confidence`.
        field: String,
        /// The allowed values or range, e.g. `in (0, 1)`.
        allowed: String,
        /// The rejected value as the user wrote it.
        got: String,
    },

    /// A scenario, flag or file that the rules reject: an unknown name, a build the
    /// game forbids, a value out of range, a missing or malformed scenario file. The
    /// message names the field and what is allowed.
    #[error("{0}")]
    BadInput(String),

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
}

impl SimError {
    /// A [`SimError::BadInput`] whose message is `field: reason`.
    pub fn bad(field: &str, reason: impl std::fmt::Display) -> Self {
        SimError::BadInput(format!("{field}: {reason}"))
    }

    /// Build an [`SimError::InvalidInput`] from anything displayable.
    pub fn invalid(
        field: impl Into<String>,
        allowed: impl Into<String>,
        got: impl std::fmt::Display,
    ) -> Self {
        SimError::InvalidInput {
            field: field.into(),
            allowed: allowed.into(),
            got: got.to_string(),
        }
    }

    /// True when the error is the user's input (exit code [`EXIT_USAGE`]).
    pub fn is_usage(&self) -> bool {
        matches!(
            self,
            SimError::ZeroTrials
                | SimError::ZeroThreads
                | SimError::ZeroChunkSize
                | SimError::InvalidInput { .. }
                | SimError::BadInput(_)
        )
    }

    /// The process exit code for this error: [`EXIT_USAGE`] (2) for bad
    /// input, [`EXIT_FAILURE`] (1) for internal or I/O failures.
    /// `main` uses it as `std::process::ExitCode::from(err.exit_code())`.
    pub fn exit_code(&self) -> u8 {
        if self.is_usage() {
            EXIT_USAGE
        } else {
            EXIT_FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_one_line_and_name_the_field() {
        let errs = [
            SimError::ZeroTrials,
            SimError::ZeroThreads,
            SimError::ZeroChunkSize,
            SimError::invalid("--confidence", "in (0, 1)", 1.5),
            SimError::Write {
                path: PathBuf::from("/nonexistent/out.json"),
                source: io::Error::new(io::ErrorKind::NotFound, "No such file or directory"),
            },
            SimError::Stdout(io::Error::other("device full")),
            SimError::ThreadPool {
                threads: 3,
                reason: "no threads".into(),
            },
            SimError::Output("bad".into()),
        ];
        for e in &errs {
            assert!(!e.to_string().contains('\n'), "{e}");
        }
        assert_eq!(
            SimError::ZeroTrials.to_string(),
            "--trials must be at least 1"
        );
        assert_eq!(
            SimError::invalid("--confidence", "in (0, 1)", 1.5).to_string(),
            "--confidence must be in (0, 1) (got 1.5)"
        );
        assert_eq!(
            errs[4].to_string(),
            "cannot write /nonexistent/out.json: No such file or directory"
        );
    }

    #[test]
    fn exit_codes() {
        assert_eq!(SimError::ZeroTrials.exit_code(), EXIT_USAGE);
        assert_eq!(SimError::ZeroThreads.exit_code(), 2);
        assert_eq!(SimError::ZeroChunkSize.exit_code(), 2);
        assert_eq!(SimError::invalid("--x", "1..=3", 4).exit_code(), 2);
        assert_eq!(
            SimError::Stdout(io::Error::other("x")).exit_code(),
            EXIT_FAILURE
        );
        assert_eq!(SimError::Output("x".into()).exit_code(), 1);
        assert_eq!(
            SimError::ThreadPool {
                threads: 1,
                reason: String::new()
            }
            .exit_code(),
            1
        );
    }
}
