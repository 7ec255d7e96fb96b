//! The player's offence, resolved: everything one melee action reads, and the rules it feeds
//! (`docs/rules/dcss-0.31-player-attack.md` §1-§5).

use super::aux::{AuxAttacker, AuxMutations, AuxRound, Retaliation};
use super::damage::{Brand, DamageBase, MainDamage};
use super::delay::AttackDelay;
use super::target::MonsterTarget;
use crate::dcss::attack::{Attack, Attacker, PlayerPreRoll};
use crate::dcss::display::to_hit_pct;
use crate::dcss::skills::Skill;
use crate::dcss::to_hit::PlayerAttacker;
use crate::dcss::weapons::WeaponType;

/// A player's melee offence (`docs/rules/dcss-0.31-player-attack.md` §1-§5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerOffence {
    /// Experience level (aux chances, the retaliation).
    pub xl: i32,
    /// Strength.
    pub str: i32,
    /// Dexterity.
    pub dex: i32,
    /// Fighting skill.
    pub fighting: Skill,
    /// The wielded melee weapon; `None` fights unarmed.
    pub weapon: Option<&'static WeaponType>,
    /// The weapon's skill (ignored unarmed).
    pub weapon_skill: Skill,
    /// Unarmed Combat skill: the unarmed attack and the punch.
    pub unarmed_combat: Skill,
    /// The weapon's enchantment (ignored unarmed).
    pub weapon_plus: i32,
    /// The weapon's brand.
    pub brand: Option<Brand>,
    /// `slaying_bonus()`: rings, artefacts, mutations.
    pub slaying: i32,
    /// Might or berserk: `+1 + random2(10)` damage.
    pub might: bool,
    /// Weak: damage ×3/4.
    pub weak: bool,
    /// Confused: −5 to-hit.
    pub confused: bool,
    /// The aux mutations (claws also raise the unarmed base damage).
    pub aux: AuxMutations,
    /// A free off-hand for the punch.
    pub offhand_free: bool,
    /// `MUT_REFLEXIVE_HEADBUTT`: the Minotaur's retaliation.
    pub reflexive_headbutt: bool,
    /// The attack delay.
    pub delay: AttackDelay,
}

impl PlayerOffence {
    /// The skill the attack trains: the weapon's, or Unarmed Combat.
    pub fn attack_skill(&self) -> Skill {
        if self.weapon.is_some() {
            self.weapon_skill
        } else {
            self.unarmed_combat
        }
    }

    /// The pre-roll to-hit's terms (`calc_pre_roll_to_hit(true)`, attack.cc:159-243,
    /// `docs/rules/dcss-0.31-player-attack.md` §2.1): `15 + Dex/2`, the two random skill
    /// terms, the weapon's plus and `PWPN_HIT` (or +6 unarmed), slaying.
    pub fn pre_roll(&self) -> PlayerAttacker {
        PlayerAttacker {
            dex: self.dex,
            fighting: self.fighting,
            weapon_skill: self.attack_skill(),
            unarmed: self.weapon.is_none(),
            weapon_to_hit: self.weapon.map_or(0, |w| self.weapon_plus + w.hit),
            slaying: self.slaying,
            vertigo: false,
            eyeballs: 0,
        }
    }

    /// One main attack on `target`: the to-hit roll, the flat EV test and the monster's
    /// shield, whose contest reads the rolled to-hit (`docs/rules/dcss-0.31-player-attack.md`
    /// §2.2, §2.3, §2.5).
    pub fn main_attack(&self, target: &MonsterTarget) -> Attack {
        Attack {
            attacker: Attacker::Player(PlayerPreRoll::Build(self.pre_roll())),
            mods: target.modifiers(self.confused),
            ev: target.ev,
            shield: Some(target.shield()),
        }
    }

    /// What the game shows, `100 − "about X% to evade"` (`to_hit_pct`, fight.cc:96-136,
    /// `docs/rules/dcss-0.31-player-attack.md` §2.4): the halved skills, confusion and
    /// lighting, no unseen penalty and no shield.
    pub fn display_percent(&self, target: &MonsterTarget) -> i32 {
        to_hit_pct(
            self.pre_roll().display_pre_roll(),
            target.ev,
            target.display_modifier(self.confused),
        )
    }

    /// The damage of one landed main attack on `target` (`docs/rules/dcss-0.31-player-attack.md`
    /// §3): Dex for short and long blades, Str otherwise.
    pub fn main_damage(&self, target: &MonsterTarget) -> MainDamage {
        let (base, attr, weapon_skill_100, plus) = match self.weapon {
            Some(w) => {
                let dex = w.skill == "SK_SHORT_BLADES" || w.skill == "SK_LONG_BLADES";
                (
                    DamageBase::Weapon {
                        damage: w.damage,
                        heavy: self.brand == Some(Brand::Heavy),
                    },
                    if dex { self.dex } else { self.str },
                    self.weapon_skill.scaled(100),
                    self.weapon_plus + self.slaying,
                )
            }
            None => (
                DamageBase::Unarmed {
                    claws: self.aux.claws,
                    unarmed_combat: self.unarmed_combat,
                },
                self.str,
                0,
                self.slaying,
            ),
        };
        MainDamage {
            base,
            attr,
            weapon_skill_100,
            fighting_100: self.fighting.scaled(100),
            might: self.might,
            plus,
            weak: self.weak,
            ac: target.ac,
            brand: self.brand.filter(|_| self.weapon.is_some()),
            resists: target.resists,
        }
    }

    /// The player as its aux attacks and retaliation see it (`docs/rules/dcss-0.31-player-attack.md`
    /// §4).
    pub fn aux_attacker(&self) -> AuxAttacker {
        AuxAttacker {
            xl: self.xl,
            str: self.str,
            dex: self.dex,
            fighting: self.fighting,
            unarmed_combat: self.unarmed_combat,
            slaying: self.slaying,
            might: self.might,
            weak: self.weak,
            mutations: self.aux,
            offhand_free: self.offhand_free,
        }
    }

    /// The aux round after each main attack on `target`.
    pub fn aux_round(&self, target: &MonsterTarget) -> AuxRound {
        self.aux_attacker()
            .round(target, target.modifiers(self.confused))
    }

    /// Main attacks per action: a quick blade hits twice (`weapon_hits_per_swing`,
    /// fight.cc:842-849, `docs/rules/dcss-0.31-player-attack.md` §1 step 9).
    pub fn hits_per_action(&self) -> u32 {
        match self.weapon {
            Some(w) if w.id == "WPN_QUICK_BLADE" => 2,
            _ => 1,
        }
    }

    /// The retaliation against `target`, for a player with `MUT_REFLEXIVE_HEADBUTT`
    /// (`docs/rules/dcss-0.31-player-attack.md` §4).
    pub fn retaliation(&self, target: &MonsterTarget) -> Option<Retaliation> {
        self.reflexive_headbutt.then(|| Retaliation {
            attacker: self.aux_attacker(),
            ac: target.ac,
        })
    }
}
