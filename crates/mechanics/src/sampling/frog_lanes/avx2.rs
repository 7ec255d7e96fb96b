//! The AVX2 kernel of [`LaneTimeline`]: the portable step of the parent module on pairs of
//! 256-bit vectors, lanes 0..16 in the first and 16..32 in the second
//! (`docs/rules/frogcomposband-energy.md` §3.1, §3.3, §5, §7). Every operation maps onto a line of
//! `run_portable`, except that `ENERGY_NEED()` is read from [`Buckets`] by gathers instead of
//! from the 64 KiB table, and the player's cost from a table by offset instead of by value;
//! the tests check the first against the table on every value and clamp row, and the kernels
//! against each other draw for draw.

use std::arch::x86_64::{
    __m256i, _mm256_add_epi16, _mm256_and_si256, _mm256_blendv_epi8, _mm256_castsi256_si128,
    _mm256_cmpeq_epi16, _mm256_cmpgt_epi16, _mm256_cvtepu16_epi32, _mm256_extracti128_si256,
    _mm256_i32gather_epi32, _mm256_min_epu16, _mm256_movemask_epi8, _mm256_mulhi_epu16,
    _mm256_mullo_epi16, _mm256_packs_epi16, _mm256_packus_epi32, _mm256_permute4x64_epi64,
    _mm256_set1_epi16, _mm256_srli_epi16, _mm256_sub_epi16,
};

use super::{Buckets, LANES, LaneTimeline, MAX_DEPTH, OFFSETS, STREAMS};
use crate::sampling::kernel::avx2::{load_pair, load_streams, next_words, store, store_streams};

/// Lanes per vector.
const HALF: usize = LANES / 2;

/// `table[index]` for 16 16-bit indices below `table.len()`, by two gathers of eight.
#[inline]
#[target_feature(enable = "avx2")]
fn gather<const N: usize>(table: &[i32; N], index: __m256i) -> __m256i {
    let low = _mm256_cvtepu16_epi32(_mm256_castsi256_si128(index));
    let high = _mm256_cvtepu16_epi32(_mm256_extracti128_si256::<1>(index));
    // SAFETY: every caller's indices are below `N` (bucket numbers `u >> 9 < 128` into 128
    // entries, offsets `min(offset, 100 - m) < OFFSETS <= 64` into 64; `run` and
    // `Buckets::new` assert these bounds), so each gathered `i32` lies in `table`.
    let (low, high) = unsafe {
        (
            _mm256_i32gather_epi32::<4>(table.as_ptr(), low),
            _mm256_i32gather_epi32::<4>(table.as_ptr(), high),
        )
    };
    // The entries fit 16 bits; packing interleaves the 128-bit halves, the permute restores
    // lane order.
    _mm256_permute4x64_epi64::<0b11_01_10_00>(_mm256_packus_epi32(low, high))
}

/// The widest row's offset `|ENERGY_NEED() - 100|` in 16 lanes, from the bucket entries
/// widened to `i32`: one gather, then one step up past the rise.
#[inline]
#[target_feature(enable = "avx2")]
fn offset(u: __m256i, buckets: &[i32; 128]) -> __m256i {
    let entry = gather(buckets, _mm256_srli_epi16::<9>(u));
    let base = _mm256_srli_epi16::<9>(entry);
    let rise = _mm256_and_si256(entry, _mm256_set1_epi16(0x1ff));
    let low = _mm256_and_si256(_mm256_srli_epi16::<1>(u), _mm256_set1_epi16(0xff));
    // `low >= rise` (both below 512): `base + 1`, else `base`; the compare is -1 when
    // `rise > low`.
    let before = _mm256_cmpgt_epi16(rise, low);
    _mm256_add_epi16(_mm256_add_epi16(base, _mm256_set1_epi16(1)), before)
}

/// Lanes whose 16-bit value has bit 0 (the sign: `100 - off`) set, as all-ones.
#[inline]
#[target_feature(enable = "avx2")]
fn minus(u: __m256i) -> __m256i {
    let one = _mm256_set1_epi16(1);
    _mm256_cmpeq_epi16(_mm256_and_si256(u, one), one)
}

/// `ENERGY_NEED()` in 16 lanes, each clamped to its lane's `limit = 100 - m`.
#[inline]
#[target_feature(enable = "avx2")]
fn need(u: __m256i, buckets: &[i32; 128], limit: __m256i) -> __m256i {
    let off = _mm256_min_epu16(offset(u, buckets), limit);
    let hundred = _mm256_set1_epi16(100);
    _mm256_blendv_epi8(
        _mm256_add_epi16(hundred, off),
        _mm256_sub_epi16(hundred, off),
        minus(u),
    )
}

/// The player's cost in 16 lanes (`docs/rules/frogcomposband-energy.md` §3.3), from the packed
/// table by offset widened to `i32`.
#[inline]
#[target_feature(enable = "avx2")]
fn player_cost(
    u: __m256i,
    buckets: &[i32; 128],
    limit: __m256i,
    by_offset: &[i32; 2 * LANES],
    energy_use: __m256i,
) -> __m256i {
    let off = _mm256_min_epu16(offset(u, buckets), limit);
    let entry = gather(by_offset, off);
    let above = _mm256_srli_epi16::<1>(entry);
    let below = _mm256_add_epi16(above, _mm256_and_si256(entry, _mm256_set1_epi16(1)));
    _mm256_blendv_epi8(
        _mm256_add_epi16(energy_use, above),
        _mm256_sub_epi16(energy_use, below),
        minus(u),
    )
}

/// The lanes (bit `l` for lane `l`) whose 16-bit value is `<= 0`.
#[inline]
#[target_feature(enable = "avx2")]
fn not_positive(v: [__m256i; 2]) -> u32 {
    let one = _mm256_set1_epi16(1);
    let (a, b) = (_mm256_cmpgt_epi16(one, v[0]), _mm256_cmpgt_epi16(one, v[1]));
    // Saturating packs keep -1/0 as bytes; the permute restores lane order.
    let bytes = _mm256_permute4x64_epi64::<0b11_01_10_00>(_mm256_packs_epi16(a, b));
    _mm256_movemask_epi8(bytes) as u32
}

/// `LaneTimeline::run_portable` on vectors. `record` is inlined here, so it gets the
/// processor's `popcnt` for counting lanes in masks.
#[target_feature(enable = "avx2,popcnt")]
pub(super) fn run<F: FnMut(&[u32])>(
    t: &mut LaneTimeline,
    buckets: &Buckets,
    steps: u64,
    record: &mut F,
) {
    let buckets: [i32; 128] = buckets.entries.map(i32::from);
    // `gather` reads both tables unchecked: the bucket number `u >> 9` of a 16-bit value
    // indexes the 128 buckets, and the cost offset, at most the player's limit `100 - m`, the
    // first OFFSETS of the 2·LANES entries by offset.
    const { assert!((u16::MAX >> 9) as usize + 1 == 128 && OFFSETS <= 2 * LANES) };
    debug_assert!(
        (0..OFFSETS as i16).contains(&(100 - t.player_clip)),
        "player cost table by offset: the player's limit 100 - m must lie in 0..OFFSETS"
    );
    let mut by_offset = [0i32; 2 * LANES];
    for (wide, &entry) in by_offset
        .iter_mut()
        .zip(t.player_cost_by_offset.as_flattened())
    {
        *wide = i32::from(entry);
    }
    let mut s = load_streams(&t.streams);
    let energy_use = _mm256_set1_epi16(t.energy_use);
    let player_limit = _mm256_set1_epi16(100 - t.player_clip);
    let ep = _mm256_set1_epi16(t.player_energy);
    let ep_less_one = _mm256_set1_epi16(t.player_energy - 1);
    let magic = _mm256_set1_epi16(t.ceil_magic as i16);
    let em = load_pair(&t.monster_energy);
    let clip = load_pair(&t.monster_clip);
    let hundred = _mm256_set1_epi16(100);
    let monster_limit = [0, 1].map(|h| _mm256_sub_epi16(hundred, clip[h]));
    let mut x = load_pair(&t.player_need);
    let mut y = load_pair(&t.monster_need);
    let mut masks = [0u32; MAX_DEPTH];
    for _ in 0..steps {
        let u = next_words(&mut s);
        let mut owed = y;
        for h in 0..2 {
            let c = player_cost(u[h], &buckets, player_limit, &by_offset, energy_use);
            let p = _mm256_add_epi16(x[h], c);
            let turns = _mm256_mulhi_epu16(_mm256_add_epi16(p, ep_less_one), magic);
            x[h] = _mm256_sub_epi16(p, _mm256_mullo_epi16(turns, ep));
            owed[h] = _mm256_sub_epi16(y[h], _mm256_mullo_epi16(turns, em[h]));
        }
        let mut depth = 0;
        loop {
            let acting = not_positive(owed);
            if acting == 0 {
                break;
            }
            let u = next_words(&mut s);
            for h in 0..2 {
                let c = need(u[h], &buckets, monster_limit[h]);
                let acts = _mm256_cmpgt_epi16(_mm256_set1_epi16(1), owed[h]);
                owed[h] = _mm256_add_epi16(owed[h], _mm256_and_si256(c, acts));
            }
            masks[depth] = acting;
            depth += 1;
        }
        y = owed;
        record(&masks[..depth]);
    }
    store_streams(&mut t.streams, s);
    for h in 0..2 {
        store(&mut t.player_need, h, x[h]);
        store(&mut t.monster_need, h, y[h]);
    }
    const { assert!(HALF * 2 == LANES && STREAMS * 64 == LANES * 16) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sampling::frog_lanes::LaneKernel;
    use crate::sampling::frog_lanes::tests::assert_vector_need_is_the_table;
    use crate::sampling::kernel::avx2::load;

    /// The vector `need` of 32 values for clamp row `m`, 16 at a time.
    #[target_feature(enable = "avx2")]
    fn vector_needs(buckets: &[i32; 128], values: &[u16; LANES], m: i16) -> [i16; LANES] {
        let mut needs = [0i16; LANES];
        for h in 0..2 {
            let limit = _mm256_set1_epi16(100 - m);
            store(&mut needs, h, need(load(values, h), buckets, limit));
        }
        needs
    }

    #[test]
    fn vector_need_is_the_need_table_on_every_value() {
        let buckets: [i32; 128] = Buckets::new().entries.map(i32::from);
        // SAFETY: the check calls it only when AVX2 is available.
        assert_vector_need_is_the_table(LaneKernel::Avx2, |v, m| unsafe {
            vector_needs(&buckets, v, m)
        });
    }
}
