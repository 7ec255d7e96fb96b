//! AVX-512 pieces of the vector kernels: the eight streams' words in one vector, the
//! xoshiro256++ round on it, and [`Avx512`], the AVX-512 instance of the [`Vector`] trait the
//! exchange and turn lanes are written on (`docs/rules/dcss-0.31.md` §1).

use std::arch::x86_64::{
    __m512i, __mmask8, _mm512_add_epi64, _mm512_and_si512, _mm512_cmplt_epu64_mask,
    _mm512_i64gather_epi64, _mm512_loadu_si512, _mm512_mask_add_epi64, _mm512_mask_mov_epi64,
    _mm512_maskz_add_epi64, _mm512_max_epu64, _mm512_mul_epu32, _mm512_rol_epi64,
    _mm512_set1_epi64, _mm512_slli_epi64, _mm512_srli_epi64, _mm512_storeu_si512, _mm512_xor_si512,
};

use super::vector::{Lookup, Vector};
use super::{STREAMS, Streams};

/// 512 bits from 64 bytes of plain integers.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn load<T: Copy, const N: usize>(values: &[T; N]) -> __m512i {
    const { assert!(size_of::<[T; N]>() == 64) };
    // SAFETY: `values` is 64 readable bytes (checked above); the load is unaligned.
    unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
}

/// Stores 512 bits into 64 bytes of plain integers (`u16`, `i16`, `u64`: every bit
/// pattern is valid).
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn store<T: Copy, const N: usize>(values: &mut [T; N], v: __m512i) {
    const { assert!(size_of::<[T; N]>() == 64) };
    // SAFETY: `values` is 64 writable bytes (checked above); every bit pattern is a valid
    // value of the integer types used here; the store is unaligned.
    unsafe { _mm512_storeu_si512(values.as_mut_ptr().cast(), v) }
}

/// The streams' state as four vectors (word `w` of every stream in vector `w`).
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn load_streams(streams: &Streams) -> [__m512i; 4] {
    streams.state.map(|word| load(&word))
}

/// Writes the four vectors back into the streams.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn store_streams(streams: &mut Streams, s: [__m512i; 4]) {
    for (word, v) in streams.state.iter_mut().zip(s) {
        store(word, v);
    }
}

/// One round of [`Streams::next_words`] on vectors.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn next_words(s: &mut [__m512i; 4]) -> __m512i {
    let word = _mm512_add_epi64(_mm512_rol_epi64::<23>(_mm512_add_epi64(s[0], s[3])), s[0]);
    let t = _mm512_slli_epi64::<17>(s[1]);
    s[2] = _mm512_xor_si512(s[2], s[0]);
    s[3] = _mm512_xor_si512(s[3], s[1]);
    s[1] = _mm512_xor_si512(s[1], s[2]);
    s[0] = _mm512_xor_si512(s[0], s[3]);
    s[2] = _mm512_xor_si512(s[2], t);
    s[3] = _mm512_rol_epi64::<45>(s[3]);
    word
}

/// The AVX-512 kernel as a [`Vector`]: eight lanes in one vector, a set of lanes in a mask
/// register. A value exists only where the processor runs AVX-512F, BW, VL and `popcnt`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx512(());

impl Avx512 {
    /// The kernel's token.
    ///
    /// # Safety
    /// The processor must run AVX-512F, BW, VL and `popcnt`
    /// ([`LaneKernel::Avx512`](super::LaneKernel::Avx512)`.available()`).
    #[inline(always)]
    pub(crate) unsafe fn new_unchecked() -> Self {
        Avx512(())
    }
}

/// Intrinsics that touch no memory, run from a method of [`Avx512`].
macro_rules! avx512 {
    ($e:expr) => {
        // SAFETY: an `Avx512` exists only where the processor runs AVX-512F, BW, VL and
        // `popcnt` (`Avx512::new_unchecked`); the intrinsics here read and write registers only.
        unsafe { $e }
    };
}

impl Vector for Avx512 {
    type V = __m512i;
    type M = __mmask8;
    type S = [__m512i; 4];

    #[inline(always)]
    fn load_streams(self, streams: &Streams) -> Self::S {
        avx512!(load_streams(streams))
    }
    #[inline(always)]
    fn store_streams(self, streams: &mut Streams, s: Self::S) {
        avx512!(store_streams(streams, s))
    }
    #[inline(always)]
    fn next_words(self, s: &mut Self::S) -> Self::V {
        avx512!(next_words(s))
    }
    #[inline(always)]
    fn splat(self, x: u64) -> Self::V {
        avx512!(_mm512_set1_epi64(x as i64))
    }
    #[inline(always)]
    fn load(self, x: &[u64; STREAMS]) -> Self::V {
        avx512!(load(x))
    }
    #[inline(always)]
    fn store(self, v: Self::V) -> [u64; STREAMS] {
        let mut out = [0u64; STREAMS];
        avx512!(store(&mut out, v));
        out
    }
    #[inline(always)]
    fn high32(self, v: Self::V) -> Self::V {
        avx512!(_mm512_srli_epi64::<32>(v))
    }
    #[inline(always)]
    fn top62(self, v: Self::V) -> Self::V {
        avx512!(_mm512_srli_epi64::<2>(v))
    }
    #[inline(always)]
    fn and(self, a: Self::V, b: Self::V) -> Self::V {
        avx512!(_mm512_and_si512(a, b))
    }
    #[inline(always)]
    fn add(self, a: Self::V, b: Self::V) -> Self::V {
        avx512!(_mm512_add_epi64(a, b))
    }
    #[inline(always)]
    fn mul32(self, a: Self::V, b: Self::V) -> Self::V {
        avx512!(_mm512_mul_epu32(a, b))
    }
    #[inline(always)]
    fn max_small(self, a: Self::V, b: Self::V) -> Self::V {
        avx512!(_mm512_max_epu64(a, b))
    }
    #[inline(always)]
    fn lt(self, a: Self::V, b: Self::V) -> Self::M {
        avx512!(_mm512_cmplt_epu64_mask(a, b))
    }
    #[inline(always)]
    fn increment(self, v: Self::V, m: Self::M) -> Self::V {
        avx512!(_mm512_mask_add_epi64(v, m, v, _mm512_set1_epi64(1)))
    }
    #[inline(always)]
    fn increment_or_zero(self, v: Self::V, m: Self::M) -> Self::V {
        avx512!(_mm512_maskz_add_epi64(m, v, _mm512_set1_epi64(1)))
    }
    #[inline(always)]
    fn select(self, m: Self::M, a: Self::V, b: Self::V) -> Self::V {
        avx512!(_mm512_mask_mov_epi64(b, m, a))
    }
    #[inline(always)]
    fn gather(self, table: &Lookup, index: Self::V) -> Self::V {
        let index = self.and(index, self.splat(table.index_mask()));
        // SAFETY: an `Avx512` exists only where the processor runs AVX-512F; every index was
        // reduced modulo the table's power-of-two length, so each read lies inside it.
        unsafe { _mm512_i64gather_epi64::<8>(index, table.values().as_ptr().cast()) }
    }
    #[inline(always)]
    fn all(self) -> Self::M {
        0xff
    }
    #[inline(always)]
    fn first(self, n: usize) -> Self::M {
        (0xffu32 >> (STREAMS - n)) as __mmask8
    }
    #[inline(always)]
    fn both(self, a: Self::M, b: Self::M) -> Self::M {
        a & b
    }
    #[inline(always)]
    fn either(self, a: Self::M, b: Self::M) -> Self::M {
        a | b
    }
    #[inline(always)]
    fn but(self, a: Self::M, b: Self::M) -> Self::M {
        a & !b
    }
    #[inline(always)]
    fn count(self, m: Self::M) -> u64 {
        u64::from(m.count_ones())
    }
    #[inline(always)]
    fn none(self, m: Self::M) -> bool {
        m == 0
    }
}
