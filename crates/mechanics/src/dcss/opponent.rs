//! A named monster with its gear, as the player fights it: its defence against the player's
//! attacks, its resistances, its HP law, its melee round, its speed and attack energy
//! (`docs/rules/dcss-0.31-player-attack.md` §6, §7, §8).
//!
//! [`MonsterSpec`] is the scenario input (the reference duels' `monster` object);
//! [`MonsterSpec::resolve`] checks it once and gives an [`Opponent`].

use crate::dcss::damage::{DamageModifiers, MeleeDamage, WeaponDamage};
use crate::dcss::data::{body_armour_in, shield};
use crate::dcss::monster_defence::{MonsterDefence, monster_defence, resists};
use crate::dcss::monster_hp::MonsterHp;
use crate::dcss::monsters::{self, Monster, MonsterAttack};
use crate::dcss::player_attack::{AttackError, MonsterTarget, Resists};
use crate::dcss::rules::RuleSet;
use crate::dcss::to_hit::MonsterAttacker;
use crate::dcss::weapons::{self, WeaponType};
use crate::limits::Limit;

/// A monster item's enchantment: −9 to 27.
pub const ITEM_PLUS: Limit = Limit::new("weapon_plus", -9, 27);

/// A named monster and the gear it fights with (`docs/rules/dcss-0.31-player-attack.md` §7):
/// the reference duels' `monster` object. Items are the game's names; `null` is none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MonsterSpec {
    /// The monster's name or enum id (`crates/mechanics/data/dcss-0.31-monsters.json`).
    pub name: String,
    /// Its melee weapon.
    pub weapon: Option<String>,
    /// The weapon's enchantment.
    pub weapon_plus: i32,
    /// Its body armour.
    pub armour: Option<String>,
    /// The armour's enchantment.
    pub armour_plus: i32,
    /// Its shield.
    pub shield: Option<String>,
    /// The shield's enchantment.
    pub shield_plus: i32,
    /// A hydra's head count (hydra-type monsters only).
    pub heads: Option<u32>,
}

/// A resolved [`MonsterSpec`] (`docs/rules/dcss-0.31-player-attack.md` §6-§8).
#[derive(Clone, Debug, PartialEq)]
pub struct Opponent {
    /// The table's entry.
    pub monster: &'static Monster,
    /// Its melee weapon and plus.
    pub weapon: Option<(&'static WeaponType, i32)>,
    /// AC, EV, shield class and block limit with its gear.
    pub defence: MonsterDefence,
    /// Its class's resistances.
    pub resists: Resists,
    /// Its HP roll.
    pub hp: MonsterHp,
    /// The attacks of one melee round, (slot, attack).
    pub round: Vec<(usize, MonsterAttack)>,
}

fn plus(field: &'static str, v: i32) -> Result<i32, AttackError> {
    Ok(Limit { field, ..ITEM_PLUS }.check(v)?)
}

impl MonsterSpec {
    /// Looks the monster and its items up and checks them (`docs/rules/dcss-0.31-player-attack.md`
    /// §7); a monster with HP of its own is taken whether or not it fights in melee: errors
    /// name `name`, `weapon`, `weapon_plus`, `armour`, `armour_plus`, `shield`,
    /// `shield_plus` or `heads`.
    pub fn resolve(&self) -> Result<Opponent, AttackError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// [`MonsterSpec::resolve`] with `rules`' monster, weapon and body armour tables and its
    /// melee round (a 0.34 hydra bites once per head; `docs/rules/dcss-0.34.md` §7.4, §M1).
    /// The resistances are the 0.31 table's by the monster's id.
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Opponent, AttackError> {
        let monster = monsters::find_in(rules, &self.name)
            .map_err(|e| AttackError::invalid("name", e.to_string()))?;
        if MonsterAttacker::HD.check(monster.hd).is_err() || monster.ghost_demon {
            return Err(AttackError::invalid(
                "name",
                format!(
                    "{} (HD {}) takes its stats from another monster when placed, which is not \
                     modelled: allowed a monster with HD 1 to 30 of its own",
                    monster.name, monster.hd
                ),
            ));
        }
        let hp = MonsterHp::new(monster.avg_hp_10x, monster.hd, None)
            .map_err(|e| AttackError::invalid("name", format!("{}: {e}", monster.name)))?;
        // A monster without melee attacks (a demonic plant, a block of ice) is still one
        // the player can attack: its round is empty, and a duel refuses it
        // (`DuelSpec::resolve_in`).
        let round = monster
            .melee_round_in(rules, self.heads)
            .map_err(|e| AttackError::invalid("heads", e.to_string()))?;
        let weapon = match &self.weapon {
            None => None,
            Some(n) => {
                let w = weapons::find_in(rules, n)
                    .map_err(|e| AttackError::invalid("weapon", e.to_string()))?;
                if w.launcher {
                    return Err(AttackError::invalid(
                        "weapon",
                        format!(
                            "{} is a launcher, which adds nothing in melee: allowed a melee weapon or null",
                            w.name
                        ),
                    ));
                }
                Some((w, plus("weapon_plus", self.weapon_plus)?))
            }
        };
        let armour = match &self.armour {
            None => None,
            Some(n) => body_armour_in(rules, n)
                .map_err(|e| AttackError::invalid("armour", e.to_string()))?
                .map(|a| plus("armour_plus", self.armour_plus).map(|p| (a, p)))
                .transpose()?,
        };
        let worn_shield = match &self.shield {
            None => None,
            Some(n) => shield(n)
                .map_err(|e| AttackError::invalid("shield", e.to_string()))?
                .map(|s| plus("shield_plus", self.shield_plus).map(|p| (s, p)))
                .transpose()?,
        };
        Ok(Opponent {
            monster,
            weapon,
            defence: monster_defence(monster, armour, worn_shield),
            resists: resists(monster),
            hp,
            round,
        })
    }
}

impl Opponent {
    /// The monster as the player's attack sees it, awake, visible and unlit
    /// (`docs/rules/dcss-0.31-player-attack.md` §2, §7).
    pub fn target(&self) -> MonsterTarget {
        MonsterTarget {
            ev: self.defence.ev,
            ac: self.defence.ac,
            hd: self.monster.hd,
            shield_class: self.defence.shield_class,
            block_limit: self.defence.block_limit,
            resists: self.resists,
            unseen: false,
            backlit: false,
            umbra: false,
        }
    }

    /// The melee attacker of one slot: the weapon's plus and `PWPN_HIT` count for slots that
    /// use the weapon (`docs/rules/dcss-0.31.md` §3.1, `docs/rules/monsters-and-dumps.md` §1.2).
    pub fn attacker(&self, slot: &MonsterAttack) -> MonsterAttacker {
        MonsterAttacker {
            hd: self.monster.hd,
            fighter: self.monster.fighter,
            weapon_to_hit: match self.weapon {
                Some((w, p)) if slot.kind.uses_weapon() => w.hit + p,
                _ => 0,
            },
            slaying: 0,
        }
    }

    /// One slot's damage before the player's AC (`docs/rules/dcss-0.31-damage.md` §1): the
    /// slot's damage and, for a weapon slot, the unbranded weapon.
    pub fn damage(&self, slot: &MonsterAttack) -> MeleeDamage {
        MeleeDamage {
            attack_damage: slot.damage,
            weapon: self
                .weapon
                .filter(|_| slot.kind.uses_weapon())
                .map(|(w, plus)| WeaponDamage {
                    base: w.damage,
                    plus,
                    heavy: false,
                }),
            modifiers: DamageModifiers::default(),
        }
    }
}
