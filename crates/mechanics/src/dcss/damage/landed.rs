//! The damage a landed monster melee attack does after the player's AC and GDR
//! (`docs/rules/dcss-0.31-damage.md` §1.4, §2.1, §2.3): the attack's joint law of
//! `(damage, damage_max)` put through normal AC, branch by branch, since GDR reads
//! `damage_max`.

use super::ac::{AcType, apply_ac, apply_ac_dist};
use super::monster_melee::{DamageBranch, MeleeDamage, mix};
use crate::dist::Dist;
use rand::Rng;

/// The exact law of the damage a landed attack does against a player of AC `ac`
/// (`docs/rules/dcss-0.31-damage.md` §2.3). Takes `ac` inside [`super::ac::PLAYER_AC`].
pub fn landed_damage_law(damage: &MeleeDamage, ac: i32) -> Dist {
    let after_ac: Vec<DamageBranch> = damage
        .dist()
        .branches
        .into_iter()
        .map(|b| DamageBranch {
            damage: apply_ac_dist(&b.damage, b.damage_max, ac, AcType::Normal),
            ..b
        })
        .collect();
    mix(&after_ac)
}

/// `P(final damage = i)` for `i = 0..=max` of a landed attack against AC `ac`
/// (`docs/rules/dcss-0.31-damage.md` §2.3), the form the reference vectors give. Takes `ac`
/// inside [`super::ac::PLAYER_AC`].
///
/// ```
/// use mechanics::dcss::damage::{DamageModifiers, MeleeDamage, landed_damage_dist};
/// use mechanics::tolerance::EXACT;
///
/// // §7 Ex2: an unarmed 25 against AC 10: P(0) = 14/55, 1..15 each 1/25, max 20.
/// let hit = MeleeDamage::new(25, None, DamageModifiers::default())?;
/// let p = landed_damage_dist(&hit, 10);
/// assert_eq!(p.len(), 21);
/// assert!((p[0] - 14.0 / 55.0).abs() < EXACT && (p[15] - 1.0 / 25.0).abs() < EXACT);
/// # Ok::<(), mechanics::dcss::damage::DamageError>(())
/// ```
pub fn landed_damage_dist(damage: &MeleeDamage, ac: i32) -> Vec<f64> {
    let law = landed_damage_law(damage, ac);
    (0..=law.max()).map(|i| law.prob(i)).collect()
}

/// One landed attack's damage after AC, rolled in the game's order: the attack's roll, then
/// `apply_ac` with GDR (`docs/rules/dcss-0.31-damage.md` §1.4, §2.1). Takes `ac` inside
/// [`super::ac::PLAYER_AC`].
pub fn roll_landed<R: Rng + ?Sized>(rng: &mut R, damage: &MeleeDamage, ac: i32) -> i32 {
    let (d, dmax) = damage.roll(rng);
    apply_ac(rng, d, dmax, ac, AcType::Normal)
}
