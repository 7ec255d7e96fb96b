//! What an `ev` report holds: the build's EV, SH, AC, max HP and encumbrance, every step of
//! the EV, and for a character dump its check (`docs/rules/dcss-0.31.md` §4–§6,
//! `docs/rules/monsters-and-dumps.md` §4). Under dcss-0.34 the numbers are the game's
//! hundredths, what it shows, and the laws each use draws (`docs/rules/dcss-0.34.md` §1.1,
//! §4, §6, §D3), named as the reference vectors name them.

use mechanics::dcss::build::Encumbrance;
use mechanics::dcss::damage::{AcBreakdown, AcBreakdown034};
use mechanics::dcss::evasion::{EvBreakdown, EvBreakdown034};
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::character::CharacterDump;
use crate::dcss::{AcDrawn, Drawn};

/// A build's numbers under dcss-0.31: whole EV, SH and AC (`dcss-0.31.md` §4–§6,
/// `dcss-0.31-damage.md` §3, §4).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Numbers031 {
    /// EV.
    pub ev: i32,
    /// SH as the game displays it.
    pub sh: i32,
    /// Internal SH, twice the displayed (`player_shield_class()`).
    pub sh_internal: i32,
    /// Blocks allowed per turn under 0.31; null without SH.
    pub block_limit: Option<u32>,
    /// AC (`dcss-0.31-damage.md` §3); null in a form, whose AC the model leaves out.
    pub ac: Option<i32>,
    /// Guaranteed damage reduction in percent, from the AC (§2.2).
    pub gdr_percent: Option<i32>,
    /// Max HP from species, XL and Fighting (§4).
    pub max_hp: Option<i32>,
    /// Every term of the AC at the game's ×100 scale (§3.1).
    pub ac_breakdown: Option<AcBreakdown>,
    /// Every step of the EV, at the game's ×100 scale (§4.1).
    pub breakdown: EvBreakdown,
}

/// A build's numbers under dcss-0.34: EV, SH and AC kept ×100, shown truncated, and drawn at
/// random at every use (`dcss-0.34.md` §1.1, §4.1, §6.1, §6.5, §D3).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Numbers034 {
    /// EV and SH: `ev_x100`, `ev_display`, `ev_law`, `sh_x100`, `sh_display`,
    /// `sh_internal_law`.
    #[serde(flatten)]
    pub drawn: Drawn,
    /// Blocks allowed per turn: the shield's, 1 with an orb or no shield (§6.5).
    pub block_limit: u32,
    /// AC: `ac_x100`, `ac_display`, `ac_law`, `gdr_law`; absent in a form.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub ac: Option<AcDrawn>,
    /// Max HP from species, XL and Fighting (§D4); null in a form.
    pub max_hp: Option<i32>,
    /// Every term of the AC ×100 (§D3.1); null in a form.
    pub ac_breakdown_034: Option<AcBreakdown034>,
    /// Every step of the EV ×100 (§4.1).
    pub breakdown_034: EvBreakdown034,
}

/// A build's numbers under the rule set it was computed under.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum EvNumbers {
    /// dcss-0.31.
    Dcss031(Box<Numbers031>),
    /// dcss-0.34.
    Dcss034(Box<Numbers034>),
}

/// The result of `roguesim ev`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct EvResult {
    /// The species as the game spells it.
    pub species: &'static str,
    /// The body armour, if any.
    pub body: Option<&'static str>,
    /// The shield, if any.
    pub shield: Option<&'static str>,
    /// The aux armour worn, with enchantments.
    pub aux: Vec<String>,
    /// EV, SH, AC and max HP, under the rule set.
    #[serde(flatten)]
    pub numbers: EvNumbers,
    /// Body armour and shield encumbrance and what they cost (§5, §6.4).
    pub encumbrance: Encumbrance,
    /// The character dump the build was read from, with its own EV and SH
    /// (`monsters-and-dumps.md` §4).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub character: Option<CharacterDump>,
    /// EV over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev_range: Option<[i32; 2]>,
    /// Displayed SH over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sh_range: Option<[i32; 2]>,
    /// AC over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ac_range: Option<[i32; 2]>,
    /// Max HP over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_hp_range: Option<[i32; 2]>,
    /// Whether the dump's EV and SH fall within the ranges.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches_dump: Option<bool>,
    /// What the comparison with the dump found, and what the model leaves out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dump_notes: Vec<String>,
    /// Dex and Str, for the summary.
    #[serde(skip)]
    pub(super) stats: (i32, i32),
}
