//! The AVX2 kernel of the exchange lanes: `Plan::full_rounds_portable` on two vectors of four
//! streams' words each (`docs/rules/dcss-0.31.md` §2.1, §6.3), line for line as the AVX-512
//! kernel with compare-and-movemask masks: one multiply and two compares per event, no table
//! lookup; the tests check its counts against the portable code's for the same seed.

use std::arch::x86_64::{
    __m256i, _mm256_andnot_si256, _mm256_castsi256_pd, _mm256_movemask_pd, _mm256_or_si256,
    _mm256_srli_epi64,
};

use super::super::odds::avx2::Odds;
use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx2::{load_streams, next_words, store_streams};

/// The sign bits of four 64-bit lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn mask4(v: __m256i) -> u32 {
    _mm256_movemask_pd(_mm256_castsi256_pd(v)) as u32
}

/// `Plan::full_rounds_portable` on vectors.
#[target_feature(enable = "avx2,popcnt")]
pub(super) fn full_rounds(plan: &Plan, streams: &mut Streams, n: u64, tally: &mut Tally) {
    let mut s = load_streams(streams);
    let hit = Odds::splat(&plan.hit);
    let per_round = plan.per_round();
    let count = |m: u32| u64::from(m.count_ones());
    match plan.block {
        None => {
            while tally.done + per_round <= n {
                for w in next_words(&mut s) {
                    for half in [w, _mm256_srli_epi64::<32>(w)] {
                        let (hits, rejected) = hit.test(half);
                        tally.done += 4 - count(mask4(rejected));
                        tally.landed += count(mask4(_mm256_andnot_si256(rejected, hits)));
                    }
                }
            }
        }
        Some(block) => {
            let block = Odds::splat(&block);
            while tally.done + per_round <= n {
                for w in next_words(&mut s) {
                    let (hits, hit_rejected) = hit.test(w);
                    let (blocked, block_rejected) = block.test(_mm256_srli_epi64::<32>(w));
                    let rejected = _mm256_or_si256(hit_rejected, block_rejected);
                    tally.done += 4 - count(mask4(rejected));
                    tally.blocked += count(mask4(_mm256_andnot_si256(rejected, blocked)));
                    let lands = _mm256_andnot_si256(_mm256_or_si256(rejected, blocked), hits);
                    tally.landed += count(mask4(lands));
                }
            }
        }
    }
    store_streams(streams, s);
}
