//! Named DCSS monsters in scenarios (`docs/rules/monsters-and-dumps.md` §1, §2, §5): the
//! table's entry, its melee round (hydra heads included), and its weapon, random at a depth
//! or pinned; each armament gives the round's attacks their own to-hit, and the armaments
//! that give the same to-hit are merged into one variant of the round.
//!
//! What the reports show of it (its summary, its melee to-hit by armament, the odds by
//! weapon and their tables) is in `summary`, re-exported here.

mod summary;

pub use summary::{
    AttackSummary, MeleeToHit, MonsterSummary, WeaponOdds, WeaponToHit, armament_name,
    monster_headline, weapon_section,
};

use mechanics::dcss::attack::{Attack, Attacker};
use mechanics::dcss::defender::{Facing, Situation};
use mechanics::dcss::monster_gear::{self, ArmamentLaw};
use mechanics::dcss::monsters::{self, Monster, MonsterAttack};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dcss::weapons;
use mechanics::limits::Limit;

use crate::dcss::GameShows;
use crate::error::InputError;

/// The depth a named monster's weapon is generated at when none is given: D:10, the middle
/// of the Dungeon (`docs/rules/monsters-and-dumps.md` §2.6).
pub const DEFAULT_DEPTH: i32 = 10;

/// The depths `--depth` takes: D:1 is 1; the game's item level is one less (0 to 50).
pub const DEPTH: Limit = Limit::new("depth", 1, 51);

/// A pinned weapon's enchantment.
pub const WEAPON_PLUS: Limit = Limit::new("weapon_plus", -9, 27);

/// A named monster, resolved: its entry, melee round and armament law.
#[derive(Clone, Debug)]
pub struct NamedMonster {
    /// The rule set whose monster, weapon and brand tables it comes from.
    pub rules: RuleSet,
    /// The table's entry.
    pub monster: &'static Monster,
    /// The depth its weapon was generated at (D:N is N).
    pub depth: i32,
    /// Whether the depth is the default.
    pub default_depth: bool,
    /// The hydra's heads, if any.
    pub heads: Option<u32>,
    /// The attacks of one melee round, (slot, attack).
    pub round: Vec<(usize, MonsterAttack)>,
    /// Its armament: the mixture over the weapons it can carry, or the pinned one.
    pub law: ArmamentLaw,
    /// The weapon was pinned (`--weapon`).
    pub pinned: bool,
}

/// How a scenario names a monster.
#[derive(Clone, Copy, Debug)]
pub struct MonsterRequest<'a> {
    /// The rule set whose tables it is looked up in (`docs/rules/dcss-0.34.md` §M1).
    pub rules: RuleSet,
    /// The name or id.
    pub name: &'a str,
    /// The depth (D:N is N).
    pub depth: Option<i32>,
    /// A pinned weapon.
    pub weapon: Option<&'a str>,
    /// The pinned weapon's plus.
    pub weapon_plus: Option<i32>,
    /// Hydra heads.
    pub heads: Option<u32>,
    /// Whether a monster without melee attacks is taken (its round empty): `threat` takes
    /// one that can attack at range (`docs/rules/dcss-0.31-ranged.md` §7.3).
    pub allow_no_melee: bool,
}

impl NamedMonster {
    /// Looks the monster up in the rule set's table and resolves its round and armament
    /// under that rule set (a 0.34 hydra bites once per head, `docs/rules/dcss-0.34.md`
    /// §7.4; the weapon law reads the release's own brand weights); errors name the field
    /// (`monster`, `depth`, `weapon`, `weapon_plus`, `heads`).
    pub fn resolve(req: MonsterRequest<'_>) -> Result<Self, InputError> {
        let rules = req.rules;
        let monster = monsters::find_in(rules, req.name).map_err(|e| {
            let elsewhere = rules.others().find_map(|other| {
                monsters::find_in(other, req.name)
                    .ok()
                    .filter(|m| monsters::find_in(rules, &m.id).is_err())
                    .map(|m| (other, m))
            });
            match elsewhere {
                Some((other, m)) => InputError::invalid(
                    "monster",
                    format!(
                        "{} is not a monster of {rules} (it is one of {other})",
                        m.name
                    ),
                ),
                None => InputError::invalid("monster", e.to_string()),
            }
        })?;
        if MonsterAttacker::HD.check(monster.hd).is_err() {
            return Err(InputError::invalid(
                "monster",
                format!(
                    "{} has HD {} in the table: its stats come from another monster when \
                     placed (derived undead, test monsters), which roguesim does not model",
                    monster.name, monster.hd
                ),
            ));
        }
        let round = monster
            .melee_round_in(rules, req.heads)
            .map_err(|e| InputError::invalid("heads", e.to_string()))?;
        if round.is_empty() && !req.allow_no_melee {
            return Err(InputError::invalid(
                "monster",
                format!("{} has no melee attacks", monster.name),
            ));
        }
        let depth = DEPTH
            .check(req.depth.unwrap_or(DEFAULT_DEPTH))
            .map_err(|e| InputError::at("depth", e))?;
        if req.weapon_plus.is_some() && req.weapon.is_none() {
            return Err(InputError::invalid(
                "weapon_plus",
                "give it with a pinned weapon (weapon)",
            ));
        }
        let (law, pinned) = match req.weapon {
            Some(name) => {
                let w = weapons::find_in(rules, name)
                    .map_err(|e| InputError::invalid("weapon", e.to_string()))?;
                let plus = WEAPON_PLUS
                    .check(req.weapon_plus.unwrap_or(0))
                    .map_err(|e| InputError::at("weapon_plus", e))?;
                (monster_gear::pinned(w, plus), true)
            }
            None => (
                monster_gear::armament_law_in(
                    rules,
                    &monster.id,
                    monster.hd,
                    monster.unique,
                    depth - 1,
                )
                .map_err(|e| InputError::invalid("depth", e.to_string()))?,
                false,
            ),
        };
        Ok(NamedMonster {
            rules,
            monster,
            depth,
            default_depth: req.depth.is_none(),
            heads: req.heads,
            round,
            law,
            pinned,
        })
    }

    /// The melee attacker of one slot with a weapon bonus (`monsters-and-dumps.md` §1.2).
    fn attacker(&self, slot: &MonsterAttack, bonus: i32) -> Attacker {
        Attacker::Monster(MonsterAttacker {
            hd: self.monster.hd,
            fighter: self.monster.fighter,
            weapon_to_hit: if slot.kind.uses_weapon() { bonus } else { 0 },
            slaying: 0,
        })
    }

    /// The distinct weapon bonuses to melee to-hit and their probabilities, most likely first.
    pub fn bonus_law(&self) -> Vec<(i32, f64)> {
        let mut law: Vec<(i32, f64)> = Vec::new();
        for o in &self.law.outcomes {
            let b = o.armament.to_hit_bonus();
            match law.iter_mut().find(|(x, _)| *x == b) {
                Some((_, p)) => *p += o.probability,
                None => law.push((b, o.probability)),
            }
        }
        law.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        law
    }

    /// Its round's attacks against `facing`, one variant per distinct weapon bonus
    /// (`monsters-and-dumps.md` §5).
    pub fn round_variants(
        &self,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<(f64, Vec<Attack>)> {
        self.bonus_law()
            .into_iter()
            .map(|(bonus, p)| (p, self.round_with(bonus, facing, confused, situation)))
            .collect()
    }

    /// Its round's attacks against `facing` with a weapon of this to-hit bonus.
    pub fn round_with(
        &self,
        bonus: i32,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<Attack> {
        self.round
            .iter()
            .map(|(_, slot)| facing.attack(self.attacker(slot, bonus), confused, situation))
            .collect()
    }

    /// Every armament with the odds of the round's attack in `slot` (the block counter fresh)
    /// and what the game displays for it (JSON `by_weapon`).
    pub fn weapon_odds(
        &self,
        slot: usize,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<WeaponOdds> {
        self.law
            .outcomes
            .iter()
            .map(|o| {
                let attacks =
                    self.round_with(o.armament.to_hit_bonus(), facing, confused, situation);
                let attack = attacks[slot];
                WeaponOdds {
                    weapon: o.armament.weapon.map(|w| w.name.clone()),
                    plus: o.armament.plus,
                    probability: o.probability,
                    to_hit: attack.to_land(),
                    p_hit: attack.probs(0, false).p_land,
                    displayed_pct: GameShows(attack.shown()),
                }
            })
            .collect()
    }

    /// What reports show of it.
    pub fn summary(&self) -> MonsterSummary {
        let m = self.monster;
        MonsterSummary {
            name: m.name.clone(),
            id: m.id.clone(),
            hd: m.hd,
            fighter: m.fighter,
            archer: m.archer,
            two_weapons: m.two_weapons,
            unique: m.unique,
            speed: m.speed,
            move_energy: m.energy.movement,
            attack_energy: m.energy.attack,
            ev: m.ev,
            ac: m.ac,
            attacks: self
                .round
                .iter()
                .map(|(slot, a)| AttackSummary {
                    slot: *slot,
                    kind: a.kind.name(),
                    flavour: a.flavour.clone(),
                    damage: a.damage,
                    uses_weapon: a.kind.uses_weapon(),
                })
                .collect(),
            heads: self.heads,
            depth: self.depth,
            depth_is_default: self.default_depth,
            weapon: if self.pinned {
                "pinned"
            } else {
                "random at the depth"
            },
            notes: self.notes(),
        }
    }

    /// What the model assumes or leaves out for this monster.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = self.law.notes.clone();
        if self.monster.two_weapons {
            notes.push(
                "Two-weapon monster: its off-hand slots are modelled with the same weapon as \
                 its main hand."
                    .into(),
            );
        }
        if self.monster.ghost_demon {
            notes.push(
                "Ghost-demon monster: its real stats come from its ghost record; these are the \
                 table's placeholders."
                    .into(),
            );
        }
        notes.push(
            "Not modelled: artefacts, vault-placed gear, worn armour and statuses that change \
             the monster at run time."
                .into(),
        );
        notes
    }

    /// Its melee to-hit by slot and armament (`monsters-and-dumps.md` §1.2, §2).
    pub fn melee_to_hit(&self) -> MeleeToHit {
        let base = self.monster.melee_to_hit_base();
        MeleeToHit {
            depth: self.depth,
            base,
            weapon_slots: self
                .round
                .iter()
                .filter(|(_, a)| a.kind.uses_weapon())
                .map(|(s, _)| *s)
                .collect(),
            by_weapon: self
                .law
                .outcomes
                .iter()
                .map(|o| WeaponToHit {
                    weapon: o.armament.weapon.map(|w| w.name.clone()),
                    plus: o.armament.plus,
                    probability: o.probability,
                    to_hit: base + o.armament.to_hit_bonus(),
                })
                .collect(),
            notes: self.notes(),
        }
    }
}

/// The melee to-hit of a monster of `rules`' table at a depth, for `roguesim monsters` (a
/// hydra's head count does not change it: one head is asked for); the reason when the model
/// cannot give it.
pub fn melee_to_hit(
    rules: RuleSet,
    monster: &'static Monster,
    depth: i32,
) -> Result<MeleeToHit, String> {
    let variable_heads = monster.head_limit().is_some_and(|l| l.min < l.max);
    let named = NamedMonster::resolve(MonsterRequest {
        rules,
        name: &monster.id,
        depth: Some(depth),
        weapon: None,
        weapon_plus: None,
        heads: variable_heads.then_some(1),
        allow_no_melee: false,
    })
    .map_err(|e| e.problem.to_string())?;
    Ok(named.melee_to_hit())
}
