//! Species names and their codes as dumps from 0.29 to trunk print them, to split the title
//! line `(<Species> <Background>)` and to spell out its abbreviation `(MDFw)`
//! (`dat/species/*.yaml`, `docs/rules/monsters-and-dumps.md` §4.1). Data only: which rules
//! apply to a species is the rule set's business.

/// `(code, name)` of every species a dump from 0.29 on can name, the deprecated ones
/// included. Coloured draconians share the code `Dr`, so the abbreviation reads as the base
/// Draconian unless the hiscore block names the colour.
pub(super) static SPECIES_NAMES: &[(&str, &str)] = &[
    ("At", "Armataur"),
    ("Ba", "Barachi"),
    ("Ce", "Centaur"),
    ("Co", "Coglin"),
    ("DD", "Deep Dwarf"),
    ("DE", "Deep Elf"),
    ("Dg", "Demigod"),
    ("Ds", "Demonspawn"),
    ("Dj", "Djinni"),
    ("Dr", "Draconian"),
    ("Dr", "Red Draconian"),
    ("Dr", "White Draconian"),
    ("Dr", "Green Draconian"),
    ("Dr", "Yellow Draconian"),
    ("Dr", "Grey Draconian"),
    ("Dr", "Black Draconian"),
    ("Dr", "Purple Draconian"),
    ("Dr", "Pale Draconian"),
    ("Dr", "Mottled Draconian"),
    ("Fe", "Felid"),
    ("Fo", "Formicid"),
    ("Gr", "Gargoyle"),
    ("Gh", "Ghoul"),
    ("Gn", "Gnoll"),
    ("Ha", "Halfling"),
    ("HE", "High Elf"),
    ("HO", "Hill Orc"),
    ("Hu", "Human"),
    ("Ko", "Kobold"),
    ("LO", "Lava Orc"),
    ("My", "Mayflytaur"),
    ("Mf", "Merfolk"),
    ("Me", "Meteoran"),
    ("Mi", "Minotaur"),
    ("MD", "Mountain Dwarf"),
    ("Mu", "Mummy"),
    ("Na", "Naga"),
    ("Op", "Octopode"),
    ("Og", "Ogre"),
    ("On", "Oni"),
    ("Pa", "Palentonga"),
    ("Po", "Poltergeist"),
    ("Re", "Revenant"),
    ("SE", "Sludge Elf"),
    ("Sp", "Spriggan"),
    ("Te", "Tengu"),
    ("Tr", "Troll"),
    ("Vp", "Vampire"),
    ("VS", "Vine Stalker"),
];

/// Names a later release gave a species, so that an older dump finds it in a newer table
/// (`docs/rules/monsters-and-dumps.md` §4.5): Ogres became Oni in 0.31, Palentongas
/// Armataurs in 0.30.
pub(super) static RENAMED: &[(&str, &str)] = &[("Ogre", "Oni"), ("Palentonga", "Armataur")];

/// The name a species has in the rule sets' tables.
pub(super) fn current_name(name: &str) -> &str {
    RENAMED
        .iter()
        .find(|(old, _)| *old == name)
        .map_or(name, |(_, new)| new)
}

/// `<Species> <Background>` split at the longest species name that starts it.
pub(super) fn split(text: &str) -> Option<(&'static str, &str)> {
    SPECIES_NAMES
        .iter()
        .filter_map(|(_, name)| {
            let rest = text.strip_prefix(name)?.strip_prefix(' ')?;
            Some((*name, rest.trim()))
        })
        .max_by_key(|(name, _)| name.len())
}

/// `MiFi`, `MDFw`: a species code and a two-letter background code.
pub(super) fn split_codes(text: &str) -> Option<(&'static str, &str)> {
    SPECIES_NAMES.iter().find_map(|(code, name)| {
        let background = text.strip_prefix(code).filter(|b| b.len() == 2)?;
        Some((*name, background))
    })
}
