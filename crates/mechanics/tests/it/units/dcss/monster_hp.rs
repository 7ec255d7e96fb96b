use mechanics::dcss::monster_hp::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

/// The prefix-sum convolution against the plain one of `Dist::random2avg`.
#[test]
fn eight_roll_average_matches_the_plain_convolution() {
    for max in [0, 1, 2, 7, 30] {
        let fast = random2avg_8(max);
        let slow = Dist::random2avg(max, 8);
        assert_eq!(
            (fast.min(), fast.max()),
            (slow.min(), slow.max()),
            "max {max}"
        );
        for (v, p) in slow.iter() {
            assert!((fast.prob(v) - p).abs() < EXACT, "max {max} v {v}");
        }
    }
}

/// §6: the vault HD re-roll, an orc warrior placed at HD 8 (avg 560): 37..75, mean 55.95.
#[test]
fn vault_hd_rerolls() {
    let law = MonsterHp::new(280, 4, Some(8)).unwrap().dist();
    assert_eq!((law.min(), law.max()), (37, 75));
    assert!((law.mean() - 55.95).abs() < EXACT);
    assert_eq!(MonsterHp::new(0, 4, None).unwrap_err().field, "avg_hp_10x");
}
