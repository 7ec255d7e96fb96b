//! Helpers of the monster weapon tests: exact rationals, cells of an armament law, the
//! sampler's chi-square against its law, and the hand-derived laws of
//! `docs/rules/monsters-and-dumps.md` §2.3.

use std::collections::HashMap;

use super::{assert_fits, draws};
use mechanics::dcss::monster_gear::{Armament, ArmamentLaw, ArmamentSampler, armament_law_in};
use mechanics::dcss::rules::RuleSet;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

pub fn q(a: i64, b: i64) -> BigRational {
    BigRational::new(BigInt::from(a), BigInt::from(b))
}

pub fn pow(x: &BigRational, n: u32) -> BigRational {
    (0..n).fold(BigRational::one(), |acc, _| acc * x)
}

pub fn total(law: &ArmamentLaw) -> BigRational {
    law.outcomes.iter().map(|o| o.exact.clone()).sum()
}

/// The exact probability of `weapon` (by name, `None` for unarmed) at `plus`.
pub fn cell(law: &ArmamentLaw, weapon: Option<&str>, plus: i32) -> BigRational {
    law.outcomes
        .iter()
        .filter(|o| o.armament.weapon.map(|w| w.name.as_str()) == weapon && o.armament.plus == plus)
        .map(|o| o.exact.clone())
        .sum()
}

pub fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

pub fn key(a: &Armament) -> (Option<&'static str>, i32) {
    (a.weapon.map(|w| w.id.as_str()), a.plus)
}

/// Draws [`draws()`] armaments under `rules` and checks them against the exact law with a
/// chi-square test.
pub fn assert_sampler_fits_in(
    rules: RuleSet,
    monster: &str,
    hd: i32,
    unique: bool,
    depth: i32,
    seed: u64,
) {
    let law = armament_law_in(rules, monster, hd, unique, depth).unwrap();
    let index: HashMap<_, usize> = law
        .outcomes
        .iter()
        .enumerate()
        .map(|(i, o)| (key(&o.armament), i))
        .collect();
    assert_eq!(
        index.len(),
        law.outcomes.len(),
        "{monster}: outcomes merged"
    );
    let sampler = ArmamentSampler::new_in(rules, monster, hd, unique, depth).unwrap();
    let mut rng = rng(seed);
    let mut counts = vec![0u64; law.outcomes.len()];
    for _ in 0..draws() {
        let a = sampler.sample(&mut rng);
        match index.get(&key(&a)) {
            Some(&i) => counts[i] += 1,
            None => panic!("{monster}: drew {a:?}, impossible under the law"),
        }
    }
    let probs: Vec<f64> = law.outcomes.iter().map(|o| o.probability).collect();
    assert_fits(&format!("{monster} at depth {depth}"), &counts, &probs);
}

/// An independent enumeration of `determine_nice_weapon_plusses` (`docs/rules/monsters-and-dumps.md`
/// §2.3): every sequence of draws and stop rolls, as exact rationals.
pub fn nice_by_enumeration(chance: i64) -> HashMap<i32, BigRational> {
    let stop = q((424 - 35 - chance).clamp(0, 425), 425);
    let go = BigRational::one() - &stop;
    let mut law = HashMap::new();
    // (sum so far, probability of reaching here, draws made)
    let mut frontier = vec![(0, BigRational::one(), 0)];
    while let Some((sum, p, made)) = frontier.pop() {
        for d in 0..3 {
            let p = &p * q(1, 3);
            if made + 1 == 4 {
                *law.entry(sum + d).or_insert_with(BigRational::zero) += p;
            } else {
                *law.entry(sum + d).or_insert_with(BigRational::zero) += &p * &stop;
                frontier.push((sum + d, &p * &go, made + 1));
            }
        }
    }
    law
}

/// The hand-derived chance that normal generation leaves a weapon at +0 at `depth`, with
/// `normal` the assumed chance that a brand draw gives NORMAL (`docs/rules/monsters-and-dumps.md`
/// §2.3).
pub fn hand_plus_zero(normal: &BigRational, depth: i64) -> BigRational {
    let nice = nice_by_enumeration(depth);
    let nice0 = nice[&0].clone();
    let below3: BigRational = (0..3).map(|v| nice[&v].clone()).sum();
    let better = q(51 + depth, 200);
    let branded = q(101 + depth, 300) * (BigRational::one() - normal);
    BigRational::one() - &better
        + &better * (&branded * nice0 + (BigRational::one() - &branded) * below3)
}

/// Every monster id with a primary or secondary weapon spec in a weapon tables file.
pub fn monsters_with_specs_in(tables: &str) -> Vec<String> {
    let file: serde_json::Value = serde_json::from_str(tables).unwrap();
    let mut ids: Vec<String> = ["primary", "secondary"]
        .iter()
        .flat_map(|slot| {
            file["monster_weapon_specs"][slot]
                .as_object()
                .unwrap()
                .keys()
                .cloned()
        })
        .collect();
    ids.sort();
    ids.dedup();
    ids
}
