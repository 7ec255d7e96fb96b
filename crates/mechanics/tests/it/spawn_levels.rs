//! The spawn law against the reference laws of `tests/data/dcss-0.3x-spawn-levels.json`
//! (`docs/rules/dcss-spawns.md` §2-§4, computed from the game's functions and checked against
//! its own code): for every level of every branch with random monsters, under both rule sets,
//! each monster's summed weight at the level's own depth and their total exactly, the picking
//! depth's law and the pick law after the fuzz to their 6 significant digits, and the slot
//! dice; and the band laws of the rule book's worked levels (§7.2).

use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::pick::weights_at;
use mechanics::dcss::spawns::{
    Place, all_with_monsters, band_law, member_law, pick_law, picking_depths, slot_law, tables,
};
use mechanics::tolerance::{EXACT, SIX_SIGNIFICANT};
use num_traits::ToPrimitive;
use serde_json::Value;

fn levels(rules: RuleSet) -> Value {
    let text = match rules {
        RuleSet::Dcss031 => include_str!("../data/dcss-0.31-spawn-levels.json"),
        RuleSet::Dcss034 => include_str!("../data/dcss-0.34-spawn-levels.json"),
    };
    serde_json::from_str(text).expect("the reference laws parse")
}

fn six_digits(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() <= SIX_SIGNIFICANT * want.abs(),
        "{what}: {got} against {want}"
    );
}

#[test]
fn every_level_picks_as_the_game() {
    for rules in RuleSet::ALL {
        let reference = levels(rules);
        let reference = reference["levels"].as_object().unwrap();
        let places = all_with_monsters(rules);
        // Every level of the reference with slots, and the Abyss, is a place with monsters.
        let expected = reference
            .iter()
            .filter(|(k, v)| !v["slots"].is_null() || k.starts_with("Abyss:"))
            .count();
        assert_eq!(places.len(), expected, "{rules}: places with monsters");
        for place in places {
            let what = format!("{rules} {place}");
            let want = &reference[&place.to_string()];
            let (weights, total) = weights_at(&place.branch.rows, place.depth);
            assert_eq!(
                total,
                want["total_weight"].as_i64().unwrap(),
                "{what}: total"
            );
            let no_fuzz = want["no_fuzz"].as_array().unwrap();
            assert_eq!(
                weights.len(),
                no_fuzz.len(),
                "{what}: monsters without the fuzz"
            );
            for entry in no_fuzz {
                let (id, w) = (entry[0].as_str().unwrap(), entry[1].as_i64().unwrap());
                let ours = weights.iter().find(|(r, _)| r.monster == id);
                assert_eq!(ours.map(|(_, x)| *x), Some(w), "{what}: {id}'s weight");
            }
            let picks = pick_law(&place);
            let total: f64 = picks.iter().map(|p| p.probability).sum();
            assert!(
                (total - 1.0).abs() < EXACT,
                "{what}: the law sums to {total}"
            );
            let with_fuzz: Vec<(&str, f64)> = match want.get("with_fuzz") {
                Some(law) => law
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| (e[0].as_str().unwrap(), e[1].as_f64().unwrap()))
                    .collect(),
                None => no_fuzz
                    .iter()
                    .map(|e| (e[0].as_str().unwrap(), e[2].as_f64().unwrap()))
                    .collect(),
            };
            assert_eq!(
                picks.len(),
                with_fuzz.len(),
                "{what}: monsters after the fuzz"
            );
            for (id, p) in with_fuzz {
                let ours = picks.iter().find(|x| x.monster == id);
                let ours = ours.unwrap_or_else(|| panic!("{what}: {id} missing"));
                six_digits(ours.probability, p, &format!("{what}: P({id})"));
            }
            if let Some(depths) = want.get("picking_depths") {
                let ours = picking_depths(&place);
                let depths = depths.as_object().unwrap();
                assert_eq!(ours.len(), depths.len(), "{what}: picking depths");
                for (d, p) in ours {
                    let want = depths[&d.to_string()].as_f64().unwrap();
                    six_digits(p.to_f64().unwrap(), want, &format!("{what}: depth {d}"));
                }
            }
            match (slot_law(&place), want["slots"].as_object()) {
                (Some(law), Some(s)) => {
                    let die = s["die"].as_i64().unwrap() as i32;
                    let zot5 = s["zot5_minus_4_min_10"].as_bool().unwrap();
                    let (lo, hi) = if zot5 {
                        (10, 3 * die - 4)
                    } else {
                        (3, (3 * die).min(60))
                    };
                    assert_eq!((law.min(), law.max()), (lo, hi), "{what}: slots");
                }
                (None, None) => assert_eq!(place.branch.abbrev, "Abyss"),
                (ours, theirs) => panic!("{what}: slots {ours:?} against {theirs:?}"),
            }
        }
    }
}

/// `docs/rules/dcss-spawns.md` §7.2: the followers of the worked levels' leaders, the same in
/// both releases: P(a band) and its sizes, each alike.
#[test]
fn the_worked_levels_bands() {
    let cases = [
        ("D:10", "MONS_YAK", "BAND_YAKS", 1.0, 2, 5),
        ("D:10", "MONS_ORC_WARRIOR", "BAND_ORC_WARRIOR", 1.0, 2, 4),
        ("D:10", "MONS_ORC_WIZARD", "BAND_ORCS", 1.0, 2, 4),
        ("D:10", "MONS_KILLER_BEE", "BAND_KILLER_BEES", 1.0, 2, 5),
        (
            "D:10",
            "MONS_HOWLER_MONKEY",
            "BAND_HOWLER_MONKEY",
            0.5,
            1,
            2,
        ),
        ("D:10", "MONS_KOBOLD_BRIGAND", "BAND_KOBOLDS", 1.0, 2, 7),
        ("Lair:1", "MONS_YAK", "BAND_YAKS", 1.0, 2, 5),
        ("Lair:1", "MONS_WOLF", "BAND_WOLVES", 1.0, 2, 5),
        ("Lair:1", "MONS_BLINK_FROG", "BAND_BLINK_FROGS", 1.0, 2, 4),
    ];
    for rules in RuleSet::ALL {
        for (at, leader, band, p, lo, hi) in cases {
            let place = Place::parse(rules, at).unwrap();
            let law = band_law(&place, leader);
            let what = format!("{rules} {at} {leader}");
            let banded: f64 = law
                .iter()
                .filter(|o| o.band.is_some())
                .map(|o| o.probability)
                .sum();
            assert!((banded - p).abs() < EXACT, "{what}: P(band) {banded}");
            for o in law.iter().filter(|o| o.band.is_some()) {
                assert_eq!(o.band, Some(band), "{what}");
                assert!(
                    (lo..=hi).contains(&o.followers),
                    "{what}: {} followers",
                    o.followers
                );
                let each = p / (hi - lo + 1) as f64;
                assert!(
                    (o.probability - each).abs() < EXACT,
                    "{what}: size {}",
                    o.followers
                );
            }
        }
        // D:1's ten likeliest monsters come alone (the jackal, twelfth, brings jackals).
        let d1 = Place::parse(rules, "D:1").unwrap();
        for pick in pick_law(&d1).iter().take(10) {
            let law = band_law(&d1, pick.monster);
            assert_eq!(law.len(), 1, "{rules} D:1 {}", pick.monster);
            assert_eq!(law[0].band, None, "{rules} D:1 {}", pick.monster);
        }
    }
    // The orc warrior's followers: priests 5, wizards 7, orcs 22 (§6.5).
    let place = Place::parse(RuleSet::Dcss034, "D:10").unwrap();
    let law = member_law(&place, "BAND_ORC_WARRIOR", 3);
    let orc = law.iter().find(|(m, _)| *m == "MONS_ORC").unwrap().1;
    assert!((orc - 22.0 / 34.0).abs() < EXACT);
}

/// Every follower any band law of any place can bring is a monster the release's tables know,
/// and every follower law sums to 1.
#[test]
fn every_follower_is_a_known_monster() {
    for rules in RuleSet::ALL {
        let t = tables(rules);
        let known = |id: &str| {
            t.names.contains_key(id) || mechanics::dcss::monsters::find_in(rules, id).is_ok()
        };
        for place in all_with_monsters(rules) {
            let mut seen = std::collections::BTreeSet::new();
            for pick in pick_law(&place) {
                let law = band_law(&place, pick.monster);
                let total: f64 = law.iter().map(|o| o.probability).sum();
                assert!(
                    (total - 1.0).abs() < EXACT,
                    "{rules} {place} {}",
                    pick.monster
                );
                for o in &law {
                    let Some(band) = o.band else { continue };
                    for which in 1..=o.followers {
                        if !seen.insert((band, which)) {
                            continue;
                        }
                        let members = member_law(&place, band, which);
                        let total: f64 = members.iter().map(|(_, p)| p).sum();
                        assert!(
                            (total - 1.0).abs() < EXACT,
                            "{rules} {place} {band} follower {which}: {total}"
                        );
                        for (m, _) in members {
                            assert!(known(m), "{rules} {place} {band}: {m}");
                        }
                    }
                }
            }
        }
    }
}
