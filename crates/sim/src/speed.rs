//! Speed scenarios: FrogComposband double moves (`docs/rules/frogcomposband-energy.md` §3–§8) and
//! DCSS monster actions per player action (`docs/rules/dcss-0.31.md` §7.3).

use mechanics::actions::ActionsLaw;
use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit, STATIONARY_BURN_IN};
use mechanics::frog::{SpeedScenario, Timeline, TimelineStart, slow_amount};
use mechanics::sampling::frog_lanes::{LANES, LaneTimeline, MAX_DEPTH};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::engine::{Accumulator, Experiment, Percentiles, RunConfig, run};
use crate::error::SimError;
use crate::report::{ProbRow, RunMeta, distribution_rows, percentile_rows};
use crate::stats::{BatchMoments, MeanEstimate, Proportion};

/// Largest number of monster actions per player action a scenario may produce; a scenario
/// whose exact law reaches further is rejected before the run.
pub const MAX_ACTIONS: usize = 1023;
/// Longest run of consecutive double moves counted individually; longer runs share the
/// last bin.
pub const MAX_RUN: usize = 63;

/// Fewest complete windows ("a double move within T actions",
/// `docs/rules/frogcomposband-energy.md` §5) per lane for a chunk to run on lanes: each lane
/// drops its last partial window, so with fewer the lanes would waste a noticeable share of the
/// windows (at most 1/16 here) that one timeline through the chunk would complete.
pub const LANE_WINDOWS: u64 = 16;

/// Values of `N` (`docs/rules/frogcomposband-energy.md` §5, `docs/rules/dcss-0.31.md` §7.3)
/// whose probability gets a design effect of its own; `N >= TRACKED` shares one.
pub const TRACKED: usize = 16;

/// Player actions per batch of a stationary run (in steps of [`LANES`] actions on lanes):
/// far longer than the dependence between consecutive intervals of one timeline, which fades
/// within a few intervals.
const BATCH_ACTIONS: u64 = 4096;

/// Batch sums of every reported estimate of a speed run (the law of `N` of
/// `docs/rules/frogcomposband-energy.md` §5 or `docs/rules/dcss-0.31.md` §7.3), for their design
/// effects (consecutive intervals of one timeline are dependent, and so are intervals against
/// one individual monster; see [`BatchMoments`]). A batch holds whole fights against one
/// individual, so batches are independent or nearly so.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpeedBatches {
    /// `N = n` for `n < TRACKED`; the last entry is `N >= TRACKED`.
    pub bins: [BatchMoments; TRACKED + 1],
    /// `N >= 2`.
    pub double: BatchMoments,
    /// `N >= 3`.
    pub triple: BatchMoments,
    /// The sum of `N`.
    pub total: BatchMoments,
}

impl SpeedBatches {
    /// Adds a batch given `at_least(n)`, its intervals with `N >= n` (`at_least(0)` is its
    /// size), and its sum of `N`.
    fn add(&mut self, at_least: impl Fn(usize) -> u64, sum: u64) {
        let m = at_least(0);
        for (n, bin) in self.bins.iter_mut().enumerate() {
            let next = if n < TRACKED { at_least(n + 1) } else { 0 };
            bin.add(at_least(n) - next, m);
        }
        self.double.add(at_least(2), m);
        self.triple.add(at_least(3), m);
        self.total.add(sum, m);
    }

    fn merge(&mut self, other: &Self) {
        for (a, b) in self.bins.iter_mut().zip(&other.bins) {
            a.merge(b);
        }
        self.double.merge(&other.double);
        self.triple.merge(&other.triple);
        self.total.merge(&other.total);
    }

    /// The design effect of `P(N = n)`.
    fn bin(&self, n: usize) -> f64 {
        self.bins[n.min(TRACKED)].proportion_design_effect()
    }
}

/// The batch a scalar loop is counting: its histogram (last bin: `N >= TRACKED`), its sum of
/// `N` and its size.
#[derive(Clone, Copy, Debug, Default)]
struct BatchCounter {
    bins: [u64; TRACKED + 1],
    sum: u64,
    len: u64,
}

impl BatchCounter {
    #[inline]
    fn record(&mut self, n: usize) {
        self.bins[n.min(TRACKED)] += 1;
        self.sum += n as u64;
        self.len += 1;
    }

    /// Adds the batch (if not empty) to `into` and starts a new one.
    fn flush(&mut self, into: &mut SpeedBatches) {
        if self.len > 0 {
            let bins = self.bins;
            into.add(|n| bins[n.min(TRACKED + 1)..].iter().sum(), self.sum);
        }
        *self = BatchCounter::default();
    }
}

/// The player's action in FrogComposband, which fixes its nominal cost `energy_use`
/// (`docs/rules/frogcomposband-energy.md` §4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum FrogAction {
    /// Walking: 100.
    #[default]
    Walk,
    /// Walking with Fleet of Foot (or temporary quick walk): 60.
    FleetOfFoot,
    /// Walking onto a tree square: 200.
    Tree,
    /// Walking on snow: 133.
    Snow,
    /// Shooting: `bow_energy / shots`, with shots in hundredths (1.60 shots = 160).
    Archery {
        /// The launcher.
        bow: Bow,
        /// Shots per turn in hundredths.
        shots: i32,
    },
    /// Any nominal cost.
    Cost {
        /// `energy_use`.
        energy_use: i32,
    },
}

/// FrogComposband launchers and their `bow_energy` (`xtra2.c:5967`,
/// `docs/rules/frogcomposband-energy.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum Bow {
    /// Sling: 7150.
    Sling,
    /// Short bow: 8888.
    ShortBow,
    /// Long bow: 10000.
    LongBow,
    /// Light crossbow: 12000.
    LightCrossbow,
    /// Heavy crossbow: 13333.
    HeavyCrossbow,
}

impl Bow {
    /// `bow_energy(sval)` (`docs/rules/frogcomposband-energy.md` §4).
    pub fn energy(self) -> i32 {
        match self {
            Bow::Sling => 7150,
            Bow::ShortBow => 8888,
            Bow::LongBow => 10000,
            Bow::LightCrossbow => 12000,
            Bow::HeavyCrossbow => 13333,
        }
    }
}

impl FrogAction {
    /// The nominal cost `energy_use` (`docs/rules/frogcomposband-energy.md` §4).
    pub fn energy_use(self) -> Result<i32, SimError> {
        Ok(match self {
            FrogAction::Walk => 100,
            FrogAction::FleetOfFoot => 60,
            FrogAction::Tree => 200,
            FrogAction::Snow => 133,
            FrogAction::Archery { bow, shots } => {
                if !(10..=1000).contains(&shots) {
                    return Err(SimError::bad(
                        "player_action.archery.shots",
                        format!("{shots} is out of range: shots in hundredths, allowed 10 to 1000"),
                    ));
                }
                bow.energy() / shots
            }
            FrogAction::Cost { energy_use } => energy_use,
        })
    }
}

/// A FrogComposband double-move scenario: one player against one awake monster
/// (`docs/rules/frogcomposband-energy.md` §4, §5, §8).
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FrogSpeedSpec {
    /// The player's displayed speed before haste and slow (−99..=99).
    pub player_speed: i32,
    /// The monster's displayed (race) speed before haste and slow (−99..=99).
    pub monster_speed: i32,
    /// What the player does each action.
    #[serde(default)]
    pub player_action: FrogAction,
    /// The player is hasted: +10.
    #[serde(default)]
    pub player_hasted: bool,
    /// The player is slowed: −10.
    #[serde(default)]
    pub player_slowed: bool,
    /// The monster is hasted: +10.
    #[serde(default)]
    pub monster_hasted: bool,
    /// The monster is slowed: −10.
    #[serde(default)]
    pub monster_slowed: bool,
    /// A non-unique monster: its individual speed varies (`get_mspeed`); each window of
    /// player actions meets a new individual.
    #[serde(default)]
    pub non_unique: bool,
    /// Player actions per window for "at least one double move within T actions".
    #[serde(default = "default_window")]
    pub window: u32,
    /// Which intervals to report: the long-run (stationary) ones, or the first interval
    /// after entering a level.
    #[serde(default)]
    pub start: FrogStart,
}

/// Which intervals a double-move scenario reports (`docs/rules/frogcomposband-energy.md` §3.5,
/// §9.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum FrogStart {
    /// Every interval of a long stay next to the monster, its starting state forgotten
    /// (the reference values of §8).
    #[default]
    Stationary,
    /// Only the first interval after entering a level: the player (need 0) acts first,
    /// the monster starts at `ENERGY_NEED() - randint0(100)`; each trial is one arrival.
    LevelEntry,
}

fn default_window() -> u32 {
    100
}

impl FrogSpeedSpec {
    /// The rules' scenario: speeds after haste and slow, and the action's nominal cost
    /// (`docs/rules/frogcomposband-energy.md` §4).
    pub fn scenario(&self) -> Result<SpeedScenario, SimError> {
        for (field, v) in [
            ("player_speed", self.player_speed),
            ("monster_speed", self.monster_speed),
        ] {
            if !(-99..=99).contains(&v) {
                return Err(SimError::bad(
                    field,
                    format!("{v} is out of range: allowed -99 to 99"),
                ));
            }
        }
        if self.window == 0 {
            return Err(SimError::bad("window", "must be at least 1 player action"));
        }
        let cost = self.player_action.energy_use()?;

        let player = (self.player_speed + if self.player_hasted { 10 } else { 0 }
            - slow_amount(self.player_slowed, 0))
        .clamp(-99, 99);
        let s = SpeedScenario {
            player_speed: player,
            monster_speed: self.monster_speed,
            monster_hasted: self.monster_hasted,
            monster_slowed: self.monster_slowed,
            player_action_cost: cost,
            non_unique: self.non_unique,
        };
        s.validate().map_err(|e| SimError::bad("speed", e))?;
        Ok(s)
    }
}

/// The law of `N`, the monster actions per player action (`docs/rules/frogcomposband-energy.md` §5,
/// `docs/rules/dcss-0.31.md` §7.3), as a speed experiment counts it, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NCounts {
    /// Player actions with `N = n` monster actions before the next, by `n`.
    pub n: [u64; MAX_ACTIONS + 1],
    /// Batch sums for the design effects (empty for independent trials).
    pub batches: SpeedBatches,
}

impl Default for NCounts {
    fn default() -> Self {
        NCounts {
            n: [0; MAX_ACTIONS + 1],
            batches: SpeedBatches::default(),
        }
    }
}

impl Accumulator for NCounts {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.n.iter_mut().zip(other.n) {
            *a += b;
        }
        self.batches.merge(&other.batches);
    }
}

/// Counts of the double-move experiment, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrogAcc {
    /// The law of `N` (no batches for level entry, whose trials are independent).
    pub law: NCounts,
    /// Complete windows.
    pub windows: u64,
    /// Complete windows with at least one double move.
    pub windows_with_double: u64,
    /// Runs of consecutive double moves by length (last bin: ≥ 63).
    pub runs: [u64; MAX_RUN + 1],
}

impl Default for FrogAcc {
    fn default() -> Self {
        FrogAcc {
            law: NCounts::default(),
            windows: 0,
            windows_with_double: 0,
            runs: [0; MAX_RUN + 1],
        }
    }
}

impl Accumulator for FrogAcc {
    fn merge(&mut self, other: Self) {
        self.law.merge(other.law);
        self.windows += other.windows;
        self.windows_with_double += other.windows_with_double;
        for (a, b) in self.runs.iter_mut().zip(other.runs) {
            *a += b;
        }
    }
}

/// The double-move experiment: trials are player actions, in windows of `window`
/// actions; each chunk starts from an exact stationary state, and a non-unique monster
/// is redrawn every window. A chunk runs on [`LaneTimeline`] when the lanes support the
/// scenario and each lane completes at least [`LANE_WINDOWS`] windows, else on one
/// [`Timeline`]; both are exact.
pub struct FrogExperiment {
    scenario: SpeedScenario,
    window: u32,
    start: FrogStart,
}

impl FrogExperiment {
    /// The experiment for a validated scenario, reporting stationary intervals in windows
    /// of `window` player actions.
    pub fn new(scenario: SpeedScenario, window: u32) -> Self {
        FrogExperiment {
            scenario,
            window,
            start: FrogStart::Stationary,
        }
    }

    /// The experiment reporting the first interval after each level entry instead: one
    /// trial per arrival (`docs/rules/frogcomposband-energy.md` §9.2).
    pub fn level_entry(scenario: SpeedScenario) -> Self {
        FrogExperiment {
            scenario,
            window: 1,
            start: FrogStart::LevelEntry,
        }
    }

    /// One interval per trial, each from a fresh level entry.
    fn run_arrivals(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut FrogAcc) {
        let Ok(mut timeline) = Timeline::new(&self.scenario, TimelineStart::LevelEntry, rng) else {
            unreachable!("the scenario was validated before the run")
        };
        // One interval per arrival: a block would compute intervals that are dropped.
        timeline.set_block_len(1);
        for t in 0..trials {
            if t > 0 {
                timeline.restart(TimelineStart::LevelEntry, rng);
            }
            let n = timeline.next_interval(rng) as usize;
            acc.law.n[n.min(MAX_ACTIONS)] += 1;
        }
    }

    /// Stationary intervals on [`LaneTimeline`] (`docs/rules/frogcomposband-energy.md` §5, §8),
    /// counted by [`LaneStats`]; a non-unique monster is a new individual in every lane every
    /// window.
    fn run_lanes(
        &self,
        mut lanes: LaneTimeline,
        rng: &mut Xoshiro256PlusPlus,
        trials: u64,
        acc: &mut FrogAcc,
    ) {
        let window = u64::from(self.window);
        let batch_steps = BATCH_ACTIONS / LANES as u64;
        let (fight, batch) = if self.scenario.non_unique {
            (window, window * batch_steps.div_ceil(window))
        } else {
            (u64::MAX, batch_steps)
        };
        let mut stats = LaneStats::new(trials, self.window, batch);
        let steps = stats.steps();
        let mut done = 0;
        while done < steps {
            if done > 0 {
                stats.close_runs();
                lanes.restart(rng);
            }
            let part = fight.min(steps - done);
            lanes.run(
                part,
                #[inline(always)]
                |masks| stats.record(masks),
            );
            done += part;
        }
        stats.finish(acc);
    }
}

/// The double-move counts of a chunk run on [`LaneTimeline`]
/// (`docs/rules/frogcomposband-energy.md` §5): the chunk's trials are spread over the lanes, the
/// first `trials % LANES` taking one more, and each lane is a timeline of its own, with its own
/// windows and runs (closed also by [`Self::close_runs`] when the lanes meet new individuals).
/// Runs are timed by the steps at which they start and end, so the work per step grows with the
/// runs that start or end in it, not with the lanes.
struct LaneStats {
    /// Steps in which every lane takes part; one more step follows for `extra` lanes.
    full: u64,
    extra: u32,
    window: u32,
    step: u64,
    window_left: u32,
    /// Lanes in a run of double moves, and lanes with a double move in the current window.
    doubling: u32,
    any: u32,
    /// `at_least[n]`: intervals with `N >= n`.
    at_least: [u64; MAX_DEPTH + 1],
    /// Steps per batch (whole fights), steps left in the current one, and `at_least` at
    /// its start.
    batch: u64,
    batch_left: u64,
    batch_start: [u64; MAX_DEPTH + 1],
    batches: SpeedBatches,
    /// The step at which each lane's current run began.
    started: [u64; LANES],
    runs: [u64; MAX_RUN + 1],
    windows: u64,
    windows_with_double: u64,
}

impl LaneStats {
    fn new(trials: u64, window: u32, batch: u64) -> Self {
        LaneStats {
            batch,
            batch_left: batch,
            batch_start: [0; MAX_DEPTH + 1],
            batches: SpeedBatches::default(),
            full: trials / LANES as u64,
            extra: (trials % LANES as u64) as u32,
            window,
            step: 0,
            window_left: window,
            doubling: 0,
            any: 0,
            at_least: [0; MAX_DEPTH + 1],
            started: [0; LANES],
            runs: [0; MAX_RUN + 1],
            windows: 0,
            windows_with_double: 0,
        }
    }

    /// Steps to run.
    fn steps(&self) -> u64 {
        self.full + u64::from(self.extra > 0)
    }

    /// A run that began at step `started` and ended before step `now`, into its bin.
    fn close_run(&mut self, started: u64, now: u64) {
        self.runs[((now - started) as usize).min(MAX_RUN)] += 1;
    }

    /// Counts one step's masks (see [`LaneTimeline::run`]).
    #[inline(always)]
    fn record(&mut self, masks: &[u32]) {
        let active = if self.step < self.full {
            u32::MAX
        } else {
            (1u32 << self.extra) - 1
        };
        self.at_least[0] += u64::from(active.count_ones());
        for (a, &m) in self.at_least[1..].iter_mut().zip(masks) {
            *a += u64::from((m & active).count_ones());
        }
        let doubles = masks.get(1).map_or(0, |&m| m & active);
        let mut begun = doubles & !self.doubling;
        while begun != 0 {
            self.started[begun.trailing_zeros() as usize] = self.step;
            begun &= begun - 1;
        }
        let mut ended = self.doubling & !doubles;
        while ended != 0 {
            let l = ended.trailing_zeros() as usize;
            self.close_run(self.started[l], self.step);
            ended &= ended - 1;
        }
        self.doubling = doubles;
        self.any |= doubles;
        self.step += 1;
        self.batch_left -= 1;
        if self.batch_left == 0 {
            self.end_batch();
        }
        self.window_left -= 1;
        if self.window_left == 0 {
            self.windows += u64::from(active.count_ones());
            self.windows_with_double += u64::from((self.any & active).count_ones());
            self.any = 0;
            self.window_left = self.window;
        }
    }

    /// Adds the batch since the last one to the batch sums.
    fn end_batch(&mut self) {
        let (now, start) = (&self.at_least, &self.batch_start);
        let at_least = |n: usize| now.get(n).map_or(0, |a| a - start[n]);
        let sum = (1..=MAX_DEPTH).map(at_least).sum();
        if at_least(0) > 0 {
            self.batches.add(at_least, sum);
        }
        self.batch_start = self.at_least;
        self.batch_left = self.batch;
    }

    /// Closes the runs still going (a new individual or the chunk's end).
    fn close_runs(&mut self) {
        while self.doubling != 0 {
            let l = self.doubling.trailing_zeros() as usize;
            self.close_run(self.started[l], self.step);
            self.doubling &= self.doubling - 1;
        }
    }

    /// Closes the runs still going and adds the counts to `acc`.
    fn finish(mut self, acc: &mut FrogAcc) {
        self.close_runs();
        self.end_batch();
        acc.law.batches.merge(&self.batches);
        for (n, a) in acc.law.n.iter_mut().take(MAX_DEPTH + 1).enumerate() {
            *a += self.at_least[n] - self.at_least.get(n + 1).copied().unwrap_or(0);
        }
        for (a, r) in acc.runs.iter_mut().zip(self.runs) {
            *a += r;
        }
        acc.windows += self.windows;
        acc.windows_with_double += self.windows_with_double;
    }
}

impl Experiment for FrogExperiment {
    type Acc = FrogAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut FrogAcc) {
        if self.start == FrogStart::LevelEntry {
            return self.run_arrivals(rng, trials, acc);
        }
        // Each lane is a timeline of `trials / LANES` actions, whose last partial window is
        // dropped: lanes take the chunk only when that wastes little.
        let per_lane = trials / LANES as u64;
        if u64::from(self.window) * LANE_WINDOWS <= per_lane
            && let Some(lanes) = LaneTimeline::new(&self.scenario, rng)
        {
            return self.run_lanes(lanes, rng, trials, acc);
        }
        let Ok(mut timeline) = Timeline::new(&self.scenario, TimelineStart::Stationary, rng) else {
            unreachable!("the scenario was validated before the run")
        };
        let window = u64::from(self.window);
        if self.scenario.non_unique && timeline.block_len() > 0 {
            // A new individual every window: blocks that divide the window waste nothing.
            let cap = timeline.block_len() as u64;
            let blocks = window.div_ceil(cap);
            timeline.set_block_len(window.div_ceil(blocks) as usize);
        }
        // counts[n]: intervals with n monster actions; reach[l]: positions where a run of
        // consecutive double moves reaches length l (l <= MAX_RUN; reach[0] is scratch), so
        // reach[l] runs have length >= l. Eight interleaved copies keep consecutive
        // increments on different addresses (no store-to-load chain).
        // On the heap: 64 KiB is too much for a worker's stack frame.
        let mut counts = vec![[0u64; MAX_ACTIONS + 1]; 8];
        let mut reach = [[0u64; MAX_RUN + 1]; 8];
        let mut buf = [0u32; 256];
        // Batches: whole windows (one individual each) for a non-unique, else every
        // BATCH_ACTIONS intervals or so.
        let mut batch = BatchCounter::default();
        let (mut done, mut run) = (0u64, 0usize);
        while done < trials {
            if self.scenario.non_unique && done > 0 {
                timeline.restart(TimelineStart::Stationary, rng);
                run = 0;
            }
            let len = window.min(trials - done);
            let mut any = false;
            let mut left = len;
            while left > 0 {
                let part = &mut buf[..left.min(256) as usize];
                timeline.fill_intervals(rng, part);
                for (i, &n) in part.iter().enumerate() {
                    let n = n as usize;
                    counts[i & 7][n.min(MAX_ACTIONS)] += 1;
                    batch.record(n);
                    let double = n >= 2;
                    any |= double;
                    run = (run + 1) * usize::from(double);
                    reach[i & 7][run * usize::from(run <= MAX_RUN)] += 1;
                }
                left -= part.len() as u64;
                if !self.scenario.non_unique && batch.len >= BATCH_ACTIONS {
                    batch.flush(&mut acc.law.batches);
                }
            }
            if self.scenario.non_unique && batch.len >= BATCH_ACTIONS {
                batch.flush(&mut acc.law.batches);
            }
            if len == window {
                acc.windows += 1;
                acc.windows_with_double += u64::from(any);
            }
            done += len;
        }
        batch.flush(&mut acc.law.batches);
        let total = |copies: &[[u64; MAX_RUN + 1]; 8], l: usize| -> u64 {
            copies.iter().map(|c| c[l]).sum()
        };
        for (v, a) in acc.law.n.iter_mut().enumerate() {
            *a += counts.iter().map(|c| c[v]).sum::<u64>();
        }
        for l in 1..MAX_RUN {
            acc.runs[l] += total(&reach, l) - total(&reach, l + 1);
        }
        acc.runs[MAX_RUN] += total(&reach, MAX_RUN);
    }
}

/// Exact or estimated double-move quantities (`docs/rules/frogcomposband-energy.md` §5, §8).
#[derive(Clone, Debug, Serialize)]
pub struct SpeedValues {
    /// P(N ≥ 2).
    pub p_double: f64,
    /// P(N ≥ 3).
    pub p_triple: f64,
    /// `E[N]`.
    pub mean_actions: f64,
    /// P(N = n), index = n.
    pub distribution: Vec<f64>,
}

/// Estimates with 95 % intervals.
#[derive(Clone, Debug, Serialize)]
pub struct SpeedEstimate {
    /// The estimates, keyed like the exact values.
    #[serde(flatten)]
    pub values: SpeedValues,
    /// 95 % intervals, keyed like the values.
    pub intervals: serde_json::Value,
    /// (estimate − exact) / standard error, keyed like the values.
    pub sigmas: serde_json::Value,
    /// Design effects, keyed like the values: how many consecutive dependent intervals
    /// carry the information of one independent interval, measured by batch means (at least
    /// 1; intervals and sigmas account for it).
    pub design_effects: serde_json::Value,
    /// P(at least one double move within `window` player actions) (estimate only;
    /// FrogComposband scenarios).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window: Option<f64>,
    /// Its 95 % interval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_double_within_window_ci95: Option<[f64; 2]>,
    /// Percentiles of the length of runs of consecutive double moves.
    pub run_lengths: Option<Percentiles>,
    /// Runs of this many double moves or more share the last bin of `run_lengths`
    /// (present only when such runs occurred, so the percentiles at the cap mean "at
    /// least").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_length_cap: Option<usize>,
    /// Percentiles of N, the monster actions per player action.
    pub n_percentiles: Option<Percentiles>,
}

/// The result of a speed scenario.
#[derive(Clone, Debug, Serialize)]
pub struct SpeedReport {
    /// The speeds and cost actually simulated.
    pub derived: serde_json::Value,
    /// Exact values.
    pub exact: SpeedValues,
    /// Monte Carlo estimate.
    pub estimate: SpeedEstimate,
    /// Table and CSV view.
    #[serde(skip)]
    pub rows: Vec<ProbRow>,
    /// Run metadata.
    #[serde(skip)]
    pub meta: RunMeta,
}

/// Rejects a scenario whose exact law allows more monster actions per player action than
/// the accumulators count.
fn check_reach(field: &str, exact: &SpeedValues) -> Result<(), SimError> {
    if exact.distribution.len() > MAX_ACTIONS + 1 {
        return Err(SimError::bad(
            field,
            format!(
                "up to {} monster actions per player action; at most {MAX_ACTIONS} are supported",
                exact.distribution.len() - 1
            ),
        ));
    }
    Ok(())
}

fn exact_values(d: &ActionsLaw) -> SpeedValues {
    SpeedValues {
        p_double: d.p_double(),
        p_triple: d.p_triple(),
        mean_actions: d.mean(),
        distribution: d.probs.clone(),
    }
}

fn ci(p: &Proportion) -> [f64; 2] {
    let i = p.wilson95();
    [i.lo, i.hi]
}

fn finite(s: Option<f64>) -> Option<f64> {
    s.filter(|s| s.is_finite())
}

/// Estimates and rows shared by both speed kinds: the law of a count per player action,
/// with the design effects of `batches` when the trials are dependent (see [`BatchMoments`]),
/// and its percentiles; the FrogComposband-only fields are left empty.
fn count_estimate(
    counts: &[u64],
    batches: Option<&SpeedBatches>,
    exact: &SpeedValues,
    section: &str,
    label: &str,
) -> Result<(SpeedEstimate, Vec<ProbRow>), SimError> {
    let total: u64 = counts.iter().sum();
    let len = counts
        .iter()
        .rposition(|&c| c > 0)
        .map_or(1, |i| i + 1)
        .max(exact.distribution.len());
    // Design effects (1 without batches: independent trials).
    let deff = |moments: fn(&SpeedBatches) -> &BatchMoments| {
        batches.map_or(1.0, |b| moments(b).proportion_design_effect())
    };
    let bin_deff = |n: usize| batches.map_or(1.0, |b| b.bin(n));
    let at_least = |k: usize| Proportion::new(counts.iter().skip(k).sum(), total);
    let double = at_least(2).with_design_effect(deff(|b| &b.double));
    let triple = at_least(3).with_design_effect(deff(|b| &b.triple));
    let dist: Vec<Proportion> = (0..len)
        .map(|i| {
            Proportion::new(counts.get(i).copied().unwrap_or(0), total)
                .with_design_effect(bin_deff(i))
        })
        .collect();
    let mean_deff = MeanEstimate::from_counts(counts).map(|m| {
        let iid = m.std_error * m.std_error;
        batches.map_or(1.0, |b| b.total.design_effect(iid))
    });
    let mean =
        MeanEstimate::from_counts(counts).map(|m| m.with_design_effect(mean_deff.unwrap_or(1.0)));
    let exact_at = |i: usize| exact.distribution.get(i).copied().unwrap_or(0.0);
    let values = SpeedValues {
        p_double: double.estimate(),
        p_triple: triple.estimate(),
        mean_actions: mean.as_ref().map_or(0.0, |m| m.mean),
        distribution: dist.iter().map(Proportion::estimate).collect(),
    };
    let intervals = serde_json::json!({
        "p_double": ci(&double),
        "p_triple": ci(&triple),
        "mean_actions": mean.as_ref().map(|m| [m.ci.lo, m.ci.hi]),
        "distribution": dist.iter().map(ci).collect::<Vec<_>>(),
    });
    let design_effects = serde_json::json!({
        "p_double": double.design_effect,
        "p_triple": triple.design_effect,
        "mean_actions": mean_deff,
        "distribution": dist.iter().map(|p| p.design_effect).collect::<Vec<_>>(),
    });
    let sigmas = serde_json::json!({
        "p_double": finite(double.sigmas_from(exact.p_double)),
        "p_triple": finite(triple.sigmas_from(exact.p_triple)),
        "mean_actions": mean.as_ref().map(|m| m.sigmas_from(exact.mean_actions)).filter(|s| s.is_finite()),
        "distribution": dist.iter().enumerate().map(|(i, p)| finite(p.sigmas_from(exact_at(i)))).collect::<Vec<_>>(),
    });
    let mut rows = vec![
        ProbRow::new(section, "P(N >= 2) double")
            .with_exact(exact.p_double)
            .with_proportion(double),
        ProbRow::new(section, "P(N >= 3) triple")
            .with_exact(exact.p_triple)
            .with_proportion(triple),
    ];
    if let Some(m) = mean {
        rows.push(
            ProbRow::new(section, "E[N]")
                .with_exact(exact.mean_actions)
                .with_mean(m),
        );
    }
    rows.extend(
        distribution_rows(section, label, counts, Some(&exact.distribution))
            .into_iter()
            .map(|row| {
                let d = bin_deff(row.index.unwrap_or(0));
                row.with_design_effect(d)
            }),
    );
    let estimate = SpeedEstimate {
        values,
        intervals,
        sigmas,
        design_effects,
        p_double_within_window: None,
        p_double_within_window_ci95: None,
        run_lengths: None,
        run_length_cap: None,
        n_percentiles: Percentiles::from_counts(counts)?,
    };
    Ok((estimate, rows))
}

/// Runs a FrogComposband double-move scenario.
pub fn run_frog(spec: &FrogSpeedSpec, cfg: &RunConfig) -> Result<SpeedReport, SimError> {
    let scenario = spec.scenario()?;
    let (law, experiment) = match spec.start {
        FrogStart::Stationary => (scenario.exact(), FrogExperiment::new(scenario, spec.window)),
        FrogStart::LevelEntry => (
            scenario.exact_first_interval(),
            FrogExperiment::level_entry(scenario),
        ),
    };
    let exact = exact_values(&law.map_err(|e| SimError::bad("speed", e))?);
    check_reach("speed", &exact)?;
    let outcome = run(&experiment, cfg)?;
    let acc = &outcome.acc;
    // Level entry: independent arrivals, no batches.
    let batches = (spec.start == FrogStart::Stationary).then_some(&acc.law.batches);
    let (estimate, mut rows) =
        count_estimate(&acc.law.n, batches, &exact, "double moves", "P(N = n)")?;
    let within = Proportion::new(acc.windows_with_double, acc.windows);
    if acc.windows > 0 {
        rows.push(
            ProbRow::new(
                "double moves",
                format!("P(a double within {} actions)", spec.window),
            )
            .with_proportion(within),
        );
    }
    let run_lengths = Percentiles::from_counts(&acc.runs)?;
    let estimate = SpeedEstimate {
        p_double_within_window: (acc.windows > 0).then(|| within.estimate()),
        p_double_within_window_ci95: (acc.windows > 0).then(|| ci(&within)),
        run_lengths,
        run_length_cap: (acc.runs[MAX_RUN] > 0).then_some(MAX_RUN),
        ..estimate
    };
    for (section, name, p) in [
        ("percentiles", "N", &estimate.n_percentiles),
        ("double-move runs", "run length", &estimate.run_lengths),
    ] {
        if let Some(p) = p {
            rows.extend(percentile_rows(section, name, p));
        }
    }
    rows.extend(distribution_rows(
        "double-move runs",
        "run length",
        &acc.runs,
        None,
    ));
    Ok(SpeedReport {
        derived: serde_json::json!({
            "player_speed": scenario.player_speed,
            "monster_speed": scenario.monster_speed,
            "player_action_cost": scenario.player_action_cost,
            "non_unique": scenario.non_unique,
            "window": spec.window,
            "start": spec.start,
        }),
        exact,
        estimate,
        rows,
        meta: RunMeta::from_outcome("frogcomposband-7.1", &outcome),
    })
}

/// A DCSS speed scenario: one monster's actions per player action
/// (`docs/rules/dcss-0.31.md` §7.3–§7.5).
#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct DcssSpeedSpec {
    /// The monster's speed (10 is normal), 1–200.
    pub monster_speed: i32,
    /// Energy per monster action (10 normal; 15 for an ogre's attacks).
    #[serde(default = "default_cost")]
    pub monster_action_cost: i32,
    /// What the player does: `{"move": {"mv": 10}}`, `"wait"` or `{"attack": {"delay": 12}}`.
    pub player_action: PlayerAction,
    /// The player is hasted.
    #[serde(default)]
    pub hasted: bool,
    /// The player is slowed.
    #[serde(default)]
    pub slowed: bool,
    /// Pursuit effects (`"off"`, `"jitter"`, `{"opportunity_attack": {...}}`).
    #[serde(default)]
    pub pursuit: Pursuit,
}

fn default_cost() -> i32 {
    10
}

impl DcssSpeedSpec {
    fn scenario(&self) -> DcssSpeedScenario {
        DcssSpeedScenario {
            monster_speed: self.monster_speed,
            monster_action_cost: self.monster_action_cost,
            player_action: self.player_action,
            hasted: self.hasted,
            slowed: self.slowed,
            pursuit: self.pursuit,
        }
    }
}

/// The DCSS speed experiment: each chunk burns in its clock for
/// [`STATIONARY_BURN_IN`] player actions, then counts monster actions per player action.
pub struct DcssSpeedExperiment {
    scenario: DcssSpeedScenario,
}

impl Experiment for DcssSpeedExperiment {
    type Acc = NCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut Self::Acc) {
        let Ok(mut sampler) = self.scenario.sampler() else {
            unreachable!("the scenario was validated before the run")
        };
        sampler.burn_in(rng, STATIONARY_BURN_IN);
        let mut batch = BatchCounter::default();
        for _ in 0..trials {
            let n = (sampler.next(rng) as usize).min(MAX_ACTIONS);
            acc.n[n] += 1;
            batch.record(n);
            if batch.len == BATCH_ACTIONS {
                batch.flush(&mut acc.batches);
            }
        }
        batch.flush(&mut acc.batches);
    }
}

/// Runs a DCSS monster-actions-per-player-action scenario.
pub fn run_dcss_speed(spec: &DcssSpeedSpec, cfg: &RunConfig) -> Result<SpeedReport, SimError> {
    let scenario = spec.scenario();
    scenario
        .validate()
        .map_err(|e| SimError::bad("dcss_speed", e))?;
    let d = scenario
        .exact()
        .map_err(|e| SimError::bad("dcss_speed", e))?;
    let exact = SpeedValues {
        p_double: d.p_double(),
        p_triple: d.p_triple(),
        mean_actions: d.mean(),
        distribution: d.probs.clone(),
    };
    check_reach("dcss_speed", &exact)?;
    let outcome = run(&DcssSpeedExperiment { scenario }, cfg)?;
    let (estimate, mut rows) = count_estimate(
        &outcome.acc.n,
        Some(&outcome.acc.batches),
        &exact,
        "monster actions per player action",
        "P(N = n)",
    )?;
    if let Some(p) = &estimate.n_percentiles {
        rows.extend(percentile_rows("percentiles", "N", p));
    }
    Ok(SpeedReport {
        derived: serde_json::json!({ "action_time": scenario.action_time_dist().iter().collect::<Vec<_>>() }),
        exact,
        estimate,
        rows,
        meta: RunMeta::from_outcome("dcss-0.31", &outcome),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Takes the batch sums out of `acc` and checks them against its counts: every interval
    /// in exactly one batch, each tracked quantity summing to its total.
    fn take_batches(acc: &mut FrogAcc) {
        let b = std::mem::take(&mut acc.law.batches);
        let n = &acc.law.n;
        let total: u64 = n.iter().sum();
        let at_least = |k: usize| u128::from(n[k..].iter().sum::<u64>());
        assert_eq!(b.double.sums(), (at_least(2), u128::from(total)));
        assert_eq!(b.triple.sums(), (at_least(3), u128::from(total)));
        let sum_n: u64 = n.iter().enumerate().map(|(v, c)| v as u64 * c).sum();
        assert_eq!(b.total.sums(), (u128::from(sum_n), u128::from(total)));
        for (v, bin) in b.bins.iter().enumerate() {
            let want = if v < TRACKED {
                u128::from(n[v])
            } else {
                at_least(TRACKED)
            };
            assert_eq!(bin.sums().0, want, "N = {v}");
        }
        assert!(total == 0 || b.double.batches() > 0);
    }

    /// The counts of one interval sequence by the game-order definitions: histogram of `N`,
    /// complete windows with a double move, runs of consecutive double moves closed by a
    /// non-double or the sequence's end.
    fn one_by_one(intervals: &[usize], window: usize, acc: &mut FrogAcc) {
        let mut run = 0;
        for &n in intervals {
            acc.law.n[n.min(MAX_ACTIONS)] += 1;
            if n >= 2 {
                run += 1;
            } else if run > 0 {
                acc.runs[run.min(MAX_RUN)] += 1;
                run = 0;
            }
        }
        acc.runs[run.min(MAX_RUN)] += u64::from(run > 0);
        for w in intervals.chunks_exact(window) {
            acc.windows += 1;
            acc.windows_with_double += u64::from(w.iter().any(|&n| n >= 2));
        }
    }

    /// A chunk runs on lanes when they support the scenario: its counts equal the one-by-one
    /// definitions applied to each lane's intervals (lane `l` takes `trials / LANES` actions,
    /// one more when `l < trials % LANES`), cut into fights at each new individual (every
    /// window for a non-unique), read off the same lanes and draws.
    #[test]
    fn lane_statistics_match_the_one_by_one_definitions() {
        for non_unique in [false, true] {
            // Each lane completes at least LANE_WINDOWS windows (else the chunk runs on one
            // timeline); some chunks leave lanes with one action more.
            for (window, trials) in [(100, 51_200), (100, 51_250), (7, 5_003), (1, 529)] {
                assert!(u64::from(window) * LANE_WINDOWS <= trials / LANES as u64);
                for (player, monster) in [(0, 10), (0, 0), (-10, 30)] {
                    let scenario = SpeedScenario {
                        player_speed: player,
                        monster_speed: monster,
                        player_action_cost: 100,
                        non_unique,
                        ..SpeedScenario::default()
                    };
                    let exp = FrogExperiment::new(scenario, window);
                    let mut fast = FrogAcc::default();
                    exp.run_chunk(&mut Xoshiro256PlusPlus::seed_from_u64(9), trials, &mut fast);

                    let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
                    let mut lanes = LaneTimeline::new(&scenario, &mut rng).unwrap();
                    let steps = trials.div_ceil(LANES as u64);
                    let fight = if non_unique { u64::from(window) } else { steps };
                    let mut acc = FrogAcc::default();
                    let mut done = 0;
                    while done < steps {
                        if done > 0 {
                            lanes.restart(&mut rng);
                        }
                        let part = fight.min(steps - done);
                        let mut per_lane = vec![Vec::new(); LANES];
                        lanes.run(part, |masks| {
                            for (l, seq) in per_lane.iter_mut().enumerate() {
                                seq.push(masks.iter().filter(|&&m| m >> l & 1 == 1).count());
                            }
                        });
                        for (l, seq) in per_lane.iter().enumerate() {
                            let total = trials / LANES as u64
                                + u64::from((l as u64) < trials % LANES as u64);
                            let len = part.min(total.saturating_sub(done)) as usize;
                            one_by_one(&seq[..len], window as usize, &mut acc);
                        }
                        done += part;
                    }
                    take_batches(&mut fast);
                    assert_eq!(fast, acc, "{scenario:?}, window {window}, trials {trials}");
                }
            }
        }
    }

    /// A chunk runs on one [`Timeline`] when the lanes do not support the scenario (here
    /// `E_p = 1`) or the windows are too long for the lanes, a non-unique being a new
    /// individual every window: its counts equal the one-by-one definitions (runs also closed
    /// by a new individual) computed one interval at a time from the same timeline and draws.
    #[test]
    fn chunk_statistics_match_the_one_by_one_definitions() {
        for (non_unique, window, trials) in
            [(false, 100, 20_000), (true, 100, 20_050), (true, 7, 3_000)]
        {
            for (player, monster) in [(-60, 0), (-50, -30), (-45, 10), (0, 10)] {
                let scenario = SpeedScenario {
                    player_speed: player,
                    monster_speed: monster,
                    player_action_cost: 100,
                    non_unique,
                    ..SpeedScenario::default()
                };
                let lanes_windows = trials / LANES as u64 / u64::from(window);
                assert!(!LaneTimeline::supports(&scenario) || lanes_windows < LANE_WINDOWS);
                let exp = FrogExperiment::new(scenario, window);
                let mut fast = FrogAcc::default();
                exp.run_chunk(&mut Xoshiro256PlusPlus::seed_from_u64(9), trials, &mut fast);

                let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
                let mut timeline =
                    Timeline::new(&scenario, TimelineStart::Stationary, &mut rng).unwrap();
                let w = u64::from(window);
                if non_unique {
                    let cap = timeline.block_len() as u64;
                    timeline.set_block_len(w.div_ceil(w.div_ceil(cap)) as usize);
                }
                let fight = if non_unique { w } else { trials };
                let mut acc = FrogAcc::default();
                let mut done = 0u64;
                while done < trials {
                    if done > 0 {
                        timeline.restart(TimelineStart::Stationary, &mut rng);
                    }
                    let len = fight.min(trials - done);
                    let seq: Vec<usize> = (0..len)
                        .map(|_| timeline.next_interval(&mut rng) as usize)
                        .collect();
                    one_by_one(&seq, window as usize, &mut acc);
                    done += len;
                }
                take_batches(&mut fast);
                assert_eq!(fast, acc, "{scenario:?}, window {window}");
            }
        }
    }
}
