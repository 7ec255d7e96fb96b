//! [`Odds`](super::Odds) in the eight 64-bit lanes of an AVX-512 vector: `Odds::test_u32` on the
//! low 32 bits of each lane, for the exchange and turn lanes (`docs/rules/dcss-0.31.md` §2.1,
//! §6.3).

use std::arch::x86_64::{
    __m512i, __mmask8, _mm512_and_si512, _mm512_cmplt_epu64_mask, _mm512_i64gather_epi64,
    _mm512_mul_epu32, _mm512_set1_epi64, _mm512_srli_epi64,
};

/// One event's odds in eight lanes: the digit's range and rejection threshold (packed as
/// `Odds::word`), and the favourable digits.
#[derive(Clone, Copy)]
pub(in crate::sampling::dcss_exchange) struct Odds {
    word: __m512i,
    favourable: __m512i,
}

impl Odds {
    /// The same odds in every lane.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(in crate::sampling::dcss_exchange) fn splat(odds: &super::Odds) -> Self {
        Odds {
            word: _mm512_set1_epi64(odds.word() as i64),
            favourable: _mm512_set1_epi64(i64::from(odds.favourable())),
        }
    }

    /// Each lane's odds from tables of `Odds::word` and of the favourable digits, by the
    /// lane's index.
    ///
    /// # Safety
    /// Every index must lie in both tables.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(in crate::sampling::dcss_exchange) unsafe fn gather(
        words: &[u64],
        favourable: &[u64],
        index: __m512i,
    ) -> Self {
        // SAFETY: the caller guarantees every index lies in both tables.
        unsafe {
            Odds {
                word: _mm512_i64gather_epi64::<8>(index, words.as_ptr().cast()),
                favourable: _mm512_i64gather_epi64::<8>(index, favourable.as_ptr().cast()),
            }
        }
    }

    /// `Odds::test_u32` on the low 32 bits of every lane: `(event, rejected)`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(in crate::sampling::dcss_exchange) fn test(self, x: __m512i) -> (__mmask8, __mmask8) {
        // The multiply reads the low 32 bits of both: the half-word and the range.
        let m = _mm512_mul_epu32(x, self.word);
        let rest = _mm512_and_si512(m, _mm512_set1_epi64(0xffff_ffff));
        let rejected = _mm512_cmplt_epu64_mask(rest, _mm512_srli_epi64::<32>(self.word));
        let event = _mm512_cmplt_epu64_mask(_mm512_srli_epi64::<32>(m), self.favourable);
        (event, rejected)
    }
}
