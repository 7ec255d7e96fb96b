use std::collections::BTreeMap;

use mechanics::dcss::monster_gear::law::{Law, forced_plus, generated_plus, nice_plus};
use mechanics::dcss::monster_gear::tables::{ItemLevel, PlusRange, TypeTraits};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::One;

/// The exact `a/b`.
fn ratio(a: i64, b: i64) -> BigRational {
    BigRational::new(BigInt::from(a), BigInt::from(b))
}

/// The law of `k` for certain.
fn point<K: Ord>(k: K) -> Law<K> {
    BTreeMap::from([(k, BigRational::one())])
}

/// The law of `lo + random2(n)`.
fn uniform(lo: i32, n: i32) -> Law<i32> {
    if n <= 1 {
        return point(lo);
    }
    (0..n).map(|v| (lo + v, ratio(1, i64::from(n)))).collect()
}

fn total<K>(law: &Law<K>) -> BigRational {
    law.values().sum()
}

#[test]
fn nice_plus_closed_form() {
    // `docs/rules/monsters-and-dumps.md` §2.3: at depth 0 a draw stops the loop with
    // chance 389/425, so +0 needs a 0 then a stop: 1/3 · 389/425, plus the longer runs of
    // zeros.
    let law = nice_plus(ItemLevel::Depth(0));
    let s = ratio(389, 425);
    let go = BigRational::one() - &s;
    let third = ratio(1, 3);
    let p0 = &third * &s
        + &third * &third * &go * &s
        + num_traits::pow(third.clone(), 3) * &go * &go * &s
        + num_traits::pow(third.clone(), 4) * &go * &go * &go;
    assert_eq!(law[&0], p0);
    assert_eq!(total(&law), BigRational::one());
    assert_eq!(*law.keys().last().unwrap(), 8);
    // Good items: 35 + 200 = 235, stop chance 189/425.
    let good = nice_plus(ItemLevel::Good);
    assert_eq!(
        good[&8],
        num_traits::pow(third, 4) * num_traits::pow(ratio(236, 425), 3)
    );
}

#[test]
fn forced_plus_is_random2avg_shifted() {
    // Ilsuiw: random_range(-1, 6, 2) = -1 + random2avg(8, 2): (random2(8) + random2(9)) / 2.
    let law = forced_plus(PlusRange {
        odds: 1,
        min: -1,
        max: 6,
        nrolls: 2,
    });
    assert_eq!(total(&law), BigRational::one());
    assert_eq!(*law.keys().next().unwrap(), -1);
    assert_eq!(*law.keys().last().unwrap(), 6);
    // -1 needs a sum of 0 or 1: (0,0), (0,1), (1,0) of 72.
    assert_eq!(law[&-1], ratio(3, 72));
    let one_roll = forced_plus(PlusRange {
        odds: 4,
        min: 1,
        max: 3,
        nrolls: 1,
    });
    assert_eq!(one_roll, uniform(1, 3));
}

#[test]
fn mundane_weapons_stay_plus_zero_unless_good() {
    let club = TypeTraits {
        mundane: true,
        demonic: false,
        launcher: false,
        normal_weight: 1,
        brand_total: 1,
    };
    for d in [0, 10, 50] {
        assert_eq!(generated_plus(&club, ItemLevel::Depth(d)), point(0));
    }
    // Forced good and never branded: +2..+4 plus the good nice plus, never +0 or +1.
    let good = generated_plus(&club, ItemLevel::Good);
    assert_eq!(*good.keys().next().unwrap(), 2);
    assert_eq!(total(&good), BigRational::one());
}

#[test]
fn squash_leaves_no_unbranded_plus_one_or_two() {
    let never_branded = TypeTraits {
        mundane: false,
        demonic: false,
        launcher: false,
        normal_weight: 1,
        brand_total: 1,
    };
    let law = generated_plus(&never_branded, ItemLevel::Depth(10));
    assert!(!law.contains_key(&1) && !law.contains_key(&2));
    assert_eq!(total(&law), BigRational::one());
}
