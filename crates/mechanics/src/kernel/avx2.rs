//! AVX2 pieces of the vector kernels: 512-bit quantities as two 256-bit halves (streams 0..4,
//! then 4..8), the xoshiro256++ round on them, and [`Avx2`], the AVX2 instance of the
//! [`Vector`] trait the exchange and turn lanes are written on (`docs/rules/dcss-0.31.md` §1).

use std::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_andnot_si256, _mm256_blendv_epi8,
    _mm256_castsi256_pd, _mm256_cmpgt_epi64, _mm256_i64gather_epi64, _mm256_loadu_si256,
    _mm256_max_epi32, _mm256_movemask_pd, _mm256_mul_epu32, _mm256_or_si256, _mm256_set1_epi64x,
    _mm256_slli_epi64, _mm256_srli_epi64, _mm256_storeu_si256, _mm256_sub_epi64, _mm256_xor_si256,
};

use super::vector::{Lookup, Vector};
use super::{STREAMS, Streams};

/// 256 bits from the first (`half` 0) or second half of 32 16-bit or 8 64-bit
/// values.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn load<T: Copy, const N: usize>(values: &[T; N], half: usize) -> __m256i {
    const { assert!(size_of::<[T; N]>() == 64) };
    assert!(half < 2);
    // SAFETY: `values` is 64 readable bytes (checked above), so bytes `32·half..+32` are
    // readable; the load is unaligned.
    unsafe { _mm256_loadu_si256(values.as_ptr().cast::<u8>().add(32 * half).cast()) }
}

/// Stores 256 bits into the first (`half` 0) or second half of `LANES` 16-bit or `STREAMS`
/// 64-bit values.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn store<T: Copy, const N: usize>(values: &mut [T; N], half: usize, v: __m256i) {
    const { assert!(size_of::<[T; N]>() == 64) };
    assert!(half < 2);
    // SAFETY: `values` is 64 writable bytes (checked above), so bytes `32·half..+32` are
    // writable; every bit pattern is a valid `u16`, `i16` or `u64`; the store is unaligned.
    unsafe { _mm256_storeu_si256(values.as_mut_ptr().cast::<u8>().add(32 * half).cast(), v) }
}

/// Both halves of 32 16-bit or 8 64-bit values.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn load_pair<T: Copy, const N: usize>(values: &[T; N]) -> [__m256i; 2] {
    [load(values, 0), load(values, 1)]
}

/// `rotate_left(k)` of four 64-bit values (`K2 = 64 - K`).
#[inline]
#[target_feature(enable = "avx2")]
fn rotl<const K: i32, const K2: i32>(x: __m256i) -> __m256i {
    _mm256_or_si256(_mm256_slli_epi64::<K>(x), _mm256_srli_epi64::<K2>(x))
}

/// One round of four streams: one word each.
#[inline]
#[target_feature(enable = "avx2")]
fn next_half(s: &mut [__m256i; 4]) -> __m256i {
    let word = _mm256_add_epi64(rotl::<23, 41>(_mm256_add_epi64(s[0], s[3])), s[0]);
    let t = _mm256_slli_epi64::<17>(s[1]);
    s[2] = _mm256_xor_si256(s[2], s[0]);
    s[3] = _mm256_xor_si256(s[3], s[1]);
    s[1] = _mm256_xor_si256(s[1], s[2]);
    s[0] = _mm256_xor_si256(s[0], s[3]);
    s[2] = _mm256_xor_si256(s[2], t);
    s[3] = rotl::<45, 19>(s[3]);
    word
}

/// One round of [`Streams::next_words`] on vectors: streams 0..4 in the first, 4..8 in the
/// second.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn next_words(s: &mut [[__m256i; 4]; 2]) -> [__m256i; 2] {
    [next_half(&mut s[0]), next_half(&mut s[1])]
}

/// The streams' state as two halves of four vectors (word `w` of streams `4h..4h+4` in
/// `[h][w]`).
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn load_streams(streams: &Streams) -> [[__m256i; 4]; 2] {
    [0, 1].map(|half| streams.state.map(|word| load(&word, half)))
}

/// Writes the two halves back into the streams.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn store_streams(streams: &mut Streams, s: [[__m256i; 4]; 2]) {
    for (half, words) in s.iter().enumerate() {
        for (word, &v) in streams.state.iter_mut().zip(words) {
            store(word, half, v);
        }
    }
}

/// The AVX2 kernel as a [`Vector`]: eight lanes as two vectors of four, a set of lanes as
/// all-ones lanes. A value exists only where the processor runs AVX2 and `popcnt`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx2(());

impl Avx2 {
    /// The kernel's token.
    ///
    /// # Safety
    /// The processor must run AVX2 and `popcnt`
    /// ([`LaneKernel::Avx2`](super::LaneKernel::Avx2)`.available()`).
    #[inline(always)]
    pub(crate) unsafe fn new_unchecked() -> Self {
        Avx2(())
    }
}

/// Intrinsics that touch no memory, run from a method of [`Avx2`].
macro_rules! avx2 {
    ($e:expr) => {
        // SAFETY: an `Avx2` exists only where the processor runs AVX2 and `popcnt`
        // (`Avx2::new_unchecked`); the intrinsics here read and write registers only.
        unsafe { $e }
    };
}

/// Both halves of one operation.
#[inline(always)]
fn pair(f: impl Fn(usize) -> __m256i) -> [__m256i; 2] {
    [f(0), f(1)]
}

/// The sign bits of four lanes.
#[inline(always)]
fn sign_bits(m: __m256i) -> u32 {
    avx2!(_mm256_movemask_pd(_mm256_castsi256_pd(m))) as u32
}

impl Vector for Avx2 {
    type V = [__m256i; 2];
    type M = [__m256i; 2];
    type S = [[__m256i; 4]; 2];

    #[inline(always)]
    fn load_streams(self, streams: &Streams) -> Self::S {
        avx2!(load_streams(streams))
    }
    #[inline(always)]
    fn store_streams(self, streams: &mut Streams, s: Self::S) {
        avx2!(store_streams(streams, s))
    }
    #[inline(always)]
    fn next_words(self, s: &mut Self::S) -> Self::V {
        avx2!(next_words(s))
    }
    #[inline(always)]
    fn splat(self, x: u64) -> Self::V {
        avx2!([_mm256_set1_epi64x(x as i64); 2])
    }
    #[inline(always)]
    fn load(self, x: &[u64; STREAMS]) -> Self::V {
        avx2!(load_pair(x))
    }
    #[inline(always)]
    fn store(self, v: Self::V) -> [u64; STREAMS] {
        let mut out = [0u64; STREAMS];
        avx2!({
            store(&mut out, 0, v[0]);
            store(&mut out, 1, v[1]);
        });
        out
    }
    #[inline(always)]
    fn high32(self, v: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_srli_epi64::<32>(v[h])))
    }
    #[inline(always)]
    fn top62(self, v: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_srli_epi64::<2>(v[h])))
    }
    #[inline(always)]
    fn and(self, a: Self::V, b: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_and_si256(a[h], b[h])))
    }
    #[inline(always)]
    fn add(self, a: Self::V, b: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_add_epi64(a[h], b[h])))
    }
    #[inline(always)]
    fn mul32(self, a: Self::V, b: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_mul_epu32(a[h], b[h])))
    }
    #[inline(always)]
    fn max_small(self, a: Self::V, b: Self::V) -> Self::V {
        // Below 2^31 the high halves are 0: the 32-bit max of the halves is the 64-bit max.
        pair(|h| avx2!(_mm256_max_epi32(a[h], b[h])))
    }
    #[inline(always)]
    fn lt(self, a: Self::V, b: Self::V) -> Self::M {
        // Below 2^63 the signed compare is exact.
        pair(|h| avx2!(_mm256_cmpgt_epi64(b[h], a[h])))
    }
    #[inline(always)]
    fn increment(self, v: Self::V, m: Self::M) -> Self::V {
        // A lane of `m` is -1.
        pair(|h| avx2!(_mm256_sub_epi64(v[h], m[h])))
    }
    #[inline(always)]
    fn increment_or_zero(self, v: Self::V, m: Self::M) -> Self::V {
        let one = self.splat(1);
        pair(|h| avx2!(_mm256_and_si256(_mm256_add_epi64(v[h], one[h]), m[h])))
    }
    #[inline(always)]
    fn select(self, m: Self::M, a: Self::V, b: Self::V) -> Self::V {
        pair(|h| avx2!(_mm256_blendv_epi8(b[h], a[h], m[h])))
    }
    #[inline(always)]
    fn gather(self, table: &Lookup, index: Self::V) -> Self::V {
        let index = self.and(index, self.splat(table.index_mask()));
        pair(|h| {
            // SAFETY: an `Avx2` exists only where the processor runs AVX2; every index was
            // reduced modulo the table's power-of-two length, so each read lies inside it.
            unsafe { _mm256_i64gather_epi64::<8>(table.values().as_ptr().cast(), index[h]) }
        })
    }
    #[inline(always)]
    fn all(self) -> Self::M {
        self.splat(u64::MAX)
    }
    #[inline(always)]
    fn first(self, n: usize) -> Self::M {
        let mut lanes = [0u64; STREAMS];
        lanes[..n].fill(u64::MAX);
        self.load(&lanes)
    }
    #[inline(always)]
    fn both(self, a: Self::M, b: Self::M) -> Self::M {
        self.and(a, b)
    }
    #[inline(always)]
    fn either(self, a: Self::M, b: Self::M) -> Self::M {
        pair(|h| avx2!(_mm256_or_si256(a[h], b[h])))
    }
    #[inline(always)]
    fn but(self, a: Self::M, b: Self::M) -> Self::M {
        pair(|h| avx2!(_mm256_andnot_si256(b[h], a[h])))
    }
    #[inline(always)]
    fn count(self, m: Self::M) -> u64 {
        u64::from(sign_bits(m[0]).count_ones() + sign_bits(m[1]).count_ones())
    }
    #[inline(always)]
    fn none(self, m: Self::M) -> bool {
        sign_bits(avx2!(_mm256_or_si256(m[0], m[1]))) == 0
    }
}
