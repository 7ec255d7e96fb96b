use mechanics::dcss::ranged::items::*;
use mechanics::dcss::ranged::tables::{parse, raw};
use mechanics::dcss::rules::RuleSet;

/// The embedded 0.31 file's text, for the tests that refuse altered copies of it.
fn text() -> &'static str {
    RuleSet::Dcss031.release().tables.ranged
}

#[test]
fn items_convert_and_bad_ones_are_refused() {
    let (launchers, missiles) = items(RuleSet::Dcss031, &raw(RuleSet::Dcss031).items).unwrap();
    assert_eq!((launchers.len(), missiles.len()), (7, 9));
    let bad = text().replacen(
        "\"MI_ARROW\", \"penetrating\"",
        "\"MI_ARROWS\", \"penetrating\"",
        1,
    );
    let e = items(RuleSet::Dcss031, &parse(&bad).unwrap().items).unwrap_err();
    assert!(e.contains("unknown ammunition MI_ARROW"), "{e}");
}

/// `docs/rules/dcss-0.31-ranged.md` §7.1: the launcher and ammunition table.
#[test]
fn spec_7_1_table() {
    let rows = [
        ("sling", 7, 0, "sling bullet"),
        ("shortbow", 8, 2, "arrow"),
        ("orcbow", 11, -3, "arrow"),
        ("longbow", 14, 0, "arrow"),
        ("arbalest", 16, -2, "bolt"),
        ("hand cannon", 16, 3, "bolt"),
        ("triple crossbow", 23, -2, "bolt"),
    ];
    for (name, damage, hit, ammo) in rows {
        let l = launcher(name).unwrap();
        assert_eq!(
            (l.damage, l.hit, l.ammo().name.as_str()),
            (damage, hit, ammo)
        );
        assert_eq!(l.ammo().damage, 0);
        assert!(!l.ammo().thrown);
    }
    let thrown = [
        ("stone", 2, false, true),
        ("boomerang", 6, false, true),
        ("javelin", 10, true, true),
        ("large rock", 20, false, true),
        ("dart", 0, false, false),
        ("throwing net", 0, false, false),
    ];
    for (name, damage, penetrating, hp) in thrown {
        let m = missile_item(name).unwrap();
        assert_eq!(
            (m.damage, m.penetrating, m.hp_damage),
            (damage, penetrating, hp)
        );
        assert!(m.thrown);
    }
}

#[test]
fn names_and_ids_find_items_and_unknown_names_list_the_choices() {
    assert_eq!(launcher("WPN_HAND_CANNON").unwrap().name, "hand cannon");
    assert_eq!(launcher("Hand  Cannon").unwrap().name, "hand cannon");
    assert_eq!(missile_item("large_rock").unwrap().name, "large rock");
    assert_eq!(
        missile_item("MI_SLING_BULLET").unwrap().name,
        "sling bullet"
    );
    let e = launcher("crossbow").unwrap_err();
    assert_eq!(e.field(), "launcher");
    assert!(e.to_string().contains("triple crossbow"), "{e}");
    assert_eq!(missile_item("rock").unwrap_err().field(), "missile");
}

/// `docs/rules/dcss-0.34-ranged.md` §2.6, §7.1: the same launchers and thrown items, the
/// hand cannon's shot a slug; every shot does 0 damage in both releases, so a shot's
/// damage is the launcher's.
#[test]
fn the_0_34_table_names_the_hand_cannons_shot_a_slug() {
    let new = RuleSet::Dcss034;
    let cannon = launcher_in(new, "hand cannon").unwrap();
    assert_eq!(
        (cannon.damage, cannon.hit, cannon.ammo().name.as_str()),
        (16, 3, "slug")
    );
    assert_eq!(launcher("hand cannon").unwrap().ammo().name, "bolt");
    for rules in RuleSet::ALL {
        for l in launchers_in(rules) {
            let old = launcher(&l.name).unwrap();
            assert_eq!((l.damage, l.hit), (old.damage, old.hit), "{}", l.name);
            assert_eq!(l.ammo().damage, 0);
        }
    }
    assert_eq!(missile_item_in(new, "large rock").unwrap().damage, 20);
    assert!(missile_item("slug").is_err());
}
