//! The worked examples W35–W50 of `docs/rules/dcss-0.34.md` Part W, reproduced from the
//! product: damage means with two AC draws, true hit chances with the game's displays, max HP,
//! energy without the floor and the quick blade's delay. W1–W34c are in `worked034.rs`.

use crate::common034::{assert_two_point, sk};
use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield, PlayerPreRoll};
use mechanics::dcss::damage::{
    DamageModifiers, MeleeDamage, MeleeDamage034, Modifiers034, WeaponDamage,
    landed_damage_law_034, max_hp,
};
use mechanics::dcss::data::species_in;
use mechanics::dcss::defender::{Defender, DefenderHundredths, Situation};
use mechanics::dcss::display::{MonsterShieldView, Shown, to_hit_pct_034};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet::{self, Dcss034};
use mechanics::dcss::shields::{Blocker, ShieldRules};
use mechanics::dcss::time::energy_gain_dist_in;
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::dcss::weapons;
use mechanics::dist::Dist;
use mechanics::tolerance::{EXACT, FIVE_DECIMALS, SIX_DECIMALS};

/// W35–W39b: the mean damage of one landed hit, the AC drawn twice.
#[test]
fn w35_to_w39_damage() {
    let weapon = |name: &str, plus| {
        Some(WeaponDamage {
            base: weapons::find_in(Dcss034, name).unwrap().damage,
            plus,
            heavy: false,
        })
    };
    let hit = |a, w, m: DamageModifiers, tempered| MeleeDamage034 {
        damage: MeleeDamage::new(a, w, m).unwrap(),
        extra: Modifiers034 {
            tempered,
            ..Modifiers034::default()
        },
    };
    let plain = DamageModifiers::default();
    let mighty_stab = DamageModifiers {
        might: true,
        stab: true,
        ..plain
    };
    for (what, h, ac, mean, tol) in [
        (
            "W35",
            hit(25, None, plain, false),
            1000,
            406.0 / 55.0,
            EXACT,
        ),
        (
            "W36",
            hit(25, None, plain, false),
            1050,
            9437.0 / 1320.0,
            EXACT,
        ),
        (
            "W37",
            hit(20, weapon("giant club", 0), plain, false),
            1227,
            12.456155,
            SIX_DECIMALS,
        ),
        (
            "W38",
            hit(12, weapon("long sword", 0), plain, false),
            681,
            12125.0 / 1792.0,
            EXACT,
        ),
        (
            "W39",
            hit(32, weapon("great sword", 3), plain, true),
            2365,
            17.842447,
            SIX_DECIMALS,
        ),
        (
            "W39b",
            hit(20, weapon("giant club", 0), mighty_stab, false),
            1227,
            66.361104,
            SIX_DECIMALS,
        ),
    ] {
        let law = landed_damage_law_034(&h, Hundredths(ac));
        assert!((law.mean() - mean).abs() < tol, "{what}: {}", law.mean());
    }
    // §D7: the mighted ogre against a sleeping player can do 139 at most.
    let ogre = hit(20, weapon("giant club", 0), mighty_stab, false);
    assert_eq!(landed_damage_law_034(&ogre, Hundredths(1227)).max(), 139);
}

/// W40–W47: true chances to land and what the game shows.
#[test]
fn w40_to_w47_hit_chances() {
    let monster = |hd, fighter, ev_x100, sh_x100| {
        let d = Defender::Hundredths(DefenderHundredths::new(ev_x100, sh_x100, 3, None).unwrap());
        let f = d.facing(ShieldRules::V031, &Situation::default());
        f.attack(
            Attacker::Monster(MonsterAttacker::new(hd, fighter, 0).unwrap()),
            false,
            &Situation::default(),
        )
    };
    for (what, a, p_land, shown) in [
        ("W40", monster(1, false, 680, 0), 0.67575, 69),
        ("W41", monster(4, true, 680, 0), 0.76862, 78),
        ("W42", monster(5, false, 1500, 830), 0.39032, 42),
        ("W43", monster(1, false, 1050, 0), 0.50014, 52),
        ("W44a", monster(5, false, 2000, 2687), 0.15960, 18),
        ("W44b", monster(15, false, 2500, 3529), 0.22602, 24),
    ] {
        let p = a.probs(0, false).p_land;
        assert!((p - p_land).abs() < FIVE_DECIMALS, "{what}: {p}");
        assert_eq!(a.shown(), Shown::Percent(shown), "{what}");
    }
    let player = |pre, ev, sh: Option<i32>, blind| Attack {
        attacker: Attacker::Player(PlayerPreRoll::fixed(pre).unwrap()),
        mods: HitModifiers {
            blind_miss_pct: if blind { 30 } else { 0 },
            ..HitModifiers::default()
        },
        ev: DefenderEv::Fixed(ev),
        shield: sh.map(|c| DefenderShield {
            blocker: Blocker::Monster {
                shield_class: Some(c),
            },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }),
        rule_set: RuleSet::Dcss034,
    };
    for (what, a, p_land, shown) in [
        ("W45a", player(10, 12, None, false), 0.025, 1),
        ("W45b", player(20, 5, None, false), 0.7375, 74),
        ("W46", player(36, 12, Some(15), false), 0.55128, 59),
        ("W47", player(43, 20, None, true), 0.37320, 37),
    ] {
        let p = a.probs(0, false).p_land;
        assert!((p - p_land).abs() < FIVE_DECIMALS, "{what}: {p}");
        assert_eq!(a.shown(), Shown::Percent(shown), "{what}");
    }
    let sh15 = MonsterShieldView {
        sh: 15,
        ..MonsterShieldView::default()
    };
    assert_eq!(to_hit_pct_034(36, 12, 0, Some(sh15), 0), Shown::Percent(59));
}

/// W48–W50: max HP, monster energy without the floor, the quick blade's delay.
#[test]
fn w48_to_w50() {
    for (sp, xl, f, hp) in [
        ("mountain dwarf", 1, 3.0, 19),
        ("coglin", 13, 8.0, 98),
        ("poltergeist", 20, 5.0, 119),
        ("revenant", 27, 27.0, 273),
        ("human", 10, 10.0, 85),
        ("djinni", 1, 0.0, 15),
    ] {
        let species = species_in(Dcss034, sp).unwrap();
        assert_eq!(max_hp(species, xl, sk(f)).unwrap(), hp, "W48 {sp}");
    }
    let g = energy_gain_dist_in(Dcss034, 1, &Dist::point(4));
    assert_two_point(&g, 0, 0.6, "W49 speed 1 in 4 aut");
    let g = energy_gain_dist_in(Dcss034, 4, &Dist::point(6));
    assert_two_point(&g, 2, 0.6, "W49 speed 4 in 6 aut");
    // W50: the quick blade's base delay is 15 (12 at 0.31); the delay formula itself is the
    // player attack's (`docs/rules/dcss-0.34.md` §5).
    assert_eq!(weapons::find_in(Dcss034, "quick blade").unwrap().delay, 15);
}
