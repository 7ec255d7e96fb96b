//! Several exactly uniform bounded rolls from one random word (Lemire's multiply-shift
//! method applied to the product of the ranges).
//!
//! The game draws each `random2(n)` separately. For ranges `n₁…n_K` with product `P`,
//! the tuple of those independent rolls is in bijection with one uniform integer
//! `V ∈ [0, P)` written in mixed radix. Lemire's method gives `V = ⌊x·P / 2^W⌋` from a
//! W-bit word `x`, unbiased once the words with `x·P mod 2^W < (2^W − P) mod P` are
//! rejected. Multiplying by one range at a time yields the digits directly: with
//! `x·n₁ = d₁·2^W + f₁`, `f₁·n₂ = d₂·2^W + f₂`, …, we get `V = d₁·n₂⋯n_K + … + d_K` and
//! `f_K = x·P mod 2^W`, so the rejection test reads the last remainder. No division runs
//! per draw; the threshold is computed once. The result has exactly the distribution of
//! K independent `random2(n_i)` calls (`docs/rules/dcss-0.31.md` §1), which the unit tests
//! prove exhaustively on 16-bit words.

use rand::Rng;

/// K bounded ranges sampled together from one `W`-bit word (`W` = 32 or 64), exactly
/// uniform on each range and independent (`docs/rules/dcss-0.31.md` §1, `random2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digits<const K: usize> {
    ranges: [u64; K],
    product: u128,
    reject64: u64,
    /// The 32-bit rejection threshold; meaningful only when `fits32`.
    reject32: u32,
    fits32: bool,
}

/// The ranges' product does not fit one 64-bit word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the product of the roll ranges exceeds 2^64; split the rolls over two words")]
pub struct ProductTooLarge;

/// The digit chain of the module documentation at width 64, one 64×64→128 multiply per
/// digit: the digits of word `x` and the last remainder `f_K` the rejection test reads
/// (`docs/rules/dcss-0.31.md` §1).
#[inline(always)]
pub fn chain64<const K: usize>(x: u64, ranges: &[u64; K]) -> ([u32; K], u64) {
    let mut low = x;
    let mut out = [0u32; K];
    for (o, &n) in out.iter_mut().zip(ranges) {
        let m = u128::from(low) * u128::from(n);
        *o = (m >> 64) as u32;
        low = m as u64;
    }
    (out, low)
}

/// The digit chain of the module documentation at width 32, one 32×32→64 multiply per
/// digit: the digits of word `x` and the last remainder (`docs/rules/dcss-0.31.md` §1).
#[inline(always)]
pub fn chain32<const K: usize>(x: u32, ranges: &[u64; K]) -> ([u32; K], u32) {
    let mut low = x;
    let mut out = [0u32; K];
    for (o, &n) in out.iter_mut().zip(ranges) {
        let m = u64::from(low) * n;
        *o = (m >> 32) as u32;
        low = m as u32;
    }
    (out, low)
}

fn threshold(product: u128, bits: u32) -> Option<u64> {
    let modulus = 1u128 << bits;
    (product <= modulus).then(|| ((modulus - product) % product) as u64)
}

impl<const K: usize> Digits<K> {
    /// Prepares rolls `random2(n_i)` for the given `n_i`; a range `≤ 1` always yields 0,
    /// as `random2` does. Each range must be below 2^32.
    pub fn new(ranges: [i64; K]) -> Result<Self, ProductTooLarge> {
        let ranges = ranges.map(|n| n.clamp(1, u32::MAX as i64) as u64);
        let product = ranges
            .iter()
            .try_fold(1u128, |p, &n| p.checked_mul(u128::from(n)));
        let product = product
            .filter(|&p| p <= 1u128 << 64)
            .ok_or(ProductTooLarge)?;
        Ok(Digits {
            ranges,
            product,
            reject64: threshold(product, 64).ok_or(ProductTooLarge)?,
            reject32: threshold(product, 32).unwrap_or(0) as u32,
            fits32: product <= 1u128 << 32,
        })
    }

    /// The ranges as taken (each clamped to `1..2^32`): digit `i` lies in `0..ranges()[i]`, so
    /// a table indexed by digit `i` needs exactly `ranges()[i]` entries.
    pub(crate) fn ranges(&self) -> [u64; K] {
        self.ranges
    }

    /// The product of the ranges: the number of equally likely outcomes.
    pub fn outcomes(&self) -> u128 {
        self.product
    }

    /// The ranges and the 32-bit rejection threshold (only when [`Digits::fits_u32`]), for
    /// vector kernels that run [`Digits::from_u32_flagged`] on several words at once: each
    /// range below 2^32, multiplied in order into the running low 32 bits.
    pub(crate) fn lanes32(&self) -> ([u32; K], u32) {
        debug_assert!(self.fits32, "lanes32 needs a batch that fits 32 bits");
        (self.ranges.map(|n| n as u32), self.reject32)
    }

    /// Whether one 32-bit half-word suffices (product ≤ 2^32), so a 64-bit word serves
    /// two draws.
    pub fn fits_u32(&self) -> bool {
        self.fits32
    }

    /// The digits from a 64-bit word, or `None` if the word must be rejected
    /// (probability below `P / 2^64`).
    #[inline(always)]
    pub fn from_u64(&self, x: u64) -> Option<[u32; K]> {
        let (d, low) = chain64(x, &self.ranges);
        (low >= self.reject64).then_some(d)
    }

    /// The digits from a 32-bit word (only when [`Digits::fits_u32`]), or `None` if the
    /// word must be rejected.
    #[inline(always)]
    pub fn from_u32(&self, x: u32) -> Option<[u32; K]> {
        let (d, low) = chain32(x, &self.ranges);
        (self.fits32 & (low >= self.reject32)).then_some(d)
    }

    /// The digits from a 32-bit word and whether the word is accepted: the branch-free
    /// form of [`Digits::from_u32`], whose digits must be ignored when the flag is false.
    /// Only for batches that [fit 32 bits](Digits::fits_u32); the caller checks once.
    #[inline(always)]
    pub fn from_u32_flagged(&self, x: u32) -> ([u32; K], bool) {
        debug_assert!(
            self.fits32,
            "from_u32_flagged needs a batch that fits 32 bits"
        );
        let (d, low) = chain32(x, &self.ranges);
        (d, low >= self.reject32)
    }

    /// Draws the K rolls from `rng`, redrawing rejected words.
    #[inline(always)]
    pub fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> [u32; K] {
        loop {
            if let Some(d) = self.from_u64(rng.next_u64()) {
                return d;
            }
        }
    }

    /// Calls `f` with `n` independent draws, taking two draws from each 64-bit word when
    /// the product fits 32 bits.
    #[inline(always)]
    pub fn for_each<R: Rng + ?Sized>(&self, rng: &mut R, n: u64, mut f: impl FnMut([u32; K])) {
        if !self.fits_u32() {
            for _ in 0..n {
                f(self.draw(rng));
            }
            return;
        }
        let mut left = n;
        while left > 0 {
            let x = rng.next_u64();
            for half in [x as u32, (x >> 32) as u32] {
                if left > 0
                    && let Some(d) = self.from_u32(half)
                {
                    f(d);
                    left -= 1;
                }
            }
        }
    }
}
