//! Lane-parallel counts of independent first attacks (`docs/rules/dcss-0.31.md` §2.1, §6.3): the
//! [`STREAMS`] generators of [`crate::sampling::kernel`] give one word per stream per round, and
//! every word yields the same candidates the scalar count takes from a word, so a vector kernel
//! evaluates a round at once.
//!
//! A candidate needs only the attack's hit and, with a shield, its block, which are independent
//! for the attacks the lanes take; each is drawn as exact [`Odds`]: one uniform digit compared
//! with the number of its rolls' equally likely tuples in which it happens.
//!
//! * Without a shield a word holds two candidate attacks, its low then its high 32 bits, each
//!   the hit's digit.
//! * With a shield a word holds one: the hit's digit from the low half, the first block's digit
//!   from the high half.
//!
//! A candidate whose half-words are rejected is skipped: each word is rejected or not
//! independently of the digits it yields, so the accepted candidates are independent with
//! exactly the law of [`Attack::roll`](crate::dcss::attack::Attack::roll). The count takes the
//! accepted candidates in order, stream 0 to 7 within a round and low half first, until it has
//! `n`: whole rounds while at least a round's worth is missing (every kernel), then one
//! candidate at a time (the portable code). So every kernel takes the same candidates and gives
//! the same counts for the same seed.

use rand::Rng;

use super::odds::Odds;
use crate::dcss::attack::OutcomeCounts;
use crate::sampling::kernel::{LaneKernel, STREAMS, Streams, lane_kernels};

#[cfg(target_arch = "x86_64")]
mod vector;

/// An attack the lanes count: its hit's odds and, with a shield, the first block's odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    pub(super) hit: Odds,
    pub(super) block: Option<Odds>,
}

lane_kernels! {
    /// Whole rounds while at least a round's worth of the `n` is missing, on `kernel`.
    fn full_rounds(plan: &Plan, streams: &mut Streams, n: u64, tally: &mut Tally);
    portable => plan.full_rounds_portable(streams, n, tally);
    vector(v) => vector::full_rounds(v, plan, streams, n, tally);
}

/// Running counts.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    done: u64,
    blocked: u64,
    landed: u64,
}

impl Plan {
    /// Candidates per round: two per word without a shield, one with.
    fn per_round(&self) -> u64 {
        let per_word = if self.block.is_some() { 1 } else { 2 };
        per_word * STREAMS as u64
    }

    /// One candidate: `(accepted, blocked, landed)`; the low half `lo` carries the hit, and
    /// with a shield the high half `hi` the block.
    #[inline(always)]
    fn candidate(&self, lo: u32, hi: u32) -> (bool, bool, bool) {
        let (hits, hit_ok) = self.hit.test_u32(lo);
        match self.block {
            None => (hit_ok, false, hits),
            Some(block) => {
                let (blocked, block_ok) = block.test_u32(hi);
                (hit_ok & block_ok, blocked, !blocked & hits)
            }
        }
    }

    /// The candidates of one word, in order, as `(accepted, blocked, landed)`.
    #[inline(always)]
    fn word(&self, w: u64, mut take: impl FnMut((bool, bool, bool))) {
        let (lo, hi) = (w as u32, (w >> 32) as u32);
        if self.block.is_some() {
            take(self.candidate(lo, hi));
        } else {
            take(self.candidate(lo, 0));
            take(self.candidate(hi, 0));
        }
    }

    /// Whole rounds while at least a round's worth of the `n` is missing, every accepted
    /// candidate counted.
    fn full_rounds_portable(&self, streams: &mut Streams, n: u64, tally: &mut Tally) {
        let per_round = self.per_round();
        // Locals, not fields behind references, so the loop keeps them in registers.
        let (mut local, mut t) = (*streams, *tally);
        while t.done + per_round <= n {
            // A round's counts as bits, one per candidate: plain integer work the compiler
            // keeps in registers.
            let (mut ok, mut blocked, mut landed, mut i) = (0u32, 0u32, 0u32, 0);
            for w in local.next_words() {
                self.word(w, |(o, b, l)| {
                    ok |= u32::from(o) << i;
                    blocked |= u32::from(b) << i;
                    landed |= u32::from(l) << i;
                    i += 1;
                });
            }
            t.done += u64::from(ok.count_ones());
            t.blocked += u64::from((ok & blocked).count_ones());
            t.landed += u64::from((ok & landed).count_ones());
        }
        (*streams, *tally) = (local, t);
    }

    /// `n` independent first attacks counted by outcome, from streams
    /// seeded with `rng` (see the module documentation), on `kernel` (the portable code where
    /// the processor lacks it).
    pub(super) fn count_on<R: Rng + ?Sized>(
        &self,
        kernel: LaneKernel,
        rng: &mut R,
        n: u64,
    ) -> OutcomeCounts {
        let mut streams = Streams::seed(rng);
        let mut tally = Tally::default();
        full_rounds(kernel, self, &mut streams, n, &mut tally);
        // The rest one candidate at a time.
        'rounds: while tally.done < n {
            for w in streams.next_words() {
                let mut full = false;
                self.word(w, |(ok, blocked, landed)| {
                    if ok && !full {
                        tally.done += 1;
                        tally.blocked += u64::from(blocked);
                        tally.landed += u64::from(landed);
                        full = tally.done == n;
                    }
                });
                if full {
                    break 'rounds;
                }
            }
        }
        OutcomeCounts::new(
            n - tally.blocked - tally.landed,
            tally.blocked,
            tally.landed,
        )
    }
}
