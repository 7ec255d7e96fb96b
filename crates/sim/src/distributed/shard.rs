//! `--shard I/N`: the share of a run's chunks one shard computes, the `I`-th of `N`
//! contiguous, near-equal slices of `0..chunks`.

use std::fmt;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::engine::MAX_TRIALS;
use crate::engine::chunks::ChunkSet;
use crate::error::SimError;

/// One shard of a run, `--shard I/N`: the `I`-th (from 1) of `N` contiguous slices of the
/// run's chunks, chunk `c` belonging to the shard `I` with
/// `floor((I - 1) · C / N) <= c < floor(I · C / N)` for `C` chunks. Shards differ in size by
/// at most one chunk; with more shards than chunks, some are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Shard {
    /// `I`, from 1 to `count`.
    pub index: u64,
    /// `N`, at least 1.
    pub count: u64,
}

impl Shard {
    /// The most shards a run may be cut into: one per chunk of the largest run.
    pub const MAX_COUNT: u64 = MAX_TRIALS;

    /// Reads `I/N` (`--shard`): `1 <= I <= N <= MAX_COUNT`.
    pub fn parse(text: &str) -> Result<Shard, SimError> {
        let bad = |why: String| SimError::invalid("--shard", why);
        let (i, n) = text.split_once('/').ok_or_else(|| {
            bad(format!(
                "{text:?} is not I/N (e.g. 2/4: the second of four)"
            ))
        })?;
        let number = |s: &str, what: &str| {
            s.trim().parse::<u64>().map_err(|_| {
                bad(format!(
                    "{text:?}: {what} {s:?} is not a whole number (e.g. 2/4: the second of four)"
                ))
            })
        };
        let (index, count) = (number(i, "I")?, number(n, "N")?);
        if count == 0 || count > Self::MAX_COUNT {
            return Err(bad(format!(
                "{text}: N = {count} is out of range: allowed 1 to {}",
                Self::MAX_COUNT
            )));
        }
        if index == 0 || index > count {
            return Err(bad(format!(
                "{text}: I = {index} is out of range: allowed 1 to {count}"
            )));
        }
        Ok(Shard { index, count })
    }

    /// This shard's chunks out of `chunks`.
    pub fn chunks(self, chunks: u64) -> ChunkSet {
        let cut = |i: u64| (u128::from(i) * u128::from(chunks) / u128::from(self.count)) as u64;
        ChunkSet::range(cut(self.index - 1)..cut(self.index))
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}
