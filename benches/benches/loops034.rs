//! The dcss-0.34 exchange and turn loops on the lanes, per attack, beside the dcss-0.31 loops
//! of the same scenario: the monster exchange (HD 10 fighter vs EV 20), the shielded exchange
//! (the same against internal SH 27) and turns of four HD 5 attacks (EV 15, SH 27, limit 3),
//! each with whole numbers (which under 0.34 draw nothing) and with EV and SH in hundredths
//! (EV 20.50 or 15.37, SH 27.61: every attack draws its EV, every block roll its SH), on each
//! kernel (`docs/rules/dcss-0.34.md` §1.1). The names ending in `words` are attacks whose
//! mixed chances do not fit a 32-bit digit and take the whole-word layout.
//!
//! Why: under dcss-0.34, the default rules, these are what `roguesim hit` and `roguesim turn`
//! run; `roguesim bench` holds them to 0.8× the dcss-0.31 rate, and criterion gives the same
//! loops with confidence intervals.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mechanics::dcss::attack::Attack;
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::turn::Turn;
use mechanics::sampling::dcss_exchange::{CompiledAttack, CompiledTurn, Path};
use mechanics::sampling::kernel::LaneKernel;
use roguesim_benches::{attack, attack034, rng};

/// Attacks per iteration.
const N: u64 = 4096;

/// The generator's seed.
const SEED: u64 = 0x340;

/// The exchange's variants: name, attack. The HD 10 fighter's 0.34 chances at EV 20.50 fit
/// half-words; an HD 5 attacker's at EV 15.37 do not, and take whole words (the slower
/// layout), beside the same attacker under 0.31.
fn exchanges(shielded: bool) -> [(&'static str, Attack); 5] {
    let v031 = ShieldRules::V031;
    let sh = |x100| shielded.then_some(x100);
    let sh031 = if shielded { 27 } else { 0 };
    [
        ("031", attack(10, true, 20, sh031, v031)),
        ("034_whole", attack034(10, true, 2000, sh(2700), v031)),
        ("034_hundredths", attack034(10, true, 2050, sh(2761), v031)),
        ("031_hd5", attack(5, false, 15, sh031, v031)),
        (
            "034_hundredths_hd5_words",
            attack034(5, false, 1537, sh(2761), v031),
        ),
    ]
}

fn exchange(c: &mut Criterion) {
    for (group_name, shielded) in [("loops034/exchange", false), ("loops034/shielded", true)] {
        let mut group = c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(N));
        for (name, a) in exchanges(shielded) {
            let fast = CompiledAttack::compile(&black_box(a), 0);
            assert_eq!(fast.path(), Path::Lanes, "{name}");
            for kernel in LaneKernel::ALL {
                let mut r = rng(SEED);
                group.bench_function(format!("{name}_{}", kernel.name()), |b| {
                    b.iter(|| black_box(fast.count_on(kernel, &mut r, N)))
                });
            }
        }
        group.finish();
    }
}

fn turn(c: &mut Criterion) {
    let v031 = ShieldRules::V031;
    let turns = [
        ("031", attack(5, false, 15, 27, v031)),
        ("034_whole", attack034(5, false, 1500, Some(2700), v031)),
        (
            "034_hundredths_words",
            attack034(5, false, 1537, Some(2761), v031),
        ),
    ];
    let mut group = c.benchmark_group("loops034/turn");
    // One turn per fight, four attacks per turn.
    let fights = N / 4;
    group.throughput(Throughput::Elements(fights * 4));
    for (name, a) in turns {
        let turn = black_box(Turn {
            attacks: vec![a; 4],
            block_limit: Some(3),
        });
        let fast = CompiledTurn::compile(&turn);
        assert_eq!(fast.path(), Path::Lanes, "{name}");
        for kernel in LaneKernel::ALL {
            let mut r = rng(SEED);
            group.bench_function(format!("four_attacks_{name}_{}", kernel.name()), |b| {
                b.iter(|| black_box(fast.count_fights_on(kernel, &mut r, fights, 1)))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = loops034;
    config = roguesim_benches::config();
    targets = exchange, turn
}
criterion_main!(loops034);
