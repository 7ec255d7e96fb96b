//! DCSS 0.31 action times, monster speed and energy against the spec's tables and test
//! vectors (`docs/rules/dcss-0.31.md` §7.1, §7.3–§7.6, §9 points 25–27).

use mechanics::actions::ActionsLaw;
use mechanics::dcss::time::{
    DcssSpeedScenario, MonsterClock, MonsterMoveModifiers, MonsterSpeedStatus, MonsterWeapon,
    PlayerAction, PlayerStatus, Pursuit, TimeError, action_time_dist, attack_time_dist,
    energy_cost, energy_gain_dist, melee_energy_dist, monster_attack_delay_dist,
    monster_move_energy, monster_speed_dist, player_speed_dist,
};
use mechanics::dist::Dist;
use mechanics::limits::OutOfRange;
use mechanics::tolerance::EXACT;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Asserts that `d` is exactly `expected` (value, probability) with nothing else.
fn assert_dist(d: &Dist, expected: &[(i32, f64)], what: &str) {
    let total: f64 = expected.iter().map(|&(_, p)| p).sum();
    assert!(
        (total - 1.0).abs() < EXACT,
        "{what}: expected table does not sum to 1"
    );
    for &(v, p) in expected {
        assert!(
            (d.prob(v) - p).abs() < EXACT,
            "{what}: P({v}) = {} but the spec says {p}",
            d.prob(v)
        );
    }
    for (v, p) in d.iter() {
        assert!(
            p < EXACT || expected.iter().any(|&(e, _)| e == v),
            "{what}: unexpected value {v} with probability {p}"
        );
    }
}

fn assert_actions(d: &ActionsLaw, expected: &[f64], what: &str) {
    assert_eq!(
        d.probs.len(),
        expected.len(),
        "{what}: support {:?}",
        d.probs
    );
    for (k, (&got, &want)) in d.probs.iter().zip(expected).enumerate() {
        assert!(
            (got - want).abs() < EXACT,
            "{what}: P({k} actions) = {got}, want {want}"
        );
    }
    let mean: f64 = expected.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
    assert!(
        (d.mean() - mean).abs() < EXACT,
        "{what}: mean {} want {mean}",
        d.mean()
    );
}

fn status(hasted: bool, slowed: bool) -> PlayerStatus {
    PlayerStatus {
        hasted,
        slowed,
        ..PlayerStatus::default()
    }
}

fn scenario(speed: i32, cost: i32, action: PlayerAction, hasted: bool) -> DcssSpeedScenario {
    DcssSpeedScenario {
        monster_speed: speed,
        monster_action_cost: cost,
        player_action: action,
        hasted,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    }
}

// ---- §7.1, §5: attack and other action times ----

#[test]
fn attack_and_wait_times() {
    let hasted = player_speed_dist(&status(true, false));
    // Delay 12 hasted: ps 6 -> 7.2 (7: 4/5, 8: 1/5); ps 7 -> 8.4 (8: 3/5, 9: 2/5).
    let t = action_time_dist(PlayerAction::Attack { delay: 12 }, &hasted);
    let p7 = 1.0 / 3.0 * 0.8;
    let p8 = 1.0 / 3.0 * 0.2 + 2.0 / 3.0 * 0.6;
    let p9 = 2.0 / 3.0 * 0.4;
    assert_dist(&t, &[(7, p7), (8, p8), (9, p9)], "delay 12 hasted");
    // max(1, ...): delay 1 hasted is 0.6|0.7 aut before the floor.
    assert_dist(
        &attack_time_dist(&hasted, &Dist::point(1)),
        &[(1, 1.0)],
        "delay 1 hasted",
    );
    // Random delay (e.g. a launcher's weighted-rounded armour penalty) at normal speed.
    let delay = Dist::from_weights(14, &[0.6, 0.4]);
    assert_dist(
        &attack_time_dist(&Dist::point(10), &delay),
        &[(14, 0.6), (15, 0.4)],
        "random delay",
    );
    // Waiting keeps ps.
    assert_eq!(action_time_dist(PlayerAction::Wait, &hasted), hasted);
}

// ---- §7.3-§7.4: monster speed, gain and costs ----

#[test]
fn monster_speed_changes() {
    let st = |berserk, hasted, slowed| MonsterSpeedStatus {
        berserk,
        hasted,
        slowed,
    };
    assert_dist(
        &monster_speed_dist(10, &st(false, false, false)),
        &[(10, 1.0)],
        "plain",
    );
    assert_dist(
        &monster_speed_dist(10, &st(false, true, false)),
        &[(15, 1.0)],
        "hasted",
    );
    assert_dist(
        &monster_speed_dist(10, &st(false, false, true)),
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "slowed",
    );
    assert_dist(
        &monster_speed_dist(10, &st(false, true, true)),
        &[(10, 1.0)],
        "hasted+slowed",
    );
    assert_dist(
        &monster_speed_dist(13, &st(true, true, false)),
        &[(19, 0.5), (20, 0.5)],
        "berserk",
    );
    // Hasted then slowed 13: 19|20 -> 38/3 = 12|13, 40/3 = 13|14.
    assert_dist(
        &monster_speed_dist(13, &st(false, true, true)),
        &[
            (12, 0.5 / 3.0),
            (13, 0.5 * 2.0 / 3.0 + 0.5 * 2.0 / 3.0),
            (14, 0.5 / 3.0),
        ],
        "hasted+slowed 13",
    );
}

#[test]
fn energy_gain_has_floor_of_one() {
    // Speed 1 against a 6-aut action: div_rand_round(6, 10) is 0 or 1, floored to 1.
    assert_dist(
        &energy_gain_dist(1, &Dist::point(6)),
        &[(1, 1.0)],
        "speed 1",
    );
    // Speed 10 against hasted waits: 6 or 7.
    let hasted = player_speed_dist(&status(true, false));
    assert_dist(
        &energy_gain_dist(10, &hasted),
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "hasted waits",
    );
    // Speed 15 against 12 aut: 18 exactly.
    assert_dist(
        &energy_gain_dist(15, &Dist::point(12)),
        &[(18, 1.0)],
        "speed 15",
    );
}

#[test]
fn action_costs() {
    let none = MonsterMoveModifiers::default();
    assert_eq!(monster_move_energy(10, &none), 10);
    assert_eq!(
        monster_move_energy(
            10,
            &MonsterMoveModifiers {
                swift: true,
                ..none
            }
        ),
        7
    );
    assert_eq!(
        monster_move_energy(
            10,
            &MonsterMoveModifiers {
                ponderous: 2,
                floundering: true,
                ..none
            }
        ),
        18
    );
    // Minimum 1: rolling and swift on a cost of 5.
    let fast = MonsterMoveModifiers {
        rolling: true,
        swift: true,
        ..none
    };
    assert_eq!(monster_move_energy(5, &fast), 1);
    // An ally following a hasted player is capped at the player's speed.
    let ally = MonsterMoveModifiers {
        following_player_speed: Some(7),
        ..none
    };
    assert_eq!(monster_move_energy(10, &ally), 7);
    let shadow = MonsterMoveModifiers {
        invisible_shadow: true,
        ..none
    };
    assert_eq!(monster_move_energy(10, &shadow), 7);
    // energy_cost: div_round_up, then x3/2 petrifying, then +4 frozen moves.
    assert_eq!(energy_cost(10, 1, 1, false, false), 10);
    assert_eq!(energy_cost(10, 1, 3, false, false), 4);
    assert_eq!(energy_cost(7, 1, 1, true, false), 10);
    assert_eq!(energy_cost(10, 1, 1, false, true), 14);
    assert_eq!(energy_cost(10, 1, 1, true, true), 19);
    assert_eq!(energy_cost(10, 2, 1, false, false), 20);
}

#[test]
fn melee_costs() {
    let normal = monster_attack_delay_dist(MonsterWeapon::Normal);
    assert_dist(&melee_energy_dist(10, &normal), &[(10, 1.0)], "normal");
    assert_dist(&melee_energy_dist(15, &normal), &[(15, 1.0)], "ogre");
    let speed = monster_attack_delay_dist(MonsterWeapon::Speed);
    assert_dist(
        &speed,
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "speed brand delay",
    );
    assert_dist(
        &melee_energy_dist(10, &speed),
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "speed brand",
    );
    let heavy = monster_attack_delay_dist(MonsterWeapon::Heavy);
    assert_dist(
        &melee_energy_dist(15, &heavy),
        &[(22, 0.5), (23, 0.5)],
        "ogre heavy",
    );
}

// ---- §7.6 energy test vectors ----

fn sequence(speed: i32, cost: i32, time: i32, n: usize) -> Vec<u32> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    let mut clock = MonsterClock::new(speed, cost).unwrap();
    (0..n)
        .map(|_| clock.actions_after(&mut rng, time, Pursuit::Off))
        .collect()
}

#[test]
fn periodic_sequences() {
    assert_eq!(sequence(10, 10, 12, 10), [1, 1, 1, 1, 2, 1, 1, 1, 1, 2]);
    assert_eq!(sequence(15, 10, 10, 6), [1, 2, 1, 2, 1, 2]);
    assert_eq!(sequence(10, 15, 10, 10), [1, 0, 1, 1, 0, 1, 1, 0, 1, 1]);
    // The scenario sampler plays the same sequences.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut orc = scenario(10, 10, PlayerAction::Move { mv: 12 }, false)
        .sampler()
        .unwrap();
    let seq: Vec<u32> = (0..10).map(|_| orc.next(&mut rng)).collect();
    assert_eq!(seq, [1, 1, 1, 1, 2, 1, 1, 1, 1, 2]);
    let mut ogre = scenario(10, 15, PlayerAction::Wait, false)
        .sampler()
        .unwrap();
    let seq: Vec<u32> = (0..6).map(|_| ogre.next(&mut rng)).collect();
    assert_eq!(seq, [1, 0, 1, 1, 0, 1]);
}

#[test]
fn stationary_vectors() {
    let orc = scenario(10, 10, PlayerAction::Move { mv: 12 }, false);
    assert_actions(
        &orc.exact().unwrap(),
        &[0.0, 0.8, 0.2],
        "speed 10 vs 12-aut moves",
    );
    let fast = scenario(15, 10, PlayerAction::Wait, false);
    assert_actions(&fast.exact().unwrap(), &[0.0, 0.5, 0.5], "speed 15");
    let ogre = scenario(10, 15, PlayerAction::Wait, false);
    assert_actions(
        &ogre.exact().unwrap(),
        &[1.0 / 3.0, 2.0 / 3.0],
        "attack cost 15",
    );
    // Hasted waits: gain 6 or 7 each round; long run 2/3 action per wait.
    let hasted = scenario(10, 10, PlayerAction::Wait, true);
    let d = hasted.exact().unwrap();
    assert!((d.mean() - 2.0 / 3.0).abs() < EXACT);
    assert!((d.probs.iter().sum::<f64>() - 1.0).abs() < EXACT);
}

#[test]
fn three_hasted_waits_from_start() {
    let s = scenario(10, 10, PlayerAction::Wait, true);
    assert_actions(
        &s.exact_from_start(3).unwrap(),
        &[0.0, 7.0 / 27.0, 20.0 / 27.0],
        "3 hasted waits",
    );
    // The first wait alone: 76 or 77, no action.
    assert_actions(&s.exact_from_start(1).unwrap(), &[1.0], "first hasted wait");
    // From start, speed 15 vs 10 aut: 1 then 2.
    let fast = scenario(15, 10, PlayerAction::Wait, false);
    assert_actions(
        &fast.exact_from_start(1).unwrap(),
        &[0.0, 1.0],
        "speed 15 first",
    );
    assert_actions(
        &fast.exact_from_start(2).unwrap(),
        &[0.0, 0.0, 0.0, 1.0],
        "speed 15 two rounds",
    );
}

/// Energy balance in the stationary regime: `cost · E[actions] = E[gain] + E[offset] · P(act)`,
/// where the offset is the pursuit change after the first action. Ties the linear solve to
/// the rules across a sweep of scenarios.
#[test]
fn stationary_energy_balance_sweep() {
    let actions = [
        PlayerAction::Wait,
        PlayerAction::Move { mv: 6 },
        PlayerAction::Move { mv: 12 },
        PlayerAction::Move { mv: 14 },
        PlayerAction::Attack { delay: 13 },
        PlayerAction::Attack { delay: 1 },
    ];
    let pursuits = [
        (Pursuit::Off, 0.0),
        (Pursuit::Jitter, 0.0),
        (Pursuit::OpportunityAttack { attack_energy: 10 }, -1.0 / 6.0),
        (Pursuit::OpportunityAttack { attack_energy: 15 }, -5.0 / 3.0),
    ];
    for speed in [1, 3, 7, 10, 12, 15, 20, 30] {
        for cost in [1, 4, 7, 10, 15, 20, 100] {
            for action in actions {
                for (hasted, slowed) in [(false, false), (true, false), (false, true)] {
                    for (pursuit, mean_offset) in pursuits {
                        if pursuit != Pursuit::Off && !matches!(action, PlayerAction::Move { .. }) {
                            continue;
                        }
                        let s = DcssSpeedScenario {
                            monster_speed: speed,
                            monster_action_cost: cost,
                            player_action: action,
                            hasted,
                            slowed,
                            pursuit,
                            later_action_cost: None,
                        };
                        let d = s.exact().unwrap();
                        let gain = energy_gain_dist(speed, &s.action_time_dist()).mean();
                        let total: f64 = d.probs.iter().sum();
                        assert!((total - 1.0).abs() < EXACT, "{s:?}: total {total}");
                        assert!(d.probs.iter().all(|&p| p >= 0.0), "{s:?}: {:?}", d.probs);
                        // E[actions] = balance / cost: the mean itself agrees to EXACT.
                        let balance = gain + mean_offset * (1.0 - d.prob(0));
                        assert!(
                            (d.mean() - balance / cost as f64).abs() < EXACT,
                            "{s:?}: mean {} vs balance / cost {}",
                            d.mean(),
                            balance / cost as f64
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn pursuit_jitter_breaks_the_period_point_26() {
    // Speed 10 against 10-aut moves: exactly one action per move without pursuit effects.
    let off = scenario(10, 10, PlayerAction::Move { mv: 10 }, false);
    assert_actions(&off.exact().unwrap(), &[0.0, 1.0], "no pursuit");
    // With the +-1 jitter the energy wanders: some moves get no action, some two.
    let jitter = DcssSpeedScenario {
        pursuit: Pursuit::Jitter,
        ..off
    };
    let d = jitter.exact().unwrap();
    assert!((d.mean() - 1.0).abs() < EXACT);
    assert!(d.prob(0) > 0.01 && d.prob(2) > 0.01, "{:?}", d.probs);
    // The orc's "free action every 5 moves" is no longer periodic: same rate, other gaps.
    let orc = DcssSpeedScenario {
        player_action: PlayerAction::Move { mv: 12 },
        ..jitter
    };
    assert!((orc.exact().unwrap().mean() - 1.2).abs() < EXACT);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let mut sampler = orc.sampler().unwrap();
    sampler.burn_in(&mut rng, 100);
    let doubles: Vec<usize> = (0..1000).filter(|_| sampler.next(&mut rng) == 2).collect();
    assert!(
        doubles.windows(2).any(|w| w[1] - w[0] != 5),
        "still periodic"
    );
    // The first round from 70: gain 12 -> 82, move -> 72, jitter 71|72|73: always 1 action.
    assert_actions(
        &orc.exact_from_start(1).unwrap(),
        &[0.0, 1.0],
        "jitter first round",
    );
}

#[test]
fn validation_names_fields() {
    let ok = scenario(10, 10, PlayerAction::Wait, false);
    assert_eq!(ok.validate(), Ok(()));
    let err = |s: DcssSpeedScenario| s.validate().unwrap_err();
    assert_eq!(
        err(DcssSpeedScenario {
            monster_speed: 0,
            ..ok
        }),
        TimeError::Range(OutOfRange {
            field: "monster_speed",
            value: 0,
            min: 1,
            max: 200
        })
    );
    let e = err(DcssSpeedScenario {
        monster_action_cost: 0,
        ..ok
    });
    assert_eq!(e.field(), "monster_action_cost");
    let e = err(DcssSpeedScenario {
        player_action: PlayerAction::Move { mv: 5 },
        ..ok
    });
    assert_eq!(e.field(), "player_action.move.mv");
    assert!(e.to_string().contains("6 to 100"), "{e}");
    let e = err(DcssSpeedScenario {
        player_action: PlayerAction::Attack { delay: 0 },
        ..ok
    });
    assert_eq!(e.field(), "player_action.attack.delay");
    assert_eq!(
        err(DcssSpeedScenario {
            pursuit: Pursuit::Jitter,
            ..ok
        }),
        TimeError::PursuitWithoutMove
    );
    let e = err(DcssSpeedScenario {
        player_action: PlayerAction::Move { mv: 10 },
        pursuit: Pursuit::OpportunityAttack { attack_energy: 0 },
        ..ok
    });
    assert_eq!(e.field(), "pursuit.opportunity_attack.attack_energy");
    assert!(ok.sampler().is_ok());
    assert!(
        DcssSpeedScenario {
            monster_speed: 500,
            ..ok
        }
        .exact()
        .is_err()
    );
    assert!(MonsterClock::new(10, 0).is_err());
}
