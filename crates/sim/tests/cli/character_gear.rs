//! Character dumps, what their items, mutations and layouts give: a win, unrandarts, a ring
//! of protection, randart AC and EV, a wrapped `A:` line, melded armour, and the hidden
//! fraction of a skill (`docs/rules/monsters-and-dumps.md` §4, `docs/rules/dcss-artefacts.md`).

use crate::dump_support::fixture;
use mechanics::dcss::data::Slot;
use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::character::{CharacterDump, ItemKind, check, parse};

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
    // The scales go to the mutations the rules count (and a form would suppress).
    assert_eq!(spec.mutations.get("iridescent_scales"), Some(&2));
    assert_eq!(spec.ac_bonuses.mutations_x100, 0);
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

/// 0.34: a Poltergeist's six haunted aux slots hold any mix (here two pairs of gloves, and
/// one slot `(no armour)`); under 0.31 the species does not exist
/// (`docs/rules/dcss-0.34.md` §E2, `docs/rules/monsters-and-dumps.md` §4.2).
#[test]
fn a_poltergeist_wears_its_haunted_slots() {
    let d = parse(&fixture("poltergeist-reaver-haunted-slots.txt")).unwrap();
    assert_eq!(d.rules.rules, RuleSet::Dcss034);
    let gloves = d.aux().filter(|a| a.slot == Some(Slot::Gloves)).count();
    assert_eq!((d.aux().count(), gloves), (5, 2));
    let build = d.build_in(RuleSet::Dcss034).unwrap();
    assert_eq!(build.aux.pieces().count(), 5);
    let e = d.build_in(RuleSet::Dcss031).unwrap_err();
    assert_eq!(e.path, "character.species");
    let c = check(&d).unwrap();
    assert!(c.matches_dump, "{:?}", c.notes);
    assert!(
        c.notes
            .iter()
            .any(|n| n == "'trickster (+3 AC)' counted: +3 AC"),
        "{:?}",
        c.notes
    );
}

/// 0.34: a Coglin wields a second weapon in its weapon-or-offhand slot and installs a gizmo;
/// revved, its Revguard gizmo adds 5 AC; a protection ego's `AC+3` counts
/// (`docs/rules/dcss-0.34.md` §E2, §D3.1).
#[test]
fn a_coglin_has_two_weapons_and_a_gizmo() {
    let d = parse(&fixture("coglin-fighter-gizmo-revved.txt")).unwrap();
    let kinds: Vec<ItemKind> = d.equipment.iter().map(|i| i.kind).collect();
    assert_eq!(kinds[..2], [ItemKind::Weapon, ItemKind::Weapon]);
    assert_eq!(kinds.last(), Some(&ItemKind::Gizmo));
    assert_eq!(d.jewellery().count(), 0);
    let gizmo = d.equipment.last().unwrap();
    assert_eq!(gizmo.labels, ["RevGuard", "rF+", "rPois"]);
    // The build written out as a defender description is a 0.34 one, gizmo and all.
    let spec = d.defender_spec().unwrap();
    assert!(
        spec.build_in(RuleSet::Dcss031).is_err(),
        "a Coglin is not a 0.31 species"
    );
    let build = d.build_in(d.rules.rules).unwrap();
    assert_eq!(spec.build_in(d.rules.rules).unwrap(), build);
    assert_eq!(build.ac_bonuses.items, 3);
    let c = check(&d).unwrap();
    assert!(c.matches_dump, "{:?}", c.notes);
    assert!(
        c.notes
            .iter()
            .any(|n| n == "'revved' with a Revguard gizmo: +5 AC"),
        "{:?}",
        c.notes
    );
    // Revving rather than revved: +2 or +4, the dump does not say which.
    let revving =
        parse(&fixture("coglin-fighter-gizmo-revved.txt").replace("@: revved,", "@: revving,"))
            .unwrap();
    assert_eq!(check(&revving).unwrap().ac_range, Some([32, 34]));
}

/// 0.34: an Octopode's eight ring rows, tentacles in the weapon slot, and the AC of its rings
/// of protection and of a randart ring's `AC+2` (`docs/rules/dcss-artefacts.md` §3.1).
#[test]
fn an_octopode_wears_eight_rings() {
    let d = parse(&fixture("octopode-conjurer-eight-rings.txt")).unwrap();
    let rings = d.jewellery().filter(|i| i.kind == ItemKind::Ring).count();
    assert_eq!(rings, 7);
    assert!(!d.equipment.iter().any(|i| i.kind == ItemKind::Weapon));
    let build = d.build_in(d.rules.rules).unwrap();
    assert_eq!(
        (
            build.ac_bonuses.items,
            build.bonuses.ring_evasion,
            build.bonuses.artefact
        ),
        (6, 5, 3)
    );
    assert!(build.extra_sh.reflection);
    assert!(check(&d).unwrap().matches_dump);
}

/// 0.34: a two-hander's `[offhand occupied]`, a drained `HP:` line with the undrained maximum
/// in parentheses, and the abbreviated title `(MDFi)` of a Mountain Dwarf
/// (`docs/rules/monsters-and-dumps.md` §4.1).
#[test]
fn a_mountain_dwarf_with_a_two_hander_while_drained() {
    let d = parse(&fixture("mountain-dwarf-fighter-two-hander.txt")).unwrap();
    assert_eq!(
        (d.species.as_str(), d.background.as_str()),
        ("Mountain Dwarf", "Fighter")
    );
    assert_eq!((d.hp, d.max_hp, d.real_max_hp), (101, 139, Some(146)));
    assert!(d.armour(Slot::Shield).is_none());
    let c = check(&d).unwrap();
    assert_eq!(c.max_hp_range, Some([146, 146]));
    assert!(c.matches_dump, "{:?}", c.notes);
}

/// An `A:` entry in parentheses is suppressed by the form and counts for nothing; a form's
/// own `reduced EV`, printed without a level, is not Slow Reflexes
/// (`docs/rules/monsters-and-dumps.md` §4.2).
#[test]
fn suppressed_and_form_entries_count_for_nothing() {
    let text = fixture("troll-monk-wrapped-mutations.txt").replace(
        "iridescent scales 2, robust 2, slow metabolism 1",
        "(iridescent scales 2), (robust 2), reduced EV, slow metabolism 1",
    );
    let d = parse(&text).unwrap();
    assert_eq!(
        d.mutation("robust").map(|m| (m.level, m.suppressed)),
        Some((0, true))
    );
    let spec = d.defender_spec().unwrap();
    assert_eq!(spec.hp_bonuses.robust, 0);
    assert_eq!(spec.ac_bonuses.mutations_x100, 0);
    assert_eq!(spec.bonuses.slow_reflexes, 0);
    let c = check(&d).unwrap();
    assert!(
        c.notes
            .iter()
            .any(|n| n == "'(robust 2)': suppressed by the form, so it counts for nothing"),
        "{:?}",
        c.notes
    );
    let levelled = parse(&text.replace("reduced EV,", "reduced EV 1,")).unwrap();
    assert_eq!(levelled.defender_spec().unwrap().bonuses.slow_reflexes, 1);
}
