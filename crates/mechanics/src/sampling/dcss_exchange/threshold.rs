//! An event of exact probability drawn from a whole 64-bit word by two compares, for the chances
//! too fine for a 32-bit digit: the 0.34 hit and block, mixed over the EV and SH drawn from
//! their hundredths (`docs/rules/dcss-0.34.md` §1.1; `docs/rules/dcss-0.31.md` §1).
//!
//! For a chance `N / M` with `M <= 2⁶²`, let `x` be the word's top 62 bits, uniform on
//! `0..2⁶²`, and `k = ⌊2⁶² / M⌋`. The word is accepted iff `x < k·M`; an accepted `x` is uniform
//! on `0..k·M`, so `x < k·N` has probability `k·N / (k·M) = N / M` exactly. A rejected word
//! (probability `(2⁶² mod M) / 2⁶² < M / 2⁶²`) is skipped, as a rejected digit is.

use super::chance::Chance;

#[cfg(target_arch = "x86_64")]
pub(super) mod vector;

/// `2⁶²`: the range of a word's top 62 bits.
const RANGE: u128 = 1 << 62;

/// An event of exact probability from a whole word (see the module documentation,
/// `docs/rules/dcss-0.34.md` §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threshold {
    /// `k·M − 1`: the last accepted value of the top 62 bits.
    last: u64,
    /// `k·N`: the event is `x < event`.
    event: u64,
}

impl Threshold {
    /// The chance as a threshold, when its reduced denominator is at most `2⁶²`.
    pub fn new(chance: Chance) -> Option<Self> {
        let Chance {
            favourable,
            outcomes,
        } = chance.reduced();
        if outcomes > RANGE {
            return None;
        }
        let k = RANGE / outcomes;
        Some(Threshold {
            last: u64::try_from(k * outcomes - 1).ok()?,
            event: u64::try_from(k * favourable).ok()?,
        })
    }

    /// The event from word `w`, and whether the word is accepted (its verdict must be ignored
    /// when not).
    #[inline(always)]
    pub fn test(&self, w: u64) -> (bool, bool) {
        let x = w >> 2;
        (x < self.event, x <= self.last)
    }

    /// The packed form the vector kernels gather by block count: the last accepted value and
    /// the event's bound.
    pub(super) fn pack(&self) -> [u64; 2] {
        [self.last, self.event]
    }
}
