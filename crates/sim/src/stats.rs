//! Estimators and confidence intervals for Monte Carlo results.
//!
//! The product reports the **Wilson score interval** at 95 % confidence for
//! proportions ([`Proportion::wilson95`]): it is well behaved near 0 and 1
//! and at small counts, where the normal (Wald) interval is not. Means use the
//! normal interval `mean ± z · SE`.

use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};

use crate::error::SimError;

/// The confidence level the product reports.
pub const CONFIDENCE: f64 = 0.95;

/// A two-sided confidence interval `[lo, hi]`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Interval {
    /// Lower bound.
    pub lo: f64,
    /// Upper bound.
    pub hi: f64,
}

/// The two-sided standard-normal quantile for `confidence`, e.g. 1.959964
/// for 0.95. Errors unless `0 < confidence < 1`.
pub fn z_score(confidence: f64) -> Result<f64, SimError> {
    check_confidence(confidence)?;
    let normal = Normal::standard();
    Ok(normal.inverse_cdf(0.5 + confidence / 2.0))
}

fn check_confidence(confidence: f64) -> Result<(), SimError> {
    if confidence > 0.0 && confidence < 1.0 {
        Ok(())
    } else {
        Err(SimError::invalid("confidence", "in (0, 1)", confidence))
    }
}

/// `successes` out of `trials` Bernoulli trials. Invariant:
/// `successes <= trials`. With `trials == 0` the estimate is NaN, intervals
/// are `[0, 1]` and there is no sigma distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Proportion {
    /// Number of trials with the event.
    pub successes: u64,
    /// Number of trials.
    pub trials: u64,
}

impl Proportion {
    /// `successes` out of `trials`.
    pub fn new(successes: u64, trials: u64) -> Self {
        debug_assert!(
            successes <= trials,
            "{successes} successes in {trials} trials"
        );
        Proportion { successes, trials }
    }

    /// The point estimate `successes / trials`.
    pub fn estimate(&self) -> f64 {
        self.successes as f64 / self.trials as f64
    }

    /// The estimated standard error `sqrt(p̂ (1 − p̂) / n)`.
    pub fn std_error(&self) -> f64 {
        let p = self.estimate();
        (p * (1.0 - p) / self.trials as f64).sqrt()
    }

    /// The Wilson score interval at `confidence`.
    pub fn wilson(&self, confidence: f64) -> Result<Interval, SimError> {
        let z = z_score(confidence)?;
        if self.trials == 0 {
            return Ok(Interval { lo: 0.0, hi: 1.0 });
        }
        let n = self.trials as f64;
        let p = self.estimate();
        let z2 = z * z;
        let denom = 1.0 + z2 / n;
        let center = (p + z2 / (2.0 * n)) / denom;
        let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
        // Exact at the edges (the formula gives them up to rounding).
        let lo = if self.successes == 0 {
            0.0
        } else {
            (center - half).max(0.0)
        };
        let hi = if self.successes == self.trials {
            1.0
        } else {
            (center + half).min(1.0)
        };
        Ok(Interval { lo, hi })
    }

    /// The 95 % Wilson interval: the interval the product reports.
    pub fn wilson95(&self) -> Interval {
        self.wilson(CONFIDENCE)
            .unwrap_or(Interval { lo: 0.0, hi: 1.0 })
    }

    /// How many standard deviations the estimate lies from an `exact`
    /// probability: `(p̂ − p) / sqrt(p (1 − p) / n)`.
    ///
    /// For `p` = 0 or 1 the binomial has no spread: the result is 0 if the
    /// estimate equals `p`, else ±infinity (the impossible was observed).
    /// `None` if there are no trials or `exact` is not in `[0, 1]`.
    pub fn sigmas_from(&self, exact: f64) -> Option<f64> {
        if self.trials == 0 || !(0.0..=1.0).contains(&exact) {
            return None;
        }
        let p = self.estimate();
        let sd = (exact * (1.0 - exact) / self.trials as f64).sqrt();
        if sd == 0.0 {
            return Some(if p == exact {
                0.0
            } else {
                f64::INFINITY.copysign(p - exact)
            });
        }
        Some((p - exact) / sd)
    }
}

/// The sample mean of a distribution of non-negative integers given as a
/// count array (bin `i` = number of observations of value `i`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct MeanEstimate {
    /// Number of observations.
    pub n: u64,
    /// Sample mean.
    pub mean: f64,
    /// Sample standard deviation (n − 1 denominator; 0 for one observation).
    pub std_dev: f64,
    /// Standard error of the mean, `std_dev / sqrt(n)`.
    pub std_error: f64,
    /// The 95 % normal interval `mean ± z · std_error`.
    pub ci: Interval,
}

impl MeanEstimate {
    /// Estimate from a count array; `None` if it holds no observations.
    pub fn from_counts(counts: &[u64]) -> Option<Self> {
        let n: u64 = counts.iter().sum();
        if n == 0 {
            return None;
        }
        // Exact integer sum, then a second pass for the variance.
        let sum: u128 = counts
            .iter()
            .enumerate()
            .map(|(v, &c)| v as u128 * c as u128)
            .sum();
        let mean = sum as f64 / n as f64;
        let sq: f64 = counts
            .iter()
            .enumerate()
            .map(|(v, &c)| c as f64 * (v as f64 - mean).powi(2))
            .sum();
        let std_dev = if n > 1 {
            (sq / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let std_error = std_dev / (n as f64).sqrt();
        let z = z_score(CONFIDENCE).unwrap_or(1.959_963_984_540_054);
        Some(MeanEstimate {
            n,
            mean,
            std_dev,
            std_error,
            ci: Interval {
                lo: mean - z * std_error,
                hi: mean + z * std_error,
            },
        })
    }

    /// How many standard errors the mean lies from an `exact` mean:
    /// `(mean − exact) / SE`; with a zero SE, 0 if equal else ±infinity.
    pub fn sigmas_from(&self, exact: f64) -> f64 {
        let d = self.mean - exact;
        if self.std_error > 0.0 {
            d / self.std_error
        } else if d == 0.0 {
            0.0
        } else {
            f64::INFINITY.copysign(d)
        }
    }
}
