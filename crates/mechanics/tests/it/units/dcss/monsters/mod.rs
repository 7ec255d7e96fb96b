//! Spot checks against `docs/rules/monsters-and-dumps.md` §1 and the extraction's derived
//! values, lookups, and melee rounds.

mod attack;
mod table;

use mechanics::dcss::monsters::*;

fn attack(kind: AttackKind, flavour: &str, damage: i32) -> MonsterAttack {
    MonsterAttack {
        kind,
        flavour: flavour.to_string(),
        damage,
    }
}

/// One row of the spot-check table: (query, line, HD, speed, attack energy, AC, EV,
/// attacks, fighter, archer, unique, melee base, enum value).
type Row = (
    &'static str,
    u32,
    i32,
    i32,
    i32,
    i32,
    i32,
    Vec<MonsterAttack>,
    bool,
    bool,
    bool,
    i32,
    u32,
);

#[test]
fn spot_checks_match_the_spec_table() {
    use AttackKind::*;
    // §1.4 of the spec (and the rule book's §1): ogre, orc warrior, hydra, Sigmund, centaur
    // warrior; the orc knight from the data.
    let rows: Vec<Row> = vec![
        (
            "ogre",
            4210,
            5,
            10,
            15,
            1,
            6,
            vec![attack(Hit, "plain", 20)],
            false,
            false,
            false,
            25,
            247,
        ),
        (
            "orc warrior",
            1769,
            4,
            10,
            10,
            0,
            13,
            vec![attack(Hit, "plain", 12)],
            true,
            false,
            false,
            28,
            191,
        ),
        (
            "hydra",
            3251,
            13,
            10,
            10,
            0,
            5,
            vec![attack(Bite, "plain", 18)],
            false,
            false,
            false,
            37,
            37,
        ),
        (
            "Sigmund",
            7830,
            3,
            10,
            15,
            0,
            11,
            vec![attack(Hit, "plain", 1)],
            false,
            false,
            true,
            22,
            427,
        ),
        (
            "centaur warrior",
            459,
            10,
            15,
            10,
            4,
            8,
            vec![attack(Hit, "plain", 16), attack(Kick, "plain", 5)],
            true,
            true,
            false,
            43,
            244,
        ),
        (
            "orc knight",
            1782,
            9,
            10,
            10,
            2,
            13,
            vec![attack(Hit, "plain", 20)],
            true,
            false,
            false,
            40,
            195,
        ),
    ];
    for (q, line, hd, speed, atk_energy, ac, ev, attacks, fighter, archer, unique, base, value) in
        rows
    {
        let m = find(q).unwrap();
        assert_eq!(m.mon_data_line, line, "{q}");
        assert_eq!(
            (m.hd, m.speed, m.energy.attack, m.ac, m.ev),
            (hd, speed, atk_energy, ac, ev),
            "{q}"
        );
        assert_eq!(m.attacks, attacks, "{q}");
        assert_eq!(
            (m.fighter, m.archer, m.unique),
            (fighter, archer, unique),
            "{q}"
        );
        assert_eq!(m.melee_to_hit_base(), base, "{q}");
        assert_eq!(m.enum_value, value, "{q}");
    }
    let hydra = find("hydra").unwrap();
    assert_eq!(hydra.energy.swim, 6);
    assert_eq!(
        (hydra.size.as_str(), hydra.holiness.as_slice()),
        ("giant", &["natural".to_string()][..])
    );
    let ogre = find("ogre").unwrap();
    assert_eq!(
        (ogre.size.as_str(), ogre.genus.as_str()),
        ("large", "MONS_OGRE")
    );
    assert_eq!(ogre.item_use, "starting equipment");
    assert_eq!(ogre.intel, "human");
}

#[test]
fn melee_base_equals_the_extractions_for_every_entry() {
    // The extraction derived melee_to_hit_base with its own formula; the embedded file
    // keeps it for this test only.
    let v: serde_json::Value =
        serde_json::from_str(include_str!("../../../../../data/dcss-0.31-monsters.json")).unwrap();
    let derived = v["monsters"].as_array().unwrap();
    assert_eq!(derived.len(), all().len());
    for (m, d) in all().iter().zip(derived) {
        assert_eq!(d["enum"], m.id.as_str());
        assert_eq!(
            i64::from(m.melee_to_hit_base()),
            d["melee_to_hit_base"].as_i64().unwrap(),
            "{}",
            m.id
        );
    }
}

#[test]
fn every_name_and_id_round_trips() {
    let mut ids = std::collections::HashSet::new();
    for m in all() {
        assert!(ids.insert(m.id.as_str()), "duplicate id {}", m.id);
        assert!(std::ptr::eq(find(&m.id).unwrap(), m));
        assert!(std::ptr::eq(find(&m.id.to_lowercase()).unwrap(), m));
        // Without MONS_ the id can read as a name: "SHADOW" is the shared name "shadow".
        let bare = m.id.strip_prefix("MONS_").unwrap();
        match find(bare) {
            Ok(found) => assert!(std::ptr::eq(found, m), "{bare}"),
            Err(MonsterLookupError::Ambiguous { candidates, .. }) => {
                assert!(candidates.iter().all(|(n, _)| n.eq_ignore_ascii_case(bare)));
            }
            Err(e) => panic!("{e}"),
        }
        let shared = all().iter().filter(|o| o.name == m.name).count();
        if shared == 1 {
            assert!(std::ptr::eq(find(&m.name).unwrap(), m), "{}", m.name);
            assert!(std::ptr::eq(find(&m.name.to_uppercase()).unwrap(), m));
        } else {
            assert!(matches!(
                find(&m.name),
                Err(MonsterLookupError::Ambiguous { .. })
            ));
        }
    }
    assert_eq!(
        find("  Lernaean   HYDRA ").unwrap().id,
        "MONS_LERNAEAN_HYDRA"
    );
    assert_eq!(find("mons_player_shadow").unwrap().id, "MONS_PLAYER_SHADOW");
}

#[test]
fn shared_names_are_ambiguous_and_list_the_ids() {
    let e = find("shadow").unwrap_err();
    assert_eq!(
        e.to_string(),
        "'shadow' names 2 monsters: shadow (MONS_SHADOW), shadow (MONS_PLAYER_SHADOW); give the id"
    );
    let MonsterLookupError::Ambiguous { candidates, .. } = find("bai suzhen").unwrap_err() else {
        panic!("Bai Suzhen is two entries");
    };
    assert_eq!(candidates.len(), 2);
    let MonsterLookupError::Ambiguous { candidates, .. } = find("the Serpent of Hell").unwrap_err()
    else {
        panic!("the Serpent of Hell is four entries");
    };
    let ids: Vec<&str> = candidates.iter().map(|(_, id)| id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "MONS_SERPENT_OF_HELL",
            "MONS_SERPENT_OF_HELL_COCYTUS",
            "MONS_SERPENT_OF_HELL_DIS",
            "MONS_SERPENT_OF_HELL_TARTARUS"
        ]
    );
    // Without "the" it is the same name.
    assert!(matches!(
        find("serpent of hell"),
        Err(MonsterLookupError::Ambiguous { .. })
    ));
    // Exactly these three names are shared.
    let mut names: Vec<&str> = all().iter().map(|m| m.name.as_str()).collect();
    names.sort_unstable();
    let mut shared: Vec<&str> = names
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    shared.dedup();
    assert_eq!(shared, ["Bai Suzhen", "shadow", "the Serpent of Hell"]);
}

#[test]
fn misses_suggest_the_closest_names() {
    let e = find("ogr").unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown monster 'ogr'; closest: ogre, ogre mage, two-headed ogre"
    );
    let MonsterLookupError::Unknown { closest, .. } = find("hydrra").unwrap_err() else {
        panic!("no such monster");
    };
    assert!((3..=5).contains(&closest.len()));
    assert_eq!(closest[0], "hydra");
    let MonsterLookupError::Unknown { closest, .. } = find("serpent of hel").unwrap_err() else {
        panic!("no such monster");
    };
    // A shared name is suggested once.
    assert_eq!(
        closest
            .iter()
            .filter(|n| *n == "the Serpent of Hell")
            .count(),
        1
    );
}

#[test]
fn search_ranks_containing_matches() {
    let names: Vec<&str> = search("ogre").iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["ogre", "ogre mage", "two-headed ogre"]);
    assert_eq!(search("player_sh")[0].id, "MONS_PLAYER_SHADOW");
    // Every monster but the four placeholders (`program bug` and the test monsters).
    assert_eq!(search("").len(), all().len() - 4);
    assert!(search("").iter().all(|m| !m.is_placeholder()));
    assert!(find("program bug").is_ok_and(Monster::is_placeholder));
    let fuzzy = search("hydrq");
    assert!(!fuzzy.is_empty() && fuzzy.len() <= 5);
    assert_eq!(fuzzy[0].name, "hydra");
}

#[test]
fn hydra_types_are_the_hydra_genus_and_the_serpent_of_hell() {
    let mut hydras: Vec<&str> = all()
        .iter()
        .filter(|m| m.is_hydra())
        .map(|m| m.id.as_str())
        .collect();
    hydras.sort_unstable();
    assert_eq!(
        hydras,
        [
            "MONS_HYDRA",
            "MONS_LERNAEAN_HYDRA",
            "MONS_SERPENT_OF_HELL",
            "MONS_SERPENT_OF_HELL_COCYTUS",
            "MONS_SERPENT_OF_HELL_DIS",
            "MONS_SERPENT_OF_HELL_TARTARUS"
        ]
    );
    // Every other monster has no head count.
    assert!(
        all()
            .iter()
            .all(|m| m.is_hydra() == m.head_limit().is_some())
    );
}

#[test]
fn a_hydra_round_is_one_bite_per_head() {
    let hydra = find("hydra").unwrap();
    let round = hydra.melee_round(Some(5)).unwrap();
    assert_eq!(round, vec![(0, attack(AttackKind::Bite, "plain", 18)); 5]);
    assert_eq!(hydra.melee_round(Some(1)).unwrap().len(), 1);
    assert_eq!(hydra.melee_round(Some(20)).unwrap().len(), 20);
    assert_eq!(
        hydra.melee_round(None).unwrap_err().to_string(),
        "hydra bites once per head: give its head count, 1 to 20"
    );
    assert_eq!(
        hydra.melee_round(Some(21)).unwrap_err().to_string(),
        "head count of hydra: 21 is out of range: allowed 1 to 20"
    );
    assert!(hydra.melee_round(Some(0)).is_err());
    let lernaean = find("the Lernaean hydra").unwrap();
    assert_eq!(lernaean.melee_round(Some(27)).unwrap().len(), 27);
    assert!(lernaean.melee_round(Some(28)).is_err());
}

#[test]
fn the_serpent_of_hell_bites_thrice_then_uses_its_other_slots() {
    let dis = find("MONS_SERPENT_OF_HELL_DIS").unwrap();
    let round = dis.melee_round(None).unwrap();
    let slots: Vec<usize> = round.iter().map(|(s, _)| *s).collect();
    assert_eq!(slots, [0, 0, 0, 1, 2, 3]);
    assert_eq!(round[0].1, attack(AttackKind::Bite, "reach", 35));
    assert_eq!(round[5].1, attack(AttackKind::TailSlap, "plain", 15));
    assert_eq!(dis.melee_round(Some(3)).unwrap(), round);
    assert_eq!(
        dis.melee_round(Some(4)).unwrap_err().to_string(),
        "head count of the Serpent of Hell: 4 is out of range: allowed 3 to 3"
    );
}

#[test]
fn other_monsters_use_their_slots_in_order() {
    let centaur = find("centaur warrior").unwrap();
    let round = centaur.melee_round(None).unwrap();
    assert_eq!(
        round,
        vec![
            (0, attack(AttackKind::Hit, "plain", 16)),
            (1, attack(AttackKind::Kick, "plain", 5))
        ]
    );
    assert!(round[0].1.kind.uses_weapon() && !round[1].1.kind.uses_weapon());
    assert_eq!(
        centaur.melee_round(Some(4)).unwrap_err().to_string(),
        "centaur warrior is not hydra-type: a head count applies only to hydras, the Lernaean \
         hydra and the Serpent of Hell"
    );
    // A monster without attacks has an empty round.
    assert!(
        find("program bug")
            .unwrap()
            .melee_round(None)
            .unwrap()
            .is_empty()
    );
}
