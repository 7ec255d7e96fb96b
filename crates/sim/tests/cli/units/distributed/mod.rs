//! The unit tests of the modules under `src/distributed/`.

mod shard;
