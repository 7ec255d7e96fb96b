//! Tests of the lane layout: the vector `ENERGY_NEED()` against the game's table.

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;

use mechanics::frog::draws::need_table;
use mechanics::frog::need_clamp;
use mechanics::frog::tables::ENERGY_CLIPPER_TABLE;
use mechanics::sampling::frog_lanes::*;

/// Checks a vector kernel's `ENERGY_NEED()` against [`need_table`] on all 65536 values of
/// every clamp row: `needs(values, m)` is the kernel's result for 32 values and row `m`.
/// Does nothing on a processor without the kernel (nothing runs it there).
#[cfg(target_arch = "x86_64")]
pub(crate) fn assert_vector_need_is_the_table(
    kernel: LaneKernel,
    needs: impl Fn(&[u16; LANES], i16) -> [i16; LANES],
) {
    if !kernel.available() {
        return;
    }
    for m in ENERGY_CLIPPER_TABLE.iter().map(|&m| i16::from(m)) {
        let table = need_table(i32::from(m));
        for first in (0..=u16::MAX).step_by(LANES) {
            let values: [u16; LANES] = std::array::from_fn(|l| first + l as u16);
            for (&u, &need) in values.iter().zip(&needs(&values, m)) {
                let want = i32::from(table[usize::from(u)]);
                assert_eq!(i32::from(need), want, "{kernel:?}: m={m} u={u}");
            }
        }
    }
}

/// Every clamp row is the widest row clamped: the identity the lanes read
/// `ENERGY_NEED()` by (`docs/rules/frogcomposband-energy.md` §3.2).
#[test]
fn every_row_is_the_widest_row_clamped() {
    let widest = need_table(WIDEST_CLIP);
    for m in ENERGY_CLIPPER_TABLE.iter().map(|&m| i32::from(m)) {
        let row = need_table(m);
        for u in 0..=usize::from(u16::MAX) {
            assert_eq!(
                need_clamp(i32::from(widest[u]), m),
                i32::from(row[u]),
                "m={m} u={u}"
            );
        }
    }
    assert_eq!(
        widest
            .iter()
            .map(|&c| (i32::from(c) - 100).unsigned_abs())
            .max(),
        Some(OFFSETS as u32 - 1)
    );
}
