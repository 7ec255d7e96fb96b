use mechanics::dcss::damage::DamageModifiers;
use mechanics::dcss::damage::monster_melee::MeleeDamage;
use mechanics::dcss::damage::survival::*;
use mechanics::tolerance::EXACT;

fn slot(a: i32, p_land: f64) -> RoundAttack {
    let damage = MeleeDamage::new(a, None, DamageModifiers::default()).unwrap();
    RoundAttack { damage, p_land }
}

#[test]
fn inputs_are_checked() {
    let e = Fight::new(vec![], 0, 10).unwrap_err();
    assert_eq!(
        (e.field(), e.to_string().as_str()),
        ("attacks", "0 attacks in a round: allowed 1 to 32")
    );
    assert_eq!(
        Fight::new(vec![slot(5, 0.5); 33], 0, 10)
            .unwrap_err()
            .field(),
        "attacks"
    );
    assert_eq!(
        Fight::new(vec![slot(5, 0.5)], 0, 0).unwrap_err().field(),
        "hp"
    );
    assert_eq!(
        Fight::new(vec![slot(5, 0.5)], 251, 10).unwrap_err().field(),
        "player_ac"
    );
    let e = Fight::new(vec![slot(5, f64::NAN)], 0, 10).unwrap_err();
    assert_eq!(e.field(), "p_land");
}

/// §6: a fight no round can hurt never ends; one certain hit of 1 against 3 HP ends in
/// round 3 exactly.
#[test]
fn degenerate_fights() {
    let harmless = Fight::new(vec![slot(5, 0.0)], 0, 10).unwrap();
    assert_eq!(harmless.expected_rounds_to_death(), None);
    assert_eq!(harmless.p_dead_within_rounds(3), [0.0, 0.0, 0.0]);
    let certain = Fight::new(vec![slot(1, 1.0)], 0, 3).unwrap();
    assert_eq!(certain.p_dead_within_rounds(4), [0.0, 0.0, 1.0, 1.0]);
    assert!((certain.expected_rounds_to_death().unwrap() - 3.0).abs() < EXACT);
}

/// §6: with one hit in two of exactly 1 damage against 1 HP, T is geometric: E[T] = 2.
#[test]
fn geometric_rounds() {
    let coin = Fight::new(vec![slot(1, 0.5)], 0, 1).unwrap();
    assert!((coin.expected_rounds_to_death().unwrap() - 2.0).abs() < EXACT);
    let dead = coin.p_dead_within_rounds(3);
    for (n, p) in dead.iter().enumerate() {
        assert!((p - (1.0 - 0.5_f64.powi(n as i32 + 1))).abs() < EXACT);
    }
}
