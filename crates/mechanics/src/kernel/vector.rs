//! What a vector kernel offers the lane loops written once for all of them: the [`Vector`]
//! trait, instantiated for AVX2 ([`super::avx2::Avx2`], two 256-bit halves) and AVX-512
//! ([`super::avx512::Avx512`], one 512-bit vector), after memchr's `Vector` trait.
//!
//! A loop body generic over `V: Vector` is `#[inline(always)]` and compiled once per kernel by
//! the `#[target_feature]` wrappers that [`lane_kernels!`](super::lane_kernels) generates, so
//! each instance runs on its instruction set. A value of a kernel's type is the proof that the
//! processor runs it (it is made only by the dispatch, after
//! [`LaneKernel::available`](super::LaneKernel::available)), so the trait's methods are safe.
//! The portable kernels stay hand-written on arrays: the independent reference every vector
//! kernel is tested against.

use super::{STREAMS, Streams};

/// Eight 64-bit lanes, one per stream, and sets of them (`docs/rules/dcss-0.31.md` §1: the
/// words of [`STREAMS`] generators and the rolls drawn from them).
pub(crate) trait Vector: Copy {
    /// Eight 64-bit lanes.
    type V: Copy;
    /// A set of lanes.
    type M: Copy;
    /// The eight streams' state as vectors.
    type S: Copy;

    /// The streams' state as vectors.
    fn load_streams(self, streams: &Streams) -> Self::S;
    /// Writes the vectors back into the streams.
    fn store_streams(self, streams: &mut Streams, s: Self::S);
    /// One round of [`Streams::next_words`]: the next word of every stream.
    fn next_words(self, s: &mut Self::S) -> Self::V;

    /// `x` in every lane.
    fn splat(self, x: u64) -> Self::V;
    /// The lanes from an array, lane `l` from `x[l]`.
    fn load(self, x: &[u64; STREAMS]) -> Self::V;
    /// The lanes as an array.
    fn store(self, v: Self::V) -> [u64; STREAMS];
    /// Each lane shifted right by 32 bits: its high half.
    fn high32(self, v: Self::V) -> Self::V;
    /// Each lane shifted right by 2 bits: its top 62 bits.
    fn top62(self, v: Self::V) -> Self::V;
    /// `a & b`, lane by lane.
    fn and(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a + b`, lane by lane (wrapping).
    fn add(self, a: Self::V, b: Self::V) -> Self::V;
    /// The low 32 bits of `a` times the low 32 bits of `b`, a 64-bit product per lane.
    fn mul32(self, a: Self::V, b: Self::V) -> Self::V;
    /// `max(a, b)`, lane by lane, for values below 2³¹.
    fn max_small(self, a: Self::V, b: Self::V) -> Self::V;
    /// The lanes where `a < b`, for values below 2⁶³.
    fn lt(self, a: Self::V, b: Self::V) -> Self::M;
    /// `v + 1` in the lanes of `m`, `v` elsewhere.
    fn increment(self, v: Self::V, m: Self::M) -> Self::V;
    /// `v + 1` in the lanes of `m`, 0 elsewhere.
    fn increment_or_zero(self, v: Self::V, m: Self::M) -> Self::V;
    /// `a` in the lanes of `m`, `b` elsewhere.
    fn select(self, m: Self::M, a: Self::V, b: Self::V) -> Self::V;
    /// `table[i]` for each lane's index `i`, read modulo the table's length.
    fn gather(self, table: &Lookup, index: Self::V) -> Self::V;

    /// Every lane.
    fn all(self) -> Self::M;
    /// Lanes `0..n` (`n <= STREAMS`).
    fn first(self, n: usize) -> Self::M;
    /// `a & b`.
    fn both(self, a: Self::M, b: Self::M) -> Self::M;
    /// `a | b`.
    fn either(self, a: Self::M, b: Self::M) -> Self::M;
    /// `a & !b`.
    fn but(self, a: Self::M, b: Self::M) -> Self::M;
    /// How many lanes the set holds.
    fn count(self, m: Self::M) -> u64;
    /// Whether the set is empty.
    fn none(self, m: Self::M) -> bool;
}

/// A table the vector kernels read by a lane's index (`Vector::gather`): its length a power
/// of two, so that an index reduced modulo the length (one `and`) always lies inside it. The
/// DCSS turn lanes read their block odds by block count from these
/// (`docs/rules/dcss-0.31.md` §6.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lookup {
    values: Vec<u64>,
}

impl Lookup {
    /// `values` padded with copies of its last value to a power-of-two length (an empty table
    /// becomes one 0).
    pub fn new(values: &[u64]) -> Self {
        let last = values.last().copied().unwrap_or(0);
        let mut values = values.to_vec();
        values.resize(values.len().max(1).next_power_of_two(), last);
        Lookup { values }
    }

    /// The values, at least one, a power of two of them.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The mask that reduces an index modulo the length.
    pub fn index_mask(&self) -> u64 {
        self.values.len() as u64 - 1
    }
}
