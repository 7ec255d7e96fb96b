//! The turn lanes on a vector kernel: `TurnLanes::fights_portable` on the eight lanes at once,
//! written once for every [`Vector`] (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5;
//! `docs/rules/dcss-0.34.md` §1.1). Each line maps onto `AttackLanes::play` or the portable
//! update: one 32×32→64 multiply per event on half-words or two compares on whole words,
//! masked updates, and (only when the block's chance depends on the block count) gathers of the
//! events by count; the tests check its counts against the portable code's for the same seed.

use super::super::odds::{self, vector::Odds};
use super::super::threshold::{self, vector::Threshold};
use super::attack::{AttackLanes, ByCount};
use super::{LANES, Tally, TurnLanes, counted_lanes};
use crate::sampling::kernel::Streams;
use crate::sampling::kernel::vector::Vector;

/// A block event by count as vectors: the same in every lane when it does not depend on the
/// count, else gathered by each lane's count.
struct Block<'a, E, P> {
    uniform: Option<E>,
    by_count: &'a ByCount<P>,
}

/// One attack's events as vectors.
enum Attack<'a, V: Vector> {
    Halves {
        hit: Odds<V>,
        block: Block<'a, Odds<V>, odds::Odds>,
    },
    Words {
        hit: Threshold<V>,
        block: Option<Block<'a, Threshold<V>, threshold::Threshold>>,
    },
}

/// What each lane holds while a batch of fights plays.
#[derive(Clone, Copy)]
struct Lanes<V: Vector> {
    blocks: V::V,
    lands: V::V,
    run: V::V,
    longest: V::V,
}

/// The lanes' state and counts around the play of one attack.
struct Play<'a, V: Vector> {
    s: &'a mut V::S,
    lanes: Lanes<V>,
    limit: V::V,
    counted: V::M,
}

impl<V: Vector> Play<'_, V> {
    /// Plays attack `k` until every lane has: `events(s, blocks)` draws the lanes' words and
    /// gives `(rejected, blocks now, hits)`, `blocks now` before the limit.
    #[inline(always)]
    fn attack(
        &mut self,
        v: V,
        k: usize,
        tally: &mut Tally,
        mut events: impl FnMut(&mut V::S, V::V) -> [V::M; 3],
    ) {
        let l = &mut self.lanes;
        let mut pending = v.all();
        // The attack's counts in registers, added to the tally once.
        let (mut blocked_n, mut landed_n) = (0u64, 0u64);
        loop {
            let [rejected, blocks_now, hits] = events(self.s, l.blocks);
            let blocks_now = v.both(blocks_now, v.lt(l.blocks, self.limit));
            let ok = v.but(pending, rejected);
            let blocked = v.both(ok, blocks_now);
            let landed = v.but(v.both(ok, hits), blocks_now);
            l.blocks = v.increment(l.blocks, blocked);
            l.lands = v.increment(l.lands, landed);
            // One more landed in a row, none after a miss or a block, the same while the lane
            // waits.
            l.run = v.select(ok, v.increment_or_zero(l.run, landed), l.run);
            l.longest = v.max_small(l.longest, l.run);
            pending = v.but(pending, ok);
            blocked_n += v.count(v.both(blocked, self.counted));
            landed_n += v.count(v.both(landed, self.counted));
            if v.none(pending) {
                tally.blocked[k] += blocked_n;
                tally.landed[k] += landed_n;
                break;
            }
        }
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
    let attacks: Vec<Attack<V>> = plan
        .attacks
        .iter()
        .map(|a| match a {
            AttackLanes::Halves { hit, block } => Attack::Halves {
                hit: Odds::splat(v, hit),
                block: Block {
                    uniform: block.uniform.then(|| Odds::splat(v, block.at(0))),
                    by_count: block,
                },
            },
            AttackLanes::Words { hit, block } => Attack::Words {
                hit: Threshold::splat(v, hit),
                block: block.as_ref().map(|block| Block {
                    uniform: block.uniform.then(|| Threshold::splat(v, block.at(0))),
                    by_count: block,
                }),
            },
        })
        .collect();
    let mut s = v.load_streams(streams);
    let zero = v.splat(0);
    let limit = v.splat(u64::from(plan.limit));
    // No lane: the block of an attack without a shield.
    let never = v.first(0);
    for batch in 0..fights.div_ceil(LANES as u64) {
        let counted_n = counted_lanes(fights, batch);
        let mut play = Play {
            s: &mut s,
            lanes: Lanes {
                blocks: zero,
                lands: zero,
                run: zero,
                longest: zero,
            },
            limit,
            counted: v.first(counted_n),
        };
        for _ in 0..turns {
            play.lanes.blocks = zero;
            play.lanes.lands = zero;
            for (k, a) in attacks.iter().enumerate() {
                match a {
                    Attack::Halves { hit, block } => play.attack(v, k, tally, |s, blocks| {
                        let w = v.next_words(s);
                        let (hits, hit_rejected) = hit.test(v, w);
                        let block = block
                            .uniform
                            .unwrap_or_else(|| Odds::gather(v, &block.by_count.tables, blocks));
                        let (blocks_now, block_rejected) = block.test(v, v.high32(w));
                        [v.either(hit_rejected, block_rejected), blocks_now, hits]
                    }),
                    Attack::Words { hit, block: None } => play.attack(v, k, tally, |s, _| {
                        let (hits, rejected) = hit.test(v, v.next_words(s));
                        [rejected, never, hits]
                    }),
                    Attack::Words {
                        hit,
                        block: Some(block),
                    } => play.attack(v, k, tally, |s, blocks| {
                        let (hits, hit_rejected) = hit.test(v, v.next_words(s));
                        let block = block.uniform.unwrap_or_else(|| {
                            Threshold::gather(v, &block.by_count.tables, blocks)
                        });
                        let (blocks_now, block_rejected) = block.test(v, v.next_words(s));
                        [v.either(hit_rejected, block_rejected), blocks_now, hits]
                    }),
                }
            }
            tally.record_turn(
                &v.store(play.lanes.blocks),
                &v.store(play.lanes.lands),
                counted_n,
            );
        }
        tally.record_fight(&v.store(play.lanes.longest), counted_n);
    }
    v.store_streams(streams, s);
}
