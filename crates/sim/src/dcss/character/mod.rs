//! DCSS 0.31 character dumps (morgue files): what a dump says about the character's
//! defences, read into a [`CharacterDump`], turned into the simulator's [`DefenderSpec`], and
//! checked against the EV and SH the dump shows over the skill fractions it hides
//! (`docs/rules/monsters-and-dumps.md` §4).
//!
//! * [`parse`](fn@parse): the text of a dump → [`CharacterDump`], or a [`DumpError`] naming
//!   the line (§4.1).
//! * [`CharacterDump::defender_spec`]: the build the character wears (§4.2).
//! * [`check`](fn@check): EV and SH of that build at the bottom and the top of every printed
//!   skill's tenth, against the dump's own numbers (§4.3, §4.4).

mod backgrounds;
mod check;
mod gear;
mod lines;
mod parse;
mod skills;
mod stats;

pub use check::{DumpCheck, check};
pub use parse::parse;

use mechanics::dcss::data::Slot;
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::shields::ExtraSh;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

/// A dump that cannot be read: the line, what is wrong with it and what was expected there
/// (`docs/rules/monsters-and-dumps.md` §4.1). Displayed on one line:
/// `line 14: no 'EV:' column; expected the stats block line 'Magic: … EV: … Int: …'`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}; {expected}")]
pub struct DumpError {
    /// The line, counting from 1; one past the last line when the file ends too early.
    pub line: usize,
    /// What is wrong.
    pub what: String,
    /// What the reader expected there.
    pub expected: String,
}

impl DumpError {
    fn new(line: usize, what: impl Into<String>, expected: impl Into<String>) -> Self {
        DumpError {
            line,
            what: what.into(),
            expected: expected.into(),
        }
    }
}

/// One line of the dump's Skills section (`skills.cc:2387-2411`,
/// `docs/rules/monsters-and-dumps.md` §4.1).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpSkill {
    /// The skill's name as printed ("Shields", "Maces & Flails").
    pub name: String,
    /// The real level, truncated to tenths.
    pub level: f64,
    /// The effective level in parentheses (Heroism, Ashenzari), when printed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effective: Option<f64>,
}

impl DumpSkill {
    /// The level the game computed EV and SH with: the effective one where printed
    /// (`docs/rules/monsters-and-dumps.md` §4.1).
    pub fn used(&self) -> f64 {
        self.effective.unwrap_or(self.level)
    }
}

/// A worn armour item, mapped onto roguesim's tables (`docs/rules/monsters-and-dumps.md`
/// §4.2, `docs/rules/dcss-0.31.md` §8).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpItem {
    /// The slot it is worn in.
    pub slot: Slot,
    /// Its base type as roguesim's tables name it ("plate armour", "kite shield", "boots").
    pub name: String,
    /// Its enchantment (0 when none is printed).
    pub plus: i32,
    /// The item as the dump prints it.
    pub text: String,
    /// Melded into a form: the game does not count it while the form lasts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub melded: bool,
}

/// What a DCSS 0.31 character dump says about the character's defences
/// (`docs/rules/monsters-and-dumps.md` §4.1).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct CharacterDump {
    /// The game's version ("0.31.0", "0.31.0-12-gabcdef1").
    pub version: String,
    /// The character's name.
    pub name: String,
    /// The species as roguesim's species table spells it.
    pub species: String,
    /// The background, spelled out where roguesim knows its code.
    pub background: String,
    /// Experience level.
    pub xl: i32,
    /// Current Strength (a drained stat shows its maximum in parentheses; this is the
    /// current value, which the game's formulas read).
    pub strength: i32,
    /// Current Intelligence.
    pub intelligence: i32,
    /// Current Dexterity.
    pub dexterity: i32,
    /// The Skills section, in order.
    pub skills: Vec<DumpSkill>,
    /// The wielded item as printed, if any: the EV model reads only its artefact EV/SH.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// Body armour.
    pub body: Option<DumpItem>,
    /// Shield or orb.
    pub shield: Option<DumpItem>,
    /// Cloak, helmet, gloves, boots or barding.
    pub aux: Vec<DumpItem>,
    /// Amulet and rings as printed.
    pub jewellery: Vec<String>,
    /// AC as the dump shows it.
    pub dump_ac: i32,
    /// EV as the dump shows it (`you.evasion()`).
    pub dump_ev: i32,
    /// SH as the dump shows it (internal SH / 2).
    pub dump_sh: i32,
    /// Current HP.
    pub hp: i32,
    /// Maximum HP.
    pub max_hp: i32,
    /// The undrained maximum HP a drained character's stats block shows in parentheses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub real_max_hp: Option<i32>,
    /// The statuses of the `@:` line, if present.
    pub statuses: Vec<String>,
    /// The mutations of the `A:` line, if present.
    pub mutations: Vec<String>,
}

impl CharacterDump {
    /// The skill of that name, if the dump lists it.
    pub fn skill(&self, name: &str) -> Option<&DumpSkill> {
        self.skills
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case(name))
    }

    /// The level EV and SH use for a skill: the effective one where printed, 0 when the
    /// skill is not listed (`docs/rules/monsters-and-dumps.md` §4.1).
    fn level_used(&self, name: &str) -> f64 {
        self.skill(name).map_or(0.0, DumpSkill::used)
    }

    /// The build this character wears, as the simulator's defender description
    /// (`docs/rules/monsters-and-dumps.md` §4.2): species, XL, current Str and Dex, the
    /// effective Dodging, Armour and Shields, the worn armour (melded items left out), and
    /// the EV and SH sources the model has fields for (rings of evasion, artefact EV and SH,
    /// an amulet of reflection, Tengu flight from XL 7). Errors name the field under
    /// `character`.
    pub fn defender_spec(&self) -> Result<DefenderSpec, InputError> {
        let effects = gear::effects(self);
        let worn = |item: &Option<DumpItem>| item.as_ref().filter(|i| !i.melded).cloned();
        let shield = worn(&self.shield);
        let spec = DefenderSpec {
            species: Some(self.species.clone()),
            xl: Some(self.xl),
            dex: Some(self.dexterity),
            strength: Some(self.strength),
            dodging: self.level_used("Dodging"),
            armour: self.level_used("Armour"),
            shields: self.level_used("Shields"),
            fighting: self.level_used("Fighting"),
            body_plus: worn(&self.body).map_or(0, |b| b.plus),
            body: worn(&self.body).map(|b| b.name),
            shield_plus: shield.as_ref().map_or(0, |s| s.plus),
            shield: shield.map(|s| s.name),
            aux: self
                .aux
                .iter()
                .filter(|a| !a.melded)
                .map(|a| format!("{}{:+}", a.name, a.plus))
                .collect(),
            bonuses: EvBonuses {
                ring_evasion: effects.ring_evasion,
                artefact: effects.artefact_ev,
                tengu_flight: has_tengu_flight(self),
                ..EvBonuses::default()
            },
            extra_sh: ExtraSh {
                reflection: effects.reflection,
                artefact: effects.artefact_sh,
                ..ExtraSh::default()
            },
            ..DefenderSpec::default()
        };
        spec.build().map_err(|e| e.within("character"))?;
        Ok(spec)
    }
}

/// Tengu get `MUT_TENGU_FLIGHT` at XL 7: +4 EV, flying or not (`docs/rules/dcss-0.31.md` §4.1,
/// §8.3).
fn has_tengu_flight(dump: &CharacterDump) -> bool {
    dump.species == "Tengu" && dump.xl >= 7
}
