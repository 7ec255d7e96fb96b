//! The AVX2 kernel of [`LaneTimeline`]: the portable step of the parent module on pairs of
//! 256-bit vectors, lanes 0..16 in the first and 16..32 in the second
//! (`docs/rules/frogcomposband-energy.md` §3.1, §3.3, §5, §7). Every operation maps onto a line of
//! `run_portable`, except that `ENERGY_NEED()` is read from [`Buckets`] instead of from the 64 KiB
//! table, and the player's cost from a table by offset instead of by value; the tests check the
//! first against the table on every value and clamp row, and the kernels against each other draw
//! for draw.
//!
//! Both tables are read by gathers, two lanes per gathered 32-bit element: a pair table holds
//! the entries of every two indices side by side (`pair_table`), so one gather of eight elements
//! reads sixteen 16-bit lanes, already in lane order.

use std::sync::LazyLock;

use std::arch::x86_64::{
    __m256i, _mm256_add_epi16, _mm256_and_si256, _mm256_cmpgt_epi16, _mm256_i32gather_epi32,
    _mm256_madd_epi16, _mm256_min_epu16, _mm256_movemask_epi8, _mm256_mulhi_epu16,
    _mm256_mullo_epi16, _mm256_packs_epi16, _mm256_permute4x64_epi64, _mm256_set1_epi16,
    _mm256_set1_epi32, _mm256_slli_epi16, _mm256_srai_epi16, _mm256_srli_epi16, _mm256_sub_epi16,
    _mm256_xor_si256,
};

use super::{Buckets, LANES, LaneTimeline, MAX_DEPTH, OFFSETS, STREAMS};
use crate::sampling::kernel::avx2::{
    load, load_pair, load_streams, next_words, store, store_streams,
};

/// Lanes per vector.
const HALF: usize = LANES / 2;

/// Entries of the player's cost table by offset (`LaneTimeline::player_cost_by_offset`).
const COST_ENTRIES: usize = 2 * LANES;

/// The pair table of `entries` (16-bit values, `n` of them): element `a + n·b` holds entry
/// `a` in its low and entry `b` in its high 16 bits, so the element at the index of two
/// adjacent 16-bit lanes holds both lanes' entries in lane order.
fn pair_table(entries: &[u16]) -> Box<[i32]> {
    let n = entries.len();
    (0..n * n)
        .map(|i| (u32::from(entries[i % n]) | (u32::from(entries[i / n]) << 16)) as i32)
        .collect()
}

/// The pair table of the 128 [`Buckets`] (64 KiB), shared by every timeline, each entry
/// recast for `offset`: the base offset plus one in bits 10.. and twice the rise in bits 0..=9
/// (at most 512).
static BUCKET_PAIRS: LazyLock<Box<[i32]>> = LazyLock::new(|| {
    let entries = Buckets::new()
        .entries
        .map(|e| (((e >> 9) + 1) << 10) | ((e & 0x1ff) << 1));
    pair_table(&entries)
});

/// What the AVX2 kernel reads besides the bucket pairs: the pair table of the player's cost
/// by offset, built once per timeline.
#[derive(Debug)]
pub(super) struct Tables {
    player_cost_pairs: Box<[i32]>,
}

impl Tables {
    /// The tables of a timeline whose player's cost by offset is `by_offset`
    /// (`LaneTimeline::player_cost_by_offset`).
    pub(super) fn new(by_offset: &[[u16; LANES]; 2]) -> Self {
        Tables {
            player_cost_pairs: pair_table(by_offset.as_flattened()),
        }
    }
}

/// `table[index]` for 16 16-bit indices below `n`, from the [`pair_table`] of `n` entries
/// (`n·n` elements): one gather of eight.
#[inline]
#[target_feature(enable = "avx2")]
fn gather(pairs: &[i32], n: usize, index: __m256i) -> __m256i {
    debug_assert_eq!(
        pairs.len(),
        n * n,
        "a pair table of n entries has n·n elements"
    );
    // Each 32-bit element: the low lane's index plus `n` times the high lane's.
    let element = _mm256_madd_epi16(index, _mm256_set1_epi32(((n as i32) << 16) | 1));
    // SAFETY: every caller's indices are below `n` (bucket numbers `u >> 9 < 128` of 128
    // buckets, offsets `min(offset, 100 - m) < OFFSETS <= COST_ENTRIES`; `run` and
    // `Buckets::new` assert these bounds), so every element index is below `n·n`, the table's
    // length.
    unsafe { _mm256_i32gather_epi32::<4>(pairs.as_ptr(), element) }
}

/// The widest row's offset `|ENERGY_NEED() - 100|` in 16 lanes, from the bucket pairs: one
/// gather, then one step down before the rise.
#[inline]
#[target_feature(enable = "avx2")]
fn offset(u: __m256i, buckets: &[i32]) -> __m256i {
    let entry = gather(buckets, 128, _mm256_srli_epi16::<9>(u));
    let base_plus_one = _mm256_srli_epi16::<10>(entry);
    let twice_rise = _mm256_and_si256(entry, _mm256_set1_epi16(0x3ff));
    // Twice the value's `tmp % 256` (bits 1..=8), against twice the rise (both below 1024):
    // the compare is -1 before the rise.
    let twice_low = _mm256_and_si256(u, _mm256_set1_epi16(0x1fe));
    _mm256_add_epi16(base_plus_one, _mm256_cmpgt_epi16(twice_rise, twice_low))
}

/// `value` with the sign of bit 0 of `u` (the sign: set gives `-value`): `(value ^ m) - m` with
/// `m` all-ones where bit 0 is set.
#[inline]
#[target_feature(enable = "avx2")]
fn signed(u: __m256i, value: __m256i) -> __m256i {
    let m = _mm256_srai_epi16::<15>(_mm256_slli_epi16::<15>(u));
    _mm256_sub_epi16(_mm256_xor_si256(value, m), m)
}

/// `ENERGY_NEED()` in 16 lanes, each clamped to its lane's `limit = 100 - m`.
#[inline]
#[target_feature(enable = "avx2")]
fn need(u: __m256i, buckets: &[i32], limit: __m256i) -> __m256i {
    let off = _mm256_min_epu16(offset(u, buckets), limit);
    _mm256_add_epi16(_mm256_set1_epi16(100), signed(u, off))
}

/// [`need`] of 32 values for clamp row `m`, 16 at a time ([`super::energy_need_on`]).
#[target_feature(enable = "avx2")]
pub(super) fn needs(values: &[u16; LANES], m: i16) -> [i16; LANES] {
    let mut needs = [0i16; LANES];
    for h in 0..2 {
        let limit = _mm256_set1_epi16(100 - m);
        store(&mut needs, h, need(load(values, h), &BUCKET_PAIRS, limit));
    }
    needs
}

/// The player's cost in 16 lanes (`docs/rules/frogcomposband-energy.md` §3.3), from the pair
/// table of the packed cost by offset.
#[inline]
#[target_feature(enable = "avx2")]
fn player_cost(
    u: __m256i,
    buckets: &[i32],
    limit: __m256i,
    cost_pairs: &[i32],
    energy_use: __m256i,
) -> __m256i {
    let off = _mm256_min_epu16(offset(u, buckets), limit);
    let entry = gather(cost_pairs, COST_ENTRIES, off);
    // Above 100: `floor(energy_use·off/100)`; below: that plus one unless it is exact, with
    // the sign: `-(floor + rest) = (floor ^ m) - m - rest` with `rest` masked by `m`.
    let m = _mm256_srai_epi16::<15>(_mm256_slli_epi16::<15>(u));
    let floor = _mm256_srli_epi16::<1>(entry);
    let rest = _mm256_and_si256(_mm256_and_si256(entry, _mm256_set1_epi16(1)), m);
    let change = _mm256_sub_epi16(_mm256_sub_epi16(_mm256_xor_si256(floor, m), m), rest);
    _mm256_add_epi16(energy_use, change)
}

/// The lanes whose 16-bit value is `<= 0`: as bits (bit `l` for lane `l`) and as all-ones
/// lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn not_positive(v: [__m256i; 2]) -> (u32, [__m256i; 2]) {
    let one = _mm256_set1_epi16(1);
    let (a, b) = (_mm256_cmpgt_epi16(one, v[0]), _mm256_cmpgt_epi16(one, v[1]));
    // Saturating packs keep -1/0 as bytes; the permute restores lane order.
    let bytes = _mm256_permute4x64_epi64::<0b11_01_10_00>(_mm256_packs_epi16(a, b));
    (_mm256_movemask_epi8(bytes) as u32, [a, b])
}

/// `LaneTimeline::run_portable` on vectors. `record` is inlined here, so it gets the
/// processor's `popcnt` for counting lanes in masks.
#[target_feature(enable = "avx2,popcnt")]
pub(super) fn run<F: FnMut(&[u32])>(
    t: &mut LaneTimeline,
    tables: &Tables,
    steps: u64,
    record: &mut F,
) {
    if t.energy_use == 100 {
        run_with::<true, F>(t, tables, steps, record)
    } else {
        run_with::<false, F>(t, tables, steps, record)
    }
}

/// [`run`], where `PLAIN` says the player's nominal cost is 100: its cost is then
/// `ENERGY_NEED()` itself (`100·need/100`, `docs/rules/frogcomposband-energy.md` §3.3), read
/// with the monster's single gather instead of a second one by offset.
#[inline]
#[target_feature(enable = "avx2,popcnt")]
fn run_with<const PLAIN: bool, F: FnMut(&[u32])>(
    t: &mut LaneTimeline,
    tables: &Tables,
    steps: u64,
    record: &mut F,
) {
    let buckets: &[i32] = &BUCKET_PAIRS;
    let cost_pairs: &[i32] = &tables.player_cost_pairs;
    // `gather` reads both tables unchecked: the bucket number `u >> 9` of a 16-bit value
    // indexes the 128 buckets, and the cost offset, at most the player's limit `100 - m`, the
    // first OFFSETS of the COST_ENTRIES entries by offset.
    const { assert!((u16::MAX >> 9) as usize + 1 == 128 && OFFSETS <= COST_ENTRIES) };
    debug_assert!(
        (0..OFFSETS as i16).contains(&(100 - t.player_clip)),
        "player cost table by offset: the player's limit 100 - m must lie in 0..OFFSETS"
    );
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
            let c = if PLAIN {
                need(u[h], buckets, player_limit)
            } else {
                player_cost(u[h], buckets, player_limit, cost_pairs, energy_use)
            };
            let p = _mm256_add_epi16(x[h], c);
            let turns = _mm256_mulhi_epu16(_mm256_add_epi16(p, ep_less_one), magic);
            x[h] = _mm256_sub_epi16(p, _mm256_mullo_epi16(turns, ep));
            owed[h] = _mm256_sub_epi16(y[h], _mm256_mullo_epi16(turns, em[h]));
        }
        let mut depth = 0;
        loop {
            let (acting, acts) = not_positive(owed);
            if acting == 0 {
                break;
            }
            let u = next_words(&mut s);
            for h in 0..2 {
                let c = need(u[h], buckets, monster_limit[h]);
                owed[h] = _mm256_add_epi16(owed[h], _mm256_and_si256(c, acts[h]));
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
