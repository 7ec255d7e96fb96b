use mechanics::dcss::player_attack::damage::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

#[test]
fn stat_factor_examples() {
    // §3.1 and §10 D3, D6, D12: at 10 the factor is 1; Str 18 turns 11 into 13.
    assert_eq!(stat_modify(11, 18), 13);
    assert_eq!(stat_modify(3, 12), 3);
    assert_eq!(stat_modify(4, 10), 4);
    assert_eq!(stat_modify(17, 10), 17);
    assert_eq!(stat_modify(0, 30), 0);
}

/// The closed-form count against the plain mixture over every `r`.
#[test]
fn skill_multiply_counts_every_r() {
    let law = Dist::uniform(0, 23);
    for (base, s) in [
        (2500, 1200),
        (3000, 1050),
        (4000, 800),
        (2500, 0),
        (3000, 2700),
    ] {
        let fast = skill_multiply(&law, base, s);
        let slow = law.and_then(|d| Dist::uniform(0, s).map(|r| d * (base + r) / base));
        assert_eq!((fast.min(), fast.max()), (slow.min(), slow.max()));
        for (v, p) in slow.iter() {
            assert!((fast.prob(v) - p).abs() < EXACT, "base {base} s {s} v {v}");
        }
    }
}
