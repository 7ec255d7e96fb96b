//! `roguesim serve`, tested like a user and like an attacker: the API against the real
//! router ([`api`], [`refusals`]), the real binary over loopback with malformed requests and
//! under load ([`process`]), attacked as a public service is (its connections: [`attack`];
//! its requests: [`attack_requests`]). The page in headless Chromium is its own test
//! binary (`tests/serve/browser/`, the `browser-test` feature, full tier).

mod api;
mod attack;
mod attack_requests;
mod process;
mod refusals;
mod support;
#[path = "../../../mechanics/tests/it/tier.rs"]
mod tier;
