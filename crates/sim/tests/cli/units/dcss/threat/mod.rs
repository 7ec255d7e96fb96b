//! The unit tests of the modules under `src/dcss/threat/`.

mod ranged;
