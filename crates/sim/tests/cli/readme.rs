//! The README's complete scenario example must stay a valid scenario file.

use roguesim::engine::RunConfig;
use roguesim::kinds::ScenarioFile;
use roguesim::report::{DEFAULT_WIDTH, Format, exporter};

#[test]
fn readme_example_scenario_parses_and_runs() {
    let readme = include_str!("../../../../README.md");
    let start = readme
        .find("```json\n")
        .expect("the README has a JSON example")
        + 8;
    let end = start
        + readme[start..]
            .find("```")
            .expect("the JSON block is closed");
    let scenario =
        ScenarioFile::parse("README.md", &readme[start..end]).expect("the example parses");
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
