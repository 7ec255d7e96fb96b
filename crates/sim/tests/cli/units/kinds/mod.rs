//! The unit tests of the modules under `src/kinds/`.

mod door;
mod variable;
