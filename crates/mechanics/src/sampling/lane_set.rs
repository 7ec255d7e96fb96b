//! Sets of the [`STREAMS`] lanes as bit masks, for the lane loops whose lanes start and end
//! fights at different times (the fight lanes of `docs/rules/monsters-and-dumps.md` §5.7 and
//! the duel lanes of `docs/rules/dcss-0.31-player-attack.md` §11).

use super::kernel::STREAMS;

/// A set of lanes: bit `l` for lane `l`.
pub type Mask = u32;

/// Every lane.
pub const ALL: Mask = (1 << STREAMS) - 1;

/// Lane `l` of `mask` as 0 or 1.
#[inline(always)]
pub fn bit(mask: Mask, l: usize) -> u32 {
    (mask >> l) & 1
}

/// The lanes of `mask`, lowest first.
#[inline(always)]
pub fn each(mut mask: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let l = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            l
        })
    })
}

/// The lanes whose `test` holds.
#[inline(always)]
pub fn lanes_where(test: impl Fn(usize) -> bool) -> Mask {
    (0..STREAMS).fold(0, |m, l| m | Mask::from(test(l)) << l)
}

/// The lowest `room` lanes of `mask` (all of them when it has no more).
#[inline(always)]
pub fn lowest(mask: Mask, room: u64) -> Mask {
    if u64::from(mask.count_ones()) <= room {
        mask
    } else {
        each(mask).take(room as usize).fold(0, |m, l| m | 1 << l)
    }
}
