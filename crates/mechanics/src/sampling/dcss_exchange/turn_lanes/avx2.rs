//! The AVX2 kernel of the turn lanes: `TurnLanes::fights_portable` on two vectors of four
//! lanes (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5). Each line maps onto `AttackLanes::play`
//! or the portable update: one 32×32→64 multiply per event, compares, masks for the update, and
//! (only when the block's odds depend on the block count) gathers of the odds by count; the
//! tests check its counts against the portable code's for the same seed.

use std::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_andnot_si256, _mm256_blendv_epi8,
    _mm256_castsi256_pd, _mm256_cmpgt_epi64, _mm256_max_epi32, _mm256_movemask_pd, _mm256_or_si256,
    _mm256_set1_epi64x, _mm256_setzero_si256, _mm256_srli_epi64, _mm256_sub_epi64,
};

use super::super::odds::avx2::Odds;
use super::{AttackLanes, LANES, Tally, TurnLanes, counted_lanes};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx2::{load, load_streams, next_words, store, store_streams};

/// One attack's odds as vectors.
struct Attack<'a> {
    hit: Odds,
    /// The block's odds shared by every block count, when they are.
    uniform: Option<Odds>,
    block_words: &'a [u64],
    block_favourable: &'a [u64],
}

impl<'a> Attack<'a> {
    #[inline]
    #[target_feature(enable = "avx2")]
    fn new(a: &'a AttackLanes) -> Self {
        Attack {
            hit: Odds::splat(&a.hit),
            uniform: a.uniform.then(|| Odds::splat(&a.block[0])),
            block_words: &a.block_words,
            block_favourable: &a.block_favourable,
        }
    }

    /// `AttackLanes::play` in four lanes: `(rejected, unblocked, hits)` as all-ones lanes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn play(&self, w: __m256i, blocks: __m256i, limit_less_one: __m256i) -> [__m256i; 3] {
        let (hits, hit_rejected) = self.hit.test(w);
        let block = match self.uniform {
            Some(odds) => odds,
            // SAFETY: a lane's block count is at most the turn's attacks, and both tables have
            // one entry per count `0..=attacks` (`AttackLanes::new`).
            None => unsafe { Odds::gather(self.block_words, self.block_favourable, blocks) },
        };
        let (blocks_now, block_rejected) = block.test(_mm256_srli_epi64::<32>(w));
        let exhausted = _mm256_cmpgt_epi64(blocks, limit_less_one);
        [
            _mm256_or_si256(hit_rejected, block_rejected),
            _mm256_or_si256(
                _mm256_andnot_si256(blocks_now, _mm256_set1_epi64x(-1)),
                exhausted,
            ),
            hits,
        ]
    }
}

/// The sign bits of four 64-bit lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn mask4(v: __m256i) -> u32 {
    _mm256_movemask_pd(_mm256_castsi256_pd(v)) as u32
}

/// Stores both halves of eight 64-bit lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn lanes(v: [__m256i; 2]) -> [u64; LANES] {
    let mut out = [0u64; LANES];
    store(&mut out, 0, v[0]);
    store(&mut out, 1, v[1]);
    out
}

/// `TurnLanes::fights_portable` on vectors.
#[target_feature(enable = "avx2,popcnt")]
pub(super) fn fights(
    plan: &TurnLanes,
    streams: &mut Streams,
    fights: u64,
    turns: u32,
    tally: &mut Tally,
) {
    let attacks: Vec<Attack> = plan.attacks.iter().map(|a| Attack::new(a)).collect();
    let mut s = load_streams(streams);
    let limit_less_one = _mm256_set1_epi64x(i64::from(plan.limit) - 1);
    let (zero, one, ones) = (
        _mm256_setzero_si256(),
        _mm256_set1_epi64x(1),
        _mm256_set1_epi64x(-1),
    );
    debug_assert!(
        plan.attacks
            .iter()
            .all(|a| a.block_words.len() == plan.attacks.len() + 1
                && a.block_favourable.len() == plan.attacks.len() + 1),
        "block odds: one entry per block count 0..=attacks"
    );
    let count = |v: __m256i| u64::from(mask4(v).count_ones());
    for batch in 0..fights.div_ceil(LANES as u64) {
        let counted_n = counted_lanes(fights, batch);
        let mut counted = [0u64; LANES];
        counted[..counted_n].fill(u64::MAX);
        let counted = [load(&counted, 0), load(&counted, 1)];
        let (mut run, mut longest) = ([zero; 2], [zero; 2]);
        for _ in 0..turns {
            let (mut blocks, mut lands) = ([zero; 2], [zero; 2]);
            for (k, a) in attacks.iter().enumerate() {
                let mut pending = [ones; 2];
                loop {
                    let w = next_words(&mut s);
                    for h in 0..2 {
                        let [rejected, unblocked, hits] = a.play(w[h], blocks[h], limit_less_one);
                        let ok = _mm256_andnot_si256(rejected, pending[h]);
                        let blocked = _mm256_andnot_si256(unblocked, ok);
                        let landed = _mm256_and_si256(_mm256_and_si256(ok, unblocked), hits);
                        blocks[h] = _mm256_sub_epi64(blocks[h], blocked);
                        lands[h] = _mm256_sub_epi64(lands[h], landed);
                        let next = _mm256_and_si256(_mm256_add_epi64(run[h], one), landed);
                        run[h] = _mm256_blendv_epi8(run[h], next, ok);
                        // Runs are small and non-negative: the 32-bit max of the halves is the
                        // 64-bit max.
                        longest[h] = _mm256_max_epi32(longest[h], run[h]);
                        pending[h] = _mm256_andnot_si256(ok, pending[h]);
                        tally.blocked[k] += count(_mm256_and_si256(blocked, counted[h]));
                        tally.landed[k] += count(_mm256_and_si256(landed, counted[h]));
                    }
                    if mask4(_mm256_or_si256(pending[0], pending[1])) == 0 {
                        break;
                    }
                }
            }
            tally.record_turn(&lanes(blocks), &lanes(lands), counted_n);
        }
        tally.record_fight(&lanes(longest), counted_n);
    }
    store_streams(streams, s);
}
