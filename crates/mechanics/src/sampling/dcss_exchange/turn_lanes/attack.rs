//! One attack of a turn as the lanes play it: its hit and its block after the lane's earlier
//! blocks, each an event of exact chance, on half-words or on whole words
//! (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.19-shields.md` §2.1;
//! `docs/rules/dcss-0.34.md` §1.1, §6.3).

use super::super::chance::{AttackChances, Chance};
use super::super::odds::Odds;
use super::super::threshold::Threshold;
use crate::sampling::kernel::vector::Lookup;

/// An attack's block event after each number `b` of earlier blocks, `b` in `0..=attacks`.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ByCount<E> {
    each: Vec<E>,
    /// The same packed for the vector kernels' gathers (`Odds::pack`, `Threshold::pack`).
    pub(super) tables: [Lookup; 2],
    /// Whether every count has the same event (0.31 and 0.34 rules, or no shield).
    pub(super) uniform: bool,
}

impl<E: Copy + PartialEq> ByCount<E> {
    fn new(each: Vec<E>, pack: impl Fn(&E) -> [u64; 2]) -> Self {
        let packed: Vec<[u64; 2]> = each.iter().map(pack).collect();
        let table = |i: usize| Lookup::new(&packed.iter().map(|p| p[i]).collect::<Vec<_>>());
        ByCount {
            uniform: each.iter().all(|e| *e == each[0]),
            tables: [table(0), table(1)],
            each,
        }
    }

    /// The event after `blocks` earlier blocks.
    #[inline(always)]
    pub(super) fn at(&self, blocks: u64) -> &E {
        if self.uniform {
            &self.each[0]
        } else {
            &self.each[blocks as usize]
        }
    }
}

/// One attack as the lanes play it, from one word or two of its stream.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum AttackLanes {
    /// Every event fits a 32-bit digit: the hit from the word's low half, the block from its
    /// high half (0 in 1 without a shield).
    Halves { hit: Odds, block: ByCount<Odds> },
    /// Events on whole words: the hit from the word, the block (with a shield) from the
    /// stream's word of the next round.
    Words {
        hit: Threshold,
        block: Option<ByCount<Threshold>>,
    },
}

impl AttackLanes {
    /// The lanes' form of an attack of these chances in a turn of `attacks` attacks, when they
    /// fit the lanes.
    pub(super) fn new(chances: &AttackChances, attacks: usize) -> Option<Self> {
        let block: Vec<Chance> = match &chances.block {
            Some(by_count) => by_count.get(..=attacks)?.to_vec(),
            None => vec![Chance::NEVER; attacks + 1],
        };
        let halves = || {
            let hit = Odds::new(chances.hit)?;
            let block = block.iter().map(|&c| Odds::new(c)).collect::<Option<_>>()?;
            Some(AttackLanes::Halves {
                hit,
                block: ByCount::new(block, Odds::pack),
            })
        };
        let words = || {
            let hit = Threshold::new(chances.hit)?;
            let block = match chances.block {
                None => None,
                Some(_) => {
                    let each = block
                        .iter()
                        .map(|&c| Threshold::new(c))
                        .collect::<Option<_>>()?;
                    Some(ByCount::new(each, Threshold::pack))
                }
            };
            Some(AttackLanes::Words { hit, block })
        };
        halves().or_else(words)
    }

    /// Whether the attack takes a second round of words (its block on a whole word).
    #[inline(always)]
    pub(super) fn two_words(&self) -> bool {
        matches!(self, AttackLanes::Words { block: Some(_), .. })
    }

    /// The attack from the lane's word `w` (and `w2`, its next round's, when it takes two)
    /// after `blocks` earlier blocks, under the block limit `limit`: `(accepted, blocked,
    /// hits)`, where `blocked` already accounts for the limit and `hits` is the EV roll's
    /// verdict.
    #[inline(always)]
    pub(super) fn play(&self, w: u64, w2: u64, blocks: u64, limit: u64) -> (bool, bool, bool) {
        let ((hits, hit_ok), (blocked, block_ok)) = match self {
            AttackLanes::Halves { hit, block } => (
                hit.test_u32(w as u32),
                block.at(blocks).test_u32((w >> 32) as u32),
            ),
            AttackLanes::Words { hit, block } => (
                hit.test(w),
                block
                    .as_ref()
                    .map_or((false, true), |b| b.at(blocks).test(w2)),
            ),
        };
        (hit_ok & block_ok, blocked & (blocks < limit), hits)
    }
}
