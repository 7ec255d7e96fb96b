use mechanics::dcss::rng::*;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

#[test]
fn degenerate_ranges_return_zero_without_panicking() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    for n in [-5, 0, 1] {
        assert_eq!(random2(&mut rng, n), 0);
        assert_eq!(maybe_random2(&mut rng, n, true), 0);
    }
    assert_eq!(roll_dice(&mut rng, 0, 6), 0);
    assert_eq!(roll_dice(&mut rng, 3, 0), 0);
    assert_eq!(maybe_random_div(&mut rng, -3, 100, true), 0);
    assert!(one_chance_in(&mut rng, 1));
    assert!(!x_chance_in_y(&mut rng, 0, 5));
    assert!(x_chance_in_y(&mut rng, 5, 5));
}

#[test]
fn div_rand_round_truncates_negative_numerators() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
    for _ in 0..1000 {
        assert_eq!(div_rand_round(&mut rng, -7, 2), -3);
        assert_eq!(div_rand_round(&mut rng, 20, 10), 2);
        let v = div_rand_round(&mut rng, 20, 3);
        assert!(v == 6 || v == 7);
    }
}

#[test]
fn display_variants_match_spec() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    assert_eq!(maybe_random_div(&mut rng, 1050, 100, false), 5);
    assert_eq!(maybe_random2(&mut rng, 9, false), 4);
    assert_eq!(div_round_up(7, 2), 4);
    assert_eq!(div_round_up(8, 2), 4);
    // `docs/rules/dcss-0.34.md` §1: 7/2 rounds to 4, 11/4 to 3, 9/4 to 2.
    assert_eq!(
        [(7, 2), (11, 4), (9, 4), (10, 5)].map(|(n, d)| div_round_near(n, d)),
        [4, 3, 2, 2]
    );
}
