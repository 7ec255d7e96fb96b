//! The AVX2 kernel of the exchange lanes: `Plan::full_rounds_portable` on two vectors of four
//! streams' words each (`docs/rules/dcss-0.31.md` §2.1, §6.3), line for line as the AVX-512
//! kernel with 4-lane gathers and compare-and-movemask masks; the tests check its counts against
//! the portable code's for the same seed.

use std::arch::x86_64::{
    __m256i, _mm_castsi128_ps, _mm_cmpgt_epi32, _mm_movemask_ps, _mm256_and_si256,
    _mm256_castsi256_pd, _mm256_cmpeq_epi64, _mm256_cmpgt_epi64, _mm256_i64gather_epi32,
    _mm256_i64gather_epi64, _mm256_movemask_pd, _mm256_mul_epu32, _mm256_set1_epi64x,
    _mm256_srli_epi64, _mm256_srlv_epi64,
};

use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx2::{load_streams, next_words, store_streams};

/// One digits's multipliers and threshold as vectors.
#[derive(Clone, Copy)]
struct Digits<const K: usize> {
    ranges: [__m256i; K],
    reject: __m256i,
}

impl<const K: usize> Digits<K> {
    #[inline]
    #[target_feature(enable = "avx2")]
    fn new((ranges, reject): ([u32; K], u32)) -> Self {
        Digits {
            ranges: ranges.map(|n| _mm256_set1_epi64x(i64::from(n))),
            reject: _mm256_set1_epi64x(i64::from(reject)),
        }
    }

    /// The digits of the low 32 bits of each 64-bit lane, and which lanes are accepted (bit
    /// `i` for lane `i`).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn of(&self, x: __m256i) -> ([__m256i; K], u32) {
        let mut low = x;
        let digits = self.ranges.map(|n| {
            // The multiply reads the low 32 bits of `low` (the running remainder).
            let m = _mm256_mul_epu32(low, n);
            low = m;
            _mm256_srli_epi64::<32>(m)
        });
        let rest = _mm256_and_si256(low, _mm256_set1_epi64x(0xffff_ffff));
        // Both below 2^32, so the signed compare is exact: rejected where `reject > rest`.
        let rejected = _mm256_cmpgt_epi64(self.reject, rest);
        (digits, !mask4(rejected) & 0xf)
    }
}

/// The sign bits of four 64-bit lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn mask4(v: __m256i) -> u32 {
    _mm256_movemask_pd(_mm256_castsi256_pd(v)) as u32
}

/// `threshold[d₀] >= ev_sum[d₁]` in each of four lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn beats_ev(plan: &Plan, d: [__m256i; 2]) -> u32 {
    // SAFETY: a digit is below its range (`(x·n) >> 32 < n` for `x < 2^32`), and the ranges
    // are the tables' lengths (as `HitRule::new` builds them; `full_rounds` debug-asserts it),
    // so every gathered `i32` lies in its table.
    let (threshold, ev_sum) = unsafe {
        (
            _mm256_i64gather_epi32::<4>(plan.hit.threshold.as_ptr(), d[0]),
            _mm256_i64gather_epi32::<4>(plan.hit.ev_sum.as_ptr(), d[1]),
        )
    };
    let below = _mm_cmpgt_epi32(ev_sum, threshold);
    !(_mm_movemask_ps(_mm_castsi128_ps(below)) as u32) & 0xf
}

/// `Plan::full_rounds_portable` on vectors.
#[target_feature(enable = "avx2,popcnt")]
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
    let count = |m: u32| u64::from(m.count_ones());
    match plan.guard {
        None => {
            while tally.done + per_round <= n {
                for w in next_words(&mut s) {
                    for half in [w, _mm256_srli_epi64::<32>(w)] {
                        let (d, ok) = hit.of(half);
                        tally.done += count(ok);
                        tally.landed += count(ok & beats_ev(plan, d));
                    }
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
            let (one, six_bits) = (_mm256_set1_epi64x(1), _mm256_set1_epi64x(63));
            while tally.done + per_round <= n {
                for w in next_words(&mut s) {
                    let (h, h_ok) = hit.of(w);
                    let ([d], g_ok) = guard.of(_mm256_srli_epi64::<32>(w));
                    // SAFETY: the digit is below the bitmap's size (as in `beats_ev`) and the
                    // bitmap has `ceil(size / 64)` words (debug-asserted above), so word
                    // `d / 64` lies in `bitmap.bits`.
                    let word = unsafe {
                        _mm256_i64gather_epi64::<8>(
                            bitmap.bits.as_ptr().cast(),
                            _mm256_srli_epi64::<6>(d),
                        )
                    };
                    let bit = _mm256_and_si256(
                        _mm256_srlv_epi64(word, _mm256_and_si256(d, six_bits)),
                        one,
                    );
                    let blocked = mask4(_mm256_cmpeq_epi64(bit, one));
                    let ok = h_ok & g_ok;
                    tally.done += count(ok);
                    tally.blocked += count(ok & blocked);
                    tally.landed += count(ok & !blocked & beats_ev(plan, h));
                }
            }
        }
    }
    store_streams(streams, s);
}
