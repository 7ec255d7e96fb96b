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

#[cfg(test)]
mod tests {
    use super::*;
    use mechanics::tolerance::EXACT;

    #[test]
    fn histogram_and_percentiles_from_counts() {
        // Values 0..=9, value v observed 10 times; plus one 5000.
        let mut counts = vec![10u64; 10];
        counts.resize(5001, 0);
        counts[5000] = 1;
        let hist = histogram_from_counts(&counts).unwrap();
        assert_eq!(hist.len(), 101);
        let p = Percentiles::from_histogram(&hist).unwrap();
        assert_eq!(p.count, 101);
        assert_eq!(p.p50, 5); // the 51st of 101 observations
        assert_eq!(p.p90, 9);
        assert_eq!(p.p99, 9);
        assert_eq!(p.p999, hist.highest_equivalent(5000));
        assert!(p.max >= 5000 && p.max <= 5005, "{}", p.max);
        assert_eq!(Percentiles::from_counts(&counts).unwrap(), Some(p));

        let small = Percentiles::from_counts(&[0, 2, 2]).unwrap().unwrap();
        assert_eq!((small.count, small.p50, small.max), (4, 1, 2));
        assert!((small.mean - 1.5).abs() < EXACT);

        assert_eq!(Percentiles::from_counts(&[0, 0, 0]).unwrap(), None);
        // Counts far beyond u32 are fine.
        let big = Percentiles::from_counts(&[0, 5_000_000_000_000])
            .unwrap()
            .unwrap();
        assert_eq!((big.count, big.p50, big.max), (5_000_000_000_000, 1, 1));
    }
}
