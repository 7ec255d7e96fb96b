//! `roguesim threat` (`docs/rules/monsters-and-dumps.md` §5): every DCSS monster either gets
//! its report or a one-line reason; the report's Monte Carlo values sit within 5 sigmas of
//! the exact ones, identically for any thread count; a defender who steps away meets the
//! attack of opportunity among the blows that land before it acts again.

use crate::support::{assert_bad_input, json_ok, num, stdout_ok};
use mechanics::dcss::monsters;
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use roguesim::dcss::input::DefenderSpec;
use roguesim::dcss::threat::exact::threat_laws;
use roguesim::dcss::threat::survival::{damage_variants, threat_survival};
use roguesim::dcss::threat::{ThreatAction, ThreatSpec};
use serde_json::Value;

fn spec(monster: &str, heads: Option<u32>) -> ThreatSpec {
    ThreatSpec {
        defender: DefenderSpec {
            ev: Some(15),
            sh_internal: Some(16),
            ..DefenderSpec::default()
        },
        monster: monster.to_string(),
        depth: None,
        weapon: None,
        weapon_plus: None,
        heads,
        count: 2,
        player_action: ThreatAction::Move,
        delay: None,
        shield_rules: Default::default(),
        situation: Default::default(),
        ac: Some(6),
        hp: Some(60),
        offence: None,
    }
}

#[test]
fn every_monster_gets_its_laws_or_one_line_why_not() {
    let (mut reported, mut refused) = (0, Vec::new());
    for m in monsters::all() {
        let heads = m.head_limit().map(|l| l.min.max(5).min(l.max) as u32);
        let s = spec(&m.id, heads);
        match s.resolve() {
            Ok(setup) => {
                let laws = threat_laws(&setup).unwrap_or_else(|e| panic!("{}: {e}", m.name));
                let variants = damage_variants(&setup, 6, &Default::default());
                let total: f64 = variants.iter().map(|v| v.probability).sum();
                assert!((total - 1.0).abs() < EXACT, "{}: {total}", m.name);
                if let Ok(law) = threat_survival(&setup, &variants, 60) {
                    assert!(
                        law.p_dead_within_turns
                            .iter()
                            .all(|p| (0.0..=1.0 + EXACT).contains(p))
                    );
                }
                let total: f64 = laws.lands_before_you_act.iter().sum();
                assert!((total - 1.0).abs() < EXACT, "{}: {total}", m.name);
                let round: f64 = laws.round.lands.iter().sum();
                assert!((round - 1.0).abs() < EXACT, "{}: {round}", m.name);
                reported += 1;
            }
            Err(e) => {
                let text = e.to_string();
                assert!(!text.contains('\n'), "{}: {text}", m.name);
                refused.push(format!("{}: {text}", m.name));
            }
        }
    }
    // Only monsters without melee attacks or without stats of their own are refused.
    for r in &refused {
        assert!(
            r.contains("no melee attacks") || r.contains("HD "),
            "unexpected refusal {r}"
        );
    }
    assert!(reported > 500, "{reported} reported, refused: {refused:#?}");
}

fn threat(extra: &[&str]) -> Value {
    let mut args = vec!["threat", "--trials", "200000", "--seed", "4"];
    args.extend_from_slice(extra);
    json_ok(&args)
}

fn sigmas_within(doc: &Value) {
    fn walk(v: &Value, path: &str) {
        match v {
            Value::Number(n) => {
                let s = n.as_f64().unwrap();
                assert!(s.abs() <= MAX_SIGMAS, "{path}: {s} sigmas");
            }
            Value::Array(a) => a
                .iter()
                .enumerate()
                .for_each(|(i, x)| walk(x, &format!("{path}/{i}"))),
            Value::Object(o) => o.iter().for_each(|(k, x)| walk(x, &format!("{path}/{k}"))),
            _ => {}
        }
    }
    walk(&doc["estimate"]["sigmas"], "sigmas");
}

const KNIGHT: [&str; 14] = [
    "--monster",
    "orc knight",
    "--species",
    "human",
    "--dex",
    "14",
    "--str",
    "16",
    "--body",
    "scale mail",
    "--shield",
    "kite",
    "--shields-skill",
    "6",
];

#[test]
fn a_threat_report_agrees_with_its_exact_laws_for_any_thread_count() {
    let doc = threat(&KNIGHT);
    for key in [
        "/exact/p_land_by_attack",
        "/exact/round_lands",
        "/exact/actions_per_player_action",
        "/exact/lands_before_you_act",
        "/exact/p_at_least_2_before_you_act",
        "/by_weapon",
        "/monster/attacks",
    ] {
        assert!(doc.pointer(key).is_some(), "missing {key}");
    }
    sigmas_within(&doc);
    let mut one = KNIGHT.to_vec();
    one.extend(["--threads", "1"]);
    assert_eq!(threat(&one)["estimate"], doc["estimate"]);
    let table = stdout_ok(&[&["threat", "--trials", "20000"][..], &KNIGHT[..]].concat());
    assert!(
        table.contains("blows that land before you act again"),
        "{table}"
    );
    assert!(table.contains("P(at least 2)"), "{table}");
}

#[test]
fn stepping_away_meets_the_attack_of_opportunity() {
    let doc = threat(&[
        "--monster",
        "orc warrior",
        "--ev",
        "12",
        "--player-action",
        "move",
        "--count",
        "2",
    ]);
    let opp = num(&doc, "/exact/opportunity_attacks_per_action");
    let acts = 1.0 - num(&doc, "/exact/actions_per_player_action/0");
    assert!((opp - acts / 3.0).abs() < EXACT, "{opp} vs {acts}/3");
    // A monster following the defender spends its first action each round closing in: its
    // melee rounds are the attack of opportunity and its later actions.
    let law = |key: &str| -> Vec<f64> {
        doc.pointer(key)
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_f64().unwrap())
            .collect()
    };
    let rounds: f64 = law("/exact/melee_rounds_before_you_act")
        .iter()
        .enumerate()
        .map(|(r, p)| r as f64 * p)
        .sum();
    let later: f64 = law("/exact/actions_per_player_action")
        .iter()
        .enumerate()
        .skip(2)
        .map(|(n, p)| (n - 1) as f64 * p)
        .sum();
    assert!(
        (rounds - (opp + later)).abs() < EXACT,
        "{rounds} vs {opp} + {later}"
    );
    assert!(num(&doc, "/exact/p_at_least_2_before_you_act") > 0.0);
    sigmas_within(&doc);
    let fight = threat(&["--monster", "orc warrior", "--ev", "12", "--count", "2"]);
    assert!(
        num(&fight, "/exact/mean_lands_before_you_act")
            > num(&doc, "/exact/mean_lands_before_you_act")
    );
}

#[test]
fn threat_refuses_what_it_cannot_answer() {
    assert_bad_input(&["threat", "--monster", "ogre"], &["--species", "ev"]);
    assert_bad_input(
        &["threat", "--monster", "ogre", "--ev", "10", "--count", "9"],
        &["--count"],
    );
    assert_bad_input(
        &[
            "threat",
            "--monster",
            "ogre",
            "--ev",
            "10",
            "--player-action",
            "wait",
            "--delay",
            "12",
        ],
        &["--delay"],
    );
    assert_bad_input(
        &["threat", "--monster", "ballistomycete", "--ev", "10"],
        &["--monster"],
    );
}

#[test]
fn a_troll_against_plate_ends_in_the_turns_you_have() {
    let build = [
        "--monster",
        "troll",
        "--species",
        "minotaur",
        "--dex",
        "10",
        "--str",
        "20",
        "--body",
        "plate",
        "--armour-skill",
        "12",
        "--xl",
        "14",
        "--fighting",
        "12",
    ];
    let doc = threat(&build);
    let dead = doc["exact"]["p_dead_within_turns"].as_array().unwrap();
    assert_eq!(dead.len(), 10);
    let mut last = 0.0;
    for p in dead {
        let p = p.as_f64().unwrap();
        assert!(
            p >= last - 1e-15,
            "P(dead within k) must not fall: {dead:?}"
        );
        last = p;
    }
    assert!(num(&doc, "/exact/expected_turns_to_death") > 1.0);
    assert!(num(&doc, "/damage/round_mean") > 0.0);
    assert_eq!(doc["damage"]["hp"], doc["damage"]["max_hp"]);
    sigmas_within(&doc);
    let mut one = build.to_vec();
    one.extend(["--threads", "1"]);
    assert_eq!(threat(&one)["estimate"], doc["estimate"]);
    // The same defender as numbers gives the same survival.
    let numbers = threat(&[
        "--monster",
        "troll",
        "--ev",
        &doc["derived"]["ev"].to_string(),
        "--ac",
        &doc["damage"]["ac"].to_string(),
        "--hp",
        &doc["damage"]["hp"].to_string(),
    ]);
    assert_eq!(
        numbers["exact"]["p_dead_within_turns"],
        doc["exact"]["p_dead_within_turns"]
    );
}

#[test]
fn damage_needs_both_ac_and_hp_with_numbers() {
    assert_bad_input(
        &["threat", "--monster", "troll", "--ev", "10", "--ac", "5"],
        &["--hp"],
    );
    assert_bad_input(
        &["threat", "--monster", "troll", "--ev", "10", "--hp", "50"],
        &["--ac"],
    );
    let doc = threat(&["--monster", "troll", "--ev", "10"]);
    assert!(doc.get("damage").is_none());
}
