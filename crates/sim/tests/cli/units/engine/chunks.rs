//! The unit tests of `src/engine/chunks.rs`.

use roguesim::engine::chunks::*;

fn set(ranges: &[(u64, u64)]) -> ChunkSet {
    let mut s = ChunkSet::default();
    for &(a, b) in ranges {
        s.add(a..b);
    }
    s
}

/// The set as a plain list of members, for comparison with a naive model.
fn members(s: &ChunkSet) -> Vec<u64> {
    s.ranges().iter().flat_map(|r| r.clone()).collect()
}

#[test]
fn adding_joins_overlapping_and_adjacent_ranges() {
    let s = set(&[(5, 7), (0, 2), (2, 3), (10, 12), (6, 10)]);
    assert_eq!(s.ranges(), &[0..3, 5..12]);
    assert_eq!(s.len(), 10);
    assert_eq!(s.to_string(), "0..3, 5..12");
    let mut t = ChunkSet::default();
    for c in [4, 2, 3, 9] {
        t.insert(c);
    }
    assert_eq!(t.ranges(), &[2..5, 9..10]);
    assert_eq!(t.to_string(), "2..5, 9");
    assert_eq!(ChunkSet::default().to_string(), "none");
}

#[test]
fn set_operations_agree_with_a_naive_model() {
    // Every pair of sets built from ranges within 0..12 on a small grid.
    let shapes: Vec<ChunkSet> = [
        vec![],
        vec![(0, 12)],
        vec![(0, 1), (3, 6)],
        vec![(2, 4), (6, 7), (9, 12)],
        vec![(5, 6)],
        vec![(1, 11)],
    ]
    .iter()
    .map(|r| set(r))
    .collect();
    for a in &shapes {
        for b in &shapes {
            let (ma, mb) = (members(a), members(b));
            let minus: Vec<u64> = ma.iter().copied().filter(|c| !mb.contains(c)).collect();
            let both: Vec<u64> = ma.iter().copied().filter(|c| mb.contains(c)).collect();
            let mut union: Vec<u64> = ma.iter().chain(&mb).copied().collect();
            union.sort();
            union.dedup();
            assert_eq!(members(&a.minus(b)), minus, "{a} minus {b}");
            assert_eq!(members(&a.intersection(b)), both, "{a} and {b}");
            assert_eq!(members(&a.union(b)), union, "{a} or {b}");
            assert_eq!(a.is_subset(b), minus.is_empty());
            for c in 0..13 {
                assert_eq!(a.contains(c), ma.contains(&c));
            }
            for (n, &c) in ma.iter().enumerate() {
                assert_eq!(a.nth(n as u64), Some(c));
            }
            assert_eq!(a.nth(ma.len() as u64), None);
        }
    }
}

#[test]
fn trials_count_the_short_last_chunk() {
    // 1000 trials in chunks of 300: 300, 300, 300, 100.
    assert_eq!(ChunkSet::all(4).trials(1000, 300), 1000);
    assert_eq!(ChunkSet::range(3..4).trials(1000, 300), 100);
    assert_eq!(set(&[(0, 1), (2, 4)]).trials(1000, 300), 700);
    // The largest run: no overflow.
    let max = roguesim::engine::MAX_TRIALS;
    let chunks = max.div_ceil(1 << 20);
    assert_eq!(ChunkSet::all(chunks).trials(max, 1 << 20), max);
    assert_eq!(ChunkSet::all(1).trials(max, u64::MAX), max);
}

#[test]
fn json_is_a_list_of_pairs_and_rejects_malformed_lists() {
    let s = set(&[(0, 3), (5, 12)]);
    let text = serde_json::to_string(&s).unwrap();
    assert_eq!(text, "[[0,3],[5,12]]");
    assert_eq!(serde_json::from_str::<ChunkSet>(&text).unwrap(), s);
    for bad in [
        "[[3,3]]",
        "[[4,2]]",
        "[[0,3],[3,5]]",
        "[[5,6],[0,1]]",
        "[[0,4],[2,6]]",
    ] {
        assert!(serde_json::from_str::<ChunkSet>(bad).is_err(), "{bad}");
    }
}
