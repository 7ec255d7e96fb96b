//! The DCSS 0.31.0 data tables: playable species, body armour, shields and forms
//! (`dcss-0.31.md` §8; item-prop.cc `Armour_prop`, `dat/species/*.yaml`, form-data.h),
//! plus the 0.19 shield table (`dcss-0.19-shields.md` §1.1). Data only; the logic that
//! reads them is in [`super`].

use super::{BodyArmour, Form, Shield, ShieldKind, Size, Species};
use Size::{Giant, Large, Little, Medium, Small, Tiny};

const fn species(code: &'static str, name: &'static str, body: Size) -> Species {
    Species {
        name,
        code,
        body_size: body,
        torso_size: body,
        can_wear_shield: true,
        can_wear_body_armour: true,
        fast_mutation: 0,
        slow_mutation: 0,
        nimble_swimmer: 0,
        can_swim: false,
        acrobatic: false,
    }
}

/// Every playable 0.31.0 species with its size and the traits these mechanics read
/// (`dcss-0.31.md` §8.3).
pub static SPECIES: &[Species] = &[
    Species {
        fast_mutation: 3,
        ..species("Sp", "Spriggan", Little)
    },
    Species {
        can_wear_shield: false,
        can_wear_body_armour: false,
        ..species("Fe", "Felid", Little)
    },
    species("Ko", "Kobold", Small),
    Species {
        slow_mutation: 1,
        can_swim: true,
        ..species("Ba", "Barachi", Medium)
    },
    species("DE", "Deep Elf", Medium),
    species("Dg", "Demigod", Medium),
    species("Ds", "Demonspawn", Medium),
    species("Dj", "Djinni", Medium),
    species("Dr", "Draconian", Medium),
    species("RDr", "Red Draconian", Medium),
    species("WDr", "White Draconian", Medium),
    species("GDr", "Green Draconian", Medium),
    species("YDr", "Yellow Draconian", Medium),
    Species {
        can_swim: true,
        ..species("gDr", "Grey Draconian", Medium)
    },
    species("BDr", "Black Draconian", Medium),
    species("PDr", "Purple Draconian", Medium),
    species("pDr", "Pale Draconian", Medium),
    species("Fo", "Formicid", Medium),
    species("Gr", "Gargoyle", Medium),
    species("Gh", "Ghoul", Medium),
    species("Gn", "Gnoll", Medium),
    species("HO", "Hill Orc", Medium),
    species("Hu", "Human", Medium),
    Species {
        nimble_swimmer: 2,
        can_swim: true,
        ..species("Mf", "Merfolk", Medium)
    },
    species("Mi", "Minotaur", Medium),
    species("Mu", "Mummy", Medium),
    Species {
        nimble_swimmer: 1,
        can_swim: true,
        can_wear_body_armour: false,
        ..species("Op", "Octopode", Medium)
    },
    Species {
        acrobatic: true,
        ..species("Te", "Tengu", Medium)
    },
    species("Vp", "Vampire", Medium),
    species("VS", "Vine Stalker", Medium),
    species("Tr", "Troll", Large),
    species("On", "Oni", Large),
    Species {
        torso_size: Medium,
        slow_mutation: 2,
        ..species("Na", "Naga", Large)
    },
    Species {
        torso_size: Medium,
        ..species("At", "Armataur", Large)
    },
];

const fn body(name: &'static str, ac: i32, parm_evasion: i32, fits: (Size, Size)) -> BodyArmour {
    BodyArmour {
        name,
        ac,
        parm_evasion,
        fits,
    }
}

/// Every 0.31.0 body armour: base AC, `PARM_EVASION` and the torso sizes it fits
/// (`dcss-0.31.md` §8.1).
pub static BODY_ARMOURS: &[BodyArmour] = &[
    body("robe", 2, 0, (Little, Large)),
    body("animal skin", 2, 0, (Little, Giant)),
    body("leather armour", 3, -40, (Small, Medium)),
    body("ring mail", 5, -70, (Small, Medium)),
    body("scale mail", 6, -100, (Small, Medium)),
    body("chain mail", 8, -140, (Small, Medium)),
    body("plate armour", 10, -180, (Small, Medium)),
    body("crystal plate armour", 14, -230, (Small, Medium)),
    body("troll leather armour", 3, -40, (Little, Giant)),
    body("steam dragon scales", 5, 0, (Little, Giant)),
    body("acid dragon scales", 6, -50, (Little, Giant)),
    body("swamp dragon scales", 7, -70, (Little, Giant)),
    body("quicksilver dragon scales", 9, -70, (Little, Giant)),
    body("fire dragon scales", 8, -110, (Little, Giant)),
    body("ice dragon scales", 9, -110, (Little, Giant)),
    body("pearl dragon scales", 10, -110, (Little, Giant)),
    body("storm dragon scales", 10, -150, (Little, Giant)),
    body("shadow dragon scales", 11, -150, (Little, Giant)),
    body("gold dragon scales", 12, -230, (Little, Giant)),
];

/// The 0.31.0 offhand items: base SH (`PARM_AC`), `PARM_EVASION`, fit and per-turn block
/// limit (`dcss-0.31.md` §8.2, §6.5).
pub static SHIELDS_031: &[Shield] = &[
    Shield {
        name: "orb",
        kind: ShieldKind::Orb,
        ac: 0,
        parm_evasion: 0,
        fits: (Little, Giant),
        block_limit: 0,
    },
    Shield {
        name: "buckler",
        kind: ShieldKind::Buckler,
        ac: 3,
        parm_evasion: -50,
        fits: (Little, Medium),
        block_limit: 2,
    },
    Shield {
        name: "kite shield",
        kind: ShieldKind::Kite,
        ac: 8,
        parm_evasion: -100,
        fits: (Small, Large),
        block_limit: 3,
    },
    Shield {
        name: "tower shield",
        kind: ShieldKind::Tower,
        ac: 13,
        parm_evasion: -150,
        fits: (Medium, Giant),
        block_limit: 4,
    },
];

/// The 0.19.0 shields: base SH, `PARM_EVASION` and fit (`dcss-0.19-shields.md` §1.1).
/// 0.19 has no per-turn limit; the field holds 0. Sizes use the 0.31 scale, where 0.19's
/// BIG and GIANT both map to [`Size::Giant`].
pub static SHIELDS_019: &[Shield] = &[
    Shield {
        name: "buckler",
        kind: ShieldKind::Buckler,
        ac: 3,
        parm_evasion: -8,
        fits: (Little, Medium),
        block_limit: 0,
    },
    Shield {
        name: "shield",
        kind: ShieldKind::Kite,
        ac: 8,
        parm_evasion: -30,
        fits: (Small, Giant),
        block_limit: 0,
    },
    Shield {
        name: "large shield",
        kind: ShieldKind::Tower,
        ac: 13,
        parm_evasion: -50,
        fits: (Medium, Giant),
        block_limit: 0,
    },
];

/// Forms that change the player's size, are helpless, or add EV (`dcss-0.31.md` §8.3,
/// §4.1; form-data.h).
pub static FORMS: &[(Form, &str, Option<Size>)] = &[
    (Form::None, "none", None),
    (Form::Bat, "bat", Some(Tiny)),
    (Form::Wisp, "wisp", Some(Tiny)),
    (Form::Fungus, "fungus", Some(Tiny)),
    (Form::Pig, "pig", Some(Small)),
    (Form::Serpent, "serpent", Some(Large)),
    (Form::Dragon, "dragon", Some(Giant)),
    (Form::Tree, "tree", None),
    (Form::Statue, "statue", None),
    (Form::Flux, "flux", None),
];
