//! The unit tests of `src/stats/percentiles.rs`.

use mechanics::tolerance::EXACT;
use roguesim::stats::percentiles::*;

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
