//! FrogComposband 7.1 energy rules against the reference data: every table entry, the exact
//! `randnor(100, 18)` weights, every `double_moves` vector of `frogcomposband-7.1.json`, and
//! the values printed in `docs/rules/frogcomposband-energy.md` §1, §3, §4 and §8.

use crate::common::speed_scenario;
use mechanics::actions::ActionsLaw;
use mechanics::dist::Dist;
use mechanics::frog::SpeedScenario;
use mechanics::frog::{
    MonsterTerrain, PlayerSpeedState, energy_need_dist, energy_per_turn, monster_action_cost_dist,
    monster_start_need_dist, mspeed_offset_dist, overburden_penalty, player_action_cost_dist,
    player_speed, randnor_dist, slow_amount, speed_to_energy, stationary_n_distribution, tables,
};
use mechanics::tolerance::{EXACT, REFERENCE, SIX_DECIMALS};
use serde_json::Value;

fn reference() -> Value {
    let text = include_str!("../data/frogcomposband-7.1.json");
    serde_json::from_str(text).expect("the reference JSON parses")
}

fn as_i64(v: &Value) -> i64 {
    v.as_i64().expect("an integer")
}

/// Asserts that `actual` rounds to the value printed as `printed` in the spec: within half a
/// unit of its last printed digit (`"0.10583"` → ±5e-6, `"3.8e-5"` → ±5e-7, `"1.0"` → ±0.05),
/// plus [`EXACT`] for the exact law's own rounding at the edge of that interval.
fn assert_printed(actual: f64, printed: &str, what: &str) {
    let expected: f64 = printed.parse().expect("a number");
    let (mantissa, exp) = match printed.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().expect("an exponent")),
        None => (printed, 0),
    };
    let decimals = mantissa.split_once('.').map_or(0, |(_, d)| d.len() as i32);
    let tol = 0.5 * 10f64.powi(exp - decimals) + EXACT;
    assert!(
        (actual - expected).abs() <= tol,
        "{what}: {actual} does not round to the printed {printed} (tolerance {tol})"
    );
}

fn sd(d: &Dist) -> f64 {
    let m = d.mean();
    d.iter()
        .map(|(v, p)| (f64::from(v) - m).powi(2) * p)
        .sum::<f64>()
        .sqrt()
}

#[test]
fn speed_to_energy_table_matches_reference() {
    let data = reference();
    let table = data["energy_per_game_turn_by_displayed_speed"]
        .as_object()
        .unwrap();
    assert_eq!(table.len(), 150);
    for (speed, e) in table {
        let speed: i32 = speed.parse().unwrap();
        assert_eq!(
            i64::from(energy_per_turn(speed)),
            as_i64(e),
            "displayed speed {speed}"
        );
        assert_eq!(speed_to_energy(110 + speed), energy_per_turn(speed));
    }
    // §1: internal 0..59 give 1, above 199 gives 49.
    for internal in 0..60 {
        assert_eq!(speed_to_energy(internal), 1);
        assert_eq!(i32::from(tables::EXTRACT_ENERGY[internal as usize]), 1);
    }
    for internal in 200..260 {
        assert_eq!(speed_to_energy(internal), 49);
    }
    // 60..=199 are the JSON's displayed -50..=89.
    for internal in 60..200 {
        let key = (internal - 110).to_string();
        assert_eq!(
            i64::from(tables::EXTRACT_ENERGY[internal as usize]),
            as_i64(&table[&key])
        );
    }
}

#[test]
fn clipper_and_randnor_tables_match_reference() {
    let data = reference();
    let clip = data["energy_clipper_by_energy_per_turn"]
        .as_array()
        .unwrap();
    assert_eq!(clip.len(), tables::ENERGY_CLIPPER_TABLE.len());
    for (i, v) in clip.iter().enumerate() {
        assert_eq!(
            i64::from(tables::ENERGY_CLIPPER_TABLE[i]),
            as_i64(v),
            "E = {i}"
        );
    }
    let rt = data["randnor_table"].as_array().unwrap();
    assert_eq!(rt.len(), tables::RANDNOR_TABLE.len());
    for (i, v) in rt.iter().enumerate() {
        assert_eq!(i64::from(tables::RANDNOR_TABLE[i]), as_i64(v), "k = {i}");
    }
}

#[test]
fn randnor_100_18_weights_are_exact_integers() {
    let data = reference();
    let weights = data["randnor_100_18_weights_of_65536"].as_object().unwrap();
    let d = randnor_dist(100, 18);
    assert_eq!((d.min(), d.max()), (29, 171));
    let mut total = 0;
    for (v, w) in weights {
        let v: i32 = v.parse().unwrap();
        let scaled = d.prob(v) * 65536.0;
        assert_eq!(scaled, as_i64(w) as f64, "value {v}");
        total += as_i64(w);
    }
    assert_eq!(total, 65536);
    assert_eq!(weights.len(), 143);
    // §3.1: mean 100, sd 17.613.
    assert!((d.mean() - 100.0).abs() < EXACT);
    assert_printed(sd(&d), "17.613", "sd of randnor(100,18)");
    assert_eq!(randnor_dist(100, 0), Dist::point(100));
}

#[test]
fn energy_need_ranges_and_piles_match_spec() {
    // §3.2 table of ranges.
    for (e, lo, hi) in [
        (1, 67, 133),
        (2, 67, 133),
        (3, 68, 132),
        (8, 68, 132),
        (9, 69, 131),
        (10, 70, 130),
        (15, 71, 129),
        (20, 73, 127),
        (24, 74, 126),
        (29, 75, 125),
        (35, 76, 124),
        (37, 77, 123),
        (39, 78, 122),
        (40, 80, 120),
        (49, 80, 120),
    ] {
        let d = energy_need_dist(e);
        assert_eq!((d.min(), d.max()), (lo, hi), "E = {e}");
        assert!(
            (d.mean() - 100.0).abs() < EXACT,
            "E = {e}: mean exactly 100"
        );
    }
    for (e, pile) in [
        (10, "0.0480"),
        (20, "0.0678"),
        (30, "0.0908"),
        (38, "0.1100"),
        (42, "0.1319"),
    ] {
        let d = energy_need_dist(e);
        assert_printed(d.prob(d.min()), pile, "low pile");
        assert_printed(d.prob(d.max()), pile, "high pile");
    }
    for (speed, s) in [(0, "16.17"), (10, "15.59"), (20, "14.84"), (30, "14.23")] {
        assert_printed(sd(&energy_need_dist(energy_per_turn(speed))), s, "sd");
    }
}

#[test]
fn player_and_monster_costs_match_spec() {
    // §3.3: a 200 action costs 2x[70,130] at +0; a 60 walk 42..=78.
    let d = player_action_cost_dist(200, 10);
    assert_eq!((d.min(), d.max()), (140, 260));
    let d = player_action_cost_dist(60, 10);
    assert_eq!((d.min(), d.max()), (42, 78));
    assert_eq!(player_action_cost_dist(401, 10), Dist::point(401));
    // §3.4: snow adds ENERGY_NEED()*2/5 from a fresh draw.
    let snow = monster_action_cost_dist(10, MonsterTerrain::Snow);
    assert_eq!((snow.min(), snow.max()), (70 + 28, 130 + 52));
    let plain = monster_action_cost_dist(10, MonsterTerrain::Plain);
    assert_eq!(plain, energy_need_dist(10));
    let trees = monster_action_cost_dist(10, MonsterTerrain::TreeOrWeb);
    assert!((trees.mean() - 200.0).abs() < EXACT);
    // §3.5: the start need lies in [m - 99, 200 - m].
    let start = monster_start_need_dist(10);
    assert_eq!((start.min(), start.max()), (70 - 99, 130));
    assert!((start.mean() - (100.0 - 49.5)).abs() < EXACT);
}

#[test]
fn mspeed_offsets_match_spec() {
    // §3.5: a +0 race has P(0) = P(±1) = 0.2857, P(±2) = P(±3) = 0.0357.
    let d = mspeed_offset_dist(110);
    for (v, printed) in [
        (0, "0.2857"),
        (1, "0.2857"),
        (-1, "0.2857"),
        (2, "0.0357"),
        (-3, "0.0357"),
    ] {
        assert_printed(d.prob(v), printed, "offset");
    }
    // A +10 race has ±2 or ±6, +20 ±3 or ±10, +30 ±3 or ±12.
    for (race, small, large) in [(120, 2, 6), (130, 3, 10), (140, 3, 12)] {
        let d = mspeed_offset_dist(race);
        assert_eq!((d.min(), d.max()), (-large, large));
        assert!(
            (d.prob(small) - (0.75 / f64::from(2 * small + 1) + 0.25 / f64::from(2 * large + 1)))
                .abs()
                < EXACT
        );
    }
    // A -50 race (E = 1) never varies.
    assert_eq!(mspeed_offset_dist(60), Dist::point(0));
}

#[test]
fn speed_modifiers_match_spec() {
    // §4: lump slowness -10, mini-slowness -1..-10, both -10 - mini/4, cap -12.
    assert_eq!(slow_amount(true, 0), 10);
    assert_eq!(slow_amount(false, 7), 7);
    assert_eq!(slow_amount(true, 10), 12);
    assert_eq!(slow_amount(true, 30), 12);
    assert_eq!(slow_amount(true, 3), 10);
    // Overburden: -1 at 120% of the limit, -2 at 140%, nothing below 120%.
    assert_eq!(overburden_penalty(1190, 1000), 0);
    assert_eq!(overburden_penalty(1200, 1000), 1);
    assert_eq!(overburden_penalty(1400, 1000), 2);
    assert_eq!(overburden_penalty(900, 1000), 0);
    let base = PlayerSpeedState {
        base: 5,
        weight_limit: 1000,
        ..PlayerSpeedState::default()
    };
    assert_eq!(player_speed(&base), 5);
    assert_eq!(
        player_speed(&PlayerSpeedState {
            fast: true,
            tim_spurt: true,
            ..base
        }),
        15
    );
    assert_eq!(
        player_speed(&PlayerSpeedState {
            tim_spurt: true,
            ..base
        }),
        8
    );
    assert_eq!(
        player_speed(&PlayerSpeedState {
            slow: true,
            minislow: 10,
            gorged: true,
            searching: true,
            weight: 1400,
            ..base
        }),
        5 - 12 - 10 - 10 - 2
    );
    assert_eq!(player_speed(&PlayerSpeedState { base: 150, ..base }), 99);
    assert_eq!(player_speed(&PlayerSpeedState { base: -150, ..base }), -99);
    assert_eq!(
        player_speed(&PlayerSpeedState {
            light_speed: true,
            slow: true,
            ..base
        }),
        99
    );
    assert_eq!(
        mechanics::frog::monster_speed_in_effect(120, true, true, 4),
        120 + 10 - 11
    );
}

fn close(actual: f64, expected: f64, what: &str) {
    assert!(
        (actual - expected).abs() <= REFERENCE,
        "{what}: {actual} vs reference {expected}"
    );
}

#[test]
fn double_moves_match_every_reference_vector() {
    let data = reference();
    let cases = data["double_moves"].as_array().unwrap();
    assert_eq!(cases.len(), 9);
    for case in cases {
        let input = &case["input"];
        let s = speed_scenario(
            as_i64(&input["player_speed"]) as i32,
            as_i64(&input["monster_speed"]) as i32,
            as_i64(&input["player_action_cost"]) as i32,
            false,
        );
        let n = s.exact().unwrap();
        let what = format!("{s:?}");
        close(n.p_double(), case["p_double"].as_f64().unwrap(), &what);
        close(n.p_triple(), case["p_triple"].as_f64().unwrap(), &what);
        close(n.mean(), case["mean_actions"].as_f64().unwrap(), &what);
        let dist = case["distribution"].as_array().unwrap();
        for (k, p) in dist.iter().enumerate() {
            close(n.prob(k), p.as_f64().unwrap(), &format!("{what} P(N={k})"));
        }
        // Nothing beyond the reference's support, and "0" means impossible.
        assert!(n.probs.len() <= dist.len(), "{what}: {:?}", n.probs);
        if case["p_triple"].as_f64() == Some(0.0) {
            assert_eq!(n.p_triple(), 0.0, "{what}");
        }
        let total: f64 = n.probs.iter().sum();
        close(total, 1.0, &what);
    }
}

#[test]
fn non_unique_mixture_matches_spec_section_8() {
    for (player, monster, p2, p3, mean) in [
        (0, 0, "0.10583", "3.8e-5", "1.0"),
        (0, 10, "0.81603", "0.18021", "2.0"),
        (10, 10, "0.10470", "3.4e-5", "1.0"),
        (10, 20, "0.48903", "0.01708", "1.49643"),
        (20, 30, "0.28024", "0.00064", "1.24986"),
        (-10, 0, "0.81053", "0.18462", "2.0"),
        (26, 30, "0.13029", "8e-6", "1.04155"),
        (0, 5, "0.49073", "0.01800", "1.5"),
    ] {
        let n = speed_scenario(player, monster, 100, true).exact().unwrap();
        let what = format!("non-unique {player:+}/{monster:+}");
        assert_printed(n.p_double(), p2, &what);
        assert_printed(n.p_triple(), p3, &what);
        assert_printed(n.mean(), mean, &what);
    }
}

#[test]
fn unique_table_of_section_8_matches_printed_values() {
    for (player, monster, p2, p3, mean) in [
        (0, 0, "0.09381", "0", "1.00000"),
        (0, 10, "0.83809", "0.161199", "2.00000"),
        (10, 10, "0.09487", "0", "1.00000"),
        (10, 20, "0.49547", "0.009648", "1.50000"),
        (20, 30, "0.29170", "0.000588", "1.26667"),
        (-10, 0, "0.83701", "0.162015", "2.00000"),
        (26, 30, "0.13589", "0", "1.05556"),
        (0, 5, "0.49503", "0.009415", "1.50000"),
    ] {
        let n = speed_scenario(player, monster, 100, false).exact().unwrap();
        let what = format!("{player:+}/{monster:+}");
        assert_printed(n.p_double(), p2, &what);
        assert_printed(n.p_triple(), p3, &what);
        assert_printed(n.mean(), mean, &what);
    }
}

fn unclamped(player: i32, monster: i32) -> ActionsLaw {
    let cost = randnor_dist(100, 18);
    stationary_n_distribution(
        energy_per_turn(player),
        &cost,
        energy_per_turn(monster),
        &cost,
    )
}

#[test]
fn variants_of_section_8_match_printed_values() {
    // Without the clamp (pure randnor(100,18)).
    for (player, monster, p2, p3) in [
        (0, 0, "0.10029", "5.1e-5"),
        (0, 10, "0.82632", "0.17155"),
        (20, 30, "0.30021", "0.00322"),
        (26, 30, "0.14975", "0.00034"),
    ] {
        let n = unclamped(player, monster);
        let what = format!("unclamped {player:+}/{monster:+}");
        assert_printed(n.p_double(), p2, &what);
        assert_printed(n.p_triple(), p3, &what);
        assert!((n.probs.iter().sum::<f64>() - 1.0).abs() < EXACT, "{what}");
    }
    // Cheap player actions (energy_use 60).
    let n = speed_scenario(0, 0, 60, false).exact().unwrap();
    assert_printed(n.p_double(), "0.00059", "cost 60");
    assert_printed(n.mean(), "0.596", "cost 60");
    // §3.2: without the clamp P(N>=3) would be 5e-5 at equal speeds and 3.4e-4 at +26/+30.
    assert_printed(unclamped(0, 0).p_triple(), "5e-5", "unclamped triple");
    assert_printed(unclamped(26, 30).p_triple(), "3.4e-4", "unclamped triple");
}

#[test]
fn mean_actions_is_the_energy_ratio() {
    // §8: E[N] = E_m / E_p when both costs have mean 100.
    for (player, monster) in [(-30, 40), (5, 5), (33, -7), (-99, 99), (99, -99)] {
        let n = speed_scenario(player, monster, 100, false).exact().unwrap();
        let ratio = f64::from(energy_per_turn(monster)) / f64::from(energy_per_turn(player));
        assert!(
            (n.mean() - ratio).abs() < EXACT,
            "{player}/{monster}: {}",
            n.mean()
        );
        assert!((n.probs.iter().sum::<f64>() - 1.0).abs() < EXACT);
    }
    // A cost above 400 is paid exactly: E[N] = cost/100 * E_m / E_p.
    let n = speed_scenario(0, 0, 450, false).exact().unwrap();
    assert!((n.mean() - 4.5).abs() < EXACT);
}

#[test]
fn first_interval_differs_from_the_stationary_regime() {
    // +0/+0 level entry (§9.2): the player acts first with need -10 before paying, and a
    // monster whose start need is <= 10 acts in that same game turn after the player. A
    // triple move, impossible in the stationary regime, becomes possible (a start need
    // <= 0 followed by two low costs).
    let stationary = speed_scenario(0, 0, 100, false).exact().unwrap();
    let first = speed_scenario(0, 0, 100, false)
        .exact_first_interval()
        .unwrap();
    assert_eq!(stationary.p_triple(), 0.0);
    assert!(
        first.p_triple() > 0.0 && first.p_triple() < 1e-4,
        "{first:?}"
    );
    assert!((first.probs.iter().sum::<f64>() - 1.0).abs() < EXACT);
    let mix = speed_scenario(10, 20, 100, true)
        .exact_first_interval()
        .unwrap();
    assert!((mix.probs.iter().sum::<f64>() - 1.0).abs() < EXACT);
}

#[test]
fn invalid_scenarios_are_rejected_with_clear_errors() {
    let ok = speed_scenario(0, 0, 100, false);
    assert_eq!(ok.validate(), Ok(()));
    let err = speed_scenario(100, 0, 100, false).exact().unwrap_err();
    assert_eq!((err.field, err.value), ("player_speed", 100));
    assert!(err.to_string().contains("-99 to 99"));
    let err = speed_scenario(0, -100, 100, false).validate().unwrap_err();
    assert_eq!((err.field, err.value), ("monster_speed", -100));
    for cost in [0, -5, 1001] {
        let err = speed_scenario(0, 0, cost, false).validate().unwrap_err();
        assert_eq!(
            (err.field, err.value),
            ("player_action_cost", i64::from(cost))
        );
        assert!(err.to_string().contains("1 to 1000"));
    }
}

/// An impossible triple move is reported as 0, not -0 (an empty sum of f64 is -0.0).
#[test]
fn impossible_probabilities_are_positive_zero() {
    let even = mechanics::frog::SpeedScenario::default();
    let p = even.exact().unwrap().p_triple();
    assert_eq!(p, 0.0);
    assert!(p.is_sign_positive());
}

/// A non-unique +10 monster under haste against a +0 player: each individual's speed is drawn
/// around the race speed when it is placed, and haste adds 10 to it every game turn
/// (`docs/rules/frogcomposband-energy.md` §2 step 2, §3.5). A transcription of the game's own
/// loop gives
/// 0.993630 ± 0.000008; spreading around the hasted speed instead would give 0.988726.
#[test]
fn a_hasted_non_unique_spreads_around_its_race_speed() {
    let s = SpeedScenario {
        monster_speed: 10,
        monster_hasted: true,
        non_unique: true,
        ..SpeedScenario::default()
    };
    let p = s.exact().unwrap().p_double();
    assert!((p - 0.993634).abs() < SIX_DECIMALS, "{p}");
}
