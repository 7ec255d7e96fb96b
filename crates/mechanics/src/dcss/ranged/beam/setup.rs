//! A monster's spell power, and the to-hit and dice its zap row gives at that power
//! (`setup_mons_cast`, mon-cast.cc:1855-1887; `mons_spell_beam`, 1346-1530; `zappy`,
//! beam.cc:543-589; `docs/rules/dcss-0.31-ranged.md` §3.1, §3.2).

use crate::dcss::ranged::catalog::PowerModifier;
use crate::dcss::ranged::spells::Spell;

/// A wand's power is `30 + HD` whatever the wand (mon-cast.cc:1863,
/// `docs/rules/dcss-0.31-ranged.md` §3.1).
pub const WAND_POWER_BASE: i32 = 30;

/// A laughing skull gains this many percent of power per nearby aligned laughing skull ...
pub const SKULL_PERCENT: i32 = 25;
/// ... up to this many percent (mon-cast.cc:1869-1885).
pub const SKULL_PERCENT_MAX: i32 = 100;

/// The power a monster casts or evokes a spell with (`docs/rules/dcss-0.31-ranged.md` §3.1),
/// in the game's order: a wand's `30 + HD`, else `spell_hd × factor`; the laughing skulls'
/// boost; the plain HD for a breath or spit (which undoes the boost); then ×3/2 for Xtahua's
/// searing breath and ×2/3 for a draconian's cold breath. No cap for monsters.
///
/// ```
/// use mechanics::dcss::ranged::beam::spell_power;
/// use mechanics::dcss::ranged::catalog::PowerModifier;
/// use mechanics::dcss::ranged::spells::spell;
///
/// // §9 B9: a laughing skull (HD 5) with three skulls nearby: 5·12 = 60, ×175/100 = 105.
/// let draining = spell("SPELL_BOLT_OF_DRAINING")?;
/// let skulls = Some(PowerModifier::LaughingSkulls);
/// assert_eq!(spell_power(draining, skulls, 5, 5, false, 3), 105);
/// // §9 B10: Xtahua (HD 20): searing breath is not a "spell": 20·12 = 240, ×3/2 = 360.
/// let searing = spell("SPELL_SEARING_BREATH")?;
/// let xtahua = Some(PowerModifier::XtahuaSearingBreath);
/// assert_eq!(spell_power(searing, xtahua, 20, 25, false, 0), 360);
/// # Ok::<(), mechanics::dcss::ranged::RangedError>(())
/// ```
pub fn spell_power(
    spell: &Spell,
    modifier: Option<PowerModifier>,
    hd: i32,
    spell_hd: i32,
    evoked: bool,
    nearby_skulls: i32,
) -> i32 {
    let mut power = if evoked {
        WAND_POWER_BASE + hd
    } else {
        spell_hd * spell.power_hd_factor
    };
    if modifier == Some(PowerModifier::LaughingSkulls) {
        let boost = (SKULL_PERCENT * nearby_skulls).min(SKULL_PERCENT_MAX);
        power = power * (100 + boost) / 100;
    }
    if spell.plain_hd {
        power = hd * spell.power_hd_factor;
    }
    match modifier {
        Some(PowerModifier::XtahuaSearingBreath) => power * 3 / 2,
        Some(PowerModifier::DraconianColdBreath) => power * 2 / 3,
        _ => power,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::ranged::spells::spell;

    /// `docs/rules/dcss-0.31-ranged.md` §3.1, §9 B16 and the white draconian of §3.1.
    #[test]
    fn spec_3_1_powers() {
        let flame = spell("SPELL_THROW_FLAME").unwrap();
        // An orc knight (HD 9) with a wand of flame: 30 + 9.
        assert_eq!(spell_power(flame, None, 9, 9, true, 0), 39);
        // An orc wizard (HD 3) casting it: 3·12.
        assert_eq!(spell_power(flame, None, 3, 3, false, 0), 36);
        // An empowered fire giant (HD 16, spell HD 21): 21·12 = 252.
        let fire = spell("SPELL_BOLT_OF_FIRE").unwrap();
        assert_eq!(spell_power(fire, None, 16, 21, false, 0), 252);
        // A white draconian (HD 14): 14·12 = 168, ×2/3 = 112.
        let cold = spell("SPELL_COLD_BREATH").unwrap();
        let drac = Some(PowerModifier::DraconianColdBreath);
        assert_eq!(spell_power(cold, drac, 14, 14, false, 0), 112);
        // The skull boost stops at +100 %.
        let draining = spell("SPELL_BOLT_OF_DRAINING").unwrap();
        let skulls = Some(PowerModifier::LaughingSkulls);
        assert_eq!(spell_power(draining, skulls, 5, 5, false, 9), 120);
        // Seracfall's factor is 18.
        let serac = spell("SPELL_SERACFALL").unwrap();
        assert_eq!(spell_power(serac, None, 15, 15, false, 0), 270);
    }
}
