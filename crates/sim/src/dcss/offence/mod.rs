//! The player's melee offence as scenarios give it, beside a build or a character dump
//! (`docs/rules/dcss-0.31-player-attack.md` §1–§5, §11): the weapon, its skill and brand, the
//! innate aux attacks of the species, whether the off-hand is free; and the player of a duel
//! (its offence and its defence as the monster's attacks draw it) from a build.
//!
//! * [`OffenceSpec`]: the offence fields a build does not have (the weapon and its skill).
//! * [`Wielder`]: the offence of a build or a dump, read once ([`wielder`]).
//! * [`DuelPlayer`]: a duel's player from a build or a dump ([`duel_player`]).
//! * `wielded`: the wielded weapon as a dump prints it; `innate`: aux attacks by species.
//!
//! A dump is read with `character::CharacterDump`'s fields through [`dump_wielded`] and
//! [`dump_skill`] only, so a change of the dump reader touches those two functions.

pub mod caster;
mod innate;
pub mod launcher;
pub mod ranged;
mod wielded;

pub use innate::innate_aux;
pub use wielded::{Wielded, read_wielded, skill_name};

use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::damage::player_max_hp;
use mechanics::dcss::defender::{Defender, Situation};
use mechanics::dcss::duel::{Drawn, DuelPlayerSpec, PlayerDefence};
use mechanics::dcss::player_attack::{AuxMutations, Brand};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::weapons;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::character::{CharacterDump, ItemKind};
use crate::dcss::input::DefenderSpec;
use crate::error::InputError;
use crate::scenario::Field;
use crate::scenario::FieldValue::{Decimal, Switch, Text, Whole};

/// The rules line of a report of the player's attack: the rule set, and under 0.34 that the
/// player's own attack keeps the 0.31 formulas (`docs/rules/dcss-0.31-player-attack.md` §0).
pub fn rules_line(rules: RuleSet) -> String {
    match rules {
        RuleSet::Dcss031 => rules.name().to_string(),
        RuleSet::Dcss034 => format!("{rules}, the player's attack by the 0.31 formulas"),
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
    match (rules, brand) {
        (RuleSet::Dcss034, Some(b @ (Brand::Flaming | Brand::Freezing | Brand::Electrocution))) => {
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

/// What a build or a dump says about the player's melee offence, every field as the attack
/// and duel inputs name it.
#[derive(Clone, Debug, PartialEq)]
pub struct Wielder {
    /// The species as its table spells it.
    pub species: String,
    /// Experience level.
    pub xl: i32,
    /// Strength.
    pub str: i32,
    /// Dexterity.
    pub dex: i32,
    /// Fighting.
    pub fighting: f64,
    /// The wielded weapon; `None` unarmed.
    pub weapon: Option<String>,
    /// Its enchantment.
    pub weapon_plus: i32,
    /// Its brand, when covered.
    pub brand: Option<Brand>,
    /// The weapon's skill (Unarmed Combat when unarmed).
    pub weapon_skill: f64,
    /// Unarmed Combat.
    pub unarmed_combat: f64,
    /// The shield worn.
    pub shield: Option<String>,
    /// Its enchantment.
    pub shield_plus: i32,
    /// Shields skill.
    pub shields: f64,
    /// Innate aux mutations, claws included when usable.
    pub aux: AuxMutations,
    /// The Minotaur's retaliation.
    pub reflexive_headbutt: bool,
    /// No shield and a one-handed weapon (or none): the punch.
    pub offhand_free: bool,
    /// Slaying, might and haste, from the offence fields.
    pub slaying: i32,
    /// Might.
    pub might: bool,
    /// Haste.
    pub haste: bool,
    /// What was read or assumed, one sentence each.
    pub notes: Vec<String>,
}

/// The wielded item's text of a dump, if it wields one: the first weapon of its equipment
/// column (a Coglin's second weapon follows it; `docs/rules/monsters-and-dumps.md` §4.2).
pub fn dump_wielded(dump: &CharacterDump) -> Option<&str> {
    dump.equipment
        .iter()
        .find(|i| i.kind == ItemKind::Weapon)
        .map(|i| i.text.as_str())
}

/// The level a dump gives a skill, the effective one where printed; 0 when it lists none.
pub fn dump_skill(dump: &CharacterDump, name: &str) -> f64 {
    dump.skill(name).map_or(0.0, |s| s.used())
}

/// The weapon fields a character dump gives: its wielded weapon (name, plus, brand) and the
/// skill that swings it, and Unarmed Combat; with a note for what is not modelled. Errors
/// name `character` (`docs/rules/dcss-0.31-player-attack.md` §2–§5).
pub fn dump_offence(
    dump: &CharacterDump,
    rules: RuleSet,
) -> Result<(OffenceSpec, Vec<String>), InputError> {
    let mut w = OffenceSpec {
        unarmed_combat: dump_skill(dump, "Unarmed Combat"),
        ..OffenceSpec::default()
    };
    let mut notes = Vec::new();
    match dump_wielded(dump) {
        None => notes.push("the dump wields nothing: you fight unarmed".into()),
        Some(text) => {
            let read =
                read_wielded(text, rules).map_err(|e| InputError::invalid("character", e))?;
            w.weapon = Some(read.weapon.name.clone());
            w.weapon_plus = read.plus;
            w.brand = read.brand;
            w.weapon_skill = dump_skill(dump, skill_name(read.weapon));
            if let Some(b) = read.ignored_brand {
                notes.push(format!(
                    "its brand ({b}) is not modelled: the weapon fights unbranded"
                ));
            }
        }
    }
    Ok((w, notes))
}

/// The offence of the build `d` describes (its effective description: a dump's build or the
/// build fields) with `offence` beside it, under `rules`; `dump` is the character dump the
/// build came from, whose wielded weapon and skills replace the weapon fields. Errors name
/// `weapon`, `weapon_skill`, ... as `offence` spells them, or `character`.
pub fn wielder(
    d: &DefenderSpec,
    dump: Option<&CharacterDump>,
    offence: &OffenceSpec,
    rules: RuleSet,
) -> Result<Wielder, InputError> {
    let build = d.build_in(rules)?;
    let mut notes = Vec::new();
    let mut w = offence.clone();
    if let Some(dump) = dump {
        let given = [
            ("weapon", offence.weapon.is_some()),
            ("weapon_plus", offence.weapon_plus != 0),
            ("brand", offence.brand.is_some()),
            ("weapon_skill", offence.weapon_skill != 0.0),
            ("unarmed_combat", offence.unarmed_combat != 0.0),
        ];
        if let Some((field, _)) = given.iter().find(|(_, g)| *g) {
            return Err(InputError::invalid(
                *field,
                "the character dump gives the weapon and its skill: drop it",
            ));
        }
        let (read, read_notes) = dump_offence(dump, rules)?;
        (w.weapon, w.weapon_plus, w.brand) = (read.weapon, read.weapon_plus, read.brand);
        (w.weapon_skill, w.unarmed_combat) = (read.weapon_skill, read.unarmed_combat);
        notes.extend(read_notes);
    }
    let weapon = match &w.weapon {
        None => None,
        Some(n) => Some(
            weapons::find_in(rules, n).map_err(|e| InputError::invalid("weapon", e.to_string()))?,
        ),
    };
    let (aux, reflexive_headbutt) = innate_aux(build.species.name, build.aux.gloves.is_some());
    let offhand_free =
        build.shield.is_none() && weapon.is_none_or(|w| w.one_handed_for(build.species.torso_size));
    Ok(Wielder {
        species: build.species.name.to_string(),
        xl: build.xl,
        str: build.strength,
        dex: build.dex,
        fighting: d.fighting,
        weapon_skill: if weapon.is_some() {
            w.weapon_skill
        } else {
            w.unarmed_combat
        },
        weapon: w.weapon,
        weapon_plus: w.weapon_plus,
        brand: w.brand,
        unarmed_combat: w.unarmed_combat,
        shield: build.shield.map(|s| s.name.to_string()),
        shield_plus: build.shield_plus,
        shields: d.shields,
        aux,
        reflexive_headbutt,
        offhand_free,
        slaying: w.slaying,
        might: w.might,
        haste: w.haste,
        notes,
    })
}

/// The player of a duel from a build or a character dump: its offence and its defence as
/// the monster's attacks draw it (`docs/rules/dcss-0.31-player-attack.md` §8, §11;
/// `docs/rules/dcss-0.34.md` §1.1, §6, §D3).
#[derive(Clone, Debug, PartialEq)]
pub struct DuelPlayer {
    /// The player as a duel's `player` fields give it (its EV and AC as shown, its max HP).
    pub spec: DuelPlayerSpec,
    /// Its defence as the monster's attacks draw it: EV, SH from every source and AC, each
    /// drawn from its hundredths under 0.34.
    pub defence: PlayerDefence,
    /// What was read or assumed.
    pub notes: Vec<String>,
}

/// A defence value as the duel draws it from the build's EV law.
fn drawn_ev(ev: DefenderEv) -> Drawn {
    match ev {
        DefenderEv::Fixed(v) => Drawn::Fixed(v),
        DefenderEv::Drawn { x100, .. } => Drawn::RandomRound { x100 },
    }
}

/// The duel's player from the defender `defender` (a build or a character dump, read
/// already) and `offence`, under `rules`, starting at `hp` (default: the build's max HP).
/// Errors name the field under `defender` or `offence`.
pub fn duel_player(
    defender: &DefenderSpec,
    offence: &OffenceSpec,
    rules: RuleSet,
    hp: Option<i32>,
) -> Result<DuelPlayer, InputError> {
    let d = defender.effective().map_err(|e| e.within("defender"))?;
    if d.ev.is_some() {
        return Err(InputError::invalid(
            "defender.ev",
            "a duel needs a build (species with dex and str) or a character dump, whose \
             stats and skills swing the weapon; give the player fields for numbers",
        ));
    }
    let dump = defender
        .character_dump()
        .map_err(|e| e.within("defender"))?;
    // The wielder reads both objects: an error is the offence's when its path starts with one
    // of the offence's own fields, else the build's.
    let w = wielder(&d, dump, offence, rules).map_err(|e| {
        let first = e.path.split(['.', '[']).next().unwrap_or_default();
        match OFFENCE_KEYS.contains(&first) && !first.is_empty() {
            true => e.within("offence"),
            false => e.within("defender"),
        }
    })?;
    let build = d.build_in(rules).map_err(|e| e.within("defender"))?;
    let facing = Defender::Build(build).facing(ShieldRules::V031, &Situation::default());
    let sh = match facing.shield().map(|s| s.blocker) {
        Some(Blocker::PlayerDrawn { sh_x100 }) => Drawn::RandomRound { x100: sh_x100 },
        Some(Blocker::Player { sh_internal }) => Drawn::Fixed(sh_internal),
        _ => Drawn::Fixed(0),
    };
    let ac = Defender::Build(build)
        .ac_hundredths()
        .map_err(|e| InputError::invalid(format!("defender.{}", e.field()), e.to_string()))?
        .map_or(Hundredths(0), |a| a);
    let max_hp = player_max_hp(&build)
        .map_err(|e| InputError::invalid(format!("defender.{}", e.field()), e.to_string()))?;
    let hp = hp.unwrap_or(max_hp);
    let (ac_drawn, ev_x100, ac_x100) = match rules {
        RuleSet::Dcss031 => (Drawn::Fixed(ac.shown()), None, None),
        RuleSet::Dcss034 => (
            Drawn::RandomRound { x100: ac.0 },
            match facing.defender_ev() {
                DefenderEv::Drawn { x100, .. } => Some(x100),
                DefenderEv::Fixed(v) => Some(v * 100),
            },
            Some(ac.0),
        ),
    };
    let defence = PlayerDefence {
        ev: drawn_ev(facing.defender_ev()),
        sh_internal: sh,
        ac: ac_drawn,
        block_limit: facing.turn_block_limit().unwrap_or(0),
        hp,
    };
    let shown_ev = ev_x100.map_or(facing.ev, |x| Hundredths(x).shown());
    let spec = DuelPlayerSpec {
        species: Some(w.species.clone()),
        xl: w.xl,
        str: w.str,
        dex: w.dex,
        fighting: w.fighting,
        weapon: w.weapon.clone(),
        weapon_skill: w.weapon_skill,
        weapon_plus: w.weapon_plus,
        brand: w.brand,
        slaying: w.slaying,
        unarmed_combat: w.unarmed_combat,
        shield: w.shield.clone(),
        shield_plus: w.shield_plus,
        shields: w.shields,
        might: w.might,
        haste: w.haste,
        hp,
        ev: shown_ev,
        ac: ac.shown(),
        ev_x100,
        ac_x100,
        aux: w.aux,
        offhand_free: w.offhand_free,
        reflexive_headbutt: w.reflexive_headbutt,
    };
    Ok(DuelPlayer {
        spec,
        defence,
        notes: w.notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dcss_034_refuses_elemental_brands_in_one_line_naming_the_missing_table() {
        for b in [Brand::Flaming, Brand::Freezing, Brand::Electrocution] {
            let e = refuse_missing_034(RuleSet::Dcss034, Some(b), "brand").unwrap_err();
            let text = e.to_string();
            assert!(
                text.contains("resistance table") && !text.contains('\n'),
                "{text}"
            );
            assert!(refuse_missing_034(RuleSet::Dcss031, Some(b), "brand").is_ok());
        }
        for b in [None, Some(Brand::Heavy), Some(Brand::Speed)] {
            assert!(refuse_missing_034(RuleSet::Dcss034, b, "brand").is_ok());
        }
    }

    /// The keys the error paths are sorted by are the offence object's own keys.
    #[test]
    fn offence_keys_are_the_schemas() {
        let schema = serde_json::to_value(schemars::schema_for!(OffenceSpec)).unwrap();
        let mut keys: Vec<&str> = schema["properties"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        let mut ours = OFFENCE_KEYS.to_vec();
        ours.sort_unstable();
        assert_eq!(keys, ours);
    }

    /// A build's error inside a duel names the build's field, not the offence's.
    #[test]
    fn a_build_error_names_the_defender() {
        let defender: DefenderSpec = serde_json::from_str(
            r#"{"species": "human", "xl": 8, "dex": 13, "str": 17, "extra_sh": {"tso": 3}}"#,
        )
        .unwrap();
        let offence = OffenceSpec {
            weapon: Some("long sword".into()),
            weapon_skill: 8.0,
            ..OffenceSpec::default()
        };
        // Divine Shield is refused under dcss-0.34 (not modelled there).
        let e = duel_player(&defender, &offence, RuleSet::Dcss034, None).unwrap_err();
        assert!(e.path.starts_with("defender.extra_sh"), "{}: {e}", e.path);
        let bad_weapon = OffenceSpec {
            weapon: Some("no such sword".into()),
            ..offence
        };
        let defender: DefenderSpec =
            serde_json::from_str(r#"{"species": "human", "xl": 8, "dex": 13, "str": 17}"#).unwrap();
        let e = duel_player(&defender, &bad_weapon, RuleSet::Dcss031, None).unwrap_err();
        assert!(e.path.starts_with("offence.weapon"), "{}: {e}", e.path);
    }
}
