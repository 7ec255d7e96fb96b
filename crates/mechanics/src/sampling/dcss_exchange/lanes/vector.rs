//! The exchange lanes on a vector kernel: `Plan::full_rounds_portable` on the eight streams'
//! words at once, written once for every [`Vector`] (`docs/rules/dcss-0.31.md` §2.1, §6.3;
//! `docs/rules/dcss-0.34.md` §1.1). Each line maps onto
//! [`Odds::test_u32`](super::super::odds::Odds::test_u32) (one 32×32→64 multiply and two
//! compares per event) or [`Threshold::test`](super::super::threshold::Threshold::test) (two
//! compares) and the counts; the tests check its counts against the portable code's for the
//! same seed.

use super::super::odds::vector::Odds;
use super::super::threshold::vector::Threshold;
use super::{Plan, Tally};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::vector::Vector;

/// Counts one group's candidates: `ok` the accepted, `blocked` and `hits` their events.
#[inline(always)]
fn count<V: Vector>(v: V, t: &mut Tally, ok: V::M, blocked: Option<V::M>, hits: V::M) {
    t.done += v.count(ok);
    match blocked {
        None => t.landed += v.count(v.both(ok, hits)),
        Some(blocked) => {
            t.blocked += v.count(v.both(ok, blocked));
            t.landed += v.count(v.but(v.both(ok, hits), blocked));
        }
    }
}

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
    let per_group = plan.per_group();
    match *plan {
        Plan::Halves { hit, block: None } => {
            let hit = Odds::splat(v, &hit);
            while t.done + per_group <= n {
                let w = v.next_words(&mut s);
                for half in [w, v.high32(w)] {
                    let (hits, rejected) = hit.test(v, half);
                    count(v, &mut t, v.but(v.all(), rejected), None, hits);
                }
            }
        }
        Plan::Halves {
            hit,
            block: Some(block),
        } => {
            let (hit, block) = (Odds::splat(v, &hit), Odds::splat(v, &block));
            while t.done + per_group <= n {
                let w = v.next_words(&mut s);
                let (hits, hit_rejected) = hit.test(v, w);
                let (blocked, block_rejected) = block.test(v, v.high32(w));
                let ok = v.but(v.all(), v.either(hit_rejected, block_rejected));
                count(v, &mut t, ok, Some(blocked), hits);
            }
        }
        Plan::Words { hit, block: None } => {
            let hit = Threshold::splat(v, &hit);
            while t.done + per_group <= n {
                let (hits, rejected) = hit.test(v, v.next_words(&mut s));
                count(v, &mut t, v.but(v.all(), rejected), None, hits);
            }
        }
        Plan::Words {
            hit,
            block: Some(block),
        } => {
            let (hit, block) = (Threshold::splat(v, &hit), Threshold::splat(v, &block));
            while t.done + per_group <= n {
                let (hits, hit_rejected) = hit.test(v, v.next_words(&mut s));
                let (blocked, block_rejected) = block.test(v, v.next_words(&mut s));
                let ok = v.but(v.all(), v.either(hit_rejected, block_rejected));
                count(v, &mut t, ok, Some(blocked), hits);
            }
        }
    }
    v.store_streams(streams, s);
    *tally = t;
}
