//! The unit tests of `src/stats/estimate.rs`.

use roguesim::stats::estimate::*;

#[test]
fn the_difference_interval_is_the_mover_combination() {
    use mechanics::tolerance::ROUNDING;
    // Symmetric intervals reduce to the usual √(w_a² + w_b²) half-width.
    let (d, [lo, hi]) = difference((0.5, [0.4, 0.6]), (0.7, [0.67, 0.73]));
    assert!((d - 0.2).abs() < ROUNDING);
    let w = (0.1f64.powi(2) + 0.03f64.powi(2)).sqrt();
    assert!((lo - (0.2 - w)).abs() < ROUNDING && (hi - (0.2 + w)).abs() < ROUNDING);
    // Asymmetric ones use each side's own half-widths.
    let (_, [lo, hi]) = difference((0.1, [0.05, 0.2]), (0.1, [0.08, 0.11]));
    assert!((lo - (0.0 - (0.02f64.powi(2) + 0.1f64.powi(2)).sqrt())).abs() < ROUNDING);
    assert!((hi - (0.01f64.powi(2) + 0.05f64.powi(2)).sqrt()).abs() < ROUNDING);
}
