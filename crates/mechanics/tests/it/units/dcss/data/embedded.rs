use mechanics::dcss::data::*;
use mechanics::dcss::rules::RuleSet;

#[test]
fn every_table_parses_with_unique_names() {
    for (rules, species, bodies) in [(RuleSet::Dcss031, 34, 19), (RuleSet::Dcss034, 35, 19)] {
        let sp = species_table(rules);
        assert_eq!(sp.len(), species, "{rules}");
        let names: std::collections::HashSet<&str> = sp.iter().map(|s| s.name).collect();
        let codes: std::collections::HashSet<&str> = sp.iter().map(|s| s.code).collect();
        assert_eq!((names.len(), codes.len()), (species, species), "{rules}");
        let body = body_armour_table(rules);
        let names: std::collections::HashSet<&str> = body.iter().map(|b| b.name).collect();
        assert_eq!((body.len(), names.len()), (bodies, bodies), "{rules}");
    }
}

/// `docs/rules/dcss-0.34.md` §8.3, §E1: 27 selectable species plus eight colours, the
/// removed and the added ones, sizes and HP modifiers.
#[test]
fn the_034_species_list() {
    let (old, new) = (
        species_table(RuleSet::Dcss031),
        species_table(RuleSet::Dcss034),
    );
    let names: Vec<&str> = new.iter().map(|s| s.name).collect();
    for gone in ["Hill Orc", "Ghoul", "Vampire"] {
        assert!(!names.contains(&gone), "{gone}");
        assert!(old.iter().any(|s| s.name == gone));
    }
    for added in ["Mountain Dwarf", "Coglin", "Poltergeist", "Revenant"] {
        assert!(names.contains(&added), "{added}");
    }
    let hp = |n: &str| new.iter().find(|s| s.name == n).unwrap().hp_modifier;
    assert_eq!(
        ["Mountain Dwarf", "Coglin", "Poltergeist", "Revenant", "Oni"].map(hp),
        [1, 0, -1, 1, 3]
    );
    // The surviving species keep their 0.31 sizes and HP modifiers.
    for s in new {
        if let Some(o) = old.iter().find(|o| o.name == s.name) {
            assert_eq!(
                (o.body_size, o.torso_size, o.hp_modifier),
                (s.body_size, s.torso_size, s.hp_modifier),
                "{}",
                s.name
            );
        }
    }
}

/// §8.1: only fire dragon scales and the golden rename changed.
#[test]
fn body_armour_changes() {
    let new = body_armour_table(RuleSet::Dcss034);
    let changed: Vec<(&str, &str)> = body_armour_table(RuleSet::Dcss031)
        .iter()
        .zip(new)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (a.name, b.name))
        .collect();
    assert_eq!(
        changed,
        [
            ("fire dragon scales", "fire dragon scales"),
            ("gold dragon scales", "golden dragon scales")
        ]
    );
    let fire = new.iter().find(|b| b.name == "fire dragon scales");
    assert_eq!(fire.unwrap().encumbrance(), 9);
    let species = species_table(RuleSet::Dcss034);
    assert!(
        species
            .iter()
            .all(|s| s.armour_skill_usable || s.name != "Naga")
    );
    assert_eq!(
        species.iter().filter(|s| !s.armour_skill_usable).count(),
        9 + 3
    );
}
