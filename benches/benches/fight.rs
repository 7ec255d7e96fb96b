//! The threat's fight loop (`roguesim threat` with AC and HP): a troll's three attacks
//! against EV 15, internal SH 27 with the 0.31 block limit, AC 8 and 60 HP, every fight
//! played from the stationary regime until death, per defender turn.
//!
//! Why: the survival estimates are this loop, and `roguesim bench` reports it against its
//! target (`fight_turns`); criterion gives the same loop with confidence intervals, on each
//! kernel of the fight lanes (a kernel this processor lacks runs the portable code). Each
//! iteration replays the same 4,096 fights from one seed, so the turns per iteration are a
//! constant (the same on every kernel) and the throughput is in defender turns.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;
use roguesim::dcss::threat::experiment::FightAcc;
use roguesim::engine::Experiment;
use roguesim::tools::bench::bench_fight;
use roguesim_benches::rng;

/// Fights per iteration.
const FIGHTS: u64 = 4_096;

/// The generator's seed.
const SEED: u64 = 0xf16;

fn fights(c: &mut Criterion) {
    let mut group = c.benchmark_group("loops/fight");
    for kernel in LaneKernel::ALL {
        let fight = bench_fight(RuleSet::Dcss031, kernel).expect("the bench's fight is valid");
        let play = || {
            let mut acc = FightAcc::default();
            fight.run_chunk(&mut rng(SEED), FIGHTS, &mut acc);
            acc
        };
        let once = play();
        assert_eq!(once.censored, 0, "every bench fight ends in death");
        let turns = u64::try_from(once.turns_sum).expect("some sixty thousand turns");
        group.throughput(Throughput::Elements(turns));
        let name = format!("troll_vs_ev15_sh27_ac8_hp60_turns_{}", kernel.name());
        group.bench_function(name, |b| b.iter(|| black_box(play())));
    }
    group.finish();
}

criterion_group! {
    name = fight;
    config = roguesim_benches::config();
    targets = fights
}
criterion_main!(fight);
