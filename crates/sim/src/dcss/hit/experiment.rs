//! The Monte Carlo experiments of one attack: compiled onto lanes where it compiles, or
//! drawing the attacker's weapon first (`docs/rules/dcss-0.31.md` §2, §6.3;
//! `docs/rules/monsters-and-dumps.md` §2, §5).

use mechanics::dcss::attack::{Attack, OutcomeCounts};
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, VariantSampler, roll_choice};
use mechanics::sampling::dcss_exchange::CompiledAttack;
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::engine::{Accumulator, Experiment};

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

    fn path(&self) -> &'static str {
        crate::dcss::exchange_path(self.attack.path())
    }
}

/// One attack per trial whose attacker's weapon is random: each trial draws the weapon's
/// to-hit variant, then plays the attack (`monsters-and-dumps.md` §2, §5).
pub struct MixedHitExperiment {
    turn: MixedTurn,
    sampler: VariantSampler,
}

impl MixedHitExperiment {
    /// The experiment of one attack with these variants.
    pub fn new(variants: Vec<(f64, Attack)>) -> Self {
        let turn = MixedTurn {
            attackers: vec![AttackerVariants {
                variants: variants.into_iter().map(|(p, a)| (p, vec![a])).collect(),
            }],
            block_limit: None,
        };
        MixedHitExperiment {
            sampler: VariantSampler::new(&turn),
            turn,
        }
    }
}

impl Experiment for MixedHitExperiment {
    type Acc = OutcomeCounts;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut OutcomeCounts) {
        let mut choice = [0usize];
        for _ in 0..trials {
            self.sampler.draw(rng, &mut choice);
            roll_choice(&self.turn, &choice, rng, |_, outcome| acc.record(outcome));
        }
    }
}
