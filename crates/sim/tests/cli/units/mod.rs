//! The library's unit tests, one module per file of `src/`, at the same path
//! (`src/study/sweep/range.rs` → `units/study/sweep/range.rs`). They see the library as any
//! user does, through its public API. The library's own test harness is off (`test = false`
//! on its `[lib]` target: a library with unit tests is compiled twice by `cargo test`), so a
//! test left in `src/` would never run; [`src_holds_no_unit_tests`] refuses one.

mod cli;
mod dcss;
mod distributed;
mod engine;
mod error;
mod frog;
mod kinds;
mod output;
mod plot;
mod report;
mod scenario;
mod serve;
mod stats;
mod study;

use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, in every subdirectory.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
    files
}

/// No file of `src/` holds a test or test-only code: with the library's and the binary's
/// test harness off, it would compile into nothing and never run. Its place is here, at the
/// same path.
#[test]
fn src_holds_no_unit_tests() {
    let src = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    let files = rust_files(src);
    assert!(
        files.len() > 100,
        "{}: {} files",
        src.display(),
        files.len()
    );
    let marks = [
        "#[test]",
        "#[cfg(test)]",
        "#[tokio::test",
        "cfg(all(test",
        "cfg(any(test",
    ];
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if let Some(mark) = marks.iter().find(|m| line.contains(*m)) {
                found.push(format!("{}:{}: {mark}", file.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "tests in src/, which `cargo test` does not build (test = false); move them to \
         tests/cli/units/ at the same path:\n{}",
        found.join("\n")
    );
}
