//! What the double-move experiment counts: the law of `N`, the windows with a double move,
//! and the runs of consecutive double moves, merged by addition
//! (`docs/rules/frogcomposband-energy.md` §5, §9.2).

use serde::{Deserialize, Serialize};

use crate::engine::Accumulator;
use crate::speed_counts::ActionCounts;

/// Longest run of consecutive double moves counted individually; longer runs share the
/// last bin.
pub const MAX_RUN: usize = 63;

/// Counts of the double-move experiment, merged by addition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrogAcc {
    /// The law of `N` (no batches for level entry, whose trials are independent).
    pub law: ActionCounts,
    /// Complete windows.
    pub windows: u64,
    /// Complete windows with at least one double move.
    pub windows_with_double: u64,
    /// Runs of consecutive double moves by length (last bin: ≥ 63).
    #[serde(with = "crate::engine::state::fixed")]
    pub runs: [u64; MAX_RUN + 1],
}

impl Default for FrogAcc {
    fn default() -> Self {
        FrogAcc {
            law: ActionCounts::default(),
            windows: 0,
            windows_with_double: 0,
            runs: [0; MAX_RUN + 1],
        }
    }
}

impl Accumulator for FrogAcc {
    fn merge(&mut self, other: Self) {
        self.law.merge(other.law);
        self.windows += other.windows;
        self.windows_with_double += other.windows_with_double;
        for (a, b) in self.runs.iter_mut().zip(other.runs) {
            *a += b;
        }
    }
}
