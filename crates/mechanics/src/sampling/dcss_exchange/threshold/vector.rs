//! [`Threshold`](super::Threshold) on the lanes of a [`Vector`]: `Threshold::test` on every
//! lane's whole word (`docs/rules/dcss-0.34.md` §1.1).

use crate::sampling::kernel::vector::{Lookup, Vector};

/// One event's thresholds in every lane.
#[derive(Clone, Copy)]
pub(in crate::sampling::dcss_exchange) struct Threshold<V: Vector> {
    last: V::V,
    event: V::V,
}

impl<V: Vector> Threshold<V> {
    /// The same thresholds in every lane.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn splat(v: V, t: &super::Threshold) -> Self {
        let [last, event] = t.pack();
        Threshold {
            last: v.splat(last),
            event: v.splat(event),
        }
    }

    /// Each lane's thresholds from tables of `Threshold::pack`'s two values, by the lane's
    /// index.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn gather(
        v: V,
        tables: &[Lookup; 2],
        index: V::V,
    ) -> Self {
        Threshold {
            last: v.gather(&tables[0], index),
            event: v.gather(&tables[1], index),
        }
    }

    /// `Threshold::test` on every lane's word: `(event, rejected)`.
    #[inline(always)]
    pub(in crate::sampling::dcss_exchange) fn test(self, v: V, w: V::V) -> (V::M, V::M) {
        // All below 2^62.
        let x = v.top62(w);
        (v.lt(x, self.event), v.lt(self.last, x))
    }
}
