//! Scenarios, whatever their kind: what a report kind is ([`Kind`]), the fields of its
//! scenario object ([`fields`]), what studies read of it ([`profile`], [`quantities`]),
//! reading scenario files ([`file`](mod@file)) and the scenarios `roguesim` runs with no command
//! ([`builtin`]). The kinds themselves plug in at `crate::kinds`, the registry, which makes
//! the scenario file type ([`crate::kinds::ScenarioFile`]) from them.

pub mod builtin;
pub mod fields;
pub mod file;
mod kind;
pub mod profile;
pub mod quantities;

pub use fields::{Field, FieldValue};
pub use kind::Kind;
pub use profile::Profile;
pub use quantities::Quantities;

/// Trials when neither the command line nor the scenario gives them.
pub const DEFAULT_TRIALS: u64 = 1_000_000;

/// Seed when neither the command line nor the scenario gives one.
pub const DEFAULT_SEED: u64 = 1;
