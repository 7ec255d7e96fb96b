//! Benchmarks of roguesim; this package only holds benches (`benches/`), and this
//! library is empty so cargo accepts the package. Run them with
//! `cargo bench -p roguesim-benches`.
