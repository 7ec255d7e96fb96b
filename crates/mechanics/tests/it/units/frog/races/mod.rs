//! Counts and spot checks against `docs/rules/monsters-and-dumps.md` §3, lookups, and the
//! tie between a race and the speed code.

use mechanics::frog::races::*;
use mechanics::frog::{SpeedScenario, mspeed_offset_dist};

/// The file the race table embeds.
const DATA: &str = include_str!("../../../../../data/frogcomposband-7.1-monsters.json");

#[test]
fn embedded_table_parses_with_the_expected_counts() {
    // all() expects this parse to succeed; if it fails here, it fails at build-test time,
    // never for a user.
    let races = all();
    assert_eq!(races.len(), 1392);
    assert_eq!(races.iter().filter(|r| r.unique).count(), 435);
    assert!(races.iter().zip(1..).all(|(r, i)| r.index == i));
    assert_eq!(all().len(), 1392);
    let v: serde_json::Value = serde_json::from_str(DATA).unwrap();
    assert_eq!(v["header"]["tag"], "v7.1.salmiak");
    assert!(
        v["header"]["commit"]
            .as_str()
            .unwrap()
            .starts_with("36ae9d549a61")
    );
}

#[test]
fn speed_bonus_agrees_with_the_extraction_and_the_spec_counts() {
    let v: serde_json::Value = serde_json::from_str(DATA).unwrap();
    for (r, d) in all().iter().zip(v["races"].as_array().unwrap()) {
        assert_eq!(
            i64::from(r.speed_bonus()),
            d["speed_bonus"].as_i64().unwrap(),
            "{}",
            r.name
        );
    }
    // Spec §3: speed bonus counts.
    for (bonus, count) in [
        (0, 433),
        (10, 395),
        (20, 200),
        (15, 67),
        (5, 66),
        (30, 30),
        (-10, 27),
    ] {
        let n = all().iter().filter(|r| r.speed_bonus() == bonus).count();
        assert_eq!(n, count, "+{bonus}");
    }
}

#[test]
fn spot_checks_match_the_spec_table() {
    // (query, index, line, level, speed bonus, unique)
    let rows = [
        ("Grip", 53, 874, 2, 10, true),
        ("Fang, Farmer Maggot's dog", 55, 904, 2, 10, true),
        ("light hound", 271, 4112, 15, 0, false),
        ("JACKAL", 35, 612, 1, 0, false),
        ("Cave spider", 60, 979, 2, 10, false),
    ];
    for (q, index, line, level, bonus, unique) in rows {
        let r = find(q).unwrap();
        assert_eq!(
            (r.index, r.r_info_line, r.level, r.speed_bonus(), r.unique),
            (index, line, level, bonus, unique),
            "{q}"
        );
        assert_eq!(r.speed_varies, !unique, "{q}");
    }
    assert_eq!(find("fang").unwrap().short_name, "Fang");
}

#[test]
fn only_non_uniques_vary_and_the_speed_code_spreads_them() {
    // get_mspeed leaves a unique at its race speed and spreads every other race
    // (spec §3), so speed_varies must be exactly "not unique".
    assert!(all().iter().all(|r| r.speed_varies != r.unique));
    // The spread for the race's speed: ±1 or ±3 at +0 (energy 10), ±2 or ±6 at +10.
    let jackal = find("Jackal").unwrap();
    let spread = mspeed_offset_dist(jackal.speed);
    assert_eq!((spread.min(), spread.max()), (-3, 3));
    let spider = find("Cave spider").unwrap();
    let spread = mspeed_offset_dist(spider.speed);
    assert_eq!((spread.min(), spread.max()), (-6, 6));
    // A race feeds a scenario: its bonus and whether it varies.
    let scenario = SpeedScenario {
        monster_speed: spider.speed_bonus(),
        non_unique: spider.speed_varies,
        ..SpeedScenario::default()
    };
    assert!(scenario.monster_energies().len() > 1);
    let grip = find("Grip").unwrap();
    let scenario = SpeedScenario {
        monster_speed: grip.speed_bonus(),
        non_unique: grip.speed_varies,
        ..SpeedScenario::default()
    };
    assert_eq!(scenario.monster_energies().len(), 1);
}

#[test]
fn every_name_round_trips() {
    for r in all() {
        let by_index = find(&format!("#{}", r.index)).unwrap();
        assert!(std::ptr::eq(by_index, r));
        let full = all()
            .iter()
            .filter(|o| o.name.eq_ignore_ascii_case(&r.name))
            .count();
        match find(&r.name.to_lowercase()) {
            Ok(found) => {
                assert_eq!(full, 1, "{}", r.name);
                assert!(std::ptr::eq(found, r), "{}", r.name);
            }
            Err(RaceLookupError::Ambiguous { candidates, .. }) => {
                assert!(full > 1 && candidates.contains(&(r.name.clone(), r.index)));
            }
            Err(e) => panic!("{e}"),
        }
        if r.unique && r.short_name != r.name {
            // A short name finds its unique unless a full name or another unique has it.
            let found = find(&r.short_name);
            let clash = all().iter().any(|o| {
                !std::ptr::eq(o, r)
                    && (o.name.eq_ignore_ascii_case(&r.short_name)
                        || o.short_name.eq_ignore_ascii_case(&r.short_name))
            });
            assert_eq!(
                found.is_ok_and(|f| std::ptr::eq(f, r)),
                !clash,
                "{}",
                r.short_name
            );
        }
    }
}

#[test]
fn shared_names_are_ambiguous_and_list_the_indices() {
    let e = find("novice warrior").unwrap_err();
    assert_eq!(
        e.to_string(),
        "'novice warrior' names 2 races: Novice warrior (#43), Novice warrior (#110); give the \
         index as #N"
    );
    assert_eq!(find("#43").unwrap().level, 2);
    assert_eq!(find("# 110").unwrap().level, 4);
    let RaceLookupError::Ambiguous { candidates, .. } = find("Metal Babble").unwrap_err() else {
        panic!("two Metal Babbles");
    };
    assert_eq!(
        candidates.iter().map(|c| c.1).collect::<Vec<_>>(),
        [871, 1110]
    );
    // A full name wins over a unique's short name.
    assert_eq!(find("Wolf").unwrap().index, 196);
    assert_eq!(find("wolf, farmer maggot's dog").unwrap().index, 54);
}

#[test]
fn misses_and_bad_indices_are_errors() {
    let RaceLookupError::Unknown { closest, .. } = find("jackall").unwrap_err() else {
        panic!("no such race");
    };
    assert!((3..=5).contains(&closest.len()));
    assert_eq!(closest[0], "Jackal");
    assert_eq!(
        find("#0").unwrap_err().to_string(),
        "no race '#0': race indices run from #1 to #1392"
    );
    assert!(matches!(
        find("#1393"),
        Err(RaceLookupError::NoIndex { .. })
    ));
    assert!(matches!(find("#x"), Err(RaceLookupError::NoIndex { .. })));
}

#[test]
fn search_ranks_containing_matches() {
    let found = search("maggot");
    assert!(found.len() >= 3);
    assert!(
        found
            .iter()
            .all(|r| r.name.to_lowercase().contains("maggot"))
    );
    assert_eq!(search("grip")[0].index, 53);
    assert_eq!(search("").len(), all().len());
}
