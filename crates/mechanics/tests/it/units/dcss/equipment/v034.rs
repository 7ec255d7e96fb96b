use mechanics::dcss::data::{AUX_ARMOURS, species_in, species_table};
use mechanics::dcss::equipment::Item;
use mechanics::dcss::equipment::*;
use mechanics::dcss::rules::RuleSet;

/// `docs/rules/dcss-0.34.md` §E3, every cell (✔ as `+`, ✘ as `.`).
#[test]
fn the_species_by_item_table() {
    let everything = "+++++++++++++++++++";
    let ordinary = format!("{everything}+.");
    let rows: Vec<(&str, String)> = vec![
        ("Armataur", "+++++++++++++++++++.+".into()),
        ("Barachi", ordinary.clone()),
        ("Coglin", ordinary.clone()),
        ("Deep Elf", ordinary.clone()),
        ("Demigod", ordinary.clone()),
        ("Gargoyle", ordinary.clone()),
        ("Gnoll", ordinary.clone()),
        ("Human", ordinary.clone()),
        ("Merfolk", ordinary.clone()),
        ("Mountain Dwarf", ordinary.clone()),
        ("Mummy", ordinary.clone()),
        ("Revenant", ordinary.clone()),
        ("Vine Stalker", ordinary.clone()),
        ("Demonspawn", ordinary.clone()),
        ("Djinni", "+++++++++++++++++++..".into()),
        ("Draconian", "..........+++++++.++.".into()),
        ("Felid", ".....................".into()),
        ("Formicid", "+++++++++++++++++..+.".into()),
        ("Kobold", "++++++++++++.+++++++.".into()),
        ("Minotaur", "+++++++++++++++++.++.".into()),
        ("Naga", "+++++++++++++++++++.+".into()),
        ("Octopode", "..........++++....+..".into()),
        ("Oni", "++......++.+++++..+..".into()),
        ("Troll", "++......++.+++++..+..".into()),
        ("Poltergeist", "..........++++++++++.".into()),
        ("Spriggan", "++......+++..+++..+..".into()),
        ("Tengu", "+++++++++++++++++.+..".into()),
    ];
    let items = super::columns(RuleSet::Dcss034);
    for (name, want) in rows {
        let sp = species_in(RuleSet::Dcss034, name).unwrap();
        let got: String = items
            .iter()
            .map(|&i| {
                if can_wear_034(sp, i, 1).is_ok() {
                    '+'
                } else {
                    '.'
                }
            })
            .collect();
        assert_eq!(got, want, "{name}");
    }
    // Every Draconian colour has the base row.
    let base: Vec<bool> = items
        .iter()
        .map(|&i| can_wear_034(species_in(RuleSet::Dcss034, "draconian").unwrap(), i, 1).is_ok())
        .collect();
    for sp in species_table(RuleSet::Dcss034)
        .iter()
        .filter(|s| s.equipment.draconian)
    {
        let colour: Vec<bool> = items
            .iter()
            .map(|&i| can_wear_034(sp, i, 1).is_ok())
            .collect();
        assert_eq!(base, colour, "{}", sp.name);
    }
}

/// §E2's refusal words.
#[test]
fn refusal_messages() {
    let items = super::columns(RuleSet::Dcss034);
    let item = |n: &str| *items.iter().find(|i| i.name() == n).unwrap();
    let msg = |sp: &str, it: &str, xl: i32| {
        can_wear_034(species_in(RuleSet::Dcss034, sp).unwrap(), item(it), xl)
            .unwrap_err()
            .message
    };
    let cases = [
        ("felid", "orb", 1, "You can't hold anything in your paws."),
        ("felid", "robe", 1, "You can't wear armour!"),
        ("felid", "hat", 1, "That is much too large for your head."),
        ("felid", "gloves", 1, "Those are too big for your paws."),
        ("felid", "boots", 1, "Those are too big for your paws."),
        ("felid", "cloak", 1, "You can't wear that."),
        (
            "poltergeist",
            "robe",
            1,
            "You can't haunt something so large.",
        ),
        ("poltergeist", "barding", 1, "You can't fit into that!"),
        (
            "black draconian",
            "robe",
            13,
            "Your wings, even vestigial as they are, won't fit in that.",
        ),
        (
            "black draconian",
            "robe",
            14,
            "Your wings won't fit in that.",
        ),
        ("octopode", "robe", 1, "You can't wear armour!"),
        (
            "octopode",
            "gloves",
            1,
            "Those can't fit on your tentacles.",
        ),
        ("octopode", "boots", 1, "You can't wear boots."),
        ("octopode", "helmet", 1, "Your can't wear that!"),
        (
            "formicid",
            "hat",
            1,
            "You can't wear any headgear with your large antennae!",
        ),
        ("troll", "gloves", 1, "Those are too small for your claws."),
        ("oni", "boots", 1, "Those are too small for your feet."),
        (
            "troll",
            "helmet",
            1,
            "This helmet is too small for your head.",
        ),
        (
            "spriggan",
            "helmet",
            1,
            "This helmet is too large for your head.",
        ),
        (
            "spriggan",
            "plate armour",
            1,
            "That is too large for you to equip!",
        ),
        ("troll", "buckler", 1, "That is too small for you to equip!"),
        ("tengu", "boots", 1, "Your talons can't fit into boots."),
        ("djinni", "boots", 1, "You have no feet!"),
        ("naga", "boots", 1, "You don't have any feet!"),
        ("human", "barding", 1, "You can't fit into that!"),
        (
            "minotaur",
            "helmet",
            1,
            "You can't fit that over your horns.",
        ),
        (
            "draconian",
            "helmet",
            1,
            "You can't wear that with your reptilian head.",
        ),
    ];
    for (sp, it, xl, want) in cases {
        assert_eq!(msg(sp, it, xl), want, "{sp} {it}");
    }
}

/// §E2: a Formicid's two pairs of gloves, a Poltergeist's six haunted pieces, one of
/// each for everyone else.
#[test]
fn slot_capacity() {
    let gloves = Item::Aux(AUX_ARMOURS.iter().find(|a| a.name == "gloves").unwrap());
    let hat = Item::Aux(AUX_ARMOURS.iter().find(|a| a.name == "hat").unwrap());
    let sp = |n| species_in(RuleSet::Dcss034, n).unwrap();
    assert_eq!(
        aux_overflow(sp("formicid"), 1, [gloves; 2].into_iter()),
        None
    );
    assert_eq!(
        aux_overflow(sp("formicid"), 1, [gloves; 3].into_iter()),
        Some((Slot034::Gloves, 3, 2))
    );
    assert_eq!(
        aux_overflow(sp("poltergeist"), 1, [gloves; 6].into_iter()),
        None
    );
    assert_eq!(
        aux_overflow(
            sp("poltergeist"),
            1,
            [gloves, gloves, gloves, hat, hat, hat, hat].into_iter()
        ),
        Some((Slot034::Helmet, 4, 3))
    );
    assert_eq!(
        aux_overflow(sp("human"), 1, [gloves; 2].into_iter()),
        Some((Slot034::Gloves, 2, 1))
    );
    assert_eq!(slot_count(sp("coglin"), Slot034::Offhand, 1).0, 0);
    assert_eq!(slot_count(sp("coglin"), Slot034::WeaponOrOffhand, 1).0, 1);
}
