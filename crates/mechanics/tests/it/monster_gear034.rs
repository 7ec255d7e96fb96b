//! Monster weapons under the rule set in force (issue #25, `docs/rules/monsters-and-dumps.md`
//! §2.4): the brand weights the laws read against the embedded files, the orc knight under
//! both releases, a 0.34 forced brand keeping +0, every 0.34 law summing to exactly 1, and the
//! 0.34 samplers against their laws.

use std::collections::HashMap;

use crate::common::assert_draws_fit;
use crate::common::gear::{
    assert_sampler_fits_in, cell, hand_plus_zero, monsters_with_specs_in, q, rng, total,
};
use mechanics::dcss::monster_gear::{
    ArmamentLaw, ItemLevel, armament_law, armament_law_in, brand_weights, generated_plus_law_in,
    has_weapon_spec_in, sample_generated_plus_in,
};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

/// Issue #25: every weapon type's unbranded and total weights as the laws read them are those
/// of the embedded copies of `dcss-0.31-weapon-brands.json` and `dcss-0.34-weapon-brands.json`
/// (`docs/rules/monsters-and-dumps.md` §2.4), read here straight from the files.
#[test]
fn brand_weights_are_the_files() {
    for (rules, text) in [
        (
            RuleSet::Dcss031,
            include_str!("../../data/dcss-0.31-weapon-brands.json"),
        ),
        (
            RuleSet::Dcss034,
            include_str!("../../data/dcss-0.34-weapon-brands.json"),
        ),
    ] {
        let file: serde_json::Value = serde_json::from_str(text).unwrap();
        let rows = file["weapons"].as_array().unwrap();
        let product = brand_weights(rules);
        assert_eq!(product.len(), rows.len(), "{rules}");
        assert_eq!(product.len(), weapons::all_in(rules).len(), "{rules}");
        for (p, row) in product.iter().zip(rows) {
            assert_eq!(p.id, row["enum"].as_str().unwrap(), "{rules}");
            let want = (
                row["normal_weight"].as_u64().unwrap() as u32,
                row["total_weight"].as_u64().unwrap() as u32,
            );
            assert_eq!((p.unbranded, p.total), want, "{rules} {}", p.id);
        }
    }
    // Rows pinned to the data: a launcher, a club, a quick blade, a long blade, with their
    // item-prop.cc lines.
    let row = |rules, id: &str| {
        let w = brand_weights(rules)
            .into_iter()
            .find(|w| w.id == id)
            .unwrap();
        (w.unbranded, w.total, w.item_prop_line)
    };
    let old = RuleSet::Dcss031;
    assert_eq!(
        row(old, "WPN_SHORTBOW").0..=row(old, "WPN_SHORTBOW").1,
        58..=100
    );
    assert_eq!(
        (row(old, "WPN_HAND_CANNON").0, row(old, "WPN_HAND_CANNON").1),
        (15, 57)
    );
    assert_eq!((row(old, "WPN_CLUB").0, row(old, "WPN_CLUB").1), (9, 10));
    assert_eq!(
        (row(old, "WPN_GIANT_CLUB").0, row(old, "WPN_GIANT_CLUB").1),
        (9, 10)
    );
    assert_eq!(
        (row(old, "WPN_QUICK_BLADE").0, row(old, "WPN_QUICK_BLADE").1),
        (43, 100)
    );
    assert_eq!(
        (row(old, "WPN_LONG_SWORD").0, row(old, "WPN_LONG_SWORD").1),
        (19, 100)
    );
    let new = RuleSet::Dcss034;
    assert_eq!(
        (row(new, "WPN_LONGBOW").0, row(new, "WPN_LONGBOW").1),
        (58, 100)
    );
    assert_eq!((row(new, "WPN_CLUB").0, row(new, "WPN_CLUB").1), (9, 10));
    assert_eq!(
        (row(new, "WPN_QUICK_BLADE").0, row(new, "WPN_QUICK_BLADE").1),
        (43, 105)
    );
    assert_eq!(
        (row(new, "WPN_LONG_SWORD").0, row(new, "WPN_LONG_SWORD").1),
        (19, 101)
    );
    assert_eq!(
        (row(new, "WPN_BATTLEAXE").0, row(new, "WPN_BATTLEAXE").1),
        (31, 105)
    );
    assert_eq!((row(new, "WPN_MACE").0, row(new, "WPN_MACE").1), (28, 110));
    assert_eq!(
        (
            row(new, "WPN_QUARTERSTAFF").0,
            row(new, "WPN_QUARTERSTAFF").1
        ),
        (44, 100)
    );
    assert_eq!(
        (row(new, "WPN_LAJATANG").0, row(new, "WPN_LAJATANG").1),
        (28, 100)
    );
    assert_eq!(row(new, "WPN_PARTISAN"), (36, 105, 726));
    assert!(brand_weights(old).iter().all(|w| w.id != "WPN_PARTISAN"));
    assert!(row(old, "WPN_CLUB").2 > 0 && row(new, "WPN_CLUB").2 == 503);
}

/// Issue #25: the orc knight's weapon mixture sums to exactly 1 under both rule sets, and
/// the two differ only where the tables do: the 0.34 weights of the long blades, axes and
/// maces, and the new partisan.
#[test]
fn orc_knight_under_both_rule_sets() {
    let old = armament_law_in(RuleSet::Dcss031, "MONS_ORC_KNIGHT", 9, false, 10).unwrap();
    let new = armament_law_in(RuleSet::Dcss034, "MONS_ORC_KNIGHT", 9, false, 10).unwrap();
    assert_eq!(total(&old), BigRational::one());
    assert_eq!(total(&new), BigRational::one());
    assert_eq!(old, armament_law("MONS_ORC_KNIGHT", 9, false, 10).unwrap());
    let by_weapon = |law: &ArmamentLaw, name: &str| -> BigRational {
        law.outcomes
            .iter()
            .filter(|o| o.armament.weapon.unwrap().name == name)
            .map(|o| o.exact.clone())
            .sum()
    };
    // ORC_KNIGHT_WEAPONS doubled its weights and added the partisan at 1 of 51.
    assert_eq!(by_weapon(&old, "great sword"), q(4, 25));
    assert_eq!(by_weapon(&new, "great sword"), q(8, 51));
    assert_eq!(by_weapon(&new, "partisan"), q(1, 51));
    // A great sword at 0.34 (NORMAL 19 of 101): +0 with 3/4 times normal generation's +0.
    let normal = q(19, 101);
    assert_eq!(
        cell(&new, Some("great sword"), 0),
        q(8, 51) * q(3, 4) * hand_plus_zero(&normal, 10)
    );
    // Conditioned on the weapon, a great sword's plus law moves only with its weights.
    let cond = |law: &ArmamentLaw, plus| {
        cell(law, Some("great sword"), plus) / by_weapon(law, "great sword")
    };
    assert_ne!(cond(&old, 0), cond(&new, 0));
    // What does not depend on the tables stays: a glaive's +3 is the forced 1/4 · 1/3 plus
    // normal generation's share, which reads each release's weights (36/100, 36/105).
    assert_eq!(
        cell(&old, Some("glaive"), 3) / by_weapon(&old, "glaive")
            - cond_generated(&old, "glaive", 3),
        cell(&new, Some("glaive"), 3) / by_weapon(&new, "glaive")
            - cond_generated(&new, "glaive", 3)
    );
    assert_eq!(
        cell(&old, Some("glaive"), 3) / by_weapon(&old, "glaive")
            - cond_generated(&old, "glaive", 3),
        q(1, 12)
    );
    assert_sampler_fits_in(RuleSet::Dcss034, "MONS_ORC_KNIGHT", 9, false, 10, 31);
}

/// The part of a weapon's conditional plus law that normal generation gives (3/4 of the
/// time, the forced range failing).
fn cond_generated(law: &ArmamentLaw, name: &str, plus: i32) -> BigRational {
    let rules = if law
        .outcomes
        .iter()
        .any(|o| o.armament.weapon.unwrap().name == "partisan")
    {
        RuleSet::Dcss034
    } else {
        RuleSet::Dcss031
    };
    let weapon = weapons::find_in(rules, name).unwrap();
    let generated: HashMap<i32, BigRational> =
        generated_plus_law_in(rules, weapon, ItemLevel::Depth(10))
            .into_iter()
            .collect();
    q(3, 4)
        * generated
            .get(&plus)
            .cloned()
            .unwrap_or_else(BigRational::zero)
}

/// `docs/rules/monsters-and-dumps.md` §2.2 at 0.34: the death knight's spec forces a plus
/// (1 in 2) and a draining brand (1 in 2); a forced brand whose plus roll failed keeps +0.
#[test]
fn death_knight_forced_brand_keeps_plus_zero() {
    let law = armament_law_in(RuleSet::Dcss034, "MONS_DEATH_KNIGHT", 14, false, 15).unwrap();
    assert_eq!(total(&law), BigRational::one());
    let axe = q(16, 52);
    assert_eq!(
        cell(&law, Some("battleaxe"), 0),
        &axe * (q(1, 4) + q(1, 4) * hand_plus_zero(&q(31, 105), 15))
    );
    assert_sampler_fits_in(RuleSet::Dcss034, "MONS_DEATH_KNIGHT", 14, false, 15, 32);
}

#[test]
fn every_034_law_sums_to_exactly_one() {
    let ids = monsters_with_specs_in(include_str!("../../data/dcss-0.34-weapons.json"));
    assert!(ids.len() > 169, "{}", ids.len());
    // The fast tier sums every second monster's laws (the first included), the full tier all.
    let stride = crate::tier::size("ROGUESIM_MONSTER_STRIDE", 2, 1) as usize;
    for id in ids.iter().step_by(stride) {
        assert!(has_weapon_spec_in(RuleSet::Dcss034, id), "{id}");
        for depth in [1, 27] {
            for unique in [false, true] {
                let law = armament_law_in(RuleSet::Dcss034, id, 10, unique, depth).unwrap();
                assert_eq!(total(&law), BigRational::one(), "{id} at {depth}");
            }
        }
    }
    // 0.31's ids are not all 0.34's: the hill orc is gone.
    assert!(armament_law_in(RuleSet::Dcss034, "MONS_ORC_WARRIOR", 4, false, 1).is_ok());
}

/// The same tables feed the transcription of `_generate_weapon_item` (the sampler) and the
/// exact law under 0.34 (issue #25).
#[test]
fn generated_plus_034_matches_its_sampler() {
    for (i, (name, level)) in [
        ("quick blade", ItemLevel::Good),
        ("long sword", ItemLevel::Depth(12)),
        ("partisan", ItemLevel::Depth(5)),
        ("longbow", ItemLevel::Depth(20)),
    ]
    .into_iter()
    .enumerate()
    {
        let weapon = weapons::find_in(RuleSet::Dcss034, name).unwrap();
        let law = generated_plus_law_in(RuleSet::Dcss034, weapon, level);
        assert_eq!(
            law.iter().map(|(_, p)| p).sum::<BigRational>(),
            BigRational::one()
        );
        let cells: Vec<(i64, f64)> = law
            .iter()
            .map(|(v, p)| (i64::from(*v), p.to_f64().unwrap()))
            .collect();
        let mut r = rng(200 + i as u64);
        assert_draws_fit(&format!("0.34 {name} at {level:?}"), &cells, || {
            i64::from(sample_generated_plus_in(
                &mut r,
                RuleSet::Dcss034,
                weapon,
                level,
            ))
        });
    }
}
