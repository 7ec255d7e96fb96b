//! The defender's description (a build, a character dump or EV and SH as numbers) and its
//! resolution into a `Defender`, with the parsers of its skills and aux armour
//! (`docs/rules/dcss-0.31.md` §4, §6, `docs/rules/dcss-0.31-equipment.md` §5).

use mechanics::dcss::bonuses::{AcBonuses, HpBonuses};
use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::data;
use mechanics::dcss::defender::{Defender, DefenderNumbers};
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::shields::ExtraSh;
use mechanics::dcss::skills::Skill;
use std::sync::Arc;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::is_default;
use crate::dcss::character::{self, CharacterDump};
use crate::error::{FieldError, InputError};

/// The defender: a player build by species and equipment, or EV and SH as numbers
/// (`dcss-0.31.md` §4, §6). Give either `species` (with `dex` and `str`) or `ev`.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DefenderSpec {
    /// A DCSS 0.31 character dump (morgue file) to read the build from, instead of the
    /// build fields or numbers. A relative path in a scenario file is relative to the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<String>,
    /// Species name or code ("Human", "Hu", "deep elf").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub species: Option<String>,
    /// Experience level, 1–27 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xl: Option<i32>,
    /// Dexterity (with `species`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dex: Option<i32>,
    /// Strength (with `species`).
    #[serde(default, rename = "str", skip_serializing_if = "Option::is_none")]
    pub strength: Option<i32>,
    /// Dodging skill, 0–27 (tenths allowed).
    #[serde(default, skip_serializing_if = "is_default")]
    pub dodging: f64,
    /// Armour skill, 0–27.
    #[serde(default, skip_serializing_if = "is_default")]
    pub armour: f64,
    /// Shields skill, 0–27.
    #[serde(default, skip_serializing_if = "is_default")]
    pub shields: f64,
    /// Fighting skill, 0–27 (max HP).
    #[serde(default, skip_serializing_if = "is_default")]
    pub fighting: f64,
    /// Body armour ("plate", "fire dragon scales"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// The body armour's enchantment (AC).
    #[serde(default, skip_serializing_if = "is_default")]
    pub body_plus: i32,
    /// Shield ("buckler", "kite", "tower", "orb"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield: Option<String>,
    /// The shield's enchantment.
    #[serde(default, skip_serializing_if = "is_default")]
    pub shield_plus: i32,
    /// Aux armour, each "name" or "name+N" ("cloak+1", "hat", "barding"), one per slot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aux: Vec<String>,
    /// Wearing barding: the same as listing it in `aux`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub barding: bool,
    /// Form ("bat", "dragon", ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// Flat EV bonuses (rings, agility, acrobat, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub bonuses: EvBonuses,
    /// SH from other sources (amulet of reflection, bone plates, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub extra_sh: ExtraSh,
    /// AC from rings of protection, artefacts, egos and mutations (`dcss-artefacts.md` §3).
    #[serde(default, skip_serializing_if = "is_default")]
    pub ac_bonuses: AcBonuses,
    /// Max HP from Robust, Frail, artefacts, berserk (`dcss-artefacts.md` §4).
    #[serde(default, skip_serializing_if = "is_default")]
    pub hp_bonuses: HpBonuses,
    /// EV as a number, instead of a build (the status line's EV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// Internal SH as a number (the game's `player_shield_class()`, twice the shown SH).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// SH as the game displays it, with `ev`: the internal SH is taken as twice it (the game
    /// rounds half the internal SH down, so `2·sh + 1` is the other possibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh: Option<i32>,
    /// The 0.31 per-turn block limit with `sh_internal` (buckler 2, kite 3, tower 4,
    /// no shield item 1); default 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_limit: Option<u32>,
    /// The dump `character` names, read once before the scenario resolves
    /// ([`DefenderSpec::read_character`]); never written.
    #[serde(skip)]
    pub dump: Option<Arc<CharacterDump>>,
}

fn skill(field: &str, v: f64) -> Result<Skill, InputError> {
    Skill::from_f64(v).map_err(|e| InputError::at(field, e))
}

/// `name`, `name+N` or `name-N`: an aux item and its enchantment.
fn aux_piece(text: &str) -> Result<AuxPiece, InputError> {
    let (name, plus) = match text.rfind(['+', '-']) {
        Some(at) if at > 0 => {
            let plus = text[at..].parse::<i32>().map_err(|_| {
                InputError::invalid(
                    "aux",
                    format!("'{text}': give an item and an optional enchantment, e.g. cloak+1"),
                )
            })?;
            (&text[..at], plus)
        }
        _ => (text, 0),
    };
    let item = data::aux_armour(name.trim()).map_err(|e| InputError::at("aux", e))?;
    Ok(AuxPiece { item, plus })
}

impl DefenderSpec {
    /// The player build this describes, validated against the game's rules
    /// (`dcss-0.31-equipment.md` §5). Paths are relative to the defender.
    pub fn build(&self) -> Result<Build, InputError> {
        let species = self
            .species
            .as_deref()
            .ok_or_else(|| InputError::invalid("species", "give a species for a build"))?;
        let sp = data::species(species).map_err(|e| InputError::at("species", e))?;
        let dex = self
            .dex
            .ok_or_else(|| InputError::invalid("dex", "required with species (0 to 99)"))?;
        let strength = self
            .strength
            .ok_or_else(|| InputError::invalid("str", "required with species (1 to 99)"))?;
        let mut aux = AuxSet::default();
        let barding = self.barding.then(|| "barding".to_string());
        for text in self.aux.iter().chain(barding.as_ref()) {
            let piece = aux_piece(text)?;
            if let Some(worn) = aux.wear(piece) {
                return Err(InputError::invalid(
                    "aux",
                    format!(
                        "{} and {} share the {} slot: wear one",
                        worn.item.name,
                        piece.item.name,
                        piece.item.slot.name()
                    ),
                ));
            }
        }
        let build = Build {
            xl: self.xl.unwrap_or(1),
            dodging: skill("dodging", self.dodging)?,
            armour: skill("armour", self.armour)?,
            shields: skill("shields", self.shields)?,
            fighting: skill("fighting", self.fighting)?,
            body_plus: self.body_plus,
            body: data::body_armour(self.body.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("body", e))?,
            shield: data::shield(self.shield.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("shield", e))?,
            shield_plus: self.shield_plus,
            aux,
            form: data::form(self.form.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("form", e))?,
            bonuses: self.bonuses,
            extra_sh: self.extra_sh,
            ac_bonuses: self.ac_bonuses,
            hp_bonuses: self.hp_bonuses,
            ..Build::new(sp, dex, strength)
        };
        build.validate().map_err(|e| e.at(""))?;
        Ok(build)
    }

    /// Reads and parses the character dump `character` names, if any and not read yet
    /// (`monsters-and-dumps.md` §4): the one place a defender touches a file, called once
    /// at the boundary (the registry, before the scenario resolves). Errors name `character`
    /// with the file and, for a dump that cannot be read, its line.
    pub fn read_character(&mut self) -> Result<(), InputError> {
        let (Some(path), None) = (&self.character, &self.dump) else {
            return Ok(());
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| InputError::invalid("character", format!("cannot read {path}: {e}")))?;
        let dump = character::parse(&text)
            .map_err(|e| InputError::invalid("character", format!("{path}: {e}")))?;
        self.dump = Some(Arc::new(dump));
        Ok(())
    }

    /// The character dump this names, as read by [`DefenderSpec::read_character`]; `None`
    /// without one.
    pub fn character_dump(&self) -> Result<Option<&CharacterDump>, InputError> {
        match (&self.character, &self.dump) {
            (None, _) => Ok(None),
            (Some(_), Some(dump)) => Ok(Some(dump)),
            (Some(path), None) => Err(InputError::invalid(
                "character",
                format!("{path} was not read before the scenario resolved"),
            )),
        }
    }

    /// The description the build comes from: the character dump's, when one is named (no
    /// other build field or number may be given then), else this one.
    pub fn effective(&self) -> Result<DefenderSpec, InputError> {
        let Some(dump) = self.character_dump()? else {
            return Ok(self.clone());
        };
        self.nothing_beside_the_dump()?;
        dump.defender_spec()
    }

    /// A character dump describes the whole defender: no build field or number may be given
    /// beside it.
    fn nothing_beside_the_dump(&self) -> Result<(), InputError> {
        let others = DefenderSpec {
            character: None,
            dump: None,
            ..self.clone()
        };
        if others != DefenderSpec::default() {
            return Err(InputError::invalid(
                "character",
                "a character dump describes the whole defender: drop the build fields and \
                 numbers given beside it",
            ));
        }
        Ok(())
    }

    /// The character dump's build under the rule set its version picks
    /// (`monsters-and-dumps.md` §4.5: a 0.34 dump's Coglin or Poltergeist is a 0.34 build),
    /// with no other build field or number beside it; `None` without a dump.
    pub fn character_build(&self) -> Result<Option<Build>, InputError> {
        let Some(dump) = self.character_dump()? else {
            return Ok(None);
        };
        self.nothing_beside_the_dump()?;
        dump.build_in(dump.rules.rules).map(Some)
    }

    /// The defender this describes: a build, a character dump, or numbers (`dcss-0.31.md`
    /// §4, §6). Paths are relative to the defender.
    pub fn defender(&self) -> Result<Defender, InputError> {
        if let Some(build) = self.character_build()? {
            return Ok(Defender::Build(build));
        }
        match (&self.species, self.ev) {
            (Some(_), Some(_)) => Err(InputError::invalid(
                "ev",
                "give either species (a build) or ev, not both",
            )),
            (None, None) => Err(InputError::invalid(
                "species",
                "give a build (species with dex and str), a character dump or ev",
            )),
            (Some(_), None) => {
                let numbers = [
                    ("sh_internal", self.sh_internal.is_some()),
                    ("sh", self.sh.is_some()),
                    ("block_limit", self.block_limit.is_some()),
                ];
                if let Some((field, _)) = numbers.iter().find(|(_, given)| *given) {
                    return Err(InputError::invalid(
                        *field,
                        "a build's SH and block limit come from its shield; give them only with ev",
                    ));
                }
                Ok(Defender::Build(self.build()?))
            }
            (None, Some(ev)) => {
                let sh_internal = match (self.sh_internal, self.sh) {
                    (Some(_), Some(_)) => {
                        return Err(InputError::invalid(
                            "sh",
                            "give either sh (displayed) or sh_internal, not both",
                        ));
                    }
                    (Some(internal), None) => internal,
                    (None, Some(shown)) => shown.saturating_mul(2),
                    (None, None) => 0,
                };
                Ok(Defender::Numbers(
                    DefenderNumbers::new(
                        ev,
                        sh_internal,
                        self.block_limit
                            .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT),
                    )
                    .map_err(|e| {
                        let e = e.at("");
                        if self.sh.is_some() && e.path == "sh_internal" {
                            InputError::invalid(
                                "sh",
                                format!(
                                    "{} is out of range: allowed 0 to 100",
                                    self.sh.unwrap_or(0)
                                ),
                            )
                        } else {
                            e
                        }
                    })?,
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aux_lists_parse_with_enchantments() {
        let human = DefenderSpec {
            species: Some("human".into()),
            dex: Some(10),
            strength: Some(10),
            aux: vec!["cloak+1".into(), "hat".into()],
            ..DefenderSpec::default()
        };
        let b = human.build().unwrap();
        assert_eq!(
            b.aux.cloak.map(|p| (p.item.name, p.plus)),
            Some(("cloak", 1))
        );
        let twice = DefenderSpec {
            aux: vec!["cloak".into(), "scarf".into()],
            ..human.clone()
        };
        let e = twice.build().unwrap_err();
        assert_eq!(e.path, "aux");
        assert!(e.to_string().contains("share the cloak slot"), "{e}");
        let barded = DefenderSpec {
            barding: true,
            ..human
        };
        assert_eq!(barded.build().unwrap_err().path, "aux");
    }
}
