//! A missile as scenario files and the reference vectors describe it
//! (`docs/rules/dcss-0.31-ranged.md` §2); `resolve` checks it against the tables.

use crate::dcss::ranged::items::LauncherBrand;
use crate::limits::Limit;

/// One missile a monster fires or throws at the player, and the player it is aimed at
/// (`docs/rules/dcss-0.31-ranged.md` §2, `docs/rules/dcss-0.34-ranged.md` §0, §2). The JSON
/// object of a reference vector's `input`.
///
/// The monster's table values (`hd`, `archer`, `attack_damage`, `missile_energy`) may be left
/// out; when given they must equal the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MissileInput {
    /// The monster's name or enum id (`mon-data.h`).
    pub monster: String,
    /// Its HD: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hd: Option<i32>,
    /// `M_ARCHER`: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archer: Option<bool>,
    /// The damage of its first melee attack, added to every missile's damage: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack_damage: Option<i32>,
    /// Its missile energy: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missile_energy: Option<i32>,
    /// The launcher ("longbow"); `null` for a thrown item.
    #[serde(default)]
    pub launcher: Option<String>,
    /// The launcher's enchantment.
    #[serde(default)]
    pub launcher_plus: i32,
    /// The launcher's brand, as far as it changes these rules.
    #[serde(default)]
    pub launcher_brand: LauncherBrand,
    /// The missile: the launcher's ammunition ("arrow"; at 0.34.1 the name of its shot, a slug
    /// for a hand cannon) or a thrown item ("javelin").
    pub missile: String,
    /// Ring of slaying and artefact Slay the monster wears: to-hit and damage.
    #[serde(default)]
    pub slaying: i32,
    /// Fired through Portal Projectile: +HD·3/2 to-hit, the spell's energy.
    #[serde(default)]
    pub portal_projectile: bool,
    /// The player's EV as the status line shows it.
    pub ev: i32,
    /// Under dcss-0.34, the EV ×100 the game draws each use from (`_player_evasion(100)`),
    /// authoritative; `ev` must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev_x100: Option<i32>,
    /// The player cannot see the monster: EV −10, block value ÷3.
    #[serde(default)]
    pub attacker_unseen: bool,
    /// The monster cannot see the player (invisible): to-hit −35 %.
    #[serde(default)]
    pub player_unseen: bool,
    /// The player's Translucent Skin level: to-hit −2 per level.
    #[serde(default)]
    pub translucent_skin: i32,
    /// The player is backlit: to-hit +5.
    #[serde(default)]
    pub backlit: bool,
    /// The player has an umbra: to-hit −3 unless the monster has nightvision.
    #[serde(default)]
    pub umbra: bool,
    /// The monster has nightvision.
    #[serde(default)]
    pub attacker_nightvision: bool,
    /// The player repels missiles: to-hit −(pre+1)/2 under dcss-0.31, EV +15 under dcss-0.34.
    #[serde(default)]
    pub repel_missiles: bool,
    /// The player's internal SH (twice the displayed SH).
    #[serde(default)]
    pub sh_internal: i32,
    /// Under dcss-0.34, the internal SH ×100 the game draws each use from, authoritative;
    /// `sh_internal` must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal_x100: Option<i32>,
    /// The player is paralysed, asleep or otherwise helpless: no block.
    #[serde(default)]
    pub incapacitated: bool,
    /// The player's AC.
    #[serde(default)]
    pub ac: i32,
    /// Under dcss-0.34, the AC ×100 the game draws each use from, authoritative; `ac` must be
    /// it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
}

/// The launcher's plus: −20 to 30.
pub const LAUNCHER_PLUS: Limit = Limit::new("launcher_plus", -20, 30);
/// The monster's slaying: −20 to 30.
pub const SLAYING: Limit = Limit::new("slaying", -20, 30);
/// Translucent Skin: 0 to 3 levels.
pub const TRANSLUCENT_SKIN: Limit = Limit::new("translucent_skin", 0, 3);
