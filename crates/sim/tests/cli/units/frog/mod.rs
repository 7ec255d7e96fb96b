//! The unit tests of the modules under `src/frog/`.

mod speed;
