//! The integration tests of the mechanics crate, one test binary (as cargo's own
//! `tests/testsuite/`): one link instead of one per file. Each module is one concern; the
//! helpers shared between them are the first four modules.

mod common;
mod common034;
mod player_ranged;
mod ranged_common;
/// The two test tiers (also read by the simulator's test binaries).
pub mod tier;
mod vectors;

mod band_fights;
mod damage_builds;
mod damage_examples;
mod damage_fight;
mod damage_samplers;
mod duel_examples;
mod duel_fast_paths;
mod duel_properties;
mod duel_sampler;
mod energy_lanes;
mod energy_reference;
mod energy_samplers;
mod energy_timeline;
mod fast_paths;
mod forms034;
mod lanes034;
mod mixed_turn;
mod monster_gear;
mod monster_gear034;
mod player_attack_examples;
mod player_attack_samplers;
mod player_attack_serde;
mod properties;
mod properties034;
mod ranged_beam_examples;
mod ranged_direct_examples;
mod ranged_errors;
mod ranged_examples;
mod ranged_examples034;
mod ranged_properties;
mod ranged_samplers;
mod ranged_serde;
mod reference_damage;
mod reference_damage034;
mod reference_dcss;
mod reference_dcss034;
mod reference_duel;
mod reference_player_attack;
mod reference_ranged;
mod reference_ranged034;
mod samplers;
mod samplers034;
mod skill_fractions;
mod spawn_levels;
mod time_player;
mod time_samplers;
mod time_serde;
mod time_vectors;
mod turn_lanes;
mod worked034;
mod worked034_attacks;

/// The unit tests of `src/`, each file's at the same path under `units/`.
mod units;
