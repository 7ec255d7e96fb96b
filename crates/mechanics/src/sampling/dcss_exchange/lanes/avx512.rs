//! The AVX-512 kernel of the exchange lanes: `Plan::full_rounds_portable` on vectors of the
//! eight streams' words (`docs/rules/dcss-0.31.md` §2.1, §6.3). Each line maps onto
//! [`Odds::test_u32`](super::super::odds::Odds::test_u32) (one 32×32→64 multiply and two
//! compares per event) and the counts; the tests check its counts against the portable code's
//! for the same seed.

use std::arch::x86_64::{__mmask8, _mm512_srli_epi64};

use super::super::odds::avx512::Odds;
use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::avx512::{load_streams, next_words, store_streams};

/// `Plan::full_rounds_portable` on vectors.
#[target_feature(enable = "avx512f,popcnt")]
pub(super) fn full_rounds(plan: &Plan, streams: &mut Streams, n: u64, tally: &mut Tally) {
    let mut s = load_streams(streams);
    let hit = Odds::splat(&plan.hit);
    let per_round = plan.per_round();
    let count = |m: __mmask8| u64::from(m.count_ones());
    match plan.block {
        None => {
            while tally.done + per_round <= n {
                let w = next_words(&mut s);
                for half in [w, _mm512_srli_epi64::<32>(w)] {
                    let (hits, rejected) = hit.test(half);
                    tally.done += count(!rejected);
                    tally.landed += count(!rejected & hits);
                }
            }
        }
        Some(block) => {
            let block = Odds::splat(&block);
            while tally.done + per_round <= n {
                let w = next_words(&mut s);
                let (hits, hit_rejected) = hit.test(w);
                let (blocked, block_rejected) = block.test(_mm512_srli_epi64::<32>(w));
                let ok = !(hit_rejected | block_rejected);
                tally.done += count(ok);
                tally.blocked += count(ok & blocked);
                tally.landed += count(ok & !blocked & hits);
            }
        }
    }
    store_streams(streams, s);
}
