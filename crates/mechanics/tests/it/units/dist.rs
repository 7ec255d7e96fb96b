use mechanics::dist::*;
use mechanics::tolerance::EXACT;

#[test]
fn spec_worked_examples() {
    // `docs/rules/dcss-0.31.md` §1: random2avg(14,2) takes 0..13 with mean 6.5.
    let d = Dist::random2avg(14, 2);
    assert_eq!((d.min(), d.max()), (0, 13));
    assert!((d.mean() - 6.5).abs() < EXACT);
    // div_rand_round(20,3): 6 w.p. 1/3, 7 w.p. 2/3.
    let d = Dist::div_rand_round(20, 3);
    assert!((d.prob(6) - 1.0 / 3.0).abs() < EXACT);
    assert!((d.prob(7) - 2.0 / 3.0).abs() < EXACT);
    // maybe_random_div(1050,100): 0..10 each 2/23, 11 with 1/23, mean 5.26.
    let d = Dist::maybe_random_div(1050, 100);
    for v in 0..=10 {
        assert!((d.prob(v) - 2.0 / 23.0).abs() < EXACT);
    }
    assert!((d.prob(11) - 1.0 / 23.0).abs() < EXACT);
    assert!((d.mean() - 121.0 / 23.0).abs() < EXACT);
    // Negative numerators truncate.
    assert_eq!(Dist::div_rand_round(-7, 2), Dist::point(-3));
}

#[test]
fn random2avg_two_rolls_never_reaches_max() {
    for max in 1..40 {
        let d = Dist::random2avg(max, 2);
        assert_eq!(d.max(), (max - 1).max(0));
        let total: f64 = d.probs().iter().sum();
        assert!((total - 1.0).abs() < EXACT);
    }
    // EV <= 0: both draws are 0.
    assert_eq!(Dist::random2avg(-16, 2), Dist::point(0));
}

#[test]
fn convolution_and_mixture() {
    let d = Dist::roll_dice(2, 6);
    assert_eq!((d.min(), d.max()), (2, 12));
    assert!((d.prob(7) - 6.0 / 36.0).abs() < EXACT);
    assert!((d.prob_ge(11) - 3.0 / 36.0).abs() < EXACT);
    let mix = Dist::random2(3).and_then(Dist::random2);
    // P(0) = 1/3 (n=0) + 1/3 (n=1) + 1/3 * 1/2 (n=2).
    assert!((mix.prob(0) - (2.0 / 3.0 + 1.0 / 6.0)).abs() < EXACT);
}
