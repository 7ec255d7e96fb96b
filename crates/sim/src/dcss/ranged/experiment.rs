//! The Monte Carlo experiment of one section: each trial plays the attacks between two of
//! the player's actions (one attack, `count` copies of it, or a sequence) in the game's
//! order against one block counter, and counts the first attack's outcome and damage and
//! the whole's blocks, landed attacks and total damage (`docs/rules/dcss-0.31-ranged.md`
//! §4).

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::ranged::volley::Volley;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::engine::{Accumulator, Experiment};

/// What a section's trials count, in integers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RangedAcc {
    /// The first attack's outcomes: missed (or resisted), blocked, landed.
    pub first: [u64; 3],
    /// The first attack's landed damage, by value.
    pub first_damage: Vec<u64>,
    /// Trials by blocks made.
    pub blocks: Vec<u64>,
    /// Trials by attacks landed.
    pub lands: Vec<u64>,
    /// Trials by total damage.
    pub total: Vec<u64>,
    /// Trials whose total damage reached the player's HP.
    pub at_least_hp: u64,
}

fn add(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

impl Accumulator for RangedAcc {
    fn merge(&mut self, other: Self) {
        for (x, y) in self.first.iter_mut().zip(other.first) {
            *x += y;
        }
        add(&mut self.first_damage, &other.first_damage);
        add(&mut self.blocks, &other.blocks);
        add(&mut self.lands, &other.lands);
        add(&mut self.total, &other.total);
        self.at_least_hp += other.at_least_hp;
    }
}

/// One section's trials: its attacks played in order (`docs/rules/dcss-0.31-ranged.md` §4).
pub struct RangedExperiment {
    play: Volley,
    /// The largest damage the first attack can do.
    first_max: usize,
    /// The largest total damage.
    total_max: usize,
}

impl RangedExperiment {
    /// The experiment of the attacks of `play`.
    pub fn new(play: &Volley) -> Self {
        let maxima: Vec<usize> = play
            .attacks()
            .iter()
            .map(|a| a.shot_law().damage.max().max(0) as usize)
            .collect();
        RangedExperiment {
            play: play.clone(),
            first_max: maxima.first().copied().unwrap_or(0),
            total_max: maxima.iter().sum(),
        }
    }
}

impl Experiment for RangedExperiment {
    type Acc = RangedAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut RangedAcc) {
        let n = self.play.attacks().len();
        if acc.first_damage.len() <= self.first_max {
            acc.first_damage.resize(self.first_max + 1, 0);
        }
        for v in [&mut acc.blocks, &mut acc.lands] {
            if v.len() <= n {
                v.resize(n + 1, 0);
            }
        }
        if acc.total.len() <= self.total_max {
            acc.total.resize(self.total_max + 1, 0);
        }
        let hp = self.play.hp();
        for _ in 0..trials {
            let (first, first_damage) = (&mut acc.first, &mut acc.first_damage);
            let out = self.play.roll_each(rng, |i, shot| {
                if i == 0 {
                    first[shot.outcome.index()] += 1;
                    if shot.outcome == Outcome::Landed {
                        first_damage[(shot.damage.max(0) as usize).min(self.first_max)] += 1;
                    }
                }
            });
            acc.blocks[out.blocks as usize] += 1;
            acc.lands[out.lands as usize] += 1;
            acc.total[(out.damage.max(0) as usize).min(self.total_max)] += 1;
            if hp.is_some_and(|hp| out.damage >= hp) {
                acc.at_least_hp += 1;
            }
        }
    }
}
