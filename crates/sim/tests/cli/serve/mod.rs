//! `roguesim serve`, tested like a user and like an attacker: the API against the real
//! router ([`api`], [`refusals`]), the real binary over loopback with malformed requests and
//! under load ([`process`]), attacked as a public service is (its connections: [`attack`];
//! its requests: [`attack_requests`]). A module of the one end-to-end binary, so that its
//! waits (deadlines, a server's start and shutdown) overlap the other modules' work. The
//! page in headless Chromium is its own test binary (`tests/browser/`, the `browser-test`
//! feature, full tier).

mod api;
mod attack;
mod attack_requests;
mod process;
mod refusals;
pub(crate) mod support;
