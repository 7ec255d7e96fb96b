//! An attack's hit and block as exact odds: the number of equally likely roll tuples in which
//! the event happens over their number, drawn as one uniform digit (`docs/rules/dcss-0.31.md`
//! §2.1, §6.3; `docs/rules/dcss-0.19-shields.md` §2.1).
//!
//! A compiled attack's tables (`HitRule`, `ShieldRule`) decode its rolls' digits into the hit
//! and the block. Every digit tuple is equally likely, so the hit has probability `H / D`: the
//! tuples that hit over all tuples, counted once from the tables. When the hit and the block are
//! independent (monster attackers, whose pierce does not depend on the to-hit roll; attacks
//! without a shield), a sampler that needs only the outcome draws each as one digit `d` uniform
//! on `0..D` and takes the event iff `d < H`: the same law from one multiply instead of four,
//! and no table lookup. The fraction is reduced first, so the digit's range (and its rejection
//! rate) is as small as it can be.

use super::chance::Chance;
use super::{HitRule, ShieldRule};
use crate::sampling::digits::Digits;

#[cfg(target_arch = "x86_64")]
pub(super) mod vector;

/// An event of exact probability `favourable / outcomes`, from one 32-bit digit
/// (`docs/rules/dcss-0.31.md` §1: a `random2(outcomes)` compared with `favourable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds {
    digits: Digits<1>,
    favourable: u32,
}

impl Odds {
    /// The chance in lowest terms, when its reduced denominator fits one 32-bit digit.
    pub fn new(chance: Chance) -> Option<Self> {
        let Chance {
            favourable,
            outcomes,
        } = chance.reduced();
        let outcomes = i64::try_from(outcomes)
            .ok()
            .filter(|&o| o <= i64::from(u32::MAX))?;
        let digits = Digits::new([outcomes]).ok()?;
        Some(Odds {
            digits,
            favourable: u32::try_from(favourable).ok()?,
        })
    }

    /// The event from a 32-bit half-word, and whether the half-word is accepted (its
    /// verdict must be ignored when not): the digit `d` is below `favourable`.
    #[inline(always)]
    pub(super) fn test_u32(&self, x: u32) -> (bool, bool) {
        let ([d], ok) = self.digits.from_u32_flagged(x);
        (d < self.favourable, ok)
    }

    /// The digit's range, its 32-bit rejection threshold and the favourable digits, for the
    /// vector kernels that run `Odds::test_u32` on several words at once.
    pub fn lanes32(&self) -> (u32, u32, u32) {
        let ([range], reject) = self.digits.lanes32();
        (range, reject, self.favourable)
    }

    /// The packed form the vector kernels splat or gather by block count:
    /// `reject << 32 | range`, and the favourable digits.
    pub(super) fn pack(&self) -> [u64; 2] {
        let (range, reject, favourable) = self.lanes32();
        [
            (u64::from(reject) << 32) | u64::from(range),
            u64::from(favourable),
        ]
    }
}

impl HitRule {
    /// The chance of the hit: the digit pairs `(d₀, d₁)` with `threshold[d₀] >= ev_sum[d₁]`
    /// over all pairs (`docs/rules/dcss-0.31.md` §2.1 step 4).
    pub(super) fn chance(&self) -> Chance {
        let mut ev_sum = self.ev_sum.clone();
        ev_sum.sort_unstable();
        let hits: u128 = self
            .threshold
            .iter()
            .map(|&t| ev_sum.partition_point(|&e| e <= t) as u128)
            .sum();
        Chance {
            favourable: hits,
            outcomes: self.threshold.len() as u128 * ev_sum.len() as u128,
        }
    }
}

impl ShieldRule {
    /// The chance of the block after `blocks` earlier blocks, before the 0.31 limit: the digit
    /// pairs `(pierce, pair)` with `pro_by_pair[pair] >= pierce` over all pairs
    /// (`docs/rules/dcss-0.31.md` §6.3, `docs/rules/dcss-0.19-shields.md` §2.1).
    pub(super) fn chance(&self, blocks: usize) -> Chance {
        let digits = &self.by_blocks[blocks.min(self.by_blocks.len() - 1)];
        let [pierce_range, pairs] = digits.ranges();
        // A pair with value `v` blocks the pierces `0..=v` that the range has.
        let blocks: u128 = self
            .pro_by_pair
            .iter()
            .map(|&v| (i128::from(v) + 1).clamp(0, i128::from(pierce_range)) as u128)
            .sum();
        Chance {
            favourable: blocks,
            outcomes: u128::from(pierce_range) * u128::from(pairs),
        }
    }
}
