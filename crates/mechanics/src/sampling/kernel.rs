//! What the lane-parallel samplers share: which vector kernel the processor runs
//! ([`LaneKernel`]) and the [`STREAMS`] xoshiro256++ generators that advance together behind
//! the lanes (`Streams`).
//!
//! A lane-parallel sampler has one portable kernel, plain Rust on arrays and the reference,
//! and vector kernels that do exactly the same on vectors: the same streams, the same words
//! in the same order, so a run's results never depend on the machine it ran on. The
//! FrogComposband lanes ([`crate::sampling::frog_lanes::LaneTimeline`]), the DCSS exchange counts
//! ([`crate::sampling::dcss_exchange::CompiledAttack::count`]) and the DCSS turn lanes
//! ([`crate::sampling::dcss_exchange::CompiledTurn::count_fights`]) are built this way.

use rand::Rng;

/// xoshiro256++ generators that advance together: one round gives one 64-bit word per stream,
/// the 8 64-bit lanes of a 512-bit vector; each word feeds the rolls of
/// `docs/rules/dcss-0.31.md` §1 (`random2` by batches) or the `ENERGY_NEED()` draws of
/// `docs/rules/frogcomposband-energy.md` §3.1.
pub const STREAMS: usize = 8;

/// How a lane-parallel sampler runs (the exchange counts and turns of `docs/rules/dcss-0.31.md`
/// §2.1, §6.3 and §6.5, the FrogComposband timelines of `docs/rules/frogcomposband-energy.md`
/// §5); every kernel gives identical results for the same seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneKernel {
    /// Plain Rust on arrays of lanes: the reference, on every machine.
    Portable,
    /// AVX2 vectors (x86-64 processors with AVX2 and `popcnt`).
    Avx2,
    /// AVX-512 vectors (x86-64 processors with AVX-512F, BW and VL, and `popcnt`).
    Avx512,
}

impl LaneKernel {
    /// Every kernel, the portable reference first.
    pub const ALL: [LaneKernel; 3] = [LaneKernel::Portable, LaneKernel::Avx2, LaneKernel::Avx512];

    /// The fastest kernel this processor runs (the one the samplers use).
    pub fn best() -> Self {
        [LaneKernel::Avx512, LaneKernel::Avx2]
            .into_iter()
            .find(|k| k.available())
            .unwrap_or(LaneKernel::Portable)
    }

    /// The kernel's name: `portable`, `avx2` or `avx512`.
    pub fn name(self) -> &'static str {
        match self {
            LaneKernel::Portable => "portable",
            LaneKernel::Avx2 => "avx2",
            LaneKernel::Avx512 => "avx512",
        }
    }

    /// Whether this processor runs the kernel.
    pub fn available(self) -> bool {
        match self {
            LaneKernel::Portable => true,
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx2 => {
                std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("popcnt")
            }
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx512 => {
                std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512bw")
                    && std::arch::is_x86_feature_detected!("avx512vl")
                    && std::arch::is_x86_feature_detected!("popcnt")
            }
            #[cfg(not(target_arch = "x86_64"))]
            LaneKernel::Avx2 | LaneKernel::Avx512 => false,
        }
    }
}

/// [`STREAMS`] xoshiro256++ generators (Blackman and Vigna) in lane layout: word `w` of
/// stream `s` is `state[w][s]`, so a vector kernel loads each word of all streams at once.
/// `rand_xoshiro` keeps one generator's state private, hence this layout of the same
/// algorithm; the tests check every stream against `rand_xoshiro`'s `Xoshiro256PlusPlus`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Streams {
    pub(crate) state: [[u64; STREAMS]; 4],
}

impl Streams {
    /// Seeds stream `s` with words `4s..4s+4` of `rng` (redrawn in the 2^-256 case of an all-zero
    /// state, which xoshiro must not have).
    pub(crate) fn seed<R: Rng + ?Sized>(rng: &mut R) -> Self {
        let mut state = [[0u64; STREAMS]; 4];
        for s in 0..STREAMS {
            loop {
                for word in &mut state {
                    word[s] = rng.next_u64();
                }
                if state.iter().any(|word| word[s] != 0) {
                    break;
                }
            }
        }
        Streams { state }
    }

    /// One round: the next word of every stream.
    #[inline(always)]
    pub(crate) fn next_words(&mut self) -> [u64; STREAMS] {
        let [s0, s1, s2, s3] = &mut self.state;
        let mut words = [0u64; STREAMS];
        for (s, word) in words.iter_mut().enumerate() {
            *word = s0[s]
                .wrapping_add(s3[s])
                .rotate_left(23)
                .wrapping_add(s0[s]);
            let t = s1[s] << 17;
            s2[s] ^= s0[s];
            s3[s] ^= s1[s];
            s1[s] ^= s2[s];
            s0[s] ^= s3[s];
            s2[s] ^= t;
            s3[s] = s3[s].rotate_left(45);
        }
        words
    }
}

/// The raw rate of the lanes' generators, for benchmarks (the limit of the samplers of
/// `docs/rules/dcss-0.31.md` §2.1 and `docs/rules/frogcomposband-energy.md` §5 on lanes): at
/// least `n` words (whole rounds) from [`STREAMS`] streams seeded with `rng`, on `kernel` (the
/// portable code where this processor lacks it), summed with wrapping so that none is optimised
/// away. The vector kernels produce the same words as the portable code, so the sum does not
/// depend on the kernel.
pub fn sum_words<R: Rng + ?Sized>(kernel: LaneKernel, rng: &mut R, n: u64) -> u64 {
    let mut streams = Streams::seed(rng);
    let rounds = n.div_ceil(STREAMS as u64);
    match kernel {
        #[cfg(target_arch = "x86_64")]
        LaneKernel::Avx512 if kernel.available() => {
            // SAFETY: `available` found AVX-512 on this processor.
            unsafe { avx512::sum_words(&mut streams, rounds) }
        }
        #[cfg(target_arch = "x86_64")]
        LaneKernel::Avx2 if kernel.available() => {
            // SAFETY: `available` found AVX2 on this processor.
            unsafe { avx2::sum_words(&mut streams, rounds) }
        }
        _ => (0..rounds).fold(0u64, |sum, _| {
            streams
                .next_words()
                .iter()
                .fold(sum, |s, &w| s.wrapping_add(w))
        }),
    }
}

/// AVX2 pieces the vector kernels share: 512-bit quantities as two 256-bit halves.
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2 {
    use std::arch::x86_64::{
        __m256i, _mm256_add_epi64, _mm256_loadu_si256, _mm256_or_si256, _mm256_setzero_si256,
        _mm256_slli_epi64, _mm256_srli_epi64, _mm256_storeu_si256, _mm256_xor_si256,
    };

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

    /// One round of [`Streams::next_words`](super::Streams::next_words) on vectors: streams 0..4
    /// in the first, 4..8 in the second.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn next_words(s: &mut [[__m256i; 4]; 2]) -> [__m256i; 2] {
        [next_half(&mut s[0]), next_half(&mut s[1])]
    }

    /// The streams' state as two halves of four vectors (word `w` of streams `4h..4h+4` in
    /// `[h][w]`).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn load_streams(streams: &super::Streams) -> [[__m256i; 4]; 2] {
        [0, 1].map(|half| streams.state.map(|word| load(&word, half)))
    }

    /// [`super::sum_words`]: `rounds` rounds, summed lane by lane, then across lanes.
    #[target_feature(enable = "avx2")]
    pub(crate) fn sum_words(streams: &mut super::Streams, rounds: u64) -> u64 {
        let mut s = load_streams(streams);
        let mut sums = [_mm256_setzero_si256(); 2];
        for _ in 0..rounds {
            let w = next_words(&mut s);
            sums = [0, 1].map(|h| _mm256_add_epi64(sums[h], w[h]));
        }
        let mut lanes = [0u64; 8];
        for (h, &v) in sums.iter().enumerate() {
            store(&mut lanes, h, v);
        }
        lanes.iter().fold(0u64, |a, &b| a.wrapping_add(b))
    }

    /// Writes the two halves back into the streams.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn store_streams(streams: &mut super::Streams, s: [[__m256i; 4]; 2]) {
        for (half, words) in s.iter().enumerate() {
            for (word, &v) in streams.state.iter_mut().zip(words) {
                store(word, half, v);
            }
        }
    }
}

/// AVX-512 pieces the vector kernels share.
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx512 {
    use std::arch::x86_64::{
        __m512i, _mm512_add_epi64, _mm512_loadu_si512, _mm512_rol_epi64, _mm512_setzero_si512,
        _mm512_slli_epi64, _mm512_storeu_si512, _mm512_xor_si512,
    };

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
    pub(crate) fn load_streams(streams: &super::Streams) -> [__m512i; 4] {
        streams.state.map(|word| load(&word))
    }

    /// Writes the four vectors back into the streams.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(crate) fn store_streams(streams: &mut super::Streams, s: [__m512i; 4]) {
        for (word, v) in streams.state.iter_mut().zip(s) {
            store(word, v);
        }
    }

    /// [`super::sum_words`]: `rounds` rounds, summed lane by lane, then across lanes.
    #[target_feature(enable = "avx512f")]
    pub(crate) fn sum_words(streams: &mut super::Streams, rounds: u64) -> u64 {
        let mut s = load_streams(streams);
        let mut sum = _mm512_setzero_si512();
        for _ in 0..rounds {
            sum = _mm512_add_epi64(sum, next_words(&mut s));
        }
        let mut lanes = [0u64; 8];
        store(&mut lanes, sum);
        lanes.iter().fold(0u64, |a, &b| a.wrapping_add(b))
    }

    /// One round of [`Streams::next_words`](super::Streams::next_words) on vectors.
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// The raw-rate sum is the same on every kernel.
    #[test]
    fn word_sums_agree_on_every_kernel() {
        let sum = |kernel| sum_words(kernel, &mut Xoshiro256PlusPlus::seed_from_u64(4), 10_001);
        let portable = sum(LaneKernel::Portable);
        for kernel in [LaneKernel::Avx2, LaneKernel::Avx512] {
            assert_eq!(sum(kernel), portable, "{kernel:?}");
        }
    }

    /// Every stream is `rand_xoshiro`'s xoshiro256++ from the same state.
    #[test]
    fn streams_are_xoshiro256plusplus() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut streams = Streams::seed(&mut rng.clone());
        let mut reference: Vec<Xoshiro256PlusPlus> = (0..STREAMS)
            .map(|_| {
                let mut bytes = [0u8; 32];
                for w in 0..4 {
                    bytes[8 * w..8 * w + 8].copy_from_slice(&rng.next_u64().to_le_bytes());
                }
                Xoshiro256PlusPlus::from_seed(bytes)
            })
            .collect();
        for _ in 0..1000 {
            let words = streams.next_words();
            for (s, g) in reference.iter_mut().enumerate() {
                assert_eq!(words[s], g.next_u64(), "stream {s}");
            }
        }
    }
}
