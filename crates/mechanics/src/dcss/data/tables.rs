//! The DCSS 0.31.0 data tables: playable species, body armour, shields and forms
//! (`docs/rules/dcss-0.31.md` §8; item-prop.cc `Armour_prop`, `dat/species/*.yaml`, form-data.h),
//! with each species' HP and AC traits (`docs/rules/dcss-0.31-damage.md` §3.3, §4),
//! plus the 0.19 shield table (`docs/rules/dcss-0.19-shields.md` §1.1). Data only; the logic that
//! reads them is in [`super`].

use super::{
    AcMutation, AuxArmour, BodyArmour, EquipmentTraits, InnateAc, ItemMutations, NO_SLOT_TRAITS,
    RacialAc, Shield, ShieldKind, Size, Slot, Species,
};
use Size::{Giant, Large, Little, Medium, Small, Tiny};

/// A species with its size and its `hp:` aptitude (`dat/species/*.yaml`,
/// `docs/rules/dcss-0.31-damage.md` §4), and no other trait.
pub(super) const fn species(
    code: &'static str,
    name: &'static str,
    body: Size,
    hp_modifier: i32,
) -> Species {
    Species {
        name,
        code,
        body_size: body,
        torso_size: body,
        fast_mutation: 0,
        slow_mutation: 0,
        nimble_swimmer: 0,
        can_swim: false,
        acrobatic: false,
        gelatinous_body: 0,
        equipment: EquipmentTraits {
            no_armour: false,
            banned_slots: &[],
            draconian: false,
            big_wings_from_xl: 0,
            barding: false,
            constricting_tail: false,
            mutations: NO_MUTATIONS,
        },
        armour_skill_usable: true,
        shields_skill_usable: true,
        hp_modifier,
        flat_hp: 0,
        racial_ac: RacialAc::None,
        innate_ac: &[],
        deformed: false,
        tengu_flight_from_xl: 0,
        slots: NO_SLOT_TRAITS,
    }
}

/// One innate AC mutation level from XL 1 (`docs/rules/dcss-0.31-damage.md` §3.3).
pub(super) const fn innate(mutation: AcMutation, level: i32) -> InnateAc {
    InnateAc {
        mutation,
        level,
        from_xl: 1,
    }
}

pub(super) const NO_MUTATIONS: ItemMutations = ItemMutations {
    claws: 0,
    float: false,
    talons: 0,
    horns: 0,
    beak: 0,
    antennae: 0,
};

/// A species with its innate item-blocking mutations (`docs/rules/dcss-0.31-equipment.md` §3 key).
pub(super) const fn mutated(s: Species, mutations: ItemMutations) -> Species {
    Species {
        equipment: EquipmentTraits {
            mutations,
            ..s.equipment
        },
        ..s
    }
}

/// A Draconian of any colour: no body armour, no hard helmet, no Armour skill
/// (`species.cc:518-519`, `item-use.cc:1894-1899`, `docs/rules/dcss-0.31-equipment.md` §4),
/// `hp: 1` and the draconian racial AC (`docs/rules/dcss-0.31-damage.md` §3.3, §4).
pub(super) const fn draconian(code: &'static str, name: &'static str) -> Species {
    let base = species(code, name, Medium, 1);
    Species {
        equipment: EquipmentTraits {
            banned_slots: &[Slot::Body],
            draconian: true,
            ..base.equipment
        },
        armour_skill_usable: false,
        racial_ac: RacialAc::Draconian,
        ..base
    }
}

/// Naga and Armataur: large body, medium torso, barding instead of boots
/// (`SPF_BARDING`, `SPF_SMALL_TORSO`, `docs/rules/dcss-0.31-equipment.md` §2), and the
/// Deformed Body mutation (`docs/rules/dcss-0.31-damage.md` §3.3).
pub(super) const fn barded(code: &'static str, name: &'static str, hp_modifier: i32) -> Species {
    let base = species(code, name, Large, hp_modifier);
    Species {
        torso_size: Medium,
        deformed: true,
        equipment: EquipmentTraits {
            barding: true,
            ..base.equipment
        },
        ..base
    }
}

/// Every playable 0.31.0 species with its size and the traits these mechanics read
/// (`docs/rules/dcss-0.31.md` §8.3).
pub static SPECIES: &[Species] = &[
    Species {
        fast_mutation: 3,
        ..species("Sp", "Spriggan", Little, -3)
    },
    {
        let felid = species("Fe", "Felid", Little, -3);
        Species {
            innate_ac: &[
                innate(AcMutation::ShaggyFur, 1),
                InnateAc {
                    from_xl: 6,
                    ..innate(AcMutation::ShaggyFur, 2)
                },
                InnateAc {
                    from_xl: 12,
                    ..innate(AcMutation::ShaggyFur, 3)
                },
            ],
            equipment: EquipmentTraits {
                no_armour: true,
                ..felid.equipment
            },
            armour_skill_usable: false,
            shields_skill_usable: false,
            ..felid
        }
    },
    species("Ko", "Kobold", Small, -2),
    Species {
        slow_mutation: 1,
        can_swim: true,
        ..species("Ba", "Barachi", Medium, 0)
    },
    species("DE", "Deep Elf", Medium, -2),
    species("Dg", "Demigod", Medium, 1),
    species("Ds", "Demonspawn", Medium, 0),
    Species {
        flat_hp: 1,
        ..mutated(
            species("Dj", "Djinni", Medium, -1),
            ItemMutations {
                float: true,
                ..NO_MUTATIONS
            },
        )
    },
    draconian("Dr", "Draconian"),
    draconian("RDr", "Red Draconian"),
    draconian("WDr", "White Draconian"),
    draconian("GDr", "Green Draconian"),
    draconian("YDr", "Yellow Draconian"),
    Species {
        can_swim: true,
        racial_ac: RacialAc::GreyDraconian,
        ..draconian("gDr", "Grey Draconian")
    },
    {
        let black = draconian("BDr", "Black Draconian");
        Species {
            equipment: EquipmentTraits {
                big_wings_from_xl: 14,
                ..black.equipment
            },
            ..black
        }
    },
    draconian("PDr", "Purple Draconian"),
    draconian("pDr", "Pale Draconian"),
    mutated(
        species("Fo", "Formicid", Medium, 0),
        ItemMutations {
            antennae: 3,
            ..NO_MUTATIONS
        },
    ),
    Species {
        racial_ac: RacialAc::Gargoyle,
        ..species("Gr", "Gargoyle", Medium, -2)
    },
    mutated(
        species("Gh", "Ghoul", Medium, 1),
        ItemMutations {
            claws: 1,
            ..NO_MUTATIONS
        },
    ),
    species("Gn", "Gnoll", Medium, 0),
    species("HO", "Hill Orc", Medium, 1),
    species("Hu", "Human", Medium, 0),
    Species {
        nimble_swimmer: 2,
        can_swim: true,
        ..species("Mf", "Merfolk", Medium, 0)
    },
    mutated(
        species("Mi", "Minotaur", Medium, 1),
        ItemMutations {
            horns: 2,
            ..NO_MUTATIONS
        },
    ),
    species("Mu", "Mummy", Medium, 0),
    {
        let octopode = species("Op", "Octopode", Medium, -1);
        Species {
            nimble_swimmer: 1,
            can_swim: true,
            gelatinous_body: 1,
            equipment: EquipmentTraits {
                banned_slots: &[Slot::Body, Slot::Cloak, Slot::Gloves, Slot::Boots],
                ..octopode.equipment
            },
            armour_skill_usable: false,
            ..octopode
        }
    },
    Species {
        acrobatic: true,
        ..mutated(
            species("Te", "Tengu", Medium, -2),
            ItemMutations {
                talons: 3,
                beak: 1,
                ..NO_MUTATIONS
            },
        )
    },
    species("Vp", "Vampire", Medium, 0),
    species("VS", "Vine Stalker", Medium, -3),
    Species {
        innate_ac: &[
            innate(AcMutation::ToughSkin, 1),
            innate(AcMutation::ShaggyFur, 1),
        ],
        ..mutated(
            species("Tr", "Troll", Large, 3),
            ItemMutations {
                claws: 3,
                ..NO_MUTATIONS
            },
        )
    },
    Species {
        innate_ac: &[innate(AcMutation::ToughSkin, 1)],
        ..mutated(
            species("On", "Oni", Large, 3),
            ItemMutations {
                horns: 1,
                ..NO_MUTATIONS
            },
        )
    },
    {
        let naga = barded("Na", "Naga", 2);
        Species {
            slow_mutation: 2,
            racial_ac: RacialAc::Naga,
            equipment: EquipmentTraits {
                constricting_tail: true,
                ..naga.equipment
            },
            ..naga
        }
    },
    Species {
        innate_ac: &[innate(AcMutation::ToughSkin, 3)],
        ..barded("At", "Armataur", 1)
    },
];

pub(super) const fn body(
    name: &'static str,
    ac: i32,
    parm_evasion: i32,
    fits: (Size, Size),
) -> BodyArmour {
    BodyArmour {
        name,
        ac,
        parm_evasion,
        fits,
    }
}

/// Every 0.31.0 body armour: base AC, `PARM_EVASION` and the torso sizes it fits
/// (`docs/rules/dcss-0.31.md` §8.1).
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

const fn aux(
    name: &'static str,
    slot: Slot,
    ac: i32,
    parm_evasion: i32,
    fits: (Size, Size),
) -> AuxArmour {
    AuxArmour {
        name,
        slot,
        ac,
        parm_evasion,
        fits,
        hard: false,
    }
}

/// The 0.31.0 aux armour: slot, base AC, `PARM_EVASION` and fit (`item-prop.cc:123-266`,
/// `docs/rules/dcss-0.31-equipment.md` §2).
pub static AUX_ARMOURS: &[AuxArmour] = &[
    aux("cloak", Slot::Cloak, 1, 0, (Little, Large)),
    aux("scarf", Slot::Cloak, 0, 0, (Little, Large)),
    aux("gloves", Slot::Gloves, 1, 0, (Small, Medium)),
    AuxArmour {
        hard: true,
        ..aux("helmet", Slot::Helmet, 1, 0, (Small, Medium))
    },
    aux("hat", Slot::Helmet, 0, 0, (Tiny, Large)),
    aux("boots", Slot::Boots, 1, 0, (Small, Medium)),
    aux("barding", Slot::Boots, 4, -60, (Medium, Large)),
];

/// The 0.31.0 offhand items: base SH (`PARM_AC`), `PARM_EVASION`, fit and per-turn block
/// limit (`docs/rules/dcss-0.31.md` §8.2, §6.5).
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

/// The 0.19.0 shields: base SH, `PARM_EVASION` and fit (`docs/rules/dcss-0.19-shields.md` §1.1).
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
