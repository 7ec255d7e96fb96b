//! The unit tests of `src/dcss/threat/ranged.rs`.

use mechanics::dist::Dist;
use roguesim::dcss::threat::ranged::*;

#[test]
fn a_sure_fixed_hit_kills_in_the_ceiling_of_hp_over_damage() {
    // 7 damage every attack against 20 HP: 3 attacks.
    let e = expected_attacks_to_death(1.0, &Dist::point(7), 20).unwrap();
    assert!((e - 3.0).abs() < 1e-12, "{e}");
}

#[test]
fn landing_half_the_time_doubles_the_count_of_a_one_shot() {
    // A hit of at least the HP landing with p: geometric, mean 1/p.
    let e = expected_attacks_to_death(0.25, &Dist::uniform(10, 12), 10).unwrap();
    assert!((e - 4.0).abs() < 1e-9, "{e}");
}

#[test]
fn a_harmless_attack_has_no_count() {
    assert_eq!(expected_attacks_to_death(1.0, &Dist::point(0), 10), None);
    assert_eq!(expected_attacks_to_death(0.0, &Dist::point(5), 10), None);
}

#[test]
fn two_point_damage_matches_its_recursion() {
    // Damage 1 or 2 with equal odds, always landing, from 3 HP: E = 1 + E(<3 after one).
    // m(h) = expected attacks with h HP left: m(0) = 0, m(1) = 1, m(2) = 1 + m(1)/2,
    // m(3) = 1 + (m(2) + m(1))/2.
    let m1 = 1.0;
    let m2 = 1.0 + m1 / 2.0;
    let m3 = 1.0 + (m2 + m1) / 2.0;
    let e = expected_attacks_to_death(1.0, &Dist::uniform(1, 2), 3).unwrap();
    assert!((e - m3).abs() < 1e-12, "{e} vs {m3}");
}

#[test]
fn the_recursion_is_the_sum_of_the_survival_law() {
    // The definition: E = sum over n >= 0 of P(S_n < HP), S_n the damage of n attacks,
    // followed forwards until the survival is negligible.
    let (p_land, hp) = (0.6, 30);
    let damage = Dist::uniform(0, 9);
    let mut alive = vec![0.0; hp];
    alive[0] = 1.0;
    let mut sum = 0.0;
    while alive.iter().sum::<f64>() > 1e-16 {
        sum += alive.iter().sum::<f64>();
        let mut next = vec![0.0; hp];
        for (h, &a) in alive.iter().enumerate() {
            next[h] += a * (1.0 - p_land);
            for (d, p) in damage.iter() {
                if let Some(n) = next.get_mut(h + usize::try_from(d).unwrap()) {
                    *n += a * p_land * p;
                }
            }
        }
        alive = next;
    }
    let e = expected_attacks_to_death(p_land, &damage, hp as i32).unwrap();
    assert!((e - sum).abs() < 1e-12, "{e} vs {sum}");
}
