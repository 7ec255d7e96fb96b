//! A landed monster melee attack under DCSS 0.34.1: the 0.31 attack with the new damage
//! multipliers in the game's order, and the player's AC drawn twice per hit, once for the
//! roll and its cap and once for GDR (`apply_damage_modifiers`, melee-attack.cc:5098-5154;
//! `actor::apply_ac`, actor.cc:343-387; `docs/rules/dcss-0.34.md` §D1.5, §D2).

use rand::Rng;

use super::ac::{apply_ac_gdr, apply_ac_gdr_dist, gdr_percent};
use super::monster_melee::{DamageBranch, DamageLaw, MeleeDamage, mix};
use crate::dcss::rounding::Hundredths;
use crate::dist::Dist;

/// The multipliers 0.32–0.34 added to `apply_damage_modifiers` (`docs/rules/dcss-0.34.md`
/// §D1.5); the 0.31 ones are the attack's [`super::DamageModifiers`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Modifiers034 {
    /// Tempered (0.33): ×5/4, after might. A Tempered monster's attack damage A is also
    /// `div_rand_round(damage·(HD+4), HD)` (§D1.2), which the caller gives as A.
    pub tempered: bool,
    /// Touch of Beogh (0.32): ×4/3, after weak.
    pub beogh: bool,
    /// A Bane of Multiplicity figment (0.34): ×2/3, after Beogh.
    pub figment: bool,
}

/// One landed monster melee attack under 0.34: its 0.31 description (A, the weapon with
/// enchantment plus `monster::slaying()`, might, idealised, weak, stab, cleave) and the new
/// multipliers (`docs/rules/dcss-0.34.md` §D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeleeDamage034 {
    /// The attack as 0.31 describes it; `weapon.plus` includes the monster's slaying (ring,
    /// artefact, 6 per Devious weapon, §3.1).
    pub damage: MeleeDamage,
    /// Tempered, Beogh, figment.
    pub extra: Modifiers034,
}

impl MeleeDamage034 {
    /// The truncating multipliers in the 0.34 order (`docs/rules/dcss-0.34.md` §D1.5):
    /// might or berserk ×3/2, Tempered ×5/4, idealised ×2, weak ×2/3, Beogh ×4/3, figment
    /// ×2/3, stab ×5/2. Cleave's rounding follows.
    ///
    /// ```
    /// use mechanics::dcss::damage::{DamageModifiers, MeleeDamage, MeleeDamage034, Modifiers034};
    /// // §D1.5: 10 rolled, Might and Tempered: 10·3/2 = 15, 15·5/4 = 18.
    /// let hit = MeleeDamage034 {
    ///     damage: MeleeDamage::new(1, None, DamageModifiers { might: true, ..Default::default() })?,
    ///     extra: Modifiers034 { tempered: true, ..Default::default() },
    /// };
    /// assert_eq!(hit.scale(10), 18);
    /// # Ok::<(), mechanics::dcss::damage::DamageError>(())
    /// ```
    pub fn scale(&self, mut d: i32) -> i32 {
        let m = &self.damage.modifiers;
        let x = &self.extra;
        for (on, num, den) in [
            (m.might, 3, 2),
            (x.tempered, 5, 4),
            (m.idealised, 2, 1),
            (m.weak, 2, 3),
            (x.beogh, 4, 3),
            (x.figment, 2, 3),
            (m.stab, 5, 2),
        ] {
            if on {
                d = d * num / den;
            }
        }
        d
    }

    /// One attack's `(damage, damage_max)` before AC, in the game's order
    /// (`docs/rules/dcss-0.34.md` §D1.3–§D1.5).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> (i32, i32) {
        self.damage.roll_scaled(rng, |d| self.scale(d))
    }

    /// The exact joint law of [`Self::roll`] (`docs/rules/dcss-0.34.md` §D1.4).
    pub fn dist(&self) -> DamageLaw {
        self.damage.dist_scaled(|d| self.scale(d))
    }
}

/// The exact law of the damage a landed 0.34 attack does against a player of AC ×100 `ac`
/// (`docs/rules/dcss-0.34.md` §D2.3): the 0.31 law mixed over two independent draws of the
/// AC, the first giving the roll and its cap `div_rand_round(AC, 2)` (a negative AC counts
/// as 0), the second the GDR percentage.
///
/// ```
/// use mechanics::dcss::damage::{DamageModifiers, MeleeDamage, MeleeDamage034, landed_damage_law_034};
/// use mechanics::dcss::rounding::Hundredths;
/// use mechanics::tolerance::EXACT;
///
/// // §D7: an unarmed 25 against AC 10.50: mean 9437/1320.
/// let hit = MeleeDamage034 { damage: MeleeDamage::new(25, None, DamageModifiers::default())?, extra: Default::default() };
/// assert!((landed_damage_law_034(&hit, Hundredths(1050)).mean() - 9437.0 / 1320.0).abs() < EXACT);
/// # Ok::<(), mechanics::dcss::damage::DamageError>(())
/// ```
pub fn landed_damage_law_034(damage: &MeleeDamage034, ac: Hundredths) -> Dist {
    let draws = ac.law();
    let mut parts = Vec::new();
    for branch in damage.dist().branches {
        for (roll_ac, p1) in draws.iter().filter(|&(_, p)| p > 0.0) {
            for (gdr_ac, p2) in draws.iter().filter(|&(_, p)| p > 0.0) {
                parts.push(DamageBranch {
                    probability: branch.probability * p1 * p2,
                    damage_max: branch.damage_max,
                    damage: apply_ac_gdr_dist(
                        &branch.damage,
                        branch.damage_max,
                        roll_ac,
                        gdr_percent(gdr_ac),
                    ),
                });
            }
        }
    }
    mix(&parts)
}

/// `P(final damage = i)` for `i = 0..=max` of a landed 0.34 attack against AC ×100 `ac`
/// (`docs/rules/dcss-0.34.md` §D2.3), the form of the reference vectors.
pub fn landed_damage_dist_034(damage: &MeleeDamage034, ac: Hundredths) -> Vec<f64> {
    let law = landed_damage_law_034(damage, ac);
    (0..=law.max()).map(|i| law.prob(i)).collect()
}

/// One landed 0.34 attack's damage after AC, rolled in the game's order: the attack's rolls,
/// then the two AC draws (the roll's, then the GDR's), then the AC roll
/// (`docs/rules/dcss-0.34.md` §1.1, §D2).
pub fn roll_landed_034<R: Rng + ?Sized>(
    rng: &mut R,
    damage: &MeleeDamage034,
    ac: Hundredths,
) -> i32 {
    let (d, dmax) = damage.roll(rng);
    let roll_ac = ac.draw(rng);
    let gdr = gdr_percent(ac.draw(rng));
    apply_ac_gdr(rng, d, dmax, roll_ac, gdr)
}
