//! The `roguesim` command: a thin shell over the `roguesim` library.
fn main() {}
