//! Named monsters on the command line (`docs/rules/monsters-and-dumps.md` §1–§3, §5): the
//! weapon mixture of `hit --monster`, a named monster's own round in `turn`, FrogComposband
//! races in `speed`, a monster's energy in `dcss-speed`, the listing of `monsters`, and the
//! errors a misspelt or ambiguous name gets.

use crate::support::{assert_bad_input, int, json_ok, num, write_file};
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use serde_json::Value;

fn small(args: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    v.extend(["--trials", "200000", "--seed", "11"].map(String::from));
    v
}

fn json(args: &[&str]) -> Value {
    let v = small(args);
    json_ok(&v.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Every finite `sigmas` entry anywhere under `estimate` is within [`MAX_SIGMAS`].
fn assert_sigmas_small(doc: &Value, what: &str) {
    fn walk(v: &Value, path: &str, what: &str) {
        match v {
            Value::Number(n) => {
                let s = n.as_f64().unwrap();
                assert!(s.abs() <= MAX_SIGMAS, "{what}: {path} = {s} sigmas");
            }
            Value::Array(a) => a
                .iter()
                .enumerate()
                .for_each(|(i, x)| walk(x, &format!("{path}/{i}"), what)),
            Value::Object(o) => o
                .iter()
                .for_each(|(k, x)| walk(x, &format!("{path}/{k}"), what)),
            _ => {}
        }
    }
    let sigmas = &doc["estimate"]["sigmas"];
    assert!(!sigmas.is_null(), "{what}: no estimate/sigmas");
    walk(sigmas, "sigmas", what);
}

#[test]
fn an_ogre_hits_with_the_mixture_of_its_two_clubs() {
    let doc = json(&["hit", "--monster", "ogre", "--ev", "18"]);
    assert_eq!(doc["monster"]["name"], "ogre");
    assert_eq!(int(&doc, "/monster/hd"), 5);
    assert_eq!(int(&doc, "/monster/depth"), 10);
    assert_eq!(doc["monster"]["depth_is_default"], true);
    let by = doc["exact"]["by_weapon"].as_array().unwrap();
    assert_eq!(by.len(), 2, "{by:?}");
    let club = &by[0];
    assert_eq!(club["weapon"], "giant club");
    assert_eq!(club["plus"], 0);
    assert!((num(club, "/probability") - 2.0 / 3.0).abs() < EXACT);
    // 18 + 5·3/2 = 25, giant club accuracy −6, spiked −7 (`monsters-and-dumps.md` §1.3).
    assert_eq!(int(club, "/to_hit"), 19);
    assert_eq!(by[1]["weapon"], "giant spiked club");
    assert_eq!(int(&by[1], "/to_hit"), 18);
    let mixture: f64 = by
        .iter()
        .map(|w| num(w, "/probability") * num(w, "/p_hit"))
        .sum();
    assert!((num(&doc, "/exact/p_hit") - mixture).abs() < EXACT);
    let total: f64 = by.iter().map(|w| num(w, "/probability")).sum();
    assert!((total - 1.0).abs() < EXACT);
    let s = num(&doc, "/estimate/sigmas");
    assert!(s.abs() <= MAX_SIGMAS, "{s} sigmas");
}

#[test]
fn a_random_weapon_mixture_is_estimated_within_five_sigmas_and_reproducibly() {
    let cmd = [
        "hit",
        "--monster",
        "orc warrior",
        "--depth",
        "7",
        "--ev",
        "12",
        "--sh",
        "6",
    ];
    let doc = json(&cmd);
    let by = doc["exact"]["by_weapon"].as_array().unwrap();
    assert!(by.len() > 14, "NAGA_WEAPONS with pluses: {}", by.len());
    let total: f64 = by.iter().map(|w| num(w, "/probability")).sum();
    assert!((total - 1.0).abs() < 1e-12, "{total}");
    assert!(num(&doc, "/estimate/sigmas").abs() <= MAX_SIGMAS);
    let mut one = small(&cmd);
    one.extend(["--threads", "1", "--format", "json"].map(String::from));
    let one: Value = serde_json::from_str(&crate::support::stdout_ok(
        &one.iter().map(String::as_str).collect::<Vec<_>>(),
    ))
    .unwrap();
    assert_eq!(one["estimate"], doc["estimate"]);
}

#[test]
fn a_pinned_weapon_adds_its_accuracy_and_plus() {
    let doc = json(&[
        "hit",
        "--monster",
        "orc warrior",
        "--weapon",
        "long sword",
        "--weapon-plus",
        "2",
        "--ev",
        "10",
    ]);
    let by = doc["exact"]["by_weapon"].as_array().unwrap();
    assert_eq!(by.len(), 1);
    // 28 (HD 4 fighter) + long sword +1 + enchantment 2.
    assert_eq!(int(&by[0], "/to_hit"), 31);
    assert_eq!(doc["monster"]["weapon"], "pinned");
}

#[test]
fn a_named_monster_turn_uses_its_own_round() {
    let doc = json(&[
        "turn",
        "--monster",
        "hydra",
        "--heads",
        "5",
        "--ev",
        "10",
        "--sh",
        "10",
        "--count",
        "2",
    ]);
    assert_eq!(
        doc["exact"]["p_land_by_attack"].as_array().unwrap().len(),
        10
    );
    assert_sigmas_small(&doc, "hydra ×2");
    let doc = json(&[
        "turn",
        "--monster",
        "orc warrior",
        "--count",
        "3",
        "--ev",
        "12",
        "--sh",
        "8",
    ]);
    assert_eq!(doc["monsters"][0]["name"], "orc warrior");
    assert_sigmas_small(&doc, "orc warriors ×3");
    let lands: f64 = doc["exact"]["lands_distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_f64().unwrap())
        .sum();
    assert!((lands - 1.0).abs() < EXACT);
}

#[test]
fn frog_races_give_their_speed_and_placement_spread() {
    let grip = json(&[
        "speed",
        "--player-speed",
        "0",
        "--monster",
        "Grip, Farmer Maggot's dog",
    ]);
    let plus10 = json(&["speed", "--player-speed", "0", "--monster-speed", "10"]);
    assert_eq!(grip["exact"], plus10["exact"]);
    assert_eq!(grip["derived"]["monster"], "Grip, Farmer Maggot's dog");
    let spider = json(&["speed", "--player-speed", "0", "--monster", "cave spider"]);
    let varied = json(&[
        "speed",
        "--player-speed",
        "0",
        "--monster-speed",
        "10",
        "--non-unique",
    ]);
    assert_eq!(spider["exact"], varied["exact"]);
    assert_eq!(spider["derived"]["non_unique"], true);
}

#[test]
fn a_named_monster_brings_its_energy_to_dcss_speed() {
    let ogre = json(&["dcss-speed", "--monster", "ogre", "--attack-delay", "10"]);
    assert_eq!(int(&ogre, "/derived/first_action_energy"), 15);
    let numbers = json(&[
        "dcss-speed",
        "--monster-speed",
        "10",
        "--monster-action-cost",
        "15",
        "--attack-delay",
        "10",
    ]);
    assert_eq!(ogre["exact"], numbers["exact"]);
    let chase = json(&[
        "dcss-speed",
        "--monster",
        "ogre",
        "--move",
        "10",
        "--pursuit",
        "adjacent",
    ]);
    assert_eq!(int(&chase, "/derived/first_action_energy"), 10);
    assert_eq!(int(&chase, "/derived/later_action_energy"), 15);
}

#[test]
fn names_are_looked_up_with_suggestions_and_ambiguity_is_explained() {
    assert_bad_input(
        &["hit", "--monster", "ogr", "--ev", "10"],
        &["--monster", "ogre"],
    );
    // The 0.31 table has two shadows (0.34 only one).
    assert_bad_input(
        &[
            "hit",
            "--rules",
            "dcss-0.31",
            "--monster",
            "shadow",
            "--ev",
            "10",
        ],
        &["MONS_SHADOW", "MONS_PLAYER_SHADOW"],
    );
    assert_bad_input(
        &["hit", "--monster", "hydra", "--ev", "10"],
        &["--heads", "head"],
    );
    assert_bad_input(
        &[
            "hit",
            "--monster",
            "ogre",
            "--weapon",
            "giant clubb",
            "--ev",
            "10",
        ],
        &["--weapon", "giant club"],
    );
    assert_bad_input(
        &["hit", "--monster", "ogre", "--depth", "99", "--ev", "10"],
        &["--depth"],
    );
    assert_bad_input(
        &["speed", "--player-speed", "0", "--monster", "gripp"],
        &["Grip"],
    );
    let none = json_ok(&["monsters", "zzzzqx"]);
    assert_eq!(none["closest_only"], true);
}

#[test]
fn the_monsters_listing_finds_by_part_of_a_name() {
    let doc = json_ok(&["monsters", "orc"]);
    let names: Vec<&str> = doc["dcss"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"orc knight") && names.contains(&"orc warrior"),
        "{names:?}"
    );
    let knight = json_ok(&["monsters", "orc knight"]);
    assert_eq!(knight["entry"]["monster"]["hd"], 9);
    let by = knight["entry"]["melee_to_hit"]["by_weapon"]
        .as_array()
        .unwrap();
    assert!(by.len() > 10);
    let frog = json_ok(&["monsters", "novice warrior", "--game", "frog"]);
    assert!(frog["frog"].as_array().unwrap().len() >= 2);
}

#[test]
fn scenario_files_name_monsters_and_characters() {
    let dir = tempfile::tempdir().unwrap();
    let dump = format!(
        "{}/../../examples/characters/minotaur-fighter-plate-kite.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::copy(&dump, dir.path().join("me.txt")).unwrap();
    let file = write_file(
        dir.path(),
        "ogre.json",
        r#"{"name": "an ogre against me",
            "hit": {"defender": {"character": "me.txt"},
                    "attackers": [{"monster": "ogre"}]}}"#,
    );
    let doc = json(&["run", &file]);
    assert_eq!(doc["monster"]["name"], "ogre");
    let flags = json(&["hit", "--monster", "ogre", "--character", &dump]);
    assert_eq!(doc["exact"], flags["exact"]);
}
