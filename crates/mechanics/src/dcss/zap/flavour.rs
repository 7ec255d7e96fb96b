//! A beam's flavour: how AC reduces it and which of the player's resistances cuts it, and by
//! how much, under each release (`bolt::apply_AC`, beam.cc:4194-4210 at 0.31.0, 4588-4603 at
//! 0.34.1; `check_your_resists`, ouch.cc; `resist_adjust_damage`, fight.cc;
//! `docs/rules/dcss-0.31-ranged.md` §3.6, `docs/rules/dcss-0.34-ranged.md` §3.6).
//!
//! One description serves both releases: 0.34.1 looks the AC rule and the "boolean" step up by
//! the flavour's resistance class ([`Flavour::resist_class`]), which sends stunning burst to
//! electricity; 0.31.0 looks them up by the flavour itself.

use crate::dcss::damage::AcType;
use crate::dcss::rules::{ResistClasses, RuleSet};
use crate::dist::Dist;
use crate::limits::Limit;

/// The flavours of the damaging beams the rules model (`beam_type`, beam-type.h;
/// `docs/rules/dcss-0.31-ranged.md` §3.2, §3.6, `docs/rules/dcss-0.34-ranged.md` §3.2, §3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub enum Flavour {
    /// `BEAM_MMISSILE`: plain damage, nothing resists it.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_MMISSILE"))]
    Mmissile,
    /// `BEAM_FIRE`: rF.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_FIRE"))]
    Fire,
    /// `BEAM_COLD`: rC.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_COLD"))]
    Cold,
    /// `BEAM_ICE`: rC on half the damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_ICE"))]
    Ice,
    /// `BEAM_LAVA`: rF on half the damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_LAVA"))]
    Lava,
    /// `BEAM_ELECTRICITY`: rElec, half AC, never blocked.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_ELECTRICITY"))]
    Electricity,
    /// `BEAM_STUN_BOLT` (stunning burst): rElec, normal AC.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_STUN_BOLT"))]
    StunBolt,
    /// `BEAM_NEG`: rN.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_NEG"))]
    Neg,
    /// `BEAM_ACID`: rCorr.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_ACID"))]
    Acid,
    /// `BEAM_POISON`: rPois.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_POISON"))]
    Poison,
    /// `BEAM_POISON_ARROW`: rPois on 70 % of the damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_POISON_ARROW"))]
    PoisonArrow,
    /// `BEAM_HOLY`: holy resistance.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_HOLY"))]
    Holy,
    /// `BEAM_STEAM`: steam resistance.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_STEAM"))]
    Steam,
    /// `BEAM_WATER`: drowning resistance on half the damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_WATER"))]
    Water,
    /// `BEAM_MIASMA`: none at all with rRot.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_MIASMA"))]
    Miasma,
    /// `BEAM_FRAG`: triple AC, nothing resists it.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_FRAG"))]
    Frag,
    /// `BEAM_DAMNATION`: no AC and no resistance.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_DAMNATION"))]
    Damnation,
    /// `BEAM_CRYSTAL` (0.31's crystal bolt): nothing resists it.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_CRYSTAL"))]
    Crystal,
    /// `BEAM_CRYSTALLISING` (0.34's crystallising shot): nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_CRYSTALLISING"))]
    Crystallising,
    /// `BEAM_BOLAS` (0.34's thrown bolas): nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_BOLAS"))]
    Bolas,
    /// `BEAM_UMBRAL_TORCHLIGHT` (0.34's hurled torchlight): 0 to a follower of Yredelemnul or
    /// a player who is not natural, demonic or holy, which is not modelled; else unresisted.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_UMBRAL_TORCHLIGHT"))]
    UmbralTorchlight,
    /// `BEAM_WARPING` (0.34's wand of warping): nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_WARPING"))]
    Warping,
    /// `BEAM_LIGHT`: nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_LIGHT"))]
    Light,
    /// `BEAM_DEVASTATION`: nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_DEVASTATION"))]
    Devastation,
    /// `BEAM_PETRIFYING_CLOUD`: nothing resists its damage.
    #[cfg_attr(feature = "serde", serde(rename = "BEAM_PETRIFYING_CLOUD"))]
    PetrifyingCloud,
}

/// Every flavour with its game id (`docs/rules/dcss-0.31-ranged.md` §3.6,
/// `docs/rules/dcss-0.34-ranged.md` §3.6).
pub const FLAVOUR_IDS: [(Flavour, &str); 25] = [
    (Flavour::Mmissile, "BEAM_MMISSILE"),
    (Flavour::Fire, "BEAM_FIRE"),
    (Flavour::Cold, "BEAM_COLD"),
    (Flavour::Ice, "BEAM_ICE"),
    (Flavour::Lava, "BEAM_LAVA"),
    (Flavour::Electricity, "BEAM_ELECTRICITY"),
    (Flavour::StunBolt, "BEAM_STUN_BOLT"),
    (Flavour::Neg, "BEAM_NEG"),
    (Flavour::Acid, "BEAM_ACID"),
    (Flavour::Poison, "BEAM_POISON"),
    (Flavour::PoisonArrow, "BEAM_POISON_ARROW"),
    (Flavour::Holy, "BEAM_HOLY"),
    (Flavour::Steam, "BEAM_STEAM"),
    (Flavour::Water, "BEAM_WATER"),
    (Flavour::Miasma, "BEAM_MIASMA"),
    (Flavour::Frag, "BEAM_FRAG"),
    (Flavour::Damnation, "BEAM_DAMNATION"),
    (Flavour::Crystal, "BEAM_CRYSTAL"),
    (Flavour::Crystallising, "BEAM_CRYSTALLISING"),
    (Flavour::Bolas, "BEAM_BOLAS"),
    (Flavour::UmbralTorchlight, "BEAM_UMBRAL_TORCHLIGHT"),
    (Flavour::Warping, "BEAM_WARPING"),
    (Flavour::Light, "BEAM_LIGHT"),
    (Flavour::Devastation, "BEAM_DEVASTATION"),
    (Flavour::PetrifyingCloud, "BEAM_PETRIFYING_CLOUD"),
];

/// The resistance levels a flavour's resistance takes: −1 (vulnerable) to 3, as the vectors
/// give them (`docs/rules/dcss-0.31-ranged.md` §3.6).
const LEVELS: Limit = Limit::new("resist", -1, 3);
/// rRot against miasma is all or nothing: 0 or 1.
const ROT: Limit = Limit::new("resist", 0, 1);
/// A flavour nothing resists takes only level 0.
const NONE: Limit = Limit::new("resist", 0, 0);

impl Flavour {
    /// The flavour with the game's id `BEAM_...`.
    pub fn from_id(id: &str) -> Option<Flavour> {
        FLAVOUR_IDS.iter().find(|(_, s)| *s == id).map(|(f, _)| *f)
    }

    /// The game's id, e.g. `"BEAM_FIRE"`.
    pub fn id(self) -> &'static str {
        FLAVOUR_IDS
            .iter()
            .find(|(f, _)| *f == self)
            .map_or("BEAM_NONE", |(_, s)| s)
    }

    /// The flavour whose resistance class this one belongs to under `rules`
    /// (`get_beam_resist_type`, `docs/rules/dcss-0.34-ranged.md` §3.6): at 0.34.1 lava to
    /// fire, ice to cold, stunning burst to electricity and poison arrow to poison; at 0.31.0
    /// every flavour is its own class.
    pub fn resist_class(self, rules: RuleSet) -> Flavour {
        match (rules.release().resist_classes, self) {
            (ResistClasses::PerFlavour, f) => f,
            (ResistClasses::Merged, Flavour::Lava) => Flavour::Fire,
            (ResistClasses::Merged, Flavour::Ice) => Flavour::Cold,
            (ResistClasses::Merged, Flavour::StunBolt) => Flavour::Electricity,
            (ResistClasses::Merged, Flavour::PoisonArrow) => Flavour::Poison,
            (ResistClasses::Merged, f) => f,
        }
    }

    /// How AC reduces the beam under `rules` (`bolt::apply_AC`,
    /// `docs/rules/dcss-0.31-ranged.md` §3.6, `docs/rules/dcss-0.34-ranged.md` §3.6): none for
    /// damnation, half the roll for the electricity class (at 0.34.1 stunning burst too),
    /// three rolls for fragments, else the normal roll; beams get no GDR.
    pub fn ac_rule(self, rules: RuleSet) -> AcType {
        match self.resist_class(rules) {
            Flavour::Damnation => AcType::None,
            Flavour::Electricity => AcType::Half,
            Flavour::Frag => AcType::Triple,
            _ => AcType::Normal,
        }
    }

    /// The levels the player's resistance to this flavour can take
    /// (`docs/rules/dcss-0.31-ranged.md` §3.6): −1 to 3 for a resisted flavour, 0 to 1 for
    /// miasma (rRot), only 0 for a flavour nothing resists.
    pub fn resist_limit(self) -> Limit {
        match self {
            Flavour::Miasma => ROT,
            f if f.resistible_percent().is_some() => LEVELS,
            _ => NONE,
        }
    }

    /// The percentage of the damage a resistance can cut (`get_resistible_fraction`, on the
    /// flavour itself in both releases), or `None` when `resist_adjust_damage` is not applied
    /// to the flavour (`check_your_resists`).
    fn resistible_percent(self) -> Option<i32> {
        match self {
            Flavour::Water | Flavour::Ice | Flavour::Lava => Some(50),
            Flavour::PoisonArrow => Some(70),
            Flavour::Fire
            | Flavour::Cold
            | Flavour::Electricity
            | Flavour::StunBolt
            | Flavour::Neg
            | Flavour::Acid
            | Flavour::Poison
            | Flavour::Holy
            | Flavour::Steam => Some(100),
            _ => None,
        }
    }

    /// A "boolean" resistance for damage: one more divisor step (`is_boolean_resist`), asked
    /// of the resistance class.
    fn boolean(self) -> bool {
        matches!(
            self,
            Flavour::Electricity | Flavour::Water | Flavour::Poison | Flavour::PoisonArrow
        )
    }

    /// Level 3 (or more) makes the player immune to the resistible part
    /// (fight.cc:656-666): negative energy, holy, poison and poison arrow.
    fn immune_at_3(self) -> bool {
        matches!(
            self,
            Flavour::Neg | Flavour::Holy | Flavour::Poison | Flavour::PoisonArrow
        )
    }

    /// The damage the player takes under `rules` after a resistance of level `level`
    /// (`check_your_resists` → `resist_adjust_damage`, player branch,
    /// `docs/rules/dcss-0.31-ranged.md` §3.6, `docs/rules/dcss-0.34-ranged.md` §3.6): the
    /// resistible fraction is the flavour's, the "boolean" step and the immunity at level 3
    /// the resistance class's. Takes `level` inside [`Flavour::resist_limit`].
    pub fn resist(self, rules: RuleSet, damage: i32, level: i32) -> i32 {
        if self == Flavour::Miasma {
            return if level > 0 { 0 } else { damage };
        }
        let Some(percent) = self.resistible_percent() else {
            return damage;
        };
        if level == 0 {
            return damage;
        }
        let class = self.resist_class(rules);
        let mut resistible = damage * percent / 100;
        let irresistible = damage - resistible;
        if level > 0 {
            if class.immune_at_3() && level >= 3 || level > 3 {
                resistible = 0;
            } else if class == Flavour::Neg {
                resistible /= level * 2;
            } else {
                resistible /= (3 * level + 1) / 2 + i32::from(class.boolean());
            }
        } else {
            resistible = resistible * 15 / 10;
        }
        (resistible + irresistible).max(0)
    }

    /// The law of the damage after the resistance under `rules`, for a damage law `damage`
    /// (`docs/rules/dcss-0.31-ranged.md` §3.6).
    pub fn resist_dist(self, rules: RuleSet, damage: &Dist, level: i32) -> Dist {
        damage.map(|d| self.resist(rules, d, level))
    }
}
