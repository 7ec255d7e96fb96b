//! The exact law of a monster's melee armament, in exact rational arithmetic, so that every
//! law sums to exactly 1 (`docs/rules/monsters-and-dumps.md` §2.2–§2.5).
//!
//! Each function here is the law of the sampler of the same step in the `sample` module;
//! `tests/monster_gear.rs` ties every pair together with a chi-square test.

use std::collections::{BTreeMap, HashMap};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use super::tables::{
    BETTER_BASE, BETTER_OUT_OF, BRAND_TRY_BASE, BRAND_TRY_OUT_OF, GOOD_BRAND_TRIES,
    GOOD_UNBRANDED_MIN, GOOD_UNBRANDED_SPAN, ItemLevel, MonsterSpecs, NICE_DIE, NICE_DRAWS,
    NICE_STOP_BASE, NICE_STOP_DIE, PlusRange, SQUASH_BELOW, TypeTraits, UNIQUE_GOOD_BASE,
    UNIQUE_GOOD_OUT_OF, UNIQUE_LEVEL_BONUS, WeaponSpec,
};

/// A law over keys `K`: each key with its exact probability.
pub type Law<K> = BTreeMap<K, BigRational>;

/// What a monster ends up holding for melee: `None` for nothing, else the weapon's index in
/// [`crate::dcss::weapons::all`] and its plus.
pub(crate) type Held = Option<(usize, i32)>;

/// The exact `a/b`.
fn ratio(a: i64, b: i64) -> BigRational {
    BigRational::new(BigInt::from(a), BigInt::from(b))
}

/// The exact chance of `x_chance_in_y(x, y)`: 0 for `x <= 0`, 1 for `x >= y`, else `x/y`.
fn x_in_y(x: i64, y: i64) -> BigRational {
    if x <= 0 {
        BigRational::zero()
    } else if x >= y {
        BigRational::one()
    } else {
        ratio(x, y)
    }
}

/// The chance of `one_chance_in(n)`: 1 for `n <= 1`, else `1/n`.
fn one_in(n: i32) -> BigRational {
    ratio(1, i64::from(n.max(1)))
}

fn point<K: Ord>(k: K) -> Law<K> {
    BTreeMap::from([(k, BigRational::one())])
}

/// Adds `weight × law` into `acc`.
fn add_scaled<K: Ord + Clone>(acc: &mut Law<K>, law: &Law<K>, weight: &BigRational) {
    if weight.is_zero() {
        return;
    }
    for (k, p) in law {
        *acc.entry(k.clone()).or_insert_with(BigRational::zero) += p * weight;
    }
}

/// The law of `lo + random2(n)`.
fn uniform(lo: i32, n: i32) -> Law<i32> {
    if n <= 1 {
        return point(lo);
    }
    (0..n).map(|v| (lo + v, ratio(1, i64::from(n)))).collect()
}

/// The law of `X + Y` for independent `X` and `Y`.
fn convolve(a: &Law<i32>, b: &Law<i32>) -> Law<i32> {
    let mut out = Law::new();
    for (x, p) in a {
        for (y, q) in b {
            *out.entry(x + y).or_insert_with(BigRational::zero) += p * q;
        }
    }
    out
}

/// The law of `f(X)`.
fn map_keys<K: Ord, J: Ord>(law: Law<K>, f: impl Fn(K) -> J) -> Law<J> {
    let mut out = Law::new();
    for (k, p) in law {
        *out.entry(f(k)).or_insert_with(BigRational::zero) += p;
    }
    out
}

/// The exact law of `determine_nice_weapon_plusses(level)`: up to 4 draws of `random2(3)`,
/// stopping after a draw when `random2(425) > 35 + chance` (`docs/rules/monsters-and-dumps.md`
/// §2.3).
pub fn nice_plus(level: ItemLevel) -> Law<i32> {
    let threshold = i64::from(NICE_STOP_BASE) + i64::from(level.nice_chance());
    let die = i64::from(NICE_STOP_DIE);
    // random2(425) > t for the values t+1 ..= 424.
    let stop = ratio((die - 1 - threshold).clamp(0, die), die);
    let draw = uniform(0, NICE_DIE);
    let mut sum = draw.clone();
    let mut reached = BigRational::one();
    let mut law = Law::new();
    for k in 1..=NICE_DRAWS {
        let ends_here = if k < NICE_DRAWS {
            &reached * &stop
        } else {
            reached.clone()
        };
        add_scaled(&mut law, &sum, &ends_here);
        reached *= BigRational::one() - &stop;
        sum = convolve(&sum, &draw);
    }
    law
}

/// The exact law of crawl's `random_range(min, max, nrolls)`:
/// `min + random2avg(max - min + 1, nrolls)` (`docs/rules/monsters-and-dumps.md` §2.2).
pub fn forced_plus(range: PlusRange) -> Law<i32> {
    let n = range.max - range.min + 1;
    let rolls = range.nrolls.max(1);
    let later = uniform(0, n + 1);
    let sum = (1..rolls).fold(uniform(0, n), |acc, _| convolve(&acc, &later));
    map_keys(sum, |s| range.min + s / rolls)
}

/// The exact law of the plus that normal item generation (`_generate_weapon_item`) gives a
/// weapon of the given traits at `level` (`docs/rules/monsters-and-dumps.md` §2.3).
pub fn generated_plus(traits: &TypeTraits, level: ItemLevel) -> Law<i32> {
    let level = level.for_items();
    let (good, depth) = match level {
        ItemLevel::Good => (true, 0),
        ItemLevel::Depth(l) => (false, i64::from(l)),
    };
    let better = if traits.mundane && !good {
        BigRational::zero()
    } else if good || traits.demonic {
        BigRational::one()
    } else {
        x_in_y(i64::from(BETTER_BASE) + depth, i64::from(BETTER_OUT_OF))
    };
    // An empty brand list draws SPWPN_NORMAL without a roll.
    let normal = if traits.brand_total == 0 {
        BigRational::one()
    } else {
        ratio(
            i64::from(traits.normal_weight),
            i64::from(traits.brand_total),
        )
    };
    let branded = if good {
        BigRational::one() - num_traits::pow(normal, GOOD_BRAND_TRIES as usize)
    } else if traits.demonic {
        BigRational::one() - normal
    } else {
        x_in_y(
            i64::from(BRAND_TRY_BASE) + depth,
            i64::from(BRAND_TRY_OUT_OF),
        ) * (BigRational::one() - normal)
    };
    let nice = nice_plus(level);
    let unbranded = if good {
        convolve(&uniform(GOOD_UNBRANDED_MIN, GOOD_UNBRANDED_SPAN), &nice)
    } else {
        map_keys(nice.clone(), |v| if v < SQUASH_BELOW { 0 } else { v })
    };
    let mut law = Law::new();
    add_scaled(&mut law, &point(0), &(BigRational::one() - &better));
    add_scaled(&mut law, &nice, &(&better * &branded));
    add_scaled(
        &mut law,
        &unbranded,
        &(&better * (BigRational::one() - &branded)),
    );
    law
}

/// Who the weapon is for: the depth, the monster's HD and whether it is unique, and the
/// weapon types' traits of the release in force.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Owner {
    pub depth: i32,
    pub hd: i32,
    pub unique: bool,
    pub traits: &'static [TypeTraits],
}

/// The work of one armament law: the generated-plus laws already computed (many weapon types
/// share their traits, and both draws share their levels).
#[derive(Default)]
struct Work {
    generated: HashMap<(TypeTraits, ItemLevel), Law<i32>>,
}

impl Work {
    fn generated(&mut self, traits: &TypeTraits, level: ItemLevel) -> &Law<i32> {
        self.generated
            .entry((*traits, level))
            .or_insert_with(|| generated_plus(traits, level))
    }
}

/// The exact law of the plus of a weapon of type `weapon` drawn from `spec`: the forced plus,
/// the forced brand, the good-item chance and the unique rule, then normal generation
/// (`docs/rules/monsters-and-dumps.md` §2.2).
fn item_plus(spec: &WeaponSpec, weapon: usize, owner: Owner, work: &mut Work) -> Law<i32> {
    let traits = &owner.traits[weapon];
    let one = BigRational::one();
    let plus_forced = spec
        .plusses
        .map_or_else(BigRational::zero, |r| one_in(r.odds));
    let brand_forced = if spec.brands.is_empty() {
        BigRational::zero()
    } else {
        let forcing: u32 = spec.brands.iter().filter(|b| b.0).map(|b| b.1).sum();
        ratio(i64::from(forcing), i64::from(spec.brand_total))
    };
    let good_chance = if spec.good_chance > 0 {
        one_in(spec.good_chance)
    } else {
        BigRational::zero()
    };
    let (good, plain) = if owner.unique {
        let u = x_in_y(
            i64::from(UNIQUE_GOOD_BASE) + i64::from(owner.hd),
            i64::from(UNIQUE_GOOD_OUT_OF),
        );
        let good = &good_chance + (&one - &good_chance) * u;
        (good, ItemLevel::Depth(owner.depth + UNIQUE_LEVEL_BONUS))
    } else {
        (good_chance, ItemLevel::Depth(owner.depth))
    };

    let unforced_weight = (&one - &plus_forced) * (&one - &brand_forced);
    let mut unforced = Law::new();
    if !unforced_weight.is_zero() {
        for (level, weight) in [(ItemLevel::Good, good.clone()), (plain, &one - &good)] {
            if !weight.is_zero() {
                add_scaled(&mut unforced, work.generated(traits, level), &weight);
            }
        }
    }

    let mut law = Law::new();
    if let Some(range) = spec.plusses {
        add_scaled(&mut law, &forced_plus(range), &plus_forced);
    }
    let brand_weight = (&one - &plus_forced) * &brand_forced;
    if !brand_weight.is_zero() {
        // A brand-forced item keeps the spec's nice plus, made at the depth, when the spec has
        // no plus range; with a range whose roll failed it keeps +0.
        let brand_plus = match spec.plusses {
            None => nice_plus(ItemLevel::Depth(owner.depth)),
            Some(_) => point(0),
        };
        add_scaled(&mut law, &brand_plus, &brand_weight);
    }
    add_scaled(&mut law, &unforced, &unforced_weight);
    law
}

/// The exact law of one pass of `_apply_weapon_spec` and the item made from it: `None` when the
/// spec draws "no weapon" (`docs/rules/monsters-and-dumps.md` §2.2).
fn spec_item(spec: &WeaponSpec, owner: Owner, work: &mut Work) -> Law<Held> {
    let mut law = Law::new();
    for &(weapon, weight) in &spec.types {
        let p = ratio(i64::from(weight), i64::from(spec.type_total));
        match weapon {
            None => add_scaled(&mut law, &point(None), &p),
            Some(w) => {
                let plus = item_plus(spec, w, owner, work);
                add_scaled(&mut law, &map_keys(plus, |v| Some((w, v))), &p);
            }
        }
    }
    law
}

/// The parts of the armament law, before it is merged into outcomes.
pub(crate) struct MeleeLaw {
    /// The law of what the monster fights with in melee (or holds, when only a launcher).
    pub law: Law<Held>,
    /// The monster can hold a launcher and a melee weapon together.
    pub both_held: bool,
}

/// The exact law of a monster's melee armament: the first `make_mons_weapon` call (secondary
/// spec, then primary), and, when it gave a launcher, the melee-only primary draw; the melee
/// weapon is used when there is one (`docs/rules/monsters-and-dumps.md` §2.2, §2.5).
pub(crate) fn melee_law(specs: &MonsterSpecs, owner: Owner) -> MeleeLaw {
    let is_launcher = |held: Held| held.is_some_and(|(w, _)| owner.traits[w].launcher);
    let mut work = Work::default();
    let nothing = point(None);
    let primary = specs
        .primary
        .as_ref()
        .map(|s| spec_item(s, owner, &mut work));
    let primary = primary.as_ref().unwrap_or(&nothing);
    let first = match &specs.secondary {
        None => primary.clone(),
        Some(sec) => {
            let mut law = Law::new();
            for (held, p) in spec_item(sec, owner, &mut work) {
                match held {
                    None => add_scaled(&mut law, primary, &p),
                    Some(_) => add_scaled(&mut law, &point(held), &p),
                }
            }
            law
        }
    };
    let melee_only = map_keys(primary.clone(), |h| if is_launcher(h) { None } else { h });

    // A launcher first is followed by the melee-only draw: its melee weapon is used when
    // there is one, else the launcher stays.
    let launched: BigRational = first
        .iter()
        .filter(|(h, _)| is_launcher(**h))
        .map(|(_, p)| p)
        .sum();
    let kept = melee_only
        .get(&None)
        .cloned()
        .unwrap_or_else(BigRational::zero);
    let mut law = Law::new();
    for (held, p) in first {
        let weight = if is_launcher(held) { p * &kept } else { p };
        add_scaled(&mut law, &point(held), &weight);
    }
    let melee: Law<Held> = melee_only
        .into_iter()
        .filter(|(h, _)| h.is_some())
        .collect();
    add_scaled(&mut law, &melee, &launched);
    let both_held = !launched.is_zero() && kept < BigRational::one();
    MeleeLaw { law, both_held }
}
