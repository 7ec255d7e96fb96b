//! Every FrogComposband 7.1 cost and speed sampler against its exact law
//! (`docs/rules/frogcomposband-energy.md` §3): 10^6 draws each with a fixed seed, chi-square p
//! >= `CHI_SQUARE_P`.

use crate::common::{assert_counts_fit, draws};
use mechanics::dist::Dist;
use mechanics::frog::draws::{energy_need_from_bits, randnor_from_bits};
use mechanics::frog::{
    MonsterTerrain, energy_clip, energy_need, energy_need_dist, get_mspeed, monster_action_cost,
    monster_action_cost_dist, monster_start_need, monster_start_need_dist, mspeed_offset_dist,
    player_action_cost, player_action_cost_dist, randint0, randnor, randnor_dist,
};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Draws `draws()` values and compares their histogram with `exact`.
fn check(
    what: &str,
    seed: u64,
    exact: &Dist,
    mut draw: impl FnMut(&mut Xoshiro256PlusPlus) -> i32,
) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (min, max) = (exact.min(), exact.max());
    let mut counts = vec![0u64; (max - min + 1) as usize];
    for _ in 0..draws() {
        let v = draw(&mut rng);
        assert!(
            (min..=max).contains(&v),
            "{what}: {v} outside {min}..={max}"
        );
        counts[(v - min) as usize] += 1;
    }
    let cells: Vec<(i64, f64)> = exact.iter().map(|(v, p)| (i64::from(v), p)).collect();
    assert_counts_fit(what, i64::from(min), &counts, &cells);
}

#[test]
fn randint0_is_uniform() {
    check("randint0(100)", 1, &Dist::uniform(0, 99), |rng| {
        randint0(rng, 100)
    });
}

#[test]
fn randnor_matches_its_exact_law() {
    check("randnor(100,18)", 2, &randnor_dist(100, 18), |rng| {
        randnor(rng, 100, 18)
    });
    check("randnor(50,7)", 3, &randnor_dist(50, 7), |rng| {
        randnor(rng, 50, 7)
    });
}

#[test]
fn energy_need_matches_its_exact_law() {
    for (seed, e) in [(4, 10), (5, 20), (6, 42)] {
        check(
            &format!("ENERGY_NEED() at E={e}"),
            seed,
            &energy_need_dist(e),
            |rng| energy_need(rng, e),
        );
    }
}

#[test]
fn player_action_cost_matches_its_exact_law() {
    for (seed, use_, e) in [(7, 100, 10), (8, 60, 10), (9, 200, 20), (10, 62, 36)] {
        check(
            &format!("player cost {use_} at E={e}"),
            seed,
            &player_action_cost_dist(use_, e),
            |rng| player_action_cost(rng, use_, e),
        );
    }
}

#[test]
fn monster_costs_and_start_need_match_their_exact_laws() {
    for (seed, terrain) in [
        (11, MonsterTerrain::Snow),
        (12, MonsterTerrain::TreeOrWeb),
        (13, MonsterTerrain::Slush),
    ] {
        check(
            &format!("monster cost on {terrain:?}"),
            seed,
            &monster_action_cost_dist(20, terrain),
            |rng| monster_action_cost(rng, 20, terrain),
        );
    }
    check(
        "monster start need at E=10",
        14,
        &monster_start_need_dist(10),
        |rng| monster_start_need(rng, 10),
    );
}

#[test]
fn get_mspeed_offset_matches_its_exact_law() {
    for (seed, race) in [(15, 110), (16, 140)] {
        check(
            &format!("get_mspeed offset for race {race}"),
            seed,
            &mspeed_offset_dist(race),
            |rng| get_mspeed(rng, race, false) - race,
        );
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(17);
    for _ in 0..1000 {
        assert_eq!(
            get_mspeed(&mut rng, 130, true),
            130,
            "uniques keep the race speed"
        );
        assert!(get_mspeed(&mut rng, 209, false) <= 199, "capped at 199");
    }
}

/// Exhaustive: over all 65536 values of one 16-bit draw, `randnor_from_bits` takes each value
/// exactly `65536 · P` times for the law `P` of `randnor_dist`, and the table-driven
/// `energy_need_from_bits` equals the literal clamp of it for every energy per game turn
/// (`docs/rules/frogcomposband-energy.md` §3.1, §3.2).
#[test]
fn sixteen_bit_draws_give_exactly_the_randnor_and_energy_need_laws() {
    for (mean, stand) in [(100, 18), (50, 7)] {
        let exact = randnor_dist(mean, stand);
        let mut counts = std::collections::HashMap::new();
        for bits in 0..=u16::MAX {
            *counts
                .entry(randnor_from_bits(bits, mean, stand))
                .or_insert(0u32) += 1;
        }
        for (v, p) in exact.iter() {
            let n = counts.remove(&v).unwrap_or(0);
            assert_eq!(f64::from(n), p * 65536.0, "randnor({mean},{stand}) = {v}");
        }
        assert!(counts.is_empty(), "values outside the law: {counts:?}");
    }
    for e in 0..=49 {
        let m = energy_clip(e);
        for bits in 0..=u16::MAX {
            assert_eq!(
                energy_need_from_bits(bits, e),
                randnor_from_bits(bits, 100, 18).clamp(m, 200 - m),
                "E={e} bits={bits}"
            );
        }
    }
}
