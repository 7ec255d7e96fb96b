//! The unit tests of the modules under `src/scenario/`.

mod fields;
mod quantities;
