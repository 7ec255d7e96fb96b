//! Monster actions per player action: one player action repeated against one monster, the
//! exact distribution of the monster's actions per player action and the matching sampler
//! (`docs/rules/dcss-0.31.md` §7.3–§7.6; `docs/rules/README.md`, "DCSS monster actions per
//! player action").
//!
//! The monster's energy between rounds is a Markov chain: each round draws the player's
//! action time (`player_speed`, then the action's rescaling), adds
//! `max(1, div_rand_round(speed·time, 10))`, and lets the monster act while its energy is
//! at least 80. [`DcssSpeedScenario::exact`] returns the **stationary** regime (a long
//! fight, the starting energy forgotten); [`DcssSpeedScenario::exact_from_start`] returns
//! the first rounds after the monster appears with energy 70. The sampler starts at 70;
//! [`DcssSpeedSampler::burn_in`] with [`STATIONARY_BURN_IN`] rounds moves it to the
//! stationary regime.

use std::collections::HashMap;

use rand::Rng;

use super::monster::{
    ENERGY_START, MonsterClock, MonsterRound, Pursuit, energy_gain_dist, play_round,
};
use super::player::{
    PlayerAction, PlayerStatus, action_time, action_time_dist, player_speed, player_speed_dist,
};
use super::{
    ATTACK_DELAY, LATER_ACTION_COST, MONSTER_ACTION_COST, MONSTER_SPEED, MOVE_DELAY, TimeError,
};
use crate::actions::ActionsLaw;
use crate::dist::Dist;

/// Rounds a sampler should discard to reach the stationary regime of
/// [`DcssSpeedScenario::exact`]. Every valid scenario gains at least 1 energy per round and
/// pays at most 200 per action, so the transient from 70 into the recurrent energies lasts
/// at most a few hundred rounds; randomised scenarios then mix within a few dozen more.
/// (`docs/rules/dcss-0.31.md` §7.3)
pub const STATIONARY_BURN_IN: u32 = 1_000;

/// One player action repeated against one monster (`docs/rules/dcss-0.31.md` §7.1–§7.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct DcssSpeedScenario {
    /// The monster's speed after [`monster_speed`](super::monster_speed) (1..=200; 10 is
    /// normal).
    pub monster_speed: i32,
    /// The energy each monster action costs (1..=200): 10 by default, the species' move or
    /// attack cost otherwise (§7.4).
    pub monster_action_cost: i32,
    /// What the player does every round.
    pub player_action: PlayerAction,
    /// The player is hasted (`haste_div`, re-rolled every action).
    pub hasted: bool,
    /// The player is slowed (`haste_mul`, re-rolled every action).
    pub slowed: bool,
    /// Pursuit effects on the monster's first action each round; needs
    /// `player_action = Move` (§7.5).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pursuit: Pursuit,
    /// The energy of the monster's later actions in a round, when they differ from its first
    /// (1..=200): a monster closing in on a player who steps away moves first and then
    /// attacks (§7.4, §7.5). `None`: every action costs `monster_action_cost`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub later_action_cost: Option<i32>,
}

impl DcssSpeedScenario {
    /// Checks every field: `monster_speed` and `monster_action_cost` in 1..=200, a move's
    /// `mv` in 6..=100, an attack's `delay` in 1..=100, the opportunity attack's energy in
    /// 1..=200, and pursuit only with `Move` (`docs/rules/dcss-0.31.md` §7.1–§7.5).
    pub fn validate(&self) -> Result<(), TimeError> {
        MONSTER_SPEED.check(self.monster_speed)?;
        MONSTER_ACTION_COST.check(self.monster_action_cost)?;
        if let Some(cost) = self.later_action_cost {
            LATER_ACTION_COST.check(cost)?;
        }
        match self.player_action {
            PlayerAction::Move { mv } => MOVE_DELAY.check(mv).map(drop)?,
            PlayerAction::Wait => {}
            PlayerAction::Attack { delay } => ATTACK_DELAY.check(delay).map(drop)?,
        }
        self.pursuit.validate()?;
        if self.pursuit != Pursuit::Off && !matches!(self.player_action, PlayerAction::Move { .. })
        {
            return Err(TimeError::PursuitWithoutMove);
        }
        Ok(())
    }

    /// The player's statuses for `player_speed()` (`docs/rules/dcss-0.31.md` §7.1).
    pub fn player_status(&self) -> PlayerStatus {
        PlayerStatus {
            hasted: self.hasted,
            slowed: self.slowed,
            ..PlayerStatus::default()
        }
    }

    /// The exact law of the player's action time each round (`docs/rules/dcss-0.31.md` §7.1).
    pub fn action_time_dist(&self) -> Dist {
        action_time_dist(
            self.player_action,
            &player_speed_dist(&self.player_status()),
        )
    }

    /// The exact **stationary** distribution of monster actions per player action: the
    /// long-run frequencies of a fight that has forgotten its starting energy
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.6). Periodic cases (speed 15 against 10-aut actions:
    /// 1,2,1,2...) give the frequencies over a period. Solved as a linear system on the
    /// energy states reachable from 70; takes well under a millisecond.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // An orc (speed 10) against 12-aut moves: one free action every 5 moves.
    /// let orc = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Move { mv: 12 },
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let d = orc.exact().unwrap();
    /// assert!((d.prob(2) - 0.2).abs() < EXACT);
    /// assert!((d.mean() - 1.2).abs() < EXACT);
    /// ```
    pub fn exact(&self) -> Result<ActionsLaw, TimeError> {
        Ok(self.exact_rounds()?.actions())
    }

    /// The exact stationary law of the monster's round: its number of actions jointly with
    /// whether the first one was an attack of opportunity (`docs/rules/dcss-0.31.md` §7.3,
    /// §7.5). Without [`Pursuit::OpportunityAttack`] no round has one.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // An orc right behind a player stepping away at 10 aut: it acts every round, and one
    /// // round in three closes in with a free attack.
    /// let orc = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Move { mv: 10 },
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::OpportunityAttack { attack_energy: 10 },
    ///     later_action_cost: None,
    /// };
    /// let rounds = orc.exact_rounds().unwrap();
    /// let acts = 1.0 - rounds.actions().prob(0);
    /// assert!((rounds.opportunity_attacks_per_action() - acts / 3.0).abs() < EXACT);
    /// ```
    pub fn exact_rounds(&self) -> Result<MonsterRoundLaw, TimeError> {
        self.validate()?;
        Ok(self.chain().stationary())
    }

    /// The exact distribution of the **total** number of monster actions over the first
    /// `rounds` player actions after the monster appears with energy 70
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.6). `rounds = 1` is the first player action alone.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // Three hasted waits against a speed-10 monster: 1 action (7/27) or 2 (20/27).
    /// let s = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Wait,
    ///     hasted: true,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let d = s.exact_from_start(3).unwrap();
    /// assert!((d.prob(1) - 7.0 / 27.0).abs() < EXACT);
    /// assert!((d.prob(2) - 20.0 / 27.0).abs() < EXACT);
    /// ```
    pub fn exact_from_start(&self, rounds: u32) -> Result<ActionsLaw, TimeError> {
        self.validate()?;
        Ok(self.chain().totals_from_start(rounds))
    }

    /// A sampler of this scenario starting at energy 70 (the level-entry regime); call
    /// [`DcssSpeedSampler::burn_in`] with [`STATIONARY_BURN_IN`] to sample the stationary
    /// regime of [`exact`](Self::exact).
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit, STATIONARY_BURN_IN};
    /// use rand::SeedableRng;
    /// let s = DcssSpeedScenario {
    ///     monster_speed: 15,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Wait,
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    /// let mut sampler = s.sampler().unwrap();
    /// let first: Vec<u32> = (0..4).map(|_| sampler.next(&mut rng)).collect();
    /// assert_eq!(first, [1, 2, 1, 2]);
    /// sampler.burn_in(&mut rng, STATIONARY_BURN_IN);
    /// ```
    /// (`docs/rules/dcss-0.31.md` §7.3)
    pub fn sampler(&self) -> Result<DcssSpeedSampler, TimeError> {
        self.validate()?;
        Ok(DcssSpeedSampler {
            clock: MonsterClock::new(self.monster_speed, self.monster_action_cost)?
                .with_later_cost(self.later_cost())?,
            status: self.player_status(),
            action: self.player_action,
            pursuit: self.pursuit,
        })
    }

    /// The energy of the monster's actions after its first in a round.
    fn later_cost(&self) -> i32 {
        self.later_action_cost.unwrap_or(self.monster_action_cost)
    }

    fn chain(&self) -> EnergyChain {
        EnergyChain::explore(
            &energy_gain_dist(self.monster_speed, &self.action_time_dist()),
            [self.monster_action_cost, self.later_cost()],
            self.pursuit,
        )
    }
}

/// Samples [`DcssSpeedScenario`] round by round: rolls the player's action time, then
/// plays the monster's round (`docs/rules/dcss-0.31.md` §7.1, §7.3). Allocation-free and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DcssSpeedSampler {
    clock: MonsterClock,
    status: PlayerStatus,
    action: PlayerAction,
    pursuit: Pursuit,
}

impl DcssSpeedSampler {
    /// The monster's number of actions after the next player action (`docs/rules/dcss-0.31.md`
    /// §7.3): rolls `player_speed`, the action's time, the gain and the round.
    pub fn next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u32 {
        self.next_round(rng).actions
    }

    /// The monster's round after the next player action, with its attack of opportunity
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.5).
    pub fn next_round<R: Rng + ?Sized>(&mut self, rng: &mut R) -> MonsterRound {
        let ps = player_speed(rng, &self.status);
        let time_taken = action_time(rng, self.action, ps);
        self.clock.round_after(rng, time_taken, self.pursuit)
    }

    /// Plays and discards `rounds` rounds ([`STATIONARY_BURN_IN`] reaches the stationary
    /// regime of [`DcssSpeedScenario::exact`], `docs/rules/dcss-0.31.md` §7.3).
    pub fn burn_in<R: Rng + ?Sized>(&mut self, rng: &mut R, rounds: u32) {
        for _ in 0..rounds {
            self.next(rng);
        }
    }

    /// The monster's energy clock (`docs/rules/dcss-0.31.md` §7.3).
    pub fn clock(&self) -> &MonsterClock {
        &self.clock
    }
}

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

/// One step of the chain: to state index `to`, with this round, with probability `p`.
struct Step {
    to: usize,
    round: MonsterRound,
    p: f64,
}

/// The monster's energy between rounds as a Markov chain on the states reachable from 70
/// (state 0 is 70).
struct EnergyChain {
    steps: Vec<Vec<Step>>,
}

impl EnergyChain {
    /// Breadth-first exploration of the energies reachable from [`ENERGY_START`].
    fn explore(gain: &Dist, costs: [i32; 2], pursuit: Pursuit) -> Self {
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
        Self { steps }
    }

    /// The stationary law of the chain: `π P = π`, `Σ π = 1`, solved by Gaussian
    /// elimination. From one start the reachable states hold a single closed class (energy
    /// modulo the action cost walks on a cyclic group), so the solution is unique; transient
    /// states get 0. Returns the law of a round under `π`.
    fn stationary(&self) -> MonsterRoundLaw {
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
        let mut probs: Vec<[f64; 2]> = Vec::new();
        for (out, &w) in self.steps.iter().zip(&pi) {
            for s in out {
                let n = s.round.actions as usize;
                if probs.len() <= n {
                    probs.resize(n + 1, [0.0; 2]);
                }
                probs[n][usize::from(s.round.opportunity_attack)] += w.max(0.0) * s.p;
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

    /// The law of the total number of actions over the first `rounds` rounds from 70.
    fn totals_from_start(&self, rounds: u32) -> ActionsLaw {
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

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if `a` is
/// singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, rest) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        let b_col = b[col];
        for (row, b_row) in rest.iter_mut().zip(&mut b[col + 1..]) {
            let f = row[col] / pivot_row[col];
            if f != 0.0 {
                for (x, &y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
                *b_row -= f * b_col;
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tolerance::EXACT;

    #[test]
    fn solve_small_system() {
        let x = solve(vec![vec![2.0, 1.0], vec![1.0, 3.0]], vec![3.0, 5.0]).unwrap();
        assert!((x[0] - 0.8).abs() < EXACT && (x[1] - 1.4).abs() < EXACT);
        assert!(solve(vec![vec![1.0, 2.0], vec![2.0, 4.0]], vec![1.0, 2.0]).is_none());
    }

    #[test]
    fn deterministic_chain_keeps_only_reachable_states() {
        // Speed 15 vs 10-aut waits: 70 -> 75 -> 70, two states.
        let chain = EnergyChain::explore(&Dist::point(15), [10, 10], Pursuit::Off);
        assert_eq!(chain.steps.len(), 2);
    }
}
