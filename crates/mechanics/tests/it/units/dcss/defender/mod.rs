use mechanics::dcss::attack::Attacker;
use mechanics::dcss::build::Build;
use mechanics::dcss::data::{shield, species};
use mechanics::dcss::defender::*;
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::shields::ShieldRules;
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dist::Dist;

#[test]
fn numbers_and_situation() {
    let n = Defender::Numbers(DefenderNumbers::new(20, 27, 3).unwrap());
    let plain = n.facing(ShieldRules::V031, &Situation::default());
    assert_eq!(
        (plain.ev, plain.sh.internal, plain.block_limit),
        (20, 27, Some(3))
    );
    let unseen = Situation {
        unseen_attacker: true,
        ..Situation::default()
    };
    assert_eq!(n.facing(ShieldRules::V019, &unseen).ev, 10);
    assert_eq!(n.facing(ShieldRules::V019, &unseen).block_limit, None);
    let caught = Situation {
        caught: true,
        ..Situation::default()
    };
    let f = n.facing(ShieldRules::V031, &caught);
    assert_eq!((f.sh.internal, f.turn_block_limit()), (0, None));
    let orc = Attacker::Monster(MonsterAttacker::new(1, false, 0).unwrap());
    assert!(f.attack(orc, false, &caught).shield.is_none());
    assert_eq!(DefenderNumbers::new(151, 0, 3).unwrap_err().field, "ev");
}

#[test]
fn a_build_faces_with_its_shield() {
    let build = Build {
        shields: Skill::level(10).unwrap(),
        shield: shield("kite").unwrap(),
        ..Build::new(species("human").unwrap(), 14, 16)
    };
    let f = Defender::Build(build).facing(ShieldRules::V031, &Situation::default());
    assert_eq!(f.block_limit, Some(3));
    assert_eq!(f.sh, build.shield_class(false));
    assert!(f.breakdown.is_some() && f.encumbrance.is_some());
}

/// `docs/rules/dcss-0.34.md` §1.1, §6.5, §D3.1: a 0.34 build faces with its laws, its
/// AC in hundredths, and an orb's limit of 1.
#[test]
fn a_034_build_faces_with_its_laws() {
    use mechanics::dcss::data::{body_armour_in, species_in};
    use mechanics::dcss::rules::RuleSet::Dcss034;
    let sp = species_in(Dcss034, "human").unwrap();
    let mut build = Build {
        xl: 10,
        dodging: Skill::level(10).unwrap(),
        armour: Skill::level(5).unwrap(),
        body: body_armour_in(Dcss034, "plate").unwrap(),
        shield: shield("orb").unwrap(),
        ..Build::new_in(Dcss034, sp, 15, 15)
    };
    build.extra_sh.reflection = true;
    build.validate().unwrap();
    let d = Defender::Build(build);
    let f = d.facing(ShieldRules::V031, &Situation::default());
    assert_eq!((f.ev_law().prob(6), f.ev_law().prob(7)), (0.2, 0.8));
    assert_eq!(f.sh_law(), Dist::point(10));
    assert_eq!((f.turn_block_limit(), f.rule_set), (Some(1), Dcss034));
    assert_eq!(d.ac_hundredths().unwrap(), Some(Hundredths(1227)));
    let numbers = Defender::Numbers(DefenderNumbers::new(20, 27, 3).unwrap());
    assert_eq!(numbers.ac_hundredths().unwrap(), None);
    let caught = Situation {
        caught: true,
        ..Situation::default()
    };
    let f = d.facing(ShieldRules::V031, &caught);
    assert_eq!((f.shield(), f.turn_block_limit()), (None, None));
}
