//! The timeline's blocks: a block's intervals computed at once in absolute time, from the
//! block's player costs and a table of the monster's actions by bucket of energy (see
//! *Blocks* in [`Timeline`]'s documentation, `docs/rules/frogcomposband-energy.md` §5, §7),
//! and the division-free ceilings they use.

use rand::Rng;

use super::Timeline;
use crate::frog::cost::EXACT_COST_ABOVE;

/// `ceil(n / d)` by a multiply and a shift: with `magic = floor(2^32 / d) + 1`,
/// `floor(m * magic / 2^32) = floor(m / d)` for every `0 <= m < 2^32 / d`; a block's
/// intervals divide by the player's and the monster's energy per game turn with it
/// (`docs/rules/frogcomposband-energy.md` §5, §7).
#[derive(Clone, Copy, Debug)]
pub struct CeilDiv {
    magic: u64,
}

impl CeilDiv {
    /// The divisor `d`, 1 to 49.
    pub fn new(d: i32) -> Self {
        debug_assert!((1..=49).contains(&d));
        Self {
            magic: (1u64 << 32) / d as u64 + 1,
        }
    }

    /// `ceil(n / d)` for `1 <= n < 2^24`.
    #[inline]
    pub fn ceil(self, n: i32) -> i32 {
        debug_assert!((1..1 << 24).contains(&n));
        ((u64::from((n - 1) as u32) * self.magic) >> 32) as i32 + 1
    }
}

/// Width of a rank bucket in monster energy, below the smallest monster cost (67, §3.2), so a
/// bucket holds at most one monster action, and a cost (at most 133) crosses at most three.
pub(super) const BUCKET_SHIFT: u32 = 6;

/// Rank buckets per block (a power of two; 16 KiB of entries).
pub(super) const BUCKETS: usize = 4096;

/// Monster energies in a block are offset by this bias (above any need before a step, at
/// most 200 - 67), so every threshold is positive; buckets below it hold no action.
pub(super) const BIAS: u32 = 256;

/// A rank entry packs `(j << ENERGY_BITS) | (BIAS + M_j)`: a block counts fewer than 2048
/// monster actions (at most one per game turn) and its biased energies stay below
/// `BUCKETS * 64 <= 2^ENERGY_BITS`.
pub(super) const ENERGY_BITS: u32 = 21;
pub(super) const ENERGY_MASK: u32 = (1 << ENERGY_BITS) - 1;

impl Timeline {
    /// Computes the next [`Self::block_len`] intervals into the buffer (see *Blocks*). Draws:
    /// the player's costs from fresh words, four per word, then the monster's from fresh
    /// words, four per word, up to its first action after the block's last player action;
    /// unused draws of the last words are dropped ([`NeedDraws::clear`]).
    pub(super) fn run_block<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let b = self.block_len;
        self.draws.clear();
        let em = self.monster_energy;
        let y = self.monster_need;
        let pdiv = self.player_div;
        let mut p = self.player_need;
        let mut end = 0;
        let hs = &mut self.thresholds[..b];
        if self.energy_use > EXACT_COST_ABOVE {
            let c = self.energy_use;
            for h in hs.iter_mut() {
                p += c;
                end = pdiv.ceil(p);
                *h = end * em - y + BIAS as i32;
            }
        } else if self.energy_use == 100 {
            let table = self.player_table;
            player_costs(
                rng,
                hs,
                |u| i32::from(table[usize::from(u)]),
                |c| {
                    p += c;
                    end = pdiv.ceil(p);
                    end * em - y + BIAS as i32
                },
            );
        } else {
            let table = self.player_table;
            let cost = &*self.player_cost;
            player_costs(
                rng,
                hs,
                |u| cost[usize::from(table[usize::from(u)])],
                |c| {
                    p += c;
                    end = pdiv.ceil(p);
                    end * em - y + BIAS as i32
                },
            );
        }
        // J(s_B) counts the monster actions with BIAS + M_j <= horizon.
        let horizon = hs[b - 1] as u32;
        let ranks = &mut *self.ranks;
        let table = self.monster_table;
        // e = (j << ENERGY_BITS) | (BIAS + M_j), from j = 0.
        let mut e = BIAS;
        ranks[..=(BIAS >> BUCKET_SHIFT) as usize].fill(e);
        let mut prev = (BIAS >> BUCKET_SHIFT) as usize;
        let mut last = [0u32; 4];
        // With horizon < BIAS the monster does not act in the block: M_0 is beyond it.
        if e <= horizon {
            loop {
                let word = rng.next_u64();
                for (i, slot) in last.iter_mut().enumerate() {
                    e += (1 << ENERGY_BITS)
                        + u32::from(table[usize::from((word >> (16 * i)) as u16)]);
                    *slot = e & ENERGY_MASK;
                    // Buckets prev+1 ..= bucket(M_j) get action j; later ones are overwritten.
                    let at = prev & (BUCKETS - 1);
                    ranks[at + 1..at + 5].fill(e);
                    prev = ((e & ENERGY_MASK) >> BUCKET_SHIFT) as usize;
                }
                if e & ENERGY_MASK > horizon {
                    break;
                }
            }
        }
        let mut before = 0u32;
        for (&h, n) in hs.iter().zip(self.intervals[..b].iter_mut()) {
            let h = h as u32;
            let e = ranks[(h >> BUCKET_SHIFT) as usize & (BUCKETS - 1)];
            let at = (e >> ENERGY_BITS) + u32::from(e & ENERGY_MASK <= h);
            *n = at - before;
            before = at;
        }
        // The monster's first action after the block: the first of the last word's beyond
        // the horizon (the word's later draws are dropped), or M_0 if it did not act.
        let next = last.into_iter().find(|&v| v > horizon).unwrap_or(BIAS);
        self.draws.clear();
        self.player_need = p - end * self.player_energy;
        self.monster_need = next as i32 - horizon as i32;
        self.next = 0;
        self.filled = b;
    }
}

/// The block's player costs from fresh words, four per word, lowest 16 bits first: for each
/// slot of `out`, `out = step(cost(draw))` (the last word's unused draws are dropped).
#[inline(always)]
fn player_costs<R: Rng + ?Sized>(
    rng: &mut R,
    out: &mut [i32],
    cost: impl Fn(u16) -> i32,
    mut step: impl FnMut(i32) -> i32,
) {
    let mut quads = out.chunks_exact_mut(4);
    for quad in &mut quads {
        let word = rng.next_u64();
        for (i, h) in quad.iter_mut().enumerate() {
            *h = step(cost((word >> (16 * i)) as u16));
        }
    }
    let rest = quads.into_remainder();
    if !rest.is_empty() {
        let word = rng.next_u64();
        for (i, h) in rest.iter_mut().enumerate() {
            *h = step(cost((word >> (16 * i)) as u16));
        }
    }
}
