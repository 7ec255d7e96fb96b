//! The `roguesim` command line: the binary's glue, kept in the library so that tests and
//! fuzzers drive exactly what the binary runs ([`main_with_args`]).
//!
//! One linear path: parse the flags ([`args`]) → the scenario they describe ([`flags`], the
//! same [`ScenarioFile`] a file gives) → check and run it once (the scenario's runner) → one
//! report → the exporter of `--format` → stdout or an atomically written `--output` file.
//! An error becomes one line on stderr naming the flag (or the file and field) and the
//! allowed values, with exit code 2 for bad input and 1 for anything else. A run split with
//! `--shard` or saved with `--checkpoint` takes the same path through [`crate::shard`].

pub mod args;
pub mod flags;
mod split;
mod study;

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::Parser;

use crate::bench::run_bench;
use crate::engine::RunConfig;
use crate::error::{EXIT_USAGE, InputError, SimError};
use crate::monsters::run_monsters;
use crate::report::output::write_output;
use crate::report::{Report, exporter};
use crate::scenario::{DEFAULT_SEED, DEFAULT_SET, DEFAULT_TRIALS, ScenarioFile};
use crate::schema::schema_json;
use crate::shard::merge::merge;
use args::{Cli, Command, KernelChoice, RunArgs};
use mechanics::sampling::kernel::LaneKernel;
use split::{plan, planned, refuse_plan};

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
            ledger: None,
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
/// code: 0 on success, 2 for bad input, 130 or 143 for a checkpointed run stopped by
/// SIGINT or SIGTERM, 1 for other failures. Errors are printed to standard error as one
/// line.
pub fn main_with_args(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> u8 {
    main_with_io(args, &mut io::stdout(), &mut io::stderr())
}

/// [`main_with_args`] writing to `out` and `err` instead of standard output and standard
/// error: the binary's whole path, for tests and the fuzzer to read what it prints. A file
/// given with `--output` is still written.
pub fn main_with_io(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
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
            // --help and --version: styled when standard output is a terminal.
            let text = e.render();
            let text = if io::stdout().is_terminal() {
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
    match execute(&cli).and_then(|o| deliver(out, o.path.as_deref(), &o.bytes)) {
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

/// Writes `bytes` to the file `path` atomically, or to `out`; a closed pipe is not an error.
fn deliver(out: &mut dyn Write, path: Option<&Path>, bytes: &[u8]) -> Result<(), SimError> {
    if path.is_some() {
        return write_output(path, bytes);
    }
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(SimError::Stdout(e)),
        _ => Ok(()),
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

/// Checks, before anything runs, that `path` can be a file the run writes: not a directory,
/// in a directory that exists. (Other failures to write, such as a full disk, remain errors
/// of the write itself.)
fn writable(flag: &str, path: &Path) -> Result<(), SimError> {
    let shown = path.display();
    if path.is_dir() {
        return Err(SimError::invalid(
            flag,
            format!("{shown} is a directory; allowed: a file path"),
        ));
    }
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => Err(SimError::invalid(
            flag,
            format!(
                "{shown}: the directory {} does not exist; allowed: a file in an existing directory",
                dir.display()
            ),
        )),
        _ => Ok(()),
    }
}

/// Parses, runs and exports what the command line asks for.
fn execute(cli: &Cli) -> Result<Output, SimError> {
    let run = &cli.run;
    for (flag, path) in [
        ("--output", run.output.as_deref()),
        ("--plot", cli.plot.plot.as_deref()),
        ("--checkpoint", run.checkpoint.as_deref()),
    ] {
        if let Some(path) = path {
            writable(flag, path)?;
        }
    }
    let plot_size = match &cli.plot.plot {
        Some(_) => Some(crate::plot::parse_size(&cli.plot.plot_size)?),
        None => None,
    };
    let plan = plan(run)?;
    if plan.is_some() && cli.plot.plot.is_some() {
        return Err(SimError::invalid(
            "--plot",
            "a shard's partial result or a checkpointed run is not drawn; allowed: --plot on \
             the merged report (roguesim merge PART... --plot FILE) or on an unsplit run",
        ));
    }
    let unplanned = |what: &str| match &plan {
        Some(_) => Err(refuse_plan(run, what)),
        None => Ok(()),
    };
    let reports = match &cli.command {
        Some(Command::Bench(a)) => {
            unplanned("bench")?;
            let base = run.config(&ScenarioFile::named(""), run.lane_kernel()?);
            vec![
                run_bench(a, &base)
                    .map_err(|e| locate(e, Origin::Flags, &ScenarioFile::named(""), run))?,
            ]
        }
        Some(Command::Monsters(a)) => {
            unplanned("monsters")?;
            vec![run_monsters(a)?]
        }
        Some(Command::Schema { kind }) => {
            unplanned("schema")?;
            return Ok(Output {
                bytes: schema_json(*kind)?,
                path: run.output.clone(),
            });
        }
        Some(Command::Serve(a)) => {
            unplanned("serve")?;
            let given = [
                ("--trials", run.trials.is_some()),
                ("--seed", run.seed.is_some()),
                ("--output", run.output.is_some()),
                ("--plot", cli.plot.plot.is_some()),
            ];
            if let Some((flag, _)) = given.iter().find(|(_, given)| *given) {
                return Err(SimError::invalid(
                    *flag,
                    "serve has no run of its own: each request gives its own; allowed with \
                     serve: its own flags, --threads and --kernel",
                ));
            }
            crate::serve::serve(a, run.threads, run.lane_kernel()?, &mut io::stdout())?;
            return Ok(Output {
                bytes: Vec::new(),
                path: None,
            });
        }
        Some(Command::Merge { parts }) => {
            unplanned("merge")?;
            vec![merge(parts)?]
        }
        Some(Command::Sweep(a)) => {
            if let Some(plan) = &plan {
                return study::planned_sweep(a, run, plan).map_err(|e| by_flag(e, run));
            }
            vec![study::sweep(a, run).map_err(|e| by_flag(e, run))?]
        }
        Some(Command::Compare(a)) => {
            unplanned("compare")?;
            vec![study::compare(a, run).map_err(|e| by_flag(e, run))?]
        }
        Some(Command::Worth(a)) => {
            unplanned("worth")?;
            vec![study::worth(a).map_err(|e| by_flag(e, run))?]
        }
        Some(Command::Run { file }) => {
            let origin = file.display().to_string();
            let scenario = ScenarioFile::load(Path::new(file))?;
            if let Some(plan) = &plan {
                return planned(Origin::File(&origin), &scenario, run, plan);
            }
            run_all(&[(Origin::File(&origin), scenario)], run)?
        }
        None => {
            unplanned("the built-in scenarios")?;
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
                | Command::Worth(_)
                | Command::Serve(_)
                | Command::Merge { .. } => {
                    unreachable!("handled above")
                }
            };
            if let Some(plan) = &plan {
                return planned(Origin::Flags, &scenario, run, plan);
            }
            run_all(&[(Origin::Flags, scenario)], run)?
        }
    };
    if let (Some(path), Some(size)) = (&cli.plot.plot, plot_size) {
        crate::plot::plot(&reports, path, size, &cli.plot.plot_quantity)?;
    }
    Ok(Output {
        bytes: exporter(run.format).export(&reports)?,
        path: run.output.clone(),
    })
}
