//! The turn lanes on a vector kernel: `TurnLanes::fights_portable` on the eight lanes at once,
//! written once for every [`Vector`] (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5). Each line
//! maps onto `AttackLanes::play` or the portable update: one 32×32→64 multiply per event,
//! compares, masked updates, and (only when the block's odds depend on the block count)
//! gathers of the odds by count; the tests check its counts against the portable code's for
//! the same seed.

use super::super::odds::vector::Odds;
use super::{AttackLanes, LANES, Tally, TurnLanes, counted_lanes};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::vector::Vector;

/// One attack's odds as vectors.
struct Attack<'a, V: Vector> {
    hit: Odds<V>,
    /// The block's odds shared by every block count, when they are.
    uniform: Option<Odds<V>>,
    lanes: &'a AttackLanes,
}

impl<'a, V: Vector> Attack<'a, V> {
    #[inline(always)]
    fn new(v: V, a: &'a AttackLanes) -> Self {
        Attack {
            hit: Odds::splat(v, &a.hit),
            uniform: a.uniform.then(|| Odds::splat(v, &a.block[0])),
            lanes: a,
        }
    }

    /// `AttackLanes::play` in every lane: `(rejected, blocked, hits)`, where `blocked` already
    /// accounts for the limit.
    #[inline(always)]
    fn play(&self, v: V, w: V::V, blocks: V::V, limit: V::V) -> [V::M; 3] {
        let (hits, hit_rejected) = self.hit.test(v, w);
        let block = match self.uniform {
            Some(odds) => odds,
            None => Odds::gather(
                v,
                &self.lanes.block_words,
                &self.lanes.block_favourable,
                blocks,
            ),
        };
        let (blocks_now, block_rejected) = block.test(v, v.high32(w));
        [
            v.either(hit_rejected, block_rejected),
            v.both(blocks_now, v.lt(blocks, limit)),
            hits,
        ]
    }
}

/// `TurnLanes::fights_portable` on vectors.
#[inline(always)]
pub(super) fn fights<V: Vector>(
    v: V,
    plan: &TurnLanes,
    streams: &mut Streams,
    fights: u64,
    turns: u32,
    tally: &mut Tally,
) {
    let attacks: Vec<Attack<V>> = plan.attacks.iter().map(|a| Attack::new(v, a)).collect();
    let mut s = v.load_streams(streams);
    let limit = v.splat(u64::from(plan.limit));
    let zero = v.splat(0);
    for batch in 0..fights.div_ceil(LANES as u64) {
        let counted_n = counted_lanes(fights, batch);
        let counted = v.first(counted_n);
        let (mut run, mut longest) = (zero, zero);
        for _ in 0..turns {
            let (mut blocks, mut lands) = (zero, zero);
            for (k, a) in attacks.iter().enumerate() {
                let mut pending = v.all();
                loop {
                    let [rejected, blocks_now, hits] =
                        a.play(v, v.next_words(&mut s), blocks, limit);
                    let ok = v.but(pending, rejected);
                    let blocked = v.both(ok, blocks_now);
                    let landed = v.but(v.both(ok, hits), blocks_now);
                    blocks = v.increment(blocks, blocked);
                    lands = v.increment(lands, landed);
                    // One more landed in a row, none after a miss or a block, the same while
                    // the lane waits.
                    run = v.select(ok, v.increment_or_zero(run, landed), run);
                    longest = v.max_small(longest, run);
                    pending = v.but(pending, ok);
                    tally.blocked[k] += v.count(v.both(blocked, counted));
                    tally.landed[k] += v.count(v.both(landed, counted));
                    if v.none(pending) {
                        break;
                    }
                }
            }
            tally.record_turn(&v.store(blocks), &v.store(lands), counted_n);
        }
        tally.record_fight(&v.store(longest), counted_n);
    }
    v.store_streams(streams, s);
}
