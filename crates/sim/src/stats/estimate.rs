//! Estimators and confidence intervals for Monte Carlo results.
//!
//! The product reports the **Wilson score interval** at 95 % confidence for
//! proportions ([`Proportion::wilson95`]): it is well behaved near 0 and 1
//! and at small counts, where the normal (Wald) interval is not. Means use the
//! normal interval `mean ± z · SE`.
//!
//! Trials that are not independent (consecutive intervals of one timeline,
//! intervals against one individual monster) carry less information than as many
//! independent ones. Their intervals use the **design effect** `deff` measured by
//! batch means ([`BatchMoments`]): the variance of the estimate across batches of
//! consecutive trials over its variance under independence, at least 1, so the
//! interval is that of `n / deff` independent trials.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
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

impl Interval {
    /// `[lo, hi]`, as the JSON reports intervals.
    pub fn as_array(self) -> [f64; 2] {
        [self.lo, self.hi]
    }
}

/// One estimated quantity, as every report kind shows it: a proportion (with its Wilson
/// interval) or a mean (with its normal interval), each with the design effect of its trials.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Estimate {
    /// A Monte Carlo proportion.
    Proportion(Proportion),
    /// A Monte Carlo mean.
    Mean(MeanEstimate),
}

impl Estimate {
    /// The point estimate.
    pub fn value(&self) -> f64 {
        match self {
            Estimate::Proportion(p) => p.estimate(),
            Estimate::Mean(m) => m.mean,
        }
    }

    /// The 95 % interval.
    pub fn ci95(&self) -> [f64; 2] {
        match self {
            Estimate::Proportion(p) => p.wilson95().as_array(),
            Estimate::Mean(m) => m.ci.as_array(),
        }
    }

    /// Standard errors from `exact`: `±inf` when the exact value has no spread and the
    /// estimate differs from it (the impossible was observed); `None` without trials.
    pub fn sigmas_from(&self, exact: f64) -> Option<f64> {
        match self {
            Estimate::Proportion(p) => p.sigmas_from(exact),
            Estimate::Mean(m) => Some(m.sigmas_from(exact)),
        }
    }

    /// The trials (observations) behind the estimate.
    pub fn trials(&self) -> u64 {
        match self {
            Estimate::Proportion(p) => p.trials,
            Estimate::Mean(m) => m.n,
        }
    }

    /// The design effect the interval accounts for (1 for independent trials).
    pub fn design_effect(&self) -> f64 {
        match self {
            Estimate::Proportion(p) => p.design_effect,
            Estimate::Mean(m) => m.design_effect,
        }
    }
}

/// Monte Carlo estimates keyed like the exact values they estimate: the estimates themselves
/// (flattened), their 95 % intervals and their distance from the exact values in standard
/// errors (`null` where infinite or undefined), each under the same keys as the exact values.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Estimated<V, I, S> {
    /// The estimates.
    #[serde(flatten)]
    pub values: V,
    /// 95 % intervals, keyed like the values.
    pub intervals: I,
    /// (estimate − exact) / standard error, keyed like the values.
    pub sigmas: S,
}

/// [`Estimate::sigmas_from`] as JSON reports it: finite distances only (`null` otherwise).
pub fn finite_sigmas(estimate: &Estimate, exact: f64) -> Option<f64> {
    estimate.sigmas_from(exact).filter(|s| s.is_finite())
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
        Err(SimError::invalid(
            "confidence",
            format!("{confidence} is out of range: allowed strictly between 0 and 1"),
        ))
    }
}

/// `successes` out of `trials` Bernoulli trials. Invariant:
/// `successes <= trials`. With `trials == 0` the estimate is NaN, intervals
/// are `[0, 1]` and there is no sigma distance.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Proportion {
    /// Number of trials with the event.
    pub successes: u64,
    /// Number of trials.
    pub trials: u64,
    /// The design effect (1 for independent trials): intervals and sigmas are
    /// those of `trials / design_effect` independent trials.
    pub design_effect: f64,
}

impl Proportion {
    /// `successes` out of `trials` independent trials.
    pub fn new(successes: u64, trials: u64) -> Self {
        debug_assert!(
            successes <= trials,
            "{successes} successes in {trials} trials"
        );
        Proportion {
            successes,
            trials,
            design_effect: 1.0,
        }
    }

    /// The same counts from dependent trials with design effect `deff` (at least 1, see
    /// [`BatchMoments::design_effect`]).
    pub fn with_design_effect(self, deff: f64) -> Self {
        Proportion {
            design_effect: deff.max(1.0),
            ..self
        }
    }

    /// The point estimate `successes / trials`.
    pub fn estimate(&self) -> f64 {
        self.successes as f64 / self.trials as f64
    }

    /// The effective number of independent trials, `trials / design_effect`.
    fn effective_trials(&self) -> f64 {
        self.trials as f64 / self.design_effect
    }

    /// The estimated standard error `sqrt(p̂ (1 − p̂) / n_eff)`.
    pub fn std_error(&self) -> f64 {
        let p = self.estimate();
        (p * (1.0 - p) / self.effective_trials()).sqrt()
    }

    /// The Wilson score interval at `confidence` (for `n_eff` trials).
    pub fn wilson(&self, confidence: f64) -> Result<Interval, SimError> {
        let z = z_score(confidence)?;
        if self.trials == 0 {
            return Ok(Interval { lo: 0.0, hi: 1.0 });
        }
        let n = self.effective_trials();
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
    /// probability: `(p̂ − p) / sqrt(p (1 − p) / n_eff)`.
    ///
    /// For `p` = 0 or 1 the binomial has no spread: the result is 0 if the
    /// estimate equals `p`, else ±infinity (the impossible was observed).
    /// `None` if there are no trials or `exact` is not in `[0, 1]`.
    pub fn sigmas_from(&self, exact: f64) -> Option<f64> {
        if self.trials == 0 || !(0.0..=1.0).contains(&exact) {
            return None;
        }
        let p = self.estimate();
        let sd = (exact * (1.0 - exact) / self.effective_trials()).sqrt();
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
    /// The design effect `std_error` accounts for (1 for independent observations).
    pub design_effect: f64,
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
        Some(Self::from_moments(n, mean, std_dev))
    }

    /// Estimate from the integer sum and sum of squares of `n` observations; `None` if
    /// `n` is 0.
    pub fn from_sums(n: u64, sum: u128, sum_sq: u128) -> Option<Self> {
        if n == 0 {
            return None;
        }
        let mean = sum as f64 / n as f64;
        let std_dev = if n > 1 {
            let sq = sum_sq as f64 - sum as f64 * mean;
            (sq.max(0.0) / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        Some(Self::from_moments(n, mean, std_dev))
    }

    fn from_moments(n: u64, mean: f64, std_dev: f64) -> Self {
        let std_error = std_dev / (n as f64).sqrt();
        let z = z_score(CONFIDENCE).unwrap_or(1.959_963_984_540_054);
        MeanEstimate {
            n,
            mean,
            std_dev,
            std_error,
            ci: Interval {
                lo: mean - z * std_error,
                hi: mean + z * std_error,
            },
            design_effect: 1.0,
        }
    }

    /// The same mean from dependent observations with design effect `deff` (at least 1,
    /// see [`BatchMoments::design_effect`]): the standard error and the interval widen by
    /// `sqrt(deff)`.
    pub fn with_design_effect(self, deff: f64) -> Self {
        let deff = deff.max(1.0);
        let std_error = self.std_error * deff.sqrt();
        let z = z_score(CONFIDENCE).unwrap_or(1.959_963_984_540_054);
        MeanEstimate {
            std_error,
            design_effect: deff,
            ci: Interval {
                lo: self.mean - z * std_error,
                hi: self.mean + z * std_error,
            },
            ..self
        }
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

/// Sums over batches of consecutive trials for the batch-means variance of a ratio
/// estimate `R = Σ s_b / Σ m_b` (a batch `b` of `m_b` trials contributes `s_b`, e.g. the
/// trials with an event, or the sum of a count): batches far longer than the trials'
/// dependence are nearly independent, so the spread of `s_b - R·m_b` across batches
/// measures the estimate's variance whatever the dependence within them. Integer sums,
/// so merging in any order gives identical results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatchMoments {
    batches: u64,
    #[serde(with = "crate::engine::state::u128_text")]
    m: u128,
    #[serde(with = "crate::engine::state::u128_text")]
    mm: u128,
    #[serde(with = "crate::engine::state::u128_text")]
    s: u128,
    #[serde(with = "crate::engine::state::u128_text")]
    ss: u128,
    #[serde(with = "crate::engine::state::u128_text")]
    sm: u128,
}

impl BatchMoments {
    /// Adds a batch of `m` trials contributing `s`.
    #[inline]
    pub fn add(&mut self, s: u64, m: u64) {
        let (s, m) = (u128::from(s), u128::from(m));
        self.batches += 1;
        self.m += m;
        self.mm += m * m;
        self.s += s;
        self.ss += s * s;
        self.sm += s * m;
    }

    /// The number of batches.
    pub fn batches(&self) -> u64 {
        self.batches
    }

    /// `(Σ s_b, Σ m_b)`: the contributions and the trials over all batches.
    pub fn sums(&self) -> (u128, u128) {
        (self.s, self.m)
    }

    /// Adds the batches of `other`.
    pub fn merge(&mut self, other: &Self) {
        self.batches += other.batches;
        self.m += other.m;
        self.mm += other.mm;
        self.s += other.s;
        self.ss += other.ss;
        self.sm += other.sm;
    }

    /// The batch-means variance of `R`:
    /// `B/(B-1) · Σ (s_b - R·m_b)² / (Σ m_b)²`; `None` with fewer than two batches.
    pub fn variance(&self) -> Option<f64> {
        if self.batches < 2 || self.m == 0 {
            return None;
        }
        let (m, r) = (self.m as f64, self.s as f64 / self.m as f64);
        let spread = self.ss as f64 - 2.0 * r * self.sm as f64 + r * r * self.mm as f64;
        let b = self.batches as f64;
        Some(b / (b - 1.0) * spread.max(0.0) / (m * m))
    }

    /// The design effect: [`Self::variance`] over `iid_variance`, the variance of the same
    /// estimate from independent trials; at least 1 (the conservative side when the batch
    /// estimate is noisy or the dependence is negative), and 1 when either is unavailable.
    pub fn design_effect(&self, iid_variance: f64) -> f64 {
        match self.variance() {
            Some(v) if iid_variance > 0.0 => (v / iid_variance).max(1.0),
            _ => 1.0,
        }
    }

    /// The design effect of the proportion `R` (independent variance `R(1 - R)/Σ m_b`).
    pub fn proportion_design_effect(&self) -> f64 {
        if self.m == 0 {
            return 1.0;
        }
        let r = self.s as f64 / self.m as f64;
        self.design_effect(r * (1.0 - r) / self.m as f64)
    }
}

/// The difference b − a of two independent estimates and its 95 % interval by the MOVER
/// method (Newcombe's hybrid score interval for two Wilson intervals): for d = b − a,
/// `[d − √((b − l_b)² + (u_a − a)²), d + √((u_b − b)² + (a − l_a)²)]`.
pub fn difference(a: (f64, [f64; 2]), b: (f64, [f64; 2])) -> (f64, [f64; 2]) {
    let (a, [la, ua]) = a;
    let (b, [lb, ub]) = b;
    let d = b - a;
    let lo = d - ((b - lb).powi(2) + (ua - a).powi(2)).sqrt();
    let hi = d + ((ub - b).powi(2) + (a - la).powi(2)).sqrt();
    (d, [lo, hi])
}
