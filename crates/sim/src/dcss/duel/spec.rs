//! The `duel` scenario: you and one monster in melee until one dies
//! (`docs/rules/dcss-0.31-player-attack.md` §11). The reference duels' `player`, `monster` and
//! `start_energy` are a scenario as they stand; the simulator adds the rule set, a build or a
//! character dump instead of the player's numbers, and the monster's weapon law at a depth.

use mechanics::dcss::duel::spec::START_ENERGY;
use mechanics::dcss::duel::{Duel, DuelPlayerSpec, PlayerDefence};
use mechanics::dcss::monster_gear;
use mechanics::dcss::monsters;
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_attack::PlayerOffence;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::ENERGY_START;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::character::rules_with;
use crate::dcss::input::DefenderSpec;
use crate::dcss::named::DEPTH;
use crate::dcss::offence::ranged::{RangedSpec, Then};

use crate::dcss::offence::{OffenceSpec, duel_player, refuse_missing_034};
use crate::error::InputError;
use mechanics::dcss::duel::ranged::RangedDuel;

fn start_energy() -> i32 {
    ENERGY_START
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// A `duel` scenario (`docs/rules/dcss-0.31-player-attack.md` §11): the player (its numbers,
/// or a build or a character dump with its offence), the monster with its gear, and the
/// monster's energy before your first action.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DuelScenario {
    /// The player by the numbers of the reference duels: the build's offence, its shield,
    /// and its max HP, EV and AC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<DuelPlayerSpec>,
    /// The player as a build or a character dump (its EV, SH, AC and max HP computed),
    /// instead of `player`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<DefenderSpec>,
    /// With `defender`: the weapon and its skills (a dump gives its own).
    #[serde(default, skip_serializing_if = "is_default")]
    pub offence: OffenceSpec,
    /// With `defender`: your HP at the start (default: your max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// The monster by the game's name, with its gear (`weapon: null` is no weapon unless
    /// `depth` is given).
    pub monster: MonsterSpec,
    /// With the monster's `weapon` null: the depth (D:10 is 10) whose weapon law it carries,
    /// the duel mixed over its weapons.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<i32>,
    /// The monster's energy before your first action (70 for a monster just placed).
    #[serde(default = "start_energy")]
    pub start_energy: i32,
    /// The rule set: "dcss-0.31" or "dcss-0.34" (default: a character dump's own release,
    /// else `ROGUESIM_RULES`, else the default rule set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// Your ranged offence: a spell of the dump's, a shot or spell in full, the monster's
    /// distance at the start, your MP or missiles and what you do when they are spent
    /// (`docs/rules/dcss-0.34-player-ranged.md` §9). With a character dump and without
    /// this, a dump wielding a launcher shoots, and a caster casts its best attack spell
    /// by damage per 10 aut when that beats its melee (or whenever the monster starts away).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranged: Option<RangedSpec>,
    /// Fight in melee even when the character dump's offence is ranged.
    #[serde(default, skip_serializing_if = "is_default")]
    pub melee: bool,
}

/// One duel of the mixture: the monster with one weapon of its law.
#[derive(Clone, Debug)]
pub struct DuelVariant {
    /// The probability of this weapon.
    pub probability: f64,
    /// Its weapon and plus, as the report names it ("+1 war axe", "no weapon").
    pub weapon: String,
    /// The duel in melee.
    pub duel: Duel,
    /// The duel with your ranged offence, when you fight that way.
    pub ranged: Option<RangedDuel>,
}

/// The player of a duel scenario, resolved once (`docs/rules/dcss-0.31-player-attack.md`
/// §11): its numbers, and the offence and defence every duel against it shares.
#[derive(Clone, Debug)]
pub struct ResolvedPlayer {
    /// The rule set in force.
    pub rules: RuleSet,
    /// The player as its numbers.
    pub spec: DuelPlayerSpec,
    /// Its offence.
    pub offence: PlayerOffence,
    /// Its defence (a build's as the monster's attacks draw it).
    pub defence: PlayerDefence,
    /// What was read or assumed of it, one sentence each.
    pub notes: Vec<String>,
    /// Why its wielded weapon cannot fight in melee, when it fights with its ranged offence
    /// instead (a launcher, or a weapon the melee rules cannot read): the duel is refused
    /// with this when no ranged offence is found after all.
    pub unarmed: Option<std::sync::Arc<InputError>>,
}

/// A resolved duel scenario.
#[derive(Clone, Debug)]
pub struct DuelSetup {
    /// The rule set in force.
    pub rules: RuleSet,
    /// The player as its numbers.
    pub player: DuelPlayerSpec,
    /// The duels by the monster's weapon, most likely first; one without a weapon law.
    pub variants: Vec<DuelVariant>,
    /// What was read or assumed, one sentence each.
    pub notes: Vec<String>,
    /// Your ranged attack, when you fight with one.
    pub ranged: Option<RangedSummary>,
}

/// A ranged duel's attack as the report describes it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedSummary {
    /// The launcher, missile or spell.
    pub attack: String,
    /// Its damage per 10 aut against the monster, at a fresh block counter.
    pub damage_per_10_aut: f64,
    /// The monster's distance at the start (1: adjacent).
    pub distance: u32,
    /// Your MP (a spell) or missiles (a throw) at the start; null for a launcher.
    pub budget: Option<u32>,
    /// What you do when they are spent or the monster is out of reach.
    pub then: Then,
    /// The attack in full, as a scenario's `ranged` gives it (a study keeps it with every
    /// changed build).
    #[serde(skip)]
    pub full: RangedSpec,
}

/// The weapon of a monster spec as a report names it.
pub fn weapon_label(m: &MonsterSpec) -> String {
    match &m.weapon {
        None => "no weapon".into(),
        Some(w) => format!("{:+} {w}", m.weapon_plus),
    }
}

/// The monster's weapons at `depth` under `rules`, merged where the duel cannot tell them
/// apart (the same accuracy plus plus, base damage and plus), most likely first
/// (`docs/rules/monsters-and-dumps.md` §2).
fn weapon_law(
    monster: &MonsterSpec,
    depth: i32,
    rules: RuleSet,
) -> Result<Vec<(f64, MonsterSpec)>, InputError> {
    let m = monsters::find_in(rules, &monster.name)
        .map_err(|e| InputError::invalid("monster.name", e.to_string()))?;
    let depth = DEPTH.check(depth).map_err(|e| InputError::at("depth", e))?;
    let law = monster_gear::armament_law_in(rules, &m.id, m.hd, m.unique, depth - 1)
        .map_err(|e| InputError::invalid("depth", e.to_string()))?;
    let mut merged: Vec<((i32, i32, i32), f64, MonsterSpec)> = Vec::new();
    for o in &law.outcomes {
        let a = o.armament;
        let weapon = a.melee_weapon();
        let key = (
            a.to_hit_bonus(),
            weapon.map_or(0, |w| w.damage),
            weapon.map_or(0, |_| a.plus),
        );
        match merged.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, p, _)) => *p += o.probability,
            None => merged.push((
                key,
                o.probability,
                MonsterSpec {
                    weapon: weapon.map(|w| w.name.clone()),
                    weapon_plus: key.2,
                    ..monster.clone()
                },
            )),
        }
    }
    merged.sort_by(|a, b| b.1.total_cmp(&a.1));
    Ok(merged.into_iter().map(|(_, p, s)| (p, s)).collect())
}

impl DuelScenario {
    /// The rule set in force: the scenario's, else the release of the character dump the
    /// defender names, else `ROGUESIM_RULES`, else the default ([`rules_with`]).
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        let dump = self.defender.as_ref().and_then(|d| d.dump.as_deref());
        rules_with(self.rules, dump)
    }

    /// The player as its numbers and its defence from a build, with the notes.
    fn player(
        &self,
        rules: RuleSet,
    ) -> Result<(DuelPlayerSpec, Option<crate::dcss::offence::DuelPlayer>), InputError> {
        match (&self.player, &self.defender) {
            (Some(_), Some(_)) => Err(InputError::invalid(
                "defender",
                "give the player either as numbers (player) or as a build or a character dump \
                 (defender), not both",
            )),
            (None, None) => Err(InputError::invalid(
                "player",
                "give the player: its numbers (player), or a build or a character dump \
                 (defender)",
            )),
            (Some(p), None) => {
                for (field, given) in [
                    ("offence", self.offence != OffenceSpec::default()),
                    ("hp", self.hp.is_some()),
                ] {
                    if given {
                        return Err(InputError::invalid(
                            field,
                            "give it with defender; the player's numbers hold their own",
                        ));
                    }
                }
                Ok((p.clone(), None))
            }
            (None, Some(d)) => {
                let built = duel_player(d, &self.offence, rules, self.hp)?;
                Ok((built.spec.clone(), Some(built)))
            }
        }
    }

    /// The player of this scenario, resolved once (its numbers, or its build's offence and
    /// defence): what the duel against any monster shares. Errors carry the field's path.
    pub fn resolve_player(&self) -> Result<ResolvedPlayer, InputError> {
        let rules = self.rule_set()?;
        let (player, built, unarmed) = match self.player(rules) {
            Ok((p, b)) => (p, b, None),
            Err(e) => match self.unarmed_for_ranged() {
                Some(s) => {
                    let (p, b) = s.player(rules)?;
                    (p, b, Some(e))
                }
                None => return Err(e),
            },
        };
        let field = match (&self.player, &built) {
            (Some(_), _) => "player.brand",
            (None, _)
                if self
                    .defender
                    .as_ref()
                    .is_some_and(|d| d.character.is_some()) =>
            {
                "defender.character"
            }
            _ => "offence.brand",
        };
        refuse_missing_034(rules, player.brand, field)?;
        let (offence, defence) = player.resolve_in(rules).map_err(|e| {
            let object = match (e.object, &built) {
                ("player", Some(_)) => "defender",
                (o, _) => o,
            };
            InputError::invalid(crate::error::join(object, e.field()), e.to_string())
        })?;
        let defence = built.as_ref().map_or(defence, |b| b.defence);
        Ok(ResolvedPlayer {
            rules,
            spec: player,
            offence,
            defence,
            notes: built.map(|b| b.notes).unwrap_or_default(),
            unarmed: unarmed.map(std::sync::Arc::new),
        })
    }

    /// Checks every field once and resolves the duel (or its mixture over the monster's
    /// weapons) under its rule set; errors carry the field's path.
    pub fn resolve(&self) -> Result<DuelSetup, InputError> {
        self.resolve_for(&self.resolve_player()?)
    }

    /// [`DuelScenario::resolve`] with the player resolved already (`player`, from this
    /// scenario's or an identical one's [`DuelScenario::resolve_player`]): only the monster,
    /// its depth and its energy are read from here.
    pub fn resolve_for(&self, player: &ResolvedPlayer) -> Result<DuelSetup, InputError> {
        self.resolve_fights(player, true)
    }

    /// [`DuelScenario::resolve_for`] with your shots and spells left out: the melee duels
    /// alone, unarmed when the dump wields a launcher, as the danger table fights them
    /// (`docs/rules/dcss-spawns.md` §8).
    pub fn resolve_melee_for(&self, player: &ResolvedPlayer) -> Result<DuelSetup, InputError> {
        self.resolve_fights(player, false)
    }

    /// The duels, with your ranged offence put into them when `ranged` (and you have one).
    fn resolve_fights(
        &self,
        player: &ResolvedPlayer,
        ranged: bool,
    ) -> Result<DuelSetup, InputError> {
        let rules = player.rules;
        let monsters = match (self.depth, &self.monster.weapon) {
            (Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "depth",
                    "the monster's weapon is given: drop depth, or the weapon to draw it from \
                     its law",
                ));
            }
            (Some(depth), None) => weapon_law(&self.monster, depth, rules)?,
            (None, _) => vec![(1.0, self.monster.clone())],
        };
        START_ENERGY
            .check(self.start_energy)
            .map_err(|e| InputError::at("start_energy", e))?;
        let mut variants: Vec<DuelVariant> = Vec::with_capacity(monsters.len());
        for (probability, monster) in monsters {
            let weapon = weapon_label(&monster);
            let opponent = monster.resolve_in(rules).map_err(|e| {
                InputError::invalid(crate::error::join("monster", e.field()), e.to_string())
            })?;
            // Your side is made once per monster; each weapon changes only the monster's.
            let duel = match variants.first() {
                Some(first) => first.duel.with_opponent(opponent),
                None => Duel::new_in(
                    rules,
                    player.offence,
                    player.defence,
                    opponent,
                    self.start_energy,
                ),
            };
            variants.push(DuelVariant {
                probability,
                weapon,
                duel,
                ranged: None,
            });
        }
        let mut notes = player.notes.clone();
        if player.unarmed.is_some() {
            notes.retain(|n| !n.starts_with("the dump wields nothing"));
            let wielded = self
                .defender
                .as_ref()
                .and_then(|d| d.character_dump().ok().flatten())
                .and_then(crate::dcss::offence::dump_wielded)
                .unwrap_or("weapon");
            notes.push(format!(
                "your {wielded} has no melee attack modelled: you fight with your ranged \
                 attack, and unarmed when you must melee"
            ));
        }
        if self.monster.armour.is_none() && self.monster.shield.is_none() {
            notes.push(format!(
                "{} wears no armour or shield here (monster.armour, monster.shield)",
                variants[0].duel.opponent.monster.name
            ));
        }
        if rules.rounds_at_random() {
            notes.push(
                // One line: the run's line says the attack's formulas; the rule book has
                // the rest (a bite per hydra head).
                "dcss-0.34: your EV, SH and AC in hundredths, energy with no floor of 1".into(),
            );
        }
        let ranged = if ranged {
            let chosen = self.with_ranged(rules, &mut variants, &mut notes)?;
            // Unarmed only because the dump's offence is ranged, and no ranged attack chosen.
            if let (Some(e), None) = (&player.unarmed, &chosen) {
                return Err(InputError::invalid(e.path.clone(), e.problem.to_string()));
            }
            chosen
        } else {
            None
        };
        Ok(DuelSetup {
            rules,
            player: player.spec.clone(),
            variants,
            notes,
            ranged,
        })
    }
}
