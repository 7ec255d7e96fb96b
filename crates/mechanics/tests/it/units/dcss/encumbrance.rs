use mechanics::dcss::encumbrance::*;
use mechanics::dcss::skills::Skill;
use mechanics::tolerance::EXACT;

fn sk(l: i32) -> Skill {
    Skill::level(l).unwrap()
}

/// `docs/rules/dcss-0.31.md` §5 test vectors: aevp(100), spell and stealth penalties, launcher
/// delay distribution.
#[test]
fn spec_section_5_vectors() {
    // (ER, Str, Armour, aevp, spell, stealth, launcher delay distribution)
    type Row = (i32, i32, i32, i32, i32, i32, &'static [(i32, f64)]);
    let rows: [Row; 6] = [
        (18, 15, 5, 640, 121, 216, &[(6, 0.6), (7, 0.4)]),
        (18, 18, 10, 480, 91, 216, &[(4, 0.2), (5, 0.8)]),
        (10, 12, 0, 266, 50, 66, &[(2, 0.35), (3, 0.65)]),
        (4, 8, 0, 58, 11, 10, &[(0, 0.45), (1, 0.55)]),
        (23, 20, 15, 613, 116, 352, &[(6, 0.9), (7, 0.1)]),
        (11, 11, 0, 345, 65, 80, &[(3, 0.55), (4, 0.45)]),
    ];
    for (er, st, arm, a, spell, stealth, delay) in rows {
        assert_eq!(aevp(er, sk(arm), st, 100), a, "aevp ER {er} Str {st}");
        assert_eq!(spell_penalty(a, 0), spell);
        assert_eq!(stealth_penalty(er), stealth);
        let d = launcher_delay_dist(er, sk(arm), st);
        for &(v, p) in delay {
            assert!((d.prob(v) - p).abs() < EXACT, "delay {v} for ER {er}");
        }
    }
}

#[test]
fn sturdy_frame_lowers_er_to_zero_at_most() {
    assert_eq!(encumbrance_rating(-180, 0), 18);
    assert_eq!(encumbrance_rating(-180, 2), 14);
    assert_eq!(encumbrance_rating(-40, 3), 0);
}
