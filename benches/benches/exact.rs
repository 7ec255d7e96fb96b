//! The exact computations: a defender turn's joint law ([`Turn::exact`]), one shielded
//! attack's outcome probabilities ([`Attack::probs`]), the FrogComposband and DCSS
//! actions-per-player-action laws ([`SpeedScenario::exact`],
//! [`DcssSpeedScenario::exact`]) and the game's displayed percentages
//! ([`mon_to_hit_pct`], [`mon_beat_sh_pct`]).
//!
//! Why: these are the references every sampler is tested against and what the tools
//! print instead of sampling, so each must stay interactive (well under 10 ms) and cheap
//! enough to run for every scenario of a sweep. One element is one call; the sweeps
//! (a 61 × 61 FrogComposband speed grid, 100 EV points of `hit`) measure whole sweeps, one
//! element per point.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mechanics::dcss::attack::Attack;
use mechanics::dcss::display::{mon_beat_sh_pct, mon_to_hit_pct};
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
use mechanics::dcss::turn::Turn;
use mechanics::frog::SpeedScenario;
use roguesim_benches::attack;
fn turns(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact/turn");
    group.throughput(Throughput::Elements(1));
    for (name, rules, limit) in [
        ("v031", ShieldRules::V031, Some(3)),
        ("v019", ShieldRules::V019, None),
    ] {
        for n in [4, 8] {
            // HD 5 attacks against EV 15 and sh_internal 27.
            let turn = Turn {
                attacks: vec![attack(5, false, 15, 27, rules); n],
                block_limit: limit,
            };
            group.bench_function(format!("{n}_attacks_{name}"), |b| {
                b.iter(|| black_box(black_box(&turn).exact()))
            });
        }
    }
    group.finish();
}

fn attack_probs(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact/attack");
    group.throughput(Throughput::Elements(1));
    // HD 10 fighter against EV 20 and sh_internal 27, 0.31 rules.
    let shielded = attack(10, true, 20, 27, ShieldRules::V031);
    group.bench_function("probs_shielded_v031", |b| {
        b.iter(|| black_box(black_box(&shielded).probs(0, false)))
    });
    let plain = attack(10, true, 20, 0, ShieldRules::V031);
    group.bench_function("p_hit_unshielded", |b| {
        b.iter(|| black_box(black_box(&plain).p_beat_ev()))
    });
    group.finish();
}

fn speed(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact/speed");
    group.throughput(Throughput::Elements(1));
    for (name, non_unique) in [("unique", false), ("non_unique", true)] {
        let scenario = SpeedScenario {
            monster_speed: 10,
            non_unique,
            ..SpeedScenario::default()
        };
        group.bench_function(format!("frog_p0_vs_m10_{name}"), |b| {
            b.iter(|| black_box(black_box(&scenario).exact().unwrap()))
        });
    }
    // An orc (speed 10) against 12-aut moves.
    let orc = DcssSpeedScenario {
        monster_speed: 10,
        monster_action_cost: 10,
        player_action: PlayerAction::Move { mv: 12 },
        hasted: false,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    };
    group.bench_function("dcss_orc_vs_move12", |b| {
        b.iter(|| black_box(black_box(&orc).exact().unwrap()))
    });
    // The same with hasted moves and opportunity attacks: a randomised chain.
    let hasted = DcssSpeedScenario {
        hasted: true,
        pursuit: Pursuit::OpportunityAttack { attack_energy: 10 },
        ..orc
    };
    group.bench_function("dcss_orc_vs_hasted_move12_pursuit", |b| {
        b.iter(|| black_box(black_box(&hasted).exact().unwrap()))
    });
    group.finish();
}

/// Exact sweeps as a sweep command computes them, one element per point: the FrogComposband
/// speed grid (player and unique monster each at displayed speeds -30..=30, 61 × 61 exact
/// laws) and 100 EV points of `hit` (the HD 10 fighter against EV 0..100 and SH 27, 0.31
/// rules).
fn sweeps(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact/sweep");
    let speeds = -30..=30;
    let grid: Vec<SpeedScenario> = speeds
        .clone()
        .flat_map(|player_speed| {
            speeds.clone().map(move |monster_speed| SpeedScenario {
                player_speed,
                monster_speed,
                ..SpeedScenario::default()
            })
        })
        .collect();
    group.throughput(Throughput::Elements(grid.len() as u64));
    group.bench_function("frog_speed_grid_61x61", |b| {
        b.iter(|| {
            for s in black_box(&grid) {
                black_box(s.exact().unwrap());
            }
        })
    });
    let evs: Vec<Attack> = (0..100)
        .map(|ev| attack(10, true, ev, 27, ShieldRules::V031))
        .collect();
    group.throughput(Throughput::Elements(evs.len() as u64));
    group.bench_function("hit_100_ev_points", |b| {
        b.iter(|| {
            for a in black_box(&evs) {
                black_box(a.probs(0, false));
            }
        })
    });
    group.finish();
}

fn display(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact/display");
    group.throughput(Throughput::Elements(1));
    group.bench_function("mon_to_hit_pct_43_20", |b| {
        b.iter(|| black_box(mon_to_hit_pct(black_box(43), black_box(20))))
    });
    group.bench_function("mon_beat_sh_pct_21_27", |b| {
        b.iter(|| black_box(mon_beat_sh_pct(black_box(21), black_box(27))))
    });
    group.finish();
}

criterion_group! {
    name = exact;
    config = roguesim_benches::config();
    targets = turns, attack_probs, speed, sweeps, display
}
criterion_main!(exact);
