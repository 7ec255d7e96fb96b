//! What the exact duel chains share: the measure over (damage taken, damage dealt) as grids,
//! the monster's HP kept out of the state and weighed by its survival, and the monster's
//! melee round played slot by slot on grids by the player's block counter, with the
//! retaliation of a first-slot miss (`docs/rules/dcss-0.31-player-attack.md` §11,
//! `docs/rules/dcss-0.34-player-ranged.md` §9).

use super::defence::MonsterSlot;
use super::side::MonsterSide;
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::dist::Dist;

/// Mass over (damage taken `x` < HP, damage dealt `d` < max monster HP), `x`-major.
pub(crate) type Grid = Vec<f64>;

/// The monster's rounds and the bookkeeping of one chain: the sizes, the survival weights,
/// and this turn's decided mass.
pub(crate) struct Rounds<'a> {
    /// The player's HP: rows of a grid.
    pub hp: usize,
    /// The monster's largest HP: columns of a grid.
    pub dm: usize,
    /// `S(d) = P(H > d)`, `d = 0..dm`.
    pub survival: Vec<f64>,
    /// The player's block counter's states.
    pub pb_states: usize,
    pub pb_limit: usize,
    pub monster: &'a MonsterSide,
    pub retaliation: Option<Dist>,
    pub landed: Vec<Dist>,
    /// This turn: win mass by damage taken, and loss mass.
    pub win_now: Vec<f64>,
    pub lose_now: f64,
    /// One row's worth of room for [`Rounds::deal`], so dealing allocates nothing.
    scratch: Vec<f64>,
}

impl<'a> Rounds<'a> {
    /// The rounds of `monster` against a player of `hp` with `pb_states` block counter
    /// states, the monster's HP law `monster_hp`.
    pub fn new(monster: &'a MonsterSide, hp: usize, pb_states: usize, monster_hp: &Dist) -> Self {
        let dm = monster_hp.max().max(1) as usize;
        Rounds {
            hp,
            dm,
            survival: (0..dm as i32).map(|d| monster_hp.prob_ge(d + 1)).collect(),
            pb_states,
            pb_limit: pb_states - 1,
            monster,
            retaliation: monster.retaliation.map(|r| r.dist()),
            landed: monster.slots.iter().map(|s| s.landed.clone()).collect(),
            win_now: vec![0.0; hp],
            lose_now: 0.0,
            scratch: vec![0.0; dm],
        }
    }

    /// An empty grid.
    pub fn grid(&self) -> Grid {
        vec![0.0; self.hp * self.dm]
    }

    /// The surviving weight of a row.
    pub fn alive(&self, row: &[f64]) -> f64 {
        row.iter().zip(&self.survival).map(|(m, s)| m * s).sum()
    }

    /// Clears this turn's decided mass.
    pub fn start_turn(&mut self) {
        self.win_now.iter_mut().for_each(|w| *w = 0.0);
        self.lose_now = 0.0;
    }

    /// The undecided mass of a grid.
    pub fn undecided(&self, g: &Grid) -> f64 {
        g.chunks(self.dm).map(|row| self.alive(row)).sum()
    }

    /// Deals `law` (`law[dd]`: P(dealing `dd`)) to every row of `g` into `target`; the
    /// weight it kills is a win at that row's damage taken.
    pub fn deal(&mut self, g: &Grid, law: &[f64], target: &mut Grid) {
        let dm = self.dm;
        let total: f64 = law.iter().sum();
        for (x, row) in g.chunks(dm).enumerate() {
            let Some(first) = row.iter().position(|&v| v != 0.0) else {
                continue;
            };
            let last = row.iter().rposition(|&v| v != 0.0).unwrap_or(first);
            let before = total * self.alive(row);
            let out = &mut target[x * dm..(x + 1) * dm];
            let mut moved = std::mem::take(&mut self.scratch);
            moved.iter_mut().for_each(|m| *m = 0.0);
            for (d, &w) in row.iter().enumerate().take(last + 1).skip(first) {
                if w == 0.0 {
                    continue;
                }
                for (dd, &p) in law.iter().enumerate().take(dm.saturating_sub(d)) {
                    moved[d + dd] += w * p;
                }
            }
            self.win_now[x] += before - self.alive(&moved);
            axpy(out, 1.0, &moved);
            self.scratch = moved;
        }
    }

    /// One slot of the monster's round on the grids by the player's counter.
    pub fn slot(&mut self, grids: Vec<Option<Grid>>, slot: usize) -> Vec<Option<Grid>> {
        let mut out: Vec<Option<Grid>> = vec![None; self.pb_states];
        let probs = self.monster.slots[slot].probs.clone();
        let landed = self.landed[slot].clone();
        let dm = self.dm;
        for (pb, g) in grids.into_iter().enumerate() {
            let Some(g) = g else { continue };
            let pr = probs[pb];
            if pr.p_block > 0.0 {
                let to = (pb + 1).min(self.pb_limit);
                axpy(out[to].get_or_insert_with(|| self.grid()), pr.p_block, &g);
            }
            if pr.p_miss > 0.0 {
                let target = out[pb].get_or_insert_with(|| vec![0.0; self.hp * dm]);
                match (&self.retaliation, slot) {
                    (Some(r), 0) => {
                        let r = r.clone();
                        self.retaliate(target, pr.p_miss, &g, &r);
                    }
                    _ => axpy(target, pr.p_miss, &g),
                }
            }
            if pr.p_land > 0.0 {
                let target = out[pb].get_or_insert_with(|| vec![0.0; self.hp * dm]);
                for (x, row) in g.chunks(dm).enumerate() {
                    if row.iter().all(|&v| v == 0.0) {
                        continue;
                    }
                    for (v, q) in landed.iter().filter(|&(_, q)| q > 0.0) {
                        let w = pr.p_land * q;
                        let x2 = x + v as usize;
                        if x2 < self.hp {
                            axpy(&mut target[x2 * dm..(x2 + 1) * dm], w, row);
                        } else {
                            self.lose_now += w * self.alive(row);
                        }
                    }
                }
            }
        }
        out
    }

    /// A first-slot miss with the retaliation law `r` (its value 0 holds "nothing"): `d` moves
    /// by the headbutt, and the weight it kills is a win at this `x`.
    fn retaliate(&mut self, target: &mut [f64], scale: f64, g: &Grid, r: &Dist) {
        let dm = self.dm;
        for (x, row) in g.chunks(dm).enumerate() {
            if row.iter().all(|&v| v == 0.0) {
                continue;
            }
            let before = scale * self.alive(row);
            let mut moved = vec![0.0; dm];
            for (d, &w) in row.iter().enumerate().filter(|&(_, &w)| w != 0.0) {
                for (v, q) in r.iter().filter(|&(_, q)| q > 0.0) {
                    let d2 = d + v as usize;
                    if d2 < dm {
                        moved[d2] += scale * q * w;
                    }
                }
            }
            self.win_now[x] += before - self.alive(&moved);
            axpy(&mut target[x * dm..(x + 1) * dm], 1.0, &moved);
        }
    }

    /// The monster's round on the grids by the player's counter: every slot in order.
    pub fn round(&mut self, mut grids: Vec<Option<Grid>>) -> Vec<Option<Grid>> {
        for s in 0..self.monster.slots.len() {
            grids = self.slot(grids, s);
        }
        grids
    }
}

/// `y += a·x`.
#[inline(always)]
pub(crate) fn axpy(y: &mut [f64], a: f64, x: &[f64]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

/// The length of `row` up to its last nonzero number (0 for a row of zeros). Eight numbers
/// are tested at a time, by or-ing their bits without the sign (a loop the compiler makes a
/// vector one): the chains ask this of every row, and most rows are empty or full
/// (`docs/rules/dcss-0.31-player-attack.md` §11).
#[inline(always)]
pub fn extent(row: &[f64]) -> usize {
    let nonzero = |v: &f64| v.to_bits() << 1 != 0;
    let tail = row.len() % 8;
    if let Some(i) = row[row.len() - tail..].iter().rposition(nonzero) {
        return row.len() - tail + i + 1;
    }
    let body = &row[..row.len() - tail];
    match body
        .chunks_exact(8)
        .rposition(|c| c.iter().fold(0u64, |acc, v| acc | (v.to_bits() << 1)) != 0)
    {
        Some(c) => {
            8 * c
                + body[8 * c..8 * c + 8]
                    .iter()
                    .rposition(nonzero)
                    .map_or(0, |i| i + 1)
        }
        None => 0,
    }
}

/// The monster's energy between two of your actions as the fast chains index it
/// (`docs/rules/dcss-0.31-player-attack.md` §11.1, §11.2): the states below the threshold
/// (waiting), the levels at or above it that a gain can reach (acting), and the most rounds
/// the monster can play between two of your actions.
pub(crate) struct Energies {
    /// The lowest energy between your actions: states `e_lo..e_lo + states`.
    pub e_lo: i32,
    pub states: usize,
    /// Acting levels: energies `ENERGY_THRESHOLD..ENERGY_THRESHOLD + acting`.
    pub acting: usize,
    /// The most rounds between two of your actions (each one headbutt chance at most).
    pub rounds: usize,
    /// Your action's energy gain and the monster's round's cost, positive probabilities only.
    pub gain: Vec<(i32, f64)>,
    pub cost: Vec<(i32, f64)>,
}

impl Energies {
    /// The energies of `monster` starting at `start`, your actions giving it `gain`.
    pub fn new(monster: &MonsterSide, gain: &Dist, start: i32) -> Self {
        let cost_min = monster.cost.min().max(1);
        let e_lo = start.min(ENERGY_THRESHOLD - monster.cost.max());
        let e_hi = start.max(ENERGY_THRESHOLD - 1);
        let acting = (e_hi + gain.max() - ENERGY_THRESHOLD + 1).max(0) as usize;
        Energies {
            e_lo,
            states: (e_hi - e_lo + 1) as usize,
            acting,
            rounds: acting.div_ceil(cost_min as usize).max(1),
            gain: positive(gain),
            cost: positive(&monster.cost),
        }
    }
}

/// A slot's `(p_block, p_miss, p_land)` by your block counter, as the fast chains read it.
pub(crate) fn slot_odds(slot: &MonsterSlot) -> Vec<(f64, f64, f64)> {
    slot.probs
        .iter()
        .map(|p| (p.p_block, p.p_miss, p.p_land))
        .collect()
}

/// A landed hit's damage law as the fast chains read it: `(damage, probability)` with a
/// negative damage as 0, positive probabilities only.
pub(crate) fn landed_damages(d: &Dist) -> Vec<(usize, f64)> {
    d.iter()
        .filter(|&(_, q)| q > 0.0)
        .map(|(v, q)| (v.max(0) as usize, q))
        .collect()
}

/// The values of `d` with positive probability, as `(value, probability)`.
pub(crate) fn positive(d: &Dist) -> Vec<(i32, f64)> {
    d.iter().filter(|&(_, p)| p > 0.0).collect()
}

/// `slot += a·g`, or `a·g` into an empty slot.
pub(crate) fn add_into(slot: &mut Option<Grid>, a: f64, g: &Grid) {
    match slot {
        Some(s) => axpy(s, a, g),
        None => *slot = Some(g.iter().map(|v| a * v).collect()),
    }
}
