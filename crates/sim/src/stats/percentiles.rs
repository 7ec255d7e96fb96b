//! Percentiles of integer-valued outcomes (blocks per turn, the longest streak, monster
//! actions per player action), read from HDR histograms built from the runs' exact counts.

use hdrhistogram::Histogram;
use schemars::JsonSchema;
use serde::Serialize;

use crate::error::SimError;

/// Significant figures of the histograms built by [`histogram_from_counts`]:
/// values up to 2047 are represented exactly, larger ones within 0.1 %.
pub const HISTOGRAM_SIGFIG: u8 = 3;

/// Turn a count array (bin `i` = number of observations of value `i`) into
/// an HDR histogram, with one `record_n` per non-empty bin.
pub fn histogram_from_counts(counts: &[u64]) -> Result<Histogram<u64>, SimError> {
    let mut hist = Histogram::<u64>::new(HISTOGRAM_SIGFIG)
        .map_err(|e| SimError::Output(format!("histogram: {e:?}")))?;
    for (value, &n) in counts.iter().enumerate() {
        if n > 0 {
            hist.record_n(value as u64, n)
                .map_err(|e| SimError::Output(format!("histogram value {value}: {e:?}")))?;
        }
    }
    Ok(hist)
}

/// Summary percentiles of a distribution of non-negative integers.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct Percentiles {
    /// Number of observations.
    pub count: u64,
    /// Mean (from the histogram; exact for values below 2048).
    pub mean: f64,
    /// Median.
    pub p50: u64,
    /// 90th percentile.
    pub p90: u64,
    /// 99th percentile.
    pub p99: u64,
    /// 99.9th percentile.
    pub p999: u64,
    /// Largest observation.
    pub max: u64,
}

impl Percentiles {
    /// Extract the percentiles of `hist`; `None` if it is empty.
    pub fn from_histogram(hist: &Histogram<u64>) -> Option<Self> {
        if hist.is_empty() {
            return None;
        }
        Some(Percentiles {
            count: hist.len(),
            mean: hist.mean(),
            p50: hist.value_at_quantile(0.5),
            p90: hist.value_at_quantile(0.9),
            p99: hist.value_at_quantile(0.99),
            p999: hist.value_at_quantile(0.999),
            max: hist.max(),
        })
    }

    /// Shorthand for [`histogram_from_counts`] then [`Self::from_histogram`];
    /// `Ok(None)` if every bin is zero.
    pub fn from_counts(counts: &[u64]) -> Result<Option<Self>, SimError> {
        Ok(Self::from_histogram(&histogram_from_counts(counts)?))
    }
}
