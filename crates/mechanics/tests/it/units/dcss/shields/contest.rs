use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::shields::*;
use mechanics::tolerance::{EXACT, FIVE_DECIMALS};

pub(crate) fn player(sh_internal: i32, bypass: i32, rules: ShieldRules) -> BlockContest {
    BlockContest {
        blocker: Blocker::Player { sh_internal },
        bypass,
        unseen_attacker: false,
        incapacitated: false,
        rules,
    }
}

/// `docs/rules/dcss-0.34.md` §6.6, W24, W26: the per-roll SH draw mixed into the
/// block chance against an HD 5 attacker, and an unseen HD 1 attacker against SH 1.
#[test]
fn spec_034_block_probabilities() {
    for (sh_x100, want) in [
        (830, 0.12588),
        (1254, 0.20449),
        (2261, 0.39093),
        (1422, 0.23554),
        (2687, 0.46981),
        (1984, 0.33963),
        (3529, 0.61697),
        (5650, 0.83403),
    ] {
        let c = BlockContest {
            blocker: Blocker::PlayerDrawn { sh_x100 },
            ..player(0, monster_bypass(5), ShieldRules::V031)
        };
        assert!(
            (c.p_block(0) - want).abs() < FIVE_DECIMALS,
            "{sh_x100}: {}",
            c.p_block(0)
        );
    }
    let w26 = BlockContest {
        blocker: Blocker::PlayerDrawn { sh_x100: 100 },
        unseen_attacker: true,
        ..player(0, monster_bypass(1), ShieldRules::V031)
    };
    assert!((w26.p_block(0) - 1.0 / 15.0).abs() < EXACT);
    // W23: a negative raw SH never blocks.
    let w23 = BlockContest {
        blocker: Blocker::PlayerDrawn { sh_x100: -1359 },
        ..player(0, 18, ShieldRules::V031)
    };
    assert_eq!(w23.p_block(0), 0.0);
}

/// `docs/rules/dcss-0.19-shields.md` §4.1 exact fractions and T2 cells.
#[test]
fn spec_019_block_probabilities() {
    let v = ShieldRules::V019;
    let cases = [
        (7, 18, 0, 193.0 / 1890.0),
        (13, 18, 0, 673.0 / 3159.0),
        (13, 18, 1, 1346.0 / 8073.0),
        (22, 25, 0, 13531.0 / 49500.0),
        (31, 18, 2, 19205.0 / 74214.0),
        (51, 30, 3, 11.0 / 50.0),
    ];
    for (sh_internal, bypass, b, want) in cases {
        let p = player(sh_internal, bypass, v).p_block(b);
        assert!(
            (p - want).abs() < EXACT,
            "sh_internal {sh_internal} bypass {bypass} b {b}: {p}"
        );
    }
    // T2b unseen HD 5 column, sh_internal 22 and 51.
    for (sh_internal, want) in [(22, 0.14585), (51, 0.32421), (7, 0.05820)] {
        let c = BlockContest {
            unseen_attacker: true,
            ..player(sh_internal, monster_bypass(5), v)
        };
        assert!(
            (c.p_block(0) - want).abs() < FIVE_DECIMALS,
            "sh_internal {sh_internal}"
        );
    }
    // T5: a monster defender against bypass 30, penalty 4·b².
    let rows = [
        (12, [0.11667, 0.10294, 0.07609, 0.05303]),
        (22, [0.20000, 0.17647, 0.13043, 0.09091]),
        (54, [0.46667, 0.41176, 0.30435, 0.21212]),
    ];
    for (c, ps) in rows {
        let contest = BlockContest {
            blocker: Blocker::Monster {
                shield_class: Some(c),
            },
            ..player(0, 30, v)
        };
        for (b, want) in ps.into_iter().enumerate() {
            let p = contest.p_block(b as u32);
            assert!((p - want).abs() < FIVE_DECIMALS, "c {c} b {b}: {p}");
        }
    }
}
