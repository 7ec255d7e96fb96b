//! The simulator's hot loops, per element: compiled DCSS attacks and turns
//! ([`CompiledAttack`], [`CompiledTurn`], whose [`CompiledTurn::count_fights_on`] plays turns on
//! lanes on each kernel), the FrogComposband energy timeline
//! ([`Timeline::next_interval`], [`Timeline::fill_intervals`] for a slice at a time, and the
//! lane-parallel [`LaneTimeline`] on each kernel this processor runs) and the DCSS monster-time
//! sampler
//! ([`DcssSpeedScenario::sampler`]), with the raw generator as a floor.
//!
//! Why: a Monte Carlo run is millions of these calls, so their per-element cost sets how
//! many draws a simulation affords. The game-order [`Attack::roll`] of the same attacks
//! is measured beside the compiled paths to show what batching buys, and
//! `Xoshiro256PlusPlus::next_u64` shows how close each loop gets to the cost of its
//! random words.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mechanics::dcss::attack::Outcome;
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit, STATIONARY_BURN_IN};
use mechanics::dcss::turn::Turn;
use mechanics::frog::{SpeedScenario, Timeline, TimelineStart};
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn};
use mechanics::sampling::frog_lanes::{LANES, LaneTimeline};
use mechanics::sampling::kernel::LaneKernel;
use rand::Rng;
use roguesim_benches::{attack, rng};

/// Elements (words, attacks, player actions) per iteration.
const N: u64 = 1024;

/// The generator's seed.
const SEED: u64 = 0x100b5;
fn baseline(c: &mut Criterion) {
    let mut group = c.benchmark_group("loops/rng");
    group.throughput(Throughput::Elements(N));
    let mut r = rng(SEED);
    group.bench_function("xoshiro256pp_next_u64", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..N {
                acc ^= r.next_u64();
            }
            black_box(acc)
        })
    });
    group.finish();
}

fn attacks(c: &mut Criterion) {
    let mut group = c.benchmark_group("loops/attack");
    group.throughput(Throughput::Elements(N));

    let plain = black_box(attack(10, true, 20, 0, ShieldRules::V031));
    let fast = CompiledAttack::compile(&plain, 0);
    assert!(fast.is_compiled());
    for kernel in [LaneKernel::Portable, LaneKernel::Avx2, LaneKernel::Avx512] {
        let mut r = rng(SEED);
        let name = format!("exchange_count_{}", kernel.name());
        group.bench_function(name, |b| {
            b.iter(|| black_box(fast.count_on(kernel, &mut r, N)))
        });
    }
    let mut r = rng(SEED);
    group.bench_function("exchange_game_order", |b| {
        b.iter(|| {
            let mut hits = 0u32;
            for _ in 0..N {
                hits += u32::from(plain.roll(&mut r, 0, false) == Outcome::Landed);
            }
            black_box(hits)
        })
    });

    let shielded = black_box(attack(10, true, 20, 27, ShieldRules::V031));
    let fast = CompiledAttack::compile(&shielded, 0);
    assert!(fast.is_compiled());
    for kernel in [LaneKernel::Portable, LaneKernel::Avx2, LaneKernel::Avx512] {
        let mut r = rng(SEED);
        let name = format!("shielded_count_{}", kernel.name());
        group.bench_function(name, |b| {
            b.iter(|| black_box(fast.count_on(kernel, &mut r, N)))
        });
    }
    let mut r = rng(SEED);
    group.bench_function("shielded_fast_roll", |b| {
        b.iter(|| {
            let mut counts = [0u32; 3];
            for _ in 0..N {
                counts[fast.roll(&mut r, 0, false).index()] += 1;
            }
            black_box(counts)
        })
    });
    let mut r = rng(SEED);
    group.bench_function("shielded_game_order", |b| {
        b.iter(|| {
            let mut counts = [0u32; 3];
            for _ in 0..N {
                counts[shielded.roll(&mut r, 0, false).index()] += 1;
            }
            black_box(counts)
        })
    });
    group.finish();
}

fn turn(c: &mut Criterion) {
    // Four HD 5 attacks against EV 15 and sh_internal 27, 0.31 rules (limit 3).
    let turn = black_box(Turn {
        attacks: vec![attack(5, false, 15, 27, ShieldRules::V031); 4],
        block_limit: Some(3),
    });
    let fast = CompiledTurn::compile(&turn);
    let turns = N / fast.len() as u64;
    let mut group = c.benchmark_group("loops/turn");
    group.throughput(Throughput::Elements(turns * fast.len() as u64));
    let mut r = rng(SEED);
    group.bench_function("four_attacks_fast_roll", |b| {
        b.iter(|| {
            let (mut blocks, mut lands) = (0u32, 0u32);
            for _ in 0..turns {
                let (bl, la) = fast.roll(&mut r, |_, _| {});
                blocks += bl;
                lands += la;
            }
            black_box((blocks, lands))
        })
    });
    // The turn lanes: eight fights of one turn at a time, per kernel (as `roguesim turn`).
    assert!(fast.runs_on_lanes());
    for kernel in [LaneKernel::Portable, LaneKernel::Avx2, LaneKernel::Avx512] {
        let mut r = rng(SEED);
        let name = format!("four_attacks_lanes_{}", kernel.name());
        group.bench_function(name, |b| {
            b.iter(|| black_box(fast.count_fights_on(kernel, &mut r, turns, 1)))
        });
    }
    let mut outcomes = [Outcome::Missed; 4];
    let mut r = rng(SEED);
    group.bench_function("four_attacks_game_order", |b| {
        b.iter(|| {
            let (mut blocks, mut lands) = (0u32, 0u32);
            for _ in 0..turns {
                let (bl, la) = turn.roll(&mut r, &mut outcomes);
                blocks += bl;
                lands += la;
            }
            black_box((blocks, lands))
        })
    });
    group.finish();
}

fn timelines(c: &mut Criterion) {
    let mut group = c.benchmark_group("loops/time");
    group.throughput(Throughput::Elements(N));

    let scenario = SpeedScenario {
        monster_speed: 10,
        ..SpeedScenario::default()
    };
    let mut r = rng(SEED);
    let mut timeline = Timeline::new(&scenario, TimelineStart::Stationary, &mut r).unwrap();
    group.bench_function("frog_timeline_p0_vs_m10", |b| {
        b.iter(|| {
            let mut actions = 0u32;
            for _ in 0..N {
                actions += timeline.next_interval(&mut r);
            }
            black_box(actions)
        })
    });

    let mut r = rng(SEED);
    let mut timeline = Timeline::new(&scenario, TimelineStart::Stationary, &mut r).unwrap();
    let mut buf = [0u32; N as usize];
    group.bench_function("frog_timeline_fill_p0_vs_m10", |b| {
        b.iter(|| {
            timeline.fill_intervals(&mut r, &mut buf);
            black_box(buf.iter().sum::<u32>())
        })
    });

    // Lanes: N player actions are N / LANES steps; the masks are counted as the engine does.
    for kernel in [LaneKernel::Portable, LaneKernel::Avx2, LaneKernel::Avx512] {
        let mut r = rng(SEED);
        let Some(mut lanes) = LaneTimeline::with_kernel(&scenario, kernel, &mut r) else {
            continue;
        };
        let name = format!("frog_lanes_{}_p0_vs_m10", kernel.name());
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut actions = 0u32;
                lanes.run(N / LANES as u64, |masks| {
                    actions += masks.iter().map(|m| m.count_ones()).sum::<u32>();
                });
                black_box(actions)
            })
        });
    }

    // An orc (speed 10) against 12-aut moves, in the stationary regime.
    let orc = DcssSpeedScenario {
        monster_speed: 10,
        monster_action_cost: 10,
        player_action: PlayerAction::Move { mv: 12 },
        hasted: false,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    };
    let mut r = rng(SEED);
    let mut sampler = orc.sampler().unwrap();
    sampler.burn_in(&mut r, STATIONARY_BURN_IN);
    group.bench_function("dcss_sampler_orc_vs_move12", |b| {
        b.iter(|| {
            let mut actions = 0u32;
            for _ in 0..N {
                actions += sampler.next(&mut r);
            }
            black_box(actions)
        })
    });
    group.finish();
}

criterion_group! {
    name = loops;
    config = roguesim_benches::config();
    targets = baseline, attacks, turn, timelines
}
criterion_main!(loops);
