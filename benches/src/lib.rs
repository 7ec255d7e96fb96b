//! Benchmarks of roguesim; the benches are in `benches/` (run them with `cargo bench`).
//! This library holds what they share: the criterion settings, a seeded generator and the
//! attack builders of the monster-versus-player scenarios they measure
//! (`docs/rules/dcss-0.31.md` §2.1, §6.3).

use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::rules::RuleSet;
use std::time::Duration;

use criterion::Criterion;
use mechanics::dcss::attack::{Attack, Attacker, DefenderShield};
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
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

/// A monster attacker with no weapon bonus and no slaying (`docs/rules/dcss-0.31.md` §3.1).
pub fn monster(hd: i32, fighter: bool) -> Attacker {
    Attacker::Monster(MonsterAttacker {
        hd,
        fighter,
        weapon_to_hit: 0,
        slaying: 0,
    })
}

/// A monster attack against a player with EV `ev` and, when `sh_internal > 0`, internal SH
/// `sh_internal` under `rules` (`docs/rules/dcss-0.31.md` §2.1, §6.3).
pub fn attack(hd: i32, fighter: bool, ev: i32, sh_internal: i32, rules: ShieldRules) -> Attack {
    Attack {
        attacker: monster(hd, fighter),
        mods: HitModifiers::default(),
        ev: DefenderEv::Fixed(ev),
        shield: (sh_internal > 0).then_some(DefenderShield {
            blocker: Blocker::Player { sh_internal },
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }),
        rule_set: RuleSet::Dcss031,
    }
}

/// The dcss-0.34 monster attack against EV `ev_x100` and, when given, internal SH `sh_x100`
/// in hundredths under `rules`: every attack draws its EV and every block roll its SH
/// (`docs/rules/dcss-0.34.md` §1.1).
pub fn attack034(
    hd: i32,
    fighter: bool,
    ev_x100: i32,
    sh_x100: Option<i32>,
    rules: ShieldRules,
) -> Attack {
    Attack {
        attacker: monster(hd, fighter),
        mods: HitModifiers::default(),
        ev: DefenderEv::Drawn {
            x100: ev_x100,
            shift: 0,
        },
        shield: sh_x100.map(|sh_x100| DefenderShield {
            blocker: Blocker::PlayerDrawn { sh_x100 },
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }),
        rule_set: RuleSet::Dcss034,
    }
}
