//! End-to-end tests of the `roguesim` binary: the JSON contract, statistical agreement of
//! estimates with exact values, reproducibility, bad input, `--output`, the shipped
//! scenario files and the default run.

mod cli_support;

use cli_support::*;
use serde_json::Value;

// ---------------------------------------------------------------------------------------
// 1. JSON contract
// ---------------------------------------------------------------------------------------

const ENVELOPE_KEYS: [&str; 8] = [
    "schema_version",
    "tool",
    "rules",
    "seed",
    "trials",
    "threads",
    "elapsed_s",
    "inputs",
];

/// The envelope of a simulation's JSON document, for a run with the given settings.
fn check_envelope(doc: &Value, seed: u64, trials: u64, threads: u64) {
    for k in ENVELOPE_KEYS {
        assert!(doc.get(k).is_some(), "envelope key {k} missing in\n{doc:#}");
    }
    assert_eq!(doc["schema_version"], 1);
    assert_eq!(doc["tool"]["name"], "roguesim");
    assert!(doc["tool"]["version"].is_string(), "tool.version");
    assert!(
        doc["rules"].as_str().is_some_and(|r| !r.is_empty()),
        "rules must be a non-empty string"
    );
    assert_eq!(doc["seed"].as_u64(), Some(seed), "seed");
    assert_eq!(doc["trials"].as_u64(), Some(trials), "trials");
    assert_eq!(doc["threads"].as_u64(), Some(threads), "threads");
    assert!(
        doc["elapsed_s"].as_f64().is_some_and(|s| s >= 0.0),
        "elapsed_s must be a non-negative number"
    );
    assert!(doc["inputs"].is_object(), "inputs must be an object");
}

/// `roguesim bench --format json`: the keys issue #4 names, each ratio its rate over the raw
/// rate, the lanes' own generator rate and the lane kernel that ran.
#[test]
fn bench_json_keys_and_ratios() {
    let doc = json_ok(&["bench", "--seconds", "0.05", "--threads", "1"]);
    let raw = num(&doc, "/raw_u64_per_s");
    assert!(raw > 0.0, "raw rate {raw}");
    for loop_ in ["hit", "shielded", "turn_attacks", "speed_actions"] {
        let rate = num(&doc, &format!("/{loop_}_per_s"));
        assert!(rate > 0.0, "{loop_} rate {rate}");
        let ratio = num(&doc, &format!("/{loop_}_ratio"));
        assert_close(ratio, rate / raw, 1e-12, &format!("{loop_}_ratio"));
    }
    assert_eq!(int(&doc, "/threads"), 1);
    assert!(num(&doc, "/raw_lanes_u64_per_s") > 0.0);
    let kernel = at(&doc, "/lane_kernel").as_str().unwrap_or_default();
    assert!(
        ["avx512", "avx2", "portable"].contains(&kernel),
        "lane_kernel {kernel}"
    );
}

#[test]
fn envelope_keys_of_every_simulation_command() {
    let common = ["--seed", "11", "--trials", "10000", "--threads", "2"];
    let commands: [&[&str]; 4] = [
        &["hit", "--monster-hd", "3", "--ev", "12"],
        &[
            "turn",
            "--monster-hd",
            "3",
            "--ev",
            "12",
            "--sh-internal",
            "10",
            "--attacks",
            "2",
            "--shield-rules",
            "0.31",
        ],
        &["speed", "--player-speed", "0", "--monster-speed", "10"],
        &[
            "run",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../configs/shields-031-limit-four-attacks.json"
            ),
        ],
    ];
    for cmd in commands {
        let args: Vec<&str> = cmd.iter().chain(common.iter()).copied().collect();
        let doc = json_ok(&args);
        check_envelope(&doc, 11, 10_000, 2);
    }
}

fn ev_json(args: &[&str]) -> Value {
    let mut all = vec!["ev"];
    all.extend(args);
    let doc = json_ok(&all);
    for k in ["ev", "sh", "sh_internal"] {
        int(&doc, &format!("/{k}"));
    }
    assert!(doc["breakdown"].is_object(), "breakdown object in\n{doc:#}");
    assert!(
        doc["encumbrance"].is_object(),
        "encumbrance object in\n{doc:#}"
    );
    doc
}

#[test]
fn ev_human_scale_mail_kite_shield() {
    let doc = ev_json(&[
        "--species",
        "Human",
        "--dex",
        "13",
        "--str",
        "16",
        "--dodging",
        "8",
        "--armour-skill",
        "6",
        "--body",
        "scale mail",
        "--shield",
        "kite shield",
        "--shields-skill",
        "5",
    ]);
    assert_eq!(int(&doc, "/ev"), 11);
    assert_eq!(int(&doc, "/sh"), 9);
    assert_eq!(int(&doc, "/sh_internal"), 19);
}

#[test]
fn ev_human_plate() {
    let doc = ev_json(&[
        "--species",
        "human",
        "--dex",
        "15",
        "--str",
        "15",
        "--dodging",
        "10",
        "--armour-skill",
        "5",
        "--body",
        "plate",
    ]);
    assert_eq!(int(&doc, "/ev"), 7);
    assert_eq!(int(&doc, "/sh"), 0);
    assert_eq!(int(&doc, "/sh_internal"), 0);
}

#[test]
fn ev_minotaur_crystal_plate_tower() {
    let doc = ev_json(&[
        "--species",
        "Minotaur",
        "--dex",
        "11",
        "--str",
        "22",
        "--armour-skill",
        "15",
        "--body",
        "crystal plate",
        "--shield",
        "tower",
        "--shields-skill",
        "10",
    ]);
    assert_eq!(int(&doc, "/ev"), 3);
    assert_eq!(int(&doc, "/sh_internal"), 31);
    assert_eq!(int(&doc, "/sh"), 15, "displayed SH is half the internal SH");
}

fn hit_json(args: &[&str]) -> Value {
    let mut all = vec!["hit"];
    all.extend(args);
    all.extend(["--trials", "100000"]);
    let doc = json_ok(&all);
    for k in ["/exact/p_hit", "/exact/p_block", "/estimate/p_hit"] {
        let p = num(&doc, k);
        assert!((0.0..=1.0).contains(&p), "{k} = {p} is not a probability");
    }
    let (lo, hi) = interval(&doc, "/estimate/ci95");
    let est = num(&doc, "/estimate/p_hit");
    assert!(
        lo <= est && est <= hi,
        "estimate.p_hit {est} outside ci95 [{lo}, {hi}]"
    );
    int(&doc, "/display_pct");
    doc
}

#[test]
fn hit_hd10_fighter_vs_ev20_shielded() {
    let doc = hit_json(&[
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
    ]);
    assert_close(
        num(&doc, "/exact/p_hit"),
        0.32974837662337664,
        1e-9,
        "exact.p_hit",
    );
    assert_close(
        num(&doc, "/exact/p_block"),
        0.40476190476190477,
        1e-9,
        "exact.p_block",
    );
    assert_eq!(int(&doc, "/display_pct"), 35);
}

#[test]
fn hit_hd1_vs_ev10_unshielded() {
    let doc = hit_json(&["--monster-hd", "1", "--ev", "10"]);
    assert_close(num(&doc, "/exact/p_hit"), 0.52375, 1e-9, "exact.p_hit");
    assert_eq!(num(&doc, "/exact/p_block"), 0.0, "no shield, no blocks");
    assert_eq!(int(&doc, "/display_pct"), 54);
}

#[test]
fn hit_player_to_hit_10_vs_ev1() {
    let doc = hit_json(&["--player-to-hit", "10", "--ev", "1"]);
    assert_close(num(&doc, "/exact/p_hit"), 0.88, 1e-9, "exact.p_hit");
    assert_eq!(int(&doc, "/display_pct"), 87);
}

const TURN_019: [&str; 11] = [
    "turn",
    "--monster-hd",
    "5",
    "--ev",
    "15",
    "--sh-internal",
    "22",
    "--attacks",
    "3",
    "--shield-rules",
    "0.19",
];

const TURN_019_BLOCKS: [f64; 4] = [
    0.23872297219903688,
    0.4992058869205436,
    0.24178449848967842,
    0.020286642390741162,
];

#[test]
fn turn_019_three_attacks_contract() {
    let mut args = TURN_019.to_vec();
    args.extend(["--trials", "20000"]);
    let doc = json_ok(&args);
    let blocks = nums(&doc, "/exact/blocks_distribution");
    assert_eq!(blocks.len(), 4, "0..=3 blocks");
    for (i, (&got, &want)) in blocks.iter().zip(&TURN_019_BLOCKS).enumerate() {
        assert_close(got, want, 1e-9, &format!("exact.blocks_distribution[{i}]"));
    }
    let expected_len = [
        ("blocks_distribution", 4),
        ("lands_distribution", 4),
        ("p_block_by_attack", 3),
    ];
    for (key, len) in expected_len {
        let exact = nums(&doc, &format!("/exact/{key}"));
        let est = nums(&doc, &format!("/estimate/{key}"));
        assert_eq!(exact.len(), len, "exact.{key} length");
        assert_eq!(est.len(), len, "estimate.{key} length");
        assert!(
            exact.iter().chain(&est).all(|p| (0.0..=1.0).contains(p)),
            "{key} holds a non-probability: {exact:?} {est:?}"
        );
    }
    for key in ["blocks_distribution", "lands_distribution"] {
        for section in ["exact", "estimate"] {
            let sum: f64 = nums(&doc, &format!("/{section}/{key}")).iter().sum();
            assert_close(sum, 1.0, 1e-9, &format!("{section}.{key} sums to 1"));
        }
    }
}

#[test]
fn turn_031_block_limit_caps_blocks() {
    let doc = json_ok(&[
        "turn",
        "--shield-rules",
        "0.31",
        "--block-limit",
        "2",
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
        "--attacks",
        "5",
        "--trials",
        "50000",
    ]);
    let exact = nums(&doc, "/exact/blocks_distribution");
    let est = nums(&doc, "/estimate/blocks_distribution");
    assert_eq!(exact.len(), 6, "0..=5 blocks");
    assert_eq!(est.len(), 6, "0..=5 blocks");
    assert!(
        exact[3..].iter().all(|&p| p == 0.0),
        "exact blocks above the limit: {exact:?}"
    );
    assert!(
        est[3..].iter().all(|&p| p == 0.0),
        "simulated turns blocked more than 2 attacks: {est:?}"
    );
    // The limit binds: the exact distribution puts real mass on 2 blocks.
    assert!(exact[2] > 0.1, "{exact:?}");
    let n = num(&doc, "/trials");
    for i in 0..3 {
        assert_within_sigmas(est[i], exact[i], n, 5.0, &format!("blocks[{i}]"));
    }
}

#[test]
fn speed_plus0_vs_plus10_contract() {
    let doc = json_ok(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        "20000",
    ]);
    assert_close(
        num(&doc, "/exact/p_double"),
        0.8380915531258681,
        1e-9,
        "exact.p_double",
    );
    assert_close(
        num(&doc, "/exact/p_triple"),
        0.16119880664298486,
        1e-9,
        "exact.p_triple",
    );
    assert_close(
        num(&doc, "/exact/mean_actions"),
        2.0,
        1e-9,
        "exact.mean_actions",
    );
    let exact_dist = nums(&doc, "/exact/distribution");
    assert_close(
        exact_dist.iter().sum(),
        1.0,
        1e-9,
        "exact.distribution sums to 1",
    );
    for k in ["p_double", "p_triple", "mean_actions"] {
        num(&doc, &format!("/estimate/{k}"));
    }
    let est_dist = nums(&doc, "/estimate/distribution");
    assert_close(
        est_dist.iter().sum(),
        1.0,
        1e-9,
        "estimate.distribution sums to 1",
    );
    let (lo, hi) = interval(&doc, "/estimate/intervals/p_double");
    let p = num(&doc, "/estimate/p_double");
    assert!(lo <= p && p <= hi, "p_double {p} outside [{lo}, {hi}]");
    interval(&doc, "/estimate/intervals/p_triple");
}

// ---------------------------------------------------------------------------------------
// 2. Statistics: estimates within 5 standard errors of the exact values
// ---------------------------------------------------------------------------------------

const BIG: &str = "2000000";

#[test]
fn stats_hit_unshielded() {
    let doc = json_ok(&[
        "hit",
        "--monster-hd",
        "1",
        "--ev",
        "10",
        "--trials",
        BIG,
        "--seed",
        "3",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, 2e6);
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
        BIG,
        "--seed",
        "4",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, 2e6);
    assert_estimate_near_exact(&doc, "/p_hit", "hit p_hit (shielded)");
    assert_estimate_near_exact(&doc, "/p_block", "hit p_block (shielded)");
}

#[test]
fn stats_turn_blocks_distribution() {
    let mut args = TURN_019.to_vec();
    args.extend(["--trials", BIG, "--seed", "5"]);
    let doc = json_ok(&args);
    let n = num(&doc, "/trials");
    assert_eq!(n, 2e6);
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
        BIG,
        "--seed",
        "6",
    ]);
    let n = num(&doc, "/trials");
    assert_eq!(n, 2e6);
    assert_estimate_near_exact(&doc, "/p_double", "speed p_double");
}

/// A non-unique monster is one individual per window, so the intervals of a window share
/// its speed: the reported design effect is well above 1, and the reported sigmas, which
/// account for it, stay small; a unique's design effects stay near 1.
#[test]
fn stats_speed_design_effects() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "10",
            "--trials",
            BIG,
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

// ---------------------------------------------------------------------------------------
// 3. Reproducibility
// ---------------------------------------------------------------------------------------

/// Runs `cmd` with `--seed seed --threads threads` and many small chunks; returns the
/// parsed document.
fn seeded(cmd: &[&str], seed: &str, threads: &str, trials: &str, chunk: Option<&str>) -> Value {
    let mut args = cmd.to_vec();
    args.extend(["--seed", seed, "--threads", threads, "--trials", trials]);
    if let Some(c) = chunk {
        args.extend(["--chunk-size", c]);
    }
    json_ok(&args)
}

fn check_reproducible(cmd: &[&str], trials: &str, chunk: Option<&str>) {
    let one = seeded(cmd, "42", "1", trials, chunk);
    let two = seeded(cmd, "42", "2", trials, chunk);
    assert_eq!(one["trials"], two["trials"], "{cmd:?}: trials");
    assert_eq!(one["threads"], 1);
    assert_eq!(two["threads"], 2);
    assert_eq!(
        one["estimate"], two["estimate"],
        "{cmd:?}: --threads 1 and --threads 2 disagree with the same seed"
    );
    assert_eq!(one["exact"], two["exact"], "{cmd:?}: exact");
    let other = seeded(cmd, "43", "2", trials, chunk);
    assert_ne!(
        one["estimate"], other["estimate"],
        "{cmd:?}: seeds 42 and 43 gave the same estimate"
    );
}

#[test]
fn reproducible_hit_across_threads() {
    // Two default-size chunks (2^20 trials each, the second partial).
    check_reproducible(
        &[
            "hit",
            "--monster-hd",
            "10",
            "--fighter",
            "--ev",
            "20",
            "--sh-internal",
            "27",
        ],
        "1100000",
        None,
    );
    check_reproducible(
        &["hit", "--monster-hd", "1", "--ev", "10"],
        "50001",
        Some("1000"),
    );
}

#[test]
fn reproducible_turn_across_threads() {
    check_reproducible(&TURN_019, "50001", Some("1000"));
}

#[test]
fn reproducible_speed_across_threads() {
    check_reproducible(
        &[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "10",
            "--non-unique",
        ],
        "50001",
        Some("1000"),
    );
}

#[test]
fn reproducible_scenario_file_across_threads() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../configs/kite-shield-vs-orc-pack.json"
    );
    check_reproducible(&["run", file], "20001", Some("997"));
}

// ---------------------------------------------------------------------------------------
// 4. Bad input
// ---------------------------------------------------------------------------------------

const HUMAN: [&str; 7] = ["ev", "--species", "human", "--dex", "10", "--str", "10"];

fn human<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = HUMAN.to_vec();
    v.extend(extra);
    v
}

#[test]
fn bad_species_suggests_closest() {
    assert_bad_input(
        &["ev", "--species", "humna", "--dex", "10", "--str", "10"],
        &["--species", "humna", "Human"],
    );
}

#[test]
fn bad_body_armour() {
    assert_bad_input(&human(&["--body", "plait"]), &["--body", "plait"]);
}

#[test]
fn bad_shield_name() {
    assert_bad_input(&human(&["--shield", "kiet"]), &["--shield", "kiet"]);
}

#[test]
fn bad_shield_for_species() {
    assert_bad_input(
        &[
            "ev",
            "--species",
            "troll",
            "--dex",
            "10",
            "--str",
            "20",
            "--shield",
            "buckler",
        ],
        &["shield", "Troll", "buckler", "allowed"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "felid",
            "--dex",
            "10",
            "--str",
            "5",
            "--shield",
            "buckler",
        ],
        &["shield", "Felid", "buckler", "allowed"],
    );
}

#[test]
fn bad_strength() {
    for v in ["0", "-3"] {
        assert_bad_input(
            &["ev", "--species", "human", "--dex", "10", "--str", v],
            &["--str", v, "1 to 99"],
        );
    }
}

#[test]
fn bad_dodging() {
    for v in ["-1", "28"] {
        assert_bad_input(&human(&["--dodging", v]), &["--dodging", "0 to 27"]);
    }
}

#[test]
fn bad_monster_hd() {
    assert_bad_input(
        &["hit", "--monster-hd", "0", "--ev", "10"],
        &["--monster-hd", "1 to 30"],
    );
    assert_bad_input(
        &[
            "turn",
            "--monster-hd",
            "0",
            "--ev",
            "10",
            "--sh-internal",
            "10",
            "--attacks",
            "2",
            "--shield-rules",
            "0.31",
        ],
        &["--monster-hd", "1 to 30"],
    );
}

#[test]
fn bad_speeds() {
    assert_bad_input(
        &["speed", "--player-speed", "120", "--monster-speed", "0"],
        &["--player-speed", "120", "-99 to 99"],
    );
    assert_bad_input(
        &["speed", "--player-speed", "0", "--monster-speed", "-100"],
        &["--monster-speed", "-100", "-99 to 99"],
    );
}

#[test]
fn bad_trials_and_threads() {
    assert_bad_input(
        &["hit", "--monster-hd", "1", "--ev", "10", "--trials", "0"],
        &["--trials", "at least 1"],
    );
    assert_bad_input(
        &[
            "hit",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--threads",
            "0",
            "--trials",
            "1000",
        ],
        &["--threads", "at least 1"],
    );
    assert_bad_input(
        &[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "0",
            "--trials",
            "0",
        ],
        &["--trials"],
    );
}

#[test]
fn bad_shield_rules_flag() {
    // clap rejects the value itself: a multi-line usage error.
    assert_usage_error(
        &[
            "hit",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--shield-rules",
            "0.2",
        ],
        &["--shield-rules", "0.31", "0.19"],
    );
    assert_usage_error(
        &[
            "turn",
            "--monster-hd",
            "1",
            "--ev",
            "10",
            "--sh-internal",
            "10",
            "--attacks",
            "2",
            "--shield-rules",
            "0.2",
        ],
        &["--shield-rules"],
    );
}

#[test]
fn bad_run_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-scenario.json");
    let missing = missing.to_str().unwrap();
    assert_bad_input(&["run", missing], &[missing]);
}

#[test]
fn bad_run_malformed_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "malformed.json",
        "{\n  \"name\": \"x\",\n  \"trials\": 10,,\n  \"hit\": {}\n}\n",
    );
    // The second comma on line 3 is column 16.
    assert_bad_input(&["run", &file], &[&file, ":3:16"]);
    let truncated = write_file(
        dir.path(),
        "truncated.json",
        "{\n  \"name\": \"x\",\n  \"hit\": {\n",
    );
    assert_bad_input(&["run", &truncated], &[&truncated, ":4:"]);
}

#[test]
fn bad_run_unknown_field() {
    let dir = tempfile::tempdir().unwrap();
    let top = write_file(
        dir.path(),
        "top.json",
        r#"{
  "name": "x", "bogus_field": 3,
  "speed": { "player_speed": 0, "monster_speed": 10 }
}
"#,
    );
    assert_bad_input(&["run", &top], &["bogus_field", ":2:"]);
    let nested = write_file(
        dir.path(),
        "nested.json",
        r#"{
  "name": "x",
  "speed": { "player_speed": 0, "monster_speed": 10, "wibble": 1 }
}
"#,
    );
    assert_bad_input(&["run", &nested], &["wibble", ":3:"]);
}

#[test]
fn bad_run_two_scenario_kinds() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "two.json",
        r#"{
  "name": "x",
  "speed": { "player_speed": 0, "monster_speed": 10 },
  "hit": { "defender": { "ev": 10 }, "attackers": [ { "monster_hd": 1 } ] }
}
"#,
    );
    assert_bad_input(&["run", &file], &[&file, "exactly one", "hit", "speed"]);
}

#[test]
fn bad_run_shield_rules_value() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(
        dir.path(),
        "rules.json",
        r#"{
  "name": "x",
  "hit": { "defender": { "ev": 10 }, "attackers": [ { "monster_hd": 1 } ],
           "shield_rules": "0.2" }
}
"#,
    );
    assert_bad_input(&["run", &file], &["0.2", "0.31", "0.19"]);
}

// ---------------------------------------------------------------------------------------
// 5. --output
// ---------------------------------------------------------------------------------------

fn without_elapsed(mut doc: Value) -> Value {
    doc.as_object_mut()
        .expect("a JSON object")
        .remove("elapsed_s")
        .expect("elapsed_s present");
    doc
}

#[test]
fn output_file_matches_stdout_json() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "turn",
        "--monster-hd",
        "5",
        "--ev",
        "15",
        "--sh-internal",
        "22",
        "--attacks",
        "3",
        "--shield-rules",
        "0.19",
        "--trials",
        "30000",
        "--seed",
        "9",
        "--format",
        "json",
    ];
    let printed = stdout_ok(&args);
    let mut with_out = args.to_vec();
    with_out.extend(["--output", "report.json"]);
    let out = run_in(Some(dir.path()), &with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert!(
        out.stdout.is_empty(),
        "with --output nothing goes to stdout"
    );
    let path = dir.path().join("report.json");
    assert_eq!(
        dir_entries(dir.path()),
        vec![path.clone()],
        "exactly the report, no temporary files"
    );
    let written = std::fs::read_to_string(&path).unwrap();
    let a: Value = serde_json::from_str(&printed).unwrap();
    let b: Value = serde_json::from_str(&written).unwrap();
    assert_eq!(a["estimate"], b["estimate"], "estimate");
    assert_eq!(a["trials"], b["trials"], "trials");
    // Everything but the wall-clock time is identical.
    assert_eq!(without_elapsed(a), without_elapsed(b));
    assert!(written.ends_with('\n'));
}

#[test]
fn output_file_matches_stdout_csv_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub-report.csv");
    let path_s = path.to_str().unwrap();
    let args = [
        "hit",
        "--monster-hd",
        "10",
        "--fighter",
        "--ev",
        "20",
        "--sh-internal",
        "27",
        "--trials",
        "30000",
        "--seed",
        "9",
        "--format",
        "csv",
    ];
    let printed = stdout_ok(&args);
    let mut with_out = args.to_vec();
    with_out.extend(["--output", path_s]);
    let out = run(&with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), printed);
    // Overwriting an existing report works and still leaves no temporary files.
    let out = run(&with_out);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&with_out, &out));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), printed);
    assert_eq!(dir_entries(dir.path()), vec![path.clone()]);
}

/// A report written with `--output` gets the permissions of any file the user creates
/// (the umask), like `roguesim ... > FILE` would, not the 0600 of a private temporary.
#[cfg(unix)]
#[test]
fn output_file_has_ordinary_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference.txt");
    std::fs::File::create(&reference).unwrap();
    let want = std::fs::metadata(&reference).unwrap().permissions().mode() & 0o777;
    let path = dir.path().join("report.json");
    let args = [
        "hit",
        "--monster-hd",
        "1",
        "--ev",
        "10",
        "--trials",
        "1000",
        "--format",
        "json",
        "--output",
        path.to_str().unwrap(),
    ];
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let got = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(
        got, want,
        "--output file mode {got:o}, a newly created file gets {want:o}"
    );
}

// ---------------------------------------------------------------------------------------
// 6. Every shipped scenario file runs
// ---------------------------------------------------------------------------------------

#[test]
fn every_config_runs() {
    let mut files: Vec<_> = std::fs::read_dir(CONFIGS)
        .unwrap_or_else(|e| panic!("cannot read {CONFIGS}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "expected scenario files in {CONFIGS}");
    for f in &files {
        let f = f.to_str().unwrap();
        let doc = json_ok(&["run", f, "--trials", "20000"]);
        assert!(doc["exact"].is_object(), "{f}: exact object in\n{doc:#}");
        assert!(
            doc["estimate"].is_object(),
            "{f}: estimate object in\n{doc:#}"
        );
        assert_eq!(doc["trials"], 20000, "{f}: --trials overrides the file");
        assert!(
            doc["name"].as_str().is_some_and(|n| !n.is_empty()),
            "{f}: name"
        );
    }
}

// ---------------------------------------------------------------------------------------
// 7. No command: the built-in scenarios
// ---------------------------------------------------------------------------------------

const BUILT_IN: [&str; 3] = [
    "Kite shield vs an orc pack",
    "Dodger vs an HD 15 fighter",
    "+0 player vs a +10 monster (FrogComposband)",
];

#[test]
fn no_command_runs_the_built_in_scenarios() {
    let table = stdout_ok(&["--trials", "20000"]);
    for name in BUILT_IN {
        assert!(
            table.contains(name),
            "default run must show {name:?}:\n{table}"
        );
    }
    let doc = json_ok(&["--trials", "20000"]);
    let names: Vec<&str> = at(&doc, "/scenarios")
        .as_array()
        .expect("scenarios array")
        .iter()
        .map(|s| s["name"].as_str().expect("scenario name"))
        .collect();
    assert_eq!(names, BUILT_IN);
}

#[test]
fn no_command_csv_has_one_header() {
    const HEADER: &str = "section,quantity,index,exact,estimate,ci_lo,ci_hi,sigmas,trials";
    let csv = stdout_ok(&["--trials", "20000", "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(HEADER));
    let rest: Vec<&str> = lines.collect();
    assert!(rest.len() > 10, "expected many rows:\n{csv}");
    assert!(
        !rest.contains(&HEADER),
        "the header appears only once in the combined CSV"
    );
    assert!(
        rest.iter().all(|l| !l.starts_with("section,")),
        "stray header"
    );
}

/// `dcss-speed`: §7.6's speed-10 monster against 12-aut moves acts 1, 1, 1, 1, 2 ... times,
/// so N = 2 with probability exactly 1/5 and E[N] = 1.2; the estimate agrees.
#[test]
fn dcss_speed_matches_the_spec_sequence() {
    let doc = json_ok(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--move",
        "12",
        "--trials",
        "200000",
    ]);
    assert_close(num(&doc, "/exact/mean_actions"), 1.2, 1e-12, "exact E[N]");
    assert_close(num(&doc, "/exact/p_double"), 0.2, 1e-12, "exact P(N >= 2)");
    assert_close(
        num(&doc, "/estimate/mean_actions"),
        1.2,
        1e-4,
        "estimated E[N]",
    );
    // Three hasted waits take 1 action with p = 7/27 over the first three rounds; in the
    // stationary regime a hasted wait gives the monster 2/3 of an action on average.
    let hasted = json_ok(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--wait",
        "--hasted",
        "--trials",
        "100000",
    ]);
    assert_close(
        num(&hasted, "/exact/mean_actions"),
        2.0 / 3.0,
        1e-9,
        "hasted E[N]",
    );
}

#[test]
fn dcss_speed_bad_input() {
    assert_bad_input(
        &["dcss-speed", "--monster-speed", "0", "--wait"],
        &["--monster-speed", "1 to 200"],
    );
    // Pursuit follows a move away: clap refuses it with any other action.
    assert_usage_error(
        &["dcss-speed", "--monster-speed", "10", "--wait", "--pursuit"],
        &["--pursuit", "--wait", "--move"],
    );
}

/// `--start level-entry` reports the first interval after arriving on a level: its exact
/// law (the player acts first, the monster starts at ENERGY_NEED() - randint0(100)) differs
/// from the stationary one, and the estimate agrees with it.
#[test]
fn speed_level_entry_reports_the_first_interval() {
    let args = [
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--trials",
        "400000",
    ];
    let stationary = json_ok(&args);
    let mut with_start = args.to_vec();
    with_start.extend(["--start", "level-entry"]);
    let arrival = json_ok(&with_start);
    let (p_arrival, p_long_run) = (
        num(&arrival, "/exact/p_double"),
        num(&stationary, "/exact/p_double"),
    );
    assert!(
        (p_arrival - p_long_run).abs() > 0.01,
        "{p_arrival} vs {p_long_run}"
    );
    assert_estimate_near_exact(&arrival, "/p_double", "level entry p_double");
    assert_eq!(at(&arrival, "/derived/start"), "level_entry");
}
