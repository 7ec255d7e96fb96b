//! A shot or a throw as the reference vectors' `shots` give it: the item, the player's stats,
//! skills, gear and statuses (`docs/rules/dcss-0.34-player-ranged.md` §2–§4).

use super::monster::MonsterNumbers;
use crate::dcss::data::{body_armour_in, shield};
use crate::dcss::encumbrance::{aevp, encumbrance_rating};
use crate::dcss::player_attack::{AttackError, skill};
use crate::dcss::player_ranged::projectile::{Projectile, ShotBrand};
use crate::dcss::player_ranged::shot::{Aim, Shot, ShotDamage, ShotDelay, ShotDisplay};
use crate::dcss::shields::shield_penalty;
use crate::dcss::time::PlayerStatus;
use crate::dcss::to_hit::PlayerAttacker;
use crate::limits::Limit;

/// A stat: 1 to 99.
pub const STAT: Limit = Limit::new("dex", 1, 99);
/// An enchantment: −9 to 27.
pub const PLUS: Limit = Limit::new("plus", -9, 27);
/// Slaying: −30 to 30.
pub const SLAYING: Limit = Limit::new("slaying", -30, 30);
/// Inaccuracy levels (amulet of the Air, Ru's Missing Eye): 0 to 3.
pub const INACCURACY: Limit = Limit::new("inaccuracy", 0, 3);

/// Armour of hurling adds 4 to a throw's to-hit (§2.1).
const HURLING: i32 = 4;

pub(crate) fn stat(field: &'static str, v: i32) -> Result<i32, AttackError> {
    Ok(Limit { field, ..STAT }.check(v)?)
}

/// One shot or throw as a scenario gives it (`docs/rules/dcss-0.34-player-ranged.md` §2–§4):
/// the vectors' `shots` fields other than the monster's. Skills are levels with one decimal.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct ShotSpec {
    /// The launcher (sling, shortbow, orcbow, longbow, hand cannon, arbalest, triple
    /// crossbow) or the missile thrown (stone, boomerang, javelin, large rock, dart).
    pub item: String,
    /// The launcher's enchantment (missiles have none).
    pub plus: i32,
    /// The launcher's brand (flaming, freezing, electrocution, draining, heavy, antimagic,
    /// speed, penetration) or the missile's (silver).
    pub brand: Option<ShotBrand>,
    /// Dexterity.
    pub dex: i32,
    /// Strength.
    pub str: i32,
    /// Fighting.
    pub fighting: f64,
    /// Ranged Weapons.
    pub ranged_weapons: f64,
    /// Throwing.
    pub throwing: f64,
    /// Slaying from rings, artefacts and mutations (without hurling).
    pub slaying: i32,
    /// Armour of hurling: +4 to a throw's to-hit (and, in 0.34.1, nothing to its damage).
    pub hurling: bool,
    /// Inaccuracy levels: −5 to-hit each.
    pub inaccuracy: i32,
    /// Confused: −5 to-hit.
    pub confused: bool,
    /// The shield you wear (its penalty slows every shot).
    pub shield: Option<String>,
    /// Shields skill.
    pub shields: f64,
    /// The body armour you wear (its penalty slows a launcher).
    pub armour: Option<String>,
    /// Armour skill.
    pub armour_skill: f64,
    /// The body armour is of archery: its penalty is halved for launchers.
    pub archery_ego: bool,
    /// The Finesse spell.
    pub finesse: bool,
    /// Hasted.
    pub haste: bool,
    /// Slowed.
    pub slow: bool,
    /// You are invisible to the monster: its shield roll ÷3.
    pub player_invisible_to_monster: bool,
    /// You have nightvision: an umbra costs nothing.
    pub player_nightvision: bool,
}

impl Default for ShotSpec {
    fn default() -> Self {
        ShotSpec {
            item: String::new(),
            plus: 0,
            brand: None,
            dex: 10,
            str: 10,
            fighting: 0.0,
            ranged_weapons: 0.0,
            throwing: 0.0,
            slaying: 0,
            hurling: false,
            inaccuracy: 0,
            confused: false,
            shield: None,
            shields: 0.0,
            armour: None,
            armour_skill: 0.0,
            archery_ego: false,
            finesse: false,
            haste: false,
            slow: false,
            player_invisible_to_monster: false,
            player_nightvision: false,
        }
    }
}

impl ShotSpec {
    /// The statuses `player_speed()` reads.
    pub fn status(&self) -> PlayerStatus {
        PlayerStatus {
            hasted: self.haste,
            slowed: self.slow,
            ..PlayerStatus::default()
        }
    }

    /// Checks every field once and resolves the shot at `monster`; errors name the field
    /// (`docs/rules/dcss-0.34-player-ranged.md` §2–§4).
    pub fn resolve(&self, monster: &MonsterNumbers) -> Result<Shot, AttackError> {
        let projectile = Projectile::find(&self.item).ok_or_else(|| {
            AttackError::invalid(
                "item",
                format!(
                    "unknown launcher or missile '{}': allowed sling, shortbow, orcbow, longbow, \
                     hand cannon, arbalest, triple crossbow, stone, boomerang, javelin, large \
                     rock, dart, throwing net",
                    self.item
                ),
            )
        })?;
        let dex = stat("dex", self.dex)?;
        let strength = stat("str", self.str)?;
        Limit {
            field: "plus",
            ..PLUS
        }
        .check(self.plus)?;
        SLAYING.check(self.slaying)?;
        INACCURACY.check(self.inaccuracy)?;
        let fighting = skill("fighting", self.fighting)?;
        let ranged = skill("ranged_weapons", self.ranged_weapons)?;
        let throwing = skill("throwing", self.throwing)?;
        let shields = skill("shields", self.shields)?;
        let armour_skill = skill("armour_skill", self.armour_skill)?;
        if let Some(b) = self.brand {
            let fits = if projectile.thrown() {
                b.on_missile()
            } else {
                b.on_launcher()
            };
            if !fits {
                return Err(AttackError::invalid(
                    "brand",
                    format!(
                        "{} is not a brand of a {}: allowed {}",
                        b.name(),
                        projectile.name(),
                        if projectile.thrown() {
                            "silver or null"
                        } else {
                            "flaming, freezing, electrocution, draining, heavy, antimagic, \
                             speed, penetration or null"
                        }
                    ),
                ));
            }
        }
        if projectile.thrown() && self.plus != 0 {
            return Err(AttackError::invalid(
                "plus",
                "a thrown missile has no enchantment: allowed 0",
            ));
        }
        let shield = match &self.shield {
            None => None,
            Some(n) => shield(n).map_err(|e| AttackError::invalid("shield", e.to_string()))?,
        };
        let body = match &self.armour {
            None => None,
            Some(n) => body_armour_in(crate::dcss::player_ranged::RULES, n)
                .map_err(|e| AttackError::invalid("armour", e.to_string()))?,
        };
        let target = monster.target(self.player_nightvision)?;
        let (skill_used, attr, weapon_to_hit, hit_slaying, dmg_plus) = match projectile {
            Projectile::Launcher(l) => (
                ranged,
                dex,
                self.plus + l.hit,
                self.slaying,
                self.plus + self.slaying,
            ),
            Projectile::Thrown(_) => (
                throwing,
                strength,
                0,
                self.slaying + if self.hurling { HURLING } else { 0 },
                self.slaying,
            ),
        };
        let attacker = PlayerAttacker {
            dex,
            fighting,
            weapon_skill: skill_used,
            unarmed: false,
            weapon_to_hit,
            slaying: hit_slaying,
            vertigo: false,
            eyeballs: 0,
        };
        let light = if target.invisible {
            -6
        } else {
            i32::from(target.backlit) * 5 - i32::from(target.umbra) * 3
        };
        let modifier = -5 * self.inaccuracy - 5 * i32::from(self.confused) + light;
        let penetrates = self.brand == Some(ShotBrand::Penetration)
            || matches!(projectile, Projectile::Thrown(m) if m.penetrates);
        let aim = Aim::new(
            attacker,
            modifier,
            &target,
            penetrates,
            self.player_invisible_to_monster,
        );
        let er = body.map_or(0, |b| {
            let er = encumbrance_rating(b.parm_evasion, 0);
            if self.archery_ego { er / 2 } else { er }
        });
        let delay = ShotDelay {
            projectile,
            skill: skill_used,
            brand: self.brand,
            shield_penalty_20: shield_penalty(shield, shields, strength, 20),
            armour_penalty_20: aevp(er, armour_skill, strength, 20),
            finesse: self.finesse,
            status: self.status(),
        };
        let display = ShotDisplay {
            to_land: attacker.display_pre_roll(),
            modifier: -5 * self.inaccuracy - 5 * i32::from(self.confused)
                + i32::from(target.backlit) * 5
                - i32::from(target.umbra) * 3,
            ev: target.missile_ev(),
            sh: target.shield_class,
            no_block: target.incapacitated || penetrates,
            invisible_to_it: self.player_invisible_to_monster,
        };
        Ok(Shot {
            projectile,
            aim,
            damage: ShotDamage {
                projectile,
                brand: self.brand,
                attr,
                skill: skill_used,
                fighting,
                plus: dmg_plus,
                target,
            },
            delay_rolls: delay.rolls(),
            delay,
            display,
            block_limit: target.block_limit,
        })
    }
}
