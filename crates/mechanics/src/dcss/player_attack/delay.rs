//! The player's melee attack delay (`player::attack_delay_with`, player-act.cc:293-383;
//! `docs/rules/dcss-0.31-player-attack.md` §5): a [`RandomVar`] built from the weapon, the
//! skill, the brand, the shield and Finesse, scaled by the action's `time_taken`, and rolled
//! once per attack.

use rand::Rng;

use super::random_var::RandomVar;
use crate::dcss::data::Shield;
use crate::dcss::shields::shield_penalty;
use crate::dcss::skills::Skill;
use crate::dcss::time::{BASELINE_DELAY, PlayerStatus, player_speed, player_speed_dist};
use crate::dcss::weapons::WeaponType;
use crate::dist::Dist;

/// `MAX_SKILL_LEVEL` (27): a weapon's minimum delay is never more than `(27 + 1)/2` aut below
/// its base delay (`docs/rules/dcss-0.31-player-attack.md` §5).
const MAX_SKILL_LEVEL: i32 = 27;

/// `DELAY_SCALE` (player-act.cc): skill and the shield penalty are taken in twentieths of an
/// aut (`docs/rules/dcss-0.31-player-attack.md` §5).
const DELAY_SCALE: i32 = 20;

/// The brands that change the delay (`docs/rules/dcss-0.31-player-attack.md` §5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DelayBrand {
    /// No brand, or one that leaves the delay alone.
    #[default]
    None,
    /// Speed: ×2/3, randomly rounded.
    Speed,
    /// Heavy: ×3/2, randomly rounded.
    Heavy,
}

/// `weapon_min_delay(weapon, false)` (fight.cc:956-988, `docs/rules/dcss-0.31-player-attack.md`
/// §5): half the base delay, short blades at most 5, everything at most 7, never more than 14
/// below the base, never below 3. The brand is left out.
pub fn weapon_min_delay(weapon: &WeaponType) -> i32 {
    let base = weapon.delay;
    let mut min = base / 2;
    if weapon.skill == "SK_SHORT_BLADES" {
        min = min.min(5);
    }
    min = min.min(7);
    min = min.max(base - (MAX_SKILL_LEVEL + 1) / 2);
    min.max(3)
}

/// `weapon_min_delay_skill` (fight.cc:941-946): the skill level at which the minimum delay is
/// reached, `2·(base − minimum)` (`docs/rules/dcss-0.31-player-attack.md` §5).
pub fn weapon_min_delay_skill(weapon: &WeaponType) -> i32 {
    (weapon.delay - weapon_min_delay(weapon)) * 2
}

/// Everything the delay of one melee attack reads (`docs/rules/dcss-0.31-player-attack.md` §5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttackDelay {
    /// The wielded melee weapon, or `None` unarmed.
    pub weapon: Option<&'static WeaponType>,
    /// The weapon's skill, or Unarmed Combat.
    pub skill: Skill,
    /// The weapon's brand as the delay sees it.
    pub brand: DelayBrand,
    /// `adjusted_shield_penalty(20)`, added to every attack as `div_rand_round(·, 20)`.
    pub shield_penalty_20: i32,
    /// The Finesse spell is active.
    pub finesse: bool,
    /// What `player_speed()` reads: haste, berserk, slow.
    pub status: PlayerStatus,
}

impl AttackDelay {
    /// The delay of a build: the weapon, skill and brand, the shield penalty from the shield,
    /// Shields skill and Str (`docs/rules/dcss-0.31.md` §6.4), Finesse and the statuses
    /// (`docs/rules/dcss-0.31-player-attack.md` §5).
    pub fn new(
        weapon: Option<&'static WeaponType>,
        skill: Skill,
        brand: DelayBrand,
        shield: (Option<&Shield>, Skill, i32),
        finesse: bool,
        status: PlayerStatus,
    ) -> Self {
        let (shield, shields, strength) = shield;
        AttackDelay {
            weapon,
            skill,
            brand,
            shield_penalty_20: shield_penalty(shield, shields, strength, DELAY_SCALE),
            finesse,
            status,
        }
    }

    /// The `random_var` the game rolls when `you.time_taken` is `time_taken`
    /// (`docs/rules/dcss-0.31-player-attack.md` §5), step by step.
    pub fn random_var(&self, time_taken: i32) -> RandomVar {
        let mut d = match self.weapon {
            None => RandomVar::constant(10)
                .sub(&RandomVar::constant(self.skill.scaled(10)).div_rand_round(27 * 2)),
            Some(w) => {
                let sklev = self.skill.scaled(10).min(10 * weapon_min_delay_skill(w));
                let d = RandomVar::constant(w.delay)
                    .sub(&RandomVar::constant(sklev).div_rand_round(DELAY_SCALE));
                match self.brand {
                    DelayBrand::None => d,
                    DelayBrand::Speed => d.mul(2).div_rand_round(3),
                    DelayBrand::Heavy => d.mul(3).div_rand_round(2),
                }
            }
        };
        d = d.max_const(3);
        d = d.add(&RandomVar::constant(self.shield_penalty_20).div_rand_round(DELAY_SCALE));
        if self.finesse {
            if self.status.hasted {
                d = d.mul(3).div_rand_round(2);
            }
            d = d.div_rand_round(2);
        }
        d.mul(time_taken)
            .div_rand_round(BASELINE_DELAY)
            .max_const(1)
    }

    /// The exact law of the attack's `you.time_taken`: the [`Self::random_var`] of each
    /// `player_speed()` value, mixed (`docs/rules/dcss-0.31-player-attack.md` §5).
    ///
    /// ```
    /// use mechanics::dcss::player_attack::delay::{AttackDelay, DelayBrand};
    /// use mechanics::dcss::skills::Skill;
    /// use mechanics::dcss::time::PlayerStatus;
    /// use mechanics::dcss::weapons;
    /// use mechanics::tolerance::EXACT;
    ///
    /// // §10 W2: a long sword at Long Blades 5 takes 11 or 12 aut, one half each.
    /// let sword = weapons::find("long sword")?;
    /// let delay = AttackDelay::new(Some(sword), Skill::level(5)?, DelayBrand::None,
    ///     (None, Skill::default(), 10), false, PlayerStatus::default());
    /// let law = delay.dist();
    /// assert!((law.prob(11) - 0.5).abs() < EXACT && (law.prob(12) - 0.5).abs() < EXACT);
    /// assert_eq!(delay.random_var(10).total(), 4000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dist(&self) -> Dist {
        player_speed_dist(&self.status).and_then(|t| self.random_var(t).dist())
    }

    /// One attack's time given the action's `time_taken`: the game's one `random2(total)`
    /// (`docs/rules/dcss-0.31-player-attack.md` §5).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, time_taken: i32) -> i32 {
        self.random_var(time_taken).roll(rng)
    }

    /// `player_speed()` at the start of the action, then the attack's roll
    /// (`docs/rules/dcss-0.31-player-attack.md` §5, §11).
    pub fn roll_action<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let t = player_speed(rng, &self.status);
        self.roll(rng, t)
    }
}

/// An [`AttackDelay`]'s `random_var` for every value `player_speed()` can take, built once so
/// that a fight's loop only rolls (`docs/rules/dcss-0.31-player-attack.md` §5). The rolls are
/// the game's: one `random2(total)` on the same weights.
#[derive(Clone, Debug, PartialEq)]
pub struct DelayRolls {
    status: PlayerStatus,
    vars: Vec<(i32, RandomVar)>,
}

impl DelayRolls {
    /// The attack's time given the action's `time_taken` (a value of `player_speed()`).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, time_taken: i32) -> i32 {
        self.vars
            .iter()
            .find(|(t, _)| *t == time_taken)
            .map(|(_, v)| v.roll(rng))
            .expect("time_taken is a value of player_speed()")
    }

    /// `player_speed()` and the attack's roll, as [`AttackDelay::roll_action`].
    pub fn roll_action<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let t = player_speed(rng, &self.status);
        self.roll(rng, t)
    }

    /// The statuses `player_speed()` reads.
    pub fn status(&self) -> &PlayerStatus {
        &self.status
    }
}

impl AttackDelay {
    /// The `random_var`s of every `player_speed()` value.
    pub fn rolls(&self) -> DelayRolls {
        DelayRolls {
            status: self.status,
            vars: player_speed_dist(&self.status)
                .iter()
                .filter(|&(_, p)| p > 0.0)
                .map(|(t, _)| (t, self.random_var(t)))
                .collect(),
        }
    }
}
