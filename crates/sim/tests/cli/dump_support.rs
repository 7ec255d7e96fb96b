//! Helpers for the character dump tests (`character*.rs`): the constructed fixtures of
//! `examples/characters/`, the malformed dumps of `tests/data/dumps/` and the odd ones of
//! `tests/data/odd-dumps/`.

use roguesim::dcss::character::{DumpError, parse};

fn read(path: String) -> String {
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A constructed dump of `examples/characters/`.
pub fn fixture(name: &str) -> String {
    read(format!(
        "{}/../../examples/characters/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
}

/// A dump with a fault the reader names rather than refuses (`tests/data/odd-dumps/`).
pub fn odd(name: &str) -> String {
    read(format!(
        "{}/tests/data/odd-dumps/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
}

/// A malformed dump (`tests/data/dumps/`).
pub fn malformed(name: &str) -> String {
    read(format!(
        "{}/tests/data/dumps/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
}

/// The 1-based number of the first line containing `needle`.
pub fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with '{needle}'"))
        + 1
}

/// The error reading a malformed dump gives, checked to be one line starting with its line.
pub fn error_of(name: &str) -> (String, DumpError) {
    let text = malformed(name);
    let e = parse(&text).expect_err(name);
    assert!(!e.to_string().contains('\n'), "{name}: {e}");
    assert!(
        e.to_string().starts_with(&format!("line {}: ", e.line)),
        "{e}"
    );
    (text, e)
}
