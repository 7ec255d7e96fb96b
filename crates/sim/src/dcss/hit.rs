//! One attack, the first of a defender turn: its exact probability to land and to be
//! blocked, the Monte Carlo estimate from compiled exchanges on lanes, and what the game
//! displays (`docs/rules/dcss-0.31.md` §2, §6.3).

use mechanics::dcss::attack::{Attack, OutcomeCounts};
use mechanics::sampling::dcss_exchange::CompiledAttack;
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;
use schemars::JsonSchema;
use serde::Serialize;

use super::Derived;
use super::spec::TurnSpec;
use crate::engine::{Accumulator, Experiment, RunConfig, RunOutcome, run};
use crate::error::SimError;
use crate::estimate::{Estimate, Proportion, finite_sigmas};
use crate::report::{Row, RunMeta, View};

impl Accumulator for OutcomeCounts {
    fn merge(&mut self, other: Self) {
        OutcomeCounts::merge(self, &other);
    }
}

/// One attack per trial, counted on lanes where the attack compiles (two attacks per random
/// word without a shield).
pub struct HitExperiment {
    attack: CompiledAttack,
    kernel: LaneKernel,
}

impl HitExperiment {
    /// Compiles the attack for the hot loop (the first attack of a turn: no earlier blocks),
    /// counted on `kernel`.
    pub fn new(attack: &Attack, kernel: LaneKernel) -> Self {
        HitExperiment {
            attack: CompiledAttack::compile(attack, 0),
            kernel,
        }
    }
}

impl Experiment for HitExperiment {
    type Acc = OutcomeCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut OutcomeCounts) {
        acc.merge(&self.attack.count_on(self.kernel, rng, trials));
    }
}

/// Exact values of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitExact {
    /// P(the attack lands): not missed, not blocked; the chance to be hit.
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// P(the attack is blocked).
    pub p_block: f64,
    /// P(the to-hit roll beats EV), shield aside.
    pub p_beat_ev: f64,
}

/// The Monte Carlo estimate of one attack.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitEstimate {
    /// Estimated P(lands).
    #[serde(rename = "p_hit")]
    pub p_land: f64,
    /// 95 % Wilson interval of P(lands).
    pub ci95: [f64; 2],
    /// Estimated P(blocked).
    pub p_block: f64,
    /// 95 % Wilson interval of P(blocked).
    pub p_block_ci95: [f64; 2],
    /// (estimate − exact) / standard error of P(lands).
    pub sigmas: Option<f64>,
    /// Attacks simulated.
    pub trials: u64,
    /// Attacks that landed.
    pub landed: u64,
    /// Attacks that were blocked.
    pub blocked: u64,
}

/// The result of `roguesim hit`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct HitResult {
    /// The defender's numbers and the attacker.
    pub derived: Derived,
    /// What the game shows, in percent.
    pub display_pct: i32,
    /// Exact values.
    pub exact: HitExact,
    /// Monte Carlo estimate.
    pub estimate: HitEstimate,
    /// The defender has SH (the block rows are shown).
    #[serde(skip)]
    shielded: bool,
    /// The shield rules (for the summary).
    #[serde(skip)]
    rules: mechanics::dcss::shields::ShieldRules,
}

/// Runs a single attack (the first of the turn described): exact and estimated P(land) and
/// P(block).
pub fn run_hit(spec: &TurnSpec, cfg: &RunConfig) -> Result<(HitResult, RunMeta), SimError> {
    let resolved = spec.resolve()?;
    let attack = resolved.turn.attacks[0];
    let probs = attack.probs(0, false);
    let exact = HitExact {
        p_land: probs.p_land,
        p_block: probs.p_block,
        p_beat_ev: attack.p_beat_ev(),
    };
    let outcome: RunOutcome<OutcomeCounts> = run(&HitExperiment::new(&attack, cfg.kernel), cfg)?;
    let n = outcome.trials;
    let landed = Proportion::new(outcome.acc.landed(), n);
    let blocked = Proportion::new(outcome.acc.blocked(), n);
    let estimate = HitEstimate {
        p_land: landed.estimate(),
        ci95: landed.wilson95().as_array(),
        p_block: blocked.estimate(),
        p_block_ci95: blocked.wilson95().as_array(),
        sigmas: finite_sigmas(&Estimate::Proportion(landed), exact.p_land),
        trials: n,
        landed: outcome.acc.landed(),
        blocked: outcome.acc.blocked(),
    };
    let derived = Derived::of(&resolved);
    let meta = RunMeta::from_outcome(super::rules_line(spec.shield_rules), "attacks", &outcome);
    Ok((
        HitResult {
            display_pct: derived.display_pct[0],
            derived,
            exact,
            estimate,
            shielded: attack.shield.is_some(),
            rules: spec.shield_rules,
        },
        meta,
    ))
}

impl View for HitResult {
    fn headline(&self) -> Vec<String> {
        self.derived.headline(self.rules)
    }

    fn rows(&self) -> Vec<Row> {
        let e = &self.estimate;
        let share = |count| Estimate::Proportion(Proportion::new(count, e.trials));
        let mut rows = vec![
            Row::new("attack", "P(hit)")
                .exact(self.exact.p_land)
                .estimate(share(e.landed))
                .unit("attacks"),
        ];
        if self.shielded {
            rows.push(
                Row::new("attack", "P(block)")
                    .exact(self.exact.p_block)
                    .estimate(share(e.blocked))
                    .unit("attacks"),
            );
            rows.push(Row::new("attack", "P(beat EV), shield aside").exact(self.exact.p_beat_ev));
        }
        rows.push(Row::new("attack", "game display %").plain(f64::from(self.display_pct)));
        rows
    }
}
