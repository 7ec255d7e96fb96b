use mechanics::dcss::ranged::tables::{fraction, parse};
use mechanics::dcss::rules::RuleSet;

#[test]
fn the_embedded_files_parse_with_the_expected_counts() {
    let t = parse(RuleSet::Dcss031.release().tables.ranged).unwrap();
    // docs/rules/dcss-0.31-ranged.md §7.1: 7 launchers, 9 missiles.
    assert_eq!(t.items.len(), 16);
    assert_eq!(t.missile_laws.len(), 44);
    // 236 spells that monsters cast, and Bolt of Light, which only a wand casts.
    assert_eq!(t.spells.len(), 237);
    assert_eq!(t.monster_spells.len(), 322);
    // docs/rules/dcss-0.34-ranged.md §7.1: the same launchers, the hand cannon's shot a
    // slug; the nekomata's law is new; 286 spells in the books, and Bolt of Light and
    // Warp Space from wands; draconian breaths make 363 casters.
    let t = parse(RuleSet::Dcss034.release().tables.ranged).unwrap();
    assert_eq!(t.items.len(), 17);
    assert_eq!(t.missile_laws.len(), 45);
    assert_eq!(t.spells.len(), 288);
    assert_eq!(t.monster_spells.len(), 363);
    let own: Vec<&str> = t
        .spells
        .iter()
        .filter(|s| s.own_setup)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(own, ["SPELL_CALL_DOWN_DAMNATION", "SPELL_SERACFALL"]);
    assert!(parse("{}").is_err());
}

#[test]
fn fractions() {
    assert!(fraction("3/2").is_err() && fraction("1/0").is_err());
    assert_eq!(fraction("1").unwrap(), 1.0);
    assert_eq!(fraction("1/4").unwrap(), 0.25);
}
