use mechanics::dcss::damage::AcType;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::zap::*;
use mechanics::limits::Limit;

#[test]
fn ids_round_trip() {
    for (f, id) in FLAVOUR_IDS {
        assert_eq!(Flavour::from_id(id), Some(f));
        assert_eq!(f.id(), id);
    }
    assert_eq!(Flavour::from_id("BEAM_CHAOS"), None);
}

/// `docs/rules/dcss-0.31-ranged.md` §3.6: the divisors per level and the special cases.
const OLD: RuleSet = RuleSet::Dcss031;

#[test]
fn spec_3_6_resistances() {
    // Fire: /2, /3, /5; vulnerable ×3/2.
    let fire: Vec<i32> = (-1..=3).map(|r| Flavour::Fire.resist(OLD, 60, r)).collect();
    assert_eq!(fire, [90, 60, 30, 20, 12]);
    // Electricity and poison are "boolean": /3 at level 1.
    assert_eq!(Flavour::Electricity.resist(OLD, 60, 1), 20);
    assert_eq!(Flavour::Poison.resist(OLD, 60, 1), 20);
    assert_eq!(Flavour::Poison.resist(OLD, 60, 3), 0);
    // Stunning burst is rElec but not boolean: /2.
    assert_eq!(Flavour::StunBolt.resist(OLD, 60, 1), 30);
    assert_eq!(Flavour::StunBolt.resist(OLD, 60, 2), 20);
    // Negative energy: /2, /4, immune.
    let neg: Vec<i32> = (1..=3).map(|r| Flavour::Neg.resist(OLD, 60, r)).collect();
    assert_eq!(neg, [30, 15, 0]);
    // Ice and lava: only half is resistible; poison arrow 70 %.
    assert_eq!(Flavour::Ice.resist(OLD, 61, 1), 30 / 2 + 31);
    assert_eq!(Flavour::Lava.resist(OLD, 60, 3), 30 / 5 + 30);
    assert_eq!(Flavour::PoisonArrow.resist(OLD, 60, 1), 42 / 3 + 18);
    assert_eq!(Flavour::PoisonArrow.resist(OLD, 60, 3), 18);
    // Acid: rCorr /2, each value truncated (§9 B15).
    assert_eq!(Flavour::Acid.resist(OLD, 21, 1), 10);
    // Damnation, fragments and plain damage are never resisted; miasma is all or nothing.
    assert_eq!(Flavour::Damnation.resist(OLD, 60, 0), 60);
    assert_eq!(Flavour::Miasma.resist(OLD, 60, 1), 0);
    // rRot is all or nothing, a flavour nothing resists takes only 0, the rest −1 to 3.
    assert_eq!(Flavour::Miasma.resist_limit(), Limit::new("resist", 0, 1));
    assert_eq!(Flavour::Mmissile.resist_limit(), Limit::new("resist", 0, 0));
    assert_eq!(Flavour::Water.resist_limit(), Limit::new("resist", -1, 3));
}

#[test]
fn ac_rules_by_flavour() {
    assert_eq!(Flavour::Damnation.ac_rule(OLD), AcType::None);
    assert_eq!(Flavour::Electricity.ac_rule(OLD), AcType::Half);
    assert_eq!(Flavour::StunBolt.ac_rule(OLD), AcType::Normal);
    assert_eq!(Flavour::Frag.ac_rule(OLD), AcType::Triple);
    assert_eq!(Flavour::Fire.ac_rule(OLD), AcType::Normal);
}

/// `docs/rules/dcss-0.34-ranged.md` §3.6, §9 B20: stunning burst is electricity's class at
/// 0.34.1, so it halves AC and divides by 3 at rElec 1; every other flavour as before.
#[test]
fn stunning_burst_joins_electricity_at_0_34() {
    let new = RuleSet::Dcss034;
    assert_eq!(Flavour::StunBolt.ac_rule(new), AcType::Half);
    assert_eq!(Flavour::StunBolt.resist(new, 60, 1), 20);
    assert_eq!(Flavour::StunBolt.resist(new, 60, 2), 60 / 4);
    for (f, _) in FLAVOUR_IDS {
        if f != Flavour::StunBolt {
            assert_eq!(f.ac_rule(new), f.ac_rule(OLD), "{f:?}");
            for level in -1..=3 {
                assert_eq!(f.resist(new, 61, level), f.resist(OLD, 61, level), "{f:?}");
            }
        }
    }
    // Lava and ice keep their own half-resistible fraction: §9 B24, rF on 4d15's 30.
    assert_eq!(Flavour::Lava.resist(new, 30, 1), 15 / 2 + 15);
    for f in [
        Flavour::Crystallising,
        Flavour::Bolas,
        Flavour::UmbralTorchlight,
        Flavour::Warping,
    ] {
        assert_eq!(
            (f.resist(new, 40, 0), f.resist_limit()),
            (40, Limit::new("resist", 0, 0))
        );
    }
}
