//! DCSS data: species, body armour, shields and forms, looked up by the game's names
//! (`docs/rules/dcss-0.31.md` §8, `docs/rules/dcss-0.19-shields.md` §1.1).
//!
//! Names match case-insensitively. Common short forms work too: "plate" for plate armour,
//! "tower" for tower shield, "fire dragon" for fire dragon scales, and the game's
//! two-letter species codes ("Hu", "Sp", "DE"). An unknown name is an error listing the
//! closest names.

mod embedded;
mod names;
mod tables;

pub use embedded::{body_armour_table, species_table};
pub use names::{
    UnknownName, aux_armour, body_armour, body_armour_in, form, shield, shield_019, species,
    species_in,
};
pub use tables::{AUX_ARMOURS, SHIELDS_019, SHIELDS_031};

pub use crate::dcss::forms::Form;

use serde::Deserialize;

/// A creature size (`size-type.h`, `docs/rules/dcss-0.31.md` §0): TINY=0 ... GIANT=5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// TINY (0).
    Tiny = 0,
    /// LITTLE (1).
    Little = 1,
    /// SMALL (2).
    Small = 2,
    /// MEDIUM (3).
    Medium = 3,
    /// LARGE (4).
    Large = 4,
    /// GIANT (5).
    Giant = 5,
}

impl Size {
    /// The numeric size the game's formulas use (`docs/rules/dcss-0.31.md` §0).
    pub fn index(self) -> i32 {
        self as i32
    }

    /// The EV size factor `2·(MEDIUM − size)` (`_player_evasion_size_factor`,
    /// `docs/rules/dcss-0.31.md` §4.1, §8.3).
    pub fn evasion_factor(self) -> i32 {
        2 * (Size::Medium.index() - self.index())
    }

    /// The lowercase name the game uses.
    pub fn name(self) -> &'static str {
        match self {
            Size::Tiny => "tiny",
            Size::Little => "little",
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
            Size::Giant => "giant",
        }
    }
}

/// A playable species and the traits these mechanics read (`docs/rules/dcss-0.31.md` §8.3,
/// `docs/rules/dcss-0.31-equipment.md` §1–§4).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Species {
    /// The name as the game spells it ("Deep Elf").
    pub name: &'static str,
    /// The game's short code ("DE").
    pub code: &'static str,
    /// `PSIZE_BODY`: governs EV.
    pub body_size: Size,
    /// `PSIZE_TORSO`: governs armour and shield fit (medium for Naga and Armataur).
    pub torso_size: Size,
    /// `MUT_FAST` level (Spriggan 3), used by movement (§7.2).
    pub fast_mutation: i32,
    /// `MUT_SLOW` level (Naga 2, Barachi 1), used by movement (§7.2).
    pub slow_mutation: i32,
    /// `MUT_NIMBLE_SWIMMER` level (Merfolk 2, Octopode 1): level 2 gives the water EV
    /// bonus (§4.1) and −4 move in water (§7.2).
    pub nimble_swimmer: i32,
    /// Can swim, so never slowed when wading (§8.3).
    pub can_swim: bool,
    /// Has `MUT_ACROBATIC` (0.31 Tengu): +15 EV after moving or waiting (§4.1).
    pub acrobatic: bool,
    /// `MUT_GELATINOUS_BODY` level from XL 1 (Octopode 1): +level EV with the flat bonuses,
    /// off only in statue form (§8.3).
    pub gelatinous_body: i32,
    /// What the species may wear (`docs/rules/dcss-0.31-equipment.md` §2).
    pub equipment: EquipmentTraits,
    /// Whether Armour skill can be trained: `False` aptitude for Draconians, Felids and
    /// Octopodes, whose Armour skill reads 0 (`docs/rules/dcss-0.31-equipment.md` §4).
    pub armour_skill_usable: bool,
    /// Whether Shields skill can be trained (`False` for Felids,
    /// `docs/rules/dcss-0.31-equipment.md` §4).
    pub shields_skill_usable: bool,
    /// The yaml `hp:` aptitude: each point is ±10% max HP (`docs/rules/dcss-0.31-damage.md` §4).
    pub hp_modifier: i32,
    /// `MUT_FLAT_HP` level (Djinni 1): +4 max HP per level (`docs/rules/dcss-0.31-damage.md` §4).
    pub flat_hp: i32,
    /// The racial AC term (`docs/rules/dcss-0.31-damage.md` §3.3).
    pub racial_ac: RacialAc,
    /// Innate Tough Skin and Shaggy Fur levels, with the XL each level arrives at; the
    /// Octopode's Gelatinous Body is [`Species::gelatinous_body`]
    /// (`docs/rules/dcss-0.31-damage.md` §3.3).
    pub innate_ac: Vec<InnateAc>,
    /// `MUT_DEFORMED` (Naga, Armataur): body armour loses half its base AC under 0.31, 40 %
    /// of its skill-scaled AC under 0.34 (`docs/rules/dcss-0.31-damage.md` §3.1, §3.3;
    /// `docs/rules/dcss-0.34.md` §D3.1).
    pub deformed: bool,
    /// The XL from which the species has `MUT_TENGU_FLIGHT` (+4 EV; Tengu 7), 0 for never.
    /// The 0.34 EV reads it from the species (`docs/rules/dcss-0.34.md` §4.1); the 0.31 EV
    /// takes it as [`crate::dcss::evasion::EvBonuses::tengu_flight`].
    pub tengu_flight_from_xl: i32,
    /// The traits only the 0.34 slot rules read (`docs/rules/dcss-0.34.md` §E2); the 0.31
    /// entries leave them empty.
    pub slots: SlotTraits,
}

/// The innate traits `get_player_equip_slot_count` and `can_equip_item` read at 0.34.1
/// beside [`EquipmentTraits`] (`docs/rules/dcss-0.34.md` §E2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SlotTraits {
    /// `MUT_FORMLESS` (Poltergeist): no body armour, helmet, gloves, boots or cloak slot,
    /// but six haunted aux slots.
    pub formless: bool,
    /// `MUT_QUADRUMANOUS` (Formicid): a second glove slot.
    pub quadrumanous: bool,
    /// `MUT_WIELD_OFFHAND` (Coglin): no offhand slot, a weapon-or-offhand slot instead.
    pub wield_offhand: bool,
    /// `MUT_NO_GRASPING` (Felid): no offhand slot.
    pub no_grasping: bool,
    /// `SP_OCTOPODE`: no body armour, glove, boot or cloak slot; no hard helmet.
    pub octopode: bool,
    /// The plural the refusals name the hands by ("hands", "paws", "claws", "tentacles").
    pub hands: &'static str,
    /// The plural the refusals name the feet by ("feet", "paws").
    pub feet: &'static str,
}

/// The species term of `racial_ac(true)` (player.cc:6035-6061,
/// `docs/rules/dcss-0.31-damage.md` §3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RacialAc {
    /// No racial AC.
    None,
    /// Draconians: `4 + XL/3` AC.
    Draconian,
    /// Grey Draconian: the draconian term plus 5 AC.
    GreyDraconian,
    /// Naga: `XL/3` AC, kept in hundredths.
    Naga,
    /// Gargoyle: `2 + 2·XL/5 + 2·max(0, XL−7)/5` AC, kept in hundredths.
    Gargoyle,
}

/// A mutation that adds its level in AC (`ac_changes_from_mutations`, player.cc:6114-6117,
/// `docs/rules/dcss-0.31-damage.md` §3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AcMutation {
    /// `MUT_TOUGH_SKIN`.
    ToughSkin,
    /// `MUT_SHAGGY_FUR`.
    ShaggyFur,
    /// `MUT_IRON_FUSED_SCALES` (0.34 Grey Draconian from XL 14): 5 AC at every level
    /// (`docs/rules/dcss-0.34.md` §D3.1).
    IronFusedScales,
}

impl AcMutation {
    /// The AC ×100 the mutation gives at `level` (1–3) (`ac_changes_from_mutations`,
    /// `docs/rules/dcss-0.31-damage.md` §3.3, `docs/rules/dcss-0.34.md` §D3.1).
    pub fn ac_x100(self, level: i32) -> i32 {
        match self {
            AcMutation::ToughSkin | AcMutation::ShaggyFur => 100 * level,
            AcMutation::IronFusedScales if level > 0 => 500,
            AcMutation::IronFusedScales => 0,
        }
    }
}

/// An innate AC mutation level that a species has from an XL on (`dat/species/*.yaml`,
/// `docs/rules/dcss-0.31-damage.md` §3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InnateAc {
    /// The mutation.
    pub mutation: AcMutation,
    /// Its level from `from_xl` on.
    pub level: i32,
    /// The XL the level arrives at.
    pub from_xl: i32,
}

/// The species traits `can_wear_armour` reads, in the order it reads them
/// (`item-use.cc:1704-1918`, `docs/rules/dcss-0.31-equipment.md` §2, reason key of §3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EquipmentTraits {
    /// `MUT_NO_ARMOUR` (Felid): nothing at all can be worn (reason N).
    pub no_armour: bool,
    /// `species::bans_eq`: the slots the species bans (Octopode every slot but the
    /// helmet and the offhand, Draconians the body; reason B, W).
    pub banned_slots: Vec<Slot>,
    /// `SPF_DRACONIAN`: the body ban's message and no hard helmet (reasons W, R).
    pub draconian: bool,
    /// The XL from which `MUT_BIG_WINGS` changes the body ban's message (Black Draconian,
    /// XL 14); 0 for none.
    pub big_wings_from_xl: i32,
    /// `SPF_BARDING` (Naga, Armataur): barding fits, boots never do (reasons D, L).
    pub barding: bool,
    /// `MUT_CONSTRICTING_TAIL` (Naga): the "no legs" message for boots (reason L).
    pub constricting_tail: bool,
    /// Innate mutation levels that block items (`mut_blocks_item_reason`, reasons C, F,
    /// T, H, K, A).
    pub mutations: ItemMutations,
}

/// Innate mutation levels that refuse items (`mutation.cc:1581-1631`,
/// `docs/rules/dcss-0.31-equipment.md` §2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItemMutations {
    /// `MUT_CLAWS` (Troll 3, Ghoul 1): level 3 refuses gloves.
    pub claws: i32,
    /// `MUT_FLOAT` (Djinni): refuses boots.
    pub float: bool,
    /// `MUT_TALONS` (Tengu 3): level 3 refuses boots.
    pub talons: i32,
    /// `MUT_HORNS` (Minotaur 2, Oni 1): any level refuses a hard helmet, level 3 all
    /// headgear.
    pub horns: i32,
    /// `MUT_BEAK` (Tengu 1): refuses a hard helmet.
    pub beak: i32,
    /// `MUT_ANTENNAE` (Formicid 3): any level refuses a hard helmet, level 3 all headgear.
    pub antennae: i32,
}

/// An equipment slot (`equipment-type.h`): one item per slot (`docs/rules/dcss-0.31-equipment.md`
/// §5 rule 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Slot {
    /// Body armour.
    Body,
    /// Shield or orb.
    Shield,
    /// Cloak or scarf.
    Cloak,
    /// Helmet or hat.
    Helmet,
    /// Gloves.
    Gloves,
    /// Boots or barding.
    Boots,
}

impl Slot {
    /// The slot's name as the game's item menus say it.
    pub fn name(self) -> &'static str {
        match self {
            Slot::Body => "body armour",
            Slot::Shield => "shield",
            Slot::Cloak => "cloak",
            Slot::Helmet => "helmet",
            Slot::Gloves => "gloves",
            Slot::Boots => "boots",
        }
    }
}

/// An aux armour piece: cloak, scarf, gloves, helmet, hat, boots or barding, with its base
/// AC, `PARM_EVASION` and fit (`item-prop.cc` `Armour_prop`, `docs/rules/dcss-0.31-equipment.md`
/// §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxArmour {
    /// The name as the game spells it.
    pub name: &'static str,
    /// The slot it takes.
    pub slot: Slot,
    /// Base AC.
    pub ac: i32,
    /// `PARM_EVASION` (barding −60, the others 0).
    pub parm_evasion: i32,
    /// The smallest and largest torso size it fits.
    pub fits: (Size, Size),
    /// A hard helmet (`ARM_HELMET`), which horns, beaks, antennae and reptilian heads
    /// refuse; a hat is soft.
    pub hard: bool,
}

impl AuxArmour {
    /// Whether a torso of this size can wear it (`fit_armour_size`).
    pub fn fits(&self, torso: Size) -> bool {
        self.fits.0 <= torso && torso <= self.fits.1
    }

    /// The piece's EV penalty term `−PARM_EVASION/3` (`_player_adjusted_evasion_penalty`,
    /// `docs/rules/dcss-0.31.md` §4.1): 20 for barding, 0 for the rest.
    pub fn evasion_penalty(&self) -> i32 {
        -self.parm_evasion / 3
    }
}

/// A body armour: base AC, `PARM_EVASION` and fit (`docs/rules/dcss-0.31.md` §8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BodyArmour {
    /// The name as the game spells it.
    pub name: &'static str,
    /// Base AC.
    pub ac: i32,
    /// `PARM_EVASION` (≤ 0); the encumbrance rating is `−PARM_EVASION/10`.
    pub parm_evasion: i32,
    /// The smallest and largest torso size it fits.
    pub fits: (Size, Size),
}

impl BodyArmour {
    /// Whether a torso of this size can wear it (`fit_armour_size`, §8.1).
    pub fn fits(&self, torso: Size) -> bool {
        self.fits.0 <= torso && torso <= self.fits.1
    }

    /// The encumbrance rating shown on the item, `−PARM_EVASION/10` (`docs/rules/dcss-0.31.md` §5).
    pub fn encumbrance(&self) -> i32 {
        -self.parm_evasion / 10
    }
}

/// The kind of offhand item, which fixes its block limit (`docs/rules/dcss-0.31.md` §6.5) and its
/// 0.19 size factor `sub_type − ARM_LARGE_SHIELD` (`docs/rules/dcss-0.19-shields.md` §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum ShieldKind {
    /// Orb (0.31 only): SH 0, block limit 0.
    Orb,
    /// Buckler (0.19 sub_type offset −2).
    Buckler,
    /// Kite shield in 0.31, "shield" in 0.19 (offset −1).
    Kite,
    /// Tower shield in 0.31, "large shield" in 0.19 (offset 0).
    Tower,
}

impl ShieldKind {
    /// `sub_type − ARM_LARGE_SHIELD` in 0.19 (`docs/rules/dcss-0.19-shields.md` §1.1).
    pub fn size_offset_019(self) -> i32 {
        match self {
            ShieldKind::Buckler => -2,
            ShieldKind::Kite => -1,
            ShieldKind::Tower | ShieldKind::Orb => 0,
        }
    }
}

/// An offhand item: base SH, `PARM_EVASION`, fit and block limit (`docs/rules/dcss-0.31.md` §8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shield {
    /// The name as the game spells it.
    pub name: &'static str,
    /// What kind of shield it is.
    pub kind: ShieldKind,
    /// Base SH (`PARM_AC`).
    pub ac: i32,
    /// `PARM_EVASION` (≤ 0); the shield's encumbrance is `−PARM_EVASION/10`.
    pub parm_evasion: i32,
    /// The smallest and largest torso size it fits (§6.2).
    pub fits: (Size, Size),
    /// Blocks allowed per player turn (0.31 only; §6.5).
    pub block_limit: u32,
}

impl Shield {
    /// Whether a torso of this size can wear it (`fit_armour_size`, §6.2).
    pub fn fits(&self, torso: Size) -> bool {
        self.fits.0 <= torso && torso <= self.fits.1
    }
}
