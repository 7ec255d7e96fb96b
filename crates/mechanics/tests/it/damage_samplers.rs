//! Every damage sampler against its exact law (`docs/rules/dcss-0.31-damage.md`): 1e6 draws
//! with a fixed seed and a chi-square test at p >= `CHI_SQUARE_P` (`tests/common`). This ties
//! the game-order rolls of one attack, of AC, of a landed hit and of a whole fight to the exact
//! laws the simulator reports.

use crate::common::assert_draws_fit;
use mechanics::dcss::damage::ac::{AcType, apply_ac, apply_ac_dist};
use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, Modifiers034, RoundAttack, WeaponDamage,
    landed_damage_law, roll_landed,
};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dist::Dist;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

fn cells(law: &Dist) -> Vec<(i64, f64)> {
    law.iter().map(|(v, p)| (i64::from(v), p)).collect()
}

fn attack(a: i32, weapon: Option<(i32, i32, bool)>, modifiers: DamageModifiers) -> MeleeDamage {
    let weapon = weapon.map(|(base, plus, heavy)| WeaponDamage { base, plus, heavy });
    MeleeDamage::new(a, weapon, modifiers).unwrap()
}

/// `(damage, damage_max)` as one number, so the joint law is one histogram.
fn joint(damage: i32, damage_max: i32) -> i64 {
    i64::from(damage_max) * 10_000 + i64::from(damage)
}

/// §1.4–§1.5: the joint law of `(damage, damage_max)`, with a heavy weapon's random top, a
/// negative enchantment, and every modifier.
#[test]
fn one_attack_roll_matches_its_joint_law() {
    let weak = DamageModifiers {
        weak: true,
        ..DamageModifiers::default()
    };
    let cleave = DamageModifiers {
        cleave: true,
        ..DamageModifiers::default()
    };
    let all = DamageModifiers {
        might: true,
        idealised: true,
        weak: false,
        stab: true,
        cleave: true,
    };
    let cases = [
        (
            "heavy +3 war axe, weak",
            attack(12, Some((11, 3, true)), weak),
        ),
        (
            "-2 falchion, cleave",
            attack(15, Some((8, -2, false)), cleave),
        ),
        ("unarmed 9, every modifier", attack(9, None, all)),
    ];
    for (seed, (what, a)) in cases.into_iter().enumerate() {
        let exact: Vec<(i64, f64)> = a
            .dist()
            .branches
            .iter()
            .flat_map(|b| {
                b.damage
                    .iter()
                    .map(move |(d, q)| (joint(d, b.damage_max), b.probability * q))
            })
            .collect();
        let mut r = rng(seed as u64 + 1);
        assert_draws_fit(what, &exact, || {
            let (d, dmax) = a.roll(&mut r);
            joint(d, dmax)
        });
    }
}

/// §2.1, §2.5: AC of every type on a fixed damage, against `apply_ac_dist`.
#[test]
fn apply_ac_matches_its_law_for_every_type() {
    let types = [
        AcType::Normal,
        AcType::Half,
        AcType::Triple,
        AcType::Proportional,
        AcType::None,
    ];
    for (seed, ac_type) in types.into_iter().enumerate() {
        let (damage, damage_max, ac) = (30, 40, 13);
        let law = apply_ac_dist(&Dist::point(damage), damage_max, ac, ac_type);
        let mut r = rng(10 + seed as u64);
        assert_draws_fit(&format!("{ac_type:?} AC 13"), &cells(&law), || {
            i64::from(apply_ac(&mut r, damage, damage_max, ac, ac_type))
        });
    }
}

/// §2.3: a landed hit after AC and GDR: the ogre of Ex4, an odd AC (GDR floor rounded at
/// random) with a weapon, and a heavy stab whose `damage_max` is random.
#[test]
fn landed_hit_matches_its_law() {
    let stab = DamageModifiers {
        stab: true,
        ..DamageModifiers::default()
    };
    let cases = [
        (
            "ogre, AC 10",
            attack(20, Some((20, 0, false)), DamageModifiers::default()),
            10,
        ),
        (
            "orc warrior, AC 5",
            attack(12, Some((10, 0, false)), DamageModifiers::default()),
            5,
        ),
        (
            "heavy +3 great mace stab, AC 5",
            attack(25, Some((17, 3, true)), stab),
            5,
        ),
        (
            "unarmed 45, AC 31",
            attack(45, None, DamageModifiers::default()),
            31,
        ),
    ];
    for (seed, (what, a, ac)) in cases.into_iter().enumerate() {
        let law = landed_damage_law(&a, ac);
        let mut r = rng(20 + seed as u64);
        assert_draws_fit(what, &cells(&law), || {
            i64::from(roll_landed(&mut r, &a, ac))
        });
    }
}

/// `P(T = n)` from the exact `P(T ≤ n)` of `fight` up to `cap` rounds, with the fights
/// still going after the cap in cell 0, against `cap`-capped samples.
fn assert_rounds_to_death_fit(fight: &Fight, cap: u32, seed: u64) {
    let dead = fight.p_dead_within_rounds(cap as usize);
    let mut exact: Vec<(i64, f64)> = (0..dead.len())
        .map(|i| {
            let before = if i == 0 { 0.0 } else { dead[i - 1] };
            (i as i64 + 1, dead[i] - before)
        })
        .collect();
    exact.push((0, 1.0 - dead[dead.len() - 1]));
    let mut r = rng(seed);
    assert_draws_fit("rounds to death", &exact, || {
        fight
            .sample_rounds_to_death(&mut r, cap)
            .map_or(0, i64::from)
    });
}

/// `docs/rules/dcss-0.34.md` §D2, §D6: the 0.34 fight (Tempered and Beogh multipliers, a
/// fractional AC drawn twice per landed hit) rolled attack by attack against its exact law.
#[test]
fn rounds_to_death_match_the_exact_law_034() {
    let bite = attack(8, None, DamageModifiers::default());
    let claw = attack(6, Some((5, 1, false)), DamageModifiers::default());
    let slots = vec![
        RoundAttack {
            damage: bite,
            p_land: 0.38,
        },
        RoundAttack {
            damage: claw,
            p_land: 0.6,
        },
    ];
    let extra = Modifiers034 {
        tempered: true,
        beogh: true,
        figment: false,
    };
    let fight = Fight::new_034(slots, extra, Hundredths(437), 30).unwrap();
    assert_rounds_to_death_fit(&fight, 25, 31);
}

/// §6: rounds to death, rolled attack by attack, against `P(T = n)` from the exact
/// `P(T ≤ n)`, with the fights still going after the cap in one cell.
#[test]
fn rounds_to_death_match_the_exact_law() {
    let bite = attack(8, None, DamageModifiers::default());
    let claw = attack(6, Some((5, 1, false)), DamageModifiers::default());
    let slots = vec![
        RoundAttack {
            damage: bite,
            p_land: 0.38,
        },
        RoundAttack {
            damage: claw,
            p_land: 0.6,
        },
    ];
    let fight = Fight::new(slots, 4, 20).unwrap();
    assert_rounds_to_death_fit(&fight, 25, 30);
}
