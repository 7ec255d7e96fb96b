//! The damage of a landed shot or throw: the base damage, the stat-scaled roll kept ×100,
//! the skill and Fighting multipliers, slaying, the monster's AC, the ×4/3 of a missile the
//! throw destroys, then the brand; each step's law beside its sampler
//! (`docs/rules/dcss-0.34-player-ranged.md` §3).

use rand::Rng;

use crate::dcss::player_ranged::laws::mix;
use crate::dcss::player_ranged::projectile::{Projectile, ShotBrand};
use crate::dcss::player_ranged::target::{Element, RangedTarget};
use crate::dcss::rng::{coinflip, div_rand_round, div_round_near, one_chance_in, random2};
use crate::dcss::skills::Skill;
use crate::dist::Dist;

/// The skill multiplier's base: `×(2500 + U{0..skill(S,100)})/2500` (attack.cc:954-959).
const SKILL_BASE: i32 = 2500;
/// Fighting's: `×(3000 + U{0..skill(Fighting,100)})/3000`.
const FIGHTING_BASE: i32 = 3000;

/// Everything the damage of one landed shot reads (`docs/rules/dcss-0.34-player-ranged.md`
/// §3).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShotDamage {
    /// The launcher, or the missile thrown.
    pub projectile: Projectile,
    /// The launcher's or missile's brand.
    pub brand: Option<ShotBrand>,
    /// Dex for a launcher, Str for a throw.
    pub attr: i32,
    /// Ranged Weapons for a launcher, Throwing for a throw.
    pub skill: Skill,
    /// Fighting.
    pub fighting: Skill,
    /// The damage plus: the launcher's enchantment and slaying (no hurling, §3.3).
    pub plus: i32,
    /// The monster.
    pub target: RangedTarget,
}

impl ShotDamage {
    /// Whether the shot does HP damage at all (darts and nets do not, §1 step 7).
    pub fn harmless(&self) -> bool {
        matches!(self.projectile, Projectile::Thrown(m) if m.harmless)
    }

    /// The chance that this throw destroys the missile and earns it ×4/3 (§3.6): 1/20 for
    /// a boomerang or a javelin, 1/25 for a large rock; 0 for stones (always destroyed, no
    /// bonus), darts, nets and launchers.
    pub fn mulch_rate(&self) -> Option<i32> {
        match self.projectile {
            Projectile::Thrown(m) if m.mulch_bonus() => m.destroy_rate,
            _ => None,
        }
    }

    /// The law of the base damage `W` (§3.1): the launcher's, or the missile's plus the
    /// Throwing bonus `div_rand_round(skill_rdiv(Throwing)·min(4, dmg), 4)`; heavy ×9/5.
    pub fn base_dist(&self) -> Dist {
        let w0 = match self.projectile {
            Projectile::Launcher(l) => Dist::point(l.damage),
            Projectile::Thrown(m) => {
                let dmg = m.damage;
                Dist::div_rand_round(self.skill.scaled(256), 256)
                    .and_then(|lv| Dist::div_rand_round(lv * dmg.min(4), 4))
                    .map(|b| b + dmg)
            }
        };
        if self.brand == Some(ShotBrand::Heavy) {
            w0.and_then(|w| Dist::div_rand_round(w * 9, 5))
        } else {
            w0
        }
    }

    fn roll_base<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let w0 = match self.projectile {
            Projectile::Launcher(l) => l.damage,
            Projectile::Thrown(m) => {
                let lv = div_rand_round(rng, self.skill.scaled(256), 256);
                m.damage + div_rand_round(rng, lv * m.damage.min(4), 4)
            }
        };
        if self.brand == Some(ShotBrand::Heavy) {
            div_rand_round(rng, w0 * 9, 5)
        } else {
            w0
        }
    }

    /// The roll's maximum ×100: `(int)(W·100·max(1.0, 75 + 2.5·attr)) / 100`, computed in
    /// doubles as the game does (§3.2).
    pub fn max_x100(&self, w: i32) -> i32 {
        let factor = (75.0 + 2.5 * f64::from(self.attr)).max(1.0);
        (f64::from(w * 100) * factor) as i32 / 100
    }

    /// The law of the roll before the multipliers: `div_round_near(random2(P + 1), 100)`
    /// (§3.2).
    fn stat_roll_dist(&self, w: i32) -> Dist {
        let top = self.max_x100(w);
        let hi = div_round_near(top, 100);
        let mut weights = vec![0.0; hi as usize + 1];
        for x in 0..=top {
            weights[div_round_near(x, 100) as usize] += 1.0;
        }
        Dist::from_weights(0, &weights)
    }

    /// The law of the damage after the monster's AC, before any ×4/3 and the brand
    /// (§3.2–§3.5).
    pub fn after_ac_dist(&self) -> Dist {
        let (s, f) = (self.skill.scaled(100), self.fighting.scaled(100));
        let plus = self.plus;
        let ac = self.target.ac;
        self.base_dist()
            .and_then(|w| self.stat_roll_dist(w))
            .and_then(|d| scaled_law(d, s, SKILL_BASE))
            .and_then(|d| scaled_law(d, f, FIGHTING_BASE))
            .and_then(|d| {
                if plus >= 0 {
                    Dist::random2(1 + plus).map(|r| d + r)
                } else {
                    Dist::random2(1 - plus).map(|r| d - r)
                }
            })
            .and_then(|d| Dist::random2(1 + ac).map(|r| (d - r).max(0)))
    }

    /// The law of a landed shot's HP damage, its brand included, given whether the throw
    /// destroys the missile (×4/3 after AC, §3.6, §3.7); 0 for darts and nets.
    pub fn landed_dist_given(&self, mulched: bool) -> Dist {
        if self.harmless() {
            return Dist::point(0);
        }
        let d = self.after_ac_dist();
        let d = if mulched {
            d.and_then(|v| Dist::div_rand_round(v * 4, 3))
        } else {
            d
        };
        d.and_then(|d| self.brand_extra_dist(d).map(|x| d + x))
    }

    /// The law of the brand's extra damage on a landed shot that did `d` (§3.7).
    pub fn brand_extra_dist(&self, d: i32) -> Dist {
        let t = &self.target;
        match self.brand {
            Some(b @ (ShotBrand::Flaming | ShotBrand::Freezing)) => {
                if d == 0 {
                    return Dist::point(0);
                }
                let e = if b == ShotBrand::Flaming {
                    Element::Fire
                } else {
                    Element::Cold
                };
                Dist::random2(d).map(|r| t.resist(r / 2 + 1, e))
            }
            Some(ShotBrand::Electrocution) if t.resists.elec <= 0 => {
                mix(&Dist::point(0), &Dist::uniform(8, 20), 0.25)
            }
            Some(ShotBrand::Draining) if t.natural => Dist::random2(d).and_then(|r| {
                let drained = t.resist((1 + r) / 2, Element::Neg);
                Dist::from_weights(0, &two_point(drained))
            }),
            Some(ShotBrand::Silver) => {
                let floor = if t.chaotic { d * 3 / 4 } else { 0 };
                Dist::random2(d).map(|r| (1 + r / 3).max(floor))
            }
            _ => Dist::point(0),
        }
    }

    /// The law of a landed shot's HP damage, its brand included, the missile's breaking
    /// mixed in (§3); 0 for darts and nets.
    pub fn landed_dist(&self) -> Dist {
        let whole = self.landed_dist_given(false);
        match self.mulch_rate() {
            None => whole,
            Some(rate) => mix(&whole, &self.landed_dist_given(true), 1.0 / f64::from(rate)),
        }
    }

    /// Rolls whether this throw destroys the missile (before it flies, throw.cc:726): true
    /// with `one_chance_in(rate)` for a missile whose breaking earns the bonus (§3.6).
    pub fn roll_mulch<R: Rng + ?Sized>(&self, rng: &mut R) -> bool {
        self.mulch_rate().is_some_and(|r| one_chance_in(rng, r))
    }

    /// A landed shot's HP damage in the game's order (§3), given whether the throw destroys
    /// the missile.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, mulched: bool) -> i32 {
        if self.harmless() {
            return 0;
        }
        let w = self.roll_base(rng);
        let top = self.max_x100(w);
        let mut d = div_round_near(random2(rng, top + 1), 100);
        d = d * (SKILL_BASE + random2(rng, self.skill.scaled(100) + 1)) / SKILL_BASE;
        d = d * (FIGHTING_BASE + random2(rng, self.fighting.scaled(100) + 1)) / FIGHTING_BASE;
        d = if self.plus >= 0 {
            d + random2(rng, 1 + self.plus)
        } else {
            d - random2(rng, 1 - self.plus)
        };
        d = (d - random2(rng, 1 + self.target.ac)).max(0);
        if mulched {
            d = div_rand_round(rng, d * 4, 3);
        }
        d + self.roll_brand(rng, d)
    }

    fn roll_brand<R: Rng + ?Sized>(&self, rng: &mut R, d: i32) -> i32 {
        let t = &self.target;
        match self.brand {
            Some(ShotBrand::Flaming) if d > 0 => t.resist(random2(rng, d) / 2 + 1, Element::Fire),
            Some(ShotBrand::Freezing) if d > 0 => t.resist(random2(rng, d) / 2 + 1, Element::Cold),
            Some(ShotBrand::Electrocution) if t.resists.elec <= 0 && one_chance_in(rng, 4) => {
                8 + random2(rng, 13)
            }
            Some(ShotBrand::Draining) if coinflip(rng) && t.natural => {
                t.resist((1 + random2(rng, d)) / 2, Element::Neg)
            }
            Some(ShotBrand::Silver) => {
                let floor = if t.chaotic { d * 3 / 4 } else { 0 };
                (1 + random2(rng, d) / 3).max(floor)
            }
            _ => 0,
        }
    }
}

/// Half the time nothing, half the time `v`: the draining brand's coin (§3.7).
fn two_point(v: i32) -> Vec<f64> {
    let mut w = vec![0.0; v.max(0) as usize + 1];
    w[0] += 0.5;
    w[v.max(0) as usize] += 0.5;
    w
}

/// The law of `d·(base + U{0..top})/base`, a skill multiplier (§3.2): `maybe_random2(top +
/// 1)` draws nothing at skill 0.
fn scaled_law(d: i32, top: i32, base: i32) -> Dist {
    if top <= 0 || d == 0 {
        return Dist::point(d);
    }
    let hi = d * (base + top) / base;
    let mut w = vec![0.0; (hi - d) as usize + 1];
    for u in 0..=top {
        w[(d * (base + u) / base - d) as usize] += 1.0;
    }
    Dist::from_weights(d, &w)
}
