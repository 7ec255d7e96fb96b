//! Where the factored duel's mass goes as energy moves (`docs/rules/dcss-0.31-player-attack.md`
//! §11.1): a row of the monster's chain, moved on by your action's energy gain or a round's
//! cost, lands in the rows that wait or in an acting level.

use crate::dcss::duel::rounds::{axpy, extent};
use crate::dcss::time::ENERGY_THRESHOLD;

/// Where a row of mass goes at the monster's energy `e2` (`docs/rules/dcss-0.31-player-attack.md`
/// §11.1): into `next` below the threshold (it waits; your block counter is reset), else into
/// acting level `e2 − 80` at your block counter `pb`, marked as holding mass up to it.
pub(super) struct Sink<'a> {
    /// The rows below the threshold, by energy: the monster waits.
    pub(super) next: &'a mut [f64],
    /// The rows at or above it, by acting level, then your block counter.
    pub(super) acting: &'a mut [f64],
    /// Per acting level, how many block counter states (from 0) may hold mass.
    pub(super) acting_live: &'a mut [usize],
    /// The lowest energy `next` holds.
    pub(super) e_lo: i32,
    /// Your block counter's states.
    pub(super) ps: usize,
    /// Numbers per block counter state (every `j`'s row).
    pub(super) sheet: usize,
}

impl Sink<'_> {
    /// Adds `p·row`, row `within` numbers into its sheet, at energy `e2`.
    #[inline(always)]
    fn add(&mut self, e2: i32, pb: usize, within: usize, p: f64, row: &[f64]) {
        let len = row.len();
        let to = if e2 < ENERGY_THRESHOLD {
            let at = (e2 - self.e_lo) as usize * self.sheet + within;
            &mut self.next[at..at + len]
        } else {
            let level = (e2 - ENERGY_THRESHOLD) as usize;
            self.acting_live[level] = self.acting_live[level].max(pb + 1);
            let at = (level * self.ps + pb) * self.sheet + within;
            &mut self.acting[at..at + len]
        };
        axpy(to, p, row);
    }

    /// Sends a row of mass on by each `(e2, p)` of `moves` (your action's energy gain, or a
    /// round's cost) as [`Sink::add`] routes it, and leaves the row all zeros; a row holding
    /// no mass costs nothing.
    #[inline(always)]
    pub(super) fn spread(
        &mut self,
        row: &mut [f64],
        moves: impl Iterator<Item = (i32, f64)>,
        pb: usize,
        within: usize,
    ) {
        let len = extent(row);
        if len == 0 {
            return;
        }
        let row = &mut row[..len];
        for (e2, p) in moves {
            self.add(e2, pb, within, p, row);
        }
        row.fill(0.0);
    }
}
