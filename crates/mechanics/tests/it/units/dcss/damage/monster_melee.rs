use mechanics::dcss::damage::monster_melee::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

fn weapon(base: i32, plus: i32, heavy: bool) -> Option<WeaponDamage> {
    Some(WeaponDamage { base, plus, heavy })
}

/// §1.4: pre-AC damage `U{0..W−1} + S + U{1..A}` and `damage_max = W + A`.
#[test]
fn ogre_club_law_is_a_sum_of_uniforms() {
    let ogre = MeleeDamage::new(20, weapon(20, 0, false), DamageModifiers::default()).unwrap();
    let law = ogre.dist();
    assert_eq!(law.branches.len(), 1);
    let DamageBranch {
        probability: p,
        damage_max: dmax,
        damage: d,
    } = &law.branches[0];
    assert_eq!((*p, *dmax, d.min(), d.max()), (1.0, 40, 1, 39));
    // A triangle: P(20) = 20/400, P(1) = P(39) = 1/400.
    assert!((d.prob(20) - 20.0 / 400.0).abs() < EXACT);
    assert!((d.prob(1) - 1.0 / 400.0).abs() < EXACT);
    assert!((d.prob(39) - 1.0 / 400.0).abs() < EXACT);
    assert!((d.mean() - 20.0).abs() < EXACT);
}

/// §1.3: heavy makes `damage_max` random: `div_rand_round(9·15, 5) = 27` exactly, and
/// `div_rand_round(9·11, 5)` is 20 with probability 4/5 (99 = 5·19 + 4), else 19.
#[test]
fn heavy_top_is_randomly_rounded() {
    let axe = MeleeDamage::new(12, weapon(11, 3, true), DamageModifiers::default()).unwrap();
    let law = axe.dist();
    let tops: Vec<(f64, i32)> = law
        .branches
        .iter()
        .map(|b| (b.probability, b.damage_max))
        .collect();
    assert_eq!(tops.len(), 2);
    assert!((tops[0].0 - 0.2).abs() < EXACT && tops[0].1 == 19 + 12);
    assert!((tops[1].0 - 0.8).abs() < EXACT && tops[1].1 == 20 + 12);
    assert_eq!(axe.true_max(), 19 + 3 + 12);
    assert_eq!(axe.displayed_max(), 99 / 5 + 3 + 12);
    let bax = MeleeDamage::new(3, weapon(15, 0, true), DamageModifiers::default()).unwrap();
    assert_eq!(bax.dist().branches.len(), 1);
}

/// §1.4: a negative plus subtracts `U{0..|plus|}`, so pre-AC damage can be ≤ 0; the shown
/// maximum ignores it.
#[test]
fn negative_enchantment() {
    let d = MeleeDamage::new(15, weapon(8, -2, false), DamageModifiers::default()).unwrap();
    let law = d.dist().damage();
    assert_eq!((law.min(), law.max()), (-1, 22));
    assert_eq!(d.displayed_max(), 23);
    assert!((law.mean() - (3.5 - 1.0 + 8.0)).abs() < EXACT);
}

/// §1.5: each modifier truncates in turn; cleave rounds randomly; the shown maximum
/// leaves stab and cleave out.
#[test]
fn modifiers_in_order() {
    let all = DamageModifiers {
        might: true,
        idealised: true,
        weak: true,
        stab: true,
        cleave: false,
    };
    // 7 → 10 → 20 → 13 → 32.
    assert_eq!(all.scale(7), 32);
    // A point-mass attack: A = 1 rolls exactly 1, then ×3/2 = 1, ×5/2 = 2.
    let one = MeleeDamage::new(
        1,
        None,
        DamageModifiers {
            might: true,
            stab: true,
            ..DamageModifiers::default()
        },
    )
    .unwrap();
    assert_eq!(one.dist().damage(), Dist::point(2));
    assert_eq!(one.displayed_max(), 1);
    let cleaved = MeleeDamage::new(
        3,
        None,
        DamageModifiers {
            cleave: true,
            ..DamageModifiers::default()
        },
    )
    .unwrap();
    // 1 → 0.7 (0 or 1), 2 → 1.4 (1 or 2), 3 → 2.1 (2 or 3).
    let law = cleaved.dist().damage();
    assert!((law.prob(0) - 0.3 / 3.0).abs() < EXACT);
    assert!((law.prob(3) - 0.1 / 3.0).abs() < EXACT);
    assert!((law.mean() - 1.4).abs() < EXACT);
    assert_eq!(cleaved.true_max(), 3);
}

#[test]
fn ranges_are_checked() {
    let m = DamageModifiers::default();
    assert_eq!(
        MeleeDamage::new(501, None, m).unwrap_err().field(),
        "attack_damage"
    );
    assert_eq!(
        MeleeDamage::new(5, weapon(101, 0, false), m)
            .unwrap_err()
            .field(),
        "weapon_damage"
    );
    let e = MeleeDamage::new(-1, None, m).unwrap_err();
    assert_eq!(e.to_string(), "-1 is out of range: allowed 0 to 500");
    // A = 0 still rolls 1 (`1 + random2(0)`).
    let zero = MeleeDamage::new(0, None, m).unwrap();
    assert_eq!(zero.dist().damage(), Dist::point(1));
}
