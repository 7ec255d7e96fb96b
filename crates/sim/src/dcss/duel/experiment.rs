//! The duel's Monte Carlo experiment: whole fights, each drawing the monster's weapon from its
//! law and then playing the fight step by step from the chain's own transition laws, eight
//! at a time on the duel lanes ([`DuelLanes`], one 64-bit word per draw), counted in integers
//! per chunk (`docs/rules/dcss-0.31-player-attack.md` §11).

use mechanics::dcss::duel::ranged::RangedDuel;
use mechanics::dcss::duel::{Duel, FightState, MAX_TURNS, REPORT_TURNS};
use mechanics::sampling::duel_lanes::DuelLanes;
use mechanics::sampling::kernel::LaneKernel;
use rand::RngExt;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::spec::DuelSetup;
use crate::engine::{Accumulator, Experiment};

/// What the duel experiment counts, in integers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelAcc {
    /// Fights won.
    pub wins: u64,
    /// Fights lost.
    pub losses: u64,
    /// Fights neither side had won after [`MAX_TURNS`] of
    /// your actions.
    pub undecided: u64,
    /// Index h ≥ 1: fights won with h HP left; index 0: fights lost.
    pub hp_left: Vec<u64>,
    /// Fights won at your action k (index k − 1) for k up to 30; the last entry the later ones.
    pub win_turn: Vec<u64>,
    /// Fights lost during your action k (index k − 1), likewise.
    pub lose_turn: Vec<u64>,
    /// The sum of the actions of the fights won.
    #[serde(with = "crate::engine::state::u128_text")]
    pub win_turns_sum: u128,
    /// The sum of their squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub win_turns_sq_sum: u128,
    /// The sum of the HP left in the fights won.
    #[serde(with = "crate::engine::state::u128_text")]
    pub hp_left_sum: u128,
    /// The sum of its squares.
    #[serde(with = "crate::engine::state::u128_text")]
    pub hp_left_sq_sum: u128,
}

fn add(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

impl Accumulator for DuelAcc {
    fn merge(&mut self, other: Self) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.undecided += other.undecided;
        add(&mut self.hp_left, &other.hp_left);
        add(&mut self.win_turn, &other.win_turn);
        add(&mut self.lose_turn, &other.lose_turn);
        self.win_turns_sum += other.win_turns_sum;
        self.win_turns_sq_sum += other.win_turns_sq_sum;
        self.hp_left_sum += other.hp_left_sum;
        self.hp_left_sq_sum += other.hp_left_sq_sum;
    }
}

impl DuelAcc {
    /// Sizes the counters for a player of `hp` HP, before a chunk's first fight.
    fn prepare(&mut self, hp: usize) {
        if self.hp_left.len() < hp + 1 {
            self.hp_left.resize(hp + 1, 0);
        }
        for v in [&mut self.win_turn, &mut self.lose_turn] {
            if v.len() < REPORT_TURNS + 1 {
                v.resize(REPORT_TURNS + 1, 0);
            }
        }
    }

    /// Records how one fight ended: `Some(true)` won, `Some(false)` lost, `None` undecided;
    /// `s` is its state at the end.
    pub fn record(&mut self, won: Option<bool>, s: &FightState) {
        let turn = (s.turn as usize).clamp(1, REPORT_TURNS + 1) - 1;
        match won {
            Some(true) => {
                let hp = s.player_hp.max(0) as usize;
                self.wins += 1;
                self.hp_left[hp] += 1;
                self.win_turn[turn] += 1;
                let (t, h) = (u128::from(s.turn), hp as u128);
                self.win_turns_sum += t;
                self.win_turns_sq_sum += t * t;
                self.hp_left_sum += h;
                self.hp_left_sq_sum += h * h;
            }
            Some(false) => {
                self.losses += 1;
                self.hp_left[0] += 1;
                self.lose_turn[turn] += 1;
            }
            None => self.undecided += 1,
        }
    }
}

/// The duel experiment: one fight per trial, eight at a time on the duel lanes of a kernel
/// ([`DuelLanes`]: the monster's weapon drawn from its law, then the fight drawn step by step
/// from the chain's own transition laws); a ranged duel's fights played one at a time in the
/// game's order (`RangedDuel::play`).
pub struct DuelExperiment {
    fights: Fights,
    /// The player's HP at the start.
    hp: usize,
}

/// How the experiment plays its fights.
enum Fights {
    /// Melee duels on lanes.
    Lanes(Box<DuelLanes>, LaneKernel),
    /// Ranged duels, each with the cumulative probability of its weapon.
    Ranged(Vec<(f64, RangedDuel)>),
}

impl DuelExperiment {
    /// The experiment of `setup`'s duels on `kernel`.
    pub fn new(setup: &DuelSetup, kernel: LaneKernel) -> Self {
        let hp = setup.variants[0].duel.defence.hp.max(0) as usize;
        if setup.variants.iter().all(|v| v.ranged.is_some()) {
            let mut acc = 0.0;
            let ranged = setup
                .variants
                .iter()
                .filter_map(|v| {
                    acc += v.probability;
                    v.ranged.clone().map(|r| (acc, r))
                })
                .collect();
            return DuelExperiment {
                fights: Fights::Ranged(ranged),
                hp,
            };
        }
        let variants: Vec<(f64, &Duel)> = setup
            .variants
            .iter()
            .map(|v| (v.probability, &v.duel))
            .collect();
        DuelExperiment {
            fights: Fights::Lanes(Box::new(DuelLanes::new(&variants)), kernel),
            hp,
        }
    }
}

impl Experiment for DuelExperiment {
    type Acc = DuelAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut DuelAcc) {
        acc.prepare(self.hp);
        match &self.fights {
            Fights::Lanes(lanes, kernel) => {
                lanes.play_on(*kernel, rng, trials, &mut |won, s| acc.record(won, s))
            }
            Fights::Ranged(duels) => {
                let total = duels.last().map_or(1.0, |d| d.0);
                for _ in 0..trials {
                    let u: f64 = rng.random::<f64>() * total;
                    let duel = duels
                        .iter()
                        .find(|(c, _)| u < *c)
                        .or(duels.last())
                        .map(|(_, d)| d)
                        .expect("a duel has at least one weapon");
                    let o = duel.play(rng, MAX_TURNS as u32);
                    let s = FightState {
                        turn: o.turns,
                        player_hp: o.player_hp,
                        ..FightState::default()
                    };
                    acc.record(o.player_won, &s);
                }
            }
        }
    }

    fn path(&self) -> &'static str {
        crate::engine::paths::LANES
    }
}
