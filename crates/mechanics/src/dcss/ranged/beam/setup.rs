//! A monster's spell power, and the to-hit and dice its zap row gives at that power
//! (`setup_mons_cast`, mon-cast.cc:1855-1887 at 0.31.0, 2772-2796 at 0.34.1; `mons_spell_beam`;
//! `zappy`; `docs/rules/dcss-0.31-ranged.md` §3.1, §3.2, `docs/rules/dcss-0.34-ranged.md` §3.1,
//! §3.2).

use crate::dcss::ranged::catalog::PowerModifier;
use crate::dcss::ranged::spells::Spell;
use crate::dcss::rules::RuleSet;

/// A wand's power is `30 + HD` at 0.31.0, and that times the spell's factor over 12 at 0.34.1
/// (`docs/rules/dcss-0.31-ranged.md` §3.1, `docs/rules/dcss-0.34-ranged.md` §3.1).
pub const WAND_POWER_BASE: i32 = 30;

/// The power factor a 0.34.1 wand's `30 + HD` is scaled by, over this: 12, the factor of
/// every damaging beam (`mons_wand_power`, `docs/rules/dcss-0.34-ranged.md` §3.1).
pub const WAND_FACTOR_DEN: i32 = 12;

/// A laughing skull gains this many percent of power per nearby aligned laughing skull ...
pub const SKULL_PERCENT: i32 = 25;
/// ... up to this many percent (mon-cast.cc:1869-1885).
pub const SKULL_PERCENT_MAX: i32 = 100;

/// What a monster-specific modifier multiplies the power by under `rules`: ×3/2 for Xtahua's
/// searing breath, ×2/3 (0.31.0) or ×5/6 (0.34.1) for a draconian's cold breath
/// (`docs/rules/dcss-0.34-ranged.md` §3.1); `None` for the skulls' boost, which is a
/// percentage.
fn scale(rules: RuleSet, modifier: Option<PowerModifier>) -> Option<(i32, i32)> {
    match modifier? {
        PowerModifier::XtahuaSearingBreath => Some((3, 2)),
        PowerModifier::DraconianColdBreath => Some(rules.release().ranged.cold_breath),
        PowerModifier::LaughingSkulls => None,
    }
}

/// The power a monster casts or evokes a spell with under `rules`
/// (`docs/rules/dcss-0.31-ranged.md` §3.1, `docs/rules/dcss-0.34-ranged.md` §3.1), in the
/// game's order: a wand's `30 + HD` (at 0.34.1 times the spell's factor over 12), else
/// `spell_hd × factor`; the laughing skulls' boost; the plain HD for a breath or spit (which
/// undoes the boost); then ×3/2 for Xtahua's searing breath and ×2/3 (0.31.0) or ×5/6
/// (0.34.1) for a draconian's cold breath. No cap for monsters.
///
/// ```
/// use mechanics::dcss::ranged::beam::spell_power;
/// use mechanics::dcss::ranged::catalog::PowerModifier;
/// use mechanics::dcss::ranged::spells::{spell, spell_in};
/// use mechanics::dcss::rules::RuleSet;
///
/// // §9 B9: a laughing skull (HD 5) with three skulls nearby: 5·12 = 60, ×175/100 = 105.
/// let draining = spell("SPELL_BOLT_OF_DRAINING")?;
/// let skulls = Some(PowerModifier::LaughingSkulls);
/// assert_eq!(spell_power(RuleSet::Dcss031, draining, skulls, 5, 5, false, 3), 105);
/// // §9 B10: Xtahua (HD 20): searing breath is not a "spell": 20·12 = 240, ×3/2 = 360.
/// let searing = spell("SPELL_SEARING_BREATH")?;
/// let xtahua = Some(PowerModifier::XtahuaSearingBreath);
/// assert_eq!(spell_power(RuleSet::Dcss031, searing, xtahua, 20, 25, false, 0), 360);
/// // 0.34 §9 B21: a white draconian (HD 14) breathes at 168·5/6 = 140 (0.31: ×2/3, 112).
/// let new = RuleSet::Dcss034;
/// let cold = spell_in(new, "SPELL_COLD_BREATH")?;
/// let drac = Some(PowerModifier::DraconianColdBreath);
/// assert_eq!(spell_power(new, cold, drac, 14, 14, false, 0), 140);
/// # Ok::<(), mechanics::dcss::ranged::RangedError>(())
/// ```
pub fn spell_power(
    rules: RuleSet,
    spell: &Spell,
    modifier: Option<PowerModifier>,
    hd: i32,
    spell_hd: i32,
    evoked: bool,
    nearby_skulls: i32,
) -> i32 {
    let mut power = match (evoked, rules.release().ranged.wand_power_scaled) {
        (true, false) => WAND_POWER_BASE + hd,
        (true, true) => (WAND_POWER_BASE + hd) * spell.power_hd_factor / WAND_FACTOR_DEN,
        (false, _) => spell_hd * spell.power_hd_factor,
    };
    if modifier == Some(PowerModifier::LaughingSkulls) {
        let boost = (SKULL_PERCENT * nearby_skulls).min(SKULL_PERCENT_MAX);
        power = power * (100 + boost) / 100;
    }
    if spell.plain_hd {
        power = hd * spell.power_hd_factor;
    }
    match scale(rules, modifier) {
        Some((num, den)) => power * num / den,
        None => power,
    }
}

/// The power the monster's spell list shows the "(NdS)" of (describe-spells.cc,
/// `docs/rules/dcss-0.31-ranged.md` §7.3, `docs/rules/dcss-0.34-ranged.md` §7.3): the cast power
/// without the skulls' boost, except that 0.34.1 applies a breath's multiplier to the HD
/// before the factor (a white draconian of HD 14 shows its breath at 14·5/6 = 11, power 132).
pub fn shown_spell_power(
    rules: RuleSet,
    spell: &Spell,
    modifier: Option<PowerModifier>,
    hd: i32,
    spell_hd: i32,
    evoked: bool,
) -> i32 {
    match scale(rules, modifier) {
        Some((num, den)) if rules.release().ranged.shown_modifier_on_hd && !evoked => {
            let hd = if spell.plain_hd { hd } else { spell_hd };
            hd * num / den * spell.power_hd_factor
        }
        _ => spell_power(rules, spell, modifier, hd, spell_hd, evoked, 0),
    }
}
