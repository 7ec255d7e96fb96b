//! Background names and their two-letter codes, to spell out the abbreviated title line
//! `(MiFi)` (`output.cc:2109-2155`, `docs/rules/monsters-and-dumps.md` §4.1). Data only,
//! for display: a background has no part in EV or SH. The table holds the backgrounds of
//! the 0.3x releases; a code it does not know is kept as printed.

/// `(code, name)` of each background.
pub(super) static BACKGROUNDS: &[(&str, &str)] = &[
    ("Fi", "Fighter"),
    ("Gl", "Gladiator"),
    ("Mo", "Monk"),
    ("Hu", "Hunter"),
    ("Br", "Brigand"),
    ("Be", "Berserker"),
    ("CK", "Chaos Knight"),
    ("CA", "Cinder Acolyte"),
    ("AK", "Abyssal Knight"),
    ("Wr", "Warper"),
    ("Hs", "Hexslinger"),
    ("AM", "Arcane Marksman"),
    ("En", "Enchanter"),
    ("Re", "Reaver"),
    ("Sk", "Skald"),
    ("HW", "Hedge Wizard"),
    ("Cj", "Conjurer"),
    ("Su", "Summoner"),
    ("Ne", "Necromancer"),
    ("Fw", "Forgewright"),
    ("FE", "Fire Elementalist"),
    ("IE", "Ice Elementalist"),
    ("AE", "Air Elementalist"),
    ("EE", "Earth Elementalist"),
    ("VM", "Venom Mage"),
    ("Al", "Alchemist"),
    ("Tm", "Transmuter"),
    ("Sh", "Shapeshifter"),
    ("Ar", "Artificer"),
    ("Wn", "Wanderer"),
    ("De", "Delver"),
];

/// The background a code stands for, if the table has it.
pub(super) fn by_code(code: &str) -> Option<&'static str> {
    BACKGROUNDS
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, name)| *name)
}
