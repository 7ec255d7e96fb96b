//! The AVX-512 kernel of [`LaneTimeline`]: the portable step of the parent module on
//! vectors of 32 16-bit lanes (`docs/rules/frogcomposband-energy.md` §3.1, §3.3, §5, §7). Every
//! operation maps onto a line of `run_portable`, except that `ENERGY_NEED()` is read from
//! [`Buckets`] by permutes instead of from the 64 KiB table, and the player's cost from a table
//! by offset instead of by value; the tests check the first against the table on every value and
//! clamp row, and the two kernels against each other draw for draw.

use std::arch::x86_64::{
    __m512i, _mm512_add_epi16, _mm512_and_si512, _mm512_cmpge_epu16_mask, _mm512_cmple_epi16_mask,
    _mm512_mask_add_epi16, _mm512_mask_blend_epi16, _mm512_mask_sub_epi16, _mm512_min_epu16,
    _mm512_mulhi_epu16, _mm512_mullo_epi16, _mm512_permutex2var_epi16, _mm512_set1_epi16,
    _mm512_setzero_si512, _mm512_srli_epi16, _mm512_sub_epi16, _mm512_test_epi16_mask,
};

use std::sync::LazyLock;

use super::{Buckets, LANES, LaneTimeline, MAX_DEPTH, OFFSETS, STREAMS};
use crate::sampling::kernel::avx512::{load, load_streams, next_words, store, store_streams};

/// The 128 bucket entries as four vectors of 32.
#[inline]
#[target_feature(enable = "avx512f")]
fn bucket_vectors(buckets: &Buckets) -> [__m512i; 4] {
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

/// The widest row's offset `|ENERGY_NEED() - 100|` in every lane, from the [`Buckets`]
/// vectors: two permutes over 64 entries each, picked by bit 6 of the bucket index, then one
/// step up past the rise.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn offset(u: __m512i, buckets: &[__m512i; 4]) -> __m512i {
    let bucket = _mm512_srli_epi16::<9>(u);
    let low_half = _mm512_permutex2var_epi16(buckets[0], bucket, buckets[1]);
    let high_half = _mm512_permutex2var_epi16(buckets[2], bucket, buckets[3]);
    let high = _mm512_test_epi16_mask(bucket, _mm512_set1_epi16(0x40));
    let entry = _mm512_mask_blend_epi16(high, low_half, high_half);
    let base = _mm512_srli_epi16::<9>(entry);
    let rise = _mm512_and_si512(entry, _mm512_set1_epi16(0x1ff));
    let low = _mm512_and_si512(_mm512_srli_epi16::<1>(u), _mm512_set1_epi16(0xff));
    let past = _mm512_cmpge_epu16_mask(low, rise);
    _mm512_mask_add_epi16(base, past, base, _mm512_set1_epi16(1))
}

/// `ENERGY_NEED()` in every lane, each clamped to its lane's `limit = 100 - m`: `100 - off`
/// when bit 0 (the sign) is set, else `100 + off`, with `off = min(offset, limit)`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn need(u: __m512i, buckets: &[__m512i; 4], limit: __m512i) -> __m512i {
    let off = _mm512_min_epu16(offset(u, buckets), limit);
    let hundred = _mm512_set1_epi16(100);
    let minus = _mm512_test_epi16_mask(u, _mm512_set1_epi16(1));
    _mm512_mask_sub_epi16(_mm512_add_epi16(hundred, off), minus, hundred, off)
}

/// The buckets [`needs`] reads, made once.
static BUCKETS: LazyLock<Buckets> = LazyLock::new(Buckets::new);

/// [`need`] of 32 values for clamp row `m` ([`super::energy_need_on`]).
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) fn needs(values: &[u16; LANES], m: i16) -> [i16; LANES] {
    let buckets = bucket_vectors(&BUCKETS);
    let mut needs = [0i16; LANES];
    store(
        &mut needs,
        need(load(values), &buckets, _mm512_set1_epi16(100 - m)),
    );
    needs
}

/// The player's cost in every lane (`docs/rules/frogcomposband-energy.md` §3.3), from the packed
/// table by offset (two vectors of 32 entries): `energy_use + floor(energy_use·off/100)` above 100,
/// `energy_use - ceil(energy_use·off/100)` below.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn player_cost(
    u: __m512i,
    buckets: &[__m512i; 4],
    limit: __m512i,
    by_offset: &[__m512i; 2],
    energy_use: __m512i,
) -> __m512i {
    let off = _mm512_min_epu16(offset(u, buckets), limit);
    let entry = _mm512_permutex2var_epi16(by_offset[0], off, by_offset[1]);
    let above = _mm512_srli_epi16::<1>(entry);
    let below = _mm512_add_epi16(above, _mm512_and_si512(entry, _mm512_set1_epi16(1)));
    let minus = _mm512_test_epi16_mask(u, _mm512_set1_epi16(1));
    _mm512_mask_sub_epi16(
        _mm512_add_epi16(energy_use, above),
        minus,
        energy_use,
        below,
    )
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
    let mut s = load_streams(&t.streams);
    // The permutes read the 128 buckets as four vectors of LANES by the bucket number `u >> 9`
    // of a 16-bit value, and the cost table as two vectors of LANES by the cost offset, at
    // most the player's limit `100 - m`: the first OFFSETS entries.
    const { assert!((u16::MAX >> 9) as usize + 1 == 4 * LANES && OFFSETS <= 2 * LANES) };
    debug_assert!(
        (0..OFFSETS as i16).contains(&(100 - t.player_clip)),
        "player cost table by offset: the player's limit 100 - m must lie in 0..OFFSETS"
    );
    let buckets = bucket_vectors(buckets);
    let by_offset = t.player_cost_by_offset.map(|half| load(&half));
    let energy_use = _mm512_set1_epi16(t.energy_use);
    let player_limit = _mm512_set1_epi16(100 - t.player_clip);
    let ep = _mm512_set1_epi16(t.player_energy);
    let ep_less_one = _mm512_set1_epi16(t.player_energy - 1);
    let magic = _mm512_set1_epi16(t.ceil_magic as i16);
    let em = load(&t.monster_energy);
    let monster_limit = _mm512_sub_epi16(_mm512_set1_epi16(100), load(&t.monster_clip));
    let zero = _mm512_setzero_si512();
    let mut x = load(&t.player_need);
    let mut y = load(&t.monster_need);
    let mut masks = [0u32; MAX_DEPTH];
    for _ in 0..steps {
        let u = next_words(&mut s);
        let c = player_cost(u, &buckets, player_limit, &by_offset, energy_use);
        let p = _mm512_add_epi16(x, c);
        let turns = _mm512_mulhi_epu16(_mm512_add_epi16(p, ep_less_one), magic);
        x = _mm512_sub_epi16(p, _mm512_mullo_epi16(turns, ep));
        let mut owed = _mm512_sub_epi16(y, _mm512_mullo_epi16(turns, em));
        let mut depth = 0;
        loop {
            let acting = _mm512_cmple_epi16_mask(owed, zero);
            if acting == 0 {
                break;
            }
            let c = need(next_words(&mut s), &buckets, monster_limit);
            owed = _mm512_mask_add_epi16(owed, acting, owed, c);
            masks[depth] = acting;
            depth += 1;
        }
        y = owed;
        record(&masks[..depth]);
    }
    store_streams(&mut t.streams, s);
    store(&mut t.player_need, x);
    store(&mut t.monster_need, y);
    const { assert!(STREAMS * 64 == LANES * 16) };
}
