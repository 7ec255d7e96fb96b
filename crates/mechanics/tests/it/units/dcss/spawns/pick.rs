use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::pick::*;
use mechanics::dcss::spawns::place::Place;
use mechanics::dcss::spawns::tables::tables;
use mechanics::dcss::spawns::tables::{Row, Shape};
use num_bigint::BigInt;
use num_rational::BigRational;

/// The exact `n/d`.
fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn row(min: i32, max: i32, weight: i32, shape: Shape) -> Row {
    Row {
        monster: "MONS_X".into(),
        min,
        max,
        weight,
        shape,
        resolves_to: Vec::new(),
    }
}

/// `docs/rules/dcss-spawns.md` §7.1: the hand-checked weights.
#[test]
fn the_worked_weights() {
    assert_eq!(rarity_at(&row(1, 8, 200, Shape::Peak), 1), 112_000);
    assert_eq!(rarity_at(&row(8, 12, 800, Shape::Peak), 10), 2_016_000);
    assert_eq!(rarity_at(&row(9, 14, 800, Shape::Peak), 10), 1_152_000);
    assert_eq!(rarity_at(&row(5, 13, 600, Shape::Peak), 10), 1_209_600);
    assert_eq!(rarity_at(&row(4, 5, 175, Shape::Fall), 5), 220_500);
    assert_eq!(rarity_at(&row(-2, 6, 310, Shape::Semi), 1), 683_550);
    assert_eq!(rarity_at(&row(-1, 10, 380, Shape::Semi), 1), 652_909);
    assert_eq!(rarity_at(&row(0, 6, 120, Shape::Semi), 1), 201_600);
    assert_eq!(rarity_at(&row(1, 9, 210, Shape::Rise), 1), 58_800);
    assert_eq!(rarity_at(&row(1, 9, 210, Shape::Rise), 10), 0);
}

/// `docs/rules/dcss-spawns.md` §4.2: the fuzz's table (D:3 has f = 3: +1 with 11/400).
#[test]
fn the_fuzz_law() {
    let rules = RuleSet::Dcss034;
    let d = tables(rules).branch_by_id("BRANCH_DUNGEON").unwrap();
    let at = |depth| Place {
        rules,
        branch: d,
        depth,
    };
    let law = picking_depths(&at(3));
    let p = |k: i32| law.iter().find(|(d, _)| *d == 3 + k).unwrap().1.clone();
    assert_eq!(p(1), ratio(11, 400));
    assert_eq!(p(2), ratio(7, 400));
    assert_eq!(p(3), ratio(3, 400));
    assert_eq!(p(0), ratio(379, 400));
    let law = picking_depths(&at(10));
    let p = |k: i32| law.iter().find(|(d, _)| *d == 10 + k).unwrap().1.clone();
    assert_eq!(p(0), ratio(113, 120));
    assert_eq!(p(1), ratio(133, 6600));
    assert_eq!(p(5), ratio(7, 2200));
    assert_eq!(picking_depths(&at(1)), vec![(1, ratio(1, 1))]);
}
