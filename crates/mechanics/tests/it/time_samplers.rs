//! Every DCSS time sampler against its exact distribution (`docs/rules/dcss-0.31.md` §7), 10^6
//! draws each with a fixed seed.
//!
//! Independent draws use a chi-square test (cells with expected count below 5 merged,
//! p ≥ [`CHI_SQUARE_P`](mechanics::tolerance::CHI_SQUARE_P)). Successive rounds of one monster clock are autocorrelated, so the stationary
//! samplers are checked cell by cell within
//! [`MAX_SIGMAS`](mechanics::tolerance::MAX_SIGMAS) standard errors estimated by batch means.

use crate::common::{assert_draws_fit, draws};
use mechanics::dcss::time::{
    DcssSpeedScenario, MonsterSpeedStatus, MonsterWeapon, MoveModifiers, PlayerAction,
    PlayerStatus, Pursuit, STATIONARY_BURN_IN, Swiftness, action_time, action_time_dist,
    attack_time, attack_time_dist, energy_gain, energy_gain_dist, melee_energy, melee_energy_dist,
    monster_attack_delay, monster_attack_delay_dist, monster_speed, monster_speed_dist, move_time,
    move_time_dist, player_movement_speed, player_movement_speed_dist, player_speed,
    player_speed_dist,
};
use mechanics::dist::Dist;
use mechanics::tolerance::MAX_SIGMAS;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

fn cells(d: &Dist) -> Vec<(i64, f64)> {
    d.iter().map(|(v, p)| (i64::from(v), p)).collect()
}

fn action_cells(probs: &[f64]) -> Vec<(i64, f64)> {
    probs
        .iter()
        .enumerate()
        .map(|(k, &p)| (k as i64, p))
        .collect()
}

#[test]
fn player_speed_sampler() {
    let statuses = [
        PlayerStatus {
            hasted: true,
            statue: true,
            ..PlayerStatus::default()
        },
        PlayerStatus {
            slowed: true,
            berserk: true,
            ..PlayerStatus::default()
        },
        PlayerStatus {
            hasted: true,
            ..PlayerStatus::default()
        },
    ];
    for (i, st) in statuses.iter().enumerate() {
        let mut r = rng(10 + i as u64);
        assert_draws_fit(
            &format!("player_speed {st:?}"),
            &cells(&player_speed_dist(st)),
            || i64::from(player_speed(&mut r, st)),
        );
    }
}

#[test]
fn movement_speed_sampler() {
    let mods = [
        MoveModifiers {
            cheibriados_piety: Some(37),
            swiftness: Swiftness::Active,
            slow_mutation: 1,
            ..MoveModifiers::default()
        },
        MoveModifiers {
            form_base: 7,
            swiftness: Swiftness::Sluggish,
            ..MoveModifiers::default()
        },
        MoveModifiers {
            cheibriados_piety: Some(95),
            swiftness: Swiftness::Sluggish,
            on_water: true,
            ..MoveModifiers::default()
        },
    ];
    for (i, m) in mods.iter().enumerate() {
        let mut r = rng(20 + i as u64);
        assert_draws_fit(
            &format!("movement {m:?}"),
            &cells(&player_movement_speed_dist(m)),
            || i64::from(player_movement_speed(&mut r, m)),
        );
    }
}

#[test]
fn move_and_attack_time_samplers() {
    let st = PlayerStatus {
        hasted: true,
        slowed: false,
        statue: true,
        ..PlayerStatus::default()
    };
    let m = MoveModifiers {
        cheibriados_piety: Some(50),
        swiftness: Swiftness::Active,
        ..MoveModifiers::default()
    };
    let ps = player_speed_dist(&st);
    let mut r = rng(30);
    assert_draws_fit(
        "move time",
        &cells(&move_time_dist(&ps, &player_movement_speed_dist(&m))),
        || {
            let p = player_speed(&mut r, &st);
            let mv = player_movement_speed(&mut r, &m);
            i64::from(move_time(&mut r, p, mv))
        },
    );
    // A weapon delay that is itself a weighted rounding (13 or 14).
    let delay = Dist::div_rand_round(27, 2);
    let hasted = PlayerStatus {
        hasted: true,
        ..PlayerStatus::default()
    };
    let mut r = rng(31);
    assert_draws_fit(
        "attack time",
        &cells(&attack_time_dist(&player_speed_dist(&hasted), &delay)),
        || {
            let p = player_speed(&mut r, &hasted);
            let d = mechanics::dcss::rng::div_rand_round(&mut r, 27, 2);
            i64::from(attack_time(&mut r, p, d))
        },
    );
    let action = PlayerAction::Move { mv: 7 };
    let mut r = rng(32);
    assert_draws_fit(
        "action time",
        &cells(&action_time_dist(action, &player_speed_dist(&hasted))),
        || {
            let p = player_speed(&mut r, &hasted);
            i64::from(action_time(&mut r, action, p))
        },
    );
}

#[test]
fn monster_samplers() {
    let st = MonsterSpeedStatus {
        hasted: true,
        slowed: true,
        ..MonsterSpeedStatus::default()
    };
    let mut r = rng(40);
    assert_draws_fit(
        "monster speed",
        &cells(&monster_speed_dist(13, &st)),
        || i64::from(monster_speed(&mut r, 13, &st)),
    );
    // Gain of a speed-13 monster against hasted 7-mv moves.
    let hasted = PlayerStatus {
        hasted: true,
        ..PlayerStatus::default()
    };
    let action = PlayerAction::Move { mv: 7 };
    let time = action_time_dist(action, &player_speed_dist(&hasted));
    let mut r = rng(41);
    assert_draws_fit("energy gain", &cells(&energy_gain_dist(13, &time)), || {
        let p = player_speed(&mut r, &hasted);
        let t = action_time(&mut r, action, p);
        i64::from(energy_gain(&mut r, 13, t))
    });
    let mut r = rng(42);
    let delay = monster_attack_delay_dist(MonsterWeapon::Speed);
    assert_draws_fit(
        "melee energy",
        &cells(&melee_energy_dist(15, &delay)),
        || {
            let d = monster_attack_delay(&mut r, MonsterWeapon::Speed);
            i64::from(melee_energy(&mut r, 15, d))
        },
    );
}

/// Stationary scenarios: the frequencies of (actions, attack of opportunity) within 5
/// batch-means standard errors.
#[test]
fn scenario_sampler_stationary() {
    let base = DcssSpeedScenario {
        monster_speed: 12,
        monster_action_cost: 10,
        player_action: PlayerAction::Move { mv: 6 },
        hasted: true,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    };
    let scenarios = [
        base,
        DcssSpeedScenario {
            monster_speed: 17,
            monster_action_cost: 15,
            player_action: PlayerAction::Attack { delay: 13 },
            ..base
        },
        DcssSpeedScenario {
            monster_speed: 10,
            player_action: PlayerAction::Move { mv: 12 },
            hasted: false,
            pursuit: Pursuit::Jitter,
            ..base
        },
        DcssSpeedScenario {
            monster_speed: 15,
            player_action: PlayerAction::Move { mv: 10 },
            hasted: false,
            slowed: true,
            pursuit: Pursuit::OpportunityAttack { attack_energy: 10 },
            ..base
        },
        DcssSpeedScenario {
            monster_speed: 15,
            monster_action_cost: 10,
            player_action: PlayerAction::Wait,
            hasted: false,
            ..base
        },
        // A fast ogre closing in on a player stepping away: a 10-energy move, then 15-energy
        // attacks, and the attack of opportunity at its attack energy.
        DcssSpeedScenario {
            monster_speed: 20,
            monster_action_cost: 10,
            later_action_cost: Some(15),
            player_action: PlayerAction::Move { mv: 10 },
            hasted: false,
            pursuit: Pursuit::OpportunityAttack { attack_energy: 15 },
            ..base
        },
    ];
    const BATCHES: usize = 100;
    for (i, s) in scenarios.iter().enumerate() {
        // Cells are (actions, attack of opportunity): cell 2n + o.
        let exact: Vec<f64> = s.exact_rounds().unwrap().probs.concat();
        let mut r = rng(50 + i as u64);
        let mut sampler = s.sampler().unwrap();
        sampler.burn_in(&mut r, STATIONARY_BURN_IN);
        let mut batches = vec![vec![0u64; exact.len()]; BATCHES];
        for batch in batches.iter_mut() {
            for _ in 0..draws() / BATCHES {
                let round = sampler.next_round(&mut r);
                let k = 2 * round.actions as usize + usize::from(round.opportunity_attack);
                assert!(k < exact.len() && exact[k] > 0.0, "{s:?}: drew {round:?}");
                batch[k] += 1;
            }
        }
        let per_batch = (draws() / BATCHES) as f64;
        for (k, &p) in exact.iter().enumerate() {
            let freqs: Vec<f64> = batches.iter().map(|b| b[k] as f64 / per_batch).collect();
            let mean = freqs.iter().sum::<f64>() / BATCHES as f64;
            let var = freqs.iter().map(|f| (f - mean).powi(2)).sum::<f64>() / (BATCHES - 1) as f64;
            let se = (var / BATCHES as f64).sqrt();
            // Periodic (deterministic) chains have se ~ 0: allow the phase error of 2/draws().
            let tol = MAX_SIGMAS * se + 2.0 / draws() as f64;
            assert!(
                (mean - p).abs() <= tol,
                "{s:?}: cell ({}, {}) sampled {mean}, exact {p}, se {se}",
                k / 2,
                k % 2 == 1
            );
        }
    }
}

/// The level-entry regime: totals over the first rounds from energy 70, independent trials.
#[test]
fn scenario_sampler_from_start() {
    let cases = [
        (
            DcssSpeedScenario {
                monster_speed: 10,
                monster_action_cost: 10,
                player_action: PlayerAction::Wait,
                hasted: true,
                slowed: false,
                pursuit: Pursuit::Off,
                later_action_cost: None,
            },
            3,
        ),
        (
            DcssSpeedScenario {
                monster_speed: 11,
                monster_action_cost: 10,
                player_action: PlayerAction::Move { mv: 14 },
                hasted: true,
                slowed: false,
                pursuit: Pursuit::OpportunityAttack { attack_energy: 15 },
                later_action_cost: None,
            },
            4,
        ),
    ];
    for (i, (s, rounds)) in cases.iter().enumerate() {
        let exact = s.exact_from_start(*rounds).unwrap();
        let fresh = s.sampler().unwrap();
        let mut r = rng(60 + i as u64);
        assert_draws_fit(
            &format!("from start {s:?}"),
            &action_cells(&exact.probs),
            || {
                let mut sampler = fresh;
                (0..*rounds).map(|_| i64::from(sampler.next(&mut r))).sum()
            },
        );
    }
}
