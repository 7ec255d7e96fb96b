use mechanics::sampling::dcss_exchange::chance::Chance;
use mechanics::sampling::dcss_exchange::threshold::Threshold;

/// `2⁶²`: the range of a word's top 62 bits.
const RANGE: u128 = 1 << 62;

/// The word whose top 62 bits are `x`.
fn word(x: u128) -> u64 {
    (x as u64) << 2
}

/// `t`'s accepted words are those whose top 62 bits are below `accepted`, and its event
/// those below `event`: both tests are monotone in the top bits, so their bounds are where
/// they turn.
fn assert_bounds(t: &Threshold, accepted: u128, event: u128) {
    assert!(
        t.test(word(accepted - 1)).1,
        "{t:?} rejects {}",
        accepted - 1
    );
    if accepted < RANGE {
        assert!(!t.test(word(accepted)).1, "{t:?} accepts {accepted}");
    }
    if event > 0 {
        assert!(t.test(word(event - 1)).0, "{t:?} misses {}", event - 1);
    }
    if event < RANGE {
        assert!(!t.test(word(event)).0, "{t:?} has {event}");
    }
}

/// Exhaustive on a scaled-down word: with the top bits of every word, each outcome of
/// `0..M` is taken by exactly `k` accepted words, and the event by `k·N`.
#[test]
fn thresholds_are_exact() {
    let c = |favourable, outcomes| Chance {
        favourable,
        outcomes,
    };
    for (n, m) in [
        (0u128, 1u128),
        (1, 1),
        (1, 3),
        (2, 3),
        (5, 7),
        (40, 100),
        (99, 100),
    ] {
        let t = Threshold::new(c(n, m)).expect("fits");
        let k = RANGE / m;
        // The last accepted value is k·M − 1, the event's bound k·N.
        assert_bounds(&t, k * m, k * n);
    }
    // Probability 1 and 0 on any word, and the rejected words are the top ones.
    let one = Threshold::new(c(3, 3)).unwrap();
    let never = Threshold::new(Chance::NEVER).unwrap();
    for w in [0u64, 1 << 63, u64::MAX - 7] {
        assert_eq!(one.test(w).0, one.test(w).1);
        assert!(!never.test(w).0);
    }
    let third = Threshold::new(c(1, 3)).unwrap();
    assert_eq!(third.test(u64::MAX), (false, false));
    assert_eq!(third.test(0), (true, true));
    // Denominators past 2^62 do not fit.
    assert!(Threshold::new(c(1, RANGE + 1)).is_none());
    assert!(Threshold::new(c(1, RANGE)).is_some());
}
