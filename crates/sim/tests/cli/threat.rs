//! `roguesim threat` (`docs/rules/monsters-and-dumps.md` §5): every DCSS monster either gets
//! its report or a one-line reason; the report's Monte Carlo values sit within 5 sigmas of
//! the exact ones, identically for any thread count; a defender who steps away meets the
//! attack of opportunity among the blows that land before it acts again.

use crate::support::{assert_bad_input, json_ok, num, stdout_ok};
use mechanics::dcss::monsters;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use roguesim::dcss::input::DefenderSpec;
use roguesim::dcss::threat::exact::threat_laws;
use roguesim::dcss::threat::survival::{damage_variants, threat_survival};
use roguesim::dcss::threat::{ThreatAction, ThreatSpec};
use serde_json::Value;

fn spec(rules: RuleSet, monster: &str, heads: Option<u32>) -> ThreatSpec {
    ThreatSpec {
        rules: Some(rules),
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
        ac_x100: None,
        hp: Some(60),
        offence: None,
        ranged: None,
    }
}

/// Under both rule sets, every monster of the release's table.
#[test]
fn every_monster_gets_its_laws_or_one_line_why_not() {
    for rules in RuleSet::ALL {
        every_monster_of(rules);
    }
}

fn every_monster_of(rules: RuleSet) {
    // The fast tier checks every second monster (the first included), the full tier all.
    let stride = crate::tier::size("ROGUESIM_MONSTER_STRIDE", 2, 1) as usize;
    let (mut reported, mut refused) = (0, Vec::new());
    for m in monsters::all_in(rules).iter().step_by(stride) {
        let heads = m.head_limit().map(|l| l.min.max(5).min(l.max) as u32);
        let s = spec(rules, &m.id, heads);
        match s.resolve() {
            Ok(setup) => {
                let laws = threat_laws(&setup).unwrap_or_else(|e| panic!("{}: {e}", m.name));
                let body = setup.body.expect("AC and HP are given");
                let variants = damage_variants(&setup, &body, &Default::default());
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
    assert!(
        reported > 500 / stride,
        "{rules}: {reported} reported, refused: {refused:#?}"
    );
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
    // A ballistomycete has no melee and only Sporulate, which is not an attack: under either
    // rule set it gets a report listing Sporulate as not modelled, one line, and is not
    // refused.
    for rules in ["dcss-0.31", "dcss-0.34"] {
        let doc = json_ok(&[
            "threat",
            "--rules",
            rules,
            "--monster",
            "ballistomycete",
            "--ev",
            "10",
            "--trials",
            "1000",
        ]);
        let catalog = doc["ranged"]["catalog"].as_array().expect("a catalog");
        assert_eq!(catalog.len(), 1, "{rules}");
        assert_eq!(catalog[0]["attack"], "Sporulate", "{rules}");
        assert_eq!(catalog[0]["modelled"], false, "{rules}");
        assert!(doc["ranged"]["attacks"].as_array().unwrap().is_empty());
    }
}

/// Under both rule sets: P(dead within k turns) never falls, the Monte Carlo agrees, and the
/// same defender as numbers (whole under dcss-0.31, hundredths under dcss-0.34) gives the
/// same survival.
#[test]
fn a_troll_against_plate_ends_in_the_turns_you_have() {
    for (rules, ev_flag, ev_key, ac_flag, ac_key) in [
        ("dcss-0.31", "--ev", "ev", "--ac", "ac"),
        ("dcss-0.34", "--ev-x100", "ev_x100", "--ac-x100", "ac_x100"),
    ] {
        let build = [
            "--rules",
            rules,
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
        let numbers = threat(&[
            "--rules",
            rules,
            "--monster",
            "troll",
            ev_flag,
            &doc["derived"][ev_key].to_string(),
            ac_flag,
            &doc["damage"][ac_key].to_string(),
            "--hp",
            &doc["damage"]["hp"].to_string(),
        ]);
        assert_eq!(
            numbers["exact"]["p_dead_within_turns"], doc["exact"]["p_dead_within_turns"],
            "{rules}"
        );
    }
}

#[test]
fn with_numbers_damage_needs_the_ac_and_survival_the_hp() {
    // An AC alone: the damage per round after it, and no survival (that needs the HP).
    let doc = threat(&["--monster", "troll", "--ev", "10", "--ac", "5"]);
    assert!(
        doc["damage"]["round_mean"]
            .as_f64()
            .is_some_and(|m| m > 0.0),
        "{doc}"
    );
    assert!(doc["damage"].get("hp").is_none(), "{doc}");
    assert!(doc["exact"]["expected_turns_to_death"].is_null(), "{doc}");
    assert!(
        doc.get("fights_simulated").is_none_or(Value::is_null),
        "{doc}"
    );
    // An HP alone says nothing about damage: refused, naming --ac.
    assert_bad_input(
        &["threat", "--monster", "troll", "--ev", "10", "--hp", "50"],
        &["--ac"],
    );
    let doc = threat(&["--monster", "troll", "--ev", "10"]);
    assert!(doc.get("damage").is_none());
}

/// The brand weights of every weapon type of `rules`' table, `name → (unbranded, total)`, from
/// the embedded data (`crates/mechanics/data/dcss-*-weapon-brands.json`).
fn brand_weights(rules: RuleSet) -> std::collections::HashMap<String, (i64, i64)> {
    let file = match rules {
        RuleSet::Dcss031 => "dcss-0.31-weapon-brands.json",
        RuleSet::Dcss034 => "dcss-0.34-weapon-brands.json",
    };
    let path = format!("{}/../mechanics/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let data: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    data["weapons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            let n = |k: &str| w[k].as_i64().unwrap();
            (
                w["name"].as_str().unwrap().to_string(),
                (n("normal_weight"), n("total_weight")),
            )
        })
        .collect()
}

/// Issue #25: the orc knight's weapon mixture under both rule sets sums to exactly 1 (its
/// exact rationals; the JSON's doubles to [`EXACT`]), and the two differ only where the
/// tables do: the 0.34 weapon list adds the partisan (every other type keeps its share of
/// the rest), and a type's enchantment law is a function of its brand weights (unbranded,
/// total), the same wherever those are the same and different wherever they differ.
#[test]
fn the_orc_knights_weapons_differ_only_where_the_tables_do() {
    use num_traits::One;
    use roguesim::dcss::named::{MonsterRequest, NamedMonster};
    use std::collections::HashMap;
    type Laws = HashMap<(RuleSet, String), HashMap<i64, f64>>;
    let (mut laws, mut shares): (Laws, HashMap<(RuleSet, String), f64>) = Default::default();
    for rules in RuleSet::ALL {
        let doc = threat(&[
            "--rules",
            rules.name(),
            "--monster",
            "orc knight",
            "--ev",
            "10",
        ]);
        assert_eq!(doc["rules"], format!("{rules}, shields 0.31"));
        let by_weapon = doc["by_weapon"].as_array().unwrap();
        let total: f64 = by_weapon
            .iter()
            .map(|w| w["probability"].as_f64().unwrap())
            .sum();
        assert!((total - 1.0).abs() < EXACT, "{rules}: {total}");
        let named = NamedMonster::resolve(MonsterRequest {
            rules,
            name: "orc knight",
            depth: None,
            weapon: None,
            weapon_plus: None,
            heads: None,
            allow_no_melee: false,
        })
        .unwrap();
        let exact = named
            .law
            .outcomes
            .iter()
            .map(|o| o.exact.clone())
            .reduce(|a, b| a + b)
            .unwrap();
        assert!(exact.is_one(), "{rules}: the exact mixture sums to {exact}");
        assert_eq!(named.law.outcomes.len(), by_weapon.len(), "{rules}");
        for (o, w) in named.law.outcomes.iter().zip(by_weapon) {
            // (serde_json reads a double back to within an ulp.)
            let json = w["probability"].as_f64().unwrap();
            assert!((json - o.probability).abs() < EXACT, "{rules}");
            let weapon = w["weapon"].as_str().unwrap().to_string();
            let p = o.probability;
            *shares.entry((rules, weapon.clone())).or_default() += p;
            *laws
                .entry((rules, weapon))
                .or_default()
                .entry(w["plus"].as_i64().unwrap())
                .or_default() += p;
        }
    }
    // The weapon types: 0.34's list is 0.31's with the partisan added.
    let partisan = shares[&(RuleSet::Dcss034, "partisan".to_string())];
    assert!(partisan > 0.0);
    for ((rules, weapon), share) in &shares {
        if *rules == RuleSet::Dcss031 {
            let later = shares[&(RuleSet::Dcss034, weapon.clone())];
            assert!(
                (share * (1.0 - partisan) - later).abs() < EXACT,
                "{weapon}: {share} under 0.31, {later} under 0.34"
            );
        }
    }
    // The enchantment law given the type, by brand weights.
    let weights: HashMap<RuleSet, _> = RuleSet::ALL.map(|r| (r, brand_weights(r))).into();
    let conditional: Vec<((i64, i64), HashMap<i64, f64>)> = laws
        .iter()
        .map(|((rules, weapon), law)| {
            let share = shares[&(*rules, weapon.clone())];
            let law = law.iter().map(|(plus, p)| (*plus, p / share)).collect();
            (weights[rules][weapon], law)
        })
        .collect();
    let same = |a: &HashMap<i64, f64>, b: &HashMap<i64, f64>| {
        a.keys()
            .chain(b.keys())
            .all(|k| (a.get(k).unwrap_or(&0.0) - b.get(k).unwrap_or(&0.0)).abs() < EXACT)
    };
    for (wa, la) in &conditional {
        for (wb, lb) in &conditional {
            assert_eq!(wa == wb, same(la, lb), "brand weights {wa:?} and {wb:?}");
        }
    }
}
