use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons::*;

#[test]
fn the_embedded_table_has_the_games_58_types() {
    let all = all();
    assert_eq!(all.len(), 58);
    let launchers: Vec<&str> = all
        .iter()
        .filter(|w| w.launcher)
        .map(|w| w.name.as_str())
        .collect();
    assert_eq!(
        launchers,
        [
            "blowgun",
            "sling",
            "hand cannon",
            "fustibalus",
            "shortbow",
            "orcbow",
            "arbalest",
            "longbow",
            "triple crossbow"
        ]
    );
    let mundane: Vec<&str> = all
        .iter()
        .filter(|w| w.mundane)
        .map(|w| w.id.as_str())
        .collect();
    assert_eq!(
        mundane,
        ["WPN_CLUB", "WPN_GIANT_CLUB", "WPN_GIANT_SPIKED_CLUB"]
    );
}

#[test]
fn spec_accuracies() {
    // `docs/rules/monsters-and-dumps.md` §1.3: giant club −6, halberd −3, short sword +4.
    assert_eq!(find("giant club").unwrap().hit, -6);
    assert_eq!(find("WPN_GIANT_SPIKED_CLUB").unwrap().hit, -7);
    assert_eq!(find("Halberd").unwrap().hit, -3);
    assert_eq!(find("  short   SWORD ").unwrap().hit, 4);
    assert_eq!(find("wpn_orcbow").unwrap().hit, -3);
    assert_eq!(find("shortbow").unwrap().hit, 2);
    let gc = find("giant club").unwrap();
    assert_eq!(
        (gc.damage, gc.delay, gc.skill.as_str()),
        (20, 16, "SK_MACES_FLAILS")
    );
}

/// `docs/rules/dcss-0.34.md` §5, §D1.3: the partisan is new, the quick blade's delay is
/// 15, the launchers are the Ranged Weapons types (the blowgun is gone from them).
#[test]
fn the_034_table() {
    let t = all_in(RuleSet::Dcss034);
    assert_eq!(t.len(), 59);
    let partisan = find_in(RuleSet::Dcss034, "partisan").unwrap();
    assert_eq!((partisan.damage, partisan.hit, partisan.delay), (14, 1, 17));
    assert!(find("partisan").is_err());
    assert_eq!(find_in(RuleSet::Dcss034, "quick blade").unwrap().delay, 15);
    assert_eq!(find("quick blade").unwrap().delay, 12);
    let launchers: Vec<&str> = t
        .iter()
        .filter(|w| w.launcher)
        .map(|w| w.name.as_str())
        .collect();
    assert_eq!(
        launchers,
        [
            "sling",
            "hand cannon",
            "old fustibalus",
            "shortbow",
            "orcbow",
            "arbalest",
            "longbow",
            "triple crossbow"
        ]
    );
    let mundane = t.iter().filter(|w| w.mundane).count();
    assert_eq!(mundane, 3);
}

#[test]
fn a_miss_names_the_closest_weapons_on_one_line() {
    let e = find("giant clb").unwrap_err();
    assert_eq!(e.closest.len(), 3);
    assert_eq!(e.closest[0], "giant club");
    let msg = e.to_string();
    assert!(!msg.contains('\n'));
    assert!(msg.starts_with("unknown weapon 'giant clb'; closest: giant club"));
}
