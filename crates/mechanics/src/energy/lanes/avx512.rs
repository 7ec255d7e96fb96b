//! The AVX-512 kernel of [`LaneTimeline`]: the portable step of the parent module on
//! vectors of 32 16-bit lanes (`frogcomposband-energy.md` §3.1, §5, §7). Every operation maps
//! onto a line of `run_portable`, except that `ENERGY_NEED()` is read from [`Buckets`] by
//! permutes instead of from the 64 KiB table; the tests check that lookup against the table on
//! every value and the two kernels against each other draw for draw.

use std::arch::x86_64::{
    __m512i, _mm512_add_epi16, _mm512_add_epi64, _mm512_and_si512, _mm512_cmpge_epu16_mask,
    _mm512_cmple_epi16_mask, _mm512_loadu_si512, _mm512_mask_add_epi16, _mm512_mask_blend_epi16,
    _mm512_mask_sub_epi16, _mm512_mulhi_epu16, _mm512_mullo_epi16, _mm512_permutex2var_epi16,
    _mm512_rol_epi64, _mm512_set1_epi16, _mm512_setzero_si512, _mm512_slli_epi64,
    _mm512_srli_epi16, _mm512_storeu_si512, _mm512_sub_epi16, _mm512_test_epi16_mask,
    _mm512_xor_si512,
};

use super::{LANES, LaneTimeline, MAX_DEPTH, STREAMS};
use crate::energy::draws::need_table;

/// `ENERGY_NEED()` of one clamp row as a function of one uniform 16-bit value, in a form a
/// vector unit reads with two permutes (`frogcomposband-energy.md` §3.1, §3.2).
///
/// The offset `|cost - 100|` is a non-decreasing function of `tmp` (bits 1..=15) that rises
/// by at most one within each bucket of 256 consecutive values of `tmp` (the table's steps are
/// at least ~290 values of `tmp` apart up to the widest clamp). Entry `b` of the 128 buckets
/// packs the offset at the bucket's start (bits 9..) and the first `tmp % 256` at which it
/// rises (bits 0..=8; 256 when it does not); [`cost`] reads it. The exhaustive test checks
/// [`cost`] against [`need_table`] on all 65536 values of every clamp row.
#[derive(Clone, Copy, Debug)]
struct NeedBuckets {
    entries: [u16; 128],
}

impl NeedBuckets {
    /// The buckets of clamp row `m` (67..=80), read off [`need_table`].
    fn new(m: i32) -> Self {
        let table = need_table(m);
        let mut entries = [0u16; 128];
        for (b, entry) in entries.iter_mut().enumerate() {
            // The sign bit clear gives `100 + offset` (clamped to `200 - m`).
            let offset = |low: usize| i32::from(table[(b << 9) | (low << 1)]) - 100;
            let base = offset(0);
            let rise = (1..256).find(|&low| offset(low) != base).unwrap_or(256);
            *entry = ((base as u16) << 9) | rise as u16;
        }
        Self { entries }
    }
}

/// The buckets of the player's and the monster's clamp rows, built once per timeline.
#[derive(Clone, Copy, Debug)]
pub(super) struct Buckets {
    player: NeedBuckets,
    monster: NeedBuckets,
}

impl Buckets {
    /// The buckets of the two clamp rows (67..=80).
    pub(super) fn new(player_clip: i32, monster_clip: i32) -> Self {
        Buckets {
            player: NeedBuckets::new(player_clip),
            monster: NeedBuckets::new(monster_clip),
        }
    }
}

/// 512 bits from `LANES` 16-bit or `STREAMS` 64-bit values.
#[inline]
#[target_feature(enable = "avx512f")]
fn load<T: Copy, const N: usize>(values: &[T; N]) -> __m512i {
    const { assert!(size_of::<[T; N]>() == 64) };
    // SAFETY: `values` is 64 readable bytes (checked above); the load is unaligned.
    unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
}

/// Stores 512 bits into `LANES` 16-bit or `STREAMS` 64-bit values.
#[inline]
#[target_feature(enable = "avx512f")]
fn store<T: Copy, const N: usize>(values: &mut [T; N], v: __m512i) {
    const { assert!(size_of::<[T; N]>() == 64) };
    // SAFETY: `values` is 64 writable bytes (checked above); every bit pattern is a valid
    // `u16`, `i16` or `u64`; the store is unaligned.
    unsafe { _mm512_storeu_si512(values.as_mut_ptr().cast(), v) }
}

/// The 128 bucket entries as four vectors of 32.
#[inline]
#[target_feature(enable = "avx512f")]
fn bucket_vectors(buckets: &NeedBuckets) -> [__m512i; 4] {
    let part = |i: usize| -> [u16; LANES] {
        let mut v = [0u16; LANES];
        v.copy_from_slice(&buckets.entries[i * LANES..(i + 1) * LANES]);
        v
    };
    [
        load(&part(0)),
        load(&part(1)),
        load(&part(2)),
        load(&part(3)),
    ]
}

/// One xoshiro256++ step of the [`STREAMS`] streams: one word each, as 32 16-bit lanes.
#[inline]
#[target_feature(enable = "avx512f")]
fn draw_round(s: &mut [__m512i; 4]) -> __m512i {
    let word = _mm512_add_epi64(_mm512_rol_epi64::<23>(_mm512_add_epi64(s[0], s[3])), s[0]);
    let t = _mm512_slli_epi64::<17>(s[1]);
    s[2] = _mm512_xor_si512(s[2], s[0]);
    s[3] = _mm512_xor_si512(s[3], s[1]);
    s[1] = _mm512_xor_si512(s[1], s[2]);
    s[0] = _mm512_xor_si512(s[0], s[3]);
    s[2] = _mm512_xor_si512(s[2], t);
    s[3] = _mm512_rol_epi64::<45>(s[3]);
    word
}

/// `ENERGY_NEED()` in every lane from the [`NeedBuckets`] vectors: two permutes over 64
/// entries each, picked by bit 6 of the bucket index, then one step up past the rise, then the
/// sign (bit 0: `100 - offset`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn cost(u: __m512i, table: &[__m512i; 4]) -> __m512i {
    let one = _mm512_set1_epi16(1);
    let bucket = _mm512_srli_epi16::<9>(u);
    let low_half = _mm512_permutex2var_epi16(table[0], bucket, table[1]);
    let high_half = _mm512_permutex2var_epi16(table[2], bucket, table[3]);
    let high = _mm512_test_epi16_mask(bucket, _mm512_set1_epi16(0x40));
    let entry = _mm512_mask_blend_epi16(high, low_half, high_half);
    let base = _mm512_srli_epi16::<9>(entry);
    let rise = _mm512_and_si512(entry, _mm512_set1_epi16(0x1ff));
    let low = _mm512_and_si512(_mm512_srli_epi16::<1>(u), _mm512_set1_epi16(0xff));
    let offset = _mm512_mask_add_epi16(base, _mm512_cmpge_epu16_mask(low, rise), base, one);
    let hundred = _mm512_set1_epi16(100);
    let minus = _mm512_test_epi16_mask(u, one);
    _mm512_mask_sub_epi16(_mm512_add_epi16(hundred, offset), minus, hundred, offset)
}

/// `LaneTimeline::run_portable` on vectors. `record` is inlined here, so it gets the
/// processor's `popcnt` for counting lanes in masks.
#[target_feature(enable = "avx512f,avx512bw,popcnt")]
pub(super) fn run<F: FnMut(&[u32])>(
    t: &mut LaneTimeline,
    buckets: &Buckets,
    steps: u64,
    record: &mut F,
) {
    let mut s = t.state.map(|word| load(&word));
    let player = bucket_vectors(&buckets.player);
    let monster = bucket_vectors(&buckets.monster);
    let ep = _mm512_set1_epi16(t.player_energy);
    let em = _mm512_set1_epi16(t.monster_energy);
    let ep_less_one = _mm512_set1_epi16(t.player_energy - 1);
    let magic = _mm512_set1_epi16(t.ceil_magic as i16);
    let zero = _mm512_setzero_si512();
    let mut x = load(&t.player_need);
    let mut y = load(&t.monster_need);
    let mut masks = [0u32; MAX_DEPTH];
    for _ in 0..steps {
        let p = _mm512_add_epi16(x, cost(draw_round(&mut s), &player));
        let turns = _mm512_mulhi_epu16(_mm512_add_epi16(p, ep_less_one), magic);
        x = _mm512_sub_epi16(p, _mm512_mullo_epi16(turns, ep));
        let mut owed = _mm512_sub_epi16(y, _mm512_mullo_epi16(turns, em));
        let mut depth = 0;
        loop {
            let acting = _mm512_cmple_epi16_mask(owed, zero);
            if acting == 0 {
                break;
            }
            let c = cost(draw_round(&mut s), &monster);
            owed = _mm512_mask_add_epi16(owed, acting, owed, c);
            masks[depth] = acting;
            depth += 1;
        }
        y = owed;
        record(&masks[..depth]);
    }
    for (word, v) in t.state.iter_mut().zip(s) {
        store(word, v);
    }
    store(&mut t.player_need, x);
    store(&mut t.monster_need, y);
    const { assert!(STREAMS * 64 == LANES * 16) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::energy::lanes::LaneKernel;
    use crate::energy::tables::ENERGY_CLIPPER_TABLE;

    /// The vector `cost` on all 65536 values of every clamp row, 32 at a time.
    #[target_feature(enable = "avx512f,avx512bw")]
    fn vector_costs(buckets: &NeedBuckets) -> Vec<i16> {
        let table = bucket_vectors(buckets);
        let mut all = Vec::with_capacity(1 << 16);
        for first in (0..=u16::MAX).step_by(LANES) {
            let values: [u16; LANES] = std::array::from_fn(|l| first + l as u16);
            let mut costs = [0i16; LANES];
            store(&mut costs, cost(load(&values), &table));
            all.extend_from_slice(&costs);
        }
        all
    }

    #[test]
    fn vector_cost_is_the_need_table_on_every_value() {
        if !LaneKernel::Avx512.available() {
            // Nothing runs this kernel on such a processor (`LaneKernel::best` picks the
            // portable one, which reads the table itself).
            return;
        }
        for m in ENERGY_CLIPPER_TABLE.iter().map(|&m| i32::from(m)) {
            // SAFETY: AVX-512F and AVX-512BW were detected above.
            let costs = unsafe { vector_costs(&NeedBuckets::new(m)) };
            let table = need_table(m);
            for (u, &c) in costs.iter().enumerate() {
                assert_eq!(i32::from(c), i32::from(table[u]), "m={m} u={u}");
            }
        }
    }
}
