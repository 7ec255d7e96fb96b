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

/// An event of exact probability from a whole word (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Threshold {
    /// `k·M − 1`: the last accepted value of the top 62 bits.
    last: u64,
    /// `k·N`: the event is `x < event`.
    event: u64,
}

impl Threshold {
    /// The chance as a threshold, when its reduced denominator is at most `2⁶²`.
    pub(super) fn new(chance: Chance) -> Option<Self> {
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
    pub(super) fn test(&self, w: u64) -> (bool, bool) {
        let x = w >> 2;
        (x < self.event, x <= self.last)
    }

    /// The packed form the vector kernels gather by block count: the last accepted value and
    /// the event's bound.
    pub(super) fn pack(&self) -> [u64; 2] {
        [self.last, self.event]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exhaustive on a scaled-down word: with the top bits of every word, each outcome of
    /// `0..M` is taken by exactly `k` accepted words, and the event by `k·N`.
    #[test]
    fn thresholds_are_exact() {
        let c = |favourable, outcomes| Chance {
            favourable,
            outcomes,
        };
        for (n, m) in [
            (0u128, 1u128),
            (1, 1),
            (1, 3),
            (2, 3),
            (5, 7),
            (40, 100),
            (99, 100),
        ] {
            let t = Threshold::new(c(n, m)).expect("fits");
            let k = RANGE / m;
            assert_eq!(u128::from(t.last) + 1, k * m);
            assert_eq!(u128::from(t.event), k * n);
        }
        // Probability 1 and 0 on any word, and the rejected words are the top ones.
        let one = Threshold::new(c(3, 3)).unwrap();
        let never = Threshold::new(Chance::NEVER).unwrap();
        for w in [0u64, 1 << 63, u64::MAX - 7] {
            assert_eq!(one.test(w).0, one.test(w).1);
            assert!(!never.test(w).0);
        }
        let third = Threshold::new(c(1, 3)).unwrap();
        assert_eq!(third.test(u64::MAX), (false, false));
        assert_eq!(third.test(0), (true, true));
        // Denominators past 2^62 do not fit.
        assert!(Threshold::new(c(1, RANGE + 1)).is_none());
        assert!(Threshold::new(c(1, RANGE)).is_some());
    }
}
