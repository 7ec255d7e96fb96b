use mechanics::dcss::player_attack::random_var::*;
use mechanics::tolerance::EXACT;

/// `docs/rules/dcss-0.31-player-attack.md` §5, W5: `10 − div_rand_round(100, 54)` is 9 with
/// 4/27 and 8 with 23/27, total 54.
#[test]
fn unarmed_uc_ten() {
    let d = RandomVar::constant(10).sub(&RandomVar::constant(100).div_rand_round(54));
    assert_eq!(d.total(), 54);
    assert_eq!((d.weight(8), d.weight(9)), (46, 8));
    let law = d.dist();
    assert!((law.prob(9) - 4.0 / 27.0).abs() < EXACT);
}

#[test]
fn rounding_weights_every_value_and_negatives_go_away_from_zero() {
    // div_rand_round(random_var(0), 20): one value, weight 20.
    let z = RandomVar::constant(0).div_rand_round(20);
    assert_eq!((z.min(), z.max(), z.total()), (0, 0, 20));
    // −7 / 2: −3 with weight 1, −4 with weight 1 (the scalar rule would truncate).
    let n = RandomVar::constant(-7).div_rand_round(2);
    assert_eq!((n.weight(-3), n.weight(-4)), (1, 1));
    let m = RandomVar::constant(2)
        .sub(&RandomVar::constant(5))
        .max_const(3);
    assert_eq!((m.min(), m.max(), m.total()), (3, 3, 1));
    let x = RandomVar::constant(7).mul(3);
    assert_eq!((x.min(), x.total()), (21, 1));
}
