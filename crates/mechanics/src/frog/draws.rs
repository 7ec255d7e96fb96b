//! `ENERGY_NEED()` from 16 uniform bits: the draw buffer and the per-clamp-row lookup tables
//! of the fast [`Timeline`](crate::frog::Timeline) (`docs/rules/frogcomposband-energy.md` §3.1,
//! §3.2).
//!
//! `randnor(100, 18)` draws `tmp = randint0(32768)` (15 uniform bits) and a sign with
//! probability exactly 1/2 (`randint0(100) < 50`), so one uniform 16-bit value determines it:
//! bit 0 is the sign, bits 1..=15 are `tmp`. [`randnor_from_bits`] is the literal algorithm on
//! such a value; [`energy_need_from_bits`] reads the same function from a table (one byte per
//! 16-bit value and clamp row), and an exhaustive test checks the two agree on all 65536 inputs
//! of every row.

use std::sync::LazyLock;

use rand::Rng;

use crate::frog::tables::{ENERGY_CLIPPER_TABLE, RANDNOR_TABLE};
use crate::frog::{ENERGY_NEED_MEAN, ENERGY_NEED_STAND, RANDNOR_STD, energy_clip, need_clamp};

/// Uniform 16-bit draws taken four at a time from each 64-bit word of the generator, lowest
/// 16 bits first; each `ENERGY_NEED()` of the fast [`Timeline`](crate::frog::Timeline) takes one
/// (`docs/rules/frogcomposband-energy.md` §3.1). The bits of a word are independent and uniform,
/// so every draw is uniform on `0..=65535` and independent of the others.
#[derive(Clone, Copy, Debug, Default)]
pub struct NeedDraws {
    bits: u64,
    left: u32,
}

impl NeedDraws {
    /// An empty buffer: the first draw takes a fresh word (`docs/rules/frogcomposband-energy.md`
    /// §3.1).
    pub const fn new() -> Self {
        Self { bits: 0, left: 0 }
    }

    /// Drops the unused draws of the current word, so the next draw takes a fresh word
    /// (`docs/rules/frogcomposband-energy.md` §3.1). Exact: whether bits are dropped never
    /// depends on their values, so the draws that are used stay independent and uniform.
    #[inline]
    pub fn clear(&mut self) {
        self.left = 0;
    }

    /// The next uniform 16-bit value (`docs/rules/frogcomposband-energy.md` §3.1): the lowest
    /// unused 16 bits of the current word, taking a new word from `rng` when all four are used.
    #[inline(always)]
    pub fn draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u16 {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 4;
        }
        let u = self.bits as u16;
        self.bits >>= 16;
        self.left -= 1;
        u
    }
}

/// `randnor(mean, stand)` (`z-rand.c:251`, `docs/rules/frogcomposband-energy.md` §3.1) as a
/// function of one uniform 16-bit value: `tmp = bits >> 1` plays `randint0(32768)`, `k` = the
/// first index with `randnor_table[k] >= tmp`, `offset = stand * k / 64`, and bit 0 plays the sign
/// `randint0(100) < 50` (set: `mean - offset`, clear: `mean + offset`). A uniform `bits` gives
/// exactly the law of [`randnor`](fn@crate::frog::randnor)
/// ([`randnor_dist`](crate::frog::randnor_dist)). `stand < 1` returns `mean`.
pub fn randnor_from_bits(bits: u16, mean: i32, stand: i32) -> i32 {
    if stand < 1 {
        return mean;
    }
    let tmp = i32::from(bits >> 1);
    let k = RANDNOR_TABLE.partition_point(|&t| i32::from(t) < tmp) as i32;
    let offset = stand * k / RANDNOR_STD;
    if bits & 1 == 1 {
        mean - offset
    } else {
        mean + offset
    }
}

/// The distinct clamp rows `m` of `energy_clipper_table` are `67..=80`.
const FIRST_CLIP: i32 = 67;
const CLIP_ROWS: usize = 14;

/// `clamp(randnor(100,18), m, 200-m)` for every 16-bit value and clamp row `m` in 67..=80.
static NEED_TABLES: LazyLock<Box<[[u8; 1 << 16]]>> = LazyLock::new(|| {
    let mut rows = vec![[0u8; 1 << 16]; CLIP_ROWS].into_boxed_slice();
    for (i, row) in rows.iter_mut().enumerate() {
        let m = FIRST_CLIP + i as i32;
        for (bits, need) in row.iter_mut().enumerate() {
            let v = need_clamp(
                randnor_from_bits(bits as u16, ENERGY_NEED_MEAN, ENERGY_NEED_STAND),
                m,
            );
            *need = v as u8;
        }
    }
    rows
});

/// The lookup table of `ENERGY_NEED()` for clamp row `m` (`docs/rules/frogcomposband-energy.md`
/// §3.2): entry `bits` is `clamp(randnor_from_bits(bits, 100, 18), m, 200 - m)`.
///
/// # Panics
/// If `m` is not a row of `energy_clipper_table` (67..=80).
pub fn need_table(m: i32) -> &'static [u8; 1 << 16] {
    assert!(
        ENERGY_CLIPPER_TABLE.iter().any(|&r| i32::from(r) == m),
        "{m} is not a clamp row"
    );
    &NEED_TABLES[(m - FIRST_CLIP) as usize]
}

/// `ENERGY_NEED()` (`defines.h:306`, `docs/rules/frogcomposband-energy.md` §3.2) for an actor
/// with `e` energy per game turn, as a function of one uniform 16-bit value: the table entry
/// equal to `clamp(randnor_from_bits(bits, 100, 18), m, 200 - m)` with `m =
/// energy_clipper_table[e]`.
///
/// # Panics
/// If `e` is outside `0..=49`.
#[inline]
pub fn energy_need_from_bits(bits: u16, e: i32) -> i32 {
    i32::from(need_table(energy_clip(e))[usize::from(bits)])
}
