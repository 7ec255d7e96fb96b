//! The unit tests of the modules under `src/cli/`.

mod args;
