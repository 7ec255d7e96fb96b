use mechanics::dcss::rounding::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// `docs/rules/dcss-0.34.md` §1.1 and §4.2: the laws of the worked builds, the shown
/// value, negatives truncating.
#[test]
fn laws_of_the_worked_builds() {
    for (x, lo, p_lo, shown) in [
        (680, 6, 0.2, 6),
        (3890, 38, 0.1, 38),
        (1054, 10, 0.46, 10),
        (249, 2, 0.51, 2),
        (2004, 20, 0.96, 20),
        (1000, 10, 1.0, 10),
        (-320, -3, 1.0, -3),
        (-359, -3, 1.0, -3),
        (-99, 0, 1.0, 0),
        (32, 0, 0.68, 0),
    ] {
        let h = Hundredths(x);
        let law = h.law();
        assert!((law.prob(lo) - p_lo).abs() < EXACT, "{x}");
        assert!((law.prob(lo + 1) - (1.0 - p_lo)).abs() < EXACT, "{x}");
        assert_eq!((h.shown(), h.floor()), (shown, lo));
        assert_eq!(h.is_exact(), p_lo == 1.0);
    }
    assert_eq!(Hundredths::whole(-3), Hundredths(-300));
    // The mean of a non-negative value is x/100 exactly, and the law is
    // `div_rand_round`'s.
    assert!((Hundredths(1621).law().mean() - 16.21).abs() < EXACT);
    for x in [-250, 0, 1, 99, 680, 1050, 2687] {
        let (a, b) = (Hundredths(x).law(), Dist::div_rand_round(x, 100));
        assert_eq!((a.min(), a.max()), (b.min(), b.max()));
        assert!(a.iter().all(|(v, p)| (p - b.prob(v)).abs() < EXACT));
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    for _ in 0..100 {
        let v = Hundredths(1050).draw(&mut rng);
        assert!(v == 10 || v == 11);
        assert_eq!(Hundredths(-150).draw(&mut rng), -1);
    }
}
