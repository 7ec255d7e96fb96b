//! The ranged attack's Monte Carlo experiment: each trial plays, in the game's order, one
//! shot (its time, outcome and damage) or one cast attempt (its failure roll, beams and
//! time) and one successful cast, and against a named monster its HP roll and the actions
//! that kill it, its block count fresh at each (`docs/rules/dcss-0.34-player-ranged.md`
//! §1–§9).

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::monster_hp::MonsterHp;
use mechanics::dcss::player_ranged::{RangedAction, Shot, SpellAttack};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::{RangedResolved, RangedSetup};
use crate::dcss::attack::experiment::MAX_KILL_ACTIONS;
use crate::engine::{Accumulator, Experiment};

/// What the ranged experiment counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RangedAcc {
    /// Shots missed, blocked, landed.
    pub outcomes: [u64; 3],
    /// Landed shots by damage.
    pub landed: Vec<u64>,
    /// Attacks (shots, or cast attempts) by damage.
    pub per_attack: Vec<u64>,
    /// Successful casts by damage.
    pub per_cast: Vec<u64>,
    /// Cast attempts that failed.
    pub fails: u64,
    /// Attacks by time (aut).
    pub time: Vec<u64>,
    /// Monsters by max HP.
    pub hp: Vec<u64>,
    /// Kill sequences by the action that killed (index k − 1); the last entry counts the
    /// longer ones and the censored.
    pub kills: Vec<u64>,
    /// The sum of the actions to kill.
    #[serde(with = "crate::engine::state::u128_text")]
    pub actions_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub actions_sq_sum: u128,
    /// The sum of the aut to kill.
    #[serde(with = "crate::engine::state::u128_text")]
    pub aut_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub aut_sq_sum: u128,
    /// Kill sequences censored at [`MAX_KILL_ACTIONS`].
    pub censored: u64,
}

fn add(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

fn count(bins: &mut Vec<u64>, v: i32) {
    let v = v.max(0) as usize;
    if bins.len() <= v {
        bins.resize(v + 1, 0);
    }
    bins[v] += 1;
}

impl Accumulator for RangedAcc {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.outcomes.iter_mut().zip(other.outcomes) {
            *a += b;
        }
        add(&mut self.landed, &other.landed);
        add(&mut self.per_attack, &other.per_attack);
        add(&mut self.per_cast, &other.per_cast);
        self.fails += other.fails;
        add(&mut self.time, &other.time);
        add(&mut self.hp, &other.hp);
        add(&mut self.kills, &other.kills);
        self.actions_sum += other.actions_sum;
        self.actions_sq_sum += other.actions_sq_sum;
        self.aut_sum += other.aut_sum;
        self.aut_sq_sum += other.aut_sq_sum;
        self.censored += other.censored;
    }
}

/// The ranged experiment of a resolved scenario.
pub struct RangedExperiment {
    action: RangedAction,
    limit: u32,
    hp: Option<MonsterHp>,
    attacks: usize,
}

impl RangedExperiment {
    /// The experiment of `setup`, its kill sequences counted to `attacks` actions.
    pub fn new(setup: &RangedSetup, attacks: u32) -> Self {
        let action = match &setup.resolved {
            RangedResolved::Shot(s) => RangedAction::Shot(Box::new(Shot::clone(s))),
            RangedResolved::Spell(s) => RangedAction::Cast(SpellAttack::clone(&s.attack)),
        };
        RangedExperiment {
            action,
            limit: setup.target.block_limit,
            hp: setup.opponent.as_ref().map(|o| o.hp),
            attacks: attacks as usize,
        }
    }

    fn one(&self, rng: &mut Xoshiro256PlusPlus, acc: &mut RangedAcc) {
        match &self.action {
            RangedAction::Shot(s) => {
                let r = s.roll(rng, false);
                acc.outcomes[r.outcome as usize] += 1;
                if r.outcome == Outcome::Landed {
                    count(&mut acc.landed, r.damage);
                }
                let dealt = if r.outcome == Outcome::Landed {
                    r.damage
                } else {
                    0
                };
                count(&mut acc.per_attack, dealt);
                count(&mut acc.time, r.time);
            }
            RangedAction::Cast(a) => {
                let time = a.roll_time(rng);
                count(&mut acc.time, time);
                let mut left = self.limit;
                let attempt = a.roll(rng, &mut left);
                acc.fails += u64::from(attempt.is_none());
                count(&mut acc.per_attack, attempt.unwrap_or(0));
                let mut left = self.limit;
                count(&mut acc.per_cast, a.roll_cast_damage(rng, &mut left));
            }
            _ => {}
        }
    }
}

impl Experiment for RangedExperiment {
    type Acc = RangedAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut RangedAcc) {
        if self.hp.is_some() && acc.kills.len() < self.attacks + 1 {
            acc.kills.resize(self.attacks + 1, 0);
        }
        for _ in 0..trials {
            self.one(rng, acc);
            let Some(law) = &self.hp else { continue };
            let mut hp = law.roll(rng);
            count(&mut acc.hp, hp);
            let (mut k, mut aut) = (0u32, 0u64);
            while hp > 0 && k < MAX_KILL_ACTIONS {
                let mut blocks = 0;
                let r = self.action.roll(rng, &mut hp, &mut blocks, self.limit);
                k += 1;
                aut += r.time.max(0) as u64;
            }
            if hp > 0 {
                acc.censored += 1;
            }
            acc.kills[(k as usize - 1).min(self.attacks)] += 1;
            acc.actions_sum += u128::from(k);
            acc.actions_sq_sum += u128::from(k) * u128::from(k);
            acc.aut_sum += u128::from(aut);
            acc.aut_sq_sum += u128::from(aut) * u128::from(aut);
        }
    }
}
