//! The unit tests of the modules under `src/dcss/ranged/`.

mod spec;
