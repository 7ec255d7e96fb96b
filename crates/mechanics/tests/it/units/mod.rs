//! The unit tests of `src/`: the tests of `src/<path>` are in `units/<path>`. They live in
//! this binary, not in the library (`[lib] test = false`), so that `cargo test` compiles the
//! library once; they see the crate as any user does, through its public API.

mod actions;
mod alias;
mod dcss;
mod dist;
mod frog;
mod kernel;
mod limits;
mod linalg;
mod name_match;
mod sampling;

/// With `[lib] test = false` a test left in `src/` would compile into nothing and never run:
/// no `.rs` file under `src/` may hold `#[test]` or `#[cfg(test)]`.
#[test]
fn src_holds_no_unit_tests() {
    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    rust_files(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut files,
    );
    assert!(!files.is_empty());
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for marker in ["#[test]", "#[cfg(test)]"] {
            assert!(
                !text.contains(marker),
                "{} holds {marker}: move its tests to tests/it/units/ (the library is built \
                 with `test = false`)",
                file.display()
            );
        }
    }
}
