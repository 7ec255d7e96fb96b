//! The unit tests of the modules under `src/frog/speed/`.

mod experiment;
