//! The damage of one landed player melee attack on a monster (`attack::calc_damage`, player
//! branch, attack.cc:1191-1224; `docs/rules/dcss-0.31-player-attack.md` §3): the steps every
//! player damage roll shares (Str/Dex, the skill multipliers, might, slaying, Weak, the
//! monster's AC), each as a sampler beside its exact law, and the main attack built from them
//! with its brand.

use rand::Rng;

use super::form::{FormMelee, PostAc};
use super::target::{Resists, resist_adjust};
use crate::dcss::rng::{div_rand_round, maybe_random2, one_chance_in, random2};
use crate::dcss::skills::Skill;
use crate::dist::Dist;

/// `apply_weapon_skill`'s base (fight.cc:1347-1353): `d·(2500 + U{0..S100})/2500`.
pub const WEAPON_SKILL_BASE: i32 = 2500;
/// `apply_fighting_skill`'s base for a main attack (fight.cc:1355-1364).
pub const FIGHTING_BASE: i32 = 3000;
/// `apply_fighting_skill`'s base for an aux attack or a retaliation.
pub const AUX_FIGHTING_BASE: i32 = 4000;

/// `stat_modify_damage` (fight.cc:1332-1345, `docs/rules/dcss-0.31-player-attack.md` §3.1):
/// `x·max(1, 75 + 2.5·attr)` truncated, then `/100`. The product is a multiple of ½ and exact
/// in a double, so the integer form `⌊⌊x·(150 + 5·attr)/2⌋/100⌋` is the same number.
pub fn stat_modify(x: i32, attr: i32) -> i32 {
    let factor2 = (150 + 5 * attr).max(2);
    (x * factor2 / 2) / 100
}

/// `d·(base + maybe_random2(s + 1))/base` (fight.cc:1347-1364,
/// `docs/rules/dcss-0.31-player-attack.md` §3.3): no draw at skill 0.
pub fn roll_skill_multiply<R: Rng + ?Sized>(rng: &mut R, d: i32, base: i32, s: i32) -> i32 {
    d * (base + maybe_random2(rng, s + 1, true)) / base
}

/// The exact law of [`roll_skill_multiply`] for a damage law `law` of non-negative values
/// (`docs/rules/dcss-0.31-player-attack.md` §3.3): for each `d`, the number of `r` in `0..=s`
/// that give each `d + ⌊d·r/base⌋`, counted in closed form.
pub fn skill_multiply(law: &Dist, base: i32, s: i32) -> Dist {
    if s <= 0 {
        return law.clone();
    }
    let n = i64::from(s) + 1;
    let top = law.max() + (i64::from(law.max().max(0)) * i64::from(s) / i64::from(base)) as i32;
    let lo = law.min().min(0);
    let mut w = vec![0.0; (top - lo + 1) as usize];
    for (d, p) in law.iter().filter(|&(_, p)| p > 0.0) {
        if d <= 0 {
            debug_assert!(d == 0, "skill multipliers take non-negative damage");
            w[(d - lo) as usize] += p;
            continue;
        }
        let (d64, b) = (i64::from(d), i64::from(base));
        let kmax = d64 * i64::from(s) / b;
        for k in 0..=kmax {
            let first = (k * b + d64 - 1) / d64;
            let last = (((k + 1) * b + d64 - 1) / d64 - 1).min(n - 1);
            let count = last - first + 1;
            w[(d + k as i32 - lo) as usize] += p * count as f64 / n as f64;
        }
    }
    Dist::from_weights(lo, &w)
}

/// Might or berserk: `d + 1 + random2(10)` (melee-attack.cc:1732-1738,
/// `docs/rules/dcss-0.31-player-attack.md` §3).
pub fn roll_might<R: Rng + ?Sized>(rng: &mut R, d: i32, might: bool) -> i32 {
    if might { d + 1 + random2(rng, 10) } else { d }
}

/// The exact law of [`roll_might`].
pub fn might_dist(law: &Dist, might: bool) -> Dist {
    if might {
        law.add(&Dist::uniform(1, 10))
    } else {
        law.clone()
    }
}

/// `_core_apply_slaying` (attack.cc:1077-1106, `docs/rules/dcss-0.31-player-attack.md` §3.4):
/// one roll over the total plus, `+random2(1 + plus)` or `−random2(1 − plus)`.
pub fn roll_slaying<R: Rng + ?Sized>(rng: &mut R, d: i32, plus: i32) -> i32 {
    if plus >= 0 {
        d + random2(rng, 1 + plus)
    } else {
        d - random2(rng, 1 - plus)
    }
}

/// The exact law of [`roll_slaying`].
pub fn slaying_dist(law: &Dist, plus: i32) -> Dist {
    if plus >= 0 {
        law.add(&Dist::random2(1 + plus))
    } else {
        law.add(&Dist::random2(1 - plus).map(|v| -v))
    }
}

/// Weak: `div_rand_round(d·3, 4)`, a negative `d` truncating (melee-attack.cc:1745-1769,
/// `docs/rules/dcss-0.31-player-attack.md` §3).
pub fn roll_weak<R: Rng + ?Sized>(rng: &mut R, d: i32, weak: bool) -> i32 {
    if weak {
        div_rand_round(rng, d * 3, 4)
    } else {
        d
    }
}

/// The exact law of [`roll_weak`].
pub fn weak_dist(law: &Dist, weak: bool) -> Dist {
    if weak {
        law.and_then(|d| Dist::div_rand_round(d * 3, 4))
    } else {
        law.clone()
    }
}

/// `actor::apply_ac` for a monster hit by the player (actor.cc:367-411,
/// `docs/rules/dcss-0.31-player-attack.md` §3.5): `random2(1 + AC)` saved, no GDR, but the
/// GDR line still draws `div_rand_round(AC, 2)` and throws it away; the result is at least 0.
pub fn roll_monster_ac<R: Rng + ?Sized>(rng: &mut R, d: i32, ac: i32) -> i32 {
    let ac = ac.max(0);
    let saved = random2(rng, 1 + ac);
    let _discarded = div_rand_round(rng, ac, 2);
    (d - saved).max(0)
}

/// The exact law of [`roll_monster_ac`]: `max(d − U{0..AC}, 0)`.
pub fn monster_ac_dist(law: &Dist, ac: i32) -> Dist {
    law.add(&Dist::random2(1 + ac.max(0)).map(|s| -s))
        .map(|v| v.max(0))
}

/// The brands whose damage the rules cover (`docs/rules/dcss-0.31-player-attack.md` §3.6, §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Brand {
    /// Fire: `random2(D)/2 + 1` more on a hit that did damage, through rF.
    Flaming,
    /// Cold: as flaming, through rC.
    Freezing,
    /// One chance in four of 8–20 more, unless the monster resists electricity; also on a
    /// hit that did no damage.
    Electrocution,
    /// Weapon damage `div_rand_round(9W, 5)`; delay ×3/2.
    Heavy,
    /// Delay ×2/3.
    Speed,
}

impl Brand {
    /// The names scenario files use, in the enum's order.
    pub const NAMES: [&'static str; 5] = ["flaming", "freezing", "electrocution", "heavy", "speed"];
}

/// The brand's extra damage after a main attack that did `d` (after AC), rolled as
/// `apply_damage_brand` does (attack.cc:1345-1640, `docs/rules/dcss-0.31-player-attack.md`
/// §3.6); 0 for brands without extra damage.
pub fn roll_brand<R: Rng + ?Sized>(
    rng: &mut R,
    d: i32,
    brand: Option<Brand>,
    resists: &Resists,
) -> i32 {
    match brand {
        Some(Brand::Flaming) if d > 0 => resist_adjust(random2(rng, d) / 2 + 1, resists.fire),
        Some(Brand::Freezing) if d > 0 => resist_adjust(random2(rng, d) / 2 + 1, resists.cold),
        Some(Brand::Electrocution) if resists.elec <= 0 && one_chance_in(rng, 4) => {
            8 + random2(rng, 13)
        }
        _ => 0,
    }
}

/// The exact law of `d` plus [`roll_brand`]'s extra (`docs/rules/dcss-0.31-player-attack.md`
/// §3.6).
pub fn brand_dist(law: &Dist, brand: Option<Brand>, resists: &Resists) -> Dist {
    let elemental = |d: i32, level: i32| {
        if d <= 0 {
            Dist::point(d)
        } else {
            Dist::random2(d).map(|r| d + resist_adjust(r / 2 + 1, level))
        }
    };
    match brand {
        Some(Brand::Flaming) => law.and_then(|d| elemental(d, resists.fire)),
        Some(Brand::Freezing) => law.and_then(|d| elemental(d, resists.cold)),
        // Nothing with 3/4 = 39/52; each of 8..=20 with 1/4 · 1/13 = 1/52.
        Some(Brand::Electrocution) if resists.elec <= 0 => law.and_then(|d| {
            let mut w = [0.0; 21];
            w[0] = 39.0;
            w[8..].fill(1.0);
            Dist::from_weights(d, &w)
        }),
        _ => law.clone(),
    }
}

/// Where a main attack's damage starts (`docs/rules/dcss-0.31-player-attack.md` §3, §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageBase {
    /// A melee weapon of `PWPN_DAMAGE` W (heavy: `div_rand_round(9W, 5)` each attack).
    Weapon {
        /// W.
        damage: i32,
        /// The heavy brand.
        heavy: bool,
    },
    /// No weapon: `3 + 2·claws + skill_rdiv(UC)`, at least 0; in a form, the form's base
    /// instead of 3, and for an XL-based form `div_rand_round(XL, 3)` instead of the skill
    /// (`docs/rules/dcss-0.34-forms.md` §5).
    Unarmed {
        /// Usable claws level.
        claws: i32,
        /// Unarmed Combat skill.
        unarmed_combat: Skill,
        /// The form, if any.
        form: Option<FormMelee>,
    },
}

impl DamageBase {
    /// Rolls the potential damage before Str/Dex (attack.cc:1193-1197, fight.cc:1373-1405).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match *self {
            DamageBase::Weapon { damage, heavy } => {
                if heavy {
                    div_rand_round(rng, damage * 9, 5)
                } else {
                    damage
                }
            }
            DamageBase::Unarmed {
                claws,
                unarmed_combat,
                form,
            } => {
                let base = form.map_or(3, |f| f.roll_unarmed_base(rng)) + 2 * claws;
                let skill = match form {
                    Some(f) if f.uses_xl() => 0,
                    _ => div_rand_round(rng, unarmed_combat.scaled(256), 256),
                };
                (base + skill).max(0)
            }
        }
    }

    /// The exact law of [`Self::roll`].
    pub fn dist(&self) -> Dist {
        match *self {
            DamageBase::Weapon { damage, heavy } => {
                if heavy {
                    Dist::div_rand_round(damage * 9, 5)
                } else {
                    Dist::point(damage)
                }
            }
            DamageBase::Unarmed {
                claws,
                unarmed_combat,
                form,
            } => {
                let base = form.map_or(Dist::point(3), |f| f.unarmed_base_dist());
                let skill = match form {
                    Some(f) if f.uses_xl() => Dist::point(0),
                    _ => Dist::div_rand_round(unarmed_combat.scaled(256), 256),
                };
                base.add(&skill).map(|u| (u + 2 * claws).max(0))
            }
        }
    }
}

/// One landed main attack's damage on a monster, brand included
/// (`docs/rules/dcss-0.31-player-attack.md` §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MainDamage {
    /// The weapon's damage, or the unarmed base.
    pub base: DamageBase,
    /// The attribute the damage scales with: Dex for short and long blades, Str otherwise.
    pub attr: i32,
    /// `skill(weapon skill, 100)`, applied only with a weapon.
    pub weapon_skill_100: i32,
    /// `skill(Fighting, 100)`.
    pub fighting_100: i32,
    /// Might or berserk.
    pub might: bool,
    /// The weapon's plus (0 unarmed) and the slaying bonus: one roll.
    pub plus: i32,
    /// The Weak status.
    pub weak: bool,
    /// The monster's AC.
    pub ac: i32,
    /// The weapon's brand.
    pub brand: Option<Brand>,
    /// The monster's resistances.
    pub resists: Resists,
    /// The form's multiplier after AC (`docs/rules/dcss-0.34-forms.md` §5).
    pub post_ac: PostAc,
}

impl MainDamage {
    fn with_weapon(&self) -> bool {
        matches!(self.base, DamageBase::Weapon { .. })
    }

    /// Rolls the damage of one landed main attack in the game's order, before the brand:
    /// base, Str/Dex, `random2(pot + 1)`, weapon skill, Fighting, might, slaying, Weak, AC,
    /// the form's multiplier (`docs/rules/dcss-0.31-player-attack.md` §3,
    /// `docs/rules/dcss-0.34-forms.md` §5).
    pub fn roll_before_brand<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let pot = stat_modify(self.base.roll(rng), self.attr);
        let mut d = random2(rng, pot + 1);
        if self.with_weapon() {
            d = roll_skill_multiply(rng, d, WEAPON_SKILL_BASE, self.weapon_skill_100);
        }
        d = roll_skill_multiply(rng, d, FIGHTING_BASE, self.fighting_100);
        d = roll_might(rng, d, self.might);
        d = roll_slaying(rng, d, self.plus);
        d = roll_weak(rng, d, self.weak);
        let d = roll_monster_ac(rng, d, self.ac);
        self.post_ac.roll(rng, d)
    }

    /// The brand's extra on a main attack that did `d` (`docs/rules/dcss-0.31-player-attack.md`
    /// §3.6).
    pub fn roll_brand<R: Rng + ?Sized>(&self, rng: &mut R, d: i32) -> i32 {
        roll_brand(rng, d, self.brand, &self.resists)
    }

    /// Rolls the total a landed main attack deals: its damage, then its brand.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let d = self.roll_before_brand(rng);
        d + self.roll_brand(rng, d)
    }

    /// The exact law of [`Self::roll`] (`docs/rules/dcss-0.31-player-attack.md` §3).
    pub fn dist(&self) -> Dist {
        let pot = self.base.dist().map(|p| stat_modify(p, self.attr));
        let mut d = pot.and_then(|p| Dist::random2(p + 1));
        if self.with_weapon() {
            d = skill_multiply(&d, WEAPON_SKILL_BASE, self.weapon_skill_100);
        }
        d = skill_multiply(&d, FIGHTING_BASE, self.fighting_100);
        d = might_dist(&d, self.might);
        d = slaying_dist(&d, self.plus);
        d = weak_dist(&d, self.weak);
        d = monster_ac_dist(&d, self.ac);
        d = self.post_ac.dist(&d);
        brand_dist(&d, self.brand, &self.resists)
    }
}
