//! DCSS character dumps (morgue files) from 0.29 to trunk: what a dump says about the
//! character's defences, read into a [`CharacterDump`], turned into the simulator's
//! [`DefenderSpec`](crate::dcss::input::DefenderSpec), and checked against the EV, SH, AC
//! and max HP the dump shows over the skill fractions it hides
//! (`docs/rules/monsters-and-dumps.md` §4).
//!
//! * [`parse`](fn@parse): the text of a dump → [`CharacterDump`], or a [`DumpError`] naming
//!   the line (§4.1); the dump's version picks the rule set it is read with
//!   ([`rules_for`], §4.5).
//! * [`CharacterDump::defender_spec`]: the build the character wears, with what its items
//!   and mutations add (§4.2).
//! * [`check`](fn@check): EV, SH, AC and max HP of that build at the bottom and the top of
//!   every printed skill's tenth, with the statuses of the moment, against the dump's own
//!   numbers, and a named cause for each number that differs (§4.4, §4.6).
//! * [`rules_with`] and [`CharacterDump::reading_notes`]: one reading of a dump for every
//!   command, the rule set its release picks and what every command says about it (§4.7).

mod backgrounds;
mod check;
mod differences;
mod effects;
mod form;
mod gear;
mod inventory;
mod items;
mod lines;
mod moment;
mod parse;
pub mod ranged;
mod reading;
mod skills;
mod spec;
mod species;
mod stats;
mod statuses;
mod version;
mod weapon;

pub use check::{DumpCheck, check, check_in};
pub use form::DumpForm;
pub use parse::parse;
pub use reading::rules_with;
pub use statuses::DumpMutation;
pub use version::{DumpVersion, RuleChoice, rules_for};
pub use weapon::{DumpWeapon, WeaponClass};

use mechanics::dcss::artefacts::ArtefactProps;
use mechanics::dcss::data::Slot;
use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::Serialize;

/// A file that cannot be read as a dump: the line, what is wrong with it and what was
/// expected there (`docs/rules/monsters-and-dumps.md` §4.1). Displayed on one line:
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

/// A part of a whole dump that this one lacks (a player's excerpt), and how the dump was read
/// without it (`docs/rules/monsters-and-dumps.md` §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DumpGap {
    /// No `Skills:` section after the status lines: every skill is read as 0.
    NoSkills,
    /// A `Skills:` section that lists no skill: every skill is read as 0.
    EmptySkills,
    /// No resistance and equipment block: the items in use are read from the Inventory
    /// section's `(weapon)`, `(worn)`, `(melded)` … marks.
    NoEquipmentBlock,
}

impl DumpGap {
    /// The one-line note every command that reads the dump gives.
    pub fn note(self) -> &'static str {
        match self {
            DumpGap::NoSkills => {
                "the dump has no Skills section (an excerpt): every skill is read as 0, so \
                 the numbers that depend on skills are computed without them"
            }
            DumpGap::EmptySkills => {
                "the dump's Skills section lists no skill: every skill is read as 0, so the \
                 numbers that depend on skills are computed without them"
            }
            DumpGap::NoEquipmentBlock => {
                "the dump has no resistance and equipment block (an excerpt): the items in \
                 use are read from its Inventory section's (weapon), (worn) and (melded) marks"
            }
        }
    }

    /// Whether the gap leaves the skills at 0.
    pub fn drops_skills(self) -> bool {
        matches!(self, DumpGap::NoSkills | DumpGap::EmptySkills)
    }
}

/// One line of the dump's Skills section (`skills.cc`, `docs/rules/monsters-and-dumps.md`
/// §4.1).
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

/// What a row of the equipment column holds (`docs/rules/monsters-and-dumps.md` §4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ItemKind {
    /// The wielded weapon (or a Coglin's second weapon).
    Weapon,
    /// Body armour, a shield or orb, or an aux item.
    Armour,
    /// A ring.
    Ring,
    /// An amulet.
    Amulet,
    /// The active talisman.
    Talisman,
    /// A Coglin's gizmo.
    Gizmo,
    /// An item roguesim does not know (a newer release's base type): listed, and left out.
    Unknown,
}

/// One item of the equipment column (`docs/rules/monsters-and-dumps.md` §4.2).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpItem {
    /// Its inventory letter.
    pub letter: Option<char>,
    /// The item as the dump prints it.
    pub text: String,
    /// What it is.
    pub kind: ItemKind,
    /// Armour: the slot it is worn in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub slot: Option<Slot>,
    /// Armour: its base type as roguesim's tables name it ("plate armour", "kite shield",
    /// "boots"); a plain ring or amulet: its type ("ring of protection").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// Its enchantment (an unrandart's fixed one when none is printed; else 0).
    pub plus: i32,
    /// Melded into a form: the game does not count it while the form lasts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub melded: bool,
    /// An artefact (a randart or an unrandart), whose properties its labels state.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub artefact: bool,
    /// The unrandart it is, by the name of the release's table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unrandart: Option<String>,
    /// The properties its labels state (`AC+3`, `EV+2`, …; a protection ego's `AC+3` too).
    pub props: ArtefactProps,
    /// Its other labels: egos, resistances, brands, inscriptions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
}

impl DumpItem {
    /// Worn armour of a slot (melded or not).
    fn in_slot(&self, slot: Slot) -> bool {
        self.kind == ItemKind::Armour && self.slot == Some(slot)
    }
}

/// What a DCSS character dump says about the character's defences
/// (`docs/rules/monsters-and-dumps.md` §4.1).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct CharacterDump {
    /// The game's version.
    pub version: DumpVersion,
    /// The rule set the version is read with (`--rules` overrides it), and why.
    pub rules: RuleChoice,
    /// The character's name.
    pub name: String,
    /// The species as the dump names it ("Mountain Dwarf", "Red Draconian").
    pub species: String,
    /// The background, spelled out where roguesim knows its code.
    pub background: String,
    /// Experience level.
    pub xl: i32,
    /// Current Strength (a drained stat shows its maximum in parentheses up to 0.32; this
    /// is the current value, which the game's formulas read).
    pub strength: i32,
    /// Current Intelligence.
    pub intelligence: i32,
    /// Current Dexterity.
    pub dexterity: i32,
    /// The god worshipped, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub god: Option<String>,
    /// The Skills section, in order.
    pub skills: Vec<DumpSkill>,
    /// Every item of the equipment column, in order.
    pub equipment: Vec<DumpItem>,
    /// The weapon it wields, read under the rule set its version picks; absent unarmed
    /// (`- Unarmed`, `- Claws`, a form's `- Storm tentacles`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weapon: Option<DumpWeapon>,
    /// AC as the dump shows it.
    pub dump_ac: i32,
    /// EV as the dump shows it.
    pub dump_ev: i32,
    /// SH as the dump shows it (internal SH / 2).
    pub dump_sh: i32,
    /// Current HP.
    pub hp: i32,
    /// Maximum HP (drained, when the character is).
    pub max_hp: i32,
    /// The undrained maximum HP a drained character's stats block shows in parentheses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub real_max_hp: Option<i32>,
    /// The passive effects of the `%:` line.
    pub passives: Vec<String>,
    /// The statuses of the `@:` line.
    pub statuses: Vec<String>,
    /// The mutations and innate traits of the `A:` line, wrapped lines joined.
    pub mutations: Vec<DumpMutation>,
    /// Its MP, spell table and quiver (`docs/rules/dcss-0.34-player-ranged.md` §11).
    pub ranged: ranged::DumpRanged,
    /// The form the character is in, when the dump shows one
    /// (`docs/rules/dcss-0.34-forms.md` §6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<DumpForm>,
    /// What this dump lacks of a whole dump (an excerpt), each read around as its note says.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gaps: Vec<DumpGap>,
}

impl CharacterDump {
    /// The weapon it wields as `rules`' tables read it, from its equipment as it stands
    /// ([`CharacterDump::weapon`] is the same under the rule set its version picks).
    pub fn wielded(&self, rules: RuleSet) -> Option<DumpWeapon> {
        weapon::wielded(&self.equipment, rules)
    }

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

    /// The armour worn in a slot (the first one; a Poltergeist or a Formicid may wear
    /// several aux items of one kind).
    pub fn armour(&self, slot: Slot) -> Option<&DumpItem> {
        self.equipment.iter().find(|i| i.in_slot(slot))
    }

    /// The aux armour worn: every armour item that is neither body armour nor a shield.
    pub fn aux(&self) -> impl Iterator<Item = &DumpItem> {
        self.equipment.iter().filter(|i| {
            i.kind == ItemKind::Armour && !matches!(i.slot, Some(Slot::Body | Slot::Shield))
        })
    }

    /// The rings and amulets worn.
    pub fn jewellery(&self) -> impl Iterator<Item = &DumpItem> {
        self.equipment
            .iter()
            .filter(|i| matches!(i.kind, ItemKind::Ring | ItemKind::Amulet))
    }

    /// The mutation of that name on the `A:` line, if any.
    pub fn mutation(&self, name: &str) -> Option<&DumpMutation> {
        self.mutations
            .iter()
            .find(|m| m.name.eq_ignore_ascii_case(name))
    }

    /// Whether a status of the `@:` line starts with `name`.
    pub fn has_status(&self, name: &str) -> bool {
        self.statuses.iter().any(|s| s.starts_with(name))
    }
}
