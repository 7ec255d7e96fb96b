//! The threat's Monte Carlo experiments (`docs/rules/monsters-and-dumps.md` §5). One melee
//! round is [`MixedTurnExperiment`](crate::dcss::turn::MixedTurnExperiment) with one turn;
//! the defender's turns are [`BeforeYouActExperiment`]: every copy of the monster keeps its
//! own energy clock across consecutive defender actions (burned in to the stationary regime
//! at the start of each chunk), and each defender action plays every copy's melee rounds in
//! order against one block counter.

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::time::{DcssSpeedSampler, STATIONARY_BURN_IN};
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, VariantSampler};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::{MAX_COUNT, ThreatSetup};
use crate::actions::{ActionCounts, BATCH_ACTIONS, BatchCounter, MAX_ACTIONS};
use crate::engine::{Accumulator, Experiment};

/// What the defender-turn experiment counts: the first copy's actions and melee rounds per
/// defender action, and the blows all copies land before the defender acts again, each with
/// its batches for the design effects of consecutive, dependent defender actions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BeforeYouActAcc {
    /// The first copy's actions per defender action, with its attacks of opportunity.
    pub actions: ActionCounts,
    /// The first copy's melee rounds before the defender acts again.
    pub rounds: ActionCounts,
    /// Blows landed before the defender acts again, all copies.
    pub lands: ActionCounts,
}

impl Accumulator for BeforeYouActAcc {
    fn merge(&mut self, other: Self) {
        self.actions.merge(other.actions);
        self.rounds.merge(other.rounds);
        self.lands.merge(other.lands);
    }
}

/// The defender-turn experiment: each trial is one defender action.
pub struct BeforeYouActExperiment {
    setup: ThreatSetup,
    turn: MixedTurn,
    sampler: VariantSampler,
}

impl BeforeYouActExperiment {
    /// The experiment of `setup`.
    pub fn new(setup: &ThreatSetup) -> Self {
        let turn = MixedTurn {
            attackers: vec![AttackerVariants {
                variants: setup.round.clone(),
            }],
            block_limit: setup.block_limit,
        };
        BeforeYouActExperiment {
            sampler: VariantSampler::new(&turn),
            setup: setup.clone(),
            turn,
        }
    }
}

impl Experiment for BeforeYouActExperiment {
    type Acc = BeforeYouActAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut BeforeYouActAcc) {
        let Some(clock) = &self.setup.clock else {
            // A monster of speed 0 never acts: no rounds, no blows.
            acc.actions.n[0] += trials;
            acc.rounds.n[0] += trials;
            acc.lands.n[0] += trials;
            return;
        };
        let Ok(one) = clock.sampler() else {
            unreachable!("the clock was validated when the threat was resolved")
        };
        let count = self.setup.count as usize;
        let mut clocks: [DcssSpeedSampler; MAX_COUNT as usize] = [one; MAX_COUNT as usize];
        for clock in &mut clocks[..count] {
            clock.burn_in(rng, STATIONARY_BURN_IN);
        }
        let limit = self.setup.block_limit;
        let mut batches = [BatchCounter::default(); 3];
        let mut choice = [0usize];
        for _ in 0..trials {
            let (mut blocks, mut lands) = (0u32, 0usize);
            for (i, clock) in clocks[..count].iter_mut().enumerate() {
                let round = clock.next_round(rng);
                let rounds = self
                    .setup
                    .melee_rounds(round.actions, round.opportunity_attack);
                if i == 0 {
                    let n = (round.actions as usize).min(MAX_ACTIONS);
                    acc.actions.n[n] += 1;
                    batches[0].record(n);
                    if round.opportunity_attack {
                        acc.actions.opportunity += 1;
                        batches[0].record_opportunity();
                    }
                    let r = (rounds as usize).min(MAX_ACTIONS);
                    acc.rounds.n[r] += 1;
                    batches[1].record(r);
                }
                if rounds == 0 {
                    continue;
                }
                self.sampler.draw(rng, &mut choice);
                let attacks = &self.turn.attackers[0].variants[choice[0]].1;
                for _ in 0..rounds {
                    for attack in attacks {
                        let exhausted = limit.is_some_and(|l| blocks >= l);
                        match attack.roll(rng, blocks, exhausted) {
                            Outcome::Blocked => blocks += 1,
                            Outcome::Landed => lands += 1,
                            Outcome::Missed => {}
                        }
                    }
                }
            }
            let l = lands.min(MAX_ACTIONS);
            acc.lands.n[l] += 1;
            batches[2].record(l);
            if batches[2].len == BATCH_ACTIONS {
                batches[0].flush(&mut acc.actions.batches);
                batches[1].flush(&mut acc.rounds.batches);
                batches[2].flush(&mut acc.lands.batches);
            }
        }
        batches[0].flush(&mut acc.actions.batches);
        batches[1].flush(&mut acc.rounds.batches);
        batches[2].flush(&mut acc.lands.batches);
    }
}
