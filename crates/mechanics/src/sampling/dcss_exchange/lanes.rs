//! Lane-parallel counts of independent first attacks (`docs/rules/dcss-0.31.md` §2.1, §6.3;
//! `docs/rules/dcss-0.34.md` §1.1, §6.3): the [`STREAMS`] generators of
//! [`crate::sampling::kernel`] give one word per stream per round, and every round yields the
//! same candidates the scalar count takes, so a vector kernel evaluates a round at once.
//!
//! A candidate needs only the attack's hit and, with a shield, its block, which are
//! independent for the attacks the lanes take; each is drawn from its exact
//! [`Chance`](super::chance::Chance):
//!
//! * as [`Odds`] on a half-word when both fit 32 bits (every 0.31 attack). Without a shield a
//!   word holds two candidate attacks, its low then its high 32 bits, each the hit's digit;
//!   with a shield one, the hit's digit from the low half and the block's from the high half;
//! * else as a [`Threshold`] on a whole word (a 0.34 EV or SH drawn from its hundredths makes
//!   finer chances): the hit from a round's word; with a shield the block from the stream's
//!   word of the next round, so a candidate takes one or two rounds.
//!
//! A candidate whose words are rejected is skipped: each word is rejected or not
//! independently of the events it yields, so the accepted candidates are independent with
//! exactly the law of [`Attack::roll`](crate::dcss::attack::Attack::roll). The count takes the
//! accepted candidates in order, stream 0 to 7 within a round and low half first, until it has
//! `n`: whole groups of rounds while at least a group's worth is missing (every kernel), then
//! one candidate at a time (the portable code). So every kernel takes the same candidates and
//! gives the same counts for the same seed.

use rand::Rng;

use super::chance::AttackChances;
use super::odds::Odds;
use super::threshold::Threshold;
use crate::dcss::attack::OutcomeCounts;
use crate::sampling::kernel::{LaneKernel, STREAMS, Streams, lane_kernels};

#[cfg(target_arch = "x86_64")]
mod vector;

/// An attack the lanes count: its hit's and, with a shield, its first block's events
/// (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Both events on half-words.
    Halves {
        /// The hit.
        hit: Odds,
        /// The block, with a shield.
        block: Option<Odds>,
    },
    /// Both events on whole words, the block (with a shield) from the next round.
    Words {
        /// The hit.
        hit: Threshold,
        /// The block, with a shield.
        block: Option<Threshold>,
    },
}

/// Running counts.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    done: u64,
    blocked: u64,
    landed: u64,
}

impl Plan {
    /// The plan of an attack of these chances (its block after no earlier block), when they
    /// fit the lanes.
    pub fn new(chances: &AttackChances) -> Option<Self> {
        let block = chances.block.as_ref().map(|b| b[0]);
        let halves = Odds::new(chances.hit).and_then(|hit| match block {
            None => Some(Plan::Halves { hit, block: None }),
            Some(b) => Some(Plan::Halves {
                hit,
                block: Some(Odds::new(b)?),
            }),
        });
        halves.or_else(|| {
            Some(Plan::Words {
                hit: Threshold::new(chances.hit)?,
                block: match block {
                    None => None,
                    Some(b) => Some(Threshold::new(b)?),
                },
            })
        })
    }

    /// Candidates per group of rounds: two per word on halves without a shield, one per word
    /// with, one per word on whole words without a shield, one per two words with.
    pub fn per_group(&self) -> u64 {
        match self {
            Plan::Halves { block: None, .. } => 2 * STREAMS as u64,
            _ => STREAMS as u64,
        }
    }

    /// One candidate on halves: `(accepted, blocked, landed)`; the low half `lo` carries the
    /// hit, and with a shield the high half `hi` the block.
    #[inline(always)]
    fn halves(hit: &Odds, block: Option<&Odds>, lo: u32, hi: u32) -> (bool, bool, bool) {
        let (hits, hit_ok) = hit.test_u32(lo);
        match block {
            None => (hit_ok, false, hits),
            Some(block) => {
                let (blocked, block_ok) = block.test_u32(hi);
                (hit_ok & block_ok, blocked, !blocked & hits)
            }
        }
    }

    /// The candidates of one group of rounds, in order, as `(accepted, blocked, landed)`.
    #[inline(always)]
    fn group(&self, s: &mut Streams, mut take: impl FnMut((bool, bool, bool))) {
        match self {
            Plan::Halves { hit, block } => {
                for w in s.next_words() {
                    let (lo, hi) = (w as u32, (w >> 32) as u32);
                    match block {
                        Some(block) => take(Self::halves(hit, Some(block), lo, hi)),
                        None => {
                            take(Self::halves(hit, None, lo, 0));
                            take(Self::halves(hit, None, hi, 0));
                        }
                    }
                }
            }
            Plan::Words { hit, block: None } => {
                for w in s.next_words() {
                    let (hits, ok) = hit.test(w);
                    take((ok, false, hits));
                }
            }
            Plan::Words {
                hit,
                block: Some(block),
            } => {
                let (hit_words, block_words) = (s.next_words(), s.next_words());
                for (h, b) in hit_words.into_iter().zip(block_words) {
                    let ((hits, hit_ok), (blocked, block_ok)) = (hit.test(h), block.test(b));
                    take((hit_ok & block_ok, blocked, !blocked & hits));
                }
            }
        }
    }

    /// Whole groups while at least a group's worth of the `n` is missing, every accepted
    /// candidate counted.
    fn full_rounds_portable(&self, streams: &mut Streams, n: u64, tally: &mut Tally) {
        let per_group = self.per_group();
        // Locals, not fields behind references, so the loop keeps them in registers.
        let (mut local, mut t) = (*streams, *tally);
        while t.done + per_group <= n {
            // A group's counts as bits, one per candidate: plain integer work the compiler
            // keeps in registers.
            let (mut ok, mut blocked, mut landed, mut i) = (0u32, 0u32, 0u32, 0);
            self.group(&mut local, |(o, b, l)| {
                ok |= u32::from(o) << i;
                blocked |= u32::from(b) << i;
                landed |= u32::from(l) << i;
                i += 1;
            });
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
        while tally.done < n {
            self.group(&mut streams, |(ok, blocked, landed)| {
                if ok && tally.done < n {
                    tally.done += 1;
                    tally.blocked += u64::from(blocked);
                    tally.landed += u64::from(landed);
                }
            });
        }
        OutcomeCounts::new(
            n - tally.blocked - tally.landed,
            tally.blocked,
            tally.landed,
        )
    }
}

lane_kernels! {
    /// Whole groups while at least a group's worth of the `n` is missing, on `kernel`.
    fn full_rounds(plan: &Plan, streams: &mut Streams, n: u64, tally: &mut Tally);
    portable => plan.full_rounds_portable(streams, n, tally);
    vector(v) => vector::full_rounds(v, plan, streams, n, tally);
}
