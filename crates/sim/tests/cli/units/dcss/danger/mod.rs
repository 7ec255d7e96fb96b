//! The unit tests of the modules under `src/dcss/danger/`.

mod words;
