//! The AVX-512 kernel of the exchange lanes: `Plan::full_rounds_portable` on vectors of the
//! eight streams' words (`docs/rules/dcss-0.31.md` §2.1, §6.3). Each line maps onto
//! [`Digits::from_u32_flagged`](crate::sampling::digits::Digits::from_u32_flagged) (one 32×32→64
//! multiply per digit), the table lookups (gathers) and the bitmap test; the tests check its counts
//! against the portable code's for the same seed.

use std::arch::x86_64::{
    __m512i, __mmask8, _mm256_cmpge_epi32_mask, _mm512_and_si512, _mm512_cmpge_epu64_mask,
    _mm512_i64gather_epi32, _mm512_i64gather_epi64, _mm512_mul_epu32, _mm512_set1_epi64,
    _mm512_srli_epi64, _mm512_srlv_epi64, _mm512_test_epi64_mask,
};

use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx512::{load_streams, next_words, store_streams};

/// One digits's multipliers and threshold as vectors.
#[derive(Clone, Copy)]
struct Digits<const K: usize> {
    ranges: [__m512i; K],
    reject: __m512i,
}

impl<const K: usize> Digits<K> {
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn new((ranges, reject): ([u32; K], u32)) -> Self {
        Digits {
            ranges: ranges.map(|n| _mm512_set1_epi64(i64::from(n))),
            reject: _mm512_set1_epi64(i64::from(reject)),
        }
    }

    /// The digits of the low 32 bits of each 64-bit lane, and which lanes are accepted.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn of(&self, x: __m512i) -> ([__m512i; K], __mmask8) {
        let mut low = x;
        let digits = self.ranges.map(|n| {
            // The multiply reads the low 32 bits of `low` (the running remainder).
            let m = _mm512_mul_epu32(low, n);
            low = m;
            _mm512_srli_epi64::<32>(m)
        });
        let rest = _mm512_and_si512(low, _mm512_set1_epi64(0xffff_ffff));
        (digits, _mm512_cmpge_epu64_mask(rest, self.reject))
    }
}

/// `threshold[d₀] >= ev_sum[d₁]` in each lane.
#[inline]
#[target_feature(enable = "avx512f,avx512vl")]
fn beats_ev(plan: &Plan, d: [__m512i; 2]) -> __mmask8 {
    // SAFETY: a digit is below its range (`(x·n) >> 32 < n` for `x < 2^32`), and the ranges
    // are the tables' lengths (as `HitRule::new` builds them; `full_rounds` debug-asserts it),
    // so every gathered `i32` lies in its table.
    let (threshold, ev_sum) = unsafe {
        (
            _mm512_i64gather_epi32::<4>(d[0], plan.hit.threshold.as_ptr()),
            _mm512_i64gather_epi32::<4>(d[1], plan.hit.ev_sum.as_ptr()),
        )
    };
    _mm256_cmpge_epi32_mask(threshold, ev_sum)
}

/// `Plan::full_rounds_portable` on vectors.
#[target_feature(enable = "avx512f,avx512vl,popcnt")]
pub(super) fn full_rounds(plan: &Plan, streams: &mut Streams, n: u64, tally: &mut Tally) {
    let mut s = load_streams(streams);
    let (hit_ranges, hit_reject) = plan.hit.digits.lanes32();
    // `beats_ev` gathers unchecked: one table entry per value of the digit that indexes it.
    debug_assert_eq!(
        plan.hit.threshold.len(),
        hit_ranges[0] as usize,
        "hit threshold table: one entry per digit 0 in 0..range0"
    );
    debug_assert_eq!(
        plan.hit.ev_sum.len(),
        hit_ranges[1] as usize,
        "EV-sum table: one entry per digit 1 in 0..range1"
    );
    let hit = Digits::new((hit_ranges, hit_reject));
    let per_round = plan.per_round();
    let count = |m: __mmask8| u64::from(m.count_ones());
    match plan.guard {
        None => {
            while tally.done + per_round <= n {
                let w = next_words(&mut s);
                for half in [w, _mm512_srli_epi64::<32>(w)] {
                    let (d, ok) = hit.of(half);
                    tally.done += count(ok);
                    tally.landed += count(ok & beats_ev(plan, d));
                }
            }
        }
        Some(bitmap) => {
            let (size, guard_reject) = bitmap.digits.lanes32();
            debug_assert_eq!(
                bitmap.bits.len(),
                (size[0] as usize).div_ceil(64),
                "contest bitmap: ceil(size / 64) words for the digit in 0..size"
            );
            let guard = Digits::new((size, guard_reject));
            let bits = &bitmap.bits;
            let (one, six_bits) = (_mm512_set1_epi64(1), _mm512_set1_epi64(63));
            while tally.done + per_round <= n {
                let w = next_words(&mut s);
                let (h, h_ok) = hit.of(w);
                let ([d], g_ok) = guard.of(_mm512_srli_epi64::<32>(w));
                // SAFETY: the digit is below the bitmap's size (as in `beats_ev`) and the
                // bitmap has `ceil(size / 64)` words (debug-asserted above), so word `d / 64`
                // lies in `bits`.
                let word = unsafe {
                    _mm512_i64gather_epi64::<8>(_mm512_srli_epi64::<6>(d), bits.as_ptr().cast())
                };
                let shifted = _mm512_srlv_epi64(word, _mm512_and_si512(d, six_bits));
                let blocked = _mm512_test_epi64_mask(shifted, one);
                let ok = h_ok & g_ok;
                tally.done += count(ok);
                tally.blocked += count(ok & blocked);
                tally.landed += count(ok & !blocked & beats_ev(plan, h));
            }
        }
    }
    store_streams(streams, s);
}
