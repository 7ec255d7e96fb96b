//! Character dumps: every constructed fixture of `examples/characters/` reads into the fields
//! it was written with, and its EV, SH, AC and max HP are the ones the build gives; a dump
//! whose numbers are off is reported with a note naming the cause; a file that is not a dump
//! or is cut short fails with one line naming its line (`docs/rules/monsters-and-dumps.md`
//! §4).

use mechanics::dcss::data::Slot;
use roguesim::dcss::character::{CharacterDump, DumpError, ItemKind, check, parse};
use roguesim::dcss::ev::{EvSpec, run_ev};

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/../../examples/characters/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn odd(name: &str) -> String {
    let path = format!("{}/tests/data/odd-dumps/{name}", env!("CARGO_MANIFEST_DIR"));
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

const FIXTURES: [Expected; 11] = [
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
        ac_ev_sh: (5, 28, 5),
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
        ac_ev_sh: (10, 8, 15),
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
        ac_ev_sh: (35, 7, 14),
    },
    Expected {
        file: "demigod-fighter-win.txt",
        version: "0.31.0",
        species: "Demigod",
        background: "Fighter",
        xl: 27,
        str_int_dex: (31, 12, 22),
        hp: (273, 273),
        defence_skills: (12.5, 24.3, 21.7),
        body: Some(("chain mail", 6)),
        shield: Some(("kite shield", 6)),
        aux: &[
            (Slot::Helmet, "helmet", 2),
            (Slot::Cloak, "cloak", 2),
            (Slot::Gloves, "gloves", 2),
            (Slot::Boots, "boots", 2),
        ],
        jewellery: 3,
        ac_ev_sh: (39, 19, 23),
    },
    Expected {
        file: "human-fighter-unrandarts.txt",
        version: "0.31.0",
        species: "Human",
        background: "Fighter",
        xl: 21,
        str_int_dex: (26, 10, 14),
        hp: (-3, 184),
        defence_skills: (5.0, 18.3, 15.7),
        body: Some(("plate armour", 15)),
        shield: Some(("kite shield", 18)),
        aux: &[
            (Slot::Helmet, "helmet", 2),
            (Slot::Cloak, "cloak", 1),
            (Slot::Boots, "boots", 3),
        ],
        jewellery: 1,
        ac_ev_sh: (44, 5, 31),
    },
    Expected {
        file: "kobold-hunter-ring-of-protection.txt",
        version: "0.31.1",
        species: "Kobold",
        background: "Hunter",
        xl: 15,
        str_int_dex: (12, 10, 21),
        hp: (88, 97),
        defence_skills: (11.2, 6.6, 0.0),
        body: Some(("leather armour", 2)),
        shield: None,
        aux: &[
            (Slot::Helmet, "hat", 1),
            (Slot::Cloak, "cloak", 0),
            (Slot::Gloves, "gloves", 1),
            (Slot::Boots, "boots", 1),
        ],
        jewellery: 3,
        ac_ev_sh: (17, 23, 0),
    },
    Expected {
        file: "spriggan-enchanter-randart-ac-ev.txt",
        version: "0.31.0",
        species: "Spriggan",
        background: "Enchanter",
        xl: 16,
        str_int_dex: (8, 21, 24),
        hp: (67, 67),
        defence_skills: (14.5, 0.0, 0.0),
        body: Some(("robe", 2)),
        shield: None,
        aux: &[(Slot::Helmet, "hat", 1), (Slot::Cloak, "cloak", 2)],
        jewellery: 3,
        ac_ev_sh: (13, 39, 0),
    },
    Expected {
        file: "troll-monk-wrapped-mutations.txt",
        version: "0.31.0",
        species: "Troll",
        background: "Monk",
        xl: 17,
        str_int_dex: (27, 7, 13),
        hp: (199, 224),
        defence_skills: (9.9, 7.5, 0.0),
        body: Some(("troll leather armour", 2)),
        shield: None,
        aux: &[(Slot::Cloak, "cloak", 1)],
        jewellery: 1,
        ac_ev_sh: (14, 13, 0),
    },
];

fn worn(d: &CharacterDump, slot: Slot) -> Option<(&str, i32)> {
    d.armour(slot)
        .map(|i| (i.base.as_deref().unwrap_or(""), i.plus))
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
        assert_eq!(d.version.text, e.version, "{}", e.file);
        assert_eq!(d.rules.rules.name(), "dcss-0.31", "{}", e.file);
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
        assert_eq!(worn(&d, Slot::Body), e.body, "{}", e.file);
        assert_eq!(worn(&d, Slot::Shield), e.shield, "{}", e.file);
        let aux: Vec<_> = d
            .aux()
            .map(|a| (a.slot.unwrap(), a.base.as_deref().unwrap_or(""), a.plus))
            .collect();
        assert_eq!(aux, e.aux, "{}", e.file);
        assert_eq!(d.jewellery().count(), e.jewellery, "{}", e.file);
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
            defender: spec,
            situation: Default::default(),
        })
        .unwrap();
        assert_eq!((c.ev, c.sh), (ev.ev, ev.sh), "{}", e.file);
        assert_eq!((c.ev, c.sh), (e.ac_ev_sh.1, e.ac_ev_sh.2), "{}", e.file);
        assert_eq!(ev.ac, Some(e.ac_ev_sh.0), "{}", e.file);
        let undrained = d.real_max_hp.unwrap_or(d.max_hp);
        assert_eq!(ev.max_hp, Some(undrained), "{}", e.file);
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
    assert_eq!(spec.ac_bonuses.items, 3);
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

/// A win's hiscore block has a line of spaces before "The game lasted"; the title line
/// after it still reads (`docs/rules/monsters-and-dumps.md` §4.1).
#[test]
fn a_win_is_read() {
    let text = fixture("demigod-fighter-win.txt");
    assert!(text.contains("Escaped with the Orb"));
    assert!(text.lines().any(|l| !l.is_empty() && l.trim().is_empty()));
    let d = parse(&text).unwrap();
    assert_eq!((d.species.as_str(), d.hp, d.max_hp), ("Demigod", 273, 273));
    assert_eq!(d.god, None);
    assert!(check(&d).unwrap().matches_dump);
}

/// Unrandarts are found by name, with the base type the table gives: Maxwell's patent
/// armour is plate armour +15, the shield of the Gong a kite shield +18 with EV−5, the
/// mountain boots boots +3 (`docs/rules/dcss-artefacts.md` §1).
#[test]
fn unrandarts_wear_their_base_types() {
    let d = parse(&fixture("human-fighter-unrandarts.txt")).unwrap();
    let unrands: Vec<_> = d
        .equipment
        .iter()
        .filter_map(|i| {
            i.unrandart
                .as_deref()
                .map(|u| (u, i.base.as_deref(), i.plus))
        })
        .collect();
    assert_eq!(
        unrands,
        [
            ("shield of the Gong", Some("kite shield"), 18),
            ("Maxwell's patent armour", Some("plate armour"), 15),
            ("mountain boots", Some("boots"), 3),
        ]
    );
    let spec = d.defender_spec().unwrap();
    assert_eq!(spec.bonuses.artefact, -5);
    let c = check(&d).unwrap();
    assert!(c.matches_dump, "{:?}", c.notes);
    assert_eq!(c.ac_range, Some([44, 44]));
}

/// A +5 ring of protection is +5 AC: without it the build's AC would be 12, not the 17 the
/// dump shows (`docs/rules/dcss-artefacts.md` §3.1).
#[test]
fn a_ring_of_protection_adds_its_plus_to_ac() {
    let text = fixture("kobold-hunter-ring-of-protection.txt");
    let d = parse(&text).unwrap();
    assert_eq!(d.defender_spec().unwrap().ac_bonuses.items, 5);
    assert_eq!(check(&d).unwrap().ac_range, Some([17, 17]));
    let without = parse(&text.replace("+5 ring of protection", "ring of see invisible")).unwrap();
    let c = check(&without).unwrap();
    assert_eq!(c.ac_range, Some([12, 12]));
    assert!(!c.matches_dump);
}

/// A randart's `AC+N` and `EV+N` in braces count, on armour and on rings alike
/// (`docs/rules/dcss-artefacts.md` §2).
#[test]
fn randart_ac_and_ev_count() {
    let d = parse(&fixture("spriggan-enchanter-randart-ac-ev.txt")).unwrap();
    let robe = d.armour(Slot::Body).unwrap();
    assert!(robe.artefact);
    assert_eq!((robe.props.ac, robe.props.ev), (3, 4));
    let ring = d
        .jewellery()
        .find(|i| i.text.starts_with("ring \"Qubelo\""))
        .unwrap();
    assert_eq!(
        (ring.kind, ring.props.ac, ring.props.ev, ring.props.dex),
        (ItemKind::Ring, 2, 3, 3)
    );
    let spec = d.defender_spec().unwrap();
    assert_eq!((spec.ac_bonuses.items, spec.bonuses.artefact), (5, 7));
    assert!(check(&d).unwrap().matches_dump);
}

/// The `A:` line wraps at 80 columns and continues at column 0: `robust 2` on the second
/// line is +20% max HP, and `iridescent scales 2` +4 AC (`docs/rules/monsters-and-dumps.md`
/// §4.1).
#[test]
fn a_wrapped_mutation_line_is_joined() {
    let text = fixture("troll-monk-wrapped-mutations.txt");
    let a_line = text.lines().position(|l| l.starts_with("A: ")).unwrap();
    let second = text.lines().nth(a_line + 1).unwrap();
    assert!(
        second.starts_with("iridescent scales 2, robust 2"),
        "{second}"
    );
    let d = parse(&text).unwrap();
    assert_eq!(d.mutation("robust").map(|m| m.level), Some(2));
    assert_eq!(d.mutation("iridescent scales").map(|m| m.level), Some(2));
    assert_eq!(d.mutation("slow metabolism").map(|m| m.level), Some(1));
    let spec = d.defender_spec().unwrap();
    assert_eq!(spec.hp_bonuses.robust, 2);
    assert_eq!(spec.ac_bonuses.mutations_x100, 400);
    assert!(check(&d).unwrap().matches_dump);
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
fn an_ev_off_by_three_is_reported_and_so_is_its_missing_cause() {
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
    assert!(note.contains("cause unknown"), "{note}");
    assert!(!c.notes.iter().any(|n| n.starts_with("SH does not match")));
}

/// A status the rules do not model is named as the cause of the number it moves.
#[test]
fn a_status_of_the_moment_is_named_as_the_cause() {
    let text = fixture("troll-berserker-troll-leather-tower.txt");
    let edited = text
        .replace("@: no status effects", "@: ice-armoured")
        .replace("AC: 10", "AC: 17");
    let c = check(&parse(&edited).unwrap()).unwrap();
    assert!(!c.matches_dump);
    let note = c
        .notes
        .iter()
        .find(|n| n.starts_with("AC does not match"))
        .unwrap_or_else(|| panic!("{:?}", c.notes));
    assert!(
        note.contains("cause: 'ice-armoured' (Ozocubu's Armour)"),
        "{note}"
    );
}

/// A 0.31 dump says `corroded` without the amount: its AC is checked as the build's less 4
/// a unit, for some number of units (`docs/rules/monsters-and-dumps.md` §4.4).
#[test]
fn corrosion_without_an_amount_is_checked_by_units() {
    let text = fixture("troll-berserker-troll-leather-tower.txt");
    let corroded = |ac: &str| {
        let edited = text
            .replace("@: no status effects", "@: corroded")
            .replace("AC: 10", ac);
        check(&parse(&edited).unwrap()).unwrap()
    };
    let two_units = corroded("AC:  2");
    assert!(two_units.matches_dump, "{:?}", two_units.notes);
    assert_eq!(two_units.ac_range, Some([2, 2]));
    assert!(
        two_units.notes.iter().any(|n| n.contains("is 2 unit(s)")),
        "{:?}",
        two_units.notes
    );
    let off = corroded("AC:  8");
    assert!(!off.matches_dump);
    let note = off
        .notes
        .iter()
        .find(|n| n.starts_with("AC does not match"))
        .unwrap_or_else(|| panic!("{:?}", off.notes));
    assert!(note.contains("cause: 'corroded'"), "{note}");
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
    let (_, e) = error_of("not-a-dump.txt");
    assert_eq!(e.line, 1);
    assert!(e.to_string().contains("is not a DCSS version line"), "{e}");

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
}

/// Any fixture cut before its Skills section is refused at the line after its last.
#[test]
fn every_fixture_cut_short_is_refused() {
    for e in &FIXTURES {
        let text = fixture(e.file);
        let skills = line_of(&text, "Skills:");
        for keep in [1, 3, skills / 2, skills - 1] {
            let cut: String = text.lines().take(keep).map(|l| format!("{l}\n")).collect();
            let err = parse(&cut).expect_err(e.file);
            assert_eq!(err.line, keep + 1, "{} cut at {keep}: {err}", e.file);
            assert!(err.to_string().contains("the file ends here"), "{err}");
        }
    }
}

/// An item no table knows is listed, not refused, and named as the cause of the AC it
/// leaves out (`docs/rules/monsters-and-dumps.md` §4.2).
#[test]
fn an_unknown_item_is_named_not_refused() {
    let d = parse(&odd("unknown-body-armour.txt")).unwrap();
    let banded = d
        .equipment
        .iter()
        .find(|i| i.text == "+2 banded mail")
        .unwrap();
    assert_eq!(banded.kind, ItemKind::Unknown);
    let c = check(&d).unwrap();
    assert!(!c.matches_dump);
    let note = c
        .notes
        .iter()
        .find(|n| n.starts_with("AC does not match"))
        .unwrap_or_else(|| panic!("{:?}", c.notes));
    assert!(
        note.contains("'+2 banded mail', an item roguesim's tables do not know"),
        "{note}"
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
    assert!(d.armour(Slot::Body).is_some_and(|b| b.melded));
    assert_eq!(d.defender_spec().unwrap().body, None);
    let c = check(&d).unwrap();
    assert!(c.ev > worn.ev, "{} vs {}", c.ev, worn.ev);
    assert!(
        c.notes
            .iter()
            .any(|n| n.contains("is melded into the form")),
        "{:?}",
        c.notes
    );
}
