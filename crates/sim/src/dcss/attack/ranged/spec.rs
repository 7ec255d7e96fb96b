//! The ranged `attack` scenario: a shot or throw (the reference vectors' `shots` fields) or
//! an attack spell (their `spells` fields), at a monster given by its numbers (`monster_*`,
//! as the vectors give it) or by name with its gear (`monster`)
//! (`docs/rules/dcss-0.34-player-ranged.md` §2–§8).

use mechanics::dcss::opponent::{MonsterSpec, Opponent};
use mechanics::dcss::player_ranged::named::ranged_target;
use mechanics::dcss::player_ranged::spec::is_monster_key;
use mechanics::dcss::player_ranged::{
    MonsterNumbers, RangedTarget, ResolvedSpell, Shot, ShotSpec, SpellSpec,
};
use mechanics::dcss::rules::RuleSet;
use serde::de::Error as _;
use serde_json::{Map, Value};

use crate::error::InputError;

/// The player's side of a ranged attack.
#[derive(Clone, Debug, PartialEq)]
pub enum RangedOffenceSpec {
    /// A shot from a launcher, or a throw.
    Shot(ShotSpec),
    /// An attack spell.
    Spell(SpellSpec),
}

/// The monster a ranged attack meets.
#[derive(Clone, Debug, PartialEq)]
pub enum RangedMonster {
    /// By its numbers after its gear (`monster_ev`, `monster_ac`, ...); `monster` a label.
    Numbers(MonsterNumbers),
    /// By name with its gear: its EV, AC and shield from the 0.34 tables, its
    /// resistances, and its HP law for the kill odds.
    Named(MonsterSpec),
}

/// A ranged attack scenario's object, without the simulator's own fields.
#[derive(Clone, Debug, PartialEq)]
pub struct RangedAttackSpec {
    /// The shot or the spell.
    pub offence: RangedOffenceSpec,
    /// The monster.
    pub monster: RangedMonster,
}

/// Whether an attack object describes a ranged attack: it names an `item` or a `spell`.
pub fn is_ranged(map: &Map<String, Value>) -> bool {
    map.contains_key("item") || map.contains_key("spell")
}

fn strict<T: serde::de::DeserializeOwned, E: serde::de::Error>(
    map: Map<String, Value>,
    what: &str,
    extra: &[&str],
) -> Result<T, E> {
    serde_json::from_value(Value::Object(map)).map_err(|e| {
        let text = e.to_string();
        E::custom(match text.find(", expected one of") {
            Some(at) if text.starts_with("unknown field") => format!(
                "{}, expected one of {what}'s fields, a monster_* field or {}",
                &text[..at],
                extra.join(", ")
            ),
            _ => text,
        })
    })
}

impl RangedAttackSpec {
    /// Reads the object's ranged fields (the simulator's own taken out already): the
    /// `monster_*` numbers, or `monster` by name (a string) or with its gear (an object).
    pub fn from_map<E: serde::de::Error>(
        map: Map<String, Value>,
        extra: &[&str],
    ) -> Result<Self, E> {
        let (monster_map, rest): (Map<String, Value>, Map<String, Value>) =
            map.into_iter().partition(|(k, _)| is_monster_key(k));
        let numbered = monster_map.keys().any(|k| k != "monster");
        let monster = match monster_map.get("monster") {
            Some(Value::Object(o)) => {
                if numbered {
                    return Err(E::custom(
                        "monster: a monster with its gear takes no monster_* numbers; give \
                         one or the other",
                    ));
                }
                RangedMonster::Named(strict(o.clone(), "the monster", &[])?)
            }
            Some(Value::String(name)) if !numbered => RangedMonster::Named(MonsterSpec {
                name: name.clone(),
                ..MonsterSpec::default()
            }),
            _ => RangedMonster::Numbers(strict(monster_map, "the monster", &[])?),
        };
        let offence = if rest.contains_key("item") {
            RangedOffenceSpec::Shot(strict(rest, "a shot", extra)?)
        } else {
            RangedOffenceSpec::Spell(strict(rest, "a spell", extra)?)
        };
        Ok(RangedAttackSpec { offence, monster })
    }

    /// The object's fields, as scenario files write them.
    pub fn to_map(&self) -> Result<Map<String, Value>, serde_json::Error> {
        let mut map = match &self.offence {
            RangedOffenceSpec::Shot(s) => serde_json::to_value(s)?,
            RangedOffenceSpec::Spell(s) => serde_json::to_value(s)?,
        };
        let monster = match &self.monster {
            RangedMonster::Numbers(n) => serde_json::to_value(n)?,
            RangedMonster::Named(m) => serde_json::json!({ "monster": m }),
        };
        if let (Value::Object(to), Value::Object(from)) = (&mut map, monster) {
            to.extend(from);
        }
        match map {
            Value::Object(m) => Ok(m),
            _ => Err(serde_json::Error::custom("a ranged attack is an object")),
        }
    }
}

/// A resolved ranged attack.
#[derive(Clone, Debug, PartialEq)]
pub enum RangedResolved {
    /// A shot or a throw.
    Shot(Box<Shot>),
    /// An attack spell.
    Spell(Box<ResolvedSpell>),
}

/// A resolved ranged attack scenario.
#[derive(Clone, Debug)]
pub struct RangedSetup {
    /// The shot or the spell.
    pub resolved: RangedResolved,
    /// The monster as the attack meets it.
    pub target: RangedTarget,
    /// The named monster, with its HP law.
    pub opponent: Option<Opponent>,
    /// What was read or assumed, one sentence each.
    pub notes: Vec<String>,
}

impl RangedAttackSpec {
    /// Checks every field once and resolves the attack under 0.34.1; errors name the field as
    /// the scenario spells it (`monster.name` for a named monster's).
    pub fn resolve(&self, rules: RuleSet) -> Result<RangedSetup, InputError> {
        if !rules.release().player_ranged_modelled {
            return Err(InputError::invalid(
                "rules",
                format!(
                    "{rules}: your shots and spells are modelled under dcss-0.34 only \
                     (the 0.31 differences are in the rule book, not in the code): allowed \
                     dcss-0.34"
                ),
            ));
        }
        let (numbers, opponent, mut notes) = match &self.monster {
            RangedMonster::Numbers(n) => (n.clone(), None, Vec::new()),
            RangedMonster::Named(m) => {
                let o = m.resolve_in(rules).map_err(|e| {
                    InputError::invalid(format!("monster.{}", e.field()), e.to_string())
                })?;
                let numbers = MonsterNumbers::of_target(&ranged_target(&o), &o.monster.name);
                (numbers, Some(o), vec![named_note(m)])
            }
        };
        let err = |e: mechanics::dcss::player_attack::AttackError| {
            InputError::invalid(e.field(), e.to_string())
        };
        let resolved = match &self.offence {
            RangedOffenceSpec::Shot(s) => {
                RangedResolved::Shot(Box::new(s.resolve(&numbers).map_err(err)?))
            }
            RangedOffenceSpec::Spell(s) => {
                let r = s.resolve(&numbers).map_err(err)?;
                if r.attack.spell.name == "Kiss of Death" {
                    notes.push("Kiss of Death drains you a level on every cast".into());
                }
                RangedResolved::Spell(Box::new(r))
            }
        };
        let nightvision = match &self.offence {
            RangedOffenceSpec::Shot(s) => s.player_nightvision,
            RangedOffenceSpec::Spell(s) => s.player_nightvision,
        };
        let target = numbers
            .target(nightvision)
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
        Ok(RangedSetup {
            resolved,
            target,
            opponent,
            notes,
        })
    }
}

fn named_note(m: &MonsterSpec) -> String {
    if m.armour.is_none() && m.shield.is_none() {
        format!(
            "{} wears no armour or shield here: give its armour and shield for the gear it \
             was placed with; its resistances are its class's 0.34.1 levels",
            m.name
        )
    } else {
        format!(
            "{}'s resistances are its class's 0.34.1 levels, its gear's not added",
            m.name
        )
    }
}
