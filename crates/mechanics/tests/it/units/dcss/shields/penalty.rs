use crate::units::dcss::shields::class::sk;
use mechanics::dcss::data::SHIELDS_019;
use mechanics::dcss::data::Size;
use mechanics::dcss::shields::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

/// `docs/rules/dcss-0.19-shields.md` T6: EV penalty ×100 by racial factor.
#[test]
fn spec_019_t6_penalty() {
    let (buckler, shield, large) = (&SHIELDS_019[0], &SHIELDS_019[1], &SHIELDS_019[2]);
    let rows = [
        (buckler, 5, 0, 80, 16),
        (buckler, 9, 5, 25, 5),
        (buckler, 7, 5, 9, 2),
        (shield, 5, 0, 300, 60),
        (shield, 7, 5, 229, 46),
        (shield, 7, 15, 86, 18),
        (shield, 5, 8, 140, 28),
        (shield, 3, 8, 34, 7),
        (large, 5, 8, 340, 68),
        (large, 3, 5, 334, 67),
        (large, 3, 15, 0, 0),
    ];
    for (s, rf, sh_sk, ev100, p20) in rows {
        assert_eq!(
            shield_penalty_019(Some(s), sk(sh_sk), rf, 100),
            ev100,
            "{} rf {rf}",
            s.name
        );
        assert_eq!(shield_penalty_019(Some(s), sk(sh_sk), rf, 20), p20);
    }
    // T6 attack delay distributions and to-hit penalty means.
    type Row = (i32, &'static [(i32, f64)], f64);
    let delays: [Row; 4] = [
        (16, &[(0, 453.0 / 640.0), (1, 187.0 / 640.0)], 0.425),
        (5, &[(0, 89.0 / 100.0), (1, 11.0 / 100.0)], 0.150),
        (2, &[(0, 15.0 / 16.0), (1, 1.0 / 16.0)], 0.075),
        (
            60,
            &[
                (0, 2033.0 / 7200.0),
                (1, 9.0 / 20.0),
                (2, 41.0 / 180.0),
                (3, 287.0 / 7200.0),
            ],
            1.525,
        ),
    ];
    for (p20, dist, to_hit_mean) in delays {
        let d = attack_delay_019_dist(p20);
        for &(v, p) in dist {
            assert!(
                (d.prob(v) - p).abs() < EXACT,
                "delay P={p20} v={v}: {}",
                d.prob(v)
            );
        }
        assert!((to_hit_penalty_019_dist(p20).mean() - to_hit_mean).abs() < EXACT);
    }
    assert_eq!(attack_delay_019_dist(0), Dist::point(0));
    assert_eq!(racial_factor_019(Size::Little, false), 9);
    assert_eq!(racial_factor_019(Size::Small, false), 7);
    assert_eq!(racial_factor_019(Size::Large, false), 3);
    assert_eq!(racial_factor_019(Size::Medium, true), 3);
}
