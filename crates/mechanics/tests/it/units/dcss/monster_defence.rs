use mechanics::dcss::data::{body_armour, shield};
use mechanics::dcss::monster_defence::*;
use mechanics::dcss::monsters;
use serde::Deserialize;

/// §7 and §10 M1-M4.
#[test]
fn gear_examples() {
    let plate = body_armour("plate armour").unwrap().unwrap();
    let chain = body_armour("chain mail").unwrap().unwrap();
    let buckler = shield("buckler").unwrap().unwrap();
    let knight = monsters::find("orc knight").unwrap();
    let d = monster_defence(knight, Some((plate, 1)), None);
    assert_eq!((d.ac, d.ev, d.shield_class, d.block_limit), (13, 10, 0, 0));
    let d = monster_defence(knight, Some((chain, 0)), None);
    assert_eq!((d.ac, d.ev), (10, 11));
    let warrior = monsters::find("orc warrior").unwrap();
    let d = monster_defence(warrior, Some((chain, 0)), None);
    assert_eq!((d.ac, d.ev), (8, 11));
    let defender = monsters::find("spriggan defender").unwrap();
    let d = monster_defence(defender, None, Some((buckler, 2)));
    assert_eq!((d.ac, d.ev, d.shield_class, d.block_limit), (3, 22, 30, 2));
}

/// The embedded resist table's rows.
#[derive(Deserialize)]
struct ResistFile {
    resists: Vec<ResistRecord>,
}

#[derive(Deserialize)]
struct ResistRecord {
    #[serde(rename = "enum")]
    id: String,
    fire: i32,
    cold: i32,
    elec: i32,
}

/// The file [`resists`] embeds.
const RESISTS: &str = include_str!("../../../../data/dcss-0.31-monster-resists.json");

#[test]
fn every_resist_row_names_a_table_monster() {
    let file: ResistFile = serde_json::from_str(RESISTS).unwrap();
    assert_eq!(file.resists.len(), 218);
    for r in &file.resists {
        assert!(monsters::find(&r.id).is_ok(), "{}", r.id);
        let got = resists(monsters::find(&r.id).unwrap());
        assert_eq!(
            (got.fire, got.cold, got.elec),
            (r.fire, r.cold, r.elec),
            "{}",
            r.id
        );
        // −1 to 3, and 4 (immune) for the test spawner.
        for level in [r.fire, r.cold, r.elec] {
            assert!((-1..=4).contains(&level), "{}", r.id);
        }
    }
}
