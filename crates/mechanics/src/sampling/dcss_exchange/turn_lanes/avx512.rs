//! The AVX-512 kernel of the turn lanes: `TurnLanes::fights_portable` on one vector of the
//! eight lanes (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5), line for line as the AVX2 kernel
//! with 8-lane gathers and mask registers; the tests check its counts against the portable
//! code's for the same seed.

use std::arch::x86_64::{
    __m512i, __mmask8, _mm512_cmpgt_epi64_mask, _mm512_mask_add_epi64, _mm512_mask_mov_epi64,
    _mm512_maskz_add_epi64, _mm512_max_epu64, _mm512_set1_epi64, _mm512_setzero_si512,
    _mm512_srli_epi64,
};

use super::super::odds::avx512::Odds;
use super::{AttackLanes, LANES, Tally, TurnLanes, counted_lanes};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx512::{load_streams, next_words, store, store_streams};

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
    #[target_feature(enable = "avx512f")]
    fn new(a: &'a AttackLanes) -> Self {
        Attack {
            hit: Odds::splat(&a.hit),
            uniform: a.uniform.then(|| Odds::splat(&a.block[0])),
            block_words: &a.block_words,
            block_favourable: &a.block_favourable,
        }
    }

    /// `AttackLanes::play` in every lane: `(rejected, unblocked, hits)` as masks.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn play(&self, w: __m512i, blocks: __m512i, limit_less_one: __m512i) -> [__mmask8; 3] {
        let (hits, hit_rejected) = self.hit.test(w);
        let block = match self.uniform {
            Some(odds) => odds,
            // SAFETY: a lane's block count is at most the turn's attacks, and both tables have
            // one entry per count `0..=attacks` (`AttackLanes::new`).
            None => unsafe { Odds::gather(self.block_words, self.block_favourable, blocks) },
        };
        let (blocks_now, block_rejected) = block.test(_mm512_srli_epi64::<32>(w));
        let exhausted = _mm512_cmpgt_epi64_mask(blocks, limit_less_one);
        [hit_rejected | block_rejected, !blocks_now | exhausted, hits]
    }
}

/// The eight 64-bit lanes of a vector.
#[inline]
#[target_feature(enable = "avx512f")]
fn lanes(v: __m512i) -> [u64; LANES] {
    let mut out = [0u64; LANES];
    store(&mut out, v);
    out
}

/// `TurnLanes::fights_portable` on vectors.
#[target_feature(enable = "avx512f,popcnt")]
pub(super) fn fights(
    plan: &TurnLanes,
    streams: &mut Streams,
    fights: u64,
    turns: u32,
    tally: &mut Tally,
) {
    let attacks: Vec<Attack> = plan.attacks.iter().map(|a| Attack::new(a)).collect();
    let mut s = load_streams(streams);
    let limit_less_one = _mm512_set1_epi64(i64::from(plan.limit) - 1);
    let (zero, one) = (_mm512_setzero_si512(), _mm512_set1_epi64(1));
    let count = |m: __mmask8| u64::from(m.count_ones());
    debug_assert!(
        plan.attacks
            .iter()
            .all(|a| a.block_words.len() == plan.attacks.len() + 1
                && a.block_favourable.len() == plan.attacks.len() + 1),
        "block odds: one entry per block count 0..=attacks"
    );
    for batch in 0..fights.div_ceil(LANES as u64) {
        let counted_n = counted_lanes(fights, batch);
        let counted = (0xffu32 >> (LANES - counted_n)) as __mmask8;
        let (mut run, mut longest) = (zero, zero);
        for _ in 0..turns {
            let (mut blocks, mut lands) = (zero, zero);
            for (k, a) in attacks.iter().enumerate() {
                let mut pending: __mmask8 = 0xff;
                while pending != 0 {
                    let [rejected, unblocked, hits] =
                        a.play(next_words(&mut s), blocks, limit_less_one);
                    let ok = pending & !rejected;
                    let blocked = ok & !unblocked;
                    let landed = ok & unblocked & hits;
                    blocks = _mm512_mask_add_epi64(blocks, blocked, blocks, one);
                    lands = _mm512_mask_add_epi64(lands, landed, lands, one);
                    run = _mm512_mask_mov_epi64(run, ok, _mm512_maskz_add_epi64(landed, run, one));
                    longest = _mm512_max_epu64(longest, run);
                    pending &= !ok;
                    tally.blocked[k] += count(blocked & counted);
                    tally.landed[k] += count(landed & counted);
                }
            }
            tally.record_turn(&lanes(blocks), &lanes(lands), counted_n);
        }
        tally.record_fight(&lanes(longest), counted_n);
    }
    store_streams(streams, s);
}
