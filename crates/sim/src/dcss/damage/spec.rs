//! The `damage` scenario: an attack's damage, the player's AC (a number or a build), and for
//! the rounds survived the odds of landing, the attacks per round and the HP; resolved into
//! the rules, every value checked once (`docs/rules/dcss-0.31-damage.md` §1, §2, §6).

use mechanics::dcss::damage::ac::PLAYER_AC;
use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, MeleeDamage034, Modifiers034, RoundAttack, WeaponDamage,
    gdr_percent, landed_damage_dist, landed_damage_dist_034, player_ac, player_ac_034,
    player_max_hp, roll_landed, roll_landed_034,
};
use mechanics::dcss::defender::DefenderHundredths;
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::{PlayerNumbers, RuleSet};
use mechanics::dcss::weapons;
use mechanics::limits::Limit;
use rand::Rng;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::result::DamageDerived;
use crate::dcss::AcDrawn;
use crate::dcss::input::DefenderSpec;
use crate::dcss::rules::in_force;
use crate::error::InputError;

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Rounds `p_dead_within_rounds` covers by default.
pub const DEFAULT_ROUNDS: u32 = 10;

/// The rounds `--rounds` allows.
pub const ROUNDS: Limit = Limit::new("rounds", 1, 1000);

/// Attacks per round `--attacks` allows.
pub const ATTACKS: Limit = Limit::new("attacks", 1, Fight::MAX_ATTACKS as i64);

/// A `damage` scenario (`docs/rules/dcss-0.31-damage.md`).
#[derive(Clone, Debug, PartialEq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DamageSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34". Default: a character dump's own
    /// release, else the environment's `ROGUESIM_RULES`, else dcss-0.34.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// A, the attack's damage (`mon-data.h`).
    pub attack_damage: i32,
    /// The monster's melee weapon, if the attack uses one ("giant club").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The weapon's enchantment plus slaying.
    #[serde(default, skip_serializing_if = "is_default")]
    pub weapon_plus: i32,
    /// The weapon has the heavy brand.
    #[serde(default, skip_serializing_if = "is_default")]
    pub heavy: bool,
    /// Might, berserk, idealised, weak, stab, cleave.
    #[serde(default, skip_serializing_if = "is_default")]
    pub modifiers: DamageModifiers,
    /// The multipliers dcss-0.34 added: Tempered, Touch of Beogh, a Bane of Multiplicity
    /// figment (`dcss-0.34.md` §D1.5); refused under dcss-0.31.
    #[serde(default, skip_serializing_if = "is_default")]
    pub modifiers_034: Modifiers034,
    /// The player's AC as a number, instead of a defender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// The player's AC ×100 as dcss-0.34 keeps it (`armour_class_scaled(100)`), instead of
    /// `ac` or a defender (`dcss-0.34.md` §D3.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
    /// The player: a build or a character dump, whose AC (and max HP) is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<DefenderSpec>,
    /// P(an attack lands), for the rounds survived.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p_land: Option<f64>,
    /// Attacks per round, for the rounds survived (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacks: Option<u32>,
    /// HP at the start (default: a defender's max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Rounds `p_dead_within_rounds` covers (default 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
}

/// A resolved damage scenario.
pub(super) struct Setup {
    pub(super) rules: RuleSet,
    pub(super) damage: MeleeDamage034,
    pub(super) ac: Hundredths,
    pub(super) fight: Option<(Fight, u32)>,
    pub(super) derived: DamageDerived,
}

impl Setup {
    /// `P(damage = i)` of a landed attack after the player's AC under the rule set
    /// (`dcss-0.31-damage.md` §2.3, `dcss-0.34.md` §D2.3).
    pub(super) fn landed(&self) -> Vec<f64> {
        match self.rules.release().player_numbers {
            PlayerNumbers::Whole => landed_damage_dist(&self.damage.damage, self.ac.floor()),
            PlayerNumbers::Hundredths => landed_damage_dist_034(&self.damage, self.ac),
        }
    }

    /// One landed attack's damage after AC, in the game's order.
    #[inline]
    pub(super) fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match self.rules.release().player_numbers {
            PlayerNumbers::Whole => roll_landed(rng, &self.damage.damage, self.ac.floor()),
            PlayerNumbers::Hundredths => roll_landed_034(rng, &self.damage, self.ac),
        }
    }
}

impl DamageSpec {
    /// The rule set the scenario runs under: its `rules`, else its defender's dump's
    /// release, else the environment's, else the default.
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        match &self.defender {
            Some(d) => d.rule_set(self.rules),
            None => in_force(self.rules),
        }
    }

    pub(super) fn resolve(&self) -> Result<Setup, InputError> {
        let rules = self.rule_set()?;
        if rules == RuleSet::Dcss031 {
            for (field, given) in [
                (
                    "modifiers_034",
                    self.modifiers_034 != Modifiers034::default(),
                ),
                ("ac_x100", self.ac_x100.is_some()),
            ] {
                if given {
                    return Err(InputError::invalid(
                        field,
                        "is a dcss-0.34 input (dcss-0.31 has no such term): give it with rules \
                         dcss-0.34",
                    ));
                }
            }
        }
        let weapon = match &self.weapon {
            Some(name) => {
                let w = weapons::find_in(rules, name)
                    .map_err(|e| InputError::invalid("weapon", e.to_string()))?;
                Some(WeaponDamage {
                    base: w.damage,
                    plus: self.weapon_plus,
                    heavy: self.heavy,
                })
            }
            None => {
                for (field, given) in [
                    ("weapon_plus", self.weapon_plus != 0),
                    ("heavy", self.heavy),
                ] {
                    if given {
                        return Err(InputError::invalid(field, "give it with a weapon"));
                    }
                }
                None
            }
        };
        let damage = MeleeDamage::new(self.attack_damage, weapon, self.modifiers)
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
        let given_ac = match (self.ac, self.ac_x100) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "ac_x100",
                    "give either ac (whole) or ac_x100, not both",
                ));
            }
            (Some(ac), None) => Some(Hundredths::whole(
                PLAYER_AC.check(ac).map_err(|e| InputError::at("ac", e))?,
            )),
            (None, Some(x100)) => Some(Hundredths(
                DefenderHundredths::AC_X100
                    .check(x100)
                    .map_err(|e| InputError::at("ac_x100", e))?,
            )),
            (None, None) => None,
        };
        let (ac, max_hp) = match (&self.defender, given_ac) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    if self.ac.is_some() { "ac" } else { "ac_x100" },
                    "give either ac or a defender, not both",
                ));
            }
            (None, None) => {
                return Err(InputError::invalid(
                    "ac",
                    "give the player's AC, a build (species with dex and str) or a character dump",
                ));
            }
            (None, Some(ac)) => (ac, None),
            (Some(d), None) => {
                let build = d.build_under(rules).map_err(|e| e.within("defender"))?;
                let ac = match rules.release().player_numbers {
                    PlayerNumbers::Whole => player_ac(&build).map(|a| Hundredths::whole(a.ac)),
                    PlayerNumbers::Hundredths => player_ac_034(&build).map(|a| a.hundredths()),
                };
                let ac = ac.map_err(|e| {
                    InputError::invalid(format!("defender.{}", e.field()), e.to_string())
                })?;
                (ac, player_max_hp(&build).ok())
            }
        };
        let wants_fight = self.p_land.is_some() || self.attacks.is_some() || self.hp.is_some();
        let fight = if wants_fight {
            let p_land = self.p_land.ok_or_else(|| {
                InputError::invalid("p_land", "give the chance an attack lands, 0 to 1")
            })?;
            let attacks = ATTACKS
                .check(self.attacks.unwrap_or(1))
                .map_err(|e| InputError::at("attacks", e))?;
            let hp = self.hp.or(max_hp).ok_or_else(|| {
                InputError::invalid(
                    "hp",
                    "give the HP at the start (or a build, whose max HP is used)",
                )
            })?;
            let rounds = ROUNDS
                .check(self.rounds.unwrap_or(DEFAULT_ROUNDS))
                .map_err(|e| InputError::at("rounds", e))?;
            let slots = vec![RoundAttack { damage, p_land }; attacks as usize];
            let fight = match rules.release().player_numbers {
                PlayerNumbers::Whole => Fight::new(slots, ac.floor(), hp),
                PlayerNumbers::Hundredths => Fight::new_034(slots, self.modifiers_034, ac, hp),
            }
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
            Some((fight, rounds))
        } else {
            if self.rounds.is_some() {
                return Err(InputError::invalid(
                    "rounds",
                    "give it with p_land, attacks and hp",
                ));
            }
            None
        };
        let whole = (!rules.rounds_at_random()).then_some(ac.floor());
        let derived = DamageDerived {
            ac: whole,
            gdr_percent: whole.map(gdr_percent),
            drawn_ac: rules.rounds_at_random().then(|| AcDrawn::of(ac)),
            weapon_damage: weapon.map(|w| w.base),
            displayed_max_damage: damage.displayed_max(),
            true_max_damage: damage.true_max(),
            hp: fight.as_ref().map(|_| self.hp.or(max_hp).unwrap_or(0)),
            attacks: fight.as_ref().map(|_| self.attacks.unwrap_or(1)),
            p_land: fight.as_ref().and(self.p_land),
            character_notes: self
                .defender
                .as_ref()
                .map_or_else(Vec::new, |d| d.reading_notes(rules)),
        };
        Ok(Setup {
            rules,
            damage: MeleeDamage034 {
                damage,
                extra: self.modifiers_034,
            },
            ac,
            fight,
            derived,
        })
    }
}
