//! Exact finite distributions over integers, and the exact law of every DCSS random
//! primitive (`docs/rules/dcss-0.31.md` §1).
//!
//! A [`Dist`] is a probability mass function on a contiguous integer support, stored as
//! `f64` weights. The constructors named after the game's functions (`random2`,
//! `random2avg`, `div_rand_round`, ...) give the exact law of the sampler of the same name
//! in [`crate::dcss::rng`]; the chi-square tests in `tests/samplers.rs` tie each pair together.

/// A probability mass function on the integers `min, min+1, ..., min+len-1`
/// (the exact counterpart of one roll, `docs/rules/dcss-0.31.md` §1).
#[derive(Clone, Debug, PartialEq)]
pub struct Dist {
    min: i32,
    probs: Vec<f64>,
}

impl Dist {
    /// The distribution that is `v` with probability 1.
    pub fn point(v: i32) -> Self {
        Self {
            min: v,
            probs: vec![1.0],
        }
    }

    /// Builds a distribution from non-negative weights on `min..min+weights.len()`,
    /// normalised to sum 1. Trailing and leading zero weights are trimmed.
    ///
    /// # Panics
    /// If the weights are empty or all zero: every roll has at least one outcome.
    pub fn from_weights(min: i32, weights: &[f64]) -> Self {
        let total: f64 = weights.iter().sum();
        assert!(total > 0.0, "a distribution needs a positive total weight");
        Self {
            min,
            probs: weights.iter().map(|w| w / total).collect(),
        }
        .trimmed()
    }

    /// Uniform on `[lo, hi]` (`random_range`, random.cc:196); a point when `hi <= lo`.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn uniform(lo: i32, hi: i32) -> Self {
        if hi <= lo {
            return Self::point(lo);
        }
        let n = (hi - lo + 1) as usize;
        Self {
            min: lo,
            probs: vec![1.0 / n as f64; n],
        }
    }

    /// Exact law of `random2(n)` (random.cc:211): uniform on `[0, n-1]`, `0` for `n <= 1`.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn random2(n: i32) -> Self {
        Self::uniform(0, n - 1)
    }

    /// Exact law of `random2avg(max, rolls)` (random.cc:330): the first roll over
    /// `random2(max)`, the rest over `random2(max+1)`, floor of the mean.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn random2avg(max: i32, rolls: i32) -> Self {
        let rolls = rolls.max(1);
        let mut sum = Self::random2(max);
        let later = Self::random2(max + 1);
        for _ in 1..rolls {
            sum = sum.add(&later);
        }
        sum.map(|s| s / rolls)
    }

    /// Exact law of `div_rand_round(num, den)` (random.cc:313): `num/den` rounded up with
    /// probability `rem/den` when the C remainder is positive; negatives truncate.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn div_rand_round(num: i32, den: i32) -> Self {
        let (q, rem) = (num / den, num % den);
        if rem <= 0 {
            return Self::point(q);
        }
        let up = f64::from(rem) / f64::from(den);
        Self {
            min: q,
            probs: vec![1.0 - up, up],
        }
        .trimmed()
    }

    /// Exact law of `maybe_random_div(nom, den, true)` (random.cc:246):
    /// `random2(nom + den) / den`, or `0` when `nom <= 0`.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn maybe_random_div(nom: i32, den: i32) -> Self {
        if nom <= 0 {
            return Self::point(0);
        }
        Self::random2(nom + den).map(|v| v / den)
    }

    /// Exact law of `roll_dice(n, size)` (random.cc:266): the sum of `n` dice numbered
    /// `1..=size`; `0` when either argument is non-positive.
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn roll_dice(n: i32, size: i32) -> Self {
        if n <= 0 || size <= 0 {
            return Self::point(0);
        }
        let die = Self::uniform(1, size);
        (1..n).fold(die.clone(), |acc, _| acc.add(&die))
    }

    /// Exact law of `haste_mul(x)` = `div_rand_round(3x, 2)` (defines.h:190).
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn haste_mul(x: i32) -> Self {
        Self::div_rand_round(x * 3, 2)
    }

    /// Exact law of `haste_div(x)` = `div_rand_round(2x, 3)` (defines.h:191).
    /// (`docs/rules/dcss-0.31.md` §1)
    pub fn haste_div(x: i32) -> Self {
        Self::div_rand_round(x * 2, 3)
    }

    /// The smallest value in the support.
    pub fn min(&self) -> i32 {
        self.min
    }

    /// The largest value in the support.
    pub fn max(&self) -> i32 {
        self.min + self.probs.len() as i32 - 1
    }

    /// `P(X = v)`.
    pub fn prob(&self, v: i32) -> f64 {
        if v < self.min {
            return 0.0;
        }
        self.probs
            .get((v - self.min) as usize)
            .copied()
            .unwrap_or(0.0)
    }

    /// `P(X >= v)`.
    pub fn prob_ge(&self, v: i32) -> f64 {
        let start = (v - self.min).max(0) as usize;
        // `+ 0.0` turns the empty sum's -0.0 into 0.0.
        self.probs.iter().skip(start).sum::<f64>() + 0.0
    }

    /// `(value, probability)` pairs over the support, including zero-probability values
    /// inside it.
    pub fn iter(&self) -> impl Iterator<Item = (i32, f64)> + '_ {
        self.probs
            .iter()
            .enumerate()
            .map(move |(i, &p)| (self.min + i as i32, p))
    }

    /// The expectation `E[X]`.
    pub fn mean(&self) -> f64 {
        self.iter().map(|(v, p)| f64::from(v) * p).sum()
    }

    /// The law of `f(X)`.
    pub fn map(&self, f: impl Fn(i32) -> i32) -> Self {
        self.and_then(|v| Self::point(f(v)))
    }

    /// The mixture `Σ_v P(X=v) · g(v)`: the law of a second roll whose parameters depend
    /// on the first.
    pub fn and_then(&self, g: impl Fn(i32) -> Dist) -> Self {
        let parts: Vec<(f64, Dist)> = self
            .iter()
            .filter(|&(_, p)| p > 0.0)
            .map(|(v, p)| (p, g(v)))
            .collect();
        Self::mixture(&parts)
    }

    /// The mixture `Σ p · d` of `parts`, each a weight and a law: [`Dist::and_then`]'s sum,
    /// apart from its generic part so that the ~140 closures it is called with share one
    /// copy of it.
    fn mixture(parts: &[(f64, Dist)]) -> Self {
        let lo = parts.iter().map(|(_, d)| d.min).min().unwrap_or(0);
        let hi = parts.iter().map(|(_, d)| d.max()).max().unwrap_or(0);
        let mut probs = vec![0.0; (hi - lo + 1) as usize];
        for (p, d) in parts {
            for (v, q) in d.iter() {
                probs[(v - lo) as usize] += p * q;
            }
        }
        Self { min: lo, probs }.trimmed()
    }

    /// The law of `X + Y` for independent `X` (self) and `Y` (convolution).
    pub fn add(&self, other: &Dist) -> Self {
        let mut probs = vec![0.0; self.probs.len() + other.probs.len() - 1];
        for (i, p) in self.probs.iter().enumerate() {
            for (j, q) in other.probs.iter().enumerate() {
                probs[i + j] += p * q;
            }
        }
        Self {
            min: self.min + other.min,
            probs,
        }
    }

    /// The probabilities over the support, lowest value first.
    pub fn probs(&self) -> &[f64] {
        &self.probs
    }

    fn trimmed(mut self) -> Self {
        while self.probs.len() > 1 && self.probs.last() == Some(&0.0) {
            self.probs.pop();
        }
        let lead = self
            .probs
            .iter()
            .take_while(|&&p| p == 0.0)
            .count()
            .min(self.probs.len() - 1);
        self.probs.drain(..lead);
        self.min += lead as i32;
        self
    }
}
