use mechanics::dcss::damage::ac::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

/// `docs/rules/dcss-0.31-damage.md` §2.2: the GDR table.
#[test]
fn gdr_table() {
    let table = [
        (0, 0),
        (1, 16),
        (2, 19),
        (3, 21),
        (4, 22),
        (5, 23),
        (6, 25),
        (8, 26),
        (10, 28),
        (12, 29),
        (15, 31),
        (16, 32),
        (20, 33),
        (25, 35),
        (30, 37),
        (32, 38),
        (40, 40),
        (50, 42),
        (60, 44),
        (81, 48),
        (100, 50),
    ];
    for (ac, gdr) in table {
        assert_eq!(gdr_percent(ac), gdr, "AC {ac}");
    }
    assert_eq!(gdr_percent(PLAYER_AC.min as i32), 0);
}

/// §2.5: half AC 10 saves 0..4 with 2/11 each and 5 with 1/11.
#[test]
fn half_halves_the_roll() {
    let left = apply_ac_dist(&Dist::point(100), 0, 10, AcType::Half);
    for v in 96..=100 {
        assert!((left.prob(v) - 2.0 / 11.0).abs() < EXACT);
    }
    assert!((left.prob(95) - 1.0 / 11.0).abs() < EXACT);
    // Rolling against AC/2 = 5 instead gives 0..5 with 1/6 each: another law (§8.5).
    assert_ne!(left, apply_ac_dist(&Dist::point(100), 0, 5, AcType::Normal));
}

/// §2.5: triple is three rolls summed, mean 3·AC/2, not 3× one roll.
#[test]
fn triple_sums_three_rolls() {
    let left = apply_ac_dist(&Dist::point(100), 0, 4, AcType::Triple);
    assert_eq!((left.min(), left.max()), (88, 100));
    assert!((left.mean() - 94.0).abs() < EXACT);
    // 3× one roll would only reach multiples of 3; the sum reaches 99.
    assert!((left.prob(99) - 3.0 / 125.0).abs() < EXACT);
}

/// §2.5: proportional is Binomial(damage, p); AC 0 lets every point through.
#[test]
fn proportional_is_binomial() {
    assert_eq!(chunked_threshold(0), 1 << 32);
    let all = apply_ac_dist(&Dist::point(7), 0, 0, AcType::Proportional);
    assert_eq!(all, Dist::point(7));
    let stopped = |ac| 100.0 - chunked_threshold(ac) as f64 / 4_294_967_296.0 * 100.0;
    // "AC 20 stops 22% of damage, AC 40 -- 39%, AC 80 -- 63%" (the fight.cc comment).
    assert_eq!(
        [20, 40, 80].map(|ac| stopped(ac).round()),
        [22.0, 39.0, 63.0]
    );
    let p = chunked_threshold(20) as f64 / 4_294_967_296.0;
    let left = apply_ac_dist(&Dist::point(10), 0, 20, AcType::Proportional);
    assert!((left.mean() - 10.0 * p).abs() < EXACT);
    assert!((left.prob(10) - p.powi(10)).abs() < EXACT);
    // Negative damage does nothing.
    let none = apply_ac_dist(&Dist::point(-2), 0, 20, AcType::Proportional);
    assert_eq!(none, Dist::point(0));
}

/// §2.1: no AC type but normal has GDR, and `None` changes nothing.
#[test]
fn gdr_only_under_normal() {
    let hit = Dist::uniform(1, 25);
    let normal = apply_ac_dist(&hit, 25, 10, AcType::Normal);
    // §7 Ex2: 406/55.
    assert!((normal.mean() - 406.0 / 55.0).abs() < EXACT);
    // Without the floor: E = Σ_s (1/11)·(25−s)(26−s)/50.
    let plain: f64 = (0..=10)
        .map(|s| f64::from((25 - s) * (26 - s)) / 50.0 / 11.0)
        .sum();
    let no_gdr = apply_ac_dist(&hit, 0, 10, AcType::Normal);
    assert!((no_gdr.mean() - plain).abs() < EXACT);
    assert_eq!(apply_ac_dist(&hit, 25, 10, AcType::None), hit);
    // A negative AC is AC 0.
    assert_eq!(apply_ac_dist(&hit, 25, -4, AcType::Normal), hit);
}
