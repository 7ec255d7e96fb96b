//! Benchmarks of roguesim; the benches are in `benches/` (run them with `cargo bench`).
//! This library holds what they share: the criterion settings, a seeded generator and the
//! attack builders of the monster-versus-player scenarios they measure
//! (`dcss-0.31.md` §2.1, §6.3).

use std::time::Duration;

use criterion::Criterion;
use mechanics::combat::{Attack, Attacker, DefenderShield};
use mechanics::shields::{Defender, ShieldRules};
use mechanics::to_hit::{HitModifiers, MonsterAttacker};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Criterion settings of every bench: short enough for `cargo bench` to finish in a few
/// minutes on two cores.
pub fn config() -> Criterion {
    Criterion::default()
        .measurement_time(Duration::from_secs(2))
        .warm_up_time(Duration::from_millis(500))
        .sample_size(20)
}

/// A generator with a fixed seed.
pub fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// A monster attacker with no weapon bonus and no slaying (`dcss-0.31.md` §3.1).
pub fn monster(hd: i32, skilled: bool) -> Attacker {
    Attacker::Monster(MonsterAttacker {
        hd,
        skilled,
        weapon_to_hit: 0,
        slaying: 0,
    })
}

/// A monster attack against a player with EV `ev` and, when `psc > 0`, internal SH `psc`
/// under `rules` (`dcss-0.31.md` §2.1, §6.3).
pub fn attack(hd: i32, skilled: bool, ev: i32, psc: i32, rules: ShieldRules) -> Attack {
    Attack {
        attacker: monster(hd, skilled),
        mods: HitModifiers::default(),
        ev,
        shield: (psc > 0).then_some(DefenderShield {
            defender: Defender::Player { psc },
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }),
    }
}
