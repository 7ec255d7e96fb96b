//! `roguesim serve`, tested like a user and like an attacker: the API against the real
//! router ([`api`], [`refusals`]), the real binary over loopback with malformed requests and
//! under load ([`process`]), attacked as a public service is ([`attack`]), and the page in
//! headless Chromium ([`browser`]).

mod api;
mod attack;
mod browser;
mod process;
mod refusals;
mod support;
#[path = "../../../mechanics/tests/it/tier.rs"]
mod tier;
