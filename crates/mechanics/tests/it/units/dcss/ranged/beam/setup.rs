use mechanics::dcss::ranged::beam::*;
use mechanics::dcss::ranged::catalog::PowerModifier;
use mechanics::dcss::ranged::spells::{spell, spell_in};
use mechanics::dcss::rules::RuleSet;

const OLD: RuleSet = RuleSet::Dcss031;
const NEW: RuleSet = RuleSet::Dcss034;

/// `docs/rules/dcss-0.31-ranged.md` §3.1, §9 B16 and the white draconian of §3.1.
#[test]
fn spec_3_1_powers() {
    let flame = spell("SPELL_THROW_FLAME").unwrap();
    // An orc knight (HD 9) with a wand of flame: 30 + 9.
    assert_eq!(spell_power(OLD, flame, None, 9, 9, true, 0), 39);
    // An orc wizard (HD 3) casting it: 3·12.
    assert_eq!(spell_power(OLD, flame, None, 3, 3, false, 0), 36);
    // An empowered fire giant (HD 16, spell HD 21): 21·12 = 252.
    let fire = spell("SPELL_BOLT_OF_FIRE").unwrap();
    assert_eq!(spell_power(OLD, fire, None, 16, 21, false, 0), 252);
    // A white draconian (HD 14): 14·12 = 168, ×2/3 = 112.
    let cold = spell("SPELL_COLD_BREATH").unwrap();
    let drac = Some(PowerModifier::DraconianColdBreath);
    assert_eq!(spell_power(OLD, cold, drac, 14, 14, false, 0), 112);
    // The skull boost stops at +100 %.
    let draining = spell("SPELL_BOLT_OF_DRAINING").unwrap();
    let skulls = Some(PowerModifier::LaughingSkulls);
    assert_eq!(spell_power(OLD, draining, skulls, 5, 5, false, 9), 120);
    // Seracfall's factor is 18.
    let serac = spell("SPELL_SERACFALL").unwrap();
    assert_eq!(spell_power(OLD, serac, None, 15, 15, false, 0), 270);
}

/// `docs/rules/dcss-0.34-ranged.md` §3.1, §7.3: the 0.34 wand scaling, cold breath ×5/6,
/// and the spell list's breath power.
#[test]
fn spec_0_34_powers() {
    let flame = spell_in(NEW, "SPELL_THROW_FLAME").unwrap();
    // §9 B16: an orc knight (HD 9) with a wand of flame: (30 + 9)·12/12.
    assert_eq!(spell_power(NEW, flame, None, 9, 9, true, 0), 39);
    let cold = spell_in(NEW, "SPELL_COLD_BREATH").unwrap();
    let drac = Some(PowerModifier::DraconianColdBreath);
    assert_eq!(spell_power(NEW, cold, drac, 14, 14, false, 0), 140);
    assert_eq!(shown_spell_power(NEW, cold, drac, 14, 14, false), 132);
    assert_eq!(
        shown_spell_power(
            OLD,
            spell("SPELL_COLD_BREATH").unwrap(),
            drac,
            14,
            14,
            false
        ),
        112
    );
    let searing = spell_in(NEW, "SPELL_SEARING_BREATH").unwrap();
    let xtahua = Some(PowerModifier::XtahuaSearingBreath);
    assert_eq!(spell_power(NEW, searing, xtahua, 20, 20, false, 0), 360);
    assert_eq!(shown_spell_power(NEW, searing, xtahua, 20, 20, false), 360);
    // Sticky Flame's factor is 8 at 0.34.1 (§3.1).
    assert_eq!(
        spell_in(NEW, "SPELL_STICKY_FLAME").unwrap().power_hd_factor,
        8
    );
}
