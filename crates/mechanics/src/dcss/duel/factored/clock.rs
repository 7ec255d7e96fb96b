//! The monster's side of the factored duel (`docs/rules/dcss-0.31-player-attack.md` §11.1):
//! a chain over the monster's energy, your headbutt chances `j` and your damage taken `x`, kept
//! as if the monster could not die and weighted by `a(k, j)` at each event.
//!
//! Every buffer the chain adds into is all zeros when a step or a slot starts, and a row is
//! cleared as soon as it has been read (it is in the cache then): no buffer is cleared whole,
//! and the energies and headbutt counts that hold no mass cost nothing. A landed hit's damage
//! law is added to a row a block of numbers at a time, summed in registers in the same order
//! as one `axpy` per damage (the same bits, each number loaded and stored once), and a slot
//! reads only the block counter states that can hold mass.

use super::PRUNE;
use super::sink::Sink;
use crate::dcss::duel::defence::PlayerDefence;
use crate::dcss::duel::rounds::{Energies, axpy, extent, landed_damages, slot_odds};
use crate::dcss::duel::side::MonsterSide;
use crate::dcss::time::ENERGY_THRESHOLD;
use crate::dist::Dist;

/// One slot of the monster's round as the chain reads it.
struct Slot {
    /// `(p_block, p_miss, p_land)` by your block counter.
    probs: Vec<(f64, f64, f64)>,
    /// A landed hit's damage after AC: `(damage, probability)`, positive probabilities only.
    landed: Vec<(usize, f64)>,
    /// The largest landed damage, at most your HP.
    reach: usize,
}

/// The sizes a slot is played with: your HP (a row), the capacity of `j`, your block
/// counter's states, how many of them (from 0) may hold mass, and the largest `j` this step
/// reaches.
#[derive(Clone, Copy)]
struct Shape {
    hp: usize,
    jc: usize,
    pb_states: usize,
    live: usize,
    j_top: usize,
}

/// What a step leaves for the accounting: the mass whose hit took your HP, by `j`, and the
/// headbutts' kills by `x`.
struct Decided {
    died: Vec<f64>,
    headbutt_win_x: Vec<f64>,
    /// Room for one row's tail sums.
    tail: Vec<f64>,
    /// Room for one row between zeros, for [`convolve`]: all zeros between two rows.
    padded: Vec<f64>,
}

/// The chain: mass over (energy between your actions, `j`, `x < hp`).
pub(super) struct Clock {
    hp: usize,
    /// Capacity of `j`; a sheet (one energy, or one block counter) is `jc · hp` numbers.
    pub(super) jc: usize,
    /// The largest `j` holding mass.
    j_hi: usize,
    retaliates: bool,
    /// The monster's energies between your actions, and its gains and costs.
    en: Energies,
    pb_states: usize,
    slots: Vec<Slot>,
    /// `y[(e · jc + j) · hp + x]`.
    y: Vec<f64>,
    next: Vec<f64>,
    /// `acting[((level · pb_states + pb) · jc + j) · hp + x]`, and by level how many of your
    /// block counter's states (from 0) may hold mass: 0 for a level without any.
    acting: Vec<f64>,
    acting_live: Vec<usize>,
    /// `cur[(pb · jc + j) · hp + x]`: a round between two slots.
    cur: Vec<f64>,
    out: Vec<f64>,
    decided: Decided,
    /// This step's headbutt kills, summed.
    pub(super) headbutt_win: f64,
}

impl Clock {
    /// The chain before your first action: the monster at `start` energy, your HP `hp`.
    pub(super) fn new(
        monster: &MonsterSide,
        defence: &PlayerDefence,
        gain: &Dist,
        start: i32,
        hp: usize,
    ) -> Self {
        let en = Energies::new(monster, gain, start);
        let slots = monster
            .slots
            .iter()
            .map(|s| {
                let landed = landed_damages(&s.landed);
                Slot {
                    probs: slot_odds(s),
                    reach: landed.iter().map(|&(v, _)| v).max().unwrap_or(0).min(hp),
                    landed,
                }
            })
            .collect();
        let retaliates = monster.retaliation.is_some();
        let acting_states = en.acting;
        let mut c = Clock {
            hp,
            jc: 0,
            j_hi: 0,
            retaliates,
            en,
            pb_states: defence.block_states(),
            slots,
            y: Vec::new(),
            next: Vec::new(),
            acting: Vec::new(),
            acting_live: vec![0; acting_states],
            cur: Vec::new(),
            out: Vec::new(),
            decided: Decided {
                died: Vec::new(),
                headbutt_win_x: vec![0.0; hp],
                tail: vec![0.0; hp + 1],
                padded: vec![0.0; 2 * hp + BLOCK + NARROW],
            },
            headbutt_win: 0.0,
        };
        c.regrid(if retaliates { 16 } else { 1 });
        let at = (start - c.en.e_lo) as usize * c.sheet();
        c.y[at] = 1.0;
        c
    }

    fn sheet(&self) -> usize {
        self.jc * self.hp
    }

    /// Moves the mass to `j` capacity `jc` (at least the current one), every other buffer
    /// made anew (all zeros, as between two steps).
    fn regrid(&mut self, jc: usize) {
        let old_sheet = self.sheet();
        let old = std::mem::take(&mut self.y);
        self.jc = jc;
        let sheet = self.sheet();
        self.y = vec![0.0; self.en.states * sheet];
        if old_sheet > 0 {
            for e in 0..self.en.states {
                self.y[e * sheet..e * sheet + old_sheet]
                    .copy_from_slice(&old[e * old_sheet..(e + 1) * old_sheet]);
            }
        }
        self.next = vec![0.0; self.en.states * sheet];
        self.acting = vec![0.0; self.en.acting * self.pb_states * sheet];
        self.cur = vec![0.0; self.pb_states * sheet];
        self.out = vec![0.0; self.pb_states * sheet];
        self.decided.died = vec![0.0; jc];
    }

    /// Makes room for one more step's headbutt chances; the capacity of `j` after it.
    pub(super) fn reserve(&mut self) -> usize {
        if self.retaliates && self.j_hi + self.en.rounds + 1 > self.jc {
            self.regrid((2 * self.jc).max(self.j_hi + self.en.rounds + 1));
        }
        self.jc
    }

    /// The alive mass by `j` (summed over energies and damage taken) into `into`.
    #[inline(always)]
    pub(super) fn alive_by_j(&self, into: &mut [f64]) {
        into.iter_mut().for_each(|v| *v = 0.0);
        for sheet in self.y.chunks_exact(self.sheet()) {
            for (j, row) in sheet.chunks_exact(self.hp).take(self.j_hi + 1).enumerate() {
                into[j] += row.iter().sum::<f64>();
            }
        }
    }

    /// Drops the rows of the largest `j` whose undecided weight together, `Σ a[j]·b[j]` with
    /// `b` by [`Clock::alive_by_j`], is at most [`PRUNE`]; returns that weight, which the law
    /// then counts as undecided.
    pub(super) fn prune(&mut self, b: &mut [f64], a: &[f64]) -> f64 {
        let (mut cut, mut mass) = (self.j_hi + 1, 0.0);
        while cut > 1 && mass + a[cut - 1] * b[cut - 1] <= PRUNE {
            cut -= 1;
            mass += a[cut] * b[cut];
        }
        if cut > self.j_hi {
            return 0.0;
        }
        let (hp, sheet) = (self.hp, self.sheet());
        for s in self.y.chunks_exact_mut(sheet) {
            s[cut * hp..(self.j_hi + 1) * hp].fill(0.0);
        }
        let dropped = (cut..=self.j_hi).map(|j| a[j] * b[j]).sum();
        b[cut..=self.j_hi].fill(0.0);
        self.j_hi = cut - 1;
        dropped
    }

    /// Adds the law of `x` weighted by `w[j]` into `into`.
    #[inline(always)]
    pub(super) fn add_marginal(&self, w: &[f64], into: &mut [f64]) {
        for sheet in self.y.chunks_exact(self.sheet()) {
            for (row, &w) in sheet.chunks_exact(self.hp).zip(w).take(self.j_hi + 1) {
                if w != 0.0 {
                    axpy(into, w, row);
                }
            }
        }
    }

    /// This step's mass that died, by `j`, and its headbutt kills by `x`.
    pub(super) fn decided(&self) -> (&[f64], &[f64]) {
        (&self.decided.died, &self.decided.headbutt_win_x)
    }

    /// The energy gain of one of your actions and the monster's rounds after it, the monster
    /// alive with `a[j]`: the mass that dies, by `j`, and the headbutts' kills are left in
    /// [`Clock::decided`] and `headbutt_win`.
    #[inline(always)]
    pub(super) fn step(&mut self, a: &[f64]) {
        let (hp, ps, sheet) = (self.hp, self.pb_states, self.sheet());
        let j_top = if self.retaliates {
            self.j_hi + self.en.rounds
        } else {
            0
        };
        let shape = Shape {
            hp,
            jc: self.jc,
            pb_states: ps,
            live: 0,
            j_top,
        };
        let used = (j_top + 1) * hp;
        self.decided.died.iter_mut().for_each(|v| *v = 0.0);
        self.decided
            .headbutt_win_x
            .iter_mut()
            .for_each(|v| *v = 0.0);
        // Your action's energy gain: `y` is read row by row into `next` (the monster waits)
        // or `acting` (it acts), and left all zeros.
        let mut sink = Sink {
            next: &mut self.next,
            acting: &mut self.acting,
            acting_live: &mut self.acting_live,
            e_lo: self.en.e_lo,
            ps,
            sheet,
        };
        for e in 0..self.en.states {
            let e2 = self.en.e_lo + e as i32;
            for j in 0..=self.j_hi {
                let at = (e * self.jc + j) * hp;
                let moves = self.en.gain.iter().map(|&(g, p)| (e2 + g, p));
                sink.spread(&mut self.y[at..at + hp], moves, 0, j * hp);
            }
        }
        // The rounds, highest energy first: a round costs energy, and the monster acts again
        // while it has 80; your block counter is reset at your next action.
        for level in (0..self.en.acting).rev() {
            let mut live = std::mem::take(&mut self.acting_live[level]);
            if live == 0 {
                continue;
            }
            let block = level * ps * sheet..(level + 1) * ps * sheet;
            for (s, slot) in self.slots.iter().enumerate() {
                let headbutt = self.retaliates && s == 0;
                let input = if s == 0 {
                    &mut self.acting[block.clone()]
                } else {
                    std::mem::swap(&mut self.cur, &mut self.out);
                    &mut self.out[..]
                };
                play_slot(
                    slot,
                    headbutt,
                    Shape { live, ..shape },
                    a,
                    input,
                    &mut self.cur,
                    &mut self.decided,
                );
                live = (live + 1).min(ps);
            }
            // The round's cost, row by row: the rows that hold mass only.
            let e = ENERGY_THRESHOLD + level as i32;
            let mut sink = Sink {
                next: &mut self.next,
                acting: &mut self.acting,
                acting_live: &mut self.acting_live,
                e_lo: self.en.e_lo,
                ps,
                sheet,
            };
            for pb in 0..live {
                for j in 0..=j_top {
                    let at = pb * sheet + j * hp;
                    let moves = self.en.cost.iter().map(|&(c, p)| (e - c, p));
                    sink.spread(&mut self.cur[at..at + hp], moves, pb, j * hp);
                }
            }
        }
        self.headbutt_win = self.decided.headbutt_win_x.iter().sum();
        std::mem::swap(&mut self.y, &mut self.next);
        self.j_hi = self
            .y
            .chunks_exact(sheet)
            .filter_map(|s| s[..used].chunks_exact(hp).rposition(|r| extent(r) > 0))
            .max()
            .unwrap_or(0);
    }
}

/// One slot of the round on `input` (by your block counter, then `j`; mass at the first
/// `shape.live` states of the counter only) added into `output` (all zeros on entry), `input`
/// left all zeros; the monster is alive with `a[j]`: a first-slot miss is a headbutt chance
/// (`j + 1`) when `headbutt`, and landed damage past your HP is counted in `decided.died`.
#[inline(always)]
fn play_slot(
    slot: &Slot,
    headbutt: bool,
    shape: Shape,
    a: &[f64],
    input: &mut [f64],
    output: &mut [f64],
    decided: &mut Decided,
) {
    let Shape {
        hp,
        jc,
        pb_states,
        live,
        j_top,
    } = shape;
    let limit = pb_states - 1;
    for pb in 0..live {
        let (p_block, p_miss, p_land) = slot.probs[pb.min(slot.probs.len() - 1)];
        for j in 0..=j_top {
            let at = (pb * jc + j) * hp;
            let row = &mut input[at..at + hp];
            let len = extent(row);
            if len == 0 {
                continue;
            }
            let g = &row[..len];
            if p_block > 0.0 {
                let to = ((pb + 1).min(limit) * jc + j) * hp;
                axpy(&mut output[to..to + len], p_block, g);
            }
            if p_miss > 0.0 {
                if headbutt {
                    axpy(&mut output[at + hp..at + hp + len], p_miss, g);
                    let kill = p_miss * (a[j] - a[j + 1]);
                    if kill != 0.0 {
                        axpy(&mut decided.headbutt_win_x[..len], kill, g);
                    }
                } else {
                    axpy(&mut output[at..at + len], p_miss, g);
                }
            }
            if p_land > 0.0 {
                // The row moves to `padded` (after `reach` zeros), leaving zeros behind.
                let (reach, padded) = (slot.reach, &mut decided.padded);
                for (p, r) in padded[reach..reach + len].iter_mut().zip(row.iter_mut()) {
                    *p = std::mem::take(r);
                }
                let g = &padded[reach..reach + len];
                // `tail[i] = Σ g[x ≥ from + i]`: the mass a hit of `hp − x` or more kills,
                // over the part of the row the largest hit can take past your HP.
                let from = (hp - reach).min(len);
                let tail = &mut decided.tail[..=len - from];
                tail[len - from] = 0.0;
                for i in (0..len - from).rev() {
                    tail[i] = tail[i + 1] + g[from + i];
                }
                let mut died = 0.0;
                for &(v, q) in &slot.landed {
                    let keep = hp.saturating_sub(v).min(len);
                    died += p_land * q * tail[keep - from];
                }
                decided.died[j] += died;
                convolve(
                    &mut output[at..at + hp],
                    len,
                    p_land,
                    &slot.landed,
                    reach,
                    padded,
                );
                padded[reach..reach + len].fill(0.0);
            } else {
                row[..len].fill(0.0);
            }
        }
    }
}

/// How many of a row's numbers [`convolve`] keeps in registers at a time: blocks of
/// `BLOCK`, then of `NARROW` for the rest.
const BLOCK: usize = 32;
const NARROW: usize = 8;

/// `target[v + i] += p·q·g[i]` for every landed damage `(v, q)` of `landed` in turn, for the
/// `i < len` that stay inside your HP (`target.len()`), `g` being `padded[reach..reach + len]`
/// between zeros. Each block of `target` is summed in registers, loaded and stored once
/// instead of once per damage, with the same sums in the same order as one `axpy` per damage:
/// a damage reaching before or past `g` adds `p·q·0 = 0`, which leaves a sum's bits as they
/// are.
#[inline(always)]
fn convolve(
    target: &mut [f64],
    len: usize,
    p: f64,
    landed: &[(usize, f64)],
    reach: usize,
    padded: &[f64],
) {
    let hp = target.len();
    let lo = landed.iter().map(|&(v, _)| v).min().unwrap_or(hp).min(hp);
    let hi = (len + reach).min(hp);
    let mut y = lo;
    while y + BLOCK <= hi {
        let t: &mut [f64; BLOCK] = (&mut target[y..y + BLOCK]).try_into().expect("a block");
        *t = block(*t, y, p, landed, hp, reach, padded);
        y += BLOCK;
    }
    while y < hi {
        let n = NARROW.min(hi - y);
        let mut acc = [0.0; NARROW];
        acc[..n].copy_from_slice(&target[y..y + n]);
        let acc = block(acc, y, p, landed, hp, reach, padded);
        target[y..y + n].copy_from_slice(&acc[..n]);
        y += n;
    }
}

/// One block of [`convolve`]: `acc[i] += p·q·padded[reach + y + i − v]` for every landed
/// damage in turn.
#[inline(always)]
fn block<const B: usize>(
    mut acc: [f64; B],
    y: usize,
    p: f64,
    landed: &[(usize, f64)],
    hp: usize,
    reach: usize,
    padded: &[f64],
) -> [f64; B] {
    for &(v, q) in landed {
        if v >= hp {
            continue;
        }
        let w = p * q;
        let from = reach + y - v;
        let src: &[f64; B] = padded[from..from + B].try_into().expect("a block");
        for (a, x) in acc.iter_mut().zip(src) {
            *a += w * x;
        }
    }
    acc
}
