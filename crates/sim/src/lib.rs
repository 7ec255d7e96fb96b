//! roguesim: the parallel Monte Carlo engine and scenario runner.
//!
//! - [`engine`]: the deterministic parallel engine experiments plug into.
//! - [`stats`]: proportions, confidence intervals and mean estimates.
//! - [`report`]: output formats, the JSON envelope and atomic file output.
//! - [`error`]: the error type and its exit codes.
#![warn(missing_docs)]

pub mod bench;
pub mod cli;
pub mod combat;
pub mod engine;
pub mod error;
pub mod report;
pub mod scenario;
pub mod speed;
pub mod stats;
