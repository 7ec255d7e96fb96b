//! Random rounding: the player's EV, AC and SH as DCSS 0.34 keeps them, in hundredths, and
//! the two-point law of the integer every use draws from them (`docs/rules/dcss-0.34.md`
//! §1.1).
//!
//! One description feeds both sides: [`Hundredths::law`] is the exact law of
//! [`Hundredths::draw`], which rolls `div_rand_round(x, 100)` as the game does (the pair is
//! the `div_rand_round` pair of [`crate::dist::Dist`] and [`crate::dcss::rng`], tied by the
//! chi-square tests of `tests/samplers.rs`). Where a use draws: EV once per attack, SH once
//! per block roll (twice for a beam), AC twice per landed hit (the roll with its cap, and
//! GDR).

use crate::dcss::rng::div_rand_round;
use crate::dist::Dist;
use rand::Rng;

/// A value the game keeps ×100 and rounds at random at every use
/// (`docs/rules/dcss-0.34.md` §1.1): `⌊x/100⌋ + 1` with probability `(x mod 100)/100`, else
/// `⌊x/100⌋`; a negative value truncates toward zero and is never random.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct Hundredths(pub i32);

impl Hundredths {
    /// A whole number of points, exactly (`v·100`).
    pub fn whole(v: i32) -> Self {
        Hundredths(v * 100)
    }

    /// The value ×100.
    pub fn x100(self) -> i32 {
        self.0
    }

    /// The law of one use: `div_rand_round(x, 100)` (`docs/rules/dcss-0.34.md` §1.1).
    ///
    /// ```
    /// use mechanics::dcss::rounding::Hundredths;
    /// // §4.2: a Human in plate has EV 6.80: EV 6 on 1 attack in 5, 7 on the rest.
    /// let ev = Hundredths(680).law();
    /// assert_eq!((ev.prob(6), ev.prob(7)), (0.2, 0.8));
    /// assert_eq!(Hundredths(-320).law().prob(-3), 1.0);
    /// ```
    pub fn law(self) -> Dist {
        // The law of `div_rand_round(x, 100)` ([`Dist::div_rand_round`]), with each
        // probability the nearest double to `k/100`.
        match self.chances() {
            [(v, 100), _] => Dist::point(v),
            [(lo, w0), (_, w1)] => Dist::from_weights(lo, &[f64::from(w0), f64::from(w1)]),
        }
    }

    /// The same law in whole hundredths, for exact arithmetic: `[(v, w), (v + 1, 100 − w)]`,
    /// the use giving `v` in `w` cases of 100 and `v + 1` in the rest (`w = 100` when every
    /// use gives `v`) (`docs/rules/dcss-0.34.md` §1.1).
    ///
    /// ```
    /// use mechanics::dcss::rounding::Hundredths;
    /// assert_eq!(Hundredths(680).chances(), [(6, 20), (7, 80)]);
    /// assert_eq!(Hundredths(-359).chances(), [(-3, 100), (-2, 0)]);
    /// ```
    pub fn chances(self) -> [(i32, u32); 2] {
        let (q, r) = (self.0 / 100, self.0 % 100);
        let r = r.max(0) as u32;
        [(q, 100 - r), (q + 1, r)]
    }

    /// One use, drawn as the game draws it (`docs/rules/dcss-0.34.md` §1.1): a multiple of
    /// 100 draws nothing.
    #[inline]
    pub fn draw<R: Rng + ?Sized>(self, rng: &mut R) -> i32 {
        div_rand_round(rng, self.0, 100)
    }

    /// What the status line, the `%` screen and the dump show: `x/100` truncated toward zero
    /// (`docs/rules/dcss-0.34.md` §1.1, §M2).
    pub fn shown(self) -> i32 {
        self.0 / 100
    }

    /// The lower of the two values a use can take, `trunc(x/100)` (the only one when `x` is a
    /// multiple of 100 or negative).
    pub fn floor(self) -> i32 {
        self.0 / 100
    }

    /// Whether every use gives the same integer: `x` a multiple of 100, or negative.
    pub fn is_exact(self) -> bool {
        self.0 % 100 <= 0
    }
}
