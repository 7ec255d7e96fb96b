//! The unit tests of the modules under `src/serve/api/`.

mod character;
