//! The unit tests of the modules under `src/serve/`.

mod api;
mod early;
mod error;
mod gate;
mod guard;
mod limits;
mod worker;
