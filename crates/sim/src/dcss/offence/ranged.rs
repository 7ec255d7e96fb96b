//! Your ranged offence in a duel (`docs/rules/dcss-0.34-player-ranged.md` §9): what you
//! shoot, throw or cast, given in full or read from a character dump (its wielded launcher,
//! its quiver, its memorised attack spells, the best by damage per 10 aut against the
//! monster unless a spell is named), how far away the monster starts, your MP or missiles,
//! and what you do when they are spent.

use mechanics::dcss::data::Slot;
use mechanics::dcss::opponent::Opponent;
use mechanics::dcss::player_ranged::named::ranged_target;
use mechanics::dcss::player_ranged::spell::SpellAttack;
use mechanics::dcss::player_ranged::spell::table::attack_spell;
use mechanics::dcss::player_ranged::{MonsterNumbers, Shot, ShotSpec, SpellSpec};
use mechanics::dcss::time::PlayerStatus;
use mechanics::limits::Limit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::caster::dump_caster;
use super::launcher::{dump_launcher, dump_quiver};
use crate::dcss::character::CharacterDump;
use crate::error::InputError;

/// The monster's distance at the start: adjacent (1) to the edge of sight (7).
pub const DISTANCE: Limit = Limit::new("ranged.distance", 1, 7);

/// An MP or missile budget.
pub const BUDGET: Limit = Limit::new("ranged.mp", 0, 999);

/// What you do when your MP or missiles are spent, or the monster is out of your attack's
/// reach (`--then`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Then {
    /// Melee it when it is adjacent (wait until it is).
    #[default]
    Melee,
    /// Wait.
    Wait,
}

fn one() -> u32 {
    1
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// Your ranged offence in a duel (`docs/rules/dcss-0.34-player-ranged.md` §9): a spell of a
/// character dump's by name, a shot or spell in full, or (with a dump and none of these)
/// the dump's own: its wielded launcher, else its best memorised attack spell by damage per
/// 10 aut when it beats your melee, else its quivered missiles when they do (a monster that
/// starts away from you is fought with the best of these even when they do not).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RangedSpec {
    /// Cast this memorised spell of the character dump's (its schools, power and failure
    /// from the dump's character).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell: Option<String>,
    /// A shot or a throw given in full (the `attack` scenario's shot fields, without the
    /// monster's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shot: Option<ShotSpec>,
    /// An attack spell given in full (the `attack` scenario's spell fields, without the
    /// monster's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast: Option<SpellSpec>,
    /// How far the monster starts: 1 (adjacent, the default) to 7.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub distance: u32,
    /// What you do when your MP or missiles are spent, or the monster is out of reach:
    /// "melee" (the default) or "wait".
    #[serde(default, skip_serializing_if = "is_default")]
    pub then: Then,
    /// Your MP at the start (default: a dump's maximum MP); they do not regenerate during
    /// the fight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mp: Option<u32>,
    /// Your missiles at the start (default: a dump's quivered stack).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missiles: Option<u32>,
}

impl Default for RangedSpec {
    fn default() -> Self {
        RangedSpec {
            spell: None,
            shot: None,
            cast: None,
            distance: 1,
            then: Then::default(),
            mp: None,
            missiles: None,
        }
    }
}

/// The ranged attack a duel uses, resolved, with its full form ([`RangedSpec`] with `shot`
/// or `cast`, and the MP or missiles).
#[derive(Clone, Debug, PartialEq)]
pub struct Chosen {
    /// The attack.
    pub attack: ChosenAttack,
    /// Its full form.
    pub full: RangedSpec,
}

/// The ranged attack a duel uses.
#[derive(Clone, Debug, PartialEq)]
pub enum ChosenAttack {
    /// A shot or a throw, with the missiles a thrower has.
    Shot {
        /// The shot.
        shot: Box<Shot>,
        /// Missiles (a throw); `None` for a launcher.
        missiles: Option<u32>,
    },
    /// A spell, with the MP at the start.
    Spell {
        /// The spell at its power and failure against the monster.
        attack: Box<SpellAttack>,
        /// MP at the start.
        mp: u32,
    },
}

impl ChosenAttack {
    /// Its name.
    pub fn name(&self) -> String {
        match self {
            ChosenAttack::Shot { shot, .. } => shot.projectile.name().to_string(),
            ChosenAttack::Spell { attack, .. } => attack.spell.name.to_string(),
        }
    }

    /// Its damage per 10 aut against the monster.
    pub fn damage_per_10_aut(&self) -> f64 {
        match self {
            ChosenAttack::Shot { shot, .. } => shot.law().damage_per_10_aut(),
            ChosenAttack::Spell { attack, .. } => attack.damage_per_10_aut(),
        }
    }
}

/// The monster as shots and beams meet it, by its numbers.
pub fn monster_numbers(opponent: &Opponent) -> MonsterNumbers {
    MonsterNumbers::of_target(&ranged_target(opponent), &opponent.monster.name)
}

fn statuses(dump: &CharacterDump) -> PlayerStatus {
    PlayerStatus {
        hasted: dump.has_status("hasted"),
        slowed: dump.has_status("slowed") || dump.has_status("very slow"),
        ..PlayerStatus::default()
    }
}

fn err(field: &str, e: mechanics::dcss::player_attack::AttackError) -> InputError {
    InputError::invalid(crate::error::join(field, e.field()), e.to_string())
}

/// A dump's memorised attack spell as a scenario gives one in full: the dump's Int, skills,
/// armour and shield, the spell's enhancers, wizardry, mutations, Vehumet and statuses
/// (`docs/rules/dcss-0.34-player-ranged.md` §5, §11).
pub fn dump_spell_spec(dump: &CharacterDump, name: &str) -> Result<Option<SpellSpec>, InputError> {
    let Some(spell) = attack_spell(name) else {
        return Ok(None);
    };
    let c = dump_caster(dump)?;
    let level = |sk: &str| super::dump_skill(dump, sk);
    let body = dump
        .armour(Slot::Body)
        .filter(|b| !b.melded)
        .and_then(|b| b.base.clone());
    let shield = dump
        .armour(Slot::Shield)
        .filter(|s| !s.melded)
        .and_then(|s| s.base.clone())
        .filter(|s| s != "orb");
    let status = statuses(dump);
    Ok(Some(SpellSpec {
        spell: spell.name.to_string(),
        int: c.caster.int,
        str: dump.strength.max(1),
        spellcasting: level("Spellcasting"),
        conj: level("Conjurations"),
        fire: level("Fire Magic"),
        ice: level("Ice Magic"),
        air: level("Air Magic"),
        earth: level("Earth Magic"),
        necro: level("Necromancy"),
        alch: level("Alchemy"),
        tloc: level("Translocations"),
        enhancers: c.enhancers(spell.schools),
        wizardry: c.caster.wizardry,
        armour: body,
        armour_skill: level("Armour"),
        shield,
        shields: level("Shields"),
        wild_magic: c.caster.wild_magic,
        subdued_magic: c.caster.subdued_magic,
        haste: status.hasted,
        slow: status.slowed,
        vehumet: c.caster.vehumet,
        ..SpellSpec::default()
    }))
}

/// A dump's memorised attack spells against `opponent`, at the power and failure its
/// character gives them, each with its full form.
pub fn dump_spells(
    dump: &CharacterDump,
    opponent: &Opponent,
) -> Result<Vec<(SpellAttack, SpellSpec)>, InputError> {
    let numbers = monster_numbers(opponent);
    let mut out = Vec::new();
    for row in dump
        .ranged
        .spells
        .iter()
        .filter(|r| r.memorised && r.power_percent.is_some())
    {
        let Some(spec) = dump_spell_spec(dump, &row.name)? else {
            continue;
        };
        let r = spec.resolve(&numbers).map_err(|e| err("character", e))?;
        out.push((r.attack, spec));
    }
    Ok(out)
}

/// The attack a duel uses, with what was read or assumed; `melee_per_10_aut` is your melee
/// action's damage per 10 aut against the monster, when it can be worked out.
pub fn choose(
    spec: Option<&RangedSpec>,
    dump: Option<&CharacterDump>,
    opponent: &Opponent,
    melee_per_10_aut: Option<f64>,
) -> Result<Option<(Chosen, Vec<String>)>, InputError> {
    let numbers = monster_numbers(opponent);
    let given = spec.cloned().unwrap_or_default();
    if let Some(s) = &given.shot {
        let shot = s.resolve(&numbers).map_err(|e| err("ranged.shot", e))?;
        let missiles = shot
            .projectile
            .thrown()
            .then_some(given.missiles.unwrap_or(0));
        let attack = ChosenAttack::Shot {
            shot: Box::new(shot),
            missiles,
        };
        return Ok(Some((
            Chosen {
                attack,
                full: given,
            },
            Vec::new(),
        )));
    }
    if let Some(s) = &given.cast {
        let r = s.resolve(&numbers).map_err(|e| err("ranged.cast", e))?;
        let mp = given.mp.ok_or_else(|| {
            InputError::invalid("ranged.mp", "give your MP for a spell given in full")
        })?;
        let attack = ChosenAttack::Spell {
            attack: Box::new(r.attack),
            mp,
        };
        return Ok(Some((
            Chosen {
                attack,
                full: given,
            },
            Vec::new(),
        )));
    }
    let Some(dump) = dump else {
        return match spec {
            None => Ok(None),
            Some(_) => Err(InputError::invalid(
                "ranged",
                "without a character dump, give the shot or the spell in full (ranged.shot, \
                 ranged.cast)",
            )),
        };
    };
    let max_mp = dump.ranged.mp.map_or(0, |m| m.1.max(0) as u32);
    let mp = given.mp.unwrap_or(max_mp);
    let mp_note = || {
        format!(
            "you start with {mp} MP{}; MP do not regenerate during one fight",
            if given.mp.is_none() {
                " (the dump's maximum)"
            } else {
                ""
            }
        )
    };
    let full_cast = |spec: SpellSpec| RangedSpec {
        cast: Some(spec),
        spell: None,
        mp: Some(mp),
        ..given.clone()
    };
    let full_shot = |spec: ShotSpec, missiles: Option<u32>| RangedSpec {
        shot: Some(spec),
        spell: None,
        missiles,
        ..given.clone()
    };
    let spells = dump_spells(dump, opponent)?;
    if let Some(name) = &given.spell {
        let wanted = attack_spell(name).ok_or_else(|| {
            InputError::invalid(
                "ranged.spell",
                format!("'{name}' is not an attack spell these rules cover"),
            )
        })?;
        let (attack, full) = spells
            .into_iter()
            .find(|s| s.0.spell.name == wanted.name)
            .ok_or_else(|| {
                InputError::invalid(
                    "ranged.spell",
                    format!("the character dump has not memorised {}", wanted.name),
                )
            })?;
        let attack = ChosenAttack::Spell {
            attack: Box::new(attack),
            mp,
        };
        let chosen = Chosen {
            attack,
            full: full_cast(full),
        };
        return Ok(Some((chosen, vec![mp_note()])));
    }
    if let Some(l) = dump_launcher(dump) {
        let shot = l.spec.resolve(&numbers).map_err(|e| err("character", e))?;
        let attack = ChosenAttack::Shot {
            shot: Box::new(shot),
            missiles: None,
        };
        let chosen = Chosen {
            attack,
            full: full_shot(l.spec, None),
        };
        return Ok(Some((chosen, l.notes)));
    }
    let melee = melee_per_10_aut.unwrap_or(0.0);
    // A monster that starts away from you is fought with the best ranged attack the dump
    // has, even one weaker than your melee; an adjacent one only with one that beats it.
    let forced = given.distance > 1;
    let best = spells
        .into_iter()
        .filter(|s| s.0.mp() as u32 <= mp)
        .max_by(|a, b| a.0.damage_per_10_aut().total_cmp(&b.0.damage_per_10_aut()))
        .filter(|s| forced || s.0.damage_per_10_aut() > melee);
    if let Some((s, full)) = best {
        let note = format!(
            "you cast {}, your best attack spell against it ({:.2} damage per 10 aut{}); {}",
            s.spell.name,
            s.damage_per_10_aut(),
            melee_per_10_aut.map_or(String::new(), |m| format!(", your melee {m:.2}")),
            mp_note()
        );
        let attack = ChosenAttack::Spell {
            attack: Box::new(s),
            mp,
        };
        let chosen = Chosen {
            attack,
            full: full_cast(full),
        };
        return Ok(Some((chosen, vec![note])));
    }
    if let Some(q) = dump_quiver(dump) {
        let shot = q.spec.resolve(&numbers).map_err(|e| err("character", e))?;
        let missiles = given.missiles.or(q.missiles);
        if forced || shot.law().damage_per_10_aut() > melee {
            let attack = ChosenAttack::Shot {
                shot: Box::new(shot),
                missiles,
            };
            let chosen = Chosen {
                attack,
                full: full_shot(q.spec, missiles),
            };
            return Ok(Some((chosen, q.notes)));
        }
    }
    if forced {
        return Err(InputError::invalid(
            "ranged.distance",
            format!(
                "{}: the character dump has no launcher, no memorised attack spell it has the \
                 MP for and no quivered missiles that deal damage, so it fights in melee, which \
                 starts adjacent: allowed 1",
                given.distance
            ),
        ));
    }
    Ok(None)
}

/// The distance, checked.
pub fn distance(spec: Option<&RangedSpec>) -> Result<u32, InputError> {
    let d = spec.map_or(1, |s| s.distance);
    DISTANCE
        .check(d)
        .map_err(|e| InputError::at("ranged.distance", e))
}

impl RangedSpec {
    /// The shot or spell given in full with the build's own Str, Dex, Fighting, body armour,
    /// shield and their skills, which a build describes better than the shot or spell does
    /// (a study's changed build keeps its ranged attack in step).
    pub fn with_build(&self, d: &crate::dcss::input::DefenderSpec) -> RangedSpec {
        let mut out = self.clone();
        if let Some(s) = out.shot.as_mut() {
            s.str = d.strength.unwrap_or(s.str);
            s.dex = d.dex.unwrap_or(s.dex);
            s.fighting = d.fighting;
            s.armour = d.body.clone();
            s.armour_skill = d.armour;
            s.shield = d.shield.clone();
            s.shields = d.shields;
        }
        if let Some(c) = out.cast.as_mut() {
            c.str = d.strength.unwrap_or(c.str);
            c.armour = d.body.clone();
            c.armour_skill = d.armour;
            c.shield = d.shield.clone();
            c.shields = d.shields;
        }
        out
    }
}
