//! `roguesim serve`, tested like a user and like an attacker: the API against the real
//! router ([`api`], [`refusals`]).

mod api;
mod refusals;
mod support;
