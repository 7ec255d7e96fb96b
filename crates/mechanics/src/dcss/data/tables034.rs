//! The DCSS 0.34.1 species and body armour tables (`docs/rules/dcss-0.34.md` §8.1, §8.3,
//! §E1; `dat/species/*.yaml` and item-prop.cc at tag 0.34.1). Shields, aux armour and forms
//! did not change and are shared with 0.31 ([`super::tables`]). Data only.

use super::tables::{NO_MUTATIONS, barded, body, draconian, innate, mutated, species};
use super::{
    AcMutation, BodyArmour, EquipmentTraits, InnateAc, ItemMutations, RacialAc, SlotTraits, Species,
};
use super::{NO_SLOT_TRAITS, Size};
use Size::{Giant, Large, Little, Medium, Small};

/// A species with its own names for hands and feet in the 0.34 refusals.
const fn named_limbs(s: Species, hands: &'static str, feet: &'static str) -> Species {
    Species {
        slots: SlotTraits {
            hands,
            feet,
            ..s.slots
        },
        ..s
    }
}

/// A 0.34 Draconian colour: the 0.31 draconian (no body armour, no hard helmet, no Armour
/// skill, racial AC) (`docs/rules/dcss-0.34.md` §8.3).
const fn draconian034(code: &'static str, name: &'static str) -> Species {
    draconian(code, name)
}

/// Every species playable at 0.34.1: the 27 selectable ones and the eight draconian colours
/// (`docs/rules/dcss-0.34.md` §8.3, §E1). Hill Orc, Ghoul and Vampire are gone; Mountain
/// Dwarf, Coglin, Poltergeist and Revenant are new.
pub static SPECIES_034: &[Species] = &[
    Species {
        innate_ac: &[innate(AcMutation::ToughSkin, 3)],
        ..barded("At", "Armataur", 1)
    },
    Species {
        slow_mutation: 1,
        can_swim: true,
        ..species("Ba", "Barachi", Medium, 0)
    },
    {
        let coglin = species("Co", "Coglin", Medium, 0);
        Species {
            slots: SlotTraits {
                wield_offhand: true,
                hands: "graspers",
                ..NO_SLOT_TRAITS
            },
            ..coglin
        }
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
    draconian034("Dr", "Draconian"),
    draconian034("RDr", "Red Draconian"),
    draconian034("WDr", "White Draconian"),
    draconian034("GDr", "Green Draconian"),
    draconian034("YDr", "Yellow Draconian"),
    Species {
        can_swim: true,
        innate_ac: &[InnateAc {
            from_xl: 14,
            ..innate(AcMutation::IronFusedScales, 1)
        }],
        ..draconian034("gDr", "Grey Draconian")
    },
    {
        let black = draconian034("BDr", "Black Draconian");
        Species {
            equipment: EquipmentTraits {
                big_wings_from_xl: 14,
                ..black.equipment
            },
            ..black
        }
    },
    draconian034("PDr", "Purple Draconian"),
    draconian034("pDr", "Pale Draconian"),
    {
        let felid = named_limbs(species("Fe", "Felid", Little, -3), "paws", "paws");
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
            slots: SlotTraits {
                no_grasping: true,
                ..felid.slots
            },
            armour_skill_usable: false,
            shields_skill_usable: false,
            ..felid
        }
    },
    {
        let formicid = mutated(
            species("Fo", "Formicid", Medium, 0),
            ItemMutations {
                antennae: 3,
                ..NO_MUTATIONS
            },
        );
        Species {
            slots: SlotTraits {
                quadrumanous: true,
                ..formicid.slots
            },
            ..formicid
        }
    },
    Species {
        racial_ac: RacialAc::Gargoyle,
        ..species("Gr", "Gargoyle", Medium, -2)
    },
    species("Gn", "Gnoll", Medium, 0),
    species("Hu", "Human", Medium, 0),
    species("Ko", "Kobold", Small, -2),
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
    species("MD", "Mountain Dwarf", Medium, 1),
    species("Mu", "Mummy", Medium, 0),
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
    {
        let octopode = named_limbs(species("Op", "Octopode", Medium, -1), "tentacles", "feet");
        Species {
            nimble_swimmer: 1,
            can_swim: true,
            gelatinous_body: 1,
            armour_skill_usable: false,
            slots: SlotTraits {
                octopode: true,
                ..octopode.slots
            },
            ..octopode
        }
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
        let poltergeist = mutated(
            named_limbs(species("Po", "Poltergeist", Medium, -1), "tendrils", "feet"),
            ItemMutations {
                float: true,
                ..NO_MUTATIONS
            },
        );
        Species {
            armour_skill_usable: false,
            slots: SlotTraits {
                formless: true,
                ..poltergeist.slots
            },
            ..poltergeist
        }
    },
    species("Re", "Revenant", Medium, 1),
    Species {
        fast_mutation: 3,
        ..species("Sp", "Spriggan", Little, -3)
    },
    Species {
        acrobatic: true,
        tengu_flight_from_xl: 7,
        ..mutated(
            species("Te", "Tengu", Medium, -2),
            ItemMutations {
                talons: 3,
                beak: 1,
                ..NO_MUTATIONS
            },
        )
    },
    Species {
        innate_ac: &[
            innate(AcMutation::ToughSkin, 1),
            innate(AcMutation::ShaggyFur, 1),
        ],
        ..named_limbs(
            mutated(
                species("Tr", "Troll", Large, 3),
                ItemMutations {
                    claws: 3,
                    ..NO_MUTATIONS
                },
            ),
            "claws",
            "feet",
        )
    },
    species("VS", "Vine Stalker", Medium, -3),
];

/// Every 0.34.1 body armour: the 0.31 table with fire dragon scales at `PARM_EVASION` −90
/// (ER 9) and gold dragon scales renamed golden (`docs/rules/dcss-0.34.md` §8.1;
/// item-prop.cc:116-304).
pub static BODY_ARMOURS_034: &[BodyArmour] = &[
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
    body("fire dragon scales", 8, -90, (Little, Giant)),
    body("ice dragon scales", 9, -110, (Little, Giant)),
    body("pearl dragon scales", 10, -110, (Little, Giant)),
    body("storm dragon scales", 10, -150, (Little, Giant)),
    body("shadow dragon scales", 11, -150, (Little, Giant)),
    body("golden dragon scales", 12, -230, (Little, Giant)),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::data::{BODY_ARMOURS, SPECIES};

    /// `docs/rules/dcss-0.34.md` §8.3, §E1: 27 selectable species plus eight colours, the
    /// removed and the added ones, sizes and HP modifiers.
    #[test]
    fn the_034_species_list() {
        assert_eq!(SPECIES_034.len(), 35);
        let names: Vec<&str> = SPECIES_034.iter().map(|s| s.name).collect();
        for gone in ["Hill Orc", "Ghoul", "Vampire"] {
            assert!(!names.contains(&gone), "{gone}");
            assert!(SPECIES.iter().any(|s| s.name == gone));
        }
        for new in ["Mountain Dwarf", "Coglin", "Poltergeist", "Revenant"] {
            assert!(names.contains(&new), "{new}");
        }
        let hp = |n: &str| {
            SPECIES_034
                .iter()
                .find(|s| s.name == n)
                .unwrap()
                .hp_modifier
        };
        assert_eq!(
            ["Mountain Dwarf", "Coglin", "Poltergeist", "Revenant", "Oni"].map(hp),
            [1, 0, -1, 1, 3]
        );
        // The surviving species keep their 0.31 sizes and HP modifiers.
        for s in SPECIES_034 {
            if let Some(old) = SPECIES.iter().find(|o| o.name == s.name) {
                assert_eq!(
                    (old.body_size, old.torso_size, old.hp_modifier),
                    (s.body_size, s.torso_size, s.hp_modifier),
                    "{}",
                    s.name
                );
            }
        }
        let codes: std::collections::HashSet<&str> = SPECIES_034.iter().map(|s| s.code).collect();
        assert_eq!(codes.len(), SPECIES_034.len());
    }

    /// §8.1: only fire dragon scales and the golden rename changed.
    #[test]
    fn body_armour_changes() {
        let changed: Vec<(&str, &str)> = BODY_ARMOURS
            .iter()
            .zip(BODY_ARMOURS_034)
            .filter(|(a, b)| a != b)
            .map(|(a, b)| (a.name, b.name))
            .collect();
        assert_eq!(
            changed,
            [
                ("fire dragon scales", "fire dragon scales"),
                ("gold dragon scales", "golden dragon scales")
            ]
        );
        let fire = BODY_ARMOURS_034
            .iter()
            .find(|b| b.name == "fire dragon scales");
        assert_eq!(fire.unwrap().encumbrance(), 9);
        assert!(
            SPECIES_034
                .iter()
                .all(|s| s.armour_skill_usable || s.name != "Naga")
        );
        assert_eq!(
            SPECIES_034
                .iter()
                .filter(|s| !s.armour_skill_usable)
                .count(),
            9 + 3
        );
    }
}
