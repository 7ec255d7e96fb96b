//! The worked examples of `docs/rules/dcss-0.31-damage.md`: one landed hit's law (§7), the
//! mean-damage grid, the AC builds (§3.4), the max HP examples (§4), and the points of §8 where
//! the wiki and the code disagree and the difference can be seen in a number.

use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, RoundAttack, WeaponDamage, gdr_percent, landed_damage_law,
};
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker, p_hit};
use mechanics::dist::Dist;
use mechanics::tolerance::{EXACT, FOUR_DECIMALS, THREE_DECIMALS};

fn unarmed(a: i32) -> MeleeDamage {
    MeleeDamage::new(a, None, DamageModifiers::default()).unwrap()
}

fn armed(a: i32, base: i32, plus: i32) -> MeleeDamage {
    let weapon = WeaponDamage {
        base,
        plus,
        heavy: false,
    };
    MeleeDamage::new(a, Some(weapon), DamageModifiers::default()).unwrap()
}

/// Checks a law against `(value, numerator, denominator)` cells, its mean and its maximum.
fn assert_law(law: &Dist, cells: &[(i32, i64, i64)], mean: f64, max: i32) {
    for &(v, num, den) in cells {
        let want = num as f64 / den as f64;
        assert!(
            (law.prob(v) - want).abs() < EXACT,
            "P({v}) = {}, want {num}/{den}",
            law.prob(v)
        );
    }
    assert!((law.mean() - mean).abs() < EXACT, "mean {}", law.mean());
    assert_eq!(law.max(), max);
}

/// `value:probability` cells `lo..=hi`, all `num/den`.
fn flat(lo: i32, hi: i32, num: i64, den: i64) -> Vec<(i32, i64, i64)> {
    (lo..=hi).map(|v| (v, num, den)).collect()
}

#[test]
fn ex1_to_ex3_unarmed_25() {
    let hit = unarmed(25);
    assert_law(&landed_damage_law(&hit, 0), &flat(1, 25, 1, 25), 13.0, 25);
    let mut ex2 = flat(1, 15, 1, 25);
    ex2.extend([
        (0, 14, 55),
        (16, 2, 55),
        (17, 9, 275),
        (18, 8, 275),
        (19, 7, 275),
        (20, 6, 275),
    ]);
    assert_law(&landed_damage_law(&hit, 10), &ex2, 406.0 / 55.0, 20);
    let ex3 = [
        (0, 361, 650),
        (1, 1, 26),
        (2, 12, 325),
        (3, 23, 650),
        (4, 11, 325),
        (5, 21, 650),
        (6, 2, 65),
        (7, 19, 650),
        (8, 9, 325),
        (9, 17, 650),
        (10, 8, 325),
        (11, 3, 130),
        (12, 7, 325),
        (13, 1, 50),
        (14, 6, 325),
        (15, 11, 650),
        (16, 1, 65),
        (17, 9, 650),
    ];
    assert_law(&landed_damage_law(&hit, 25), &ex3, 2193.0 / 650.0, 17);
}

#[test]
fn ex4_ogre_with_a_giant_club() {
    let ogre = armed(20, 20, 0);
    assert_eq!((ogre.displayed_max(), ogre.true_max()), (40, 39));
    let cells = [
        (0, 1, 16),
        (1, 81, 4400),
        (2, 23, 1100),
        (3, 103, 4400),
        (4, 57, 2200),
        (5, 5, 176),
        (6, 17, 550),
        (7, 147, 4400),
        (8, 79, 2200),
        (9, 169, 4400),
        (10, 9, 220),
        (11, 189, 4400),
        (12, 49, 1100),
        (13, 201, 4400),
        (14, 51, 1100),
        (15, 41, 880),
        (16, 97, 2200),
        (17, 183, 4400),
        (18, 43, 1100),
        (19, 161, 4400),
        (20, 3, 88),
        (21, 139, 4400),
        (22, 8, 275),
        (23, 117, 4400),
        (24, 53, 2200),
        (25, 19, 880),
        (26, 21, 1100),
        (27, 73, 4400),
        (28, 31, 2200),
        (29, 51, 4400),
        (30, 1, 110),
        (31, 3, 440),
        (32, 21, 4400),
        (33, 13, 4400),
        (34, 3, 2200),
    ];
    assert_law(&landed_damage_law(&ogre, 10), &cells, 3029.0 / 220.0, 34);
    // Ex4b: the ogre's real weapons, 2/3 giant club and 1/3 giant spiked club (W = 22).
    let club = landed_damage_law(&ogre, 10);
    let spiked = landed_damage_law(&armed(20, 22, 0), 10);
    let mixed = Dist::from_weights(0, &[2.0, 1.0])
        .and_then(|w| if w == 0 { club.clone() } else { spiked.clone() });
    assert!((mixed.mean() - 8529.0 / 605.0).abs() < EXACT);
    assert!((mixed.prob(0) - 0.0606).abs() < FOUR_DECIMALS);
    assert_eq!(mixed.max(), 36);
}

#[test]
fn ex5_orc_warrior() {
    let orc = armed(12, 10, 0);
    let cells = [
        (0, 89, 1440),
        (1, 17, 480),
        (2, 7, 160),
        (3, 5, 96),
        (4, 29, 480),
        (5, 11, 160),
        (6, 109, 1440),
        (7, 13, 160),
        (8, 59, 720),
        (9, 19, 240),
        (10, 7, 96),
        (11, 31, 480),
        (12, 9, 160),
        (13, 23, 480),
        (14, 19, 480),
        (15, 1, 32),
        (16, 11, 480),
        (17, 7, 480),
        (18, 11, 1440),
        (19, 1, 480),
    ];
    assert_eq!(gdr_percent(5), 23);
    assert_law(&landed_damage_law(&orc, 5), &cells, 11243.0 / 1440.0, 19);
    // Ex5b: a +3 war axe.
    let axe = landed_damage_law(&armed(12, 11, 3), 5);
    assert!((axe.mean() - 3869.0 / 396.0).abs() < EXACT);
    assert!((axe.prob(0) - 0.0268).abs() < FOUR_DECIMALS);
    assert_eq!(axe.max(), 23);
}

#[test]
fn ex6_troll_bite_claws_and_rounds() {
    let bite = landed_damage_law(&unarmed(20), 10);
    let mut cells = flat(1, 10, 1, 20);
    cells.extend([
        (0, 7, 22),
        (11, 1, 22),
        (12, 9, 220),
        (13, 2, 55),
        (14, 7, 220),
        (15, 3, 110),
    ]);
    assert_law(&bite, &cells, 223.0 / 44.0, 15);
    let claw = landed_damage_law(&unarmed(15), 10);
    let mut cells = flat(1, 5, 1, 15);
    cells.extend([
        (0, 13, 33),
        (6, 2, 33),
        (7, 3, 55),
        (8, 8, 165),
        (9, 7, 165),
        (10, 2, 55),
        (11, 1, 33),
    ]);
    assert_law(&claw, &cells, 106.0 / 33.0, 11);
    let all_three = bite.add(&claw).add(&claw);
    assert!((all_three.mean() - 1517.0 / 132.0).abs() < EXACT);
    assert_eq!(all_three.max(), 37);

    // The troll (HD 7, not a fighter) against EV 10: P(hit) = 77/116 per slot.
    let troll = MonsterAttacker::new(7, false, 0).unwrap();
    let p = p_hit(&troll.to_hit_dist(&HitModifiers::default()), 10, true);
    assert!((p - 77.0 / 116.0).abs() < EXACT);
    let slots = [unarmed(20), unarmed(15), unarmed(15)]
        .map(|damage| RoundAttack { damage, p_land: p })
        .to_vec();
    // Human XL10 Fighting 10: 85 HP.
    let fight = Fight::new(slots, 10, 85).unwrap();
    let round = fight.round_damage();
    assert!((round.mean() - 7.6286).abs() < FOUR_DECIMALS);
    assert!((round.prob(0) - 0.1956).abs() < FOUR_DECIMALS);
    let dead = fight.p_dead_within_rounds(12);
    let want = [
        (5, 0.0019),
        (6, 0.0117),
        (7, 0.0419),
        (8, 0.1050),
        (9, 0.2050),
        (10, 0.3338),
        (11, 0.4749),
        (12, 0.6105),
    ];
    for (n, p) in want {
        assert!(
            (dead[n - 1] - p).abs() < FOUR_DECIMALS,
            "n = {n}: {}",
            dead[n - 1]
        );
    }
    let e = fight.expected_rounds_to_death().unwrap();
    assert!((e - 11.937).abs() < THREE_DECIMALS, "E[T] = {e}");

    // The +0-giant-club ogre (HD 5, giant club to-hit −6) at EV 10, AC 10, 85 HP.
    let ogre = MonsterAttacker::new(5, false, -6).unwrap();
    let p = p_hit(&ogre.to_hit_dist(&HitModifiers::default()), 10, true);
    // The rule book prints ≈ 0.5238: exactly 419/800 = 0.52375.
    assert!((p - 419.0 / 800.0).abs() < EXACT);
    let slot = RoundAttack {
        damage: armed(20, 20, 0),
        p_land: p,
    };
    let fight = Fight::new(vec![slot], 10, 85).unwrap();
    assert!((fight.round_damage().mean() - 7.211).abs() < THREE_DECIMALS);
    let e = fight.expected_rounds_to_death().unwrap();
    assert!((e - 13.003).abs() < THREE_DECIMALS, "E[T] = {e}");
}

#[test]
fn ex7_mighty_ogre_stabs_a_sleeper() {
    let modifiers = DamageModifiers {
        might: true,
        stab: true,
        ..DamageModifiers::default()
    };
    let weapon = WeaponDamage {
        base: 20,
        plus: 0,
        heavy: false,
    };
    let ogre = MeleeDamage::new(20, Some(weapon), modifiers).unwrap();
    let law = landed_damage_law(&ogre, 10);
    assert!((law.mean() - 2711.0 / 40.0).abs() < EXACT);
    assert!((law.prob(0) - 0.005).abs() < EXACT);
    assert_eq!(law.max(), 140);
}

#[test]
fn ex8_the_half_ac_cap_binds() {
    let law = landed_damage_law(&unarmed(45), 30);
    assert!((law.mean() - 2275.0 / 279.0).abs() < EXACT);
    assert!((law.prob(0) - 0.4194).abs() < FOUR_DECIMALS);
    assert_eq!(law.max(), 30);
}

/// §7: mean damage of one landed unarmed hit by A and AC.
#[test]
fn mean_damage_grid() {
    let acs = [0, 5, 10, 15, 20, 30, 40];
    let grid: [(i32, [f64; 7]); 8] = [
        (5, [3.000, 1.000, 0.545, 0.375, 0.286, 0.194, 0.107]),
        (10, [5.500, 2.867, 1.745, 1.050, 0.800, 0.542, 0.341]),
        (15, [8.000, 5.028, 3.212, 2.292, 1.746, 1.065, 0.707]),
        (20, [10.500, 7.458, 5.068, 3.656, 2.833, 1.761, 1.205]),
        (25, [13.000, 9.917, 7.382, 5.430, 4.139, 2.632, 1.834]),
        (30, [15.500, 12.389, 9.758, 7.458, 5.849, 3.677, 2.595]),
        (45, [23.000, 19.843, 17.051, 14.472, 12.138, 8.154, 5.657]),
        (60, [30.500, 27.319, 24.447, 21.729, 19.198, 14.648, 10.793]),
    ];
    for (a, row) in grid {
        for (ac, want) in acs.into_iter().zip(row) {
            let got = landed_damage_law(&unarmed(a), ac).mean();
            assert!((got - want).abs() < THREE_DECIMALS, "A {a} AC {ac}: {got}");
        }
    }
    // The hand check of A = 5 at AC 5: exactly 1.
    assert!((landed_damage_law(&unarmed(5), 5).mean() - 1.0).abs() < EXACT);
}
