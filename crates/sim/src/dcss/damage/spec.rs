//! The `damage` scenario: an attack's damage, the player's AC (a number or a build), and for
//! the rounds survived the odds of landing, the attacks per round and the HP; resolved into
//! the rules, every value checked once (`docs/rules/dcss-0.31-damage.md` §1, §2, §6).

use mechanics::dcss::damage::ac::PLAYER_AC;
use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, RoundAttack, WeaponDamage, gdr_percent, player_ac,
    player_max_hp,
};
use mechanics::dcss::weapons;
use mechanics::limits::Limit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::result::DamageDerived;
use crate::dcss::input::DefenderSpec;
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
    /// The player's AC as a number, instead of a defender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
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
    pub(super) damage: MeleeDamage,
    pub(super) ac: i32,
    pub(super) fight: Option<(Fight, u32)>,
    pub(super) derived: DamageDerived,
}

impl DamageSpec {
    pub(super) fn resolve(&self) -> Result<Setup, InputError> {
        let weapon = match &self.weapon {
            Some(name) => {
                let w = weapons::find(name)
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
        let (ac, max_hp) = match (&self.defender, self.ac) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "ac",
                    "give either ac or a defender, not both",
                ));
            }
            (None, None) => {
                return Err(InputError::invalid(
                    "ac",
                    "give the player's AC, a build (species with dex and str) or a character dump",
                ));
            }
            (None, Some(ac)) => (
                PLAYER_AC.check(ac).map_err(|e| InputError::at("ac", e))?,
                None,
            ),
            (Some(d), None) => {
                let build = d
                    .effective()
                    .and_then(|d| d.build())
                    .map_err(|e| e.within("defender"))?;
                let ac = player_ac(&build).map_err(|e| {
                    InputError::invalid(format!("defender.{}", e.field()), e.to_string())
                })?;
                (ac.ac, player_max_hp(&build).ok())
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
            let fight = Fight::new(
                vec![RoundAttack { damage, p_land }; attacks as usize],
                ac,
                hp,
            )
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
        let derived = DamageDerived {
            ac,
            gdr_percent: gdr_percent(ac),
            weapon_damage: weapon.map(|w| w.base),
            displayed_max_damage: damage.displayed_max(),
            true_max_damage: damage.true_max(),
            hp: fight.as_ref().map(|_| self.hp.or(max_hp).unwrap_or(0)),
            attacks: fight.as_ref().map(|_| self.attacks.unwrap_or(1)),
            p_land: fight.as_ref().and(self.p_land),
        };
        Ok(Setup {
            damage,
            ac,
            fight,
            derived,
        })
    }
}
