//! AC applied to a damage roll (`actor::apply_ac`, actor.cc:367-411) and the player's GDR
//! (`player::gdr_perc`, player.cc:6379-6382): `docs/rules/dcss-0.31-damage.md` §2.
//!
//! [`apply_ac`] rolls what the game rolls; [`apply_ac_dist`] is its exact law for a damage
//! given by its law.

use crate::dcss::rng::{div_rand_round, random2};
use crate::dist::Dist;
use crate::limits::Limit;
use rand::Rng;

/// The player's AC the damage rules take: −100 to 250. A negative AC (corrosion) counts as
/// 0 against damage (`docs/rules/dcss-0.31-damage.md` §2.1, §2.2).
pub const PLAYER_AC: Limit = Limit::new("player_ac", -100, 250);

/// How AC reduces a damage roll (`ac_type`, ac-type.h:3-12, `docs/rules/dcss-0.31-damage.md`
/// §2.1, §2.5). Monster melee always uses [`AcType::Normal`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum AcType {
    /// `random2(1 + AC)` saved, raised to the GDR floor: the only rule with GDR.
    #[default]
    Normal,
    /// `random2(1 + AC) / 2` saved: the roll is halved, not the AC (electricity).
    Half,
    /// The sum of three independent `random2(1 + AC)` rolls saved (fragmentation).
    Triple,
    /// Each damage point survives independently with probability
    /// `floor((80/81)^AC · 2³²) / 2³²` (`apply_chunked_AC`, fight.cc:704-715).
    Proportional,
    /// AC does nothing.
    None,
}

/// GDR%: `max(0, (int)(16·sqrt(sqrt(AC))))` on the displayed AC (player.cc:6381,
/// `docs/rules/dcss-0.31-damage.md` §2.2). A negative AC, which the game turns into a
/// NaN and then an undefined cast, counts as 0 (§9).
///
/// ```
/// use mechanics::dcss::damage::gdr_percent;
/// assert_eq!([1, 10, 25, 100].map(gdr_percent), [16, 28, 35, 50]);
/// assert_eq!(gdr_percent(-3), 0);
/// ```
pub fn gdr_percent(ac: i32) -> i32 {
    if ac <= 0 {
        return 0;
    }
    ((16.0 * f64::from(ac).sqrt().sqrt()) as i32).max(0)
}

/// The chance a damage point gets through proportional AC, as the game's 32-bit threshold
/// `(uint64_t)(pow(80.0/81, AC) · 2³²)` (fight.cc:706-707, `docs/rules/dcss-0.31-damage.md`
/// §2.5): a point survives when a uniform 32-bit draw is below it.
pub fn chunked_threshold(ac: i32) -> u64 {
    ((80.0_f64 / 81.0).powf(f64::from(ac)) * 4_294_967_296.0) as u64
}

/// The damage left after AC, rolled as the game does for the player: `ac` is the player's
/// AC (clamped to 0 below; GDR from it), `damage_max` the attack's `damage_max` for GDR
/// (`docs/rules/dcss-0.31-damage.md` §2.1). Takes `ac` inside [`PLAYER_AC`].
pub fn apply_ac<R: Rng + ?Sized>(
    rng: &mut R,
    damage: i32,
    damage_max: i32,
    ac: i32,
    ac_type: AcType,
) -> i32 {
    let gdr = gdr_percent(ac);
    let ac = ac.max(0);
    let saved = match ac_type {
        AcType::None => return damage,
        AcType::Proportional => {
            let threshold = chunked_threshold(ac);
            return (0..damage)
                .filter(|_| u64::from(rng.next_u32()) < threshold)
                .count() as i32;
        }
        AcType::Normal => return apply_ac_gdr(rng, damage, damage_max, ac, gdr),
        AcType::Half => random2(rng, 1 + ac) / 2,
        AcType::Triple => (0..3).map(|_| random2(rng, 1 + ac)).sum(),
    };
    (damage - saved).max(0)
}

/// The exact law of [`apply_ac`] for a damage with law `damage` and a fixed `damage_max`
/// (`docs/rules/dcss-0.31-damage.md` §2.3): `max(R − S, 0)` for independent R and saved S.
/// Takes `ac` inside [`PLAYER_AC`].
pub fn apply_ac_dist(damage: &Dist, damage_max: i32, ac: i32, ac_type: AcType) -> Dist {
    let gdr = gdr_percent(ac);
    let ac = ac.max(0);
    let roll = Dist::random2(1 + ac);
    let saved = match ac_type {
        AcType::None => return damage.clone(),
        AcType::Proportional => {
            let p = chunked_threshold(ac) as f64 / 4_294_967_296.0;
            return damage.and_then(|d| binomial(d.max(0), p));
        }
        AcType::Normal => normal_saved_dist(ac, gdr, damage_max),
        AcType::Half => roll.map(|s| s / 2),
        AcType::Triple => roll.add(&roll).add(&roll),
    };
    damage.add(&saved.map(|s| -s)).map(|v| v.max(0))
}

/// Normal AC with the roll's AC and the GDR percentage given apart, rolled as the game does:
/// `saved = max(random2(1 + ac), min(gdr·damage_max/100, div_rand_round(ac, 2)))` with `ac`
/// clamped at 0 (`actor::apply_ac`; `docs/rules/dcss-0.31-damage.md` §2.1,
/// `docs/rules/dcss-0.34.md` §D2, where the two come from separate draws of the AC).
pub fn apply_ac_gdr<R: Rng + ?Sized>(
    rng: &mut R,
    damage: i32,
    damage_max: i32,
    ac: i32,
    gdr: i32,
) -> i32 {
    let ac = ac.max(0);
    let roll = random2(rng, 1 + ac);
    let saved = roll.max((gdr * damage_max / 100).min(div_rand_round(rng, ac, 2)));
    (damage - saved).max(0)
}

/// The law of the points normal AC saves, the roll's AC `ac` (clamped at 0) and the GDR
/// percentage `gdr` given apart (`docs/rules/dcss-0.31-damage.md` §2.3).
fn normal_saved_dist(ac: i32, gdr: i32, damage_max: i32) -> Dist {
    let ac = ac.max(0);
    let roll = Dist::random2(1 + ac);
    Dist::div_rand_round(ac, 2).and_then(|half| {
        let floor = (gdr * damage_max / 100).min(half);
        roll.map(|s| s.max(floor))
    })
}

/// The exact law of [`apply_ac_gdr`] for a damage with law `damage`
/// (`docs/rules/dcss-0.34.md` §D2.3).
pub fn apply_ac_gdr_dist(damage: &Dist, damage_max: i32, ac: i32, gdr: i32) -> Dist {
    let saved = normal_saved_dist(ac, gdr, damage_max);
    damage.add(&saved.map(|s| -s)).map(|v| v.max(0))
}

/// Binomial(n, p) as `n` Bernoulli trials convolved.
fn binomial(n: i32, p: f64) -> Dist {
    let trial = Dist::from_weights(0, &[1.0 - p, p]);
    (0..n).fold(Dist::point(0), |acc, _| acc.add(&trial))
}
