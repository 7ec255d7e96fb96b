//! [`Odds`](super::Odds) on the lanes of a [`Vector`]: `Odds::test_u32` on the low 32 bits of
//! every lane, for the exchange and turn lanes (`docs/rules/dcss-0.31.md` §2.1, §6.3).

use crate::sampling::kernel::vector::{Lookup, Vector};

/// One event's odds in every lane: the digit's range and rejection threshold, and the
/// favourable digits (`Odds::pack`).
#[derive(Clone, Copy)]
pub(in crate::sampling::dcss_exchange) struct Odds<V: Vector> {
    word: V::V,
    favourable: V::V,
}

impl<V: Vector> Odds<V> {
    /// The same odds in every lane.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn splat(v: V, odds: &super::Odds) -> Self {
        let [word, favourable] = odds.pack();
        Odds {
            word: v.splat(word),
            favourable: v.splat(favourable),
        }
    }

    /// Each lane's odds from tables of `Odds::pack`'s two values, by the lane's index.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn gather(
        v: V,
        tables: &[Lookup; 2],
        index: V::V,
    ) -> Self {
        Odds {
            word: v.gather(&tables[0], index),
            favourable: v.gather(&tables[1], index),
        }
    }

    /// `Odds::test_u32` on the low 32 bits of every lane: `(event, rejected)`.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn test(self, v: V, x: V::V) -> (V::M, V::M) {
        // The multiply reads the low 32 bits of both: the half-word and the range.
        let m = v.mul32(x, self.word);
        let rest = v.and(m, v.splat(0xffff_ffff));
        // All below 2^32.
        let rejected = v.lt(rest, v.high32(self.word));
        let event = v.lt(v.high32(m), self.favourable);
        (event, rejected)
    }
}
