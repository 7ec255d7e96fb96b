//! The monster's energy between rounds as a Markov chain (`docs/rules/dcss-0.31.md` §7.3–§7.5):
//! explored from the energy a monster appears with, solved for its stationary law, and given
//! out as the law of a round ([`MonsterRoundLaw`]) or as the whole chain ([`EnergyChainLaw`])
//! for compositions that carry other state along (the player's HP in a fight).

use std::collections::HashMap;

use super::monster::{ENERGY_START, MonsterRound, Pursuit, play_round};
use crate::actions::ActionsLaw;
use crate::dist::Dist;
use crate::linalg::solve;

/// The exact law of a monster's round (`docs/rules/dcss-0.31.md` §7.3, §7.5):
/// `probs[n]` holds P(N = n without an attack of opportunity) and P(N = n with one).
#[derive(Clone, Debug, PartialEq)]
pub struct MonsterRoundLaw {
    /// `[P(N = n, no attack of opportunity), P(N = n, an attack of opportunity)]`, index n.
    pub probs: Vec<[f64; 2]>,
}

impl MonsterRoundLaw {
    /// The law of the number of actions N (`docs/rules/dcss-0.31.md` §7.3).
    pub fn actions(&self) -> ActionsLaw {
        ActionsLaw::from_probs(self.probs.iter().map(|[a, b]| a + b).collect())
    }

    /// The expected number of attacks of opportunity per player action, P(a round opens with
    /// one) (`docs/rules/dcss-0.31.md` §7.5).
    pub fn opportunity_attacks_per_action(&self) -> f64 {
        self.probs.iter().map(|[_, b]| b).sum()
    }
}

/// A monster's energy chain, whole (`docs/rules/dcss-0.31.md` §7.3–§7.5): its energies between
/// rounds, their stationary law, and from each the steps `(to, round, probability)`. State 0
/// is the energy a monster appears with (70); states the stationary law gives 0 are transient.
#[derive(Clone, Debug, PartialEq)]
pub struct EnergyChainLaw {
    /// The energy of each state.
    pub energies: Vec<i32>,
    /// The stationary law over the states.
    pub stationary: Vec<f64>,
    /// From each state: `(to, the round it plays, probability)`.
    pub steps: Vec<Vec<(usize, MonsterRound, f64)>>,
}

/// One step of the chain: to state index `to`, with this round, with probability `p`.
struct Step {
    to: usize,
    round: MonsterRound,
    p: f64,
}

/// The monster's energy between rounds as a Markov chain on the states reachable from 70
/// (state 0 is 70).
pub(crate) struct EnergyChain {
    energies: Vec<i32>,
    steps: Vec<Vec<Step>>,
}

impl EnergyChain {
    /// Breadth-first exploration of the energies reachable from [`ENERGY_START`].
    pub(crate) fn explore(gain: &Dist, costs: [i32; 2], pursuit: Pursuit) -> Self {
        let mut index = HashMap::from([(ENERGY_START, 0usize)]);
        let mut energies = vec![ENERGY_START];
        let mut steps = Vec::new();
        let branches = pursuit.branches();
        while steps.len() < energies.len() {
            let energy = energies[steps.len()];
            let mut out = Vec::new();
            for (g, pg) in gain.iter().filter(|&(_, p)| p > 0.0) {
                // A round without actions never rolls the pursuit offset: its steps repeat
                // the same target and sum to pg.
                for b in &branches {
                    let (next, round) =
                        play_round(energy, g, costs, || (b.offset, b.opportunity_attack));
                    let to = *index.entry(next).or_insert_with(|| {
                        energies.push(next);
                        energies.len() - 1
                    });
                    out.push(Step {
                        to,
                        round,
                        p: pg * b.p,
                    });
                }
            }
            steps.push(out);
        }
        Self { energies, steps }
    }

    /// The stationary law of the chain: `π P = π`, `Σ π = 1`, solved by Gaussian
    /// elimination. From one start the reachable states hold a single closed class (energy
    /// modulo the action cost walks on a cyclic group), so the solution is unique; transient
    /// states get 0.
    fn pi(&self) -> Vec<f64> {
        let n = self.steps.len();
        // Row j: Σ_i π_i P(i → j) − π_j = 0; the last row is replaced by Σ π = 1.
        let mut a = vec![vec![0.0; n]; n];
        for (i, out) in self.steps.iter().enumerate() {
            for s in out {
                a[s.to][i] += s.p;
            }
            a[i][i] -= 1.0;
        }
        a[n - 1] = vec![1.0; n];
        let mut b = vec![0.0; n];
        b[n - 1] = 1.0;
        let pi = solve(a, b).expect("the energy chain from one start has a single closed class");
        let total: f64 = pi.iter().map(|w| w.max(0.0)).sum();
        pi.into_iter().map(|w| w.max(0.0) / total).collect()
    }

    /// The law of a round under the stationary law.
    pub(crate) fn stationary(&self) -> MonsterRoundLaw {
        let pi = self.pi();
        let mut probs: Vec<[f64; 2]> = Vec::new();
        for (out, &w) in self.steps.iter().zip(&pi) {
            for s in out {
                let n = s.round.actions as usize;
                if probs.len() <= n {
                    probs.resize(n + 1, [0.0; 2]);
                }
                probs[n][usize::from(s.round.opportunity_attack)] += w * s.p;
            }
        }
        let total: f64 = probs.iter().flatten().sum();
        MonsterRoundLaw {
            probs: probs
                .into_iter()
                .map(|[a, b]| [a / total, b / total])
                .collect(),
        }
    }

    /// The whole chain with its stationary law.
    pub(crate) fn law(&self) -> EnergyChainLaw {
        EnergyChainLaw {
            energies: self.energies.clone(),
            stationary: self.pi(),
            steps: self
                .steps
                .iter()
                .map(|out| out.iter().map(|s| (s.to, s.round, s.p)).collect())
                .collect(),
        }
    }

    /// The law of the total number of actions over the first `rounds` rounds from 70.
    pub(crate) fn totals_from_start(&self, rounds: u32) -> ActionsLaw {
        // joint[state][total actions so far]
        let mut joint = vec![Vec::new(); self.steps.len()];
        joint[0] = vec![1.0];
        for _ in 0..rounds {
            let mut next = vec![Vec::new(); self.steps.len()];
            for (out, by_total) in self.steps.iter().zip(&joint) {
                for (total, &w) in by_total.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
                    for s in out {
                        add_at(&mut next[s.to], total + s.round.actions as usize, w * s.p);
                    }
                }
            }
            joint = next;
        }
        let mut probs = Vec::new();
        for by_total in &joint {
            for (total, &w) in by_total.iter().enumerate() {
                add_at(&mut probs, total, w);
            }
        }
        ActionsLaw::from_probs(probs)
    }
}

/// `v[i] += x`, growing `v` with zeros as needed.
fn add_at(v: &mut Vec<f64>, i: usize, x: f64) {
    if v.len() <= i {
        v.resize(i + 1, 0.0);
    }
    v[i] += x;
}
