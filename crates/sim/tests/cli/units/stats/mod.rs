//! The unit tests of `src/stats/mod.rs`: statistics against textbook values.

mod estimate;
mod percentiles;

use mechanics::tolerance::{EXACT, MAX_SIGMAS, REFERENCE, ROUNDING, SIX_DECIMALS};
use roguesim::stats::{CONFIDENCE, Interval, MeanEstimate, Proportion, z_score};

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

fn assert_interval(got: Interval, lo: f64, hi: f64, tol: f64) {
    assert!(
        close(got.lo, lo, tol) && close(got.hi, hi, tol),
        "got [{}, {}], want [{lo}, {hi}]",
        got.lo,
        got.hi
    );
}

#[test]
fn normal_quantile() {
    assert_eq!(CONFIDENCE, 0.95);
    assert!(close(
        z_score(0.95).unwrap(),
        1.959_963_984_540_054,
        REFERENCE
    ));
    assert!(close(
        z_score(0.99).unwrap(),
        2.575_829_303_548_901,
        REFERENCE
    ));
    for bad in [0.0, 1.0, -0.5, 1.5, f64::NAN] {
        let e = z_score(bad).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(
            e.to_string().starts_with("confidence: ")
                && e.to_string().ends_with("allowed strictly between 0 and 1"),
            "{e}"
        );
    }
}

#[test]
fn estimate_and_standard_error() {
    let p = Proportion::new(50, 100);
    assert_eq!(p.estimate(), 0.5);
    assert!(close(p.std_error(), 0.05, ROUNDING));
    let q = Proportion::new(1, 4);
    assert!(close(
        q.std_error(),
        (0.25f64 * 0.75 / 4.0).sqrt(),
        ROUNDING
    ));
    assert!(Proportion::new(0, 0).estimate().is_nan());
}

#[test]
fn wilson_known_values() {
    // 50/100: centre 0.5, half-width z sqrt(0.0025 + z²/40000) / (1 + z²/100).
    assert_interval(
        Proportion::new(50, 100).wilson95(),
        0.403_832,
        0.596_168,
        SIX_DECIMALS,
    );
    // 0/10 and 10/10: [0, z²/(n+z²)] and its mirror.
    assert_interval(
        Proportion::new(0, 10).wilson95(),
        0.0,
        0.277_533,
        SIX_DECIMALS,
    );
    assert_interval(
        Proportion::new(10, 10).wilson95(),
        0.722_467,
        1.0,
        SIX_DECIMALS,
    );
    assert_eq!(Proportion::new(0, 10).wilson95().lo, 0.0);
    assert_eq!(Proportion::new(10, 10).wilson95().hi, 1.0);
    // 1/10 at 95 % (Wilson without continuity correction).
    assert_interval(
        Proportion::new(1, 10).wilson95(),
        0.017_876_2,
        0.404_150_0,
        SIX_DECIMALS,
    );
    // Wider at higher confidence; no information without trials.
    let w99 = Proportion::new(50, 100).wilson(0.99).unwrap();
    assert!(w99.lo < 0.403_832 && w99.hi > 0.596_168);
    assert_eq!(
        Proportion::new(0, 0).wilson95(),
        Interval { lo: 0.0, hi: 1.0 }
    );
    assert!(Proportion::new(1, 2).wilson(1.0).is_err());
}

#[test]
fn sigmas_from_exact() {
    assert!(close(
        Proportion::new(60, 100).sigmas_from(0.5).unwrap(),
        2.0,
        EXACT
    ));
    assert!(close(
        Proportion::new(40, 100).sigmas_from(0.5).unwrap(),
        -2.0,
        EXACT
    ));
    assert_eq!(Proportion::new(25, 100).sigmas_from(0.25), Some(0.0));
    // Degenerate exact values: 0 when matched, infinite otherwise.
    assert_eq!(Proportion::new(0, 100).sigmas_from(0.0), Some(0.0));
    assert_eq!(Proportion::new(100, 100).sigmas_from(1.0), Some(0.0));
    assert_eq!(
        Proportion::new(1, 100).sigmas_from(0.0),
        Some(f64::INFINITY)
    );
    assert_eq!(
        Proportion::new(99, 100).sigmas_from(1.0),
        Some(f64::NEG_INFINITY)
    );
    // Undefined.
    assert_eq!(Proportion::new(0, 0).sigmas_from(0.5), None);
    assert_eq!(Proportion::new(1, 2).sigmas_from(1.5), None);
    assert_eq!(Proportion::new(1, 2).sigmas_from(f64::NAN), None);
}

#[test]
fn mean_from_counts() {
    // Values 1, 1, 2, 2.
    let m = MeanEstimate::from_counts(&[0, 2, 2]).unwrap();
    assert_eq!(m.n, 4);
    assert_eq!(m.mean, 1.5);
    assert!(close(m.std_dev, (1.0f64 / 3.0).sqrt(), ROUNDING));
    assert!(close(m.std_error, (1.0f64 / 3.0).sqrt() / 2.0, ROUNDING));
    let z = z_score(0.95).unwrap();
    assert!(close(m.ci.lo, 1.5 - z * m.std_error, ROUNDING));
    assert!(close(m.ci.hi, 1.5 + z * m.std_error, ROUNDING));
    assert!(close(m.sigmas_from(1.5 - m.std_error), 1.0, EXACT));

    // One observation: no spread.
    let one = MeanEstimate::from_counts(&[0, 0, 0, 1]).unwrap();
    assert_eq!(
        (one.mean, one.std_error, one.ci.lo, one.ci.hi),
        (3.0, 0.0, 3.0, 3.0)
    );
    assert_eq!(one.sigmas_from(3.0), 0.0);
    assert_eq!(one.sigmas_from(2.0), f64::INFINITY);
    assert_eq!(MeanEstimate::from_counts(&[0, 0]), None);

    // Huge counts keep the mean exact, and the spread that of 3·10^12 zeros and 10^12 ones.
    let big = MeanEstimate::from_counts(&[3_000_000_000_000, 1_000_000_000_000]).unwrap();
    assert_eq!(big.mean, 0.25);
    let n: f64 = 4e12;
    assert!(close(big.std_dev, (0.1875 * n / (n - 1.0)).sqrt(), EXACT));
}

#[test]
fn design_effect_is_the_interval_of_fewer_independent_trials() {
    let p = Proportion::new(300, 1000).with_design_effect(4.0);
    let fewer = Proportion::new(75, 250);
    assert_eq!(p.estimate(), fewer.estimate());
    assert!(close(p.std_error(), fewer.std_error(), ROUNDING));
    let (a, b) = (p.wilson95(), fewer.wilson95());
    assert_interval(a, b.lo, b.hi, EXACT);
    let (sa, sb) = (
        p.sigmas_from(0.25).unwrap(),
        fewer.sigmas_from(0.25).unwrap(),
    );
    assert!(close(sa, sb, EXACT), "{sa} vs {sb}");
    // Never narrower than independent trials.
    assert_eq!(
        Proportion::new(3, 10).with_design_effect(0.2).design_effect,
        1.0
    );
    let m = MeanEstimate::from_counts(&[5, 10, 5]).unwrap();
    let wide = m.with_design_effect(9.0);
    assert!(close(wide.std_error, 3.0 * m.std_error, ROUNDING));
    assert!(close(
        wide.ci.hi - wide.mean,
        3.0 * (m.ci.hi - m.mean),
        EXACT
    ));
}

/// Batch means against their definition, and design effects near their true values:
/// 1 for independent trials, about the cluster size for trials sharing a random
/// probability within clusters.
#[test]
fn batch_means_measure_the_design_effect() {
    use rand::{RngExt, SeedableRng};
    use roguesim::stats::BatchMoments;

    let mut b = BatchMoments::default();
    assert_eq!(b.variance(), None);
    assert_eq!(b.proportion_design_effect(), 1.0);
    // Batches (s, m): R = 10/40; Σ(s - R m)² = (1-2.5)² + (9-7.5)² = 4.5; × 2/1 / 40².
    b.add(1, 10);
    b.add(9, 30);
    assert!(close(b.variance().unwrap(), 2.0 * 4.5 / 1600.0, ROUNDING));
    let mut merged = BatchMoments::default();
    let mut other = BatchMoments::default();
    merged.add(1, 10);
    other.add(9, 30);
    merged.merge(&other);
    assert_eq!(merged, b);

    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(5);
    let (mut iid, mut clustered) = (BatchMoments::default(), BatchMoments::default());
    let (mut iid_means, mut clustered_means) = (Vec::new(), Vec::new());
    let cluster = 50u64;
    for _ in 0..4000 {
        // Independent trials with p = 0.3; then clusters whose p is 0.1 or 0.5.
        let s = (0..cluster).filter(|_| rng.random_bool(0.3)).count() as u64;
        iid.add(s, cluster);
        iid_means.push(s as f64 / cluster as f64);
        let p = if rng.random_bool(0.5) { 0.1 } else { 0.5 };
        let s = (0..cluster).filter(|_| rng.random_bool(p)).count() as u64;
        clustered.add(s, cluster);
        clustered_means.push(s as f64 / cluster as f64);
    }
    // Never below 1 (see `design_effect`); above 1 by at most MAX_SIGMAS standard errors.
    let d = iid.proportion_design_effect();
    let se = design_effect_relative_se(&iid_means);
    assert!(
        (1.0..=1.0 + MAX_SIGMAS * se).contains(&d),
        "independent trials: deff {d}, standard error {se}"
    );
    // Var of the cluster mean: E[p(1-p)]/50 + Var(p) = 0.17/50 + 0.04 → deff ≈ 1 + 49·0.04/0.21.
    let want = (0.17 / 50.0 + 0.04) / (0.21 / 50.0);
    let d = clustered.proportion_design_effect();
    let se = design_effect_relative_se(&clustered_means);
    assert!(
        (d / want - 1.0).abs() <= MAX_SIGMAS * se,
        "clusters: deff {d}, want {want}, relative standard error {se}"
    );
}

/// The standard error, relative to the design effect, of a proportion's design effect
/// estimated from the means `xs` of equal batches: `V / (R(1 - R)/m)` with `V` the batch
/// means' variance and `R` their mean. By the delta method, `V` has relative standard error
/// `sqrt((kurtosis - 1)/B)` over `B` batches and `R(1 - R)` has `|1 - 2R| / (R(1 - R))` times
/// `R`'s standard error `sqrt(V/B)`; the sum of the two bounds their combination.
fn design_effect_relative_se(xs: &[f64]) -> f64 {
    let b = xs.len() as f64;
    let r = xs.iter().sum::<f64>() / b;
    let m2 = xs.iter().map(|x| (x - r).powi(2)).sum::<f64>() / b;
    let m4 = xs.iter().map(|x| (x - r).powi(4)).sum::<f64>() / b;
    let variance = ((m4 / (m2 * m2) - 1.0) / b).sqrt();
    let rate = (1.0 - 2.0 * r).abs() / (r * (1.0 - r)) * (m2 / b).sqrt();
    variance + rate
}
