//! The `roguesim` command line: the binary's glue, kept in the library so that tests and
//! fuzzers drive exactly what the binary runs ([`main_with_args`]).
//!
//! One linear path, as ripgrep's: parse the flags ([`args`]) → check them once, before any
//! trial (`hiargs`: the scenario the flags describe, through [`args::KindArgs`], the same
//! [`ScenarioFile`](crate::kinds::ScenarioFile) a file gives, with every file flag, the
//! kernel, the run's settings, the plan and the plot checked) → run it (its kind's runner,
//! through the registry) → one report → the exporter of `--format` → stdout or the
//! `--output` file. `errors` names each error by the flag or the file that caused it.
//! An error becomes one line on stderr naming the flag (or the file and field) and the
//! allowed values, with exit code 2 for bad input and 1 for anything else. A run split with
//! `--shard` or saved with `--checkpoint` takes the same path through [`crate::distributed`].

pub mod args;
mod environment;
mod errors;
mod hiargs;
mod interrupt;
mod manual;
mod plan;
mod study;

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::Parser;

use crate::distributed::merge::merge;
use crate::error::{EXIT_USAGE, SimError};
use crate::output::write_output;
use crate::report::{Report, exporter};
use crate::schema;
use crate::tools::bench::run_bench;
use crate::tools::monsters::run_monsters;
use args::Cli;
pub use environment::Environment;
use errors::{by_flag, locate};
use hiargs::{HiArgs, Mode};
use plan::planned;

/// Runs the command line `args` (the first being the program name) and returns the exit
/// code: 0 on success, 2 for bad input, 130 or 143 for a checkpointed run stopped by
/// SIGINT or SIGTERM, 1 for other failures. Errors are printed to standard error as one
/// line.
pub fn main_with_args(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> u8 {
    interrupt::own_signals();
    let env = Environment::of_process();
    main_with_io(args, &env, &mut io::stdout(), &mut io::stderr())
}

/// [`main_with_args`] in the environment `env`, writing to `out` and `err` instead of
/// standard output and standard error: the binary's whole path, for tests and the fuzzer
/// to read what it prints (with [`Environment::default`], what a script piping the binary
/// with none of its variables set reads). A file given with `--output` is still written.
pub fn main_with_io(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    env: &Environment,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(c) => c,
        Err(e) if e.kind() == clap::error::ErrorKind::InvalidUtf8 => {
            let _ = writeln!(err, "error: {}", not_utf8(&args));
            return EXIT_USAGE;
        }
        Err(e) if !e.use_stderr() => {
            // --help and --version: styled when standard output is a terminal and NO_COLOR
            // (https://no-color.org) is unset or empty.
            let text = e.render();
            let text = if env.styled {
                text.ansi().to_string()
            } else {
                text.to_string()
            };
            return match deliver(out, None, text.as_bytes()) {
                Ok(()) => 0,
                Err(e) => fail(err, &e),
            };
        }
        Err(e) => {
            let _ = writeln!(err, "{}", one_line(&e));
            return EXIT_USAGE;
        }
    };
    match execute(&cli, env).and_then(|o| deliver(out, o.path.as_deref(), &o.bytes)) {
        Ok(()) => 0,
        Err(e) => fail(err, &e),
    }
}

/// Prints `e` as one line and returns its exit code.
fn fail(err: &mut dyn Write, e: &SimError) -> u8 {
    // A value the user gave may hold a line break or another control character (`--weapon
    // $'\n'`): shown escaped, so the error stays one line.
    let text: String = e
        .to_string()
        .chars()
        .map(|c| match c {
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect();
    let _ = writeln!(err, "error: {text}");
    e.exit_code()
}

/// A clap error as one line: its message, the lines that name what is allowed (`[possible
/// values: ...]`, `tip: ...`) and the usage, without the pointer to `--help`.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let mut line = String::new();
    for part in text.lines().map(str::trim) {
        if part.is_empty() || part.starts_with("For more information") {
            continue;
        }
        if !line.is_empty() {
            line.push_str(if line.ends_with(':') { " " } else { "; " });
        }
        line.push_str(part);
    }
    line
}

/// Names the first argument that is not UTF-8 (clap's own message names none), with the
/// flag before it.
fn not_utf8(args: &[OsString]) -> String {
    let at = args.iter().position(|a| a.to_str().is_none()).unwrap_or(0);
    // The bytes as escapes: `\x80`.
    let debug = format!("{:?}", args[at]);
    let shown = debug.trim_matches('"');
    match args[..at].last().and_then(|a| a.to_str()) {
        Some(flag) if flag.starts_with('-') => {
            format!("{flag}: its value '{shown}' is not UTF-8 text; allowed: UTF-8 text")
        }
        _ => format!("the argument '{shown}' is not UTF-8 text; allowed: UTF-8 text"),
    }
}

/// What a command produced: the bytes, and the `--output` file to write them to (standard
/// output when `None`).
struct Output {
    bytes: Vec<u8>,
    path: Option<PathBuf>,
}

/// Writes `bytes` to the file `path` (atomically, or through a FIFO or device), or to `out`;
/// a closed pipe is not an error.
fn deliver(out: &mut dyn Write, path: Option<&Path>, bytes: &[u8]) -> Result<(), SimError> {
    if path.is_some() {
        return write_output(path, bytes);
    }
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(SimError::Stdout(e)),
        _ => Ok(()),
    }
}

/// Parses, runs and exports what the command line asks for: checked once
/// ([`HiArgs::from_low`]), then run, drawn and exported.
fn execute(cli: &Cli, env: &Environment) -> Result<Output, SimError> {
    let hi = HiArgs::from_low(cli, env)?;
    let run = hi.run;
    let computes = matches!(
        hi.mode,
        Mode::Run(_)
            | Mode::Planned(..)
            | Mode::Sweep(..)
            | Mode::Compare(_)
            | Mode::Worth(_)
            | Mode::Bench(..)
    );
    if computes && run.checkpoint.is_none() {
        interrupt::on_ctrl_c_say_what_is_lost();
    }
    let wanted = hi.plot.as_ref().map_or(&[][..], |p| &p.quantities[..]);
    let reports: Vec<Report> = match hi.mode {
        Mode::Run(jobs) => jobs
            .iter()
            .map(|job| {
                job.scenario
                    .run(&job.cfg)
                    .map_err(|e| locate(e, &job.origin, &job.scenario, run))
            })
            .collect::<Result<_, _>>()?,
        Mode::Planned(job, plan) => {
            return planned(&job.origin, &job.scenario, job.cfg, run, &plan, hi.width);
        }
        Mode::Bench(seconds, rules, base) => {
            vec![run_bench(seconds, rules, &base).map_err(|e| by_flag(e, None, run))?]
        }
        Mode::Monsters(query, default_rules) => vec![run_monsters(&query, default_rules)?],
        Mode::Serve(a, kernel, default_rules) => {
            crate::serve::serve(&a, run.threads, kernel, default_rules, &mut io::stdout())?;
            return Ok(Output {
                bytes: Vec::new(),
                path: None,
            });
        }
        Mode::Schema(kind) => {
            let bytes = match kind {
                Some(name) => {
                    let kind = schema::find(name)
                        .ok_or_else(|| SimError::invalid("<KIND>", format!("no schema {name}")))?;
                    schema::schema_json(&kind)?
                }
                None => schema::list(),
            };
            return Ok(Output {
                bytes,
                path: hi.output,
            });
        }
        Mode::Completions(shell) => {
            return Ok(Output {
                bytes: manual::completions(shell),
                path: hi.output,
            });
        }
        Mode::Man => {
            return Ok(Output {
                bytes: manual::man()?,
                path: hi.output,
            });
        }
        Mode::Merge(parts) => vec![merge(parts, &study::rebuild_sweep)?],
        Mode::Sweep(a, plan) => {
            let kind = Some(a.target.kind_args().kind());
            if let Some(plan) = &plan {
                return study::planned_sweep(a, run, &hi.door, plan, hi.width)
                    .map_err(|e| by_flag(e, kind, run));
            }
            vec![study::sweep(a, &hi.door, wanted).map_err(|e| by_flag(e, kind, run))?]
        }
        Mode::Compare(a) => {
            let kind = Some(a.target.kind_args().kind());
            vec![study::compare(a, &hi.door).map_err(|e| by_flag(e, kind, run))?]
        }
        Mode::Worth(a) => {
            let kind = Some(args::KindArgs::kind(&a.turn));
            vec![study::worth(a, &hi.door).map_err(|e| by_flag(e, kind, run))?]
        }
    };
    if let Some(plot) = &hi.plot {
        crate::plot::plot(&reports, &plot.path, plot.size, &plot.quantities)?;
    }
    Ok(Output {
        bytes: exporter(run.format, run.layout(hi.width)).export(&reports)?,
        path: hi.output,
    })
}
