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
