mod class;
mod contest;
mod penalty;

use crate::units::dcss::shields::class::{sk, wearer};
use crate::units::dcss::shields::contest::player;
use mechanics::dcss::data::{SHIELDS_031, Size};
use mechanics::dcss::shields::*;
use mechanics::tolerance::{EXACT, FIVE_DECIMALS};

/// `docs/rules/dcss-0.31.md` §6.6: sh_internal, displayed SH, EV penalty, attack delay,
/// limit, true P(block) against an HD 5 attacker.
#[test]
fn spec_031_shield_table() {
    // (shield index, plus, Shields, Dex, Str, sh_internal, sh, evpen, delay dist, p_block)
    type Row = (
        usize,
        i32,
        i32,
        i32,
        i32,
        i32,
        i32,
        i32,
        &'static [(i32, f64)],
        f64,
    );
    let rows: [Row; 8] = [
        (1, 0, 0, 15, 15, 8, 4, 50, &[(0, 0.5), (1, 0.5)], 0.12030),
        (1, 0, 8, 15, 15, 13, 6, 35, &[(0, 0.65), (1, 0.35)], 0.21304),
        (1, 0, 27, 15, 15, 23, 11, 0, &[(0, 1.0)], 0.39814),
        (2, 0, 0, 12, 16, 14, 7, 190, &[(1, 0.1), (2, 0.9)], 0.23146),
        (
            2,
            2,
            10,
            14,
            16,
            27,
            13,
            119,
            &[(1, 0.85), (2, 0.15)],
            0.47222,
        ),
        (3, 0, 0, 10, 20, 20, 10, 360, &[(3, 0.4), (4, 0.6)], 0.34258),
        (
            3,
            0,
            15,
            10,
            20,
            35,
            17,
            160,
            &[(1, 0.4), (2, 0.6)],
            0.61249,
        ),
        (3, 3, 27, 15, 25, 57, 28, 0, &[(0, 1.0)], 0.83696),
    ];
    for (i, plus, sh_sk, dex, st, sh_internal, disp, evpen, delay, pb) in rows {
        let s = &SHIELDS_031[i];
        let sc = wearer(Some(s), plus, sk(sh_sk), dex, 15, Size::Medium).class_031();
        assert_eq!(
            (sc.internal, sc.displayed),
            (sh_internal, disp),
            "{} sk {sh_sk}",
            s.name
        );
        assert_eq!(shield_penalty(Some(s), sk(sh_sk), st, 100), evpen);
        let d = attack_delay_dist(Some(s), sk(sh_sk), st);
        for &(v, p) in delay {
            assert!((d.prob(v) - p).abs() < EXACT);
        }
        let p = player(sh_internal, monster_bypass(5), ShieldRules::V031).p_block(0);
        assert!((p - pb).abs() < FIVE_DECIMALS, "{} sk {sh_sk}: {p}", s.name);
        assert_eq!(block_limit(ShieldRules::V031, Some(s)), Some(s.block_limit));
    }
    assert_eq!(block_limit(ShieldRules::V031, None), Some(1));
    assert_eq!(
        block_limit(ShieldRules::V031, Some(&SHIELDS_031[0])),
        Some(0)
    );
    assert_eq!(block_limit(ShieldRules::V019, Some(&SHIELDS_031[3])), None);
}

#[test]
fn incapacitated_never_blocks_and_rules_parse() {
    let c = BlockContest {
        incapacitated: true,
        ..player(40, 18, ShieldRules::V031)
    };
    assert_eq!(c.p_block(0), 0.0);
    assert_eq!("0.19".parse::<ShieldRules>(), Ok(ShieldRules::V019));
    assert!(
        "0.2"
            .parse::<ShieldRules>()
            .unwrap_err()
            .contains("allowed 0.31, 0.19")
    );
}
