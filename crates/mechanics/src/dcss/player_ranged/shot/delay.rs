//! The time a shot or a throw takes: `player::attack_delay_with` built as the game's
//! `random_var` and rolled once, over the `player_speed()` it draws
//! (`docs/rules/dcss-0.34-player-ranged.md` §4).

use rand::Rng;

use crate::dcss::player_attack::RandomVar;
use crate::dcss::player_ranged::projectile::{
    FASTEST_THROW, Projectile, ShotBrand, launcher_min_delay_skill,
};
use crate::dcss::skills::Skill;
use crate::dcss::time::{BASELINE_DELAY, PlayerStatus, player_speed, player_speed_dist};
use crate::dist::Dist;

/// Skill and penalties are taken in twentieths of an aut (`DELAY_SCALE`).
const DELAY_SCALE: i32 = 20;

/// Everything the delay of one shot reads (`docs/rules/dcss-0.34-player-ranged.md` §4).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShotDelay {
    /// The launcher, or the missile thrown.
    pub projectile: Projectile,
    /// Ranged Weapons for a launcher, Throwing for a throw.
    pub skill: Skill,
    /// The launcher's brand: speed ×2/3, heavy ×3/2.
    pub brand: Option<ShotBrand>,
    /// `adjusted_shield_penalty(20)`: any shield slows every shot and throw.
    pub shield_penalty_20: i32,
    /// `adjusted_body_armour_penalty(20, archery)`: body armour slows launchers only.
    pub armour_penalty_20: i32,
    /// The Finesse spell.
    pub finesse: bool,
    /// What `player_speed()` reads.
    pub status: PlayerStatus,
}

impl ShotDelay {
    /// The `random_var` rolled when `player_speed()` came out `speed` (§4), step by step.
    pub fn random_var(&self, speed: i32) -> RandomVar {
        let mut d = match self.projectile {
            Projectile::Launcher(l) => {
                let sk = self.skill.scaled(10).min(10 * launcher_min_delay_skill(l));
                let d = RandomVar::constant(l.delay)
                    .sub(&RandomVar::constant(sk).div_rand_round(DELAY_SCALE));
                match self.brand {
                    Some(ShotBrand::Speed) => d.mul(2).div_rand_round(3),
                    Some(ShotBrand::Heavy) => d.mul(3).div_rand_round(2),
                    _ => d,
                }
            }
            Projectile::Thrown(m) => RandomVar::constant(m.delay_base())
                .sub(&RandomVar::constant(self.skill.scaled(10)).div_rand_round(DELAY_SCALE))
                .max_const(FASTEST_THROW),
        };
        d = d.max_const(3);
        d = d.add(&RandomVar::constant(self.shield_penalty_20).div_rand_round(DELAY_SCALE));
        if !self.projectile.thrown() {
            d = d.add(&RandomVar::constant(self.armour_penalty_20).div_rand_round(DELAY_SCALE));
        }
        if self.finesse {
            if self.status.hasted {
                d = d.mul(3).div_rand_round(2);
            }
            d = d.div_rand_round(2);
        }
        d.mul(speed).div_rand_round(BASELINE_DELAY).max_const(1)
    }

    /// The exact law of the time a shot takes, mixed over `player_speed()` (§4).
    pub fn dist(&self) -> Dist {
        player_speed_dist(&self.status).and_then(|s| self.random_var(s).dist())
    }

    /// One shot's time: `player_speed()`, then the game's one `random2(total)` (§4).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let s = player_speed(rng, &self.status);
        self.random_var(s).roll(rng)
    }
}

/// A shot's `random_var` for every value `player_speed()` can take, built once so that a
/// fight's loop only rolls (`docs/rules/dcss-0.34-player-ranged.md` §4): the game's one
/// `random2(total)` on the same weights.
#[derive(Clone, Debug, PartialEq)]
pub struct ShotDelayRolls {
    status: PlayerStatus,
    vars: Vec<(i32, RandomVar)>,
}

impl ShotDelay {
    /// The `random_var`s of every `player_speed()` value.
    pub fn rolls(&self) -> ShotDelayRolls {
        ShotDelayRolls {
            status: self.status,
            vars: player_speed_dist(&self.status)
                .iter()
                .filter(|&(_, p)| p > 0.0)
                .map(|(s, _)| (s, self.random_var(s)))
                .collect(),
        }
    }
}

impl ShotDelayRolls {
    /// One shot's time, as [`ShotDelay::roll`] rolls it.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let s = player_speed(rng, &self.status);
        self.vars
            .iter()
            .find(|(v, _)| *v == s)
            .map(|(_, var)| var.roll(rng))
            .expect("the speed is a value of player_speed()")
    }
}
