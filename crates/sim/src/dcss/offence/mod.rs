//! The player's melee offence as scenarios give it, beside a build or a character dump
//! (`docs/rules/dcss-0.31-player-attack.md` §1–§5, §11): the weapon, its skill and brand, the
//! innate aux attacks of the species, whether the off-hand is free; and the player of a duel
//! (its offence and its defence as the monster's attacks draw it) from a build.
//!
//! * [`OffenceSpec`]: the offence fields a build does not have (the weapon and its skill).
//! * `dump`: the offence a character dump gives ([`dump_offence`]), and the one-line refusal
//!   of a launcher or a throwing weapon in melee ([`ranged_weapon`]).
//! * `wielder`: the offence of a build or a dump, read once ([`wielder`]), a 0.34 form
//!   included.
//! * `player`: a duel's player from a build or a dump ([`duel_player`]).
//! * `innate`: aux attacks by species.
//! * `ranged`, `caster`, `launcher`: your shots, throws and spells in a duel, given in full or
//!   read from a dump (`docs/rules/dcss-0.34-player-ranged.md` §9, §11).
//!
//! A dump is read through its [`crate::dcss::character::DumpWeapon`] and skills in `dump`
//! only, so a change of the dump reader touches that module.

pub mod caster;
mod dump;
mod innate;
pub mod launcher;
mod player;
pub mod ranged;
mod wielder;

pub use dump::{
    dump_offence, dump_skill, dump_wielded, elemental_missing, ranged_weapon, skill_name,
};
pub use innate::innate_aux;
pub use player::{DuelPlayer, duel_player};
pub use wielder::{Wielder, wielder};

use mechanics::dcss::player_attack::Brand;
use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::InputError;
use crate::scenario::Field;
use crate::scenario::FieldValue::{Decimal, Switch, Text, Whole};

/// The rules line of a report of the player's attack: the rule set, and under 0.34 that the
/// player's own attack keeps the 0.31 formulas (`docs/rules/dcss-0.31-player-attack.md` §0).
pub fn rules_line(rules: RuleSet) -> String {
    if rules.release().own_player_attack {
        rules.name().to_string()
    } else {
        format!("{rules}, the player's attack by the 0.31 formulas")
    }
}

/// Under `dcss-0.34`, refuses what the player's attack would otherwise read from 0.31 data:
/// an elemental brand checks the monster's rF/rC/rElec, and roguesim carries only the 0.31
/// resistance table (`docs/rules/dcss-0.31-player-attack.md` §3.6, `docs/rules/dcss-0.34.md`
/// §M1). `field` is where the brand was given.
pub fn refuse_missing_034(
    rules: RuleSet,
    brand: Option<Brand>,
    field: &str,
) -> Result<(), InputError> {
    match (rules.release().monster_resistances, brand) {
        (false, Some(b @ (Brand::Flaming | Brand::Freezing | Brand::Electrocution))) => {
            Err(InputError::invalid(
                field,
                format!(
                    "dcss-0.34: the 0.34 monster resistance table that the {} brand checks is                  missing; give --rules dcss-0.31, or no elemental brand",
                    Brand::NAMES[b as usize]
                ),
            ))
        }
        _ => Ok(()),
    }
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// The player's weapon and the skills that swing it, beside a build (a character dump gives
/// its own; beside one only `slaying`, `might` and `haste` may be given)
/// (`docs/rules/dcss-0.31-player-attack.md` §2–§5).
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OffenceSpec {
    /// The wielded weapon by the game's name ("long sword"); absent: unarmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// Its enchantment.
    #[serde(default, skip_serializing_if = "is_default")]
    pub weapon_plus: i32,
    /// Its brand: flaming, freezing, electrocution, heavy or speed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<Brand>,
    /// The weapon's skill, 0–27 (tenths allowed).
    #[serde(default, skip_serializing_if = "is_default")]
    pub weapon_skill: f64,
    /// Unarmed Combat, 0–27: the unarmed attack and the off-hand punch.
    #[serde(default, skip_serializing_if = "is_default")]
    pub unarmed_combat: f64,
    /// Slaying from rings, artefacts and mutations.
    #[serde(default, skip_serializing_if = "is_default")]
    pub slaying: i32,
    /// Might (or berserk's damage).
    #[serde(default, skip_serializing_if = "is_default")]
    pub might: bool,
    /// Hasted.
    #[serde(default, skip_serializing_if = "is_default")]
    pub haste: bool,
}

impl OffenceSpec {
    /// These fields with a character dump's offence written out into them (its weapon, plus,
    /// brand and skills as the duel read them), the rest kept: what a study varies in place of
    /// the dump (`docs/rules/monsters-and-dumps.md` §4.7).
    pub fn written_from(&self, player: &mechanics::dcss::duel::DuelPlayerSpec) -> OffenceSpec {
        OffenceSpec {
            weapon: player.weapon.clone(),
            weapon_plus: player.weapon_plus,
            brand: player.brand,
            weapon_skill: if player.weapon.is_some() {
                player.weapon_skill
            } else {
                0.0
            },
            unarmed_combat: player.unarmed_combat,
            ..self.clone()
        }
    }
}

/// The keys of [`OffenceSpec`] in a scenario file (a test checks them against its schema).
pub const OFFENCE_KEYS: &[&str] = &[
    "weapon",
    "weapon_plus",
    "brand",
    "weapon_skill",
    "unarmed_combat",
    "slaying",
    "might",
    "haste",
];

/// The fields of [`OffenceSpec`] under `offence` and the flags that set them, for the kinds
/// that take one beside a build (`duel`, `threat`).
pub const OFFENCE_FIELDS: &[Field] = &[
    Field::new(
        "offence.weapon_skill",
        "weapon-skill",
        Decimal,
        "your weapon's skill",
    ),
    Field::new(
        "offence.unarmed_combat",
        "unarmed-combat",
        Decimal,
        "Unarmed Combat skill",
    ),
    Field::new(
        "offence.weapon_plus",
        "player-weapon-plus",
        Whole,
        "your weapon's enchantment",
    ),
    Field::new("offence.slaying", "slaying", Whole, "slaying"),
    Field::new("offence.weapon", "player-weapon", Text, "your weapon"),
    Field::new("offence.brand", "brand", Text, "your weapon's brand"),
    Field::new("offence.might", "might", Switch, "might"),
    Field::new("offence.haste", "haste", Switch, "haste"),
];
