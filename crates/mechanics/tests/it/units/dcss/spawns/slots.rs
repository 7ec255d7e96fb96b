use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::place::Place;
use mechanics::dcss::spawns::slots::*;
use mechanics::tolerance::EXACT;

#[test]
fn the_dungeon_s_dice() {
    let place = Place::parse(RuleSet::Dcss034, "D:10").unwrap();
    let law = slot_law(&place).unwrap();
    // 3d4: 3 to 12, mean 7.5.
    assert_eq!((law.min(), law.max()), (3, 12));
    assert!((law.mean() - 7.5).abs() < EXACT);
    let zot5 = slot_law(&Place::parse(RuleSet::Dcss034, "Zot:5").unwrap()).unwrap();
    assert_eq!((zot5.min(), zot5.max()), (10, 32));
    let zot5 = slot_law(&Place::parse(RuleSet::Dcss031, "Zot:5").unwrap()).unwrap();
    assert_eq!((zot5.min(), zot5.max()), (3, 36));
    assert!(slot_law(&Place::parse(RuleSet::Dcss034, "Abyss:3").unwrap()).is_none());
}
