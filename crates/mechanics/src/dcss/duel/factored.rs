//! The duel's exact law, factored (`docs/rules/dcss-0.31-player-attack.md` §11.1): when the
//! monster cannot block and the player does not retaliate, the damage the player deals and the
//! damage it takes are independent given nothing at all, so the chain over (energy, block
//! counter, damage taken, damage dealt) splits into two small ones.
//!
//! * Your offence alone: the damage dealt after `k` actions is the sum of `k` independent
//!   actions, so P(the monster is still alive after your action `k`), `a_k`, is a sequence of
//!   its own.
//! * The monster's clock and your damage taken: a chain over the monster's energy and your
//!   damage taken `x` (with your block counter inside each round), which gives P(you are alive
//!   after the monster's rounds that follow your action `k`), `b_k`, and the law of `x` then.
//!
//! You win at your action `k` with probability `(a_{k−1} − a_k)·b_{k−1}`, and with `h` HP left
//! with `(a_{k−1} − a_k)·P(x_{k−1} = HP − h)`; you die in the rounds after your action `k` with
//! probability `a_k·(b_{k−1} − b_k)`. The iteration stops when `a_k·b_k`, the undecided mass,
//! is below [`UNDECIDED`], as the full chain does; the two give the same law (tested).
//!
//! The chain of the monster's side allocates its buffers once; a step allocates nothing.

use super::chain::{DuelLaw, UNDECIDED};
use super::defence::PlayerDefence;
use super::side::{MonsterSide, PlayerSide};
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::dist::Dist;

/// Whether a duel factors: the monster never blocks your attacks (its block counter has one
/// state) and you have no retaliation (`docs/rules/dcss-0.31-player-attack.md` §11.1).
pub fn factors(player: &PlayerSide, monster: &MonsterSide) -> bool {
    monster.retaliation.is_none() && player.action.target.block_limit == 0
}

/// One slot of the monster's round as the damage-taken chain reads it.
struct Slot {
    /// `(p_block, p_miss, p_land)` by your block counter.
    probs: Vec<(f64, f64, f64)>,
    /// A landed hit's damage after AC: `(damage, probability)`, positive probabilities only.
    landed: Vec<(usize, f64)>,
}

/// The monster's clock and your damage taken (`docs/rules/dcss-0.31-player-attack.md` §11.1):
/// mass over (energy between your actions, damage taken `x < hp`).
struct Taken {
    hp: usize,
    e_lo: i32,
    e_states: usize,
    pb_states: usize,
    acting_states: usize,
    gain: Vec<(i32, f64)>,
    cost: Vec<(i32, f64)>,
    slots: Vec<Slot>,
    /// `y[e · hp + x]`.
    y: Vec<f64>,
    next: Vec<f64>,
    /// `acting[(level · pb_states + pb) · hp + x]`.
    acting: Vec<f64>,
    cur: Vec<f64>,
    out: Vec<f64>,
    /// The mass that died in the current step's rounds.
    died: f64,
}

fn axpy(y: &mut [f64], a: f64, x: &[f64]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

fn positive(d: &Dist) -> Vec<(i32, f64)> {
    d.iter().filter(|&(_, p)| p > 0.0).collect()
}

impl Taken {
    fn new(
        monster: &MonsterSide,
        defence: &PlayerDefence,
        gain: &Dist,
        start: i32,
        hp: usize,
    ) -> Self {
        let cost_max = monster.cost.max();
        let e_lo = start.min(ENERGY_THRESHOLD - cost_max);
        let e_hi = start.max(ENERGY_THRESHOLD - 1);
        let e_states = (e_hi - e_lo + 1) as usize;
        let top = e_hi + gain.max();
        let acting_states = (top - ENERGY_THRESHOLD + 1).max(0) as usize;
        let pb_states = defence.block_states();
        let slots = monster
            .slots
            .iter()
            .map(|s| Slot {
                probs: s
                    .probs
                    .iter()
                    .map(|p| (p.p_block, p.p_miss, p.p_land))
                    .collect(),
                landed: s
                    .landed
                    .iter()
                    .filter(|&(_, q)| q > 0.0)
                    .map(|(v, q)| (v.max(0) as usize, q))
                    .collect(),
            })
            .collect();
        let mut y = vec![0.0; e_states * hp];
        y[(start - e_lo) as usize * hp] = 1.0;
        Taken {
            hp,
            e_lo,
            e_states,
            pb_states,
            acting_states,
            gain: positive(gain),
            cost: positive(&monster.cost),
            slots,
            next: vec![0.0; y.len()],
            y,
            acting: vec![0.0; acting_states * pb_states * hp],
            cur: vec![0.0; pb_states * hp],
            out: vec![0.0; pb_states * hp],
            died: 0.0,
        }
    }

    /// The alive mass.
    fn alive(&self) -> f64 {
        self.y.iter().sum()
    }

    /// Adds the law of `x` (summed over energies) times `w` into `into`.
    fn add_marginal(&self, w: f64, into: &mut [f64]) {
        for row in self.y.chunks_exact(self.hp) {
            axpy(into, w, row);
        }
    }

    /// One slot on `cur` (by your block counter) into `out`; landed damage past your HP is
    /// counted in `died`.
    fn slot(&mut self, s: usize) {
        let (hp, pb_states) = (self.hp, self.pb_states);
        let limit = pb_states - 1;
        self.out.iter_mut().for_each(|v| *v = 0.0);
        let slot = &self.slots[s];
        for pb in 0..pb_states {
            let g = &self.cur[pb * hp..(pb + 1) * hp];
            let Some(last) = g.iter().rposition(|&v| v != 0.0) else {
                continue;
            };
            let g = &g[..=last];
            let (p_block, p_miss, p_land) = slot.probs[pb.min(slot.probs.len() - 1)];
            if p_block > 0.0 {
                let to = (pb + 1).min(limit);
                axpy(&mut self.out[to * hp..to * hp + g.len()], p_block, g);
            }
            let target = &mut self.out[pb * hp..(pb + 1) * hp];
            if p_miss > 0.0 {
                axpy(&mut target[..g.len()], p_miss, g);
            }
            if p_land > 0.0 {
                let mut died = 0.0;
                for &(v, q) in &slot.landed {
                    let w = p_land * q;
                    if v >= hp {
                        died += w * g.iter().sum::<f64>();
                        continue;
                    }
                    let keep = (hp - v).min(g.len());
                    axpy(&mut target[v..v + keep], w, &g[..keep]);
                    died += w * g[keep..].iter().sum::<f64>();
                }
                self.died += died;
            }
        }
        std::mem::swap(&mut self.cur, &mut self.out);
    }

    /// The energy gain of one of your actions and the monster's rounds after it; the mass that
    /// dies is left in `died`.
    fn step(&mut self) {
        let hp = self.hp;
        let ps = self.pb_states;
        self.died = 0.0;
        self.next.iter_mut().for_each(|v| *v = 0.0);
        self.acting.iter_mut().for_each(|v| *v = 0.0);
        for e in 0..self.e_states {
            let row = &self.y[e * hp..(e + 1) * hp];
            let Some(last) = row.iter().rposition(|&v| v != 0.0) else {
                continue;
            };
            let row = &row[..=last];
            for &(g, p) in &self.gain {
                let e2 = self.e_lo + e as i32 + g;
                let at = if e2 < ENERGY_THRESHOLD {
                    (e2 - self.e_lo) as usize * hp
                } else {
                    ((e2 - ENERGY_THRESHOLD) as usize * ps) * hp
                };
                let into = if e2 < ENERGY_THRESHOLD {
                    &mut self.next
                } else {
                    &mut self.acting
                };
                axpy(&mut into[at..at + row.len()], p, row);
            }
        }
        // The rounds, highest energy first: a round costs energy, and the monster acts again
        // while it has 80; your block counter is reset at your next action.
        for level in (0..self.acting_states).rev() {
            let block = level * ps * hp..(level + 1) * ps * hp;
            if self.acting[block.clone()].iter().all(|&v| v == 0.0) {
                continue;
            }
            self.cur.copy_from_slice(&self.acting[block]);
            for s in 0..self.slots.len() {
                self.slot(s);
            }
            let e = ENERGY_THRESHOLD + level as i32;
            for &(c, p) in &self.cost {
                let e2 = e - c;
                if e2 >= ENERGY_THRESHOLD {
                    let at = (e2 - ENERGY_THRESHOLD) as usize * ps * hp;
                    axpy(&mut self.acting[at..at + ps * hp], p, &self.cur);
                } else {
                    let at = (e2 - self.e_lo) as usize * hp;
                    for g in self.cur.chunks_exact(hp) {
                        axpy(&mut self.next[at..at + hp], p, g);
                    }
                }
            }
        }
        std::mem::swap(&mut self.y, &mut self.next);
    }
}

/// Your offence alone: the law of the damage dealt, below the monster's largest HP.
struct Dealt {
    step: Vec<f64>,
    survival: Vec<f64>,
    mass: Vec<f64>,
    next: Vec<f64>,
}

impl Dealt {
    fn new(player: &PlayerSide, monster_hp: &Dist) -> Self {
        let dm = monster_hp.max().max(1) as usize;
        let mut mass = vec![0.0; dm];
        mass[0] = 1.0;
        Dealt {
            step: player.action.law().damage(0),
            survival: (0..dm as i32).map(|d| monster_hp.prob_ge(d + 1)).collect(),
            next: vec![0.0; dm],
            mass,
        }
    }

    /// P(the monster is alive).
    fn alive(&self) -> f64 {
        self.mass
            .iter()
            .zip(&self.survival)
            .map(|(m, s)| m * s)
            .sum()
    }

    /// One of your actions.
    fn act(&mut self) {
        let dm = self.mass.len();
        self.next.iter_mut().for_each(|v| *v = 0.0);
        for (d, &w) in self.mass.iter().enumerate().filter(|&(_, &w)| w != 0.0) {
            let n = (dm - d).min(self.step.len());
            axpy(&mut self.next[d..d + n], w, &self.step[..n]);
        }
        std::mem::swap(&mut self.mass, &mut self.next);
    }
}

/// The exact law of a duel that [`factors`] (`docs/rules/dcss-0.31-player-attack.md` §11.1),
/// the same as [`super::duel_law`]'s: `report_turns` entries of the within-turns laws, at most
/// `max_turns` of your actions.
pub fn factored_law(
    player: &PlayerSide,
    monster: &MonsterSide,
    defence: &PlayerDefence,
    monster_hp: &Dist,
    start_energy: i32,
    report_turns: usize,
    max_turns: usize,
) -> DuelLaw {
    let hp = defence.hp.max(1) as usize;
    let mut dealt = Dealt::new(player, monster_hp);
    let mut taken = Taken::new(monster, defence, &player.energy_gain, start_energy, hp);
    let mut win_at_x = vec![0.0; hp];
    let (mut win_by_turn, mut lose_by_turn) = (Vec::new(), Vec::new());
    let (mut a, mut b) = (dealt.alive(), taken.alive());
    let mut undecided = a * b;
    let mut turns = 0;
    while undecided >= UNDECIDED && turns < max_turns {
        turns += 1;
        dealt.act();
        let a_now = dealt.alive();
        let killed = a - a_now;
        if killed != 0.0 {
            taken.add_marginal(killed, &mut win_at_x);
        }
        win_by_turn.push(killed * b);
        taken.step();
        let b_now = taken.alive();
        lose_by_turn.push(a_now * taken.died);
        a = a_now;
        b = b_now;
        undecided = a * b;
    }
    let mut hp_left = vec![0.0; hp + 1];
    for (x, w) in win_at_x.iter().enumerate() {
        hp_left[hp - x] += w;
    }
    DuelLaw::from_turns(
        &win_by_turn,
        &lose_by_turn,
        hp_left,
        undecided,
        report_turns,
        turns,
    )
}
