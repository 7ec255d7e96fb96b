//! A missile played as the game plays it: the to-hit roll, `test_hit` with its EV roll and
//! 2.5 % coin, the block roll, then on a hit the damage rolls and AC; and the shot's energy
//! (`ranged_attack`, ranged-attack.cc:30-134; `mons_throw`, throw.cc:825-832;
//! `docs/rules/dcss-0.31-ranged.md` §2.3–§2.8).

use rand::Rng;

use super::Missile;
use super::damage::NORMAL_DELAY;
use crate::dcss::damage::AcType;
use crate::dcss::ranged::defence::roll_after_ac;
use crate::dcss::ranged::items::LauncherBrand;
use crate::dcss::ranged::law::Shot;
use crate::dcss::rng::{div_rand_round, random2, random2avg};
use crate::dcss::to_hit::test_hit;

impl Missile {
    /// Plays one missile in the game's order (`docs/rules/dcss-0.31-ranged.md` §2.3–§2.6,
    /// `docs/rules/dcss-0.34-ranged.md` §2.3–§2.6): `random2(pre + post + 1)`; one draw of EV
    /// (−10 unseen, +15 against repel missiles at 0.34.1) and `test_hit`; the block roll
    /// (`random2(15 + HD·2/3)` against the block value from one draw of SH, a tie blocks),
    /// which overrides the EV result unless the missile penetrates or `exhausted` (the block
    /// limit is reached); on a hit the damage, and AC drawn twice.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Shot {
        let r = &self.rolls;
        let to_hit = random2(rng, r.to_hit_max + 1);
        let ev = self.defence.ev.draw(rng) + r.ev_shift;
        let hit = test_hit(rng, to_hit, ev, true);
        if !self.input.incapacitated {
            let con = random2(rng, r.bypass);
            let sh = self.defence.sh_internal.draw(rng);
            let bonus = if sh <= 0 {
                -100
            } else {
                random2avg(rng, 2 * sh, 2) / 3 - 1
            };
            let pro = if self.input.attacker_unseen {
                bonus / 3
            } else {
                bonus
            };
            if pro >= con && !exhausted && !r.penetrating {
                return Shot::blocked();
            }
        }
        if !hit {
            return Shot::missed();
        }
        let damage = if self.missile.hp_damage {
            self.roll_damage(rng)
        } else {
            0
        };
        Shot::landed(damage)
    }

    /// A landed missile's damage after AC and GDR, rolled in the game's order
    /// (`attack::calc_damage`, `docs/rules/dcss-0.31-ranged.md` §2.6).
    fn roll_damage<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let r = &self.rolls;
        let base = r.base_weapon_damage;
        let w = if r.heavy {
            div_rand_round(rng, base * 9, 5)
        } else {
            base
        };
        let mut dmg = random2(rng, w);
        let plus = r.damage_plus;
        dmg += if plus >= 0 {
            random2(rng, 1 + plus)
        } else {
            -random2(rng, 1 - plus)
        };
        let a = r.attack_damage;
        dmg += 1 + random2(rng, a);
        if let Some(b) = r.archer_bonus_max {
            dmg += random2avg(rng, b, 2);
        }
        roll_after_ac(rng, dmg, w + a, self.defence.ac, AcType::Normal)
    }

    /// The energy of one shot: the delay (speed `div_rand_round(20, 3)`, heavy
    /// `div_rand_round(30, 2)`), then `div_rand_round(missile_energy · delay, 10)`; `None`
    /// through Portal Projectile (`docs/rules/dcss-0.31-ranged.md` §2.8).
    pub fn roll_energy<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<i32> {
        if self.input.portal_projectile {
            return None;
        }
        let delay = match (self.launcher, self.input.launcher_brand) {
            (Some(_), LauncherBrand::Speed) => div_rand_round(rng, NORMAL_DELAY * 2, 3),
            (Some(_), LauncherBrand::Heavy) => div_rand_round(rng, NORMAL_DELAY * 3, 2),
            _ => NORMAL_DELAY,
        };
        Some(div_rand_round(
            rng,
            self.monster.energy.missile * delay,
            NORMAL_DELAY,
        ))
    }
}
