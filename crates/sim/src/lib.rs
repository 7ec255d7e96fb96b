//! # roguesim
//!
//! The simulator around the rules of `mechanics`: scenarios, the parallel Monte Carlo
//! engine, the report kinds of each game, studies made of single runs, and the reports. A
//! request takes one path: the command line ([`cli`]) or a scenario file gives a
//! [`ScenarioFile`]; the registry ([`kinds`]) hands it to its kind, which resolves it into
//! the rules (checking every input once, where the rule lives), runs its exact side and its
//! Monte Carlo experiment on the [`engine`], and returns one typed result, which [`report`]
//! exports in the format asked for.
//!
//! The layers, top down; each module imports only those below it (`ARCHITECTURE.md`):
//!
//! * [`cli`]: flags → checked once → run → export; exit codes. [`serve`]: `roguesim serve`,
//!   the page and the HTTP API over the scenario format, from the registry.
//! * [`schema`], [`plot`](mod@plot), [`study`], [`distributed`], [`tools`]: the JSON
//!   Schemas; `--plot`; sweeps, comparisons and `worth`; shards, merges and checkpoints;
//!   `bench` and `monsters`.
//! * [`kinds`]: the registry, one line per report kind, and the scenario file it makes.
//! * [`dcss`], [`frog`]: the report kinds, one folder each; [`speed_counts`]: monster
//!   actions per player action, counted for both games.
//! * [`scenario`]: what a kind is ([`scenario::Kind`]), its fields, reading scenario files.
//! * [`report`]: the output model and one exporter per format; [`engine`]: chunks,
//!   seeding, the pool, the seat of shards and checkpoints.
//! * [`stats`]: estimates, intervals, percentiles; [`output`]: writing a file or standard
//!   output.
//! * [`error`]: errors, their field paths and exit codes.
//!
//! [`ScenarioFile`]: kinds::ScenarioFile

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod cli;
pub mod dcss;
pub mod distributed;
pub mod engine;
pub mod error;
pub mod frog;
pub mod kinds;
pub mod output;
pub mod plot;
pub mod report;
pub mod scenario;
pub mod schema;
pub mod serve;
pub mod speed_counts;
pub mod stats;
pub mod study;
pub mod tools;
