//! The end-to-end tests of `roguesim`, one test binary with a module per feature (one link
//! of the crate instead of one per file), the server's ([`serve`]) included; the fuzzer
//! (`tests/fuzz/`) is its own binary, since it moves its process's working directory.
//! Most modules run the command line through the binary's entry point in this process
//! ([`support::run`]: `roguesim::cli::main_with_io` with the environment of a script piping
//! the binary); what only a process has (signals, the environment's variables, a closed
//! pipe, another working directory, the server's workers) is tested by starting the real
//! binary. Some modules call the library's own functions (`monte_carlo_properties`,
//! `readme`, `report`, the `character` modules), and [`units`] holds the library's unit
//! tests.

mod bad_input;
mod character;
mod character_gear;
mod character_mismatch;
mod checkpoint;
mod commands;
mod compare_worth;
mod contract;
mod damage;
mod danger;
mod dcss034_vectors;
mod defects;
mod defender_flags;
mod dump_release;
mod dump_support;
mod forms;
mod glance;
mod help;
mod lane_paths;
mod monte_carlo_034;
mod monte_carlo_properties;
mod named_monsters;
mod output;
mod player_attack_vectors;
mod player_ranged_duels;
mod player_ranged_dumps;
mod player_ranged_vectors;
mod plot;
mod pursuit;
mod ranged;
mod ranged_refusals;
mod readme;
mod readme_blocks;
mod real_dumps;
mod report;
mod reproducible;
mod rules_default;
mod runs;
mod schema;
mod serve;
mod shard_refusals;
mod shards;
mod shell;
mod statistics;
mod support;
mod sweep;
mod sweep_kinds;
mod threat;
mod threat_ranged;
#[path = "../../../mechanics/tests/it/tier.rs"]
mod tier;
/// The library's unit tests, one file per file of `src/` at the same path, so that
/// `cargo test` compiles the library once (its `[lib]` has `test = false`).
mod units;
mod width;
