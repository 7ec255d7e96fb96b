//! What a shell and `man` need from the command line: completion scripts
//! (`roguesim completions SHELL`, by clap_complete) and the manual page (`roguesim man`, by
//! clap_mangen), both generated from the flags clap parses, so they cannot drift from them.

use clap::CommandFactory;
use clap_complete::Shell;

use super::args::Cli;
use crate::error::SimError;

/// The completion script of `shell` for every command and flag of `roguesim`.
pub(super) fn completions(shell: Shell) -> Vec<u8> {
    let mut command = Cli::command();
    let mut bytes = Vec::new();
    clap_complete::generate(shell, &mut command, "roguesim", &mut bytes);
    bytes
}

/// The manual page of `roguesim` (roff, section 1): the top-level page, then each
/// subcommand's page, in the order `--help` lists them.
pub(super) fn man() -> Result<Vec<u8>, SimError> {
    let command = Cli::command();
    let mut bytes = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut bytes)
        .map_err(SimError::Stdout)?;
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("roguesim-{}", sub.get_name());
        clap_mangen::Man::new(sub.clone().display_name(name.clone()).bin_name(name))
            .render(&mut bytes)
            .map_err(SimError::Stdout)?;
    }
    Ok(bytes)
}
