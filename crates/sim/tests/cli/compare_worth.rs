//! `roguesim compare` and `roguesim worth`: every value is the single run it is made of,
//! `compare` names the better side by the direction of each quantity and its Monte Carlo
//! sides are the single runs on seeds S and S + 1, and `worth` ranks by the change in
//! expected landed attacks per turn.

use crate::support::{assert_bad_input, json_ok};
use mechanics::tolerance::EXACT;
use roguesim::scenario::Quantities;
use roguesim::schema::{find, schema_json};
use serde_json::Value;

fn single(args: &[&str]) -> Quantities {
    Quantities::of(&json_ok(args), "").unwrap()
}

fn quantity<'a>(doc: &'a Value, key: &str) -> &'a Value {
    doc["quantities"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["key"] == key)
        .unwrap_or_else(|| panic!("no quantity {key}"))
}

fn assert_valid(kind: &str, doc: &Value) {
    let kind = find(kind).unwrap();
    let schema: Value = serde_json::from_slice(&schema_json(&kind).unwrap()).unwrap();
    let validator = crate::support::schema_validator(&schema);
    let errors: Vec<String> = validator.iter_errors(doc).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
}

const BUILD: [&str; 8] = [
    "--species",
    "human",
    "--dex",
    "14",
    "--str",
    "16",
    "--shields-skill",
    "8",
];

#[test]
fn compare_sides_are_the_single_runs_and_the_better_side_follows_the_defender() {
    let doc = json_ok(
        &[
            &["compare", "hit", "--monster", "ogre"][..],
            &BUILD,
            &["--a", "shield=kite", "--b", "shield=tower"],
        ]
        .concat(),
    );
    assert_valid("compare", &doc);
    let side = |shield: &str| {
        single(
            &[
                &["hit", "--monster", "ogre"][..],
                &BUILD,
                &["--shield", shield, "--trials", "1"],
            ]
            .concat(),
        )
    };
    let (a, b) = (side("kite"), side("tower"));
    for q in doc["quantities"].as_array().unwrap() {
        let key = q["key"].as_str().unwrap();
        assert_eq!(q["a"].as_f64(), a.get(key), "A {key}");
        assert_eq!(q["b"].as_f64(), b.get(key), "B {key}");
        if let (Some(x), Some(y)) = (q["a"].as_f64(), q["b"].as_f64()) {
            assert_eq!(q["difference"].as_f64(), Some(y - x), "{key}");
        }
    }
    let p_hit = quantity(&doc, "exact.p_hit");
    assert_eq!(p_hit["direction"], "lower");
    let better = if b.get("exact.p_hit") < a.get("exact.p_hit") {
        "b"
    } else {
        "a"
    };
    assert_eq!(p_hit["better"], better);
    assert_eq!(
        quantity(&doc, "derived.sh_x100")["better"],
        "b",
        "the tower's SH is higher"
    );
    assert_eq!(doc["verdict"]["quantity"], "P(hit)");
    assert_eq!(doc["verdict"]["better"], better);
}

#[test]
fn two_characters_compare_as_their_single_runs() {
    let chars = "../../examples/characters/";
    let a = format!("character={chars}minotaur-fighter-plate-kite.txt");
    let b = format!("character={chars}troll-berserker-troll-leather-tower.txt");
    let doc = json_ok(&[
        "compare",
        "turn",
        "--monster",
        "orc warrior",
        "--count",
        "2",
        "--a",
        &a,
        "--b",
        &b,
    ]);
    for (side, file) in [("a", &a), ("b", &b)] {
        let path = file.trim_start_matches("character=");
        let run = single(&[
            "turn",
            "--monster",
            "orc warrior",
            "--count",
            "2",
            "--character",
            path,
            "--trials",
            "1",
        ]);
        for key in [
            "exact.p_land_by_attack[1]",
            "derived.ev",
            "derived.sh",
            "exact.lands_distribution[0]",
        ] {
            assert_eq!(
                quantity(&doc, key)[side].as_f64(),
                run.get(key),
                "{side} {key}"
            );
        }
    }
}

#[test]
fn monte_carlo_sides_run_on_seeds_s_and_s_plus_one() {
    let base = [
        "--monster-hd",
        "5",
        "--ev",
        "15",
        "--sh-internal",
        "27",
        "--attacks",
        "4",
    ];
    let doc = json_ok(
        &[
            &["compare", "turn"][..],
            &base,
            &[
                "--a",
                "shield-rules=0.31",
                "--b",
                "shield-rules=0.19",
                "--trials",
                "20000",
                "--seed",
                "11",
            ],
        ]
        .concat(),
    );
    assert_valid("compare", &doc);
    assert_eq!(doc["seeds"], serde_json::json!([11, 12]));
    let side = |rules: &str, seed: &str| {
        single(
            &[
                &["turn"][..],
                &base,
                &["--shield-rules", rules, "--trials", "20000", "--seed", seed],
            ]
            .concat(),
        )
    };
    let (a, b) = (side("0.31", "11"), side("0.19", "12"));
    for key in ["exact.p_block_by_attack[3]", "exact.lands_distribution[0]"] {
        let q = quantity(&doc, key);
        let (ea, eb) = (a.estimate_of(key).unwrap(), b.estimate_of(key).unwrap());
        assert_eq!(q["estimate"]["a"].as_f64(), Some(ea.0), "{key}");
        assert_eq!(q["estimate"]["b"].as_f64(), Some(eb.0), "{key}");
        assert_eq!(q["estimate"]["difference"].as_f64(), Some(eb.0 - ea.0));
        let ci: Vec<f64> = q["estimate"]["difference_ci95"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        assert!(ci[0] < eb.0 - ea.0 && eb.0 - ea.0 < ci[1], "{key}: {ci:?}");
    }
    // The 0.31 limit lets the fourth attack through more often than the 0.19 pierce.
    assert_eq!(quantity(&doc, "exact.p_block_by_attack[3]")["better"], "a");
}

#[test]
fn compare_refuses_what_it_cannot_set() {
    assert_bad_input(
        &[
            "compare",
            "hit",
            "--monster-hd",
            "5",
            "--ev",
            "10",
            "--a",
            "kite",
        ],
        &["--a: 'kite' is not FLAG=VALUE"],
    );
    assert_bad_input(
        &[
            "compare",
            "hit",
            "--monster-hd",
            "5",
            "--ev",
            "10",
            "--b",
            "bogus=3",
        ],
        &["--b: hit has no flag 'bogus'; allowed: "],
    );
    assert_bad_input(
        &["compare", "hit", "--monster-hd", "5", "--ev", "10"],
        &["--a: give what differs"],
    );
}

const WORTH: [&str; 16] = [
    "--monster",
    "orc knight",
    "--species",
    "minotaur",
    "--dex",
    "12",
    "--str",
    "20",
    "--body",
    "chain mail",
    "--armour-skill",
    "8",
    "--shield",
    "kite",
    "--shields-skill",
    "6",
];

/// The flags of `turn` for the worth base with one flag changed.
fn changed(setting: &str) -> Vec<String> {
    let (flag, value) = setting.split_once('=').unwrap();
    let flag = format!("--{flag}");
    let mut args: Vec<String> = vec!["turn".into()];
    let mut i = 0;
    let mut replaced = false;
    while i < WORTH.len() {
        args.push(WORTH[i].into());
        if WORTH[i] == flag {
            args.push(value.into());
            replaced = true;
        } else {
            args.push(WORTH[i + 1].into());
        }
        i += 2;
    }
    if !replaced {
        args.extend([flag, value.to_string()]);
    }
    args.extend(["--trials".into(), "1".into()]);
    args
}

fn worth_values(run: &Quantities) -> [f64; 4] {
    let landed: f64 = run
        .0
        .iter()
        .filter(|(k, _)| k.starts_with("exact.p_land_by_attack["))
        .map(|(_, v)| v)
        .sum();
    // dcss-0.34 (the default) keeps EV and SH in hundredths: `worth` reports them in points.
    [
        run.get("derived.ev_x100").unwrap() / 100.0,
        run.get("derived.sh_x100").unwrap() / 200.0,
        run.get("exact.p_land_by_attack[0]").unwrap(),
        landed,
    ]
}

#[test]
fn worth_options_are_single_runs_ranked_by_turns_survived() {
    let doc = json_ok(&[&["worth"][..], &WORTH].concat());
    assert_valid("worth", &doc);
    let values =
        |v: &Value| ["ev", "sh", "p_hit", "landed_per_turn"].map(|k| v[k].as_f64().unwrap());
    let base = single(&[&["turn"][..], &WORTH, &["--trials", "1"]].concat());
    assert_eq!(values(&doc["base"]), worth_values(&base));
    let options = doc["options"].as_array().unwrap();
    let changes: Vec<&str> = options
        .iter()
        .map(|o| o["change"].as_str().unwrap())
        .collect();
    for c in [
        "+1 Str",
        "+1 Dex",
        "+1 Dodging",
        "+1 Armour",
        "+1 Shields",
        "+1 shield enchantment",
    ] {
        assert!(changes.contains(&c), "{c} missing from {changes:?}");
    }
    assert!(
        changes.contains(&"chain mail → plate armour"),
        "{changes:?}"
    );
    assert!(
        changes.contains(&"kite shield → tower shield"),
        "{changes:?}"
    );
    // Against one named monster the options rank by the turns you last, which AC moves
    // (landed attacks do not see it); each is the exact side of the single threat run.
    assert!(
        doc["ranked_by"]
            .as_str()
            .unwrap()
            .contains("turns you last"),
        "{}",
        doc["ranked_by"]
    );
    let turns = |args: &[&str]| {
        let threat = [&["threat"][..], &args[1..]].concat();
        single(&threat)
            .get("exact.expected_turns_to_death")
            .unwrap()
    };
    let mut previous = f64::INFINITY;
    for (i, o) in options.iter().enumerate() {
        assert_eq!(o["rank"].as_u64(), Some(i as u64 + 1));
        let args = changed(o["setting"].as_str().unwrap());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let survived = turns(&args);
        assert_eq!(o["values"]["turns_survived"].as_f64(), Some(survived));
        assert!(survived <= previous, "ranked by the turns you last");
        previous = survived;
        let run = worth_values(&single(&args));
        assert_eq!(values(&o["values"]), run, "{}", o["change"]);
        let delta = values(&o["delta"]);
        // Hundredths divided by 100 are not whole: serde_json reads a double back to
        // within an ulp.
        for (d, (v, b)) in delta.iter().zip(run.iter().zip(values(&doc["base"]))) {
            assert!(
                (d - (v - b)).abs() < EXACT,
                "{}: {d} against {}",
                o["change"],
                v - b
            );
        }
    }
    // AC counts: one more level of Armour lets you last longer.
    let armour = options.iter().find(|o| o["change"] == "+1 Armour").unwrap();
    assert!(armour["delta"]["turns_survived"].as_f64().unwrap() > 0.0);
}

/// With a character dump, the dump's weapon stays with every changed build: against a
/// monster whose duel is exact, the options rank by P(you win), each its threat run's
/// duel with the dump's weapon.
#[test]
fn worth_with_a_character_ranks_by_the_duel() {
    let dump = "../../examples/characters/minotaur-fighter-plate-kite.txt";
    let args = [
        "--character",
        dump,
        "--monster",
        "troll",
        "--rules",
        "dcss-0.31",
    ];
    let doc = json_ok(&[&["worth"][..], &args].concat());
    assert_valid("worth", &doc);
    assert!(
        doc["ranked_by"].as_str().unwrap().contains("P(you win"),
        "{}",
        doc["ranked_by"]
    );
    let threat = single(&[&["threat"][..], &args, &["--trials", "1"]].concat());
    assert_eq!(
        doc["base"]["p_win"].as_f64(),
        threat.get("duel.exact.p_win"),
        "the base is the threat's duel with the dump's weapon"
    );
    let p: Vec<f64> = doc["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["values"]["p_win"].as_f64().unwrap())
        .collect();
    assert!(
        p.windows(2).all(|w| w[0] >= w[1]),
        "ranked by P(win): {p:?}"
    );
}

/// `damage`'s modifier switches are fields a comparison can set: might makes the monster's
/// landed attacks hit harder, as the single runs say.
#[test]
fn compare_sets_damage_modifiers() {
    let base = ["--attack-damage", "20", "--ac", "5", "--rules", "dcss-0.31"];
    let doc = json_ok(
        &[
            &["compare", "damage"][..],
            &base,
            &["--a", "might=true", "--b", "weak=true"],
        ]
        .concat(),
    );
    assert_valid("compare", &doc);
    let mean = |flag: &str| {
        single(&[&["damage"][..], &base, &[flag, "--trials", "1"]].concat())
            .get("exact.mean")
            .unwrap()
    };
    let key = |k: &str| {
        quantity(&doc, k)["a"]
            .as_f64()
            .zip(quantity(&doc, k)["b"].as_f64())
    };
    assert_eq!(key("exact.mean"), Some((mean("--might"), mean("--weak"))));
    assert!(mean("--might") > mean("--weak"));
}

#[test]
fn worth_needs_a_build() {
    assert_bad_input(
        &["worth", "--monster", "ogre", "--ev", "10"],
        &["--ev: worth needs a build"],
    );
}
