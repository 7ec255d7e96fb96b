//! The turn's Monte Carlo experiments: one fight of defender turns per trial, on lanes where
//! the turn compiles, or drawing every attacker's weapon first (`docs/rules/dcss-0.31.md` §6.5,
//! `docs/rules/monsters-and-dumps.md` §2, §5).

use mechanics::dcss::attack::{Outcome, OutcomeCounts};
use mechanics::dcss::turn::{MixedTurn, Turn as AttackTurn, VariantSampler, roll_choice};
use mechanics::sampling::dcss_exchange::CompiledTurn;
use mechanics::sampling::kernel::LaneKernel;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::dcss::input::{MAX_ATTACKS, MAX_FIGHT_ATTACKS};
use crate::engine::{Accumulator, Experiment};

/// Per-chunk counts of the turn experiment: fixed arrays, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnAcc {
    /// Turns simulated.
    pub turns: u64,
    /// Turns with b blocks, by b.
    #[serde(with = "crate::engine::state::fixed")]
    pub blocks: [u64; MAX_ATTACKS + 1],
    /// Turns with j landed attacks, by j.
    #[serde(with = "crate::engine::state::fixed")]
    pub lands: [u64; MAX_ATTACKS + 1],
    /// Per attack of the turn, its outcomes.
    #[serde(with = "crate::engine::state::fixed")]
    pub per_attack: [OutcomeCounts; MAX_ATTACKS],
    /// Fights whose longest run of consecutive landed attacks is s, by s.
    #[serde(with = "crate::engine::state::fixed")]
    pub streak: [u64; MAX_FIGHT_ATTACKS + 1],
}

impl Default for TurnAcc {
    fn default() -> Self {
        TurnAcc {
            turns: 0,
            blocks: [0; MAX_ATTACKS + 1],
            lands: [0; MAX_ATTACKS + 1],
            per_attack: [OutcomeCounts::default(); MAX_ATTACKS],
            streak: [0; MAX_FIGHT_ATTACKS + 1],
        }
    }
}

fn add_all(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a += b;
    }
}

impl Accumulator for TurnAcc {
    fn merge(&mut self, other: Self) {
        self.turns += other.turns;
        add_all(&mut self.blocks, &other.blocks);
        add_all(&mut self.lands, &other.lands);
        for (a, b) in self.per_attack.iter_mut().zip(&other.per_attack) {
            a.merge(b);
        }
        add_all(&mut self.streak, &other.streak);
    }
}

/// The turn experiment: each trial is one fight of `turns` defender turns, the block
/// counter resetting each turn and runs of landed attacks carrying across turns. Fights run on
/// the lanes of [`CompiledTurn::count_fights`] where the turn fits them.
pub struct TurnExperiment {
    turn: CompiledTurn,
    turns: u32,
    kernel: LaneKernel,
}

impl TurnExperiment {
    /// Compiles the turn for the hot loop, on the fastest kernel of this processor.
    pub fn new(turn: &AttackTurn, turns: u32) -> Self {
        TurnExperiment {
            turn: CompiledTurn::compile(turn),
            turns,
            kernel: LaneKernel::best(),
        }
    }

    /// The same experiment with its lanes on `kernel` (identical results, another speed).
    pub fn on(self, kernel: LaneKernel) -> Self {
        TurnExperiment { kernel, ..self }
    }
}

impl Experiment for TurnExperiment {
    type Acc = TurnAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut TurnAcc) {
        let counts = self
            .turn
            .count_fights_on(self.kernel, rng, trials, self.turns);
        acc.turns += counts.turns;
        add_all(&mut acc.blocks, &counts.blocks);
        add_all(&mut acc.lands, &counts.lands);
        for (a, b) in acc.per_attack.iter_mut().zip(&counts.per_attack) {
            a.merge(b);
        }
        add_all(&mut acc.streak, &counts.longest_streak);
    }

    fn path(&self) -> &'static str {
        crate::dcss::exchange_path(self.turn.path())
    }
}

/// The turn experiment of attackers with random weapons: each fight draws every attacker's
/// weapon once, then plays its turns (`monsters-and-dumps.md` §2, §5).
pub struct MixedTurnExperiment {
    turn: MixedTurn,
    sampler: VariantSampler,
    turns: u32,
}

impl MixedTurnExperiment {
    /// The experiment of fights of `turns` turns.
    pub fn new(turn: &MixedTurn, turns: u32) -> Self {
        MixedTurnExperiment {
            sampler: VariantSampler::new(turn),
            turn: turn.clone(),
            turns,
        }
    }
}

impl Experiment for MixedTurnExperiment {
    type Acc = TurnAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut TurnAcc) {
        let mut choice = [0usize; MAX_ATTACKS];
        let choice = &mut choice[..self.turn.attackers.len()];
        for _ in 0..trials {
            self.sampler.draw(rng, choice);
            let (mut run, mut longest) = (0usize, 0usize);
            for _ in 0..self.turns {
                let (b, l) = roll_choice(&self.turn, choice, rng, |k, outcome| {
                    acc.per_attack[k].record(outcome);
                    run = (run + 1) * usize::from(outcome == Outcome::Landed);
                    longest = longest.max(run);
                });
                acc.blocks[b as usize] += 1;
                acc.lands[l as usize] += 1;
            }
            acc.streak[longest] += 1;
        }
        acc.turns += trials * u64::from(self.turns);
    }
}
