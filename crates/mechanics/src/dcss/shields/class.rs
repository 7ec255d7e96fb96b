//! SH: `player_shield_class()` under 0.31 and 0.19 (`docs/rules/dcss-0.31.md` §6.1,
//! `docs/rules/dcss-0.19-shields.md` §1.2).

use crate::dcss::build::Extras034;
use crate::dcss::data::{Shield, ShieldKind, Size};
use crate::dcss::rounding::Hundredths;
use crate::dcss::skills::Skill;
use crate::dist::Dist;

/// SH sources other than the shield item (`docs/rules/dcss-0.31.md` §6.1;
/// `docs/rules/dcss-0.19-shields.md` §1.2). Fields that exist in only one version are ignored by
/// the other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct ExtraSh {
    /// Large Bone Plates mutation level (0–3): `400 + 400·level`.
    pub bone_plates: i32,
    /// Condensation Shield active and not depleted (0.31): +800.
    pub condensation_shield: bool,
    /// `qazlal_sh_boost()`: `min(piety, breakpoint)/10`, ×100.
    pub qazlal: i32,
    /// `tso_sh_boost()` (Divine Shield amount), ×100.
    pub tso: i32,
    /// Amulet of reflection: +1000 in 0.31; in 0.19 `200·plus` (see `reflection_plus`).
    pub reflection: bool,
    /// The 0.19 amulet of reflection's plus.
    pub reflection_plus: i32,
    /// 0.19 Cigotuvi's Embrace: `_bone_armour_bonus()`, added ×2.
    pub bone_armour: i32,
    /// Artefact SH, ×200.
    pub artefact: i32,
}

impl ExtraSh {
    fn raw_031(&self) -> i32 {
        let plates = if self.bone_plates > 0 {
            400 + 400 * self.bone_plates
        } else {
            0
        };
        plates
            + if self.condensation_shield { 800 } else { 0 }
            + 100 * self.qazlal
            + 100 * self.tso
            + if self.reflection { 1000 } else { 0 }
            + 200 * self.artefact
    }

    /// The 0.34 sources (`docs/rules/dcss-0.34.md` §6.1): as 0.31 without TSO's Divine
    /// Shield, which no longer adds SH, plus the new Ephemeral Shield and parrying.
    fn raw_034(&self, extras: &Extras034) -> i32 {
        let plates = if self.bone_plates > 0 {
            self.bone_plates * 400 + 400
        } else {
            0
        };
        plates
            + if self.condensation_shield { 800 } else { 0 }
            + 1400 * extras.ephemeral_shield
            + 100 * self.qazlal
            + if self.reflection { 1000 } else { 0 }
            + 200 * self.artefact
            + 200 * extras.parrying
    }

    fn raw_019(&self) -> i32 {
        let plates = if self.bone_plates > 0 {
            400 * self.bone_plates + 400
        } else {
            0
        };
        plates
            + 100 * self.qazlal
            + 100 * self.tso
            + 2 * self.bone_armour
            + 200 * self.reflection_plus
            + 200 * self.artefact
    }
}

/// The result of `player_shield_class()`: internal SH (sh_internal) and displayed SH
/// (`docs/rules/dcss-0.31.md` §6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct ShieldClass {
    /// Raw value ×100 before rounding.
    pub raw_x100: i32,
    /// Internal SH used in every combat roll: `(raw + 50) / 100`.
    pub internal: i32,
    /// What the game shows: `internal / 2`.
    pub displayed: i32,
}

impl ShieldClass {
    fn from_raw(raw: i32, incapacitated: bool) -> Self {
        let internal = if incapacitated { 0 } else { (raw + 50) / 100 };
        ShieldClass {
            raw_x100: raw,
            internal,
            displayed: internal / 2,
        }
    }
}

/// SH under DCSS 0.34: the raw value ×100 that every block roll draws the internal SH from
/// with `div_rand_round(raw, 100)`, and the displayed SH (`player_shield_class`,
/// player.cc:2281-2340, `docs/rules/dcss-0.34.md` §6.1). An incapacitated player's raw SH
/// is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct ShieldClass034 {
    /// `player_shield_class(100, false)`: the internal SH ×100 (twice the displayed scale).
    pub raw_x100: i32,
    /// What the game shows: `(raw/100)/2`, both divisions truncating.
    pub displayed: i32,
}

impl ShieldClass034 {
    /// SH from a raw value ×100 (`docs/rules/dcss-0.34.md` §6.1).
    pub fn from_raw(raw_x100: i32) -> Self {
        ShieldClass034 {
            raw_x100,
            displayed: raw_x100 / 100 / 2,
        }
    }

    /// The raw value as the hundredths each block roll draws from.
    pub fn hundredths(&self) -> Hundredths {
        Hundredths(self.raw_x100)
    }

    /// The law of the internal SH of one block roll, `div_rand_round(raw, 100)`
    /// (`docs/rules/dcss-0.34.md` §1.1, §6.1).
    pub fn internal_law(&self) -> Dist {
        self.hundredths().law()
    }

    /// Whether any block roll can succeed: a raw value whose draws can be positive
    /// (`psc <= 0` never blocks, `docs/rules/dcss-0.34.md` §6.1).
    pub fn can_block(&self) -> bool {
        self.raw_x100 > 0
    }
}

/// Everything `player_shield_class()` reads (`docs/rules/dcss-0.31.md` §6.1,
/// `docs/rules/dcss-0.19-shields.md` §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShieldWearer<'a> {
    /// The offhand item, if any.
    pub shield: Option<&'a Shield>,
    /// Its enchantment.
    pub plus: i32,
    /// Shields skill.
    pub shields: Skill,
    /// Dexterity.
    pub dex: i32,
    /// Strength (0.19 only).
    pub strength: i32,
    /// Torso size (0.19 only).
    pub torso: Size,
    /// Other SH sources.
    pub extra: ExtraSh,
    /// Asleep, paralysed, petrified, confused, caught or `DUR_CLUMSY`: SH 0.
    pub incapacitated: bool,
}

impl ShieldWearer<'_> {
    /// `player_shield_class()` under 0.31 (player.cc:2200–2263, `docs/rules/dcss-0.31.md` §6.1):
    /// `2·AC·50 + 2·AC·skill(Shields,5)/2 + 200·plus + skill(Shields,38) + 114 +
    /// Dex·38·(2·AC+13)/26` plus the extra sources, rounded; 0 when incapacitated. An orb
    /// contributes nothing. No Str or size term.
    pub fn class_031(&self) -> ShieldClass {
        let raw = self.shield_term_031() + self.extra.raw_031();
        ShieldClass::from_raw(raw, self.incapacitated)
    }

    /// `player_shield_class(100, false)` under 0.34 (player.cc:2281-2325,
    /// `docs/rules/dcss-0.34.md` §6.1): the 0.31 shield term (an orb gives nothing), the
    /// other sources of [`ExtraSh`] without TSO's, Ephemeral Shield and parrying from
    /// `extras`, then halved by `MUT_RECKLESS`; 0 when incapacitated.
    pub fn class_034(&self, extras: &Extras034) -> ShieldClass034 {
        if self.incapacitated {
            return ShieldClass034::from_raw(0);
        }
        let mut raw = self.shield_term_031() + self.extra.raw_034(extras);
        if extras.reckless {
            raw /= 2;
        }
        ShieldClass034::from_raw(raw)
    }

    /// `_sh_from_shield` (0.31 and 0.34 alike): 0 for no shield or an orb.
    fn shield_term_031(&self) -> i32 {
        let Some(s) = self.shield.filter(|s| s.kind != ShieldKind::Orb) else {
            return 0;
        };
        let base = 2 * s.ac;
        base * 50
            + base * self.shields.scaled(5) / 2
            + self.plus * 200
            + self.shields.scaled(38)
            + 114
            + self.dex * 38 * (base + 13) / 26
    }

    /// `player_shield_class()` under 0.19 (player.cc:2350–2398,
    /// `docs/rules/dcss-0.19-shields.md` §1.2): the torso-size factor on the base,
    /// `min(skill(Shields,38), 114)`, and the Dex/Str stat term by shield kind.
    pub fn class_019(&self) -> ShieldClass {
        let mut raw = 0;
        if let Some(s) = self.shield.filter(|s| s.kind != ShieldKind::Orb) {
            let sf = (self.torso.index() - Size::Medium.index()) * s.kind.size_offset_019();
            let base = 2 * s.ac + sf;
            raw += base * 50;
            raw += base * self.shields.scaled(5) / 2;
            raw += 200 * self.plus;
            raw += self.shields.scaled(38) + self.shields.scaled(38).min(114);
            let stat = match s.kind {
                ShieldKind::Buckler | ShieldKind::Orb => 38 * self.dex,
                ShieldKind::Kite => 19 * self.dex + 19 * self.strength,
                ShieldKind::Tower => 12 * self.dex + 26 * self.strength,
            };
            raw += stat * (base + 13) / 26;
        }
        raw += self.extra.raw_019();
        ShieldClass::from_raw(raw, self.incapacitated)
    }
}
