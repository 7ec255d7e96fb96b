//! Character dumps: every constructed fixture of `examples/characters/` reads into the fields
//! it was written with, its EV, SH, AC and max HP are the ones the build gives (and the ones
//! `roguesim ev` gives), and cut short anywhere before its skills it is refused at the line
//! after its last (`docs/rules/monsters-and-dumps.md` §4).

use crate::dump_support::{fixture, line_of};
use mechanics::dcss::data::Slot;
use roguesim::dcss::character::{CharacterDump, DumpGap, check, parse};
use roguesim::dcss::ev::{EvNumbers, EvSpec, run_ev};
use roguesim::dcss::input::DefenderSpec;

/// Every fixture, with the fields it was written with.
struct Expected {
    file: &'static str,
    version: &'static str,
    /// The rule set the version picks.
    rules: &'static str,
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
    /// AC the dump's statuses add (the Trickster's, a revved Revguard's): in the dump's AC,
    /// not in the build's.
    temporary_ac: i32,
}

const FIXTURES: [Expected; 16] = [
    Expected {
        file: "minotaur-fighter-plate-kite.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "deep-elf-conjurer-robe.txt",
        version: "0.31.0-12-gabcdef1",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "gargoyle-leather-buckler.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "octopode-no-armour.txt",
        version: "0.31.1",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "troll-berserker-troll-leather-tower.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "naga-chaos-knight-chain-barding-kite.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "demigod-fighter-win.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "human-fighter-unrandarts.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "kobold-hunter-ring-of-protection.txt",
        version: "0.31.1",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "spriggan-enchanter-randart-ac-ev.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "troll-monk-wrapped-mutations.txt",
        version: "0.31.0",
        rules: "dcss-0.31",
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
        temporary_ac: 0,
    },
    Expected {
        file: "poltergeist-reaver-haunted-slots.txt",
        version: "0.34.1",
        rules: "dcss-0.34",
        species: "Poltergeist",
        background: "Reaver",
        xl: 18,
        str_int_dex: (10, 26, 19),
        hp: (90, 96),
        defence_skills: (12.6, 0.0, 0.0),
        body: None,
        shield: None,
        aux: &[
            (Slot::Cloak, "cloak", 2),
            (Slot::Helmet, "hat", 1),
            (Slot::Gloves, "gloves", 2),
            (Slot::Gloves, "gloves", 1),
            (Slot::Boots, "boots", 0),
        ],
        jewellery: 3,
        ac_ev_sh: (13, 24, 0),
        temporary_ac: 3,
    },
    Expected {
        file: "coglin-fighter-gizmo-revved.txt",
        version: "0.34.1-3-gabcdef0123",
        rules: "dcss-0.34",
        species: "Coglin",
        background: "Fighter",
        xl: 19,
        str_int_dex: (24, 9, 14),
        hp: (-5, 157),
        defence_skills: (6.2, 12.5, 0.0),
        body: Some(("chain mail", 3)),
        shield: None,
        aux: &[
            (Slot::Helmet, "helmet", 2),
            (Slot::Cloak, "cloak", 1),
            (Slot::Gloves, "gloves", 1),
            (Slot::Boots, "boots", 2),
        ],
        jewellery: 0,
        ac_ev_sh: (35, 10, 0),
        temporary_ac: 5,
    },
    Expected {
        file: "octopode-conjurer-eight-rings.txt",
        version: "0.34.0",
        rules: "dcss-0.34",
        species: "Octopode",
        background: "Conjurer",
        xl: 21,
        str_int_dex: (11, 28, 18),
        hp: (148, 148),
        defence_skills: (14.1, 0.0, 6.8),
        body: None,
        shield: Some(("buckler", 3)),
        aux: &[(Slot::Helmet, "hat", 2)],
        jewellery: 8,
        ac_ev_sh: (9, 29, 14),
        temporary_ac: 0,
    },
    Expected {
        file: "mountain-dwarf-fighter-two-hander.txt",
        version: "0.34.1",
        rules: "dcss-0.34",
        species: "Mountain Dwarf",
        background: "Fighter",
        xl: 14,
        str_int_dex: (21, 9, 12),
        hp: (101, 139),
        defence_skills: (3.3, 10.6, 0.0),
        body: Some(("plate armour", 2)),
        shield: None,
        aux: &[
            (Slot::Helmet, "helmet", 1),
            (Slot::Gloves, "gloves", 0),
            (Slot::Boots, "boots", 1),
        ],
        jewellery: 1,
        ac_ev_sh: (23, 7, 0),
        temporary_ac: 0,
    },
    Expected {
        file: "deep-elf-conjurer-stone-arrow.txt",
        version: "0.34.1",
        rules: "dcss-0.34",
        species: "Deep Elf",
        background: "Conjurer",
        xl: 9,
        str_int_dex: (7, 20, 14),
        hp: (45, 45),
        defence_skills: (4.0, 0.0, 0.0),
        body: Some(("robe", 0)),
        shield: None,
        aux: &[],
        jewellery: 0,
        ac_ev_sh: (2, 12, 0),
        temporary_ac: 0,
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
        assert_eq!(d.rules.rules.name(), e.rules, "{}", e.file);
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
        assert_eq!(c.rules, e.rules, "{}", e.file);
        let (ac, ev, sh) = e.ac_ev_sh;
        assert_eq!((c.ev, c.sh), (ev, sh), "{}", e.file);
        assert_eq!(c.ac_range, Some([ac, ac]), "{}", e.file);
        let undrained = d.real_max_hp.unwrap_or(d.max_hp);
        assert_eq!(c.max_hp_range.map(|r| r[0]), Some(undrained), "{}", e.file);
        assert!(c.matches_dump, "{}: {:?}", e.file, c.notes);
        assert!(c.ev_range[0] <= c.ev && c.ev <= c.ev_range[1], "{}", e.file);
        assert!(c.sh_range[0] <= c.sh && c.sh <= c.sh_range[1], "{}", e.file);
        assert!(
            !c.notes.iter().any(|n| n.contains("does not match")),
            "{}",
            e.file
        );
        // `roguesim ev --character` reports the build, which leaves the statuses out.
        let path = format!(
            "{}/../../examples/characters/{}",
            env!("CARGO_MANIFEST_DIR"),
            e.file
        );
        let mut defender = DefenderSpec {
            character: Some(path),
            ..DefenderSpec::default()
        };
        defender
            .read_character()
            .unwrap_or_else(|err| panic!("{}: {err}", e.file));
        let (run, meta) = run_ev(&EvSpec {
            rules: None,
            defender,
            situation: Default::default(),
        })
        .unwrap_or_else(|err| panic!("{}: {err}", e.file));
        assert_eq!(meta.rules, e.rules, "{}", e.file);
        // What the game shows: whole numbers under 0.31, truncated hundredths under 0.34.
        let shown = match &run.numbers {
            EvNumbers::Dcss031(n) => (n.ev, n.sh, n.ac, n.max_hp),
            EvNumbers::Dcss034(n) => (
                n.drawn.ev_display,
                n.drawn.sh_display,
                n.ac.as_ref().map(|a| a.ac_display),
                n.max_hp,
            ),
        };
        assert_eq!(
            shown,
            (ev, sh, Some(ac - e.temporary_ac), Some(undrained)),
            "{}",
            e.file
        );
        assert_eq!(run.matches_dump, Some(true), "{}", e.file);
    }
}

/// Any fixture cut before its status lines is refused at the line after its last; cut
/// after them (an excerpt without its Skills section) it is read, with every skill at 0 and
/// the gap named (`docs/rules/monsters-and-dumps.md` §4.1).
#[test]
fn every_fixture_cut_short_is_refused_or_read_as_an_excerpt() {
    for e in &FIXTURES {
        let text = fixture(e.file);
        let skills = line_of(&text, "Skills:");
        let status = text
            .lines()
            .position(|l| l.starts_with("@: ") || l.starts_with("A: "))
            .expect("a status line")
            + 1;
        let mut read = 0;
        for keep in [1, 3, skills / 2, status - 1, status, skills - 1] {
            let cut: String = text.lines().take(keep).map(|l| format!("{l}\n")).collect();
            if keep < status {
                let err = parse(&cut).expect_err(e.file);
                assert_eq!(err.line, keep + 1, "{} cut at {keep}: {err}", e.file);
                assert!(err.to_string().contains("the file ends here"), "{err}");
            } else {
                let d = parse(&cut).unwrap_or_else(|err| panic!("{} cut at {keep}: {err}", e.file));
                assert_eq!(d.gaps, [DumpGap::NoSkills], "{} cut at {keep}", e.file);
                assert!(d.skills.is_empty());
                read += 1;
            }
        }
        assert!(read >= 2, "{}", e.file);
    }
}
