//! No Monte Carlo path of any kind falls back under dcss-0.34 to a slower path than dcss-0.31
//! takes for the same scenario (`docs/rules/dcss-0.34.md` §1.1): every run is recorded with its
//! experiment and path (`roguesim::engine::paths`), and a 0.34 run may take only the paths the
//! 0.31 run of the same scenario takes, or the lanes.
//!
//! Two sources of scenarios: every scenario file of `configs/` and of the server's tests, each
//! run under both rule sets (so every kind with a Monte Carlo side is covered, and a kind
//! without a scenario fails the test); and random hit, turn and threat scenarios whose 0.34 EV
//! and SH have hundredths, beside the 0.31 scenario of their whole parts.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use roguesim::engine::RunConfig;
use roguesim::engine::paths::{Taken, record};
use roguesim::kinds::{KINDS, ScenarioFile};
use serde_json::Value;

use crate::support::dir_entries;

/// Trials per run: enough for every loop to start, few enough for hundreds of scenarios.
const TRIALS: u64 = 4_096;

/// The paths `text` (a scenario document) takes, or why it was refused.
fn paths(text: &str) -> Result<BTreeSet<Taken>, String> {
    let file = ScenarioFile::parse("paths.json", text).map_err(|e| e.to_string())?;
    let cfg = RunConfig {
        threads: Some(1),
        progress: false,
        ..RunConfig::new(TRIALS, 7)
    };
    let (report, taken) = record(|| file.run(&cfg));
    report.map_err(|e| e.to_string())?;
    Ok(taken.into_iter().collect())
}

/// The paths of the 0.34 run that the 0.31 run does not take and that are not the lanes.
fn fallbacks(v031: &BTreeSet<Taken>, v034: &BTreeSet<Taken>) -> Vec<Taken> {
    v034.iter()
        .filter(|t| !t.on_lanes() && !v031.contains(t))
        .cloned()
        .collect()
}

/// The document with its kind's `rules` set to `rules`, and a relative character dump made
/// relative to `dir`; `None` for a kind without rule sets (FrogComposband).
fn under(doc: &Value, key: &str, rules: &str, dir: &Path) -> Option<String> {
    let mut doc = doc.clone();
    let object = doc.get_mut(key)?.as_object_mut()?;
    object.insert("rules".into(), Value::String(rules.into()));
    if let Some(Value::String(dump)) = object
        .get_mut("defender")
        .and_then(|d| d.get_mut("character"))
        && Path::new(dump.as_str()).is_relative()
    {
        *dump = dir.join(dump.as_str()).display().to_string();
    }
    Some(doc.to_string())
}

/// Every scenario file of `configs/` and of the server's tests.
fn scenario_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        root.join("../../configs"),
        root.join("tests/cli/serve/scenarios"),
    ]
    .iter()
    .flat_map(|dir| dir_entries(dir))
    .filter(|p| p.extension().is_some_and(|e| e == "json"))
    .collect()
}

#[test]
fn no_kind_leaves_a_031_path_under_034() {
    let mut compared = BTreeSet::new();
    let mut seen = BTreeSet::new();
    for path in scenario_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let key = ScenarioFile::parse("x.json", &text).unwrap().kind_key();
        seen.insert(key);
        let doc: Value = serde_json::from_str(&text).unwrap();
        let dir = path.parent().unwrap();
        let (Some(t031), Some(t034)) = (
            under(&doc, key, "dcss-0.31", dir),
            under(&doc, key, "dcss-0.34", dir),
        ) else {
            continue;
        };
        let (Ok(v031), Ok(v034)) = (paths(&t031), paths(&t034)) else {
            // A kind without rule sets refuses the field; a scenario one release refuses (a
            // 0.34 species, a dump of the other release) has nothing to compare with.
            continue;
        };
        let fell = fallbacks(&v031, &v034);
        assert!(
            fell.is_empty(),
            "{}: under dcss-0.34 {fell:?}, which dcss-0.31 does not take ({v031:?})",
            path.display()
        );
        compared.insert(key);
    }
    for kind in KINDS.iter().filter(|k| k.monte_carlo()) {
        assert!(
            seen.contains(kind.key()),
            "no scenario file of kind {} to compare",
            kind.key()
        );
    }
    for key in [
        "hit",
        "turn",
        "threat",
        "duel",
        "damage",
        "dcss_speed",
        "attack",
        "ranged",
    ] {
        assert!(
            compared.contains(key),
            "kind {key} was not compared: {compared:?}"
        );
    }
}

/// A defender by its 0.34 hundredths and the same defender under 0.31 (their whole parts).
fn defender() -> impl Strategy<Value = (String, String)> {
    (-500..=6000i32, prop::option::of(0..=6000i32), 1..=5u32).prop_map(|(ev, sh, limit)| {
        let sh034 = sh.map_or(String::new(), |s| format!(r#", "sh_internal_x100": {s}"#));
        let sh031 = sh.map_or(String::new(), |s| {
            format!(r#", "sh_internal": {}"#, s / 100)
        });
        (
            format!(r#"{{"ev": {}{sh031}, "block_limit": {limit}}}"#, ev / 100),
            format!(r#"{{"ev_x100": {ev}{sh034}, "block_limit": {limit}}}"#),
        )
    })
}

/// A monster attacker by HD, sometimes automatic, as both releases take it.
fn attacker() -> impl Strategy<Value = String> {
    (1..=30i32, any::<bool>(), -5..=20i32, prop::bool::weighted(0.1), 1..=2u32).prop_map(
        |(hd, fighter, w, auto_hit, attacks)| {
            format!(
                r#"{{"monster_hd": {hd}, "fighter": {fighter}, "weapon_to_hit": {w}, "auto_hit": {auto_hit}, "attacks": {attacks}}}"#
            )
        },
    )
}

/// A hit, turn or threat scenario under 0.31 and the same under 0.34 with hundredths.
fn pair() -> impl Strategy<Value = (String, String)> {
    let hit = (defender(), attacker()).prop_map(|((d031, d034), a)| {
        let doc = |rules: &str, d: &str| {
            format!(r#"{{"name": "hit", "hit": {{"rules": "{rules}", "defender": {d}, "attackers": [{a}]}}}}"#)
        };
        (doc("dcss-0.31", &d031), doc("dcss-0.34", &d034))
    });
    let turn = (defender(), prop::collection::vec(attacker(), 1..=3), 1..=3u32).prop_map(
        |((d031, d034), a, turns)| {
            let doc = |rules: &str, d: &str| {
                format!(
                    r#"{{"name": "turn", "turn": {{"rules": "{rules}", "defender": {d}, "attackers": [{}], "turns": {turns}}}}}"#,
                    a.join(", ")
                )
            };
            (doc("dcss-0.31", &d031), doc("dcss-0.34", &d034))
        },
    );
    let threat = (
        prop::sample::select(vec!["orc", "ogre", "troll", "orc warrior", "yak"]),
        (0..=4000i32, 0..=4000i32, 0..=3000i32),
    )
        .prop_map(|(m, (ev, sh, ac))| {
            let doc = |rules: &str, numbers: String| {
                format!(
                    r#"{{"name": "threat", "threat": {{"rules": "{rules}", "monster": "{m}", {numbers}, "hp": 40}}}}"#
                )
            };
            (
                doc(
                    "dcss-0.31",
                    format!(
                        r#""defender": {{"ev": {}, "sh_internal": {}}}, "ac": {}"#,
                        ev / 100,
                        sh / 100,
                        ac / 100
                    ),
                ),
                doc(
                    "dcss-0.34",
                    format!(r#""defender": {{"ev_x100": {ev}, "sh_internal_x100": {sh}}}, "ac_x100": {ac}"#),
                ),
            )
        });
    prop_oneof![2 => hit, 2 => turn, 1 => threat]
}

#[test]
fn drawn_hundredths_keep_the_031_paths() {
    let cases = crate::tier::size("ROGUESIM_PATH_SCENARIOS", 60, 600) as u32;
    let mut runner = TestRunner::new(Config {
        cases,
        rng_seed: RngSeed::Fixed(0x34),
        failure_persistence: None,
        max_global_rejects: cases * 10,
        ..Config::default()
    });
    runner
        .run(&pair(), |(t031, t034)| {
            let v031 = paths(&t031).map_err(TestCaseError::reject)?;
            let v034 = paths(&t034).map_err(|e| TestCaseError::fail(format!("{e}\n{t034}")))?;
            let fell = fallbacks(&v031, &v034);
            prop_assert!(
                fell.is_empty(),
                "under dcss-0.34 {fell:?}, which dcss-0.31 does not take ({v031:?})\n{t031}\n{t034}"
            );
            Ok(())
        })
        .unwrap();
}
