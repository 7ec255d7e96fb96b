//! The exchange lanes on a vector kernel: `Plan::full_rounds_portable` on the eight streams'
//! words at once, written once for every [`Vector`] (`docs/rules/dcss-0.31.md` §2.1, §6.3).
//! Each line maps onto [`Odds::test_u32`](super::super::odds::Odds::test_u32) (one 32×32→64
//! multiply and two compares per event) and the counts; the tests check its counts against the
//! portable code's for the same seed.

use super::super::odds::vector::Odds;
use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::vector::Vector;

/// `Plan::full_rounds_portable` on vectors.
#[inline(always)]
pub(super) fn full_rounds<V: Vector>(
    v: V,
    plan: &Plan,
    streams: &mut Streams,
    n: u64,
    tally: &mut Tally,
) {
    // Locals, not fields behind references, so the loop keeps them in registers.
    let (mut s, mut t) = (v.load_streams(streams), *tally);
    let hit = Odds::splat(v, &plan.hit);
    let per_round = plan.per_round();
    match plan.block {
        None => {
            while t.done + per_round <= n {
                let w = v.next_words(&mut s);
                for half in [w, v.high32(w)] {
                    let (hits, rejected) = hit.test(v, half);
                    let ok = v.but(v.all(), rejected);
                    t.done += v.count(ok);
                    t.landed += v.count(v.both(ok, hits));
                }
            }
        }
        Some(block) => {
            let block = Odds::splat(v, &block);
            while t.done + per_round <= n {
                let w = v.next_words(&mut s);
                let (hits, hit_rejected) = hit.test(v, w);
                let (blocked, block_rejected) = block.test(v, v.high32(w));
                let ok = v.but(v.all(), v.either(hit_rejected, block_rejected));
                t.done += v.count(ok);
                t.blocked += v.count(v.both(ok, blocked));
                t.landed += v.count(v.but(v.both(ok, hits), blocked));
            }
        }
    }
    v.store_streams(streams, s);
    *tally = t;
}
