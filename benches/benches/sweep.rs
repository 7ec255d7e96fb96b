//! Exact-only sweeps, which must answer interactively: a 61 × 61 grid of FrogComposband
//! speed pairs (P(double move) over player speed × monster speed, −30..30 each) and 100 EV
//! values of one attack (an HD 10 fighter against EV 0..99). One element is one point; each
//! iteration is the whole sweep as `roguesim sweep` runs it (parallel on every core).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use roguesim::kinds::{Door, ScenarioFile};
use roguesim::study::base::Base;
use roguesim::study::sweep::range::{Axis, parse_axes};
use roguesim::study::sweep::run_sweep;

/// The base of a scenario file's text, and its axes.
fn sweep(scenario: &str, vary: &[&str]) -> (Base, Vec<Axis>) {
    let file = ScenarioFile::parse("bench", scenario).expect("a valid scenario");
    let kind = file.kind().expect("one kind");
    let door = Door::new(roguesim::dcss::rules::DEFAULT);
    let base = Base::new(kind, &file, &[], &door).expect("a base");
    let vary: Vec<String> = vary.iter().map(|s| s.to_string()).collect();
    (base, parse_axes(kind, &vary).expect("valid ranges"))
}

fn sweeps(c: &mut Criterion) {
    let mut group = c.benchmark_group("sweep");
    let (speed, grid) = sweep(
        r#"{"name": "grid", "speed": {"player_speed": 0, "monster_speed": 0}}"#,
        &["player-speed=-30..30", "monster-speed=-30..30"],
    );
    group.throughput(Throughput::Elements(61 * 61));
    group.sample_size(10);
    group.bench_function("speed_61x61_exact", |b| {
        b.iter(|| black_box(run_sweep(black_box(&speed), &grid, None, None, &[]).unwrap()))
    });
    let (hit, evs) = sweep(
        r#"{"name": "curve", "hit": {"defender": {"ev": 0},
            "attackers": [{"monster_hd": 10, "fighter": true}]}}"#,
        &["ev=0..99"],
    );
    group.throughput(Throughput::Elements(100));
    group.bench_function("hit_100_ev_exact", |b| {
        b.iter(|| black_box(run_sweep(black_box(&hit), &evs, None, None, &[]).unwrap()))
    });
    group.finish();
}

criterion_group! {
    name = sweep_benches;
    config = roguesim_benches::config();
    targets = sweeps
}
criterion_main!(sweep_benches);
