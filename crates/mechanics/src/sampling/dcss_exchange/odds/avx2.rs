//! [`Odds`](super::Odds) in four 64-bit lanes of an AVX2 vector: `Odds::test_u32` on the low
//! 32 bits of each lane, for the exchange and turn lanes (`docs/rules/dcss-0.31.md` §2.1, §6.3).

use std::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_cmpgt_epi64, _mm256_i64gather_epi64, _mm256_mul_epu32,
    _mm256_set1_epi64x, _mm256_srli_epi64,
};

/// One event's odds in four lanes: the digit's range and rejection threshold (packed as
/// `Odds::word`), and the favourable digits.
#[derive(Clone, Copy)]
pub(in crate::sampling::dcss_exchange) struct Odds {
    word: __m256i,
    favourable: __m256i,
}

impl Odds {
    /// The same odds in every lane.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(in crate::sampling::dcss_exchange) fn splat(odds: &super::Odds) -> Self {
        Odds {
            word: _mm256_set1_epi64x(odds.word() as i64),
            favourable: _mm256_set1_epi64x(i64::from(odds.favourable())),
        }
    }

    /// Each lane's odds from tables of `Odds::word` and of the favourable digits, by the
    /// lane's index.
    ///
    /// # Safety
    /// Every index must lie in both tables.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(in crate::sampling::dcss_exchange) unsafe fn gather(
        words: &[u64],
        favourable: &[u64],
        index: __m256i,
    ) -> Self {
        // SAFETY: the caller guarantees every index lies in both tables.
        unsafe {
            Odds {
                word: _mm256_i64gather_epi64::<8>(words.as_ptr().cast(), index),
                favourable: _mm256_i64gather_epi64::<8>(favourable.as_ptr().cast(), index),
            }
        }
    }

    /// `Odds::test_u32` on the low 32 bits of each lane: `(event, rejected)` as all-ones lanes.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(in crate::sampling::dcss_exchange) fn test(self, x: __m256i) -> (__m256i, __m256i) {
        // The multiply reads the low 32 bits of both: the half-word and the range.
        let m = _mm256_mul_epu32(x, self.word);
        let rest = _mm256_and_si256(m, _mm256_set1_epi64x(0xffff_ffff));
        // All below 2^32, so the signed compares are exact.
        let rejected = _mm256_cmpgt_epi64(_mm256_srli_epi64::<32>(self.word), rest);
        let event = _mm256_cmpgt_epi64(self.favourable, _mm256_srli_epi64::<32>(m));
        (event, rejected)
    }
}
