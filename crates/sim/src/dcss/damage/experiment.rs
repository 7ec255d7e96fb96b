//! The damage's Monte Carlo experiment: one landed attack per trial and, when asked, one
//! fight to death (`docs/rules/dcss-0.31-damage.md` §1, §2, §6).

use mechanics::dcss::damage::Fight;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::Setup;
use crate::engine::{Accumulator, Experiment};

/// A simulated fight stops after this many rounds; the expected rounds to death count a
/// fight still alive then as lasting this long (reported as censored fights).
pub const MAX_SIMULATED_ROUNDS: u32 = 100_000;

/// What the damage experiment counts: landed damage by value, and fights by the round they
/// ended in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageAcc {
    /// Landed attacks with each damage.
    pub damage: Vec<u64>,
    /// Fights ended in round r (index r − 1); the last entry counts fights still alive.
    pub death_round: Vec<u64>,
    /// The sum of the fights' rounds to death (a fight still alive at the cap counts the cap).
    #[serde(with = "crate::engine::state::u128_text")]
    pub rounds_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub rounds_sq_sum: u128,
}

impl Accumulator for DamageAcc {
    fn merge(&mut self, other: Self) {
        add(&mut self.damage, &other.damage);
        add(&mut self.death_round, &other.death_round);
        self.rounds_sum += other.rounds_sum;
        self.rounds_sq_sum += other.rounds_sq_sum;
    }
}

fn add(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// Each trial: one landed attack's damage after AC, and, when asked, one fight to death.
pub(super) struct DamageExperiment<'a> {
    pub(super) setup: &'a Setup,
    pub(super) max: usize,
}

impl Experiment for DamageExperiment<'_> {
    type Acc = DamageAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut DamageAcc) {
        if acc.damage.len() <= self.max {
            acc.damage.resize(self.max + 1, 0);
        }
        let fight: &Option<(Fight, u32)> = &self.setup.fight;
        let tracked = fight.as_ref().map_or(0, |(_, r)| *r as usize);
        if fight.is_some() && acc.death_round.len() < tracked + 1 {
            acc.death_round.resize(tracked + 1, 0);
        }
        for _ in 0..trials {
            let d = self.setup.roll(rng) as usize;
            acc.damage[d.min(self.max)] += 1;
            if let Some((fight, _)) = fight {
                let r = match fight.sample_rounds_to_death(rng, MAX_SIMULATED_ROUNDS) {
                    Some(r) => {
                        acc.death_round[(r as usize - 1).min(tracked)] += 1;
                        r
                    }
                    None => {
                        acc.death_round[tracked] += 1;
                        MAX_SIMULATED_ROUNDS
                    }
                };
                acc.rounds_sum += u128::from(r);
                acc.rounds_sq_sum += u128::from(r) * u128::from(r);
            }
        }
    }
}
