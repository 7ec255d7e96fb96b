//! A landed missile's damage, after AC and GDR, and the energy a shot costs
//! (`docs/rules/dcss-0.31-ranged.md` §2.6, §2.8): the exact laws.

use super::Missile;
use crate::dcss::damage::AcType;
use crate::dcss::ranged::defence::after_ac_law;
use crate::dcss::ranged::items::LauncherBrand;
use crate::dist::Dist;

/// A monster's missile energy is scaled by the shot's delay over this normal delay
/// (`mons_throw`, throw.cc:825-832, `docs/rules/dcss-0.31-ranged.md` §2.8).
pub(super) const NORMAL_DELAY: i32 = 10;

impl Missile {
    /// The weapon's damage before the heavy brand: the launcher's plus its shot's, 0 for every
    /// shot, or the thrown item's (`docs/rules/dcss-0.31-ranged.md` §2.6: the ammunition's and
    /// the launcher's; `docs/rules/dcss-0.34-ranged.md` §2.6: the launcher is the weapon).
    pub(super) fn base_weapon_damage(&self) -> i32 {
        self.missile.damage + self.launcher.map_or(0, |l| l.damage)
    }

    /// Whether a heavy launcher fires it: `W = div_rand_round(9·W, 5)` and delay 15.
    pub(super) fn heavy(&self) -> bool {
        self.launcher.is_some() && self.input.launcher_brand == LauncherBrand::Heavy
    }

    /// The plus the damage roll adds or takes away: the launcher's plus and the slaying
    /// (`docs/rules/dcss-0.31-ranged.md` §2.6).
    pub(super) fn damage_plus(&self) -> i32 {
        self.launcher.map_or(0, |_| self.input.launcher_plus) + self.input.slaying
    }

    /// The first melee attack's damage `A`, part of every missile's damage (§2.2).
    pub(super) fn attack_damage(&self) -> i32 {
        super::first_attack_damage(self.monster)
    }

    /// The archer bonus's `random2avg` maximum, `HD·4/3`, for an `M_ARCHER` monster.
    pub(super) fn archer_bonus_max(&self) -> Option<i32> {
        self.monster.archer.then(|| self.monster.hd * 4 / 3)
    }

    /// The law of the weapon damage `W` (`docs/rules/dcss-0.31-ranged.md` §2.6): the heavy
    /// brand rounds `9·W/5` at random.
    pub fn weapon_damage_law(&self) -> Dist {
        let w = self.base_weapon_damage();
        if self.heavy() {
            Dist::div_rand_round(w * 9, 5)
        } else {
            Dist::point(w)
        }
    }

    /// The law of `damage_max = W + A`, which GDR reads (`docs/rules/dcss-0.31-ranged.md` §2.6).
    pub fn damage_max_law(&self) -> Dist {
        let a = self.attack_damage();
        self.weapon_damage_law().map(|w| w + a)
    }

    /// The law of the damage before AC for a weapon damage `w`: `random2(w) ± slaying + 1 +
    /// random2(A)`, plus `random2avg(HD·4/3, 2)` for an archer (`docs/rules/dcss-0.31-ranged.md`
    /// §2.6).
    pub fn raw_damage_law(&self, w: i32) -> Dist {
        let plus = self.damage_plus();
        let slay = if plus >= 0 {
            Dist::random2(1 + plus)
        } else {
            Dist::random2(1 - plus).map(|v| -v)
        };
        let mut raw = Dist::random2(w)
            .add(&slay)
            .add(&Dist::random2(self.attack_damage()).map(|v| v + 1));
        if let Some(b) = self.archer_bonus_max() {
            raw = raw.add(&Dist::random2avg(b, 2));
        }
        raw
    }

    /// The law of a landed missile's damage after AC and GDR (`actor::apply_ac` with
    /// `damage_max = W + A`, `docs/rules/dcss-0.31-ranged.md` §2.6); `None` for darts and nets,
    /// which do no HP damage (§2.7).
    pub fn landed_damage_law(&self) -> Option<Dist> {
        if !self.missile.hp_damage {
            return None;
        }
        let a = self.attack_damage();
        Some(self.weapon_damage_law().and_then(|w| {
            after_ac_law(
                &self.raw_damage_law(w),
                w + a,
                &self.defence.ac_law(),
                AcType::Normal,
            )
        }))
    }

    /// The law of the shot's delay: 10 for a thrown item, `div_rand_round(20, 3)` for a speed
    /// launcher, 15 for a heavy one, else 10 (`weapon_adjust_delay`, fight.cc:991-999,
    /// `docs/rules/dcss-0.31-ranged.md` §2.8).
    pub fn delay_law(&self) -> Dist {
        match (self.launcher, self.input.launcher_brand) {
            (Some(_), LauncherBrand::Speed) => Dist::div_rand_round(NORMAL_DELAY * 2, 3),
            (Some(_), LauncherBrand::Heavy) => Dist::div_rand_round(NORMAL_DELAY * 3, 2),
            _ => Dist::point(NORMAL_DELAY),
        }
    }

    /// The law of the energy the shot costs, `div_rand_round(missile_energy · delay, 10)`;
    /// `None` through Portal Projectile, which costs the spell's energy instead
    /// (`docs/rules/dcss-0.31-ranged.md` §2.8).
    pub fn energy_law(&self) -> Option<Dist> {
        if self.input.portal_projectile {
            return None;
        }
        let energy = self.monster.energy.missile;
        Some(
            self.delay_law()
                .and_then(|d| Dist::div_rand_round(energy * d, NORMAL_DELAY)),
        )
    }
}
