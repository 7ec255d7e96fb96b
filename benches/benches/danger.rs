//! The danger table's two costs (`docs/rules/dcss-spawns.md` §8): one exact duel over a
//! monster's full weapon law (an orc warrior at depth 10, every weapon it can carry, against
//! the Minotaur fighter's dump), and the whole exact D:10 table (every monster the level can
//! pick after the fuzz, each band's chain of fights in a corridor) for the Gargoyle's dump and
//! for the Minotaur's, the slow case: its headbutts give the factored duels a dimension more
//! (`docs/rules/dcss-0.31-player-attack.md` §11.1), and a tengu warrior carries 81 weapons.
//!
//! Why: `roguesim danger` answers in a second only if the duel over a weapon law takes well
//! under 100 ms and the table under 2 s on two cores (issue #30); these are the figures the
//! README gives. One element is one duel, or one table.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use roguesim::dcss::danger::{DangerSpec, exact_danger};
use roguesim::dcss::duel::exact_duel;

/// The duel's character: a Minotaur fighter in plate with a kite shield.
const MINOTAUR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../examples/characters/minotaur-fighter-plate-kite.txt"
);

/// The table's character: a Gargoyle in leather armour with a buckler.
const GARGOYLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../examples/characters/gargoyle-leather-buckler.txt"
);

/// The D:10 scenario for the dump `character`, read.
fn d10(character: &str) -> DangerSpec {
    let mut spec = DangerSpec {
        place: "D:10".into(),
        character: Some(character.into()),
        defender: None,
        offence: Default::default(),
        hp: None,
        rules: None,
        terrain: Default::default(),
        character_dump: None,
    };
    spec.read_files().expect("the example dump reads");
    spec
}

fn danger(c: &mut Criterion) {
    let minotaur = d10(MINOTAUR);
    let gargoyle = d10(GARGOYLE);
    let mut group = c.benchmark_group("exact/danger");
    group.throughput(Throughput::Elements(1));
    let duel = minotaur.duel(
        minotaur.defender().expect("a dump is a defender"),
        "MONS_ORC_WARRIOR",
        10,
    );
    group.bench_function("duel_orc_warrior_weapon_law_d10", |b| {
        b.iter(|| black_box(exact_duel(black_box(&duel)).expect("the duel resolves")))
    });
    group.bench_function("table_d10_gargoyle", |b| {
        b.iter(|| black_box(exact_danger(black_box(&gargoyle)).expect("D:10 resolves")))
    });
    group.bench_function("table_d10_minotaur", |b| {
        b.iter(|| black_box(exact_danger(black_box(&minotaur)).expect("D:10 resolves")))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = roguesim_benches::config();
    targets = danger
}
criterion_main!(benches);
