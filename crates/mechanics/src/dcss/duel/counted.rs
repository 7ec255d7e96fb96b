//! The duel's exact law by counting hits (`docs/rules/dcss-0.31-player-attack.md` §11.2): when
//! every attack of the monster's round does the same landed damage law and the monster cannot
//! block, the damage you take after `n` landed hits is the sum of `n` independent draws of that
//! law, so the chain need only count the hits `n` (and, for a Minotaur, the headbutt chances
//! `j`), not the damage.
//!
//! The mass over (monster energy, `n`, `j`) is kept as if nobody could die, and weighted at
//! each event: the monster is alive after your `k` actions and `j` headbutt chances with
//! probability `a(k, j) = P(H > D_k + R_j)` (your actions' damage `D_k` and the headbutts'
//! `R_j` are independent of the counts); you are alive after `n` hits with probability
//! `c(n) = P(L^{*n} < HP)`. Your action `k` kills with `a(k−1, j) − a(k, j)`, a headbutt
//! with `a(k, j) − a(k, j+1)`, each a win with `c(n)`; the `(n+1)`-th hit kills you with
//! `c(n) − c(n+1)` while the monster lives. The counts do not depend on the landed damage, so
//! duels that differ only in it (a monster's weapons of the same to-hit) share one chain and
//! differ only in `c` and in the law of your HP left.

use super::Duel;
use super::chain::{DuelLaw, UNDECIDED};
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::kernel::{LaneKernel, lane_kernels};
mod weights;

use super::alive::Alive;
use super::rounds::{Energies, axpy, extent, slot_odds};
use weights::Taken;

/// Whether a duel can be counted (`docs/rules/dcss-0.31-player-attack.md` §11.2): the monster
/// cannot block, and every slot of its round has the same landed-damage law.
pub fn counts(duel: &Duel) -> bool {
    let slots = &duel.monster.slots;
    duel.player.action.target.block_limit == 0
        && !slots.is_empty()
        && slots.iter().all(|s| s.landed == slots[0].landed)
}

/// Whether two countable duels share their chain: everything but the landed damage law.
pub fn same_counts(a: &Duel, b: &Duel) -> bool {
    a.player == b.player
        && a.start_energy == b.start_energy
        && a.opponent.hp == b.opponent.hp
        && a.defence.block_states() == b.defence.block_states()
        && a.defence.hp == b.defence.hp
        && a.monster.cost == b.monster.cost
        && a.monster.retaliation == b.monster.retaliation
        && a.monster.slots.len() == b.monster.slots.len()
        && a.monster
            .slots
            .iter()
            .zip(&b.monster.slots)
            .all(|(x, y)| x.probs == y.probs)
}

/// The chain of counts shared by a group (`docs/rules/dcss-0.31-player-attack.md` §11.2).
///
/// Every buffer a step or a slot adds into is all zeros when it starts: what is read is cleared
/// at once (the mass by energy, an acting level, a slot's input by block counter), so nothing
/// that holds no mass is cleared.
struct Counts {
    /// Capacities: hits `nc`, headbutt chances `jc`; a grid is `nc · jc`, `n`-major.
    nc: usize,
    jc: usize,
    /// The monster's energies between your actions, and its gains and costs.
    en: Energies,
    pb_states: usize,
    /// `(p_block, p_miss, p_land)` by your block counter, per slot.
    slots: Vec<Vec<(f64, f64, f64)>>,
    retaliates: bool,
    mass: Vec<f64>,
    next: Vec<f64>,
    /// By acting level, its grids by your block counter (the shape of `cur`, so that a level
    /// becomes a round's input by a swap).
    acting: Vec<Vec<f64>>,
    cur: Vec<f64>,
    out: Vec<f64>,
    /// Which grids hold mass: the current round's by block counter, the slot's output, the
    /// acting levels.
    live: Vec<bool>,
    out_live: Vec<bool>,
    acting_live: Vec<bool>,
    /// The largest `n` and `j` any mass can have.
    n_hi: usize,
    j_hi: usize,
}

/// What one step of the counts leaves for the accounting, by hits `n`.
#[derive(Default)]
struct StepWeights {
    /// The monster killed (by your action or a headbutt) with you at `n` hits.
    win: Vec<f64>,
    /// Your `(n+1)`-th hit landed with the monster alive.
    lose: Vec<f64>,
}

impl Counts {
    fn new(duel: &Duel) -> Self {
        let m = &duel.monster;
        let start = duel.start_energy;
        let en = Energies::new(m, &duel.player.energy_gain, start);
        let retaliates = m.retaliation.is_some();
        let acting_states = en.acting;
        let mut c = Counts {
            nc: 0,
            jc: 0,
            en,
            pb_states: duel.defence.block_states(),
            slots: m.slots.iter().map(slot_odds).collect(),
            retaliates,
            mass: Vec::new(),
            next: Vec::new(),
            acting: Vec::new(),
            cur: Vec::new(),
            out: Vec::new(),
            live: vec![false; duel.defence.block_states()],
            out_live: vec![false; duel.defence.block_states()],
            acting_live: vec![false; acting_states],
            n_hi: 0,
            j_hi: 0,
        };
        c.regrid(16, if retaliates { 16 } else { 1 });
        let g = c.grid();
        c.mass[(start - c.en.e_lo) as usize * g] = 1.0;
        c
    }

    fn grid(&self) -> usize {
        self.nc * self.jc
    }

    /// Moves every buffer to capacities `nc`, `jc` (at least the current ones).
    fn regrid(&mut self, nc: usize, jc: usize) {
        let (old_nc, old_jc) = (self.nc, self.jc);
        let old = std::mem::take(&mut self.mass);
        self.nc = nc;
        self.jc = jc;
        let g = self.grid();
        self.mass = vec![0.0; self.en.states * g];
        if old_nc > 0 {
            for e in 0..self.en.states {
                for n in 0..old_nc {
                    let from = e * old_nc * old_jc + n * old_jc;
                    let to = e * g + n * jc;
                    self.mass[to..to + old_jc].copy_from_slice(&old[from..from + old_jc]);
                }
            }
        }
        self.next = vec![0.0; self.en.states * g];
        self.acting = vec![vec![0.0; self.pb_states * g]; self.en.acting];
        self.cur = vec![0.0; self.pb_states * g];
        self.out = vec![0.0; self.pb_states * g];
    }

    /// Makes room for one more step.
    fn reserve(&mut self) {
        let n_need = self.n_hi + self.en.rounds * self.slots.len() + 2;
        debug_assert!(self.en.rounds > 0);
        let j_need = if self.retaliates {
            self.j_hi + self.en.rounds + 2
        } else {
            1
        };
        if n_need > self.nc || j_need > self.jc {
            let nc = if n_need > self.nc {
                (2 * self.nc).max(n_need)
            } else {
                self.nc
            };
            let jc = if j_need > self.jc {
                (2 * self.jc).max(j_need)
            } else {
                self.jc
            };
            self.regrid(nc, jc);
        }
    }

    /// The mass by hits, weighted by `a` over `j`: `Σ_{E,j} mass·a(j)`.
    #[inline(always)]
    fn weighted(&self, a: &[f64], into: &mut [f64]) {
        into.iter_mut().for_each(|v| *v = 0.0);
        let g = self.grid();
        for e in 0..self.en.states {
            for (n, x) in into.iter_mut().enumerate().take(self.n_hi + 1) {
                let row = &self.mass[e * g + n * self.jc..e * g + n * self.jc + self.j_hi + 1];
                *x += row.iter().zip(a).map(|(m, a)| m * a).sum::<f64>();
            }
        }
    }

    /// The part of a grid that can hold mass this step: rows `0..=n_hi`.
    fn used(&self) -> usize {
        (self.n_hi + 1) * self.jc
    }

    /// One slot on `cur` into `out`, with the accounting weights at `a = a(k, ·)`; `live[pb]`
    /// says which of `cur`'s grids hold mass, and is updated for `out`.
    #[inline(always)]
    fn slot(&mut self, s: usize, a: &[f64], w: &mut StepWeights, live: &mut [bool]) {
        let (jc, g, ps, used) = (self.jc, self.grid(), self.pb_states, self.used());
        let limit = ps - 1;
        let mut out_live = std::mem::take(&mut self.out_live);
        out_live.iter_mut().for_each(|l| *l = false);
        let headbutt = self.retaliates && s == 0;
        for pb in (0..ps).filter(|&pb| live[pb]) {
            let (p_block, p_miss, p_land) = self.slots[s][pb.min(self.slots[s].len() - 1)];
            for n in 0..=self.n_hi {
                let at = pb * g + n * jc;
                let row = &self.cur[at..at + self.j_hi + 1];
                let row = &row[..extent(row)];
                if row.is_empty() {
                    continue;
                }
                if p_block > 0.0 {
                    let to_pb = (pb + 1).min(limit);
                    let to = to_pb * g + n * jc;
                    axpy(&mut self.out[to..to + row.len()], p_block, row);
                    out_live[to_pb] = true;
                }
                if p_miss > 0.0 {
                    if headbutt {
                        axpy(&mut self.out[at + 1..at + 1 + row.len()], p_miss, row);
                        w.win[n] += p_miss
                            * row
                                .iter()
                                .enumerate()
                                .map(|(j, m)| m * (a[j] - a[j + 1]))
                                .sum::<f64>();
                    } else {
                        axpy(&mut self.out[at..at + row.len()], p_miss, row);
                    }
                    out_live[pb] = true;
                }
                if p_land > 0.0 {
                    let to = at + jc;
                    axpy(&mut self.out[to..to + row.len()], p_land, row);
                    w.lose[n] += p_land * row.iter().zip(a).map(|(m, a)| m * a).sum::<f64>();
                    out_live[pb] = true;
                }
            }
            // Read: cleared, so that the buffer is all zeros when it is the next output.
            self.cur[pb * g..pb * g + used].fill(0.0);
        }
        live.copy_from_slice(&out_live);
        self.out_live = out_live;
        std::mem::swap(&mut self.cur, &mut self.out);
    }

    /// The energy gain of your action and the monster's rounds after it, with the accounting
    /// weights at `a = a(k, ·)`.
    #[inline(always)]
    fn rounds(&mut self, a: &[f64], w: &mut StepWeights) {
        let (g, ps) = (self.grid(), self.pb_states);
        // Every round can land each slot and give one headbutt chance.
        let before = self.used();
        self.n_hi += self.en.rounds * self.slots.len();
        if self.retaliates {
            self.j_hi += self.en.rounds;
        }
        let used = self.used();
        let mut acting_live = std::mem::take(&mut self.acting_live);
        acting_live.iter_mut().for_each(|l| *l = false);
        for e in 0..self.en.states {
            let block = &self.mass[e * g..e * g + before];
            if extent(block) == 0 {
                continue;
            }
            for &(gv, p) in &self.en.gain {
                let e2 = self.en.e_lo + e as i32 + gv;
                if e2 < ENERGY_THRESHOLD {
                    let at = (e2 - self.en.e_lo) as usize * g;
                    axpy(&mut self.next[at..at + before], p, block);
                } else {
                    let level = (e2 - ENERGY_THRESHOLD) as usize;
                    axpy(&mut self.acting[level][..before], p, block);
                    acting_live[level] = true;
                }
            }
            self.mass[e * g..e * g + before].fill(0.0);
        }
        let mut live = std::mem::take(&mut self.live);
        for level in (0..self.en.acting).rev() {
            if !acting_live[level] {
                continue;
            }
            // The level's grids become the round's input; the level keeps the all-zero `cur`.
            std::mem::swap(&mut self.cur, &mut self.acting[level]);
            for (pb, live) in live.iter_mut().enumerate() {
                *live = extent(&self.cur[pb * g..pb * g + used]) > 0;
            }
            for s in 0..self.slots.len() {
                self.slot(s, a, w, &mut live);
            }
            let e = ENERGY_THRESHOLD + level as i32;
            for &(c, p) in &self.en.cost {
                let e2 = e - c;
                for pb in (0..ps).filter(|&pb| live[pb]) {
                    let grid = &self.cur[pb * g..pb * g + used];
                    if e2 >= ENERGY_THRESHOLD {
                        let to_level = (e2 - ENERGY_THRESHOLD) as usize;
                        axpy(&mut self.acting[to_level][pb * g..pb * g + used], p, grid);
                        acting_live[to_level] = true;
                    } else {
                        let at = (e2 - self.en.e_lo) as usize * g;
                        axpy(&mut self.next[at..at + used], p, grid);
                    }
                }
            }
            for pb in (0..ps).filter(|&pb| live[pb]) {
                self.cur[pb * g..pb * g + used].fill(0.0);
            }
        }
        self.live = live;
        self.acting_live = acting_live;
        std::mem::swap(&mut self.mass, &mut self.next);
        self.tighten();
    }

    /// Shrinks `n_hi` and `j_hi` to the mass's real extent.
    #[inline(always)]
    fn tighten(&mut self) {
        let (g, jc) = (self.grid(), self.jc);
        let (mut n_hi, mut j_hi) = (0, 0);
        for e in 0..self.en.states {
            for n in 0..=self.n_hi {
                let row = &self.mass[e * g + n * jc..e * g + n * jc + self.j_hi + 1];
                let len = extent(row);
                if len > 0 {
                    n_hi = n_hi.max(n);
                    j_hi = j_hi.max(len - 1);
                }
            }
        }
        self.n_hi = n_hi;
        self.j_hi = j_hi;
    }
}

/// The exact laws of duels that [`counts`] and that share their counts ([`same_counts`]),
/// each with its own landed damage law (`docs/rules/dcss-0.31-player-attack.md` §11.2); the
/// same as [`super::duel_law`]'s to the undecided mass, `report_turns` entries of the
/// within-turns laws, at most `max_turns` of your actions; on the fastest vector kernel of this
/// processor.
///
/// # Panics
/// If `duels` is empty.
pub fn counted_laws(duels: &[&Duel], report_turns: usize, max_turns: usize) -> Vec<DuelLaw> {
    counted_laws_on(LaneKernel::best(), duels, report_turns, max_turns)
}

lane_kernels! {
    /// [`counted_laws`] (`docs/rules/dcss-0.31-player-attack.md` §11.2) on `kernel`: the same
    /// code compiled for each. It adds and multiplies
    /// (never fused) in the same order on every kernel, so every kernel gives the same bits.
    pub fn counted_laws_on(
        duels: &[&Duel],
        report_turns: usize,
        max_turns: usize,
    ) -> Vec<DuelLaw>;
    portable => chain(duels, report_turns, max_turns);
    vector(_) => chain(duels, report_turns, max_turns);
}

/// The chain of [`counted_laws`], inlined into each kernel's instance.
#[inline(always)]
fn chain(duels: &[&Duel], report_turns: usize, max_turns: usize) -> Vec<DuelLaw> {
    let first = duels.first().expect("a group has a duel");
    let hp = first.defence.hp.max(1) as usize;
    let retaliation = first.monster.retaliation.map(|r| r.dist());
    let mut alive = Alive::new(
        first.player.action.law().damage(0),
        &first.opponent.hp.dist(),
        retaliation.as_ref(),
    );
    let mut counts = Counts::new(first);
    let mut taken: Vec<Taken> = duels
        .iter()
        .map(|d| Taken::new(&d.monster.slots[0].landed, hp))
        .collect();
    let mut a_prev = vec![1.0; counts.jc + 1];
    let mut a_now = vec![0.0; counts.jc + 1];
    let mut weights: Vec<StepWeights> = Vec::new();
    let mut by_n = vec![0.0; counts.nc];
    let mut undecided: Vec<f64> = vec![1.0; duels.len()];
    let mut turns = 0;
    while undecided.iter().any(|&u| u >= UNDECIDED) && turns < max_turns {
        turns += 1;
        counts.reserve();
        a_prev.resize(counts.jc + 1, 0.0);
        a_now.resize(counts.jc + 1, 0.0);
        by_n.resize(counts.nc, 0.0);
        alive.act();
        alive.fill(&mut a_now);
        let mut w = StepWeights {
            win: vec![0.0; counts.nc],
            lose: vec![0.0; counts.nc],
        };
        // Your action: the kills at each count.
        let killed: Vec<f64> = a_prev.iter().zip(&a_now).map(|(p, q)| p - q).collect();
        counts.weighted(&killed, &mut by_n);
        axpy(&mut w.win, 1.0, &by_n);
        counts.rounds(&a_now, &mut w);
        counts.weighted(&a_now, &mut by_n);
        for t in &mut taken {
            t.up_to(counts.n_hi + 1);
        }
        for (u, t) in undecided.iter_mut().zip(&taken) {
            *u = by_n
                .iter()
                .zip(&t.c)
                .map(|(m, c)| m * c)
                .sum::<f64>()
                .max(0.0);
        }
        weights.push(w);
        std::mem::swap(&mut a_prev, &mut a_now);
    }
    taken
        .iter()
        .zip(&undecided)
        .map(|(t, &u)| law_of(t, &weights, u, turns, report_turns))
        .collect()
}

/// One landed law's duel from the group's weights.
fn law_of(
    t: &Taken,
    weights: &[StepWeights],
    undecided: f64,
    turns: usize,
    report_turns: usize,
) -> DuelLaw {
    let hp = t.hp;
    let c = |n: usize| t.c.get(n).copied().unwrap_or(0.0);
    let death = |n: usize| t.death.get(n).copied().unwrap_or(0.0);
    let mut win_by_n = vec![0.0; t.c.len()];
    let (mut win_by_turn, mut lose_by_turn) = (Vec::new(), Vec::new());
    for w in weights {
        let mut win = 0.0;
        for (n, x) in w.win.iter().enumerate().filter(|&(_, &x)| x != 0.0) {
            win += x * c(n);
            win_by_n[n] += x;
        }
        let lose: f64 = w.lose.iter().enumerate().map(|(n, x)| x * death(n)).sum();
        win_by_turn.push(win);
        lose_by_turn.push(lose);
    }
    let mut hp_left = vec![0.0; hp + 1];
    for (n, &x) in win_by_n.iter().enumerate().filter(|&(_, &x)| x != 0.0) {
        for (dx, &p) in t.powers[n].iter().enumerate() {
            hp_left[hp - dx] += x * p;
        }
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
