//! The game's `random_var` (random-var.cc): a law over a range of integers held as integer
//! weights, built up by arithmetic and then rolled **once** with `random2(total)`
//! (`docs/rules/dcss-0.31-player-attack.md` §5).
//!
//! The player's attack delay is computed this way, so its exact law is the normalised weights
//! and its sampler is one `random2(total)` walked along the weights, as the game does. Every
//! operation keeps the weights exact: a weighted rounding multiplies every weight by the
//! divisor even where nothing is rounded, which is why the totals of the reference vectors
//! (`random_var_total`) are products such as 20 × 20 × 10 = 4,000.

use rand::Rng;

use crate::dcss::rng::random2;
use crate::dist::Dist;

/// The largest total the delay rules build (48,000 with Finesse under Haste); the game
/// rescales weights only past `INT_MAX`, far above it, so that path is never taken here
/// (`docs/rules/dcss-0.31-player-attack.md` §5).
pub const MAX_TOTAL: u64 = i32::MAX as u64;

/// A `random_var`: weights on `start, start+1, …` (`docs/rules/dcss-0.31-player-attack.md` §5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomVar {
    start: i32,
    weights: Vec<u64>,
}

impl RandomVar {
    /// `random_var(c)`: the constant `c` with weight 1.
    pub fn constant(c: i32) -> Self {
        RandomVar {
            start: c,
            weights: vec![1],
        }
    }

    fn from_weights(start: i32, weights: Vec<u64>) -> Self {
        let lead = weights.iter().take_while(|&&w| w == 0).count();
        let trail = weights.iter().rev().take_while(|&&w| w == 0).count();
        let weights = weights[lead..weights.len() - trail].to_vec();
        let v = RandomVar {
            start: start + lead as i32,
            weights,
        };
        debug_assert!(v.total() <= MAX_TOTAL, "random_var total past INT_MAX");
        v
    }

    /// The smallest value with a positive weight.
    pub fn min(&self) -> i32 {
        self.start
    }

    /// The largest value with a positive weight.
    pub fn max(&self) -> i32 {
        self.start + self.weights.len() as i32 - 1
    }

    /// The weight of `v`.
    pub fn weight(&self, v: i32) -> u64 {
        if v < self.start {
            return 0;
        }
        self.weights
            .get((v - self.start) as usize)
            .copied()
            .unwrap_or(0)
    }

    /// The sum of the weights, the `n` of the one `random2(n)` a roll draws.
    pub fn total(&self) -> u64 {
        self.weights.iter().sum()
    }

    /// `x + y` (random-var.cc `operator+`): the weights convolved.
    pub fn add(&self, other: &RandomVar) -> Self {
        let mut w = vec![0u64; self.weights.len() + other.weights.len() - 1];
        for (i, a) in self.weights.iter().enumerate() {
            for (j, b) in other.weights.iter().enumerate() {
                w[i + j] += a * b;
            }
        }
        Self::from_weights(self.start + other.start, w)
    }

    /// `x - y` (random-var.cc `operator-`): `x` plus the negated `y`.
    pub fn sub(&self, other: &RandomVar) -> Self {
        let negated = RandomVar {
            start: -other.max(),
            weights: other.weights.iter().rev().copied().collect(),
        };
        self.add(&negated)
    }

    /// `x * k` for `k ≥ 1` (random-var.cc `operator*`): each value scaled, weights kept.
    pub fn mul(&self, k: i32) -> Self {
        debug_assert!(k >= 1);
        let mut w = vec![0u64; ((self.max() - self.min()) * k + 1) as usize];
        for (i, &x) in self.weights.iter().enumerate() {
            w[i * k as usize] = x;
        }
        Self::from_weights(self.start * k, w)
    }

    /// `div_rand_round(x, d)` for `d ≥ 1` (random-var.cc): every value `v` sends
    /// `weight·(d − |r|)` to `v/d` and `weight·|r|` to `v/d + sgn(v)` with `r = v % d`, so
    /// every weight is multiplied by `d`. Unlike the scalar `div_rand_round`, a negative value
    /// rounds away from zero; the delay rules never reach one.
    pub fn div_rand_round(&self, d: i32) -> Self {
        debug_assert!(d >= 1);
        let lo = (self.min() - if self.min() < 0 { d - 1 } else { 0 }) / d;
        let hi = (self.max() + if self.max() > 0 { d - 1 } else { 0 }) / d;
        let mut w = vec![0u64; (hi - lo + 1) as usize];
        for (i, &x) in self.weights.iter().enumerate() {
            let v = self.start + i as i32;
            let rem = (v % d).abs();
            w[(v / d - lo) as usize] += x * (d - rem) as u64;
            if rem != 0 {
                w[(v / d + v.signum() - lo) as usize] += x * rem as u64;
            }
        }
        Self::from_weights(lo, w)
    }

    /// `rv::max(x, random_var(c))`: values below `c` become `c`.
    pub fn max_const(&self, c: i32) -> Self {
        let lo = self.min().max(c);
        let hi = self.max().max(c);
        let mut w = vec![0u64; (hi - lo + 1) as usize];
        for (i, &x) in self.weights.iter().enumerate() {
            let v = (self.start + i as i32).max(c);
            w[(v - lo) as usize] += x;
        }
        Self::from_weights(lo, w)
    }

    /// The exact law: the weights over their total.
    pub fn dist(&self) -> Dist {
        let w: Vec<f64> = self.weights.iter().map(|&x| x as f64).collect();
        Dist::from_weights(self.start, &w)
    }

    /// `random_var::roll` (random-var.cc:102-105): one `random2(total)`, then the first value
    /// whose cumulative weight passes it.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let r = random2(rng, self.total() as i32) as u64;
        let mut acc = 0;
        for (i, &x) in self.weights.iter().enumerate() {
            acc += x;
            if r < acc {
                return self.start + i as i32;
            }
        }
        self.max()
    }
}
