//! # roguesim
//!
//! The simulator around the rules of `mechanics`: scenarios, the parallel Monte Carlo
//! engine, the experiments of each game, and the reports. A request takes one path:
//! the command line ([`cli`]) or a scenario file ([`scenario`]) gives a [`ScenarioFile`],
//! its game's runner resolves it into the rules (checking every input once, where the rule
//! lives), runs the exact computation and the Monte Carlo experiment on the [`engine`], and
//! returns one typed result, which [`report`] exports in the format asked for.
//!
//! * [`cli`]: flags → the same scenario a file gives → run → export; exit codes.
//! * [`scenario`]: scenario files and the dispatch to each kind's runner.
//! * [`dcss`]: DCSS specs and runners: `ev`, `hit`, `turn`, `dcss-speed`.
//! * [`frog`]: FrogComposband double moves: spec, experiment, report.
//! * [`actions`]: monster actions per player action, counted and estimated for both games.
//! * [`engine`]: the deterministic parallel engine (chunks, seeding, merging).
//! * [`estimate`]: proportions, means, Wilson intervals, sigmas and design effects.
//! * [`histogram`]: percentiles from exact counts.
//! * [`report`]: one result model per kind, one exporter per format, atomic output.
//! * [`bench`](mod@bench): the throughput of every roll loop against the raw generator.
//! * [`schema`]: the JSON Schemas of scenario files and reports.
//! * [`plot`](mod@plot): `--plot`, reports drawn as SVG or PNG with an embedded font.
//! * [`point`]: a command's scenario with flags set, and its quantities by JSON key.
//! * [`sweep`], [`compare`], [`worth`]: curves and grids, two variants side by side, and
//!   what the next point is worth, all made of single runs.
//! * [`shard`]: shards and their merge, resumable runs (checkpoints).
//! * [`serve`]: `roguesim serve`, the page and the HTTP API over the scenario format.
//! * [`error`]: errors, their field paths and exit codes.
//!
//! [`ScenarioFile`]: scenario::ScenarioFile

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod actions;
pub mod bench;
pub mod cli;
pub mod dcss;
pub mod distributed;
pub mod engine;
pub mod error;
pub mod estimate;
pub mod frog;
pub mod histogram;
pub mod kinds;
pub mod monsters;
pub mod output;
pub mod plot;
pub mod report;
pub mod scenario;
pub mod schema;
pub mod serve;
pub mod study;
