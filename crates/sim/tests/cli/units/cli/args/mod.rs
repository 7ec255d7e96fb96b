//! The unit tests of `src/cli/args/mod.rs`.

use clap::CommandFactory;
use roguesim::cli::args::*;
use roguesim::kinds::KINDS;

/// Every kind of the registry has its subcommand, and its field table and its flags say
/// the same: each field's flag is one of the subcommand's, and each flag of the
/// subcommand (but the run-wide ones every command takes) sets a field.
#[test]
fn every_kind_has_its_subcommand_and_its_fields_are_its_flags() {
    let cli = Cli::command();
    let global: Vec<String> = cli
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .collect();
    let mut problems = Vec::new();
    for kind in KINDS {
        let Some(command) = cli.find_subcommand(kind.command()) else {
            problems.push(format!("{}: no subcommand", kind.command()));
            continue;
        };
        let flags: Vec<&str> = command
            .get_arguments()
            .filter_map(|a| a.get_long())
            .filter(|f| !global.iter().any(|g| g == f) && *f != "help")
            .collect();
        let fields = kind.fields();
        for field in fields.iter().filter(|f| !f.flag.contains('.')) {
            if !flags.contains(&field.flag) {
                problems.push(format!(
                    "{}: the field {} names --{}, which the command lacks",
                    kind.command(),
                    field.path,
                    field.flag
                ));
            }
        }
        for flag in flags {
            if !fields.iter().any(|f| f.flag == flag) {
                problems.push(format!("{}: --{flag} sets no field", kind.command()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
