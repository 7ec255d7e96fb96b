//! Bounded-roll samplers: the game's `random2(n)` drawn one call at a time against
//! [`Digits`], which takes several rolls from one random word (Lemire's multiply-shift on
//! the product of the ranges, no division per draw).
//!
//! Why: every simulated attack is a handful of `random2` rolls, so the cost of a roll is
//! the floor of the whole Monte Carlo engine. The 4-range case is one monster-vs-player
//! exchange without a shield (to-hit `random2(44)`, EV rolls `random2(40)` and
//! `random2(41)`, the 5 % coin `random2(200)`: HD 10 fighter against EV 20); its product
//! fits 32 bits, so `for_each` serves two exchanges per 64-bit word. The 7-range case
//! adds the shield contest (pierce `random2(21)` and the defender's two draws against
//! sh_internal 27), whose product needs a full word. Throughput counts single rolls, so every
//! bench reads as time per `random2`-equivalent.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mechanics::dcss::rng::random2;
use mechanics::sampling::digits::Digits;
use rand_xoshiro::Xoshiro256PlusPlus;
use roguesim_benches::rng;

/// Exchanges (groups of rolls) per iteration.
const GROUPS: u64 = 1024;

/// HD 10 fighter vs EV 20: to-hit, two EV rolls, the coin.
const EXCHANGE: [i64; 4] = [44, 40, 41, 200];

/// The same with a shield: bypass `15 + 10·2/3`, the defender's `random2avg` over
/// `2·sh_internal` for sh_internal 27.
const SHIELDED: [i64; 7] = [44, 40, 41, 200, 21, 54, 55];
/// `random2` once per range, as the game does; the sum keeps every roll live.
fn one_at_a_time<const K: usize>(rng: &mut Xoshiro256PlusPlus, ranges: &[i32; K]) -> u64 {
    let mut sum = 0u64;
    for _ in 0..GROUPS {
        for &n in ranges {
            sum += random2(rng, n) as u64;
        }
    }
    sum
}

fn exchange(c: &mut Criterion) {
    let mut group = c.benchmark_group("samplers/exchange_4_rolls");
    group.throughput(Throughput::Elements(GROUPS * EXCHANGE.len() as u64));

    let ranges = black_box(EXCHANGE.map(|n| n as i32));
    let mut r = rng(0x5eed);
    group.bench_function("random2", |b| {
        b.iter(|| black_box(one_at_a_time(&mut r, &ranges)))
    });

    let batch = black_box(Digits::new(EXCHANGE).unwrap());
    assert!(batch.fits_u32());
    let mut r = rng(0x5eed);
    group.bench_function("batch_draw", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for _ in 0..GROUPS {
                sum += batch
                    .draw(&mut r)
                    .iter()
                    .map(|&d| u64::from(d))
                    .sum::<u64>();
            }
            black_box(sum)
        })
    });

    let mut r = rng(0x5eed);
    group.bench_function("batch_for_each", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            batch.for_each(&mut r, GROUPS, |d| {
                sum += d.iter().map(|&d| u64::from(d)).sum::<u64>();
            });
            black_box(sum)
        })
    });
    group.finish();
}

fn shielded(c: &mut Criterion) {
    let mut group = c.benchmark_group("samplers/shielded_7_rolls");
    group.throughput(Throughput::Elements(GROUPS * SHIELDED.len() as u64));

    let ranges = black_box(SHIELDED.map(|n| n as i32));
    let mut r = rng(0x5eed);
    group.bench_function("random2", |b| {
        b.iter(|| black_box(one_at_a_time(&mut r, &ranges)))
    });

    let batch = black_box(Digits::new(SHIELDED).unwrap());
    assert!(!batch.fits_u32());
    let mut r = rng(0x5eed);
    group.bench_function("batch_draw", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for _ in 0..GROUPS {
                sum += batch
                    .draw(&mut r)
                    .iter()
                    .map(|&d| u64::from(d))
                    .sum::<u64>();
            }
            black_box(sum)
        })
    });
    group.finish();
}

criterion_group! {
    name = samplers;
    config = roguesim_benches::config();
    targets = exchange, shielded
}
criterion_main!(samplers);
