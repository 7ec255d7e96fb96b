//! The defender's description (a build, a character dump or EV and SH as numbers) and its
//! resolution into a `Defender`, with the parsers of its skills and aux armour
//! (`docs/rules/dcss-0.31.md` §4, §6, `docs/rules/dcss-0.31-equipment.md` §5).

use mechanics::dcss::bonuses::{AcBonuses, HpBonuses};
use mechanics::dcss::build::{AuxPiece, AuxSet, Build, Extras034};
use mechanics::dcss::data;
use mechanics::dcss::defender::{Defender, Situation};
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::mutations::{Mutation, Mutations};
use mechanics::dcss::rules::{EquipmentRules, RuleSet};
use mechanics::dcss::shields::ExtraSh;
use mechanics::dcss::skills::Skill;
use std::collections::BTreeMap;
use std::sync::Arc;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::is_default;
use super::release;
use crate::dcss::character::{self, CharacterDump};
use crate::error::{FieldError, InputError};

/// The defender: a player build by species and equipment, or EV and SH as numbers
/// (`dcss-0.31.md` §4, §6; under dcss-0.34 in hundredths, `dcss-0.34.md` §1.1). Give either
/// `species` (with `dex` and `str`), a character dump, or `ev` (or `ev_x100`).
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
    /// The form (transformation) the defender is in, under dcss-0.34: "storm", "statue",
    /// "dragon", "fortress crab", ... or "none" (`docs/rules/dcss-0.34-forms.md` §2); refused
    /// under dcss-0.31.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// The effective Shapeshifting skill, 0–27 (the dump's parenthesised level), which
    /// scales the form (§1).
    #[serde(default, skip_serializing_if = "is_default")]
    pub shapeshifting: f64,
    /// The form is the worn talisman's: short of its minimum Shapeshifting it costs max HP
    /// (§4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub form_from_talisman: bool,
    /// Unarmed Combat skill, 0–27: the unarmed attack, in a form or out of one (§5).
    #[serde(default, skip_serializing_if = "is_default")]
    pub unarmed_combat: f64,
    /// Mutations a form can suppress, by name, at their levels beyond the species' own
    /// (`{"iridescent_scales": 2, "tough_skin": 1}`; §3): tough_skin, shaggy_fur,
    /// gelatinous_body, the scales, iron_fused_scales, stone_body, large_bone_plates,
    /// deformed_body, pseudopods, claws.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub mutations: BTreeMap<String, i32>,
    /// Constricted: −10 EV (`docs/rules/dcss-0.34.md` §4.1), as the situation's flag.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub constricted: bool,
    /// Flat EV bonuses (rings, agility, acrobat, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub bonuses: EvBonuses,
    /// SH from other sources (amulet of reflection, bone plates, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub extra_sh: ExtraSh,
    /// The terms only dcss-0.34 has (Devious, the Bane of Stumbling, Protean Grace, Reckless,
    /// parrying, Ephemeral Shield, a Revguard, rings of protection, corrosion;
    /// `dcss-0.34.md` §4.1, §6.1, §D3.1); refused under dcss-0.31.
    #[serde(default, skip_serializing_if = "is_default")]
    pub extras_034: Extras034,
    /// AC from rings of protection, artefacts, egos and mutations (`dcss-artefacts.md` §3).
    #[serde(default, skip_serializing_if = "is_default")]
    pub ac_bonuses: AcBonuses,
    /// Max HP from Robust, Frail, artefacts, berserk (`dcss-artefacts.md` §4).
    #[serde(default, skip_serializing_if = "is_default")]
    pub hp_bonuses: HpBonuses,
    /// EV as a number, instead of a build (the status line's EV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// EV ×100 as dcss-0.34 keeps it (`_player_evasion(100)`; 680 is EV 6.80, drawn as 7 on
    /// four attacks in five), instead of `ev` (`dcss-0.34.md` §1.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev_x100: Option<i32>,
    /// Internal SH as a number (the game's `player_shield_class()`, twice the shown SH).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// Internal SH ×100 as dcss-0.34 keeps it (`player_shield_class(100, false)`, twice the
    /// displayed scale: 830 is SH 8.30, shown 4), with `ev` or `ev_x100` (`dcss-0.34.md` §6.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal_x100: Option<i32>,
    /// SH as the game displays it, with `ev`: the internal SH is taken as twice it (the game
    /// rounds half the internal SH down, so `2·sh + 1` is the other possibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh: Option<i32>,
    /// The 0.31 per-turn block limit with `sh_internal` (buckler 2, kite 3, tower 4,
    /// no shield item 1); default 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_limit: Option<u32>,
    /// A monster defender's shield class (`monster::shield_class()`), with `ev` as the
    /// monster's EV, against the player attacking (`player_to_hit`; `dcss-0.31.md` §6.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_sh: Option<i32>,
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
    /// The rule set this defender is read under (`docs/rules/dcss-0.34.md` §0): `given` (a
    /// scenario's `rules`), else the release of the character dump it names, else the
    /// environment's `ROGUESIM_RULES`, else the default ([`crate::dcss::rules::in_force`]).
    pub fn rule_set(&self, given: Option<RuleSet>) -> Result<RuleSet, InputError> {
        character::rules_with(given, self.dump.as_deref())
    }

    /// `situation` with the defender's own `constricted` flag set in it.
    pub fn in_situation(&self, situation: &Situation) -> Situation {
        Situation {
            constricted: situation.constricted || self.constricted,
            ..*situation
        }
    }

    /// What every command says about the character dump this names, read under `rules`
    /// ([`CharacterDump::reading_notes`]); empty without a dump.
    pub fn reading_notes(&self, rules: RuleSet) -> Vec<String> {
        self.dump
            .as_deref()
            .map_or_else(Vec::new, |d| d.reading_notes(rules))
    }

    /// [`DefenderSpec::reading_notes`] under the rule set the scenario's `given` rules and the
    /// dump pick; empty without a defender, a dump or a rule set.
    pub fn notes_of(defender: Option<&DefenderSpec>, given: Option<RuleSet>) -> Vec<String> {
        defender
            .and_then(|d| d.rule_set(given).ok().map(|r| d.reading_notes(r)))
            .unwrap_or_default()
    }

    /// The release whose rules a named character dump follows (the version its reader
    /// takes); `None` without a dump.
    pub fn dump_rules(&self) -> Option<RuleSet> {
        self.dump.as_ref().map(|d| d.rules.rules)
    }

    /// The player build this describes, validated against the game's rules under the rule
    /// set it is read under ([`DefenderSpec::rule_set`] with no scenario field).
    pub fn build(&self) -> Result<Build, InputError> {
        self.build_in(self.rule_set(None)?)
    }

    /// The player build this describes under `rules`, validated against that release's
    /// tables and slot rules (`dcss-0.31-equipment.md` §5, `dcss-0.34.md` §E2). Paths are
    /// relative to the defender.
    pub fn build_in(&self, rules: RuleSet) -> Result<Build, InputError> {
        let species = self
            .species
            .as_deref()
            .ok_or_else(|| InputError::invalid("species", "give a species for a build"))?;
        let sp = release::species(rules, species)?;
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
            match rules.release().equipment {
                // 0.31: one piece per slot.
                EquipmentRules::OnePerSlot => {
                    if let Some(worn) = aux.wear(piece) {
                        return Err(shared_slot(worn, piece));
                    }
                }
                // 0.34: the species' slot counts decide (`validate`).
                EquipmentRules::SlotCounts => aux.add(piece).map_err(|_| {
                    InputError::invalid(
                        "aux",
                        format!(
                            "{} pieces of aux armour are more than any species wears",
                            self.aux.len() + usize::from(self.barding)
                        ),
                    )
                })?,
            }
        }
        // "" is none, as scripts write an empty slot.
        let named = |v: &Option<String>| match v.as_deref() {
            None | Some("") => "none".to_string(),
            Some(n) => n.to_string(),
        };
        let build = Build {
            xl: self.xl.unwrap_or(1),
            dodging: skill("dodging", self.dodging)?,
            armour: skill("armour", self.armour)?,
            shields: skill("shields", self.shields)?,
            fighting: skill("fighting", self.fighting)?,
            body_plus: self.body_plus,
            body: release::body_armour(rules, &named(&self.body))?,
            shield: data::shield(&named(&self.shield)).map_err(|e| InputError::at("shield", e))?,
            shield_plus: self.shield_plus,
            aux,
            form: data::form(&named(&self.form)).map_err(|e| InputError::at("form", e))?,
            shapeshifting: skill("shapeshifting", self.shapeshifting)?,
            form_from_talisman: self.form_from_talisman,
            mutations: mutations(&self.mutations)?,
            bonuses: self.bonuses,
            extra_sh: self.extra_sh,
            extras: release::extras(rules, &self.extras_034)?,
            ac_bonuses: self.ac_bonuses,
            hp_bonuses: self.hp_bonuses,
            ..Build::new_in(rules, sp, dex, strength)
        };
        build.validate().map_err(|e| {
            // The 0.34 terms' limits name their field within `extras_034`.
            let e = e.at("");
            match e.path.as_str() {
                "devious" | "protean_grace" | "parrying" | "ephemeral_shield" | "revguard_tier"
                | "ring_protection" | "corrosion" => e.within("extras_034"),
                _ => e,
            }
        })?;
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

    /// The build this describes under `rules`: a character dump's, read under `rules`
    /// (`monsters-and-dumps.md` §4.5: a 0.34 dump's Coglin or Poltergeist is a 0.34 build;
    /// no other build field or number beside it), else [`DefenderSpec::build_in`].
    pub fn build_under(&self, rules: RuleSet) -> Result<Build, InputError> {
        match self.character_dump()? {
            Some(dump) => {
                self.nothing_beside_the_dump()?;
                dump.build_in(rules)
            }
            None => self.build_in(rules),
        }
    }

    /// The defender this describes under the rule set it is read under
    /// ([`DefenderSpec::rule_set`] with no scenario field).
    pub fn defender(&self) -> Result<Defender, InputError> {
        self.defender_in(self.rule_set(None)?)
    }

    /// The defender this describes under `rules`: a build, a character dump, or numbers
    /// (`dcss-0.31.md` §4, §6; whole under dcss-0.31, in hundredths under dcss-0.34,
    /// `dcss-0.34.md` §1.1). Paths are relative to the defender.
    pub fn defender_in(&self, rules: RuleSet) -> Result<Defender, InputError> {
        if self.character.is_some() {
            return Ok(Defender::Build(self.build_under(rules)?));
        }
        let numbers = self.ev.is_some() || self.ev_x100.is_some();
        match (&self.species, numbers) {
            (Some(_), true) => Err(InputError::invalid(
                if self.ev.is_some() { "ev" } else { "ev_x100" },
                "give either species (a build) or ev, not both",
            )),
            (None, false) => Err(InputError::invalid(
                "species",
                "give a build (species with dex and str), a character dump or ev",
            )),
            (Some(_), false) => {
                let numbers = [
                    ("sh_internal", self.sh_internal.is_some()),
                    ("sh_internal_x100", self.sh_internal_x100.is_some()),
                    ("sh", self.sh.is_some()),
                    ("block_limit", self.block_limit.is_some()),
                    ("monster_sh", self.monster_sh.is_some()),
                ];
                if let Some((field, _)) = numbers.iter().find(|(_, given)| *given) {
                    return Err(InputError::invalid(
                        *field,
                        "a build's SH and block limit come from its shield; give them only with ev",
                    ));
                }
                Ok(Defender::Build(self.build_in(rules)?))
            }
            (None, true) => self.numbers_in(rules),
        }
    }
}

/// The `mutations` object: each name a [`Mutation`], each level 0 to 3.
fn mutations(given: &BTreeMap<String, i32>) -> Result<Mutations, InputError> {
    let mut out = Mutations::default();
    for (name, &level) in given {
        let field = format!("mutations.{name}");
        let m = Mutation::named(name).ok_or_else(|| {
            let known: Vec<&str> = Mutation::all().map(Mutation::key).collect();
            InputError::invalid(
                &field,
                format!("unknown mutation '{name}'; allowed: {}", known.join(", ")),
            )
        })?;
        out.set(m, level).map_err(|e| {
            InputError::invalid(&field, format!("{} is not allowed: 0 to 3", e.level))
        })?;
    }
    Ok(out)
}

/// The refusal of two aux pieces in one 0.31 slot.
fn shared_slot(worn: AuxPiece, piece: AuxPiece) -> InputError {
    InputError::invalid(
        "aux",
        format!(
            "{} and {} share the {} slot: wear one",
            worn.item.name,
            piece.item.name,
            piece.item.slot.name()
        ),
    )
}
