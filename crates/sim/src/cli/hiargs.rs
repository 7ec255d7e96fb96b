//! The command line checked once, before anything runs (ripgrep's low-level arguments made
//! high-level): clap gives what the user typed ([`Cli`]); [`HiArgs::from_low`] checks every
//! flag against the others and against the world, and says what to do ([`Mode`]). A refusal
//! here costs no trial: the files the run writes can be written, the kernel runs on this
//! processor, each scenario's trials, seed and threads are in range, a split or saved run is
//! one Monte Carlo scenario or sweep, and `--plot` is refused for a report that has no
//! picture. A sweep checks its `--plot-quantity` keys against its points' exact quantities
//! before its Monte Carlo runs.

use std::path::{Path, PathBuf};

use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;

use super::args::{Cli, Command, CompareArgs, KernelChoice, RunArgs, SweepArgs, WorthArgs};
use super::environment::Environment;
use super::errors::{Origin, located};
use super::plan::{output, plan, refuse_plan};
use crate::dcss::rules;
use crate::distributed::Plan;
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::{Door, Entry, KINDS, ScenarioFile};
use crate::output::{Kind, check_writable};
use crate::report::{DEFAULT_WIDTH, Layout};
use crate::scenario::builtin::DEFAULT_SET;

/// `--plot`, checked: where, how big, and which quantities.
#[derive(Clone, Debug)]
pub(super) struct Plot {
    /// The picture's file.
    pub path: PathBuf,
    /// Its size in pixels.
    pub size: (u32, u32),
    /// Quantities to draw instead of the report's own choice.
    pub quantities: Vec<String>,
}

/// One scenario to run, with where it came from, through the door: settled (its files read,
/// its rule set named) and its configuration checked (the flags' trials and seed, else the
/// scenario's, else the defaults).
#[derive(Debug)]
pub(super) struct Job {
    /// The file or the flags, which name its errors.
    pub origin: Origin,
    /// The scenario.
    pub scenario: ScenarioFile,
    /// Its run's configuration, checked.
    pub cfg: RunConfig,
}

/// What the command line asks for, checked.
pub(super) enum Mode<'a> {
    /// Run scenarios (the built-in set, a file, a command's flags), one report each.
    Run(Vec<Job>),
    /// Run one scenario split (`--shard`) or saved (`--checkpoint`).
    Planned(Box<Job>, Plan),
    /// A sweep, perhaps split or saved.
    Sweep(&'a SweepArgs, Option<Plan>),
    /// Two variants side by side.
    Compare(&'a CompareArgs),
    /// What the next point is worth.
    Worth(&'a WorthArgs),
    /// A run's report from its shards' parts.
    Merge(&'a [PathBuf]),
    /// A JSON Schema, or the list of them.
    Schema(Option<&'a str>),
    /// The roll loops' throughput: seconds per loop, the DCSS rule set of the loops held to
    /// their targets, the base configuration.
    Bench(f64, RuleSet, RunConfig),
    /// The monster tables, under this default rule set.
    Monsters(crate::tools::monsters::MonstersQuery, RuleSet),
    /// The page and the API, until stopped, computing on this kernel under this default
    /// rule set.
    Serve(crate::serve::Options, LaneKernel, RuleSet),
    /// Shell completions for this shell.
    Completions(clap_complete::Shell),
    /// The manual page.
    Man,
}

/// The command line, checked once.
pub(super) struct HiArgs<'a> {
    /// What to do.
    pub mode: Mode<'a>,
    /// The flags of every run, as typed.
    pub run: &'a RunArgs,
    /// The file the report goes to; `None` for standard output (`--output -` too).
    pub output: Option<PathBuf>,
    /// `--plot`, if given.
    pub plot: Option<Plot>,
    /// What every run of the command passes: the environment's default rule set and the
    /// run flags, read once here.
    pub door: Door,
    /// The columns a table is laid out for ([`Environment::columns`]).
    pub width: u16,
}

impl RunArgs {
    /// How the human formats lay the report out for `width` columns: `--digits`, `--all`.
    pub fn layout(&self, width: u16) -> Layout {
        Layout {
            width,
            digits: self.digits,
            all: self.all,
        }
    }

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

    /// The door of this command's runs ([`Door`]): files read, the flags' trials, seed,
    /// threads, chunk size, progress and kernel (`kernel`, checked already), and
    /// `default_rules`, the rule set `ROGUESIM_RULES` named when the command began.
    fn door(&self, kernel: LaneKernel, default_rules: RuleSet) -> Door {
        Door {
            trials: self.trials,
            seed: self.seed,
            threads: self.threads,
            chunk_size: self.chunk_size,
            progress: !self.quiet,
            kernel,
            ..Door::new(default_rules)
        }
    }
}

/// The Monte Carlo configuration of every run of a study, when `--trials` asks for one;
/// checked.
pub(super) fn study_config(door: &Door) -> Result<Option<RunConfig>, SimError> {
    if door.trials.is_none() {
        return Ok(None);
    }
    let cfg = door.config(&ScenarioFile::named(""));
    cfg.validate()?;
    Ok(Some(cfg))
}

/// Checks, before anything runs, that `path` can be a file the run writes: not a directory,
/// in a directory that exists and takes a new file, or a FIFO or device written through
/// (`special` says whether one is allowed). Other failures to write, such as a full disk,
/// remain errors of the write itself.
fn writable(flag: &str, path: &Path, special: bool) -> Result<(), SimError> {
    let shown = path.display();
    if path.is_dir() {
        return Err(SimError::invalid(
            flag,
            format!("{shown} is a directory; allowed: a file path"),
        ));
    }
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
        && !dir.is_dir()
    {
        return Err(SimError::invalid(
            flag,
            format!(
                "{shown}: the directory {} does not exist; allowed: a file in an existing directory",
                dir.display()
            ),
        ));
    }
    match check_writable(path) {
        Ok(Kind::Special) if !special => Err(SimError::invalid(
            flag,
            format!("{shown} is not a regular file; allowed: a file path"),
        )),
        Ok(_) => Ok(()),
        Err(e) => Err(SimError::invalid(
            flag,
            format!("{shown} cannot be written ({e}); allowed: a file in a writable directory"),
        )),
    }
}

/// The report kinds with a picture, for messages: `sweep, turn, speed, dcss-speed`.
fn drawn() -> String {
    let mut kinds = vec!["sweep"];
    kinds.extend(KINDS.iter().filter(|k| k.has_figure()).map(|k| k.command()));
    kinds.join(", ")
}

/// Refuses `--plot` for a report of `kind` (its JSON name) that has no picture.
fn no_picture(kind: &str) -> SimError {
    SimError::invalid(
        "--plot",
        format!("a {kind} report has no picture; allowed with: {}", drawn()),
    )
}

impl<'a> HiArgs<'a> {
    /// Checks the command line and says what to do; every refusal is one line, exit code 2.
    pub(super) fn from_low(cli: &'a Cli, env: &Environment) -> Result<Self, SimError> {
        let run = &cli.run;
        let default_rules = rules::default_from(env.rules.as_deref())?;
        // A kernel this processor cannot run is refused only where a run needs one.
        let kernel = || run.lane_kernel();
        let door = run.door(LaneKernel::best(), default_rules);
        let output = output(run);
        for (flag, path, special) in [
            ("--output", output.as_deref(), true),
            ("--plot", cli.plot.plot.as_deref(), true),
            ("--checkpoint", run.checkpoint.as_deref(), false),
        ] {
            if let Some(path) = path {
                writable(flag, path, special)?;
            }
        }
        if let Some(path) = &cli.plot.plot {
            crate::plot::PlotFormat::of(path)?;
        }
        let plot = match &cli.plot.plot {
            Some(path) => Some(Plot {
                path: path.clone(),
                size: crate::plot::parse_size(&cli.plot.plot_size)?,
                quantities: cli.plot.plot_quantity.clone(),
            }),
            None => None,
        };
        let plan = plan(run)?;
        if plan.is_some() && plot.is_some() {
            return Err(SimError::invalid(
                "--plot",
                "a shard's partial result or a checkpointed run is not drawn; allowed: --plot on \
                 the merged report (roguesim merge PART...) or on an unsplit run",
            ));
        }
        let unplanned = |what: &str| match &plan {
            Some(_) => Err(refuse_plan(run, what)),
            None => Ok(()),
        };
        let drawn_as = |kind: &str| match &plot {
            Some(_) => Err(no_picture(kind)),
            None => Ok(()),
        };
        let mode = match &cli.command {
            Some(Command::Bench(a)) => {
                unplanned("bench")?;
                drawn_as("bench")?;
                let door = run.door(kernel()?, default_rules);
                Mode::Bench(
                    a.seconds,
                    a.rules.rules.unwrap_or(default_rules),
                    door.config(&ScenarioFile::named("")),
                )
            }
            Some(Command::Monsters(a)) => {
                unplanned("monsters")?;
                drawn_as("monsters")?;
                Mode::Monsters(a.query(), default_rules)
            }
            Some(Command::Schema { kind, .. }) => {
                unplanned("schema")?;
                drawn_as("schema")?;
                Mode::Schema(kind.as_deref())
            }
            Some(Command::Completions { shell }) => {
                unplanned("completions")?;
                drawn_as("completions")?;
                Mode::Completions(*shell)
            }
            Some(Command::Man) => {
                unplanned("man")?;
                drawn_as("man")?;
                Mode::Man
            }
            Some(Command::Merge { parts }) => {
                unplanned("merge")?;
                Mode::Merge(parts)
            }
            Some(Command::Serve(a)) => {
                unplanned("serve")?;
                drawn_as("serve")?;
                let given = [
                    ("--trials", run.trials.is_some()),
                    ("--seed", run.seed.is_some()),
                    ("--output", run.output.is_some()),
                ];
                if let Some((flag, _)) = given.iter().find(|(_, given)| *given) {
                    return Err(SimError::invalid(
                        *flag,
                        "serve has no run of its own: each request gives its own; allowed \
                         with serve: its own flags, --threads and --kernel",
                    ));
                }
                Mode::Serve(a.into(), kernel()?, default_rules)
            }
            Some(Command::Sweep(a)) => Mode::Sweep(a, plan),
            Some(Command::Compare(a)) => {
                unplanned("compare")?;
                drawn_as("compare")?;
                Mode::Compare(a)
            }
            Some(Command::Worth(a)) => {
                unplanned("worth")?;
                drawn_as("worth")?;
                Mode::Worth(a)
            }
            None => {
                unplanned("the built-in scenarios")?;
                if plot.is_some() {
                    return Err(SimError::invalid(
                        "--plot",
                        "draws one report: run one command, not the built-in set",
                    ));
                }
                let jobs = DEFAULT_SET
                    .iter()
                    .map(|(origin, text)| {
                        Ok((
                            Origin::File(origin.to_string()),
                            ScenarioFile::parse(origin, text)?,
                        ))
                    })
                    .collect::<Result<Vec<_>, SimError>>()?;
                Mode::Run(Self::jobs(jobs, run, default_rules)?)
            }
            Some(Command::Run { file }) => {
                let origin = Origin::File(file.display().to_string());
                let scenario = ScenarioFile::load(file)?;
                Self::one(origin, scenario, run, plan, plot.is_some(), default_rules)?
            }
            Some(command) => {
                let Some(args) = command.kind_args() else {
                    unreachable!("every other command is matched above")
                };
                Self::one(
                    Origin::Flags,
                    args.scenario(),
                    run,
                    plan,
                    plot.is_some(),
                    default_rules,
                )?
            }
        };
        let door = match &mode {
            Mode::Sweep(..) | Mode::Compare(_) | Mode::Worth(_) => {
                run.door(kernel()?, default_rules)
            }
            _ => door,
        };
        Ok(HiArgs {
            mode,
            run,
            output,
            plot,
            door,
            width: env.columns.unwrap_or(DEFAULT_WIDTH),
        })
    }

    /// One scenario: drawn only if its kind has a picture, split or saved only if it has a
    /// Monte Carlo side.
    fn one(
        origin: Origin,
        scenario: ScenarioFile,
        run: &RunArgs,
        plan: Option<Plan>,
        plotted: bool,
        default_rules: RuleSet,
    ) -> Result<Mode<'a>, SimError> {
        let kind: &dyn Entry = scenario.kind()?;
        if plotted && !kind.has_figure() {
            return Err(no_picture(kind.key()));
        }
        if plan.is_some() && !kind.monte_carlo() {
            return Err(refuse_plan(
                run,
                &format!("an {} scenario (exact, no Monte Carlo)", kind.key()),
            ));
        }
        let mut jobs = Self::jobs(vec![(origin, scenario)], run, default_rules)?;
        let Some(job) = jobs.pop() else {
            unreachable!("one scenario makes one job")
        };
        Ok(match plan {
            Some(plan) => Mode::Planned(Box::new(job), plan),
            None => Mode::Run(vec![job]),
        })
    }

    /// The jobs of `scenarios`: each through the door, settled and checked.
    fn jobs(
        scenarios: Vec<(Origin, ScenarioFile)>,
        run: &RunArgs,
        default_rules: RuleSet,
    ) -> Result<Vec<Job>, SimError> {
        let door = run.door(run.lane_kernel()?, default_rules);
        scenarios
            .into_iter()
            .map(|(origin, scenario)| {
                let kind = scenario.kind().ok();
                let admitted = door
                    .admit(scenario)
                    .map_err(|e| located(e, &origin, kind, run))?;
                Ok(Job {
                    origin,
                    scenario: admitted.scenario,
                    cfg: admitted.cfg,
                })
            })
            .collect()
    }
}
