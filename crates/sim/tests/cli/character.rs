//! Character dumps: every constructed fixture of `examples/characters/` reads into the fields
//! it was written with, and its EV and SH are the ones `roguesim ev` gives for the same
//! build; a dump whose numbers are off is reported with a note; every malformed dump of
//! `tests/data/dumps/` fails with one line naming its line (`docs/rules/monsters-and-dumps.md`
//! §4).

use mechanics::dcss::data::Slot;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::character::{CharacterDump, DumpError, DumpItem, check, parse};
use roguesim::dcss::ev::{EvNumbers, EvSpec, run_ev};

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/../../examples/characters/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn malformed(name: &str) -> String {
    let path = format!("{}/tests/data/dumps/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every fixture, with the fields it was written with.
struct Expected {
    file: &'static str,
    version: &'static str,
    species: &'static str,
    background: &'static str,
    xl: i32,
    str_int_dex: (i32, i32, i32),
    hp: (i32, i32),
    /// Dodging, Armour, Shields as EV and SH use them.
    defence_skills: (f64, f64, f64),
    body: Option<(&'static str, i32)>,
    shield: Option<(&'static str, i32)>,
    aux: &'static [(Slot, &'static str, i32)],
    jewellery: usize,
    ac_ev_sh: (i32, i32, i32),
}

const FIXTURES: [Expected; 6] = [
    Expected {
        file: "minotaur-fighter-plate-kite.txt",
        version: "0.31.0",
        species: "Minotaur",
        background: "Fighter",
        xl: 14,
        str_int_dex: (22, 8, 10),
        hp: (-6, 132),
        defence_skills: (3.1, 9.4, 5.3),
        body: Some(("plate armour", 2)),
        shield: Some(("kite shield", 1)),
        aux: &[
            (Slot::Helmet, "hat", 1),
            (Slot::Cloak, "cloak", 1),
            (Slot::Gloves, "gloves", 0),
            (Slot::Boots, "boots", 1),
        ],
        jewellery: 1,
        ac_ev_sh: (23, 6, 9),
    },
    Expected {
        file: "deep-elf-conjurer-robe.txt",
        version: "0.31.0-12-gabcdef1",
        species: "Deep Elf",
        background: "Conjurer",
        xl: 12,
        str_int_dex: (7, 22, 16),
        hp: (59, 59),
        defence_skills: (8.7, 0.0, 0.0),
        body: Some(("robe", 2)),
        shield: None,
        aux: &[
            (Slot::Helmet, "hat", 0),
            (Slot::Cloak, "cloak", 1),
            (Slot::Boots, "boots", 0),
        ],
        jewellery: 3,
        ac_ev_sh: (7, 22, 0),
    },
    Expected {
        file: "gargoyle-leather-buckler.txt",
        version: "0.31.0",
        species: "Gargoyle",
        background: "Gladiator",
        xl: 10,
        str_int_dex: (14, 9, 14),
        hp: (60, 65),
        defence_skills: (6.0, 4.5, 9.8),
        body: Some(("leather armour", 1)),
        shield: Some(("buckler", 2)),
        aux: &[(Slot::Helmet, "helmet", 0), (Slot::Gloves, "gloves", 0)],
        jewellery: 0,
        ac_ev_sh: (14, 13, 10),
    },
    Expected {
        file: "octopode-no-armour.txt",
        version: "0.31.1",
        species: "Octopode",
        background: "Monk",
        xl: 15,
        str_int_dex: (10, 14, 19),
        hp: (98, 110),
        defence_skills: (14.6, 0.0, 0.0),
        body: None,
        shield: None,
        aux: &[(Slot::Helmet, "hat", 1)],
        jewellery: 4,
        ac_ev_sh: (2, 28, 5),
    },
    Expected {
        file: "troll-berserker-troll-leather-tower.txt",
        version: "0.31.0",
        species: "Troll",
        background: "Berserker",
        xl: 16,
        str_int_dex: (24, 6, 12),
        hp: (0, 179),
        defence_skills: (4.0, 5.2, 8.4),
        body: Some(("troll leather armour", 1)),
        shield: Some(("tower shield", 0)),
        aux: &[(Slot::Helmet, "hat", 0), (Slot::Cloak, "cloak", 2)],
        jewellery: 0,
        ac_ev_sh: (9, 8, 15),
    },
    Expected {
        file: "naga-chaos-knight-chain-barding-kite.txt",
        version: "0.31.0",
        species: "Naga",
        background: "Chaos Knight",
        xl: 17,
        str_int_dex: (18, 11, 13),
        hp: (150, 186),
        defence_skills: (10.7, 15.3, 12.4),
        body: Some(("chain mail", 3)),
        shield: Some(("kite shield", 2)),
        aux: &[
            (Slot::Helmet, "helmet", 1),
            (Slot::Cloak, "scarf", 0),
            (Slot::Gloves, "gloves", 1),
            (Slot::Boots, "barding", 2),
        ],
        jewellery: 2,
        ac_ev_sh: (32, 7, 14),
    },
];

fn item(i: &Option<DumpItem>) -> Option<(&str, i32)> {
    i.as_ref().map(|i| (i.name.as_str(), i.plus))
}

fn used(dump: &CharacterDump, skill: &str) -> f64 {
    dump.skill(skill).map_or(0.0, |s| s.used())
}

#[test]
fn every_fixture_reads_into_its_fields() {
    for e in &FIXTURES {
        let text = fixture(e.file);
        assert!(
            text.contains("constructed for roguesim's tests; not a real game"),
            "{}: the label",
            e.file
        );
        let d = parse(&text).unwrap_or_else(|err| panic!("{}: {err}", e.file));
        assert_eq!(d.version, e.version, "{}", e.file);
        assert!(d.name.starts_with("Fixture"), "{}: {}", e.file, d.name);
        assert_eq!(
            (d.species.as_str(), d.background.as_str(), d.xl),
            (e.species, e.background, e.xl),
            "{}",
            e.file
        );
        assert_eq!(
            (d.strength, d.intelligence, d.dexterity),
            e.str_int_dex,
            "{}",
            e.file
        );
        assert_eq!((d.hp, d.max_hp), e.hp, "{}", e.file);
        assert_eq!(
            (used(&d, "Dodging"), used(&d, "Armour"), used(&d, "Shields")),
            e.defence_skills,
            "{}",
            e.file
        );
        assert_eq!(item(&d.body), e.body, "{}", e.file);
        assert_eq!(item(&d.shield), e.shield, "{}", e.file);
        let aux: Vec<_> = d
            .aux
            .iter()
            .map(|a| (a.slot, a.name.as_str(), a.plus))
            .collect();
        assert_eq!(aux, e.aux, "{}", e.file);
        assert_eq!(d.jewellery.len(), e.jewellery, "{}", e.file);
        assert_eq!((d.dump_ac, d.dump_ev, d.dump_sh), e.ac_ev_sh, "{}", e.file);
        assert!(
            serde_json::to_value(&d).unwrap()["skills"].is_array(),
            "{}",
            e.file
        );
    }
}

#[test]
fn check_reproduces_every_fixture_as_roguesim_ev_does() {
    for e in &FIXTURES {
        let d = parse(&fixture(e.file)).unwrap();
        let c = check(&d).unwrap_or_else(|err| panic!("{}: {err}", e.file));
        let spec = d.defender_spec().unwrap();
        let (ev, _) = run_ev(&EvSpec {
            rules: Some(RuleSet::Dcss031),
            defender: spec,
            situation: Default::default(),
        })
        .unwrap();
        let EvNumbers::Dcss031(n) = &ev.numbers else {
            panic!("{}: a 0.31 dump's build is read under dcss-0.31", e.file)
        };
        assert_eq!((c.ev, c.sh), (n.ev, n.sh), "{}", e.file);
        assert_eq!((c.ev, c.sh), (e.ac_ev_sh.1, e.ac_ev_sh.2), "{}", e.file);
        assert!(c.matches_dump, "{}: {:?}", e.file, c.notes);
        assert!(c.ev_range[0] <= c.ev && c.ev <= c.ev_range[1], "{}", e.file);
        assert!(c.sh_range[0] <= c.sh && c.sh <= c.sh_range[1], "{}", e.file);
        assert!(
            !c.notes.iter().any(|n| n.contains("does not match")),
            "{}",
            e.file
        );
    }
}

#[test]
fn the_dump_sources_the_model_has_fields_for_are_used() {
    let octopode = parse(&fixture("octopode-no-armour.txt")).unwrap();
    let spec = octopode.defender_spec().unwrap();
    assert_eq!(spec.bonuses.ring_evasion, 5);
    assert!(spec.extra_sh.reflection);
    let elf = parse(&fixture("deep-elf-conjurer-robe.txt")).unwrap();
    let spec = elf.defender_spec().unwrap();
    assert_eq!((spec.bonuses.ring_evasion, spec.bonuses.artefact), (4, 2));
    let gargoyle = parse(&fixture("gargoyle-leather-buckler.txt")).unwrap();
    assert_eq!(gargoyle.defender_spec().unwrap().extra_sh.artefact, 2);
    let naga =
        check(&parse(&fixture("naga-chaos-knight-chain-barding-kite.txt")).unwrap()).unwrap();
    assert!(
        naga.notes
            .iter()
            .any(|n| n.contains("effective (parenthesised) level")),
        "{:?}",
        naga.notes
    );
}

/// Shields 5.3 with a +1 kite shield and Dex 10: SH 9 at 5.3, 10 just below 5.4
/// (`docs/rules/monsters-and-dumps.md` §4.3).
#[test]
fn the_hidden_fraction_can_move_sh() {
    let d = parse(&fixture("minotaur-fighter-plate-kite.txt")).unwrap();
    let c = check(&d).unwrap();
    assert!(c.sh_range[0] < c.sh_range[1], "{:?}", c.sh_range);
    assert_eq!(c.sh_range[0], c.sh);
    assert_eq!(c.ev_range[0], c.ev_range[1]);
    // A dump showing the top of the range matches too.
    let top = CharacterDump {
        dump_sh: c.sh_range[1],
        ..d
    };
    assert!(check(&top).unwrap().matches_dump);
}

#[test]
fn an_ev_off_by_three_is_reported() {
    let text = fixture("troll-berserker-troll-leather-tower.txt");
    let shown = parse(&text).unwrap().dump_ev;
    let edited = text.replace(&format!("EV: {shown:2}"), &format!("EV: {:2}", shown + 3));
    let c = check(&parse(&edited).unwrap()).unwrap();
    assert!(!c.matches_dump);
    let note = c
        .notes
        .iter()
        .find(|n| n.starts_with("EV does not match"))
        .unwrap_or_else(|| panic!("{:?}", c.notes));
    assert!(
        note.contains(&format!("the dump shows {}", shown + 3)),
        "{note}"
    );
    assert!(note.contains("mutations"), "{note}");
    assert!(!c.notes.iter().any(|n| n.starts_with("SH does not match")));
}

/// The 1-based number of the first line containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with '{needle}'"))
        + 1
}

fn error_of(name: &str) -> (String, DumpError) {
    let text = malformed(name);
    let e = parse(&text).expect_err(name);
    assert!(!e.to_string().contains('\n'), "{name}: {e}");
    assert!(
        e.to_string().starts_with(&format!("line {}: ", e.line)),
        "{e}"
    );
    (text, e)
}

#[test]
fn malformed_dumps_name_their_line() {
    let (_, e) = error_of("wrong-version-0.30.txt");
    assert_eq!(
        e.to_string(),
        "line 1: this is a 0.30.1 character file; roguesim reads 0.31 dumps"
    );

    let (text, e) = error_of("truncated.txt");
    assert_eq!(e.line, text.lines().count() + 1);
    assert!(
        e.to_string()
            .contains("the file ends here; expected the Skills section"),
        "{e}"
    );

    let (text, e) = error_of("missing-stats-block.txt");
    assert_eq!(e.line, line_of(&text, "rFire"));
    assert!(e.to_string().contains("no stats block"), "{e}");
    assert!(
        e.to_string().contains("expected the stats block 'Health:"),
        "{e}"
    );

    let (text, e) = error_of("garbled-skill-line.txt");
    assert_eq!(e.line, line_of(&text, "Levle"));
    assert!(
        e.to_string()
            .contains("cannot read the skill line '* Levle 14.6 Dodging'; expected a skill line"),
        "{e}"
    );

    let (text, e) = error_of("unknown-body-armour.txt");
    assert_eq!(e.line, line_of(&text, "banded mail"));
    assert!(
        e.to_string()
            .contains("unknown body armour '+2 banded mail'; expected a body armour base type"),
        "{e}"
    );
}

#[test]
fn a_build_the_game_forbids_is_an_input_error() {
    let text = fixture("troll-berserker-troll-leather-tower.txt");
    let edited = text.replace("c - +1 troll leather armour", "c - +1 plate armour");
    let d = parse(&edited).unwrap();
    let e = check(&d).unwrap_err();
    assert_eq!(e.path, "character.body");
    assert!(!e.to_string().contains('\n'));
}

#[test]
fn melded_armour_is_left_out_with_a_note() {
    let text = fixture("minotaur-fighter-plate-kite.txt");
    let worn = check(&parse(&text).unwrap()).unwrap();
    let d = parse(&text.replace("c - +2 plate armour", "c - melded +2 plate armour")).unwrap();
    assert!(d.body.as_ref().is_some_and(|b| b.melded));
    assert_eq!(d.defender_spec().unwrap().body, None);
    let c = check(&d).unwrap();
    assert!(c.ev > worn.ev, "{} vs {}", c.ev, worn.ev);
    assert!(
        c.notes.iter().any(|n| n.starts_with("melded into a form")),
        "{:?}",
        c.notes
    );
}
