//! `--pursuit adjacent`: a monster right behind a player who steps away gets the 1/3 attack
//! of opportunity (`docs/rules/dcss-0.31.md` §7.5), exact and Monte Carlo, from the flags and
//! from a scenario file.

use crate::support::{assert_usage_error, json_ok, num, write_file};
use mechanics::tolerance::{EXACT, MAX_SIGMAS};

const ADJACENT: [&str; 7] = [
    "dcss-speed",
    "--monster-speed",
    "10",
    "--move",
    "10",
    "--pursuit",
    "adjacent",
];

fn run_json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.extend(["--trials", "200000", "--seed", "3"]);
    json_ok(&all)
}

#[test]
fn adjacent_pursuit_reports_the_attacks_of_opportunity() {
    let doc = run_json(&ADJACENT);
    let exact = num(&doc, "/exact/opportunity_attacks_per_action");
    // One round in three that opens with an action opens with a free attack.
    let acts = 1.0 - num(&doc, "/exact/distribution/0");
    assert!((exact - acts / 3.0).abs() < EXACT, "{exact} vs {acts}/3");
    let sigmas = num(&doc, "/estimate/sigmas/opportunity_attacks_per_action");
    assert!(sigmas.abs() <= MAX_SIGMAS, "{sigmas} sigmas");
    let (lo, hi) = (
        num(&doc, "/estimate/intervals/opportunity_attacks_per_action/0"),
        num(&doc, "/estimate/intervals/opportunity_attacks_per_action/1"),
    );
    assert!(lo < exact && exact < hi, "[{lo}, {hi}] misses {exact}");
    // The near-free attack leaves the monster short of energy less often than the bare
    // jitter does: more actions per player action.
    let jitter = run_json(&ADJACENT[..6]);
    assert!(
        jitter["exact"]
            .get("opportunity_attacks_per_action")
            .is_none()
    );
    assert!(num(&doc, "/exact/mean_actions") < num(&jitter, "/exact/mean_actions"));
}

#[test]
fn a_scenario_file_says_adjacent_too() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "adjacent.json",
        r#"{"name": "adjacent", "dcss_speed": {"monster_speed": 10,
            "player_action": {"move": {"mv": 10}}, "pursuit": "adjacent"}}"#,
    );
    let from_file = run_json(&["run", &file]);
    let from_flags = run_json(&ADJACENT);
    assert_eq!(from_file["exact"], from_flags["exact"]);
    assert_eq!(from_file["estimate"], from_flags["estimate"]);
}

#[test]
fn pursuit_needs_a_move() {
    assert_usage_error(
        &[
            "dcss-speed",
            "--monster-speed",
            "10",
            "--wait",
            "--pursuit",
            "adjacent",
        ],
        &["--pursuit"],
    );
    assert_usage_error(
        &[
            "dcss-speed",
            "--monster-speed",
            "10",
            "--move",
            "10",
            "--pursuit",
            "sideways",
        ],
        &["adjacent", "jitter"],
    );
}
