//! FrogComposband double moves: the scenario ([`spec`]), the experiment that counts them on
//! lanes or one timeline ([`experiment`], with `lane_stats`), and the report ([`result`]).

pub mod experiment;
mod lane_stats;
pub mod result;
pub mod spec;
