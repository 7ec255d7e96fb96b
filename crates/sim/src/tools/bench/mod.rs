//! `roguesim bench`: the throughput of each roll loop against the raw generator, measured
//! in one process and one run so machine noise cancels, on the product path (the same
//! experiments and engine the commands use).
//!
//! * `view`: the table of loops, their ratios and verdicts.

mod view;

use std::time::{Duration, Instant};

use mechanics::dcss::defender::Situation;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use mechanics::frog::SpeedScenario;
use mechanics::sampling::kernel::{LaneKernel, sum_words};
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::hit::HitExperiment;
use crate::dcss::input::{AttackerSpec, DefenderSpec, TurnSpec};
use crate::dcss::threat::ThreatSpec;
use crate::dcss::threat::experiment::{FightAcc, FightExperiment};
use crate::dcss::threat::survival::damage_variants;
use crate::dcss::turn::TurnExperiment;
use crate::engine::{Accumulator, Experiment, RunConfig, run};
use crate::error::SimError;
use crate::frog::speed::experiment::FrogExperiment;
use crate::report::{Report, RunMeta};

/// Measurement rounds per loop.
const ROUNDS: usize = 3;

/// The most seconds a bench may spend per loop.
pub const MAX_SECONDS: f64 = 600.0;

/// What a bench ran: its time per loop.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct BenchInputs {
    /// Seconds spent on each loop.
    pub seconds: f64,
}

/// A wrapping sum of raw words, so the generator's output is used.
#[derive(Default, Serialize, serde::Deserialize)]
struct RawAcc(u64);

impl Accumulator for RawAcc {
    fn merge(&mut self, other: Self) {
        self.0 = self.0.wrapping_add(other.0);
    }
}

/// The raw generator: one `next_u64` per trial.
struct Raw;

impl Experiment for Raw {
    type Acc = RawAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut RawAcc) {
        let mut s = 0u64;
        for _ in 0..trials {
            s = s.wrapping_add(rng.next_u64());
        }
        acc.0 = acc.0.wrapping_add(s);
    }
}

/// The lanes' generators: eight xoshiro256++ streams on a kernel, one word per trial (whole
/// rounds).
struct RawLanes(LaneKernel);

impl Experiment for RawLanes {
    type Acc = RawAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut RawAcc) {
        let sum = sum_words(self.0, rng, trials);
        acc.0 = acc.0.wrapping_add(sum);
    }
}

/// The measured rates (per second) and their ratios to the raw generators.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct BenchResult {
    /// The processor the rates were measured on, as the operating system names it.
    pub processor: String,
    /// Seconds spent per loop.
    pub seconds_per_loop: f64,
    /// Raw xoshiro256++ words per second on all threads: one scalar generator per thread,
    /// the reference of every `*_ratio`.
    pub raw_u64_per_s: f64,
    /// Words per second of the lanes' generators on all threads: eight xoshiro256++ streams
    /// advanced together on `lane_kernel` (on a vector kernel, faster than one scalar
    /// generator, which is how lane loops can exceed 1× raw); the reference of every
    /// `*_lanes_ratio`, the real limit of the lane loops on this processor and kernel.
    pub raw_lanes_u64_per_s: f64,
    /// Monster-vs-player exchanges per second (HD 10 fighter vs EV 20).
    pub hit_per_s: f64,
    /// `hit_per_s / raw_u64_per_s`.
    pub hit_ratio: f64,
    /// `hit_per_s / raw_lanes_u64_per_s`.
    pub hit_lanes_ratio: f64,
    /// Shielded exchanges per second (the same, against internal SH 27, 0.31 rules).
    pub shielded_per_s: f64,
    /// `shielded_per_s / raw_u64_per_s`.
    pub shielded_ratio: f64,
    /// `shielded_per_s / raw_lanes_u64_per_s`.
    pub shielded_lanes_ratio: f64,
    /// Attacks per second within full turns of four attacks (HD 5 vs EV 15, SH 27,
    /// limit 3).
    pub turn_attacks_per_s: f64,
    /// `turn_attacks_per_s / raw_u64_per_s`.
    pub turn_attacks_ratio: f64,
    /// `turn_attacks_per_s / raw_lanes_u64_per_s`.
    pub turn_attacks_lanes_ratio: f64,
    /// FrogComposband player actions per second (+0 player vs a +10 monster).
    pub speed_actions_per_s: f64,
    /// `speed_actions_per_s / raw_u64_per_s`.
    pub speed_actions_ratio: f64,
    /// `speed_actions_per_s / raw_lanes_u64_per_s`.
    pub speed_actions_lanes_ratio: f64,
    /// Defender turns per second of `threat`'s fights: a troll (three attacks) against EV 15,
    /// internal SH 27 with the 0.31 block limit, AC 8 and 60 HP, every fight played until
    /// death, eight fights at a time on the fight lanes of `lane_kernel`.
    pub fight_turns_per_s: f64,
    /// `fight_turns_per_s / raw_u64_per_s`.
    pub fight_turns_ratio: f64,
    /// `fight_turns_per_s / raw_lanes_u64_per_s`.
    pub fight_turns_lanes_ratio: f64,
    /// The kernel the lanes ran on (every loop but the raw scalar generator): by default
    /// `avx512` where the processor has AVX-512, else `avx2` where it has AVX2, else
    /// `portable`; `--kernel` (or `ROGUESIM_KERNEL`) chooses another (identical results,
    /// other rates).
    pub lane_kernel: &'static str,
    /// Each loop's target on `lane_kernel`, as a ratio to the scalar raw rate, and whether
    /// this run met it (see [`targets`]).
    pub targets: Vec<Target>,
    /// Whether every loop met its target.
    pub targets_met: bool,
}

/// A loop's target and this run's verdict.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Target {
    /// The loop's key: `hit`, `shielded`, `turn_attacks`, `speed_actions` or `fight_turns`.
    #[serde(rename = "loop")]
    pub loop_key: &'static str,
    /// The least ratio to the scalar raw rate the loop should reach on this kernel.
    pub at_least: f64,
    /// The measured ratio (`<loop>_ratio`).
    pub ratio: f64,
    /// `ratio >= at_least`.
    pub met: bool,
}

/// The targets of the loops on `kernel`, as ratios to one scalar generator per thread: the
/// vector kernels (issue #14, measured on AVX2) exchanges ≥ 1.0, shielded exchanges ≥ 0.5,
/// attacks within turns ≥ 0.3, FrogComposband actions ≥ 0.4; the portable kernel, whose
/// generator makes fewer words than one scalar generator, exchanges ≥ 0.5, shielded ≥ 0.3
/// (issue #4) and FrogComposband actions ≥ 0.2 (issue #14), with no target for turns. The
/// fight lanes: defender turns ≥ 0.1 on the vector kernels (issues #11 and #21), ≥ 0.05 on the
/// portable one.
pub fn targets(kernel: LaneKernel) -> Vec<(&'static str, f64)> {
    match kernel {
        LaneKernel::Avx2 | LaneKernel::Avx512 => vec![
            ("hit", 1.0),
            ("shielded", 0.5),
            ("turn_attacks", 0.3),
            ("speed_actions", 0.4),
            ("fight_turns", 0.1),
        ],
        LaneKernel::Portable => vec![
            ("hit", 0.5),
            ("shielded", 0.3),
            ("speed_actions", 0.2),
            ("fight_turns", 0.05),
        ],
    }
}

/// Runs `exp` for about `seconds`: calibration runs growing fourfold from 2^16 trials until
/// one takes a tenth of the time, then one run sized to fill the time. Returns trials per
/// second and the threads used.
fn rate<E: Experiment>(exp: &E, base: &RunConfig, seconds: f64) -> Result<(f64, usize), SimError> {
    rate_of(exp, base, seconds, 1 << 16, |_, trials| trials as f64)
}

/// [`rate`] from `first` trials (the least run), counting `units(acc, trials)` of work per run
/// instead of its trials.
fn rate_of<E: Experiment>(
    exp: &E,
    base: &RunConfig,
    seconds: f64,
    first: u64,
    units: impl Fn(&E::Acc, u64) -> f64,
) -> Result<(f64, usize), SimError> {
    let mut cfg = RunConfig {
        progress: false,
        trials: first,
        seed: 7,
        ..base.clone()
    };
    // Trials per second, from a calibration run long enough to time.
    let per_s = loop {
        let calib = run(exp, &cfg)?;
        let elapsed = calib.elapsed.max(Duration::from_micros(1)).as_secs_f64();
        if elapsed >= seconds / 10.0 || cfg.trials >= 1 << 32 {
            break calib.trials as f64 / elapsed;
        }
        cfg.trials *= 4;
    };
    cfg.trials = ((per_s * seconds) as u64).max(first);
    let out = run(exp, &cfg)?;
    Ok((
        units(&out.acc, out.trials) / out.elapsed.as_secs_f64(),
        out.threads,
    ))
}

/// The bench's monster exchange: HD 10 fighter against EV 20, optionally against
/// internal SH 27 under 0.31 rules (the `roguesim hit` product path).
pub fn bench_hit_spec(shielded: bool, attacks: u32) -> TurnSpec {
    TurnSpec {
        rules: Some(RuleSet::Dcss031),
        defender: DefenderSpec {
            ev: Some(if attacks > 1 { 15 } else { 20 }),
            sh_internal: shielded.then_some(27),
            block_limit: shielded.then_some(3),
            ..DefenderSpec::default()
        },
        attackers: vec![AttackerSpec {
            monster_hd: Some(if attacks > 1 { 5 } else { 10 }),
            fighter: attacks == 1,
            attacks,
            count: 1,
            ..AttackerSpec::default()
        }],
        shield_rules: ShieldRules::V031,
        situation: Situation::default(),
        turns: 1,
    }
}

/// The bench's fight: a troll (three attacks, no weapon) against EV 15, internal SH 27 with
/// the 0.31 block limit of 3, AC 8 and 60 HP (the `roguesim threat` fights).
pub fn bench_fight_spec() -> ThreatSpec {
    ThreatSpec {
        rules: Some(RuleSet::Dcss031),
        defender: DefenderSpec {
            ev: Some(15),
            sh_internal: Some(27),
            block_limit: Some(3),
            ..DefenderSpec::default()
        },
        monster: "troll".into(),
        depth: None,
        weapon: None,
        weapon_plus: None,
        heads: None,
        count: 1,
        player_action: Default::default(),
        delay: None,
        shield_rules: ShieldRules::V031,
        situation: Situation::default(),
        ac: Some(8),
        ac_x100: None,
        hp: Some(60),
        offence: None,
        ranged: None,
    }
}

/// The fight experiment of [`bench_fight_spec`] on `kernel` (also the criterion bench
/// `fight`).
pub fn bench_fight(kernel: LaneKernel) -> Result<FightExperiment, SimError> {
    let spec = bench_fight_spec();
    let setup = spec.resolve()?;
    let Some((body, Some(hp))) = setup.body.map(|b| (b, b.hp)) else {
        unreachable!("the bench's fight gives AC and HP")
    };
    let variants = damage_variants(&setup, &body, &spec.situation);
    Ok(FightExperiment::new(&setup, &variants, hp, kernel))
}

/// The processor's model name, as `/proc/cpuinfo` gives it on Linux; `unknown` elsewhere.
fn processor() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, name)| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

/// Measures every loop.
pub fn run_bench(seconds: f64, base: &RunConfig) -> Result<Report, SimError> {
    if !(seconds > 0.0 && seconds <= MAX_SECONDS) {
        return Err(SimError::invalid(
            "seconds",
            format!(
                "{} is out of range: allowed more than 0 and at most {MAX_SECONDS}",
                seconds
            ),
        ));
    }
    let started = Instant::now();
    let s = seconds;
    let kernel = base.kernel;
    let hit = HitExperiment::new(&bench_hit_spec(false, 1).resolve()?.turn.attacks[0], kernel);
    let shielded = HitExperiment::new(&bench_hit_spec(true, 1).resolve()?.turn.attacks[0], kernel);
    let turn = TurnExperiment::new(&bench_hit_spec(true, 4).resolve()?.turn, 1).on(kernel);
    let frog = FrogExperiment::new(
        SpeedScenario {
            monster_speed: 10,
            ..SpeedScenario::default()
        },
        100,
    )
    .on(kernel);
    let fight = bench_fight(kernel)?;
    // Defender turns played: the sum of the fights' lengths (none is censored here).
    let fight_turns = |acc: &FightAcc, _| acc.turns_sum as f64;
    // Rounds interleave the loops so that drift in the machine's speed (turbo, the other
    // hyperthread) hits every loop alike; each loop keeps its best round.
    let mut best = [0.0f64; 7];
    let mut threads_used = 1;
    let per_round = s / ROUNDS as f64;
    for _ in 0..ROUNDS {
        let rates = [
            rate(&Raw, base, per_round)?,
            rate(&hit, base, per_round)?,
            rate(&shielded, base, per_round)?,
            rate(&turn, base, per_round)?,
            rate(&frog, base, per_round)?,
            rate(&RawLanes(kernel), base, per_round)?,
            // A fight is some sixteen turns: start from fewer trials.
            rate_of(&fight, base, per_round, 1 << 10, fight_turns)?,
        ];
        for (b, (r, t)) in best.iter_mut().zip(rates) {
            *b = b.max(r);
            threads_used = t;
        }
    }
    let [raw, hit, shielded, turns, speed, raw_lanes, fights] = best;
    let turns = turns * 4.0;
    let ratio = |key: &str| match key {
        "hit" => hit / raw,
        "shielded" => shielded / raw,
        "turn_attacks" => turns / raw,
        "fight_turns" => fights / raw,
        _ => speed / raw,
    };
    let targets: Vec<Target> = targets(kernel)
        .into_iter()
        .map(|(loop_key, at_least)| Target {
            loop_key,
            at_least,
            ratio: ratio(loop_key),
            met: ratio(loop_key) >= at_least,
        })
        .collect();
    let result = BenchResult {
        processor: processor(),
        seconds_per_loop: s,
        raw_u64_per_s: raw,
        raw_lanes_u64_per_s: raw_lanes,
        hit_per_s: hit,
        hit_ratio: hit / raw,
        hit_lanes_ratio: hit / raw_lanes,
        shielded_per_s: shielded,
        shielded_ratio: shielded / raw,
        shielded_lanes_ratio: shielded / raw_lanes,
        turn_attacks_per_s: turns,
        turn_attacks_ratio: turns / raw,
        turn_attacks_lanes_ratio: turns / raw_lanes,
        speed_actions_per_s: speed,
        speed_actions_ratio: speed / raw,
        speed_actions_lanes_ratio: speed / raw_lanes,
        fight_turns_per_s: fights,
        fight_turns_ratio: fights / raw,
        fight_turns_lanes_ratio: fights / raw_lanes,
        lane_kernel: kernel.name(),
        targets_met: targets.iter().all(|t| t.met),
        targets,
    };
    Ok(Report {
        name: "roll loop throughput".into(),
        description: String::new(),
        meta: RunMeta {
            threads: Some(threads_used),
            ..RunMeta::exact("measured", started.elapsed())
        },
        inputs: Box::new(BenchInputs { seconds: s }),
        content: Box::new(result),
    })
}
