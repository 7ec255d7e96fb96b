//! The complete scenario example of `docs/cli.md` (the reference the README points to) must
//! stay a valid scenario file.

use roguesim::engine::RunConfig;
use roguesim::kinds::ScenarioFile;
use roguesim::report::{DEFAULT_WIDTH, Format, exporter};

#[test]
fn readme_example_scenario_parses_and_runs() {
    let readme = include_str!("../../../../docs/cli.md");
    let start = readme
        .find("```json\n")
        .expect("docs/cli.md has a JSON example")
        + 8;
    let end = start
        + readme[start..]
            .find("```")
            .expect("the JSON block is closed");
    let scenario =
        ScenarioFile::parse("docs/cli.md", &readme[start..end]).expect("the example parses");
    let cfg = RunConfig {
        progress: false,
        ..RunConfig::new(2_000, 1)
    };
    let report = scenario.run(&cfg).expect("the example runs");
    let table = exporter(Format::Table, DEFAULT_WIDTH)
        .export(&[report])
        .expect("a table");
    assert!(
        String::from_utf8(table)
            .expect("UTF-8")
            .contains("Plate and tower shield vs an orc warband")
    );
}

/// The repository's root.
fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The README is a tour: short enough to read, its reference material in `docs/`.
#[test]
fn the_readme_is_a_tour_of_at_most_500_lines() {
    let text = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let n = text.lines().count();
    assert!(
        n <= 500,
        "README.md has {n} lines; move reference material to docs/"
    );
}

/// A user's clone has no `shared/` beside it: nothing a user reads (the README,
/// ARCHITECTURE.md, `docs/`, the sources and their doc comments, the scripts, the examples
/// and configs) names it. Tests and `.ci/` may, where it is present.
#[test]
fn nothing_a_user_reads_names_shared() {
    let mut found = Vec::new();
    let mut dirs = vec![root()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir)
            .expect("a readable directory")
            .flatten()
        {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().to_string();
            if path.is_dir() {
                if !["target", "tests", ".ci", ".git"].contains(&name.as_str()) {
                    dirs.push(path);
                }
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            for (i, line) in text.lines().enumerate() {
                if line.contains("shared/") {
                    found.push(format!("{}:{}: {line}", path.display(), i + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The README's test command is the one `.ci/run` runs as the fast tier, word for word.
#[test]
fn the_readmes_test_command_is_the_fast_tier_ci_runs() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let ci = std::fs::read_to_string(root().join(".ci/run")).expect(".ci/run");
    let start = readme
        .find("```sh\n")
        .expect("the README opens with its commands")
        + 6;
    let block = &readme[start..start + readme[start..].find("```").expect("closed")];
    let command = block
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| l.starts_with("cargo test"))
        .expect("the README gives its test command");
    assert_eq!(command, "cargo test --workspace");
    assert!(
        ci.lines().any(|l| l.trim() == format!("time {command}")),
        ".ci/run does not run `{command}`"
    );
    let run = block
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| l.starts_with("cargo run"));
    assert_eq!(run, Some("cargo run --release"), "{block}");
}
