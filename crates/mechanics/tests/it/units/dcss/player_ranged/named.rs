use mechanics::dcss::monsters;
use mechanics::dcss::player_ranged::named::*;
use mechanics::dcss::rules::RuleSet;
use serde::Deserialize;

/// The file [`elements`] embeds.
const RESISTS_034: &str = include_str!("../../../../../data/dcss-0.34-monster-resists.json");

#[derive(Deserialize)]
struct Row {
    #[serde(rename = "enum")]
    id: String,
    fire: i32,
    cold: i32,
    elec: i32,
    neg: i32,
    poison: i32,
}

#[derive(Deserialize)]
struct ResistFile {
    resists: Vec<Row>,
}

/// Every row names a 0.34 monster, with levels −1 to 4.
#[test]
fn every_row_names_a_monster() {
    let file: ResistFile = serde_json::from_str(RESISTS_034).unwrap();
    assert_eq!(file.resists.len(), 344);
    for r in &file.resists {
        assert!(
            monsters::find_in(mechanics::dcss::player_ranged::RULES, &r.id).is_ok(),
            "{}",
            r.id
        );
        let e = elements(monsters::find_in(mechanics::dcss::player_ranged::RULES, &r.id).unwrap());
        assert_eq!(
            (e.fire, e.cold, e.elec, e.poison),
            (r.fire, r.cold, r.elec, r.poison),
            "{}",
            r.id
        );
        for level in [r.fire, r.cold, r.elec, r.neg, r.poison] {
            assert!((-1..=4).contains(&level), "{}", r.id);
        }
    }
}

/// The vectors' monsters (§12): the hydra's rPois, the hell hound's rF 3, rC −1 and
/// rN 3, a small abomination's chaos, an ogre's nature.
#[test]
fn vector_monsters() {
    let m = |n| monsters::find_in(RuleSet::Dcss034, n).unwrap();
    assert_eq!(elements(m("hydra")).poison, 1);
    let hound = elements(m("hell hound"));
    assert_eq!((hound.fire, hound.cold, hound.neg), (3, -1, 3));
    assert!(is_chaotic(m("small abomination")) && !is_chaotic(m("ogre")));
    assert!(is_natural(m("ogre")) && !is_natural(m("wraith")));
}
