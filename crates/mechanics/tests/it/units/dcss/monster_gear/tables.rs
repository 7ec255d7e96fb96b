use mechanics::dcss::monster_gear::tables::{
    MonsterSpecs, PlusRange, brand_rows, gear_tables, type_traits,
};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;

#[test]
fn the_embedded_tables_have_the_extracted_counts() {
    let t = gear_tables(RuleSet::Dcss031);
    assert_eq!(t.monster_ids.len(), 585);
    let count = |f: fn(&MonsterSpecs) -> bool| t.specs.values().filter(|s| f(s)).count();
    assert_eq!(count(|s| s.primary.is_some()), 168);
    assert_eq!(count(|s| s.secondary.is_some()), 16);
    assert_eq!(count(|s| s.special_case), 37);
    for id in t.specs.keys() {
        assert!(t.monster_ids.contains(id), "{id} is not a monster");
    }
    for spec in t
        .specs
        .values()
        .flat_map(|s| [&s.primary, &s.secondary])
        .flatten()
    {
        assert!(spec.type_total > 0);
        assert!(spec.brands.is_empty() || spec.brand_total > 0);
    }
}

#[test]
fn spec_worked_examples_read_back() {
    // `docs/rules/monsters-and-dumps.md` §1.3: ogre 2:1 giant club; orc warrior's
    // secondary orcbow 3/36, arbalest 1/36; orc knight's forced plus 1/4 of +1..+3.
    let t = gear_tables(RuleSet::Dcss031);
    let name = |i: Option<usize>| i.map(|i| weapons::all()[i].name.as_str());
    let ogre = t.specs["MONS_OGRE"].primary.as_ref().unwrap();
    let ogre_types: Vec<_> = ogre.types.iter().map(|&(w, n)| (name(w), n)).collect();
    assert_eq!(
        ogre_types,
        [(Some("giant club"), 2), (Some("giant spiked club"), 1)]
    );
    let ow = t.specs["MONS_ORC_WARRIOR"].secondary.as_ref().unwrap();
    let ow_types: Vec<_> = ow.types.iter().map(|&(w, n)| (name(w), n)).collect();
    assert_eq!(
        ow_types,
        [(Some("orcbow"), 3), (Some("arbalest"), 1), (None, 32)]
    );
    let ok = t.specs["MONS_ORC_KNIGHT"].primary.as_ref().unwrap();
    assert_eq!(
        ok.plusses,
        Some(PlusRange {
            odds: 4,
            min: 1,
            max: 3,
            nrolls: 1
        })
    );
    assert!(t.specs["MONS_SIGMUND"].special_case);
}

/// `docs/rules/monsters-and-dumps.md` §2.4: the 0.34 tables' counts and the orc knight's
/// new partisan.
#[test]
fn the_034_tables() {
    let t = gear_tables(RuleSet::Dcss034);
    assert_eq!(t.monster_ids.len(), 653);
    let count = |f: fn(&MonsterSpecs) -> bool| t.specs.values().filter(|s| f(s)).count();
    assert_eq!(count(|s| s.primary.is_some()), 179);
    assert_eq!(count(|s| s.secondary.is_some()), 17);
    assert_eq!(count(|s| s.special_case), 40);
    let ok = t.specs["MONS_ORC_KNIGHT"].primary.as_ref().unwrap();
    assert_eq!(ok.type_total, 51);
    let partisan = weapons::all_in(RuleSet::Dcss034)
        .iter()
        .position(|w| w.name == "partisan");
    assert!(ok.types.contains(&(partisan, 1)));
}

/// Every weapon type of each release has its row, in the table's order, and its normal
/// weight and total are those of its brand list (`docs/rules/monsters-and-dumps.md` §2.4).
#[test]
fn every_weapon_type_has_its_brand_row() {
    for rules in RuleSet::ALL {
        let rows = brand_rows(rules);
        let types = weapons::all_in(rules);
        assert_eq!(rows.len(), types.len(), "{rules}");
        for ((row, w), t) in rows.iter().zip(types).zip(type_traits(rules)) {
            assert_eq!(row.id, w.id, "{rules}");
            let normal: u32 = row
                .weights
                .iter()
                .filter(|(b, _)| b == "SPWPN_NORMAL")
                .map(|(_, x)| x)
                .sum();
            let total: u32 = row.weights.iter().map(|(_, x)| x).sum();
            assert_eq!((normal, total), (row.normal_weight, row.total_weight));
            assert_eq!(
                (t.normal_weight, t.brand_total),
                (normal, total),
                "{}",
                w.id
            );
            assert!(row.item_prop_line > 0);
        }
    }
    let by_id = |rules, id: &str| {
        let i = weapons::all_in(rules)
            .iter()
            .position(|w| w.id == id)
            .unwrap();
        type_traits(rules)[i]
    };
    assert!(by_id(RuleSet::Dcss031, "WPN_DEMON_BLADE").demonic);
    // An empty list never brands: the blessed blades, the staff.
    let staff = by_id(RuleSet::Dcss034, "WPN_STAFF");
    assert_eq!((staff.normal_weight, staff.brand_total), (0, 0));
    let quick = by_id(RuleSet::Dcss031, "WPN_QUICK_BLADE");
    assert_eq!((quick.normal_weight, quick.brand_total), (43, 100));
}

#[test]
fn specs_with_brands_and_plusses_always_force_the_plus() {
    // A brand-forced item whose spec has a plus range but whose plus roll failed keeps
    // +0; no spec of the 0.31 table can reach that case, so there the nice plus of a
    // brand-forced item is taken exactly when the spec has no range
    // (`docs/rules/monsters-and-dumps.md` §2.2). The 0.34 death knight and nekomata reach
    // it (`tests/monster_gear.rs` checks the death knight's +0).
    for spec in gear_tables(RuleSet::Dcss031)
        .specs
        .values()
        .flat_map(|s| [&s.primary, &s.secondary])
        .flatten()
    {
        if spec.brands.iter().any(|&(forces, w)| forces && w > 0) {
            assert!(spec.plusses.is_none_or(|p| p.odds == 1));
        }
    }
}
