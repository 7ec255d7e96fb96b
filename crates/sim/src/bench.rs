//! `roguesim bench`: the throughput of each roll loop against the raw generator, measured
//! in one process and one run so machine noise cancels, on the product path (the same
//! experiments and engine the commands use).

use std::time::{Duration, Instant};

use clap::Args;
use mechanics::dcss::defender::Situation;
use mechanics::dcss::shields::ShieldRules;
use mechanics::frog::SpeedScenario;
use mechanics::sampling::kernel::{LaneKernel, sum_words};
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::hit::HitExperiment;
use crate::dcss::spec::{AttackerSpec, DefenderSpec, TurnSpec};
use crate::dcss::turn::TurnExperiment;
use crate::engine::{Accumulator, Experiment, RunConfig, run};
use crate::error::SimError;
use crate::frog::experiment::FrogExperiment;
use crate::report::{Content, Inputs, Report, Row, RunMeta, Section, View};

/// Measurement rounds per loop.
const ROUNDS: usize = 3;

/// The most seconds a bench may spend per loop.
pub const MAX_SECONDS: f64 = 600.0;

/// Options of `roguesim bench`.
#[derive(Debug, Clone, Args)]
#[command(after_help = "Examples:\n  \
    roguesim bench\n  \
    roguesim bench --seconds 1 --threads 1\n  \
    roguesim bench --format json --output results/bench.json")]
pub struct BenchArgs {
    /// Seconds to spend on each loop (split over three interleaved rounds).
    #[arg(long, default_value_t = 3.0)]
    pub seconds: f64,
}

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

/// The measured rates (per second) and their ratios to the raw generator.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct BenchResult {
    /// The processor the rates were measured on, as the operating system names it.
    pub processor: String,
    /// Seconds spent per loop.
    pub seconds_per_loop: f64,
    /// Raw xoshiro256++ words per second on all threads: one scalar generator per thread,
    /// the reference of every ratio.
    pub raw_u64_per_s: f64,
    /// Words per second of the lanes' generators on all threads: eight xoshiro256++ streams
    /// advanced together on `lane_kernel` (on a vector kernel, faster than one scalar
    /// generator, which is how lane loops can exceed 1× raw).
    pub raw_lanes_u64_per_s: f64,
    /// Monster-vs-player exchanges per second (HD 10 fighter vs EV 20).
    pub hit_per_s: f64,
    /// `hit_per_s / raw_u64_per_s`.
    pub hit_ratio: f64,
    /// Shielded exchanges per second (the same, against internal SH 27, 0.31 rules).
    pub shielded_per_s: f64,
    /// `shielded_per_s / raw_u64_per_s`.
    pub shielded_ratio: f64,
    /// Attacks per second within full turns of four attacks (HD 5 vs EV 15, SH 27,
    /// limit 3).
    pub turn_attacks_per_s: f64,
    /// `turn_attacks_per_s / raw_u64_per_s`.
    pub turn_attacks_ratio: f64,
    /// FrogComposband player actions per second (+0 player vs a +10 monster).
    pub speed_actions_per_s: f64,
    /// `speed_actions_per_s / raw_u64_per_s`.
    pub speed_actions_ratio: f64,
    /// The kernel the lanes ran on (the exchanges and the FrogComposband actions): by
    /// default `avx512` where the processor has AVX-512, else `avx2` where it has AVX2, else
    /// `portable`; `--kernel` chooses another (identical results, other rates).
    pub lane_kernel: &'static str,
}

/// Runs `exp` for about `seconds`: calibration runs growing fourfold from 2^16 trials until
/// one takes a tenth of the time, then one run sized to fill the time. Returns trials per
/// second and the threads used.
fn rate<E: Experiment>(exp: &E, base: &RunConfig, seconds: f64) -> Result<(f64, usize), SimError> {
    let mut cfg = RunConfig {
        progress: false,
        trials: 1 << 16,
        seed: 7,
        ..base.clone()
    };
    let per_s = loop {
        let calib = run(exp, &cfg)?;
        let elapsed = calib.elapsed.max(Duration::from_micros(1)).as_secs_f64();
        if elapsed >= seconds / 10.0 || cfg.trials >= 1 << 32 {
            break calib.trials as f64 / elapsed;
        }
        cfg.trials *= 4;
    };
    cfg.trials = ((per_s * seconds) as u64).max(1 << 16);
    let out = run(exp, &cfg)?;
    Ok((out.trials as f64 / out.elapsed.as_secs_f64(), out.threads))
}

/// The bench's monster exchange: HD 10 fighter against EV 20, optionally against
/// internal SH 27 under 0.31 rules (the `roguesim hit` product path).
pub fn bench_hit_spec(shielded: bool, attacks: u32) -> TurnSpec {
    TurnSpec {
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
pub fn run_bench(args: &BenchArgs, base: &RunConfig) -> Result<Report, SimError> {
    if !(args.seconds > 0.0 && args.seconds <= MAX_SECONDS) {
        return Err(SimError::invalid(
            "seconds",
            format!(
                "{} is out of range: allowed more than 0 and at most {MAX_SECONDS}",
                args.seconds
            ),
        ));
    }
    let started = Instant::now();
    let s = args.seconds;
    let kernel = base.kernel;
    let hit = HitExperiment::new(&bench_hit_spec(false, 1).resolve()?.turn.attacks[0], kernel);
    let shielded = HitExperiment::new(&bench_hit_spec(true, 1).resolve()?.turn.attacks[0], kernel);
    let turn = TurnExperiment::new(&bench_hit_spec(true, 4).resolve()?.turn, 1);
    let frog = FrogExperiment::new(
        SpeedScenario {
            monster_speed: 10,
            ..SpeedScenario::default()
        },
        100,
    )
    .on(kernel);
    // Rounds interleave the loops so that drift in the machine's speed (turbo, the other
    // hyperthread) hits every loop alike; each loop keeps its best round.
    let mut best = [0.0f64; 6];
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
        ];
        for (b, (r, t)) in best.iter_mut().zip(rates) {
            *b = b.max(r);
            threads_used = t;
        }
    }
    let [raw, hit, shielded, turns, speed, raw_lanes] = best;
    let result = BenchResult {
        processor: processor(),
        seconds_per_loop: s,
        raw_u64_per_s: raw,
        raw_lanes_u64_per_s: raw_lanes,
        hit_per_s: hit,
        hit_ratio: hit / raw,
        shielded_per_s: shielded,
        shielded_ratio: shielded / raw,
        turn_attacks_per_s: turns * 4.0,
        turn_attacks_ratio: turns * 4.0 / raw,
        speed_actions_per_s: speed,
        speed_actions_ratio: speed / raw,
        lane_kernel: kernel.name(),
    };
    Ok(Report {
        name: "roll loop throughput".into(),
        description: String::new(),
        meta: RunMeta {
            threads: Some(threads_used),
            ..RunMeta::exact("measured", started.elapsed())
        },
        inputs: Inputs::Bench(BenchInputs { seconds: s }),
        content: Content::Bench(Box::new(result)),
    })
}

impl BenchResult {
    /// The loops: key, label, rate and target ratio.
    fn loops(&self) -> [(&'static str, String, f64, Option<f64>); 6] {
        let lanes = |what: &str| format!("{what} ({} lanes)", self.lane_kernel);
        [
            (
                "raw",
                "raw xoshiro256++ u64".into(),
                self.raw_u64_per_s,
                None,
            ),
            (
                "raw_lanes",
                lanes("raw xoshiro256++ ×8 streams"),
                self.raw_lanes_u64_per_s,
                None,
            ),
            (
                "hit",
                lanes("monster exchange (hit)"),
                self.hit_per_s,
                Some(0.5),
            ),
            (
                "shielded",
                lanes("shielded exchange"),
                self.shielded_per_s,
                Some(0.3),
            ),
            (
                "turn_attacks",
                "turn of 4 attacks (per attack)".into(),
                self.turn_attacks_per_s,
                None,
            ),
            (
                "speed_actions",
                lanes("FrogComposband player actions"),
                self.speed_actions_per_s,
                Some(0.4),
            ),
        ]
    }
}

impl View for BenchResult {
    fn headline(&self) -> Vec<String> {
        vec![format!(
            "processor {}, lane kernel {}, {:.1} s per loop",
            self.processor, self.lane_kernel, self.seconds_per_loop
        )]
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for (key, _, rate, _) in self.loops() {
            rows.push(Row::new("per second", key).plain(rate));
        }
        for (key, _, rate, _) in self.loops() {
            rows.push(Row::new("× scalar raw", key).plain(rate / self.raw_u64_per_s));
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let rows = self
            .loops()
            .into_iter()
            .map(|(_, label, rate, target)| {
                let ratio = rate / self.raw_u64_per_s;
                let mark = match target {
                    Some(t) if ratio >= t => format!("≥ {t} ✔"),
                    Some(t) => format!("≥ {t} ✘"),
                    None => String::new(),
                };
                vec![label, format!("{rate:.3e}"), format!("{ratio:.3}"), mark]
            })
            .collect();
        vec![Section {
            title: "loops".into(),
            header: ["loop", "per second", "× scalar raw", "target"]
                .map(String::from)
                .to_vec(),
            rows,
        }]
    }
}
