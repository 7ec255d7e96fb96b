//! What the command line reads from its process's environment, read once at the edge: the
//! binary's [`super::main_with_args`] reads the process's ([`Environment::of_process`]),
//! while a test or a fuzzer that runs the command line in-process ([`super::main_with_io`])
//! passes its own, so that what it gets back does not depend on the terminal or the
//! variables of whoever runs it.

use std::io::IsTerminal;

use crate::dcss::rules;

/// The settings the command line takes from its environment (`ROGUESIM_RULES`, `COLUMNS`,
/// `NO_COLOR` and whether standard output is a terminal). The default is a process with
/// none of the variables set and its standard output piped, as a script or a test runs it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Environment {
    /// The value of `ROGUESIM_RULES` ([`rules::ENV`]), when set: the default rule set
    /// (`docs/rules/README.md`, "Rule sets"), checked by [`rules::default_from`].
    pub rules: Option<String>,
    /// The columns a table is laid out for: `COLUMNS` when it holds a number, else the
    /// terminal's width when standard output is one; `None` lays tables out for
    /// [`crate::report::DEFAULT_WIDTH`] (a pipe or a file).
    pub columns: Option<u16>,
    /// Whether `--help` and `--version` are styled: standard output is a terminal and
    /// `NO_COLOR` (<https://no-color.org>) is unset or empty.
    pub styled: bool,
}

impl Environment {
    /// This process's environment, read once.
    pub fn of_process() -> Self {
        let terminal = std::io::stdout().is_terminal();
        let columns = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse::<u16>().ok());
        let terminal_width = || {
            terminal
                .then(|| terminal_size::terminal_size().map(|(w, _)| w.0))
                .flatten()
        };
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Environment {
            rules: std::env::var(rules::ENV).ok(),
            columns: columns.or_else(terminal_width),
            styled: terminal && !no_color,
        }
    }
}
