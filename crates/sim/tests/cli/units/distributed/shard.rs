//! The unit tests of `src/distributed/shard.rs`.

use roguesim::distributed::shard::*;
use roguesim::engine::chunks::ChunkSet;

#[test]
fn shards_cover_every_chunk_once_and_differ_by_at_most_one() {
    for chunks in [0u64, 1, 3, 10, 97, 1000] {
        for count in [1u64, 2, 3, 4, 7, 8, 16, 1000, 1001] {
            let mut covered = ChunkSet::default();
            let mut sizes = Vec::new();
            for index in 1..=count {
                let part = Shard { index, count }.chunks(chunks);
                assert!(covered.intersection(&part).is_empty());
                sizes.push(part.len());
                covered = covered.union(&part);
            }
            assert_eq!(
                covered,
                ChunkSet::all(chunks),
                "{chunks} chunks, {count} shards"
            );
            let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            assert!(hi - lo <= 1, "{chunks} chunks, {count} shards: {sizes:?}");
        }
    }
    // The largest run and the most shards: no overflow.
    let max = Shard::MAX_COUNT;
    let last = Shard {
        index: max,
        count: max,
    };
    assert_eq!(last.chunks(max), ChunkSet::range(max - 1..max));
}

#[test]
fn shard_flags_parse_and_refuse_with_the_allowed_values() {
    assert_eq!(Shard::parse("2/4").unwrap(), Shard { index: 2, count: 4 });
    assert_eq!(Shard::parse("2/4").unwrap().to_string(), "2/4");
    for (bad, needle) in [
        ("0/4", "I = 0 is out of range: allowed 1 to 4"),
        ("5/4", "I = 5 is out of range: allowed 1 to 4"),
        ("1/0", "N = 0 is out of range"),
        ("2", "is not I/N"),
        ("a/4", "is not a whole number"),
        ("1/-4", "is not a whole number"),
        ("1/1000000000000001", "allowed 1 to 1000000000000000"),
    ] {
        let e = Shard::parse(bad).unwrap_err().to_string();
        assert!(e.starts_with("--shard: "), "{e}");
        assert!(e.contains(needle), "{bad}: {e}");
        assert!(!e.contains('\n'));
    }
}
