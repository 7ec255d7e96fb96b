//! The `attack` scenario: the reference vectors' fields of one player attack, flat
//! ([`AttackSpec`]), with three optional fields of the simulator's: the rule set, a character
//! dump to read the player from, and how many attacks the kill odds run to
//! (`docs/rules/dcss-0.31-player-attack.md` §2–§7, §11).
//!
//! An object that names an `item` (a launcher or a missile) or a `spell` is a ranged attack
//! instead, read by [`RangedAttackSpec`] (`docs/rules/dcss-0.34-player-ranged.md`).
//!
//! Serde cannot combine `flatten` with `deny_unknown_fields`, so the object is read by hand:
//! the simulator's fields are taken out and the rest must be an [`AttackSpec`] (or a ranged
//! attack's fields), which refuses any other field by name.

use std::sync::Arc;

use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::{AttackSpec, ResolvedAttack};
use mechanics::dcss::player_ranged::{MonsterNumbers, ShotSpec, SpellSpec};
use mechanics::dcss::rules::RuleSet;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::ranged::{RangedAttackSpec, RangedMonster, RangedOffenceSpec, RangedSetup, is_ranged};
use crate::dcss::character::CharacterDump;
use crate::dcss::character::rules_with;
use crate::dcss::input::DefenderSpec;
use crate::dcss::offence::{OffenceSpec, refuse_missing_034, wielder};
use crate::error::InputError;
use mechanics::limits::Limit;

/// The attacks `p_killed_within_attacks` covers by default.
pub const DEFAULT_ATTACKS: u32 = 30;

/// The attacks it may cover.
pub const ATTACKS: Limit = Limit::new("attacks", 1, 1000);

/// An `attack` scenario: one attack of the player on a monster.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AttackScenario {
    /// The attack: the player (stats, skills, weapon, statuses) and the monster (by its
    /// numbers, or named with its gear under `monster`).
    pub attack: AttackSpec,
    /// A shot, a throw or a spell instead of the melee attack.
    pub ranged: Option<RangedAttackSpec>,
    /// The rule set: "dcss-0.31" or "dcss-0.34" (default: a character dump's own release,
    /// else `ROGUESIM_RULES`, else the default rule set).
    pub rules: Option<RuleSet>,
    /// A character dump whose stats, skills, weapon and shield are the player's; the player
    /// fields other than the statuses (might, weak, confused, finesse, haste, berserk, slow)
    /// and slaying stay unset beside it.
    pub character: Option<String>,
    /// How many attacks `p_killed_within_attacks` covers (default 30).
    pub attacks: Option<u32>,
    /// The dump `character` names, read once before the scenario resolves; never written.
    pub dump: Option<Arc<CharacterDump>>,
}

/// The simulator's own fields, as they are written beside the attack's.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Extra {
    /// The rule set: "dcss-0.31" or "dcss-0.34" (default: a character dump's own release,
    /// else `ROGUESIM_RULES`, else the default rule set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<RuleSet>,
    /// A DCSS character dump (morgue file) whose stats, skills, weapon and shield are the
    /// player's; a relative path in a scenario file is relative to the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    character: Option<String>,
    /// How many attacks `p_killed_within_attacks` covers, 1–1000 (default 30).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    attacks: Option<u32>,
}

const EXTRA: [&str; 3] = ["rules", "character", "attacks"];

impl Serialize for AttackScenario {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = match &self.ranged {
            Some(r) => r.to_map().map_err(serde::ser::Error::custom)?,
            None => match serde_json::to_value(&self.attack).map_err(serde::ser::Error::custom)? {
                Value::Object(m) => m,
                _ => Map::new(),
            },
        };
        let extra = Extra {
            rules: self.rules,
            character: self.character.clone(),
            attacks: self.attacks,
        };
        if let Value::Object(m) = serde_json::to_value(&extra).map_err(serde::ser::Error::custom)? {
            map.extend(m);
        }
        map.serialize(s)
    }
}

impl<'de> Deserialize<'de> for AttackScenario {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut map = Map::<String, Value>::deserialize(d)?;
        let extra: Map<String, Value> = EXTRA
            .iter()
            .filter_map(|k| map.remove(*k).map(|v| (k.to_string(), v)))
            .collect();
        let extra: Extra =
            serde_json::from_value(Value::Object(extra)).map_err(D::Error::custom)?;
        if is_ranged(&map) {
            return Ok(AttackScenario {
                attack: AttackSpec::default(),
                ranged: Some(RangedAttackSpec::from_map(map, &EXTRA)?),
                rules: extra.rules,
                character: extra.character,
                attacks: extra.attacks,
                dump: None,
            });
        }
        let attack: AttackSpec = serde_json::from_value(Value::Object(map)).map_err(|e| {
            let text = e.to_string();
            D::Error::custom(match text.find(", expected one of") {
                Some(at) if text.starts_with("unknown field") => format!(
                    "{}, expected one of the attack's fields or {}",
                    &text[..at],
                    EXTRA.join(", ")
                ),
                _ => text,
            })
        })?;
        Ok(AttackScenario {
            attack,
            ranged: None,
            rules: extra.rules,
            character: extra.character,
            attacks: extra.attacks,
            dump: None,
        })
    }
}

impl JsonSchema for AttackScenario {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "AttackScenario".into()
    }

    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let extra = Extra::json_schema(g);
        let merged = |mut schema: Schema, parts: &[&Schema]| {
            if let Some(to) = schema.get_mut("properties").and_then(Value::as_object_mut) {
                for part in parts {
                    if let Some(from) = part.get("properties").and_then(Value::as_object) {
                        to.extend(from.clone());
                    }
                }
            }
            schema
        };
        let melee = merged(AttackSpec::json_schema(g), &[&extra]);
        let mut monster = MonsterNumbers::json_schema(g);
        let named = g.subschema_for::<MonsterSpec>();
        if let Some(p) = monster.get_mut("properties").and_then(Value::as_object_mut) {
            p.insert(
                "monster".into(),
                serde_json::json!({
                    "description": "The monster: a label beside its monster_* numbers, or \
                        without them its name (a string) or its name with its gear (an object), \
                        whose numbers and resistances the 0.34 tables give.",
                    "anyOf": [{"type": "string"}, named],
                }),
            );
        }
        let shot = merged(ShotSpec::json_schema(g), &[&monster, &extra]);
        let spell = merged(SpellSpec::json_schema(g), &[&monster, &extra]);
        let mut schema = Schema::default();
        schema.insert(
            "anyOf".into(),
            Value::Array(vec![melee.into(), shot.into(), spell.into()]),
        );
        schema.insert(
            "description".into(),
            "One attack of the player on a monster: the reference vectors' fields of the \
             player and the monster (a melee attack, or a shot or throw naming its `item`, or \
             an attack spell naming its `spell`), and the rule set, a character dump and the \
             attacks the kill odds cover."
                .into(),
        );
        schema
    }
}

/// A resolved attack scenario.
#[derive(Clone, Debug)]
pub struct AttackSetup {
    /// The attack, resolved under its rule set.
    pub resolved: ResolvedAttack,
    /// The rule set in force.
    pub rules: RuleSet,
    /// The attacks the kill odds cover.
    pub attacks: u32,
    /// What was read from a dump or assumed, one sentence each.
    pub notes: Vec<String>,
}

impl AttackScenario {
    /// Reads the dump `character` names, once.
    pub fn read_character(&mut self) -> Result<(), InputError> {
        let mut d = DefenderSpec {
            character: self.character.clone(),
            ..DefenderSpec::default()
        };
        d.read_character()?;
        self.dump = d.dump;
        Ok(())
    }

    /// The rule set in force: the scenario's, else the release of the character dump it
    /// names, else `ROGUESIM_RULES`, else the default ([`rules_with`]).
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        rules_with(self.rules, self.dump.as_deref())
    }

    /// The attack with the dump's player in it, when one is named.
    fn with_character(&self, rules: RuleSet) -> Result<(AttackSpec, Vec<String>), InputError> {
        let Some(path) = &self.character else {
            return Ok((self.attack.clone(), Vec::new()));
        };
        let a = &self.attack;
        let d = AttackSpec::default();
        let given = [
            ("str", a.str != d.str),
            ("dex", a.dex != d.dex),
            ("xl", a.xl != d.xl),
            ("fighting", a.fighting != d.fighting),
            ("weapon", a.weapon.is_some()),
            ("weapon_skill", a.weapon_skill != d.weapon_skill),
            ("unarmed_combat", a.unarmed_combat.is_some()),
            ("weapon_plus", a.weapon_plus != d.weapon_plus),
            ("brand", a.brand.is_some()),
            ("claws", a.claws != d.claws),
            ("shield", a.shield.is_some()),
            ("shields", a.shields != d.shields),
            ("aux", a.aux != d.aux),
            ("offhand_free", a.offhand_free != d.offhand_free),
            ("form", a.form.is_some()),
            ("shapeshifting", a.shapeshifting != d.shapeshifting),
        ];
        if let Some((field, _)) = given.iter().find(|(_, g)| *g) {
            return Err(InputError::invalid(
                *field,
                "the character dump describes the player: give only the statuses and slaying \
                 beside it",
            ));
        }
        let defender = DefenderSpec {
            character: Some(path.clone()),
            dump: self.dump.clone(),
            ..DefenderSpec::default()
        };
        let build = defender.effective()?;
        let dump = defender.character_dump()?;
        let mut notes: Vec<String> = dump.map(|d| d.reading_notes(rules)).unwrap_or_default();
        let w = wielder(
            &build,
            defender.character_dump()?,
            &OffenceSpec::default(),
            rules,
        )
        .map_err(|e| {
            if e.path == "character" {
                e
            } else {
                e.within("character")
            }
        })?;
        let spec = AttackSpec {
            str: w.str,
            dex: w.dex,
            xl: w.xl,
            fighting: w.fighting,
            weapon_skill: w.weapon_skill,
            unarmed_combat: w.weapon.is_some().then_some(w.unarmed_combat),
            weapon: w.weapon,
            weapon_plus: w.weapon_plus,
            brand: w.brand,
            claws: w.aux.claws,
            shield: w.shield,
            shields: w.shields,
            aux: mechanics::dcss::player_attack::AuxMutations { claws: 0, ..w.aux },
            offhand_free: w.offhand_free,
            slaying: a.slaying + w.slaying,
            form: w.form,
            shapeshifting: w.shapeshifting,
            ..a.clone()
        };
        notes.extend(w.notes);
        Ok((spec, notes))
    }

    /// Checks every field once and resolves the attack under its rule set; errors name the
    /// field as the scenario spells it.
    pub fn resolve(&self) -> Result<AttackSetup, InputError> {
        let rules = self.rule_set()?;
        let attacks = ATTACKS
            .check(self.attacks.unwrap_or(DEFAULT_ATTACKS))
            .map_err(|e| InputError::at("attacks", e))?;
        let (spec, mut notes) = self.with_character(rules)?;
        let field = if self.character.is_some() {
            "character"
        } else {
            "brand"
        };
        refuse_missing_034(rules, spec.brand, field)?;
        if let Some(m) = &spec.monster {
            m.resolve_in(rules).map_err(|e| {
                InputError::invalid(format!("monster.{}", e.field()), e.to_string())
            })?;
        }
        let resolved = spec
            .resolve_in(rules)
            .map_err(|e| InputError::invalid(e.field(), e.to_string()))?;
        if !rules.release().own_player_attack {
            notes.push(
                "dcss-0.34: the 0.34 weapon and monster tables and the 0.34 display; the \
                 player's own attack follows the 0.31 formulas, which the 0.34 rule book \
                 leaves unchanged"
                    .into(),
            );
        }
        Ok(AttackSetup {
            resolved,
            rules,
            attacks,
            notes,
        })
    }

    /// Resolves a ranged attack (an `item` or a `spell`, or a dump's wielded launcher):
    /// errors name the field as the scenario spells it
    /// (`docs/rules/dcss-0.34-player-ranged.md`). With a character dump the dump's Int,
    /// skills, gear and statuses are the player's.
    pub fn resolve_ranged(&self) -> Result<Option<(RangedSetup, u32)>, InputError> {
        let dump = match &self.character {
            Some(path) => Some(self.dump.as_deref().ok_or_else(|| {
                InputError::invalid(
                    "character",
                    format!("{path} was not read before the scenario resolved"),
                )
            })?),
            None => None,
        };
        let ranged = match (&self.ranged, dump) {
            (Some(r), Some(d)) => Some(from_dump(r, d)?),
            (Some(r), None) => Some(r.clone()),
            (None, Some(d)) => {
                let launcher = crate::dcss::offence::launcher::dump_launcher(d);
                match (launcher, &self.attack.monster) {
                    (Some(l), Some(m)) => Some(RangedAttackSpec {
                        offence: RangedOffenceSpec::Shot(l.spec),
                        monster: RangedMonster::Named(m.clone()),
                    }),
                    _ => None,
                }
            }
            (None, None) => None,
        };
        let Some(r) = ranged else {
            return Ok(None);
        };
        let rules = self.rule_set()?;
        let attacks = ATTACKS
            .check(self.attacks.unwrap_or(DEFAULT_ATTACKS))
            .map_err(|e| InputError::at("attacks", e))?;
        Ok(Some((r.resolve(rules)?, attacks)))
    }
}

/// A ranged attack with a character dump: the dump's spell (its power and failure from the
/// dump's character) or the dump's launcher or quivered missiles, the statuses and the
/// monster kept.
fn from_dump(r: &RangedAttackSpec, dump: &CharacterDump) -> Result<RangedAttackSpec, InputError> {
    let offence = match &r.offence {
        RangedOffenceSpec::Spell(s) => {
            let d = crate::dcss::offence::ranged::dump_spell_spec(dump, &s.spell)?.ok_or_else(
                || {
                    InputError::invalid(
                        "spell",
                        format!("'{}' is not an attack spell these rules cover", s.spell),
                    )
                },
            )?;
            RangedOffenceSpec::Spell(SpellSpec {
                haste: d.haste || s.haste,
                slow: d.slow || s.slow,
                inaccuracy: s.inaccuracy,
                player_see_invis: s.player_see_invis,
                player_nightvision: s.player_nightvision,
                iood_distance: s.iood_distance,
                ..d
            })
        }
        RangedOffenceSpec::Shot(s) => {
            let wanted = mechanics::dcss::player_ranged::Projectile::find(&s.item);
            let read = [
                crate::dcss::offence::launcher::dump_launcher(dump),
                crate::dcss::offence::launcher::dump_quiver(dump),
            ]
            .into_iter()
            .flatten()
            .find(|d| mechanics::dcss::player_ranged::Projectile::find(&d.spec.item) == wanted)
            .ok_or_else(|| {
                InputError::invalid(
                    "item",
                    format!(
                        "the character dump wields no {} and has none quivered",
                        s.item
                    ),
                )
            })?;
            RangedOffenceSpec::Shot(ShotSpec {
                haste: read.spec.haste || s.haste,
                slow: read.spec.slow || s.slow,
                confused: s.confused,
                finesse: s.finesse,
                ..read.spec
            })
        }
    };
    Ok(RangedAttackSpec {
        offence,
        monster: r.monster.clone(),
    })
}
