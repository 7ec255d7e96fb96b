//! The unit tests of the modules under `src/study/`.

mod base;
mod compare;
mod sweep;
