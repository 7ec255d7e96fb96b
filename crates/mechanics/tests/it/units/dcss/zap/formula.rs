use mechanics::dcss::zap::*;

/// `docs/rules/dcss-0.31-ranged.md` §3.2: iron shot at power 180 is 27 to hit, 3d28.
#[test]
fn formulas_truncate_like_c() {
    let hit = ToHitFormula::Zap {
        adder: 20,
        num: 1,
        den: 25,
    };
    assert_eq!((hit.at(180), ToHitFormula::Automatic.at(5)), (27, 1500));
    let dice = DiceFormula {
        ndice: 3,
        adder: 8,
        num: 1,
        den: 9,
    };
    assert_eq!(dice.at(180), (3, 28));
    assert_eq!(dice.at(8), (3, 8));
}
