use mechanics::dcss::monsters::*;
use mechanics::dcss::rules::RuleSet;

#[test]
fn embedded_table_parses_with_the_expected_counts() {
    // all() expects this parse to succeed; if it fails here, it fails at build-test
    // time, never for a user.
    let monsters = parse(RuleSet::Dcss031.release().tables.monsters).unwrap();
    assert_eq!(monsters.len(), 585);
    // docs/rules/monsters-and-dumps.md §1.2: 93 uniques, 80 fighters, 15 archers (5 both),
    // 4 two-weapon monsters, 17 with a non-10 attack cost.
    let count = |f: fn(&Monster) -> bool| monsters.iter().filter(|m| f(m)).count();
    assert_eq!(count(|m| m.unique), 93);
    assert_eq!(count(|m| m.fighter), 80);
    assert_eq!(count(|m| m.archer), 15);
    assert_eq!(count(|m| m.fighter && m.archer), 5);
    assert_eq!(count(|m| m.two_weapons), 4);
    assert_eq!(count(|m| m.energy.attack != 10), 17);
    assert_eq!(all().len(), 585);
}

/// `docs/rules/dcss-0.34.md` §M1.1: 653 entries and the YAML spot checks.
#[test]
fn the_034_table_parses_with_the_spot_checks() {
    let monsters = parse(RuleSet::Dcss034.release().tables.monsters).unwrap();
    assert_eq!(monsters.len(), 653);
    assert_eq!(all_in(RuleSet::Dcss034).len(), 653);
    let by_id = |id: &str| monsters.iter().find(|m| m.id == id).unwrap();
    let ogre = by_id("MONS_OGRE");
    assert_eq!((ogre.hd, ogre.avg_hp_10x, ogre.ac, ogre.ev), (5, 275, 1, 6));
    assert_eq!((ogre.energy.attack, ogre.melee_to_hit_base()), (15, 25));
    let hydra = by_id("MONS_HYDRA");
    assert_eq!(
        (hydra.hd, hydra.attacks[0].damage, hydra.energy.swim),
        (13, 18, 6)
    );
    let warrior = by_id("MONS_ORC_WARRIOR");
    assert_eq!(
        (warrior.hd, warrior.fighter, warrior.attacks[0].damage),
        (4, true, 12)
    );
    let dk = by_id("MONS_DEATH_KNIGHT");
    assert_eq!((dk.hd, dk.attacks[0].damage), (14, 32));
    let earth = by_id("MONS_EARTH_ELEMENTAL");
    assert_eq!((earth.speed, earth.attacks[0].damage), (8, 36));
    assert_eq!(by_id("MONS_BLAZEHEART_CORE").speed, 50);
    let v: serde_json::Value =
        serde_json::from_str(RuleSet::Dcss034.release().tables.monsters).unwrap();
    assert_eq!(v["header"]["tag"], "0.34.1");
    assert!(
        v["header"]["commit"]
            .as_str()
            .unwrap()
            .starts_with("1eebc1a2892e")
    );
    // The new attack flavours read like the old ones.
    assert!(
        monsters
            .iter()
            .flat_map(|m| &m.attacks)
            .any(|a| a.flavour == "doom")
    );
}

#[test]
fn the_header_pins_the_source() {
    let v: serde_json::Value =
        serde_json::from_str(RuleSet::Dcss031.release().tables.monsters).unwrap();
    assert_eq!(v["header"]["repo"], "crawl/crawl");
    assert_eq!(v["header"]["tag"], "0.31.0");
    assert!(
        v["header"]["commit"]
            .as_str()
            .unwrap()
            .starts_with("2b8753d7e0ea")
    );
}

#[test]
fn game_ids_become_readable() {
    // `SIZE_LARGE` → "large" (the centaur's), `AF_DRAIN_SPEED` → "drain speed" (a wraith's).
    assert_eq!(find("MONS_CENTAUR").unwrap().size, "large");
    assert!(
        find("MONS_WRAITH")
            .unwrap()
            .attacks
            .iter()
            .any(|a| a.flavour == "drain speed")
    );
    // An id without its prefix is refused, naming its monster: the first SIZE_LARGE is the
    // centaur's.
    let unprefixed =
        RuleSet::Dcss031
            .release()
            .tables
            .monsters
            .replacen("\"SIZE_LARGE\"", "\"LARGE\"", 1);
    assert_eq!(
        parse(&unprefixed).unwrap_err(),
        "MONS_CENTAUR: 'LARGE' does not start with SIZE_"
    );
    let bad = RuleSet::Dcss031
        .release()
        .tables
        .monsters
        .replacen("\"AT_HIT\"", "\"AT_SMASH\"", 1);
    assert!(
        parse(&bad)
            .unwrap_err()
            .contains("unknown attack type AT_SMASH")
    );
}
