//! Sets of chunk indices. A run is cut into chunks (see [`super`]): chunk `i` runs its own
//! seeded generator, so any set of chunks can be computed anywhere and added up later. A
//! [`ChunkSet`] says which chunks a run computes here, or a part, a checkpoint or a shard
//! holds.

use std::fmt;
use std::ops::Range;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A set of chunk indices: sorted, disjoint, non-adjacent half-open ranges. Written in JSON as
/// `[[start, end], ...]` (end exclusive), so a contiguous shard of a billion chunks takes one
/// pair.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(try_from = "Vec<[u64; 2]>", into = "Vec<[u64; 2]>")]
pub struct ChunkSet {
    ranges: Vec<Range<u64>>,
}

impl ChunkSet {
    /// Chunks `range.start .. range.end` (empty when `start >= end`).
    pub fn range(range: Range<u64>) -> Self {
        let ranges = if range.start < range.end {
            vec![range]
        } else {
            Vec::new()
        };
        ChunkSet { ranges }
    }

    /// Every chunk of a run of `chunks` chunks.
    pub fn all(chunks: u64) -> Self {
        Self::range(0..chunks)
    }

    /// No chunk at all.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The number of chunks.
    pub fn len(&self) -> u64 {
        self.ranges.iter().map(|r| r.end - r.start).sum()
    }

    /// The ranges, in increasing order.
    pub fn ranges(&self) -> &[Range<u64>] {
        &self.ranges
    }

    /// The `n`-th chunk in increasing order (`n < len()`).
    pub fn nth(&self, mut n: u64) -> Option<u64> {
        for r in &self.ranges {
            let len = r.end - r.start;
            if n < len {
                return Some(r.start + n);
            }
            n -= len;
        }
        None
    }

    /// Whether `chunk` is in the set.
    pub fn contains(&self, chunk: u64) -> bool {
        let i = self.ranges.partition_point(|r| r.end <= chunk);
        self.ranges.get(i).is_some_and(|r| r.start <= chunk)
    }

    /// Adds one chunk, joining it to its neighbours.
    pub fn insert(&mut self, chunk: u64) {
        self.add(chunk..chunk + 1);
    }

    /// Adds a range of chunks, joining overlapping and adjacent ranges.
    pub fn add(&mut self, range: Range<u64>) {
        if range.start >= range.end {
            return;
        }
        // The ranges that overlap or touch `range` are a contiguous run `first..last`.
        let first = self.ranges.partition_point(|r| r.end < range.start);
        let last = self.ranges.partition_point(|r| r.start <= range.end);
        let mut joined = range;
        if first < last {
            joined.start = joined.start.min(self.ranges[first].start);
            joined.end = joined.end.max(self.ranges[last - 1].end);
        }
        self.ranges.splice(first..last, [joined]);
    }

    /// The union of `self` and `other`.
    pub fn union(&self, other: &ChunkSet) -> ChunkSet {
        let mut out = self.clone();
        for r in &other.ranges {
            out.add(r.clone());
        }
        out
    }

    /// The chunks of `self` that are not in `other`.
    pub fn minus(&self, other: &ChunkSet) -> ChunkSet {
        let mut out = Vec::new();
        let mut j = 0;
        for r in &self.ranges {
            let mut start = r.start;
            while j < other.ranges.len() && other.ranges[j].end <= start {
                j += 1;
            }
            let mut k = j;
            while start < r.end {
                match other.ranges.get(k) {
                    Some(o) if o.start < r.end => {
                        if o.start > start {
                            out.push(start..o.start);
                        }
                        start = start.max(o.end);
                        k += 1;
                    }
                    _ => {
                        out.push(start..r.end);
                        start = r.end;
                    }
                }
            }
        }
        ChunkSet { ranges: out }
    }

    /// The chunks in both sets.
    pub fn intersection(&self, other: &ChunkSet) -> ChunkSet {
        self.minus(&self.minus(other))
    }

    /// Every chunk of `self` is in `other`.
    pub fn is_subset(&self, other: &ChunkSet) -> bool {
        self.minus(other).is_empty()
    }

    /// The trials these chunks hold in a run of `trials` trials cut into chunks of
    /// `chunk_size` (only the last chunk of the run can be short).
    pub fn trials(&self, trials: u64, chunk_size: u64) -> u64 {
        self.ranges
            .iter()
            .map(|r| {
                let start = r.start.saturating_mul(chunk_size).min(trials);
                let end = r.end.saturating_mul(chunk_size).min(trials);
                end - start
            })
            .sum()
    }
}

impl fmt::Display for ChunkSet {
    /// `0..4, 9` style: each range as `start..end` (end exclusive), single chunks alone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ranges.is_empty() {
            return f.write_str("none");
        }
        for (i, r) in self.ranges.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if r.end - r.start == 1 {
                write!(f, "{}", r.start)?;
            } else {
                write!(f, "{}..{}", r.start, r.end)?;
            }
        }
        Ok(())
    }
}

impl TryFrom<Vec<[u64; 2]>> for ChunkSet {
    type Error = String;

    /// Reads `[[start, end], ...]`: each range non-empty, in increasing order, disjoint and
    /// not adjacent (the form [`ChunkSet`] writes).
    fn try_from(pairs: Vec<[u64; 2]>) -> Result<Self, Self::Error> {
        let mut ranges: Vec<Range<u64>> = Vec::with_capacity(pairs.len());
        for [start, end] in pairs {
            if start >= end {
                return Err(format!("chunk range [{start}, {end}] is empty"));
            }
            if ranges.last().is_some_and(|last| last.end >= start) {
                return Err(format!(
                    "chunk range [{start}, {end}] is out of order or touches the one before"
                ));
            }
            ranges.push(start..end);
        }
        Ok(ChunkSet { ranges })
    }
}

impl From<ChunkSet> for Vec<[u64; 2]> {
    fn from(set: ChunkSet) -> Self {
        set.ranges.into_iter().map(|r| [r.start, r.end]).collect()
    }
}

/// The trials of chunk `chunk` of a run of `trials` trials in chunks of `chunk_size`: the
/// chunk size, or what is left for the last chunk.
pub fn chunk_trials(trials: u64, chunk_size: u64, chunk: u64) -> u64 {
    let first = chunk.saturating_mul(chunk_size);
    chunk_size.min(trials.saturating_sub(first))
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let max = super::super::MAX_TRIALS;
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
}
