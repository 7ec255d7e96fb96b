use mechanics::dcss::skills::*;

#[test]
fn scaled_reads_match_the_game() {
    let s = Skill::from_f64(10.5).unwrap();
    assert_eq!(s.scaled(10), 105);
    assert_eq!(s.scaled(100), 1050);
    assert_eq!(s.scaled(38), 380 + 19);
    assert_eq!(Skill::level(8).unwrap().scaled(5), 40);
    assert!(Skill::level(28).is_err());
    assert!(Skill::level(-1).is_err());
    assert!(Skill::from_f64(f64::NAN).is_err());
    assert!(Skill::from_f64(10.55).is_err());
    assert_eq!(Skill::from_f64(2.5).unwrap().tenths(), 25);
}

/// The bottom of every tenth reads `level·k + d·k/10`, as the tenths-only model did
/// (`docs/rules/dcss-0.31.md` §0).
#[test]
fn tenths_read_as_before() {
    for t in 0..=270 {
        let s = Skill::from_tenths(t).unwrap();
        assert_eq!(s.tenths(), t);
        for k in [1, 5, 10, 20, 38, 100, 270] {
            assert_eq!(s.scaled(k), (t / 10) * k + (t % 10) * k / 10, "{t} at {k}");
        }
    }
    assert!(Skill::from_tenths(271).is_err());
    assert!(Skill::from_millionths(27_000_001).is_err());
    assert!(Skill::from_millionths(-1).is_err());
}

/// The top of every tenth reads `level·k + ⌈(d+1)·k/10⌉ − 1` at every scale up to 1000,
/// still prints as the same tenth, and 27 stays 27
/// (`docs/rules/monsters-and-dumps.md` §4.3).
#[test]
fn tops_of_tenths_read_just_below_the_next_tenth() {
    for t in 0..270 {
        let (low, top) = Skill::tenths_interval(t).unwrap();
        assert_eq!(top.tenths(), t);
        assert!(low < top);
        assert_eq!(top.top_of_tenth(), top);
        let (level, d) = (t / 10, t % 10);
        for k in 1..=1000 {
            let ceil = ((d + 1) * k + 9) / 10;
            assert_eq!(top.scaled(k), level * k + ceil - 1, "{t} at {k}");
        }
    }
    assert_eq!(Skill::MAX.top_of_tenth(), Skill::MAX);
    assert_eq!(
        Skill::tenths_interval(270).unwrap(),
        (Skill::MAX, Skill::MAX)
    );
    assert!(Skill::tenths_interval(271).is_err());
    // Shields 4.3: scale 38 reads 163 at the bottom and 167 at the top; scale 5 and
    // scale 10 never move inside a tenth.
    let (low, top) = Skill::tenths_interval(43).unwrap();
    assert_eq!((low.scaled(38), top.scaled(38)), (163, 167));
    assert_eq!((low.scaled(5), top.scaled(5)), (21, 21));
    assert_eq!((low.scaled(10), top.scaled(10)), (43, 43));
}
