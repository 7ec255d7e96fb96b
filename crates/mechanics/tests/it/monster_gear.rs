//! Monster weapons (`docs/rules/monsters-and-dumps.md` §2): the exact law of the armament
//! against the rule book's worked cases and hand-derived cells, every law summing to exactly
//! 1, and each sampler against its exact law with a chi-square test.

use std::collections::HashMap;

use crate::common::assert_draws_fit;
use crate::common::gear::{
    assert_sampler_fits_in, cell, hand_plus_zero, monsters_with_specs_in, nice_by_enumeration, pow,
    q, rng, total,
};
use mechanics::dcss::monster_gear::{
    Armament, GearError, ItemLevel, armament_law, generated_plus_law, has_weapon_spec,
    nice_plus_law, pinned, sample_armament, sample_generated_plus, sample_nice_plus,
};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;
use mechanics::tolerance::SIX_DECIMALS;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive};

/// Draws [`draws()`] armaments and checks them against the exact law with a chi-square test.
fn assert_sampler_fits(monster: &str, hd: i32, unique: bool, depth: i32, seed: u64) {
    assert_sampler_fits_in(RuleSet::Dcss031, monster, hd, unique, depth, seed);
}

#[test]
fn ogre_giant_clubs_always_plus_zero() {
    // `docs/rules/monsters-and-dumps.md` §1.3: giant club 2/3, giant spiked club 1/3, +0.
    for depth in [0, 1, 10, 27, 50] {
        let law = armament_law("MONS_OGRE", 5, false, depth).unwrap();
        let got: Vec<_> = law
            .outcomes
            .iter()
            .map(|o| {
                (
                    o.armament.weapon.unwrap().name.as_str(),
                    o.armament.plus,
                    o.exact.clone(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("giant club", 0, q(2, 3)),
                ("giant spiked club", 0, q(1, 3))
            ]
        );
        assert!(law.notes.is_empty(), "{:?}", law.notes);
        assert_eq!(law.outcomes[0].armament.to_hit_bonus(), -6);
        assert_eq!(law.outcomes[1].armament.to_hit_bonus(), -7);
    }
}

#[test]
fn nice_plus_law_matches_an_independent_enumeration_and_its_sampler() {
    for (level, chance) in [
        (ItemLevel::Depth(0), 0),
        (ItemLevel::Depth(10), 10),
        (ItemLevel::Depth(27), 27),
        (ItemLevel::Depth(50), 50),
        (ItemLevel::Good, 200),
    ] {
        let law = nice_plus_law(level);
        let hand = nice_by_enumeration(chance);
        assert_eq!(law.len(), hand.len());
        for (v, p) in &law {
            assert_eq!(p, &hand[v], "{level:?} +{v}");
        }
        let cells: Vec<(i64, f64)> = law
            .iter()
            .map(|(v, p)| (i64::from(*v), p.to_f64().unwrap()))
            .collect();
        let mut r = rng(11 + chance as u64);
        assert_draws_fit(&format!("nice plus {level:?}"), &cells, || {
            i64::from(sample_nice_plus(&mut r, level))
        });
    }
}

#[test]
fn generated_plus_law_matches_its_sampler() {
    let cases = [
        ("long sword", ItemLevel::Depth(10)),
        ("demon blade", ItemLevel::Depth(3)),
        ("giant club", ItemLevel::Good),
        ("eudemon blade", ItemLevel::Depth(20)),
        ("quick blade", ItemLevel::Good),
        ("orcbow", ItemLevel::Depth(27)),
        ("halberd", ItemLevel::Depth(55)),
    ];
    for (i, (name, level)) in cases.into_iter().enumerate() {
        let weapon = weapons::find(name).unwrap();
        let law = generated_plus_law(weapon, level);
        assert_eq!(
            law.iter().map(|(_, p)| p).sum::<BigRational>(),
            BigRational::one()
        );
        let cells: Vec<(i64, f64)> = law
            .iter()
            .map(|(v, p)| (i64::from(*v), p.to_f64().unwrap()))
            .collect();
        let mut r = rng(100 + i as u64);
        assert_draws_fit(&format!("{name} at {level:?}"), &cells, || {
            i64::from(sample_generated_plus(&mut r, weapon, level))
        });
    }
}

#[test]
fn generated_plus_hand_cells() {
    // `docs/rules/monsters-and-dumps.md` §2.3: a long sword (NORMAL 19 of 100) at depth 10.
    let sword = weapons::find("long sword").unwrap();
    let law: HashMap<i32, BigRational> = generated_plus_law(sword, ItemLevel::Depth(10))
        .into_iter()
        .collect();
    assert_eq!(law[&0], hand_plus_zero(&q(19, 100), 10));
    // §2.8 prints the exact value, computed outside roguesim.
    assert_eq!(law[&0], q(160_335_443_641_423, 172_722_656_250_000));
    // §2.6: +0 by depth, to 6 decimals.
    for (depth, p0) in [(0, 0.946642), (10, 0.928283), (27, 0.891048)] {
        let law = generated_plus_law(sword, ItemLevel::Depth(depth));
        assert!(
            (law[0].1.to_f64().unwrap() - p0).abs() < SIX_DECIMALS,
            "{depth}"
        );
    }
    // Items levels above 50 are capped.
    let halberd = weapons::find("halberd").unwrap();
    assert_eq!(
        generated_plus_law(halberd, ItemLevel::Depth(55)),
        generated_plus_law(halberd, ItemLevel::Depth(50))
    );
    // Forced good: a quick blade (NORMAL 43 of 100 at 0.31, issue #25) is branded unless five
    // draws all give NORMAL, and then keeps its nice plus; unbranded it gets +2..+4 first.
    let quick = weapons::find("quick blade").unwrap();
    let good = generated_plus_law(quick, ItemLevel::Good);
    let branded = BigRational::one() - pow(&q(43, 100), 5);
    assert_eq!(good[0], (0, &branded * &nice_by_enumeration(200)[&0]));
    // A giant club (mundane, NORMAL 9 of 10) is +0 unless forced good, and then the same.
    let club = weapons::find("giant club").unwrap();
    let club_good = generated_plus_law(club, ItemLevel::Good);
    let club_branded = BigRational::one() - pow(&q(9, 10), 5);
    assert_eq!(
        club_good[0],
        (0, club_branded * &nice_by_enumeration(200)[&0])
    );
    assert_eq!(
        generated_plus_law(club, ItemLevel::Depth(20)),
        [(0, BigRational::one())]
    );
}

#[test]
fn orc_warrior_at_depth_10() {
    let law = armament_law("MONS_ORC_WARRIOR", 4, false, 10).unwrap();
    assert_eq!(total(&law), BigRational::one());
    // NAGA_WEAPONS weighs 120; the long sword is 10 of it. A launcher from the secondary spec
    // is always followed by a melee weapon from the primary, so no launcher is ever used.
    let swords: BigRational = law
        .outcomes
        .iter()
        .filter(|o| o.armament.weapon.unwrap().name == "long sword")
        .map(|o| o.exact.clone())
        .sum();
    assert_eq!(swords, q(10, 120));
    assert!(
        law.outcomes
            .iter()
            .all(|o| o.armament.melee_weapon().is_some())
    );
    assert_eq!(
        cell(&law, Some("long sword"), 0),
        q(10, 120) * hand_plus_zero(&q(19, 100), 10)
    );
    let p = cell(&law, Some("long sword"), 0).to_f64().unwrap();
    assert!((p - 0.077357).abs() < SIX_DECIMALS, "{p}");
    let plus3 = law
        .outcomes
        .iter()
        .find(|o| o.armament.weapon.unwrap().name == "long sword" && o.armament.plus == 3)
        .unwrap();
    assert_eq!(plus3.armament.to_hit_bonus(), 1 + 3);
    // The brand weights are 0.31's own now (issue #25): no assumption note.
    assert!(!law.notes.iter().any(|n| n.contains("brand weights")));
    assert!(
        law.notes
            .iter()
            .any(|n| n.contains("both a launcher and a melee weapon"))
    );
    assert_sampler_fits("MONS_ORC_WARRIOR", 4, false, 10, 1);
}

#[test]
fn orc_knight_forced_plusses() {
    // `docs/rules/monsters-and-dumps.md` §2.2: with chance 1/4 the plus is +1..+3 and forced.
    let law = armament_law("MONS_ORC_KNIGHT", 9, false, 10).unwrap();
    assert_eq!(total(&law), BigRational::one());
    let great = q(4, 25);
    let normal = q(19, 100);
    assert_eq!(
        cell(&law, Some("great sword"), 0),
        &great * q(3, 4) * hand_plus_zero(&normal, 10)
    );
    // +1: forced 1/4 · 1/3, or generated, better, branded and a nice plus of 1.
    let nice1 = nice_by_enumeration(10)[&1].clone();
    let branded = q(111, 300) * (BigRational::one() - &normal);
    assert_eq!(
        cell(&law, Some("great sword"), 1),
        &great * (q(1, 12) + q(3, 4) * q(61, 200) * branded * nice1)
    );
    // §2.8, to 6 decimals.
    for (plus, p) in [(0, 0.111394), (1, 0.016843)] {
        let got = cell(&law, Some("great sword"), plus).to_f64().unwrap();
        assert!((got - p).abs() < SIX_DECIMALS, "+{plus}: {got}");
    }
    assert_sampler_fits("MONS_ORC_KNIGHT", 9, false, 10, 2);
}

#[test]
fn sigmund_unique_plus_rule() {
    // `docs/rules/monsters-and-dumps.md` §2.2: a halberd; with chance (10 + 3)% the item is
    // forced good, otherwise it is made at depth + 5.
    let depth = 5;
    let law = armament_law("MONS_SIGMUND", 3, true, depth).unwrap();
    assert_eq!(total(&law), BigRational::one());
    assert!(
        law.outcomes
            .iter()
            .all(|o| o.armament.weapon.unwrap().name == "halberd")
    );
    let normal = q(36, 100);
    let good_zero = (BigRational::one() - pow(&normal, 5)) * &nice_by_enumeration(200)[&0];
    assert_eq!(
        cell(&law, Some("halberd"), 0),
        q(87, 100) * hand_plus_zero(&normal, 10) + q(13, 100) * good_zero
    );
    assert!(
        law.notes
            .iter()
            .any(|n| n.contains("Special-case weapon code not modelled"))
    );
    assert_sampler_fits("MONS_SIGMUND", 3, true, depth, 3);
}

#[test]
fn centaur_warrior_is_unarmed_in_melee() {
    // `docs/rules/monsters-and-dumps.md` §1.3: shortbow or orcbow only.
    let law = armament_law("MONS_CENTAUR_WARRIOR", 10, false, 10).unwrap();
    assert_eq!(total(&law), BigRational::one());
    for o in &law.outcomes {
        assert!(o.armament.weapon.unwrap().launcher);
        assert_eq!(o.armament.melee_weapon(), None);
        assert_eq!(o.armament.to_hit_bonus(), 0);
    }
    let bows: BigRational = law
        .outcomes
        .iter()
        .filter(|o| o.armament.weapon.unwrap().name == "shortbow")
        .map(|o| o.exact.clone())
        .sum();
    assert_eq!(bows, q(1, 2));
    assert!(
        law.notes
            .iter()
            .any(|n| n.contains("fights unarmed in melee"))
    );
    assert!(!law.notes.iter().any(|n| n.contains("both a launcher")));
    assert_sampler_fits("MONS_CENTAUR_WARRIOR", 10, false, 10, 4);
}

#[test]
fn a_monster_without_a_spec_is_unarmed() {
    assert!(!has_weapon_spec("MONS_HYDRA"));
    let law = armament_law("MONS_HYDRA", 13, false, 10).unwrap();
    assert_eq!(law.outcomes.len(), 1);
    assert_eq!(law.outcomes[0].armament, Armament::UNARMED);
    assert_eq!(law.outcomes[0].exact, BigRational::one());
    assert_eq!(law.outcomes[0].probability, 1.0);
    assert!(law.notes.is_empty());
    assert_sampler_fits("MONS_HYDRA", 13, false, 10, 5);
}

#[test]
fn a_special_case_without_a_table_entry_is_unarmed_with_a_note() {
    // `docs/rules/monsters-and-dumps.md` §2.7: the kobold is armed only by its special case.
    assert!(!has_weapon_spec("MONS_KOBOLD"));
    let law = armament_law("MONS_KOBOLD", 1, false, 2).unwrap();
    assert_eq!(law.outcomes.len(), 1);
    assert_eq!(law.outcomes[0].armament, Armament::UNARMED);
    assert_eq!(law.notes.len(), 1);
    assert!(law.notes[0].contains("Special-case weapon code not modelled"));
}

#[test]
fn other_spec_shapes_match_their_samplers() {
    // A secondary melee spec with forced plusses (salamander), a forced brand with a good
    // chance (Asterion), a 1/6 forced brand (spriggan druid), a secondary launcher spec with a
    // good chance (demonspawn warmonger), forced plusses with nrolls 2 (Ilsuiw).
    for (i, (monster, hd, unique, depth)) in [
        ("MONS_SALAMANDER", 7, false, 12),
        ("MONS_ASTERION", 15, true, 20),
        ("MONS_SPRIGGAN_DRUID", 7, false, 8),
        ("MONS_DEMONSPAWN_WARMONGER", 15, false, 20),
        ("MONS_ILSUIW", 16, true, 12),
    ]
    .into_iter()
    .enumerate()
    {
        let law = armament_law(monster, hd, unique, depth).unwrap();
        assert_eq!(total(&law), BigRational::one(), "{monster}");
        assert_sampler_fits(monster, hd, unique, depth, 20 + i as u64);
    }
}

fn monsters_with_specs() -> Vec<String> {
    monsters_with_specs_in(include_str!("../../data/dcss-0.31-weapons.json"))
}

#[test]
fn every_law_sums_to_exactly_one() {
    let ids = monsters_with_specs();
    assert_eq!(ids.len(), 169);
    // The fast tier sums every second monster's laws (the first included), the full tier all.
    let stride = crate::tier::size("ROGUESIM_MONSTER_STRIDE", 2, 1) as usize;
    for id in ids.iter().step_by(stride) {
        assert!(has_weapon_spec(id), "{id}");
        for depth in [1, 10, 27] {
            for unique in [false, true] {
                let law = armament_law(id, 10, unique, depth).unwrap();
                assert_eq!(total(&law), BigRational::one(), "{id} at {depth}");
                let mut sorted = law.outcomes.clone();
                sorted.sort_by(|a, b| b.exact.cmp(&a.exact));
                assert!(
                    sorted
                        .iter()
                        .zip(&law.outcomes)
                        .all(|(a, b)| a.exact == b.exact)
                );
            }
        }
    }
}

#[test]
fn bad_input_is_a_one_line_error() {
    let e = armament_law("MONS_OGER", 5, false, 10).unwrap_err();
    match &e {
        GearError::UnknownMonster { closest, .. } => assert_eq!(closest[0], "MONS_OGRE"),
        other => panic!("{other:?}"),
    }
    assert!(
        e.to_string()
            .starts_with("unknown monster 'MONS_OGER'; closest: MONS_OGRE")
    );
    let e = armament_law("MONS_OGRE", 5, false, 51).unwrap_err();
    assert_eq!(e.to_string(), "depth: 51 is out of range: allowed 0 to 50");
    let e = armament_law("MONS_OGRE", 0, false, 10).unwrap_err();
    assert_eq!(
        e.to_string(),
        "monster_hd: 0 is out of range: allowed 1 to 30"
    );
    assert!(sample_armament(&mut rng(0), "MONS_OGRE", 5, false, -1).is_err());
    for e in [
        armament_law("nonsense", 5, false, 10).unwrap_err(),
        armament_law("MONS_OGRE", 5, false, -3).unwrap_err(),
    ] {
        assert!(!e.to_string().contains('\n'));
    }
    // Ids are case-insensitive.
    assert_eq!(
        armament_law("mons_ogre", 5, false, 10).unwrap(),
        armament_law("MONS_OGRE", 5, false, 10).unwrap()
    );
}

#[test]
fn a_pinned_weapon_has_probability_one() {
    let law = pinned(weapons::find("war axe").unwrap(), 4);
    assert_eq!(law.outcomes.len(), 1);
    assert_eq!(law.outcomes[0].exact, BigRational::one());
    assert_eq!(law.outcomes[0].armament.to_hit_bonus(), 4);
    assert!(law.notes.is_empty());
}
