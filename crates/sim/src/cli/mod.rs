//! The `roguesim` command line: the binary's glue, kept in the library so that tests and
//! fuzzers drive exactly what the binary runs ([`main_with_args`]).
//!
//! One linear path: parse the flags ([`args`]) → the scenario they describe ([`flags`], the
//! same [`ScenarioFile`] a file gives) → check and run it once (the scenario's runner) → one
//! report → the exporter of `--format` → stdout or an atomically written `--output` file.
//! An error becomes one line on stderr naming the flag (or the file and field) and the
//! allowed values, with exit code 2 for bad input and 1 for anything else.

pub mod args;
pub mod flags;
mod study;

use std::ffi::OsString;
use std::path::Path;

use clap::Parser;

use crate::bench::run_bench;
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::monsters::run_monsters;
use crate::report::output::write_output;
use crate::report::{Report, exporter};
use crate::scenario::{DEFAULT_SEED, DEFAULT_SET, DEFAULT_TRIALS, ScenarioFile};
use crate::schema::schema_json;
use args::{Cli, Command, KernelChoice, RunArgs};
use mechanics::sampling::kernel::LaneKernel;

/// Where a scenario came from, which decides how its errors name the field.
#[derive(Clone, Copy, Debug)]
enum Origin<'a> {
    /// The command's flags: errors name the flag.
    Flags,
    /// A scenario file (or a built-in one): errors name the file and the field's path.
    File(&'a str),
}

impl RunArgs {
    /// The lane kernel asked for, if this processor runs it.
    fn lane_kernel(&self) -> Result<LaneKernel, SimError> {
        let kernel = match self.kernel {
            KernelChoice::Auto => return Ok(LaneKernel::best()),
            KernelChoice::Portable => LaneKernel::Portable,
            KernelChoice::Avx2 => LaneKernel::Avx2,
            KernelChoice::Avx512 => LaneKernel::Avx512,
        };
        if kernel.available() {
            return Ok(kernel);
        }
        let available: Vec<&str> = LaneKernel::ALL
            .into_iter()
            .filter(|k| k.available())
            .map(LaneKernel::name)
            .collect();
        Err(SimError::invalid(
            "--kernel",
            format!(
                "{} cannot run on this processor; allowed: auto, {}",
                kernel.name(),
                available.join(", ")
            ),
        ))
    }

    /// The run's configuration for `scenario`: the flags' trials and seed, else the
    /// scenario's, else the defaults.
    fn config(&self, scenario: &ScenarioFile, kernel: LaneKernel) -> RunConfig {
        RunConfig {
            trials: self.trials.or(scenario.trials).unwrap_or(DEFAULT_TRIALS),
            seed: self.seed.or(scenario.seed).unwrap_or(DEFAULT_SEED),
            threads: self.threads,
            chunk_size: self.chunk_size,
            progress: !self.quiet,
            kernel,
        }
    }
}

/// Names the field of an input error as the user gave it: the flag that set it, or the
/// file and the field's path in it. Run-wide settings (`trials`, `threads`) are named by
/// their flags unless the file gave them.
fn locate(e: SimError, origin: Origin<'_>, scenario: &ScenarioFile, run: &RunArgs) -> SimError {
    let SimError::Input(InputError { path, problem }) = e else {
        return e;
    };
    let from_file = match path.as_str() {
        "trials" => run.trials.is_none(),
        "seed" => run.seed.is_none(),
        "threads" | "chunk_size" | "seconds" => false,
        _ => true,
    };
    match origin {
        Origin::File(file) if from_file => {
            let field = if matches!(path.as_str(), "trials" | "seed" | "kind") {
                path
            } else {
                format!("{}.{path}", scenario.kind_key())
            };
            SimError::ScenarioFile(format!("{file}: {field}: {problem}"))
        }
        _ => {
            let named = flags::flag_of(&path).map_or(path, str::to_string);
            SimError::Input(InputError {
                path: named,
                problem,
            })
        }
    }
}

/// Names the field of an error from a command made of several runs by the flag that sets it.
fn by_flag(e: SimError, run: &RunArgs) -> SimError {
    locate(e, Origin::Flags, &ScenarioFile::named(""), run)
}

/// Runs the command line `args` (the first being the program name) and returns the exit
/// code: 0 on success, 2 for bad input, 1 for other failures. Errors are printed to standard
/// error as one line.
pub fn main_with_args(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> u8 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match execute(&cli) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

/// Runs each scenario with its configuration, naming errors by their origin.
fn run_all(
    scenarios: &[(Origin<'_>, ScenarioFile)],
    run: &RunArgs,
) -> Result<Vec<Report>, SimError> {
    let kernel = run.lane_kernel()?;
    scenarios
        .iter()
        .map(|(origin, s)| {
            let cfg = run.config(s, kernel);
            cfg.validate()
                .and_then(|()| s.run(&cfg))
                .map_err(|e| locate(e, *origin, s, run))
        })
        .collect()
}

/// Parses, runs and exports what the command line asks for.
fn execute(cli: &Cli) -> Result<(), SimError> {
    let run = &cli.run;
    let plot_size = match &cli.plot.plot {
        Some(_) => Some(crate::plot::parse_size(&cli.plot.plot_size)?),
        None => None,
    };
    let reports = match &cli.command {
        Some(Command::Bench(a)) => {
            let base = run.config(&ScenarioFile::named(""), run.lane_kernel()?);
            vec![
                run_bench(a, &base)
                    .map_err(|e| locate(e, Origin::Flags, &ScenarioFile::named(""), run))?,
            ]
        }
        Some(Command::Monsters(a)) => vec![run_monsters(a)?],
        Some(Command::Schema { kind }) => {
            return write_output(run.output.as_deref(), &schema_json(*kind)?);
        }
        Some(Command::Sweep(a)) => vec![study::sweep(a, run).map_err(|e| by_flag(e, run))?],
        Some(Command::Compare(a)) => vec![study::compare(a, run).map_err(|e| by_flag(e, run))?],
        Some(Command::Worth(a)) => vec![study::worth(a).map_err(|e| by_flag(e, run))?],
        Some(Command::Run { file }) => {
            let origin = file.display().to_string();
            let scenario = ScenarioFile::load(Path::new(file))?;
            run_all(&[(Origin::File(&origin), scenario)], run)?
        }
        None => {
            let scenarios = DEFAULT_SET
                .iter()
                .map(|(origin, text)| {
                    Ok((Origin::File(origin), ScenarioFile::parse(origin, text)?))
                })
                .collect::<Result<Vec<_>, SimError>>()?;
            run_all(&scenarios, run)?
        }
        Some(command) => {
            let scenario = match command {
                Command::Ev(a) => flags::ev(a),
                Command::Hit(a) => flags::hit(a),
                Command::Turn(a) => flags::turn(a),
                Command::Threat(a) => flags::threat(a),
                Command::Damage(a) => flags::damage(a),
                Command::Speed(a) => flags::speed(a),
                Command::DcssSpeed(a) => flags::dcss_speed(a),
                Command::Bench(_)
                | Command::Schema { .. }
                | Command::Run { .. }
                | Command::Monsters(_)
                | Command::Sweep(_)
                | Command::Compare(_)
                | Command::Worth(_) => {
                    unreachable!("handled above")
                }
            };
            run_all(&[(Origin::Flags, scenario)], run)?
        }
    };
    if let (Some(path), Some(size)) = (&cli.plot.plot, plot_size) {
        crate::plot::plot(&reports, path, size, &cli.plot.plot_quantity)?;
    }
    let bytes = exporter(run.format).export(&reports)?;
    write_output(run.output.as_deref(), &bytes)
}
