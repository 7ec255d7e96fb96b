//! An attack spell as the reference vectors' `spells` give it: the caster's Int, skills and
//! gear, the spell, and what the vectors derive from them, checked when given
//! (`docs/rules/dcss-0.34-player-ranged.md` §5–§8).

use super::monster::MonsterNumbers;
use super::shot::stat;
use crate::dcss::data::{body_armour_in, shield};
use crate::dcss::player_attack::{AttackError, skill};
use crate::dcss::player_ranged::spell::power::{
    Caster, armour_spell_penalty, displayed_fail, power_percent,
};
use crate::dcss::player_ranged::spell::shown::{damage_string, spell_to_hit_percent};
use crate::dcss::player_ranged::spell::table::{
    AttackSpell, Delivery, School, attack_spell, spell_names,
};
use crate::dcss::player_ranged::spell::{SEARING_RAY_SHOTS, Sight, SpellAttack};
use crate::dcss::time::PlayerStatus;
use crate::limits::Limit;

/// Enhancers of the spell's schools, net of the opposite: −3 to 3 count.
pub const ENHANCERS: Limit = Limit::new("enhancers", -9, 9);
/// Wizardry sources.
pub const WIZARDRY: Limit = Limit::new("wizardry", 0, 9);
/// A mutation level (Wild Magic, Subdued Magic).
pub const MUTATION: Limit = Limit::new("wild_magic", 0, 3);
/// The cells the Orb of Destruction flies.
pub const ORB_DISTANCE: Limit = Limit::new("iood_distance", 1, 9);
/// A fixed spell power.
pub const POWER: Limit = Limit::new("power_override", 0, 200);
/// The Orb's full-damage distance, when none is given (§8.8).
pub const ORB_FULL_DISTANCE: i32 = 8;

/// Searing Ray's channel as the vectors record it (§8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Channel {
    /// Shots: 4.
    pub shots: u32,
    /// MP of each shot after the first: 1.
    pub extra_mp_per_shot_after_first: i32,
    /// MP of the whole channel: 5.
    pub total_mp: i32,
}

/// One attack spell at a monster as a scenario gives it
/// (`docs/rules/dcss-0.34-player-ranged.md` §5–§8): the caster and the spell; `mp`,
/// `spell_penalty` and `channel`, which the rules derive, are checked when given.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct SpellSpec {
    /// The spell by the game's name ("Stone Arrow").
    pub spell: String,
    /// Intelligence.
    pub int: i32,
    /// Strength (the armour's spell penalty).
    pub str: i32,
    /// Spellcasting.
    pub spellcasting: f64,
    /// Conjurations.
    pub conj: f64,
    /// Fire Magic.
    pub fire: f64,
    /// Ice Magic.
    pub ice: f64,
    /// Air Magic.
    pub air: f64,
    /// Earth Magic.
    pub earth: f64,
    /// Necromancy.
    pub necro: f64,
    /// Alchemy.
    pub alch: f64,
    /// Translocations.
    pub tloc: f64,
    /// Enhancers of the spell's schools (staves, egos, artefacts, archmagi), less
    /// the opposite: each ×1.5 power (at most 3), or ÷2.
    pub enhancers: i32,
    /// Wizardry sources (rings, Big Brain, artefacts).
    pub wizardry: i32,
    /// The body armour you wear.
    pub armour: Option<String>,
    /// Armour skill.
    pub armour_skill: f64,
    /// The shield you wear.
    pub shield: Option<String>,
    /// Shields skill.
    pub shields: f64,
    /// Wild Magic mutation level.
    pub wild_magic: i32,
    /// Subdued Magic mutation level.
    pub subdued_magic: i32,
    /// Inaccuracy levels: −5 to a beam's to-hit each.
    pub inaccuracy: i32,
    /// Hasted.
    pub haste: bool,
    /// Slowed.
    pub slow: bool,
    /// You see invisible.
    pub player_see_invis: bool,
    /// You have nightvision.
    pub player_nightvision: bool,
    /// You worship Vehumet: the spell's failure ×2/3.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "std::ops::Not::not"))]
    pub vehumet: bool,
    /// The cells the Orb of Destruction flies before it reaches the monster (8: full damage).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub iood_distance: Option<i32>,
    /// A power to use instead of the caster's.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub power_override: Option<i32>,
    /// `player_armour_shield_spell_penalty()`, derived: checked when given.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub spell_penalty: Option<i32>,
    /// The MP of a cast, derived: checked when given.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub mp: Option<i32>,
    /// Searing Ray's channel, derived: checked when given.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub channel: Option<Channel>,
}

impl Default for SpellSpec {
    fn default() -> Self {
        SpellSpec {
            spell: String::new(),
            int: 10,
            str: 10,
            spellcasting: 0.0,
            conj: 0.0,
            fire: 0.0,
            ice: 0.0,
            air: 0.0,
            earth: 0.0,
            necro: 0.0,
            alch: 0.0,
            tloc: 0.0,
            enhancers: 0,
            wizardry: 0,
            armour: None,
            armour_skill: 0.0,
            shield: None,
            shields: 0.0,
            wild_magic: 0,
            subdued_magic: 0,
            inaccuracy: 0,
            haste: false,
            slow: false,
            player_see_invis: false,
            player_nightvision: false,
            vehumet: false,
            iood_distance: None,
            power_override: None,
            spell_penalty: None,
            mp: None,
            channel: None,
        }
    }
}

/// A resolved spell scenario: the attack and what the game shows of the spell
/// (`docs/rules/dcss-0.34-player-ranged.md` §5, §11, §13).
#[derive(Clone, Debug, PartialEq)]
pub struct ResolvedSpell {
    /// The attack.
    pub attack: SpellAttack,
    /// The spell table's Power column, `power·100/cap`.
    pub power_percent: i32,
    /// The spell table's Failure column.
    pub displayed_fail: i32,
    /// The spell table's Damage column, whole.
    pub dump_damage: String,
    /// `player_armour_shield_spell_penalty()`.
    pub spell_penalty: i32,
    /// The targeting line's "N% to hit"; `None` for a spell that shows none.
    pub display_percent: Option<i32>,
}

fn check_derived(field: &'static str, given: Option<i32>, derived: i32) -> Result<(), AttackError> {
    match given {
        Some(g) if g != derived => Err(AttackError::invalid(
            field,
            format!("{g} disagrees with the {derived} the rules derive: allowed {derived} or null"),
        )),
        _ => Ok(()),
    }
}

impl SpellSpec {
    /// The spell, or the error naming `spell`.
    pub fn attack_spell(&self) -> Result<&'static AttackSpell, AttackError> {
        attack_spell(&self.spell).ok_or_else(|| {
            AttackError::invalid(
                "spell",
                format!(
                    "'{}' is not an attack spell these rules cover: allowed {}",
                    self.spell,
                    spell_names().join(", ")
                ),
            )
        })
    }

    /// The caster as power and failure read it; errors name the field.
    pub fn caster(&self) -> Result<Caster, AttackError> {
        let int = stat("int", self.int)?;
        let strength = stat("str", self.str)?;
        WIZARDRY.check(self.wizardry)?;
        MUTATION.check(self.wild_magic)?;
        Limit {
            field: "subdued_magic",
            ..MUTATION
        }
        .check(self.subdued_magic)?;
        let mut schools = [Default::default(); 11];
        for (school, field, level) in [
            (School::Conjurations, "conj", self.conj),
            (School::Fire, "fire", self.fire),
            (School::Ice, "ice", self.ice),
            (School::Air, "air", self.air),
            (School::Earth, "earth", self.earth),
            (School::Necromancy, "necro", self.necro),
            (School::Alchemy, "alch", self.alch),
            (School::Translocations, "tloc", self.tloc),
        ] {
            schools[school.index()] = skill(field, level)?;
        }
        let body = match &self.armour {
            None => None,
            Some(n) => body_armour_in(crate::dcss::player_ranged::RULES, n)
                .map_err(|e| AttackError::invalid("armour", e.to_string()))?,
        };
        let worn = match &self.shield {
            None => None,
            Some(n) => shield(n).map_err(|e| AttackError::invalid("shield", e.to_string()))?,
        };
        Ok(Caster {
            int,
            spellcasting: skill("spellcasting", self.spellcasting)?,
            schools,
            wild_magic: self.wild_magic,
            subdued_magic: self.subdued_magic,
            wizardry: self.wizardry,
            spell_penalty: armour_spell_penalty(
                body,
                skill("armour_skill", self.armour_skill)?,
                worn,
                skill("shields", self.shields)?,
                strength,
            ),
            vehumet: self.vehumet,
        })
    }

    /// Checks every field once and resolves the spell at `monster`; errors name the field
    /// (`docs/rules/dcss-0.34-player-ranged.md` §5–§8).
    pub fn resolve(&self, monster: &MonsterNumbers) -> Result<ResolvedSpell, AttackError> {
        let spell = self.attack_spell()?;
        let caster = self.caster()?;
        ENHANCERS.check(self.enhancers)?;
        super::shot::INACCURACY.check(self.inaccuracy)?;
        let power = match self.power_override {
            Some(p) => POWER.check(p)?,
            None => caster.power(spell.schools, spell.cap, self.enhancers),
        };
        let raw = caster.raw_fail(spell.schools, spell.level);
        let orb = match self.iood_distance {
            Some(d) if spell.delivery != Delivery::Orb => {
                return Err(AttackError::invalid(
                    "iood_distance",
                    format!(
                        "{d} is the Orb of Destruction's flight: allowed null for {}",
                        spell.name
                    ),
                ));
            }
            Some(d) => ORB_DISTANCE.check(d)?,
            None => ORB_FULL_DISTANCE,
        };
        check_derived("spell_penalty", self.spell_penalty, caster.spell_penalty)?;
        check_derived("mp", self.mp, spell.level)?;
        if let Some(c) = self.channel {
            let want = Channel {
                shots: SEARING_RAY_SHOTS,
                extra_mp_per_shot_after_first: 1,
                total_mp: spell.level + SEARING_RAY_SHOTS as i32 - 1,
            };
            if spell.delivery != Delivery::SearingRay || c != want {
                return Err(AttackError::invalid(
                    "channel",
                    "only Searing Ray channels, 4 shots for 5 MP: allowed that or null",
                ));
            }
        }
        let target = monster.target(self.player_nightvision)?;
        let sight = Sight {
            inaccuracy: self.inaccuracy,
            see_invisible: self.player_see_invis,
        };
        let status = PlayerStatus {
            hasted: self.haste,
            slowed: self.slow,
            ..PlayerStatus::default()
        };
        let attack = SpellAttack::new(spell, power, raw, &target, sight, orb, status);
        let display_percent = attack.to_hit.and_then(|hit| {
            let light = i32::from(target.backlit) * 5 - i32::from(target.umbra) * 3;
            spell_to_hit_percent(hit + light, target.missile_ev())
        });
        Ok(ResolvedSpell {
            power_percent: power_percent(power, spell.cap),
            displayed_fail: displayed_fail(raw),
            dump_damage: damage_string(spell, power),
            spell_penalty: caster.spell_penalty,
            display_percent,
            attack,
        })
    }
}
