use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::place::*;

#[test]
fn places_read_by_any_of_their_names() {
    for rules in RuleSet::ALL {
        for (text, shown, abs) in [
            ("D:10", "D:10", 9),
            ("lair:1", "Lair:1", 10),
            ("Orcish Mines:2", "Orc:2", 11),
            ("Gehenna:3", "Geh:3", 30),
            ("Vestibule", "Hell:1", 27),
            ("Zot:5", "Zot:5", 31),
        ] {
            let p = Place::parse(rules, text).unwrap();
            assert_eq!(
                (p.to_string().as_str(), p.absdepth0()),
                (shown, abs),
                "{text}"
            );
        }
    }
}

#[test]
fn places_without_monsters_are_refused_naming_those_with() {
    for text in [
        "Temple:1",
        "Sewer:1",
        "D:16",
        "D:0",
        "Nowhere:1",
        "D:x",
        "Lair",
    ] {
        let e = Place::parse(RuleSet::Dcss034, text).unwrap_err().message;
        assert!(
            e.contains("places with monsters: D:1-15, Orc:1-2"),
            "{text}: {e}"
        );
        assert!(!e.contains('\n'), "{e}");
    }
    let e = Place::parse(RuleSet::Dcss034, "Temple:1")
        .unwrap_err()
        .message;
    assert!(
        e.starts_with("the Ecumenical Temple gets no random monsters"),
        "{e}"
    );
}
