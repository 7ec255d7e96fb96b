//! The attack's Monte Carlo experiment: each trial plays, in the game's order and with its own
//! draws, one main attack (its outcome and a landed attack's damage), one attack delay, one
//! whole action (main attacks and aux attacks), and against a named monster its HP roll and
//! the actions that kill it, the block count fresh at each (`docs/rules/dcss-0.31-player-attack.md`
//! §1–§6, §11).

use mechanics::dcss::attack::{Attack, Outcome};
use mechanics::dcss::monster_hp::MonsterHp;
use mechanics::dcss::player_attack::{DelayRolls, MainDamage, PlayerAction};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::AttackSetup;
use crate::engine::{Accumulator, Experiment};

/// A kill sequence still going after this many actions is censored.
pub const MAX_KILL_ACTIONS: u32 = 100_000;

/// HP that no action takes away: the action's damage unstopped.
const ENDLESS_HP: i32 = i32::MAX / 2;

/// What the attack experiment counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackAcc {
    /// Main attacks missed, blocked, landed.
    pub outcomes: [u64; 3],
    /// Landed main attacks by damage.
    pub damage: Vec<u64>,
    /// Attacks by delay (aut).
    pub delay: Vec<u64>,
    /// Actions by damage dealt.
    pub action: Vec<u64>,
    /// Monsters by max HP.
    pub hp: Vec<u64>,
    /// Kill sequences by the action that killed (index k − 1); the last entry counts the longer
    /// ones and the censored.
    pub kills: Vec<u64>,
    /// The sum of the actions to kill (a censored sequence counts the cap).
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

fn count(bins: &mut Vec<u64>, v: usize) {
    if bins.len() <= v {
        bins.resize(v + 1, 0);
    }
    bins[v] += 1;
}

impl Accumulator for AttackAcc {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.outcomes.iter_mut().zip(other.outcomes) {
            *a += b;
        }
        add(&mut self.damage, &other.damage);
        add(&mut self.delay, &other.delay);
        add(&mut self.action, &other.action);
        add(&mut self.hp, &other.hp);
        add(&mut self.kills, &other.kills);
        self.actions_sum += other.actions_sum;
        self.actions_sq_sum += other.actions_sq_sum;
        self.aut_sum += other.aut_sum;
        self.aut_sq_sum += other.aut_sq_sum;
        self.censored += other.censored;
    }
}

/// The attack experiment of a resolved scenario.
pub struct AttackExperiment {
    main: Attack,
    exhausted: bool,
    damage: MainDamage,
    delay: DelayRolls,
    action: PlayerAction,
    hp: Option<MonsterHp>,
    attacks: usize,
}

impl AttackExperiment {
    /// The experiment of `setup`.
    pub fn new(setup: &AttackSetup) -> Self {
        let r = &setup.resolved;
        AttackExperiment {
            main: r.offence.main_attack(&r.target),
            exhausted: r.target.block_limit == 0,
            damage: r.offence.main_damage(&r.target),
            delay: r.offence.delay.rolls(),
            action: PlayerAction::new(&r.offence, &r.target),
            hp: r.opponent.as_ref().map(|o| o.hp),
            attacks: setup.attacks as usize,
        }
    }
}

impl Experiment for AttackExperiment {
    type Acc = AttackAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut AttackAcc) {
        if self.hp.is_some() && acc.kills.len() < self.attacks + 1 {
            acc.kills.resize(self.attacks + 1, 0);
        }
        for _ in 0..trials {
            let outcome = self.main.roll(rng, 0, self.exhausted);
            acc.outcomes[outcome as usize] += 1;
            if outcome == Outcome::Landed {
                count(&mut acc.damage, self.damage.roll(rng).max(0) as usize);
            }
            count(&mut acc.delay, self.delay.roll_action(rng).max(0) as usize);
            let (mut endless, mut blocks) = (ENDLESS_HP, 0);
            let (_, dealt) = self.action.roll(rng, &mut endless, &mut blocks);
            count(&mut acc.action, dealt.max(0) as usize);
            let Some(law) = &self.hp else { continue };
            let mut hp = law.roll(rng);
            count(&mut acc.hp, hp.max(0) as usize);
            let (mut k, mut aut) = (0u32, 0u64);
            while hp > 0 && k < MAX_KILL_ACTIONS {
                let mut blocks = 0;
                let (time, _) = self.action.roll(rng, &mut hp, &mut blocks);
                k += 1;
                aut += time.max(0) as u64;
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
