//! The player's auxiliary attacks and the Minotaur's retaliation (`player_aux_unarmed`,
//! `do_minotaur_retaliation`, melee-attack.cc:1168-1710, 3527-3592;
//! `docs/rules/dcss-0.31-player-attack.md` §4).
//!
//! After every main attack the game walks the eleven aux types in a fixed order and draws a
//! trigger roll for each **before** checking whether the player has the mutation; an
//! eligible, triggered type then draws its base damage, rolls `random2(aux_to_hit) + M`,
//! hits when that beats the monster's EV or on one chance in 30, and only a hit meets the
//! monster's shield. [`AuxRound`] holds the eleven slots in that order; the types these
//! rules cover are [`AuxAttack`]s, the others only their trigger roll.

mod attack;

pub use attack::{AuxAttack, AuxBase, AuxOutcome};
pub(crate) use attack::{aux_chain_dist, roll_aux_chain};

use rand::Rng;

use super::form::PostAc;
use super::target::MonsterTarget;
use crate::dcss::rng::x_chance_in_y;
use crate::dcss::skills::Skill;
use crate::dcss::to_hit::HitModifiers;

/// A draconian's or an armataur's tail (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Tail {
    /// Any draconian's tail: base damage 6.
    Plain,
    /// An armoured tail: +4 per level.
    Armoured,
    /// A stinger: `+max(0, 2·level − 1)`; its venom is not modelled.
    Stinger,
}

/// The mutation levels that give aux attacks, as usable levels (a helmet that covers horns
/// is the caller's business) (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct AuxMutations {
    /// Horns: the headbutt, `5 + 3·level`.
    pub horns: i32,
    /// Beak: the peck, 6.
    pub beak: i32,
    /// Talons: the kick, `6 + level`.
    pub talons: i32,
    /// Hooves: the kick, `5 + level·5/3`.
    pub hooves: i32,
    /// Fangs: the bite, `1 + 2·level`.
    pub fangs: i32,
    /// Acidic bite: the bite, `+ roll_dice(2, 4)` (its corrosion is not modelled).
    pub acidic_bite: i32,
    /// Anti-magic bite: the bite at base chance 100, `+ div_rand_round(XL, 3)` (its MP effect
    /// is not modelled).
    pub anti_magic_bite: i32,
    /// Usable claws: `+2·level` to unarmed base damage, `+ roll_dice(level, 3)` to the punch.
    pub claws: i32,
    /// Octopode tentacles: the squeeze, 12.
    pub tentacles: i32,
    /// The tail that slaps, if any.
    pub tail: Option<Tail>,
    /// The armoured tail's or stinger's level.
    pub tail_level: i32,
}

/// The aux attack types the rules cover (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum AuxKind {
    /// Hooves or talons.
    #[cfg_attr(feature = "serde", serde(rename = "kick"))]
    Kick,
    /// Horns.
    #[cfg_attr(feature = "serde", serde(rename = "headbutt"))]
    Headbutt,
    /// Beak.
    #[cfg_attr(feature = "serde", serde(rename = "peck"))]
    Peck,
    /// A tail.
    #[cfg_attr(feature = "serde", serde(rename = "tail-slap"))]
    TailSlap,
    /// The off-hand punch.
    #[cfg_attr(feature = "serde", serde(rename = "punch"))]
    Punch,
    /// Fangs, acidic or anti-magic bite.
    #[cfg_attr(feature = "serde", serde(rename = "bite"))]
    Bite,
    /// Tentacles.
    #[cfg_attr(feature = "serde", serde(rename = "squeeze"))]
    Squeeze,
}

impl AuxKind {
    /// The names the game prints and scenario files use.
    pub fn name(self) -> &'static str {
        match self {
            AuxKind::Kick => "kick",
            AuxKind::Headbutt => "headbutt",
            AuxKind::Peck => "peck",
            AuxKind::TailSlap => "tail-slap",
            AuxKind::Punch => "punch",
            AuxKind::Bite => "bite",
            AuxKind::Squeeze => "squeeze",
        }
    }
}

/// Who attacks with aux attacks: what the trigger chance, to-hit and damage read
/// (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxAttacker {
    /// Experience level.
    pub xl: i32,
    /// Strength: every aux attack scales with it.
    pub str: i32,
    /// Dexterity (to-hit).
    pub dex: i32,
    /// Fighting skill.
    pub fighting: Skill,
    /// Unarmed Combat skill (the punch).
    pub unarmed_combat: Skill,
    /// The slaying bonus, without any weapon's plus.
    pub slaying: i32,
    /// Might or berserk.
    pub might: bool,
    /// The Weak status.
    pub weak: bool,
    /// The mutations.
    pub mutations: AuxMutations,
    /// A free off-hand: no shield and no two-handed weapon.
    pub offhand_free: bool,
    /// The form's multiplier after AC (`docs/rules/dcss-0.34-forms.md` §5).
    pub post_ac: PostAc,
}

impl AuxAttacker {
    /// `aux_to_hit()` (fight.cc:71-88): `(1300 + 75·Dex + skill(Fighting, 30))/100 + slaying`.
    pub fn aux_to_hit(&self) -> i32 {
        (1300 + 75 * self.dex + self.fighting.scaled(30)) / 100 + self.slaying
    }

    /// `get_chance` (melee-attack.cc:1178-1183): an XL-based base chance scaled by
    /// `(30 + XL)/59`.
    fn chance(&self, base: i32, xl_based: bool) -> i32 {
        if xl_based {
            base * (30 + self.xl) / 59
        } else {
            base
        }
    }

    /// The eleven aux slots in the game's order: constrict, kick, headbutt, peck, tail-slap,
    /// touch, punch, bite, pseudopods, tentacles, maw, each with its trigger chance and, for a
    /// covered type the player has, its attack (`docs/rules/dcss-0.31-player-attack.md` §4).
    pub fn round(&self, target: &MonsterTarget, mods: HitModifiers) -> AuxRound {
        let m = &self.mutations;
        let attack = |kind, base| {
            Some(AuxAttack {
                kind,
                base,
                attacker: *self,
                target: *target,
                mods,
            })
        };
        let kick = if m.hooves > 0 {
            attack(AuxKind::Kick, AuxBase::Fixed(5 + m.hooves * 5 / 3))
        } else if m.talons > 0 {
            attack(AuxKind::Kick, AuxBase::Fixed(6 + m.talons))
        } else {
            None
        };
        let tail = m.tail.and_then(|t| {
            let extra = match t {
                Tail::Plain => 0,
                Tail::Armoured => 4 * m.tail_level,
                Tail::Stinger => (2 * m.tail_level - 1).max(0),
            };
            attack(AuxKind::TailSlap, AuxBase::Fixed(6 + extra))
        });
        let bite_base = if m.anti_magic_bite > 0 {
            Some(AuxBase::AntiMagicBite {
                fangs: m.fangs,
                xl: self.xl,
            })
        } else if m.acidic_bite > 0 {
            Some(AuxBase::AcidicBite { fangs: m.fangs })
        } else if m.fangs > 0 {
            Some(AuxBase::Fixed(1 + 2 * m.fangs))
        } else {
            None
        };
        let uc5 = self.unarmed_combat.scaled(5);
        let slots = [
            (self.chance(100, false), None),
            (self.chance(100, true), kick),
            (
                self.chance(67, true),
                (m.horns > 0)
                    .then(|| attack(AuxKind::Headbutt, AuxBase::Fixed(5 + 3 * m.horns)))
                    .flatten(),
            ),
            (
                self.chance(67, true),
                (m.beak > 0)
                    .then(|| attack(AuxKind::Peck, AuxBase::Fixed(6)))
                    .flatten(),
            ),
            (self.chance(50, true), tail),
            (self.chance(40, false), None),
            (
                self.chance(5 + uc5 / 3, true),
                self.offhand_free
                    .then(|| {
                        attack(
                            AuxKind::Punch,
                            AuxBase::Punch {
                                unarmed_combat: self.unarmed_combat,
                                claws: m.claws,
                            },
                        )
                    })
                    .flatten(),
            ),
            (
                self.chance(if m.anti_magic_bite > 0 { 100 } else { 40 }, true),
                bite_base.and_then(|b| attack(AuxKind::Bite, b)),
            ),
            (self.chance(67, true), None),
            (
                self.chance(67, true),
                (m.tentacles > 0)
                    .then(|| attack(AuxKind::Squeeze, AuxBase::Fixed(12)))
                    .flatten(),
            ),
            (self.chance(75, false), None),
        ];
        AuxRound {
            slots: slots.map(|(chance, attack)| AuxSlot { chance, attack }),
        }
    }
}

/// One aux slot: its trigger chance in percent and, for a covered type the player has, the
/// attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxSlot {
    /// `get_chance()`: the `x` of `x_chance_in_y(x, 100)`.
    pub chance: i32,
    /// The attack, when the player has it.
    pub attack: Option<AuxAttack>,
}

/// The eleven aux slots in the game's order (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxRound {
    /// The slots, constrict to maw.
    pub slots: [AuxSlot; 11],
}

impl AuxRound {
    /// The attacks the player has, in order, with their trigger chances.
    pub fn attacks(&self) -> impl Iterator<Item = (i32, &AuxAttack)> {
        self.slots
            .iter()
            .filter_map(|s| s.attack.as_ref().map(|a| (s.chance, a)))
    }

    /// Plays the aux round after a main attack, as `player_aux_unarmed` does: while the
    /// monster lives (`hp > 0`), a trigger roll for every slot, then the eligible attacks;
    /// landed damage comes off `hp`. Returns the damage dealt.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, hp: &mut i32, blocks: &mut u32) -> i32 {
        let mut dealt = 0;
        for slot in &self.slots {
            if *hp <= 0 {
                break;
            }
            if !x_chance_in_y(rng, slot.chance, 100) {
                continue;
            }
            if let Some(a) = &slot.attack
                && let AuxOutcome::Landed(d) = a.roll(rng, blocks)
            {
                *hp -= d;
                dealt += d;
            }
        }
        dealt
    }
}
