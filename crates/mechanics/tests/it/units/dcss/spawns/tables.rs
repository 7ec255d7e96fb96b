use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::tables::*;

#[test]
fn both_tables_parse_with_their_branches() {
    for rules in RuleSet::ALL {
        let t = tables(rules);
        let d = t.branch_by_id("BRANCH_DUNGEON").unwrap();
        assert_eq!(
            (d.abbrev.as_str(), d.numlevels, d.slots.len()),
            ("D", 15, 15)
        );
        assert!(t.bands.leaders.contains_key("MONS_YAK"));
        assert_eq!(t.name("MONS_TWO_HEADED_OGRE"), "two-headed ogre");
    }
}
