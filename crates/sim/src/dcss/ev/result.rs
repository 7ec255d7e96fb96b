//! What an `ev` report holds: the build's EV, SH, AC, max HP and encumbrance, every step of
//! the EV, and for a character dump its check (`docs/rules/dcss-0.31.md` §4–§6,
//! `docs/rules/monsters-and-dumps.md` §4).

use mechanics::dcss::build::Encumbrance;
use mechanics::dcss::damage::AcBreakdown;
use mechanics::dcss::evasion::EvBreakdown;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::character::CharacterDump;

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
