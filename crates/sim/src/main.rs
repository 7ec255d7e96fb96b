//! The `roguesim` command: a thin shell over [`roguesim::cli`].

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(roguesim::cli::main_with_args(std::env::args_os()))
}
