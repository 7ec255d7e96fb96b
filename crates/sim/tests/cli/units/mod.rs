//! The library's unit tests, one module per file of `src/`, at the same path
//! (`src/study/sweep/range.rs` → `units/study/sweep/range.rs`). They see the library as any
//! user does, through its public API.

mod cli;
mod dcss;
mod distributed;
mod engine;
mod error;
mod frog;
mod kinds;
mod output;
mod plot;
mod report;
mod scenario;
mod serve;
mod stats;
mod study;
