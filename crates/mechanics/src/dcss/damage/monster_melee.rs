//! The damage of one landed monster melee attack before the player's AC: the attack's own
//! damage, the weapon's roll and its enchantment, and the modifiers
//! (`attack::calc_damage`, attack.cc:1158-1189; `docs/rules/dcss-0.31-damage.md` §1.2–§1.5).
//!
//! [`MeleeDamage::roll`] makes the game's rolls in its order; [`MeleeDamage::dist`] is their
//! exact law, built from the `Dist` constructors of the same primitives.

use super::DamageError;
use crate::dcss::rng::{div_rand_round, random2};
use crate::dist::Dist;
use crate::limits::Limit;
use rand::Rng;

/// The weapon a monster hits with, when the attack uses a melee weapon
/// (`docs/rules/dcss-0.31-damage.md` §1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeaponDamage {
    /// W: the weapon type's damage (`PWPN_DAMAGE`, the `Weapon_prop` "dam" column).
    pub base: i32,
    /// The weapon's enchantment plus any slaying the monster wears.
    pub plus: i32,
    /// Heavy brand: the weapon's top becomes `div_rand_round(9·W, 5)`.
    pub heavy: bool,
}

/// The multipliers `apply_damage_modifiers` applies, in this order
/// (melee-attack.cc:3914-3944, `docs/rules/dcss-0.31-damage.md` §1.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct DamageModifiers {
    /// Might or berserk (one ×3/2 even with both).
    pub might: bool,
    /// Idealised (×2).
    pub idealised: bool,
    /// Weakened (×2/3).
    pub weak: bool,
    /// A stab: the player is asleep, or a shadow stab from an unseen attacker (×5/2).
    pub stab: bool,
    /// The player is a secondary target of a cleaving swing (`div_rand_round(×7, 10)`).
    pub cleave: bool,
}

impl DamageModifiers {
    /// The truncating multipliers, might to stab, on a rolled damage `d`
    /// (`docs/rules/dcss-0.31-damage.md` §1.5 steps 1–4).
    pub fn scale(&self, mut d: i32) -> i32 {
        if self.might {
            d = d * 3 / 2;
        }
        if self.idealised {
            d *= 2;
        }
        if self.weak {
            d = d * 2 / 3;
        }
        if self.stab {
            d = d * 5 / 2;
        }
        d
    }
}

/// One monster melee attack that landed on the player: its damage before AC
/// (`docs/rules/dcss-0.31-damage.md` §1). `attack_damage` is A, the attack's damage after HD
/// scaling (§1.2): a healthy monster's A is its `mon-data.h` damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeleeDamage {
    /// A, the attack's damage.
    pub attack_damage: i32,
    /// The melee weapon the attack uses, if any (only `AT_HIT` and `AT_WEAP_ONLY` use one).
    pub weapon: Option<WeaponDamage>,
    /// Might, idealised, weak, stab and cleave.
    pub modifiers: DamageModifiers,
}

/// The exact joint law of `(damage, damage_max)` of one attack
/// (`docs/rules/dcss-0.31-damage.md` §1.4): `damage_max` takes two values only with a heavy
/// weapon, so the law is a short list of branches, one per value of `damage_max`.
#[derive(Clone, Debug, PartialEq)]
pub struct DamageLaw {
    /// One branch per value of `damage_max`, lowest first.
    pub branches: Vec<DamageBranch>,
}

/// One value of `damage_max`, its probability and the damage's law given it
/// (`docs/rules/dcss-0.31-damage.md` §1.4).
#[derive(Clone, Debug, PartialEq)]
pub struct DamageBranch {
    /// P(`damage_max` takes this value).
    pub probability: f64,
    /// `damage_max`: the weapon's top plus A, what GDR reads.
    pub damage_max: i32,
    /// The law of the damage given this `damage_max`.
    pub damage: Dist,
}

impl DamageLaw {
    /// The law of the damage alone.
    pub fn damage(&self) -> Dist {
        mix(&self.branches)
    }
}

/// `Σ p · law` over the branches.
pub(super) fn mix(branches: &[DamageBranch]) -> Dist {
    let lo = branches.iter().map(|b| b.damage.min()).min().unwrap_or(0);
    let hi = branches.iter().map(|b| b.damage.max()).max().unwrap_or(0);
    let mut weights = vec![0.0; (hi - lo + 1) as usize];
    for b in branches {
        for (v, q) in b.damage.iter() {
            weights[(v - lo) as usize] += b.probability * q;
        }
    }
    Dist::from_weights(lo, &weights)
}

impl MeleeDamage {
    /// A: 0–500 (the largest 0.31 attack is 80; a slime creature multiplies its own by its size).
    pub const ATTACK_DAMAGE: Limit = Limit::new("attack_damage", 0, 500);
    /// W: 0–100 (the largest weapon is 23; unrandarts add base damage).
    pub const WEAPON_BASE: Limit = Limit::new("weapon_damage", 0, 100);
    /// The weapon's enchantment plus slaying: −30 to +30.
    pub const WEAPON_PLUS: Limit = Limit::new("weapon_plus", -30, 30);

    /// An attack, its numbers checked against [`Self::ATTACK_DAMAGE`], [`Self::WEAPON_BASE`]
    /// and [`Self::WEAPON_PLUS`] (`docs/rules/dcss-0.31-damage.md` §1).
    ///
    /// ```
    /// use mechanics::dcss::damage::{DamageModifiers, MeleeDamage, WeaponDamage};
    ///
    /// // §7 Ex4: an ogre (A = 20) with a +0 giant club (W = 20).
    /// let club = WeaponDamage { base: 20, plus: 0, heavy: false };
    /// let ogre = MeleeDamage::new(20, Some(club), DamageModifiers::default())?;
    /// assert_eq!((ogre.displayed_max(), ogre.true_max()), (40, 39));
    /// let e = MeleeDamage::new(20, Some(WeaponDamage { plus: 31, ..club }), DamageModifiers::default())
    ///     .unwrap_err();
    /// assert_eq!((e.field(), e.to_string().as_str()), ("weapon_plus", "31 is out of range: allowed -30 to 30"));
    /// # Ok::<(), mechanics::dcss::damage::DamageError>(())
    /// ```
    pub fn new(
        attack_damage: i32,
        weapon: Option<WeaponDamage>,
        modifiers: DamageModifiers,
    ) -> Result<Self, DamageError> {
        let d = MeleeDamage {
            attack_damage,
            weapon,
            modifiers,
        };
        d.validate()?;
        Ok(d)
    }

    /// Checks the numbers of an attack built as a struct literal (`docs/rules/dcss-0.31-damage.md` §1).
    pub fn validate(&self) -> Result<(), DamageError> {
        Self::ATTACK_DAMAGE.check(self.attack_damage)?;
        if let Some(w) = self.weapon {
            Self::WEAPON_BASE.check(w.base)?;
            Self::WEAPON_PLUS.check(w.plus)?;
        }
        Ok(())
    }

    /// One attack's `(damage, damage_max)`, rolled in the game's order: the heavy top, the
    /// weapon roll, the slaying roll, the attack roll, the modifiers, cleave's rounding
    /// (`docs/rules/dcss-0.31-damage.md` §1.4, §1.5). `damage_max` is what GDR reads.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> (i32, i32) {
        self.roll_scaled(rng, |d| self.modifiers.scale(d))
    }

    /// [`Self::roll`] with the truncating multipliers given by `scale` (each release has its
    /// own list, `docs/rules/dcss-0.34.md` §D1.5), cleave's rounding after them.
    pub(super) fn roll_scaled<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        scale: impl Fn(i32) -> i32,
    ) -> (i32, i32) {
        let (mut damage, mut damage_max) = (0, 0);
        if let Some(w) = self.weapon {
            damage_max = if w.heavy {
                div_rand_round(rng, w.base * 9, 5)
            } else {
                w.base
            };
            damage = random2(rng, damage_max);
            damage += if w.plus >= 0 {
                random2(rng, 1 + w.plus)
            } else {
                -random2(rng, 1 - w.plus)
            };
        }
        damage_max += self.attack_damage;
        damage += 1 + random2(rng, self.attack_damage);
        damage = scale(damage);
        if self.modifiers.cleave {
            damage = div_rand_round(rng, damage * 7, 10);
        }
        (damage, damage_max)
    }

    /// The exact joint law of [`Self::roll`] (`docs/rules/dcss-0.31-damage.md` §1.4):
    /// `U{0..Wmax−1} ± U{0..|plus|} + U{1..A}`, then the modifiers.
    pub fn dist(&self) -> DamageLaw {
        self.dist_scaled(|d| self.modifiers.scale(d))
    }

    /// [`Self::dist`] with the truncating multipliers given by `scale`: the law of
    /// [`Self::roll_scaled`] (`docs/rules/dcss-0.34.md` §D1.5).
    pub(super) fn dist_scaled(&self, scale: impl Fn(i32) -> i32) -> DamageLaw {
        let attack = Dist::random2(self.attack_damage).map(|v| v + 1);
        let branches = match self.weapon {
            None => vec![DamageBranch {
                probability: 1.0,
                damage_max: self.attack_damage,
                damage: self.modified(&attack, &scale),
            }],
            Some(w) => {
                let slaying = if w.plus >= 0 {
                    Dist::random2(1 + w.plus)
                } else {
                    Dist::random2(1 - w.plus).map(|v| -v)
                };
                let tops = if w.heavy {
                    Dist::div_rand_round(w.base * 9, 5)
                } else {
                    Dist::point(w.base)
                };
                tops.iter()
                    .filter(|&(_, p)| p > 0.0)
                    .map(|(top, p)| DamageBranch {
                        probability: p,
                        damage_max: top + self.attack_damage,
                        damage: self
                            .modified(&Dist::random2(top).add(&slaying).add(&attack), &scale),
                    })
                    .collect()
            }
        };
        DamageLaw { branches }
    }

    /// The law of the modified damage, given the law of the rolled sum (§1.5).
    fn modified(&self, raw: &Dist, scale: &impl Fn(i32) -> i32) -> Dist {
        let scaled = raw.map(scale);
        if self.modifiers.cleave {
            scaled.and_then(|d| Dist::div_rand_round(d * 7, 10))
        } else {
            scaled
        }
    }

    /// The "Max Damage" the monster description shows: `A + W (heavy: 9W/5) + max(plus, 0)`,
    /// then ×3/2 for might or berserk, ×2 idealised, ×2/3 weak (describe.cc:4939-4958,
    /// `docs/rules/dcss-0.31-damage.md` §1.4). With a weapon it is one more than
    /// [`Self::true_max`] (§8.1).
    pub fn displayed_max(&self) -> i32 {
        let mut d = self.attack_damage;
        if let Some(w) = self.weapon {
            d += if w.heavy { w.base * 9 / 5 } else { w.base } + w.plus.max(0);
        }
        let shown = DamageModifiers {
            stab: false,
            cleave: false,
            ..self.modifiers
        };
        shown.scale(d)
    }

    /// The largest damage the attack can roll before AC, modifiers included
    /// (`docs/rules/dcss-0.31-damage.md` §1.4).
    pub fn true_max(&self) -> i32 {
        self.dist().damage().max()
    }
}
