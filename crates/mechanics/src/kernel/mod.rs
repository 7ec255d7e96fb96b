//! What the lane-parallel samplers share: which vector kernel the processor runs
//! ([`LaneKernel`]), the [`STREAMS`] xoshiro256++ generators that advance together behind
//! the lanes (`Streams`), the one dispatch from a kernel to its code (`lane_kernels!`), and
//! the vector type the loops written once for every vector kernel are generic over
//! (`vector::Vector`).
//!
//! A lane-parallel sampler has one portable kernel, plain Rust on arrays and the reference,
//! and vector kernels that do exactly the same on vectors: the same streams, the same words
//! in the same order, so a run's results never depend on the machine it ran on. The
//! FrogComposband lanes (`sampling::frog_lanes::LaneTimeline`), the DCSS exchange counts
//! (`sampling::dcss_exchange::CompiledAttack::count`) and the DCSS turn lanes
//! (`sampling::dcss_exchange::CompiledTurn::count_fights`) are built this way; the exact
//! duel chains (`dcss::duel::factored`, `dcss::duel::counted`) use the same dispatch for
//! their plain loops. A module of its own, below both.
//!
//! * `vector`: the `Vector` trait; `avx2` and `avx512` its two instances and
//!   the pieces the FrogComposband kernels use directly.

use rand::Rng;

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx512;
pub(crate) mod vector;

pub use vector::Lookup;

/// The one dispatch from a [`LaneKernel`] to the code compiled for it, where every `unsafe`
/// of the lane loops' dispatch lives. It defines
/// `fn name(kernel: LaneKernel, args..) -> ret` running the `portable` expression on the
/// portable kernel (or where the processor lacks the kernel asked), and the `vector`
/// expression, with `v` bound to the kernel's [`vector::Vector`] token, inside a function
/// compiled with AVX2 or with AVX-512 enabled. A loop written once (generic over the
/// `Vector`, or plain arrays the compiler vectorises) is `#[inline(always)]`, so each kernel
/// gets its own instance on its own instructions.
macro_rules! lane_kernels {
    (
        $(#[$attr:meta])*
        $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty)?;
        portable => $portable:expr;
        vector($v:pat_param) => $vector:expr;
    ) => {
        $(#[$attr])*
        $vis fn $name(
            kernel: $crate::kernel::LaneKernel,
            $($arg: $ty),*
        ) $(-> $ret)? {
            #[cfg(target_arch = "x86_64")]
            #[target_feature(enable = "avx2,popcnt")]
            fn avx2($v: $crate::kernel::avx2::Avx2, $($arg: $ty),*) $(-> $ret)? {
                $vector
            }
            #[cfg(target_arch = "x86_64")]
            #[target_feature(enable = "avx512f,avx512bw,avx512vl,popcnt")]
            fn avx512(
                $v: $crate::kernel::avx512::Avx512,
                $($arg: $ty),*
            ) $(-> $ret)? {
                $vector
            }
            match kernel {
                #[cfg(target_arch = "x86_64")]
                $crate::kernel::LaneKernel::Avx512 if kernel.available() => {
                    // SAFETY: `available` found AVX-512F, BW, VL and `popcnt` on this
                    // processor: the features `avx512` is compiled with, and the promise of
                    // its token.
                    unsafe {
                        avx512(
                            $crate::kernel::avx512::Avx512::new_unchecked(),
                            $($arg),*
                        )
                    }
                }
                #[cfg(target_arch = "x86_64")]
                $crate::kernel::LaneKernel::Avx2 if kernel.available() => {
                    // SAFETY: `available` found AVX2 and `popcnt` on this processor: the
                    // features `avx2` is compiled with, and the promise of its token.
                    unsafe {
                        avx2($crate::kernel::avx2::Avx2::new_unchecked(), $($arg),*)
                    }
                }
                _ => $portable,
            }
        }
    };
}
pub(crate) use lane_kernels;

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
pub struct Streams {
    pub(crate) state: [[u64; STREAMS]; 4],
}

impl Streams {
    /// Seeds stream `s` with words `4s..4s+4` of `rng` (redrawn in the 2^-256 case of an all-zero
    /// state, which xoshiro must not have).
    pub fn seed<R: Rng + ?Sized>(rng: &mut R) -> Self {
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
    pub fn next_words(&mut self) -> [u64; STREAMS] {
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
    sum_rounds(kernel, &mut streams, rounds)
}

lane_kernels! {
    /// [`sum_words`]: `rounds` rounds, summed lane by lane, then across lanes.
    fn sum_rounds(streams: &mut Streams, rounds: u64) -> u64;
    portable => (0..rounds).fold(0u64, |sum, _| {
        streams.next_words().iter().fold(sum, |s, &w| s.wrapping_add(w))
    });
    vector(v) => sum_rounds_vector(v, streams, rounds);
}

/// [`sum_rounds`] on a vector kernel.
#[inline(always)]
fn sum_rounds_vector<V: vector::Vector>(v: V, streams: &mut Streams, rounds: u64) -> u64 {
    let mut s = v.load_streams(streams);
    let mut sum = v.splat(0);
    for _ in 0..rounds {
        sum = v.add(sum, v.next_words(&mut s));
    }
    v.store_streams(streams, s);
    v.store(sum).iter().fold(0u64, |a, &b| a.wrapping_add(b))
}
