//! The unit tests of `src/`: the tests of `src/<path>` are in `units/<path>`. They live in
//! this binary, not in the library, so that `cargo test` need not compile the library a
//! second time; they see the crate as any user does, through its public API.

mod actions;
mod alias;
mod dcss;
mod dist;
mod frog;
mod kernel;
mod limits;
mod linalg;
mod name_match;
mod sampling;
