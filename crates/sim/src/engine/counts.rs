//! Accumulators every experiment can use: a `u64` counter, tuples of accumulators, and
//! [`Counts`], a fixed array of counters.

use serde::{Deserialize, Serialize};

use super::Accumulator;

impl Accumulator for u64 {
    fn merge(&mut self, other: Self) {
        *self += other;
    }
}

impl<A: Accumulator, B: Accumulator> Accumulator for (A, B) {
    fn merge(&mut self, other: Self) {
        self.0.merge(other.0);
        self.1.merge(other.1);
    }
}

impl<A: Accumulator, B: Accumulator, C: Accumulator> Accumulator for (A, B, C) {
    fn merge(&mut self, other: Self) {
        self.0.merge(other.0);
        self.1.merge(other.1);
        self.2.merge(other.2);
    }
}

/// A fixed-size array of `u64` counters, e.g. a histogram of a small
/// integer outcome (bin `i` counts outcome `i`). No allocation; merges by
/// element-wise addition. Keep `N` modest (it lives on the stack).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counts<const N: usize> {
    /// The counters.
    #[serde(with = "super::state::fixed")]
    pub bins: [u64; N],
}

impl<const N: usize> Default for Counts<N> {
    fn default() -> Self {
        Counts { bins: [0; N] }
    }
}

impl<const N: usize> Counts<N> {
    /// Count one occurrence of outcome `index`. Panics if `index >= N`:
    /// size `N` (or clamp the outcome) so that every outcome has a bin.
    #[inline]
    pub fn record(&mut self, index: usize) {
        self.bins[index] += 1;
    }

    /// Count `n` occurrences of outcome `index` (panics if `index >= N`).
    #[inline]
    pub fn record_n(&mut self, index: usize, n: u64) {
        self.bins[index] += n;
    }

    /// The sum of all bins.
    pub fn total(&self) -> u64 {
        self.bins.iter().sum()
    }
}

impl<const N: usize> Accumulator for Counts<N> {
    fn merge(&mut self, other: Self) {
        for (a, b) in self.bins.iter_mut().zip(other.bins) {
            *a += b;
        }
    }
}
