//! One covered aux attack: its base damage, its to-hit against the monster's flat EV with the
//! one-in-30 auto-hit, the monster's shield on a hit, and its damage chain
//! (`player_aux_apply`, melee-attack.cc:1479-1621; `docs/rules/dcss-0.31-player-attack.md` §4).

use rand::Rng;

use super::super::damage::{
    AUX_FIGHTING_BASE, might_dist, monster_ac_dist, roll_might, roll_monster_ac,
    roll_skill_multiply, roll_slaying, roll_weak, skill_multiply, slaying_dist, stat_modify,
    weak_dist,
};
use super::super::target::MonsterTarget;
use super::{AuxAttacker, AuxKind};
use crate::dcss::attack::AttackProbs;
use crate::dcss::rng::{div_rand_round, one_chance_in, random2, roll_dice};
use crate::dcss::shields::{p_pro_beats_con, player_bypass};
use crate::dcss::skills::Skill;
use crate::dcss::to_hit::HitModifiers;
use crate::dist::Dist;

/// An aux attack's base damage, drawn when the attack is set up
/// (`docs/rules/dcss-0.31-player-attack.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuxBase {
    /// A fixed base.
    Fixed(i32),
    /// The punch: `5 + div_rand_round(skill(UC, 256), 512)`, plus `roll_dice(claws, 3)`.
    Punch {
        /// Unarmed Combat skill.
        unarmed_combat: Skill,
        /// Usable claws level.
        claws: i32,
    },
    /// An acidic bite: `1 + 2·fangs + roll_dice(2, 4)`.
    AcidicBite {
        /// Fangs level.
        fangs: i32,
    },
    /// An anti-magic bite: `1 + 2·fangs + div_rand_round(XL, 3)`.
    AntiMagicBite {
        /// Fangs level.
        fangs: i32,
        /// Experience level.
        xl: i32,
    },
}

impl AuxBase {
    /// Rolls the base (`get_damage(true)`).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match *self {
            AuxBase::Fixed(b) => b,
            AuxBase::Punch {
                unarmed_combat,
                claws,
            } => {
                let base = 5 + div_rand_round(rng, unarmed_combat.scaled(256), 512);
                if claws > 0 {
                    base + roll_dice(rng, claws, 3)
                } else {
                    base
                }
            }
            AuxBase::AcidicBite { fangs } => 1 + 2 * fangs + roll_dice(rng, 2, 4),
            AuxBase::AntiMagicBite { fangs, xl } => 1 + 2 * fangs + div_rand_round(rng, xl, 3),
        }
    }

    /// The exact law of [`Self::roll`].
    pub fn dist(&self) -> Dist {
        match *self {
            AuxBase::Fixed(b) => Dist::point(b),
            AuxBase::Punch {
                unarmed_combat,
                claws,
            } => Dist::div_rand_round(unarmed_combat.scaled(256), 512)
                .add(&Dist::roll_dice(claws, 3))
                .map(|v| v + 5),
            AuxBase::AcidicBite { fangs } => Dist::roll_dice(2, 4).map(|v| v + 1 + 2 * fangs),
            AuxBase::AntiMagicBite { fangs, xl } => {
                Dist::div_rand_round(xl, 3).map(|v| v + 1 + 2 * fangs)
            }
        }
    }
}

/// The damage chain of an aux attack before AC: `random2(stat_modify(base))` (Str),
/// Fighting over 4000, might, slaying without the weapon's plus, Weak
/// (`player_aux_apply`, melee-attack.cc:1601-1621; `docs/rules/dcss-0.31-player-attack.md` §4).
pub(crate) fn roll_aux_chain<R: Rng + ?Sized>(rng: &mut R, a: &AuxAttacker, base: i32) -> i32 {
    let mut d = random2(rng, stat_modify(base, a.str));
    d = roll_skill_multiply(rng, d, AUX_FIGHTING_BASE, a.fighting.scaled(100));
    d = roll_might(rng, d, a.might);
    d = roll_slaying(rng, d, a.slaying);
    roll_weak(rng, d, a.weak)
}

/// The exact law of [`roll_aux_chain`] over the base's law.
pub(crate) fn aux_chain_dist(a: &AuxAttacker, base: &Dist) -> Dist {
    let mut d = base.and_then(|b| Dist::random2(stat_modify(b, a.str)));
    d = skill_multiply(&d, AUX_FIGHTING_BASE, a.fighting.scaled(100));
    d = might_dist(&d, a.might);
    d = slaying_dist(&d, a.slaying);
    weak_dist(&d, a.weak)
}

/// One covered aux attack of one player on one monster (`docs/rules/dcss-0.31-player-attack.md`
/// §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxAttack {
    /// Which attack.
    pub kind: AuxKind,
    /// Its base damage.
    pub base: AuxBase,
    /// The player.
    pub attacker: AuxAttacker,
    /// The monster.
    pub target: MonsterTarget,
    /// The post-roll to-hit modifiers.
    pub mods: HitModifiers,
}

/// What became of a triggered aux attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuxOutcome {
    /// Missed.
    Missed,
    /// Hit and blocked by the monster's shield.
    Blocked,
    /// Landed for this much damage (after AC; possibly 0).
    Landed(i32),
}

impl AuxAttack {
    /// The law of the rolled to-hit `random2(aux_to_hit) + M`.
    fn rolled_to_hit(&self) -> Dist {
        Dist::random2(self.attacker.aux_to_hit()).map(|t| t + self.mods.total(t, false))
    }

    /// Exact outcome probabilities of one aux attack **including its trigger roll**, with
    /// `blocks` earlier blocks since the monster last acted
    /// (`docs/rules/dcss-0.31-player-attack.md` §4): hit iff `t ≥ EV` or one chance in 30;
    /// a hit meets the shield with the same `t`.
    pub fn probs(&self, chance: i32, blocks: u32) -> AttackProbs {
        let triggered = f64::from(chance.clamp(0, 100)) / 100.0;
        let exhausted = blocks >= self.target.block_limit;
        let shield = self.target.shield();
        let pro = shield.contest(0).pro_dist();
        let (mut p_block, mut p_land) = (0.0, 0.0);
        for (t, p) in self.rolled_to_hit().iter() {
            let hit = if t >= self.target.ev { 1.0 } else { 1.0 / 30.0 };
            let block = if exhausted {
                0.0
            } else {
                p_pro_beats_con(&pro, player_bypass(t))
            };
            p_block += p * hit * block;
            p_land += p * hit * (1.0 - block);
        }
        AttackProbs {
            p_block: triggered * p_block,
            p_land: triggered * p_land,
            p_miss: 1.0 - triggered * (p_block + p_land),
        }
    }

    /// The exact law of a landed aux attack's damage after the monster's AC.
    pub fn landed_dist(&self) -> Dist {
        self.attacker.post_ac.dist(&monster_ac_dist(
            &aux_chain_dist(&self.attacker, &self.base.dist()),
            self.target.ac,
        ))
    }

    /// Plays a triggered aux attack in the game's order: base damage, to-hit roll, the
    /// auto-hit coin, the shield (on a hit), the damage (`docs/rules/dcss-0.31-player-attack.md`
    /// §4). A block adds one to `blocks`.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: &mut u32) -> AuxOutcome {
        let base = self.base.roll(rng);
        let r = random2(rng, self.attacker.aux_to_hit());
        let t = r + self.mods.total(r, false);
        let auto_hit = one_chance_in(rng, 30);
        if !(t >= self.target.ev || auto_hit) {
            return AuxOutcome::Missed;
        }
        let exhausted = *blocks >= self.target.block_limit;
        if self
            .target
            .shield()
            .contest(player_bypass(t))
            .roll(rng, *blocks)
            && !exhausted
        {
            *blocks += 1;
            return AuxOutcome::Blocked;
        }
        let d = roll_aux_chain(rng, &self.attacker, base);
        let d = roll_monster_ac(rng, d, self.target.ac);
        AuxOutcome::Landed(self.attacker.post_ac.roll(rng, d))
    }
}
