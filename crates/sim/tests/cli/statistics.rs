//! End-to-end tests of the `roguesim` binary: estimates within 5 standard errors of the exact values.

use crate::support::*;

// 2. Statistics: estimates within 5 standard errors of the exact values

/// The trials of these runs: 2 × 10^6 in the full tier (an optimised binary), 2 × 10^5 in the
/// fast one, where a wrong law still lands far outside 5 standard errors.
fn big() -> String {
    crate::tier::size("ROGUESIM_CLI_TRIALS", 200_000, 2_000_000).to_string()
}

#[test]
fn stats_hit_unshielded() {
    let doc = json_ok(&[
        "hit",
        "--monster-hd",
        "1",
        "--ev",
        "10",
        "--trials",
        &big(),
        "--seed",
        "3",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, big().parse::<f64>().unwrap());
    assert_estimate_near_exact(&doc, "/p_hit", "hit p_hit (unshielded)");
}

#[test]
fn stats_hit_shielded() {
    let doc = json_ok(&[
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
        "--trials",
        &big(),
        "--seed",
        "4",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, big().parse::<f64>().unwrap());
    assert_estimate_near_exact(&doc, "/p_hit", "hit p_hit (shielded)");
    assert_estimate_near_exact(&doc, "/p_block", "hit p_block (shielded)");
}

#[test]
fn stats_turn_blocks_distribution() {
    let trials = big();
    let mut args = TURN_019.to_vec();
    args.extend(["--trials", &trials, "--seed", "5"]);
    let doc = json_ok(&args);
    let n = num(&doc, "/trials");
    assert_eq!(n, big().parse::<f64>().unwrap());
    let exact = nums(&doc, "/exact/blocks_distribution");
    let est = nums(&doc, "/estimate/blocks_distribution");
    assert_eq!(exact.len(), est.len());
    for (i, (&e, &p)) in est.iter().zip(&exact).enumerate() {
        assert_within_sigmas(e, p, n, 5.0, &format!("turn blocks_distribution[{i}]"));
    }
    let exact = nums(&doc, "/exact/lands_distribution");
    let est = nums(&doc, "/estimate/lands_distribution");
    for (i, (&e, &p)) in est.iter().zip(&exact).enumerate() {
        assert_within_sigmas(e, p, n, 5.0, &format!("turn lands_distribution[{i}]"));
    }
}

#[test]
fn stats_speed_p_double() {
    let doc = json_ok(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        &big(),
        "--seed",
        "6",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, big().parse::<f64>().unwrap());
    assert_estimate_near_exact(&doc, "/p_double", "speed p_double");
}

/// A non-unique monster is one individual per window, so the intervals of a window share
/// its speed: the reported design effect is well above 1, and the reported sigmas, which
/// account for it, stay small; a unique's design effects stay near 1.
#[test]
fn stats_speed_design_effects() {
    let trials = big();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "10",
            "--trials",
            &trials,
            "--seed",
            "8",
        ];
        args.extend(extra);
        json_ok(&args)
    };
    let crowd = run(&["--non-unique"]);
    let deff = num(&crowd, "/estimate/design_effects/p_double");
    assert!(deff > 3.0, "non-unique design effect {deff}");
    for key in ["p_double", "p_triple", "mean_actions"] {
        let sigmas = num(&crowd, &format!("/estimate/sigmas/{key}"));
        assert!(sigmas.abs() < 5.0, "non-unique {key}: {sigmas} sigmas");
    }
    let unique = run(&[]);
    let deff = num(&unique, "/estimate/design_effects/p_double");
    assert!((1.0..1.5).contains(&deff), "unique design effect {deff}");
}

/// With a very slow player and a very fast monster the monster takes more than 31
/// actions between two player actions; every valid speed (−99 to 99) must still be
/// simulated faithfully.
#[test]
fn stats_speed_mean_actions_for_a_very_fast_monster() {
    let doc = json_ok(&[
        "speed",
        "--player-speed",
        "-50",
        "--monster-speed",
        "30",
        "--trials",
        "20000",
    ]);
    let n = num(&doc, "/trials");
    let exact = nums(&doc, "/exact/distribution");
    let mean: f64 = exact.iter().enumerate().map(|(i, p)| i as f64 * p).sum();
    assert_close(num(&doc, "/exact/mean_actions"), mean, 1e-6, "exact mean");
    let var: f64 = exact
        .iter()
        .enumerate()
        .map(|(i, p)| (i as f64 - mean).powi(2) * p)
        .sum();
    let se = (var / n).sqrt().max(1e-9);
    let est = num(&doc, "/estimate/mean_actions");
    assert!(
        (est - mean).abs() <= 5.0 * se,
        "estimate.mean_actions {est} vs exact {mean}: {:.1} standard errors",
        (est - mean) / se
    );
    let est_dist = nums(&doc, "/estimate/distribution");
    for (i, (&e, &p)) in est_dist.iter().zip(&exact).enumerate() {
        assert_within_sigmas(e, p, n, 5.0, &format!("speed distribution[{i}]"));
    }
}
