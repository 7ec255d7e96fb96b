//! Every public vector of `crates/mechanics/tests/data/dcss-0.34.json` from the command line
//! (`docs/rules/dcss-0.34.md`): the 44 builds through `roguesim ev`, the 46 monster hits and
//! 24 player hits through `roguesim hit`, the 32 turns through `roguesim turn`, the 32 damage
//! laws through `roguesim damage` and the 24 max HP through `roguesim ev`. Integers and
//! displays exactly, laws and probabilities to [`EXACT_REFERENCE`], and every Monte Carlo
//! estimate beside them within [`MAX_SIGMAS`] standard errors.
//!
//! A vector whose inputs all have flags runs with flags (`--ev-x100`, `--sh-internal-x100`,
//! `--ac-x100`, `--slaying`, `--tempered`...); one with a situation or a 0.34-only term runs
//! as a scenario file (`roguesim run FILE`), with `"rules": "dcss-0.34"` in its object.

use std::path::Path;

use mechanics::dcss::data::species_in;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::{EXACT_REFERENCE, MAX_SIGMAS};
use serde_json::{Map, Value, json};

use crate::support::{at, json_ok, write_file};

fn vectors() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mechanics/tests/data/dcss-0.34.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Trials of every Monte Carlo side: enough for the 5-sigma check to mean something.
const TRIALS: &str = "4000";

fn flag(i: &Value, key: &str) -> bool {
    i.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn int(i: &Value, key: &str) -> i64 {
    i.get(key).and_then(Value::as_i64).unwrap_or(0)
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A probability against the stored one.
fn close(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_f64(), want.as_f64());
    assert!(
        matches!((g, w), (Some(g), Some(w)) if (g - w).abs() < EXACT_REFERENCE),
        "{what}: got {got}, want {want}"
    );
}

/// Two arrays of probabilities, entry by entry.
fn close_all(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_array().unwrap(), want.as_array().unwrap());
    assert_eq!(g.len(), w.len(), "{what}: {got} against {want}");
    for (k, (g, w)) in g.iter().zip(w).enumerate() {
        close(g, w, &format!("{what}[{k}]"));
    }
}

/// A law `{"value": p}` against the stored one: the same values, each probability close.
fn same_law(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_object().unwrap(), want.as_object().unwrap());
    let keys = |m: &Map<String, Value>| {
        let mut k: Vec<i64> = m.keys().map(|k| k.parse().unwrap()).collect();
        k.sort();
        k
    };
    assert_eq!(keys(g), keys(w), "{what}: {got} against {want}");
    for (k, p) in w {
        close(&g[k], p, &format!("{what} at {k}"));
    }
}

/// Every estimate's distance from its exact value, where the report gives one.
fn sigmas_within(doc: &Value, what: &str) {
    fn walk(v: &Value, what: &str) {
        match v {
            Value::Number(n) => {
                let s = n.as_f64().unwrap();
                assert!(s.abs() <= MAX_SIGMAS, "{what}: {s} standard errors");
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, what)),
            Value::Object(o) => o.values().for_each(|x| walk(x, what)),
            _ => {}
        }
    }
    if let Some(s) = doc["estimate"].get("sigmas") {
        walk(s, what);
    }
}

/// Runs `kind`'s scenario `object` from the command line: with `flags` when every input has
/// one, else as a scenario file in `dir`.
fn run(dir: &Path, kind: &str, object: Value, flags: Option<Vec<String>>, n: usize) -> Value {
    match flags {
        Some(mut args) => {
            args.splice(
                0..0,
                [kind.to_string(), "--rules".into(), "dcss-0.34".into()],
            );
            if kind != "ev" {
                args.extend([
                    "--trials".into(),
                    TRIALS.into(),
                    "--seed".into(),
                    "7".into(),
                ]);
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            json_ok(&args)
        }
        None => {
            let mut object = object;
            object["rules"] = json!("dcss-0.34");
            let file = write_file(
                dir,
                &format!("{kind}-{n}.json"),
                &json!({"name": "vector", kind: object}).to_string(),
            );
            let mut args = vec!["run", &file, "--seed", "7"];
            if kind != "ev" {
                args.extend(["--trials", TRIALS]);
            }
            json_ok(&args)
        }
    }
}

/// `--flag value` pairs and switches, in order.
fn flags(pairs: &[(&str, String)], switches: &[(&str, bool)]) -> Vec<String> {
    let mut out = Vec::new();
    for (f, v) in pairs {
        out.extend([format!("--{f}"), v.clone()]);
    }
    for (f, on) in switches {
        if *on {
            out.push(format!("--{f}"));
        }
    }
    out
}

/// Whether `input` has no key beyond `keys`.
fn only(input: &Value, keys: &[&str]) -> bool {
    input
        .as_object()
        .unwrap()
        .keys()
        .all(|k| keys.contains(&k.as_str()))
}

/// The `ev` scenario of a `builds` vector (a skill the species cannot train, which the game
/// reads as 0, given as 0), and its flags when it has no situation or 0.34-only term.
fn build_scenario(i: &Value) -> (Value, Option<Vec<String>>) {
    let species = i["species"].as_str().unwrap();
    let sp = species_in(RuleSet::Dcss034, species).unwrap();
    let skill = |key: &str, usable: bool| {
        if usable {
            i[key].as_f64().unwrap()
        } else {
            0.0
        }
    };
    let (armour, shields) = (
        skill("armour", sp.armour_skill_usable),
        skill("shields", sp.shields_skill_usable),
    );
    let aux: Vec<String> = i
        .get("aux")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|a| {
            format!(
                "{}{:+}",
                a["name"].as_str().unwrap(),
                a["plus"].as_i64().unwrap()
            )
        })
        .collect();
    let mut defender = json!({
        "species": species, "xl": i["xl"], "dex": i["dex"], "str": i["str"],
        "dodging": i["dodging"], "armour": armour, "shields": shields,
        "body_plus": int(i, "body_plus"), "shield_plus": int(i, "shield_plus"), "aux": aux,
    });
    for key in ["body", "shield"] {
        if let Some(v) = i.get(key) {
            defender[key] = v.clone();
        }
    }
    // "acrobat" is DUR_ACROBAT (moved or waited last): it counts with an acrobat source (a
    // Tengu's MUT_ACROBATIC here), and the Bane of Stumbling bites only with it.
    defender["bonuses"] = json!({
        "ring_evasion": int(i, "ring_ev"),
        "agility": flag(i, "agility"),
        "acrobat": flag(i, "acrobat") && sp.acrobatic,
    });
    defender["extra_sh"] = json!({"reflection": int(i, "reflection") > 0});
    defender["extras_034"] = json!({
        "stumbling": flag(i, "stumbling") && flag(i, "acrobat"),
        "reckless": i.get("mutations").and_then(|m| m.get("MUT_RECKLESS")).is_some(),
        "parrying": int(i, "parrying"),
        "revguard_tier": int(i, "revguard_tier"),
        "ring_protection": int(i, "ring_prot"),
        "corrosion": int(i, "corrosion"),
    });
    let situation = json!({
        "helpless": flag(i, "helpless"), "vertigo": flag(i, "vertigo"),
        "petrifying": flag(i, "petrifying"), "caught": flag(i, "caught"),
        "constricted": flag(i, "constricted"), "in_water": flag(i, "in_water"),
        "unseen_attacker": flag(i, "unseen_attacker"),
    });
    let plain = [
        "species",
        "xl",
        "str",
        "dex",
        "dodging",
        "armour",
        "shields",
        "body",
        "body_plus",
        "shield",
        "shield_plus",
        "aux",
    ];
    let by_flags = only(i, &plain).then(|| {
        let mut pairs = vec![
            ("species", species.to_string()),
            ("xl", text(&i["xl"])),
            ("dex", text(&i["dex"])),
            ("str", text(&i["str"])),
            ("dodging", text(&i["dodging"])),
            ("armour-skill", armour.to_string()),
            ("shields-skill", shields.to_string()),
            ("body-plus", int(i, "body_plus").to_string()),
            ("shield-plus", int(i, "shield_plus").to_string()),
        ];
        for (key, f) in [("body", "body"), ("shield", "shield")] {
            if let Some(v) = i.get(key) {
                pairs.push((f, text(v)));
            }
        }
        if !aux.is_empty() {
            pairs.push(("aux", aux.join(",")));
        }
        flags(&pairs, &[])
    });
    (
        json!({"defender": defender, "situation": situation}),
        by_flags,
    )
}

#[test]
fn every_build_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["builds"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 44);
    let mut by_flags = 0;
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("build {n}: {i}");
        let (object, flags) = build_scenario(i);
        by_flags += usize::from(flags.is_some());
        let doc = run(dir.path(), "ev", object, flags, n);
        assert_eq!(doc["rules"], "dcss-0.34", "{what}");
        for key in [
            "ev_x100",
            "ev_display",
            "sh_x100",
            "sh_display",
            "block_limit",
            "ac_x100",
            "ac_display",
        ] {
            assert_eq!(doc[key], case[key], "{what}: {key}");
        }
        for (got, want) in [
            ("natural_x100", "ev_natural_x100"),
            ("temp_mods", "ev_temp_mods"),
            ("body_penalty_x100", "body_penalty_x100"),
            ("shield_penalty_x100", "shield_penalty_x100"),
            ("aux_penalty_x100", "aux_penalty_x100"),
        ] {
            assert_eq!(doc["breakdown_034"][got], case[want], "{what}: {want}");
        }
        for key in ["ev_law", "sh_internal_law", "ac_law", "gdr_law"] {
            same_law(&doc[key], &case[key], &format!("{what}: {key}"));
        }
    }
    assert!(by_flags >= 20, "{by_flags} builds ran with flags");
}

#[test]
fn every_max_hp_vector_from_the_command_line() {
    let cases = vectors()["max_hp"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 24);
    for v in &cases {
        let doc = json_ok(&[
            "ev",
            "--rules",
            "dcss-0.34",
            "--species",
            v["species"].as_str().unwrap(),
            "--dex",
            "10",
            "--str",
            "10",
            "--xl",
            &text(&v["xl"]),
            "--fighting",
            &text(&v["fighting"]),
        ]);
        assert_eq!(doc["max_hp"], v["max_hp"], "{v}");
    }
}

/// The `hit` or `turn` scenario of a `monster_hit` or `turn` vector, and its flags when it
/// has no automatic hit, situation or confused monster.
fn monster_scenario(i: &Value, block_limit: i64) -> (Value, Option<Vec<String>>) {
    let attacker = json!({
        "monster_hd": i["monster_hd"], "fighter": flag(i, "fighter"),
        "weapon_to_hit": int(i, "weapon_to_hit"), "slaying": int(i, "slaying"),
        "auto_hit": flag(i, "autohit"), "confused": flag(i, "monster_confused"),
        "attacks": int(i, "attacks").max(1),
    });
    let object = json!({
        "defender": {
            "ev_x100": i["ev_x100"], "sh_internal_x100": i["sh_x100"],
            "block_limit": block_limit,
        },
        "attackers": [attacker],
        // A Dazed, Vexed or otherwise incapacitated player cannot block; its EV as given.
        "situation": {
            "unseen_attacker": flag(i, "unseen_attacker"),
            "helpless": flag(i, "incapacitated"),
        },
    });
    let plain = [
        "monster_hd",
        "fighter",
        "weapon_to_hit",
        "slaying",
        "ev_x100",
        "sh_x100",
        "attacks",
        "block_limit",
    ];
    let by_flags = only(i, &plain).then(|| {
        let mut pairs = vec![
            ("monster-hd", text(&i["monster_hd"])),
            ("weapon-to-hit", int(i, "weapon_to_hit").to_string()),
            ("slaying", int(i, "slaying").to_string()),
            ("ev-x100", text(&i["ev_x100"])),
            ("sh-internal-x100", text(&i["sh_x100"])),
            ("block-limit", block_limit.to_string()),
        ];
        if i.get("attacks").is_some() {
            pairs.push(("attacks", text(&i["attacks"])));
        }
        flags(&pairs, &[("fighter", flag(i, "fighter"))])
    });
    (object, by_flags)
}

#[test]
fn every_monster_hit_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["monster_hit"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 46);
    let mut by_flags = 0;
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("monster hit {n}: {i}");
        let (object, flags) = monster_scenario(i, 1);
        by_flags += usize::from(flags.is_some());
        let doc = run(dir.path(), "hit", object, flags, n);
        assert_eq!(doc["rules"], "dcss-0.34, shields 0.31", "{what}");
        close(&doc["exact"]["p_beat_ev"], &case["p_beat_ev"], &what);
        close(&doc["exact"]["p_block"], &case["p_block"], &what);
        close(&doc["exact"]["p_hit"], &case["p_land"], &what);
        assert_eq!(doc["display_pct"], case["display_pct"], "{what}");
        assert_eq!(
            doc["derived"]["attackers"][0]["to_hit"], case["to_land"],
            "{what}"
        );
        sigmas_within(&doc, &what);
    }
    assert!(by_flags >= 30, "{by_flags} monster hits ran with flags");
}

#[test]
fn every_player_hit_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["player_hit"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 24);
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("player hit {n}: {i}");
        let lighting = int(i, "lighting");
        assert!([0, -3].contains(&lighting), "{what}: an unread lighting");
        let mut defender = json!({"ev": i["ev"]});
        if let Some(sh) = i.get("monster_sh") {
            defender["monster_sh"] = sh.clone();
        }
        let object = json!({
            "defender": defender,
            "attackers": [{
                "player_to_hit": i["to_hit"],
                "blind": flag(i, "blind"),
                "confused": flag(i, "confused"),
            }],
            // The monster cannot see the player: its block value ÷3. An umbra: −3.
            "situation": {
                "unseen_attacker": flag(i, "invisible_to_monster"),
                "umbra": lighting == -3,
            },
        });
        let by_flags = only(i, &["to_hit", "ev"]).then(|| {
            flags(
                &[
                    ("player-to-hit", text(&i["to_hit"])),
                    ("ev", text(&i["ev"])),
                ],
                &[],
            )
        });
        let doc = run(dir.path(), "hit", object, by_flags, n);
        assert_eq!(doc["display_pct"], case["display_pct"], "{what}");
        close(
            &doc["exact"]["p_beat_ev"],
            &case["p_hit_fixed_pre_roll"],
            &what,
        );
        close(
            &doc["exact"]["p_block"],
            &case["p_block_fixed_pre_roll"],
            &what,
        );
        close(
            &doc["exact"]["p_hit"],
            &case["p_land_fixed_pre_roll"],
            &what,
        );
        sigmas_within(&doc, &what);
    }
}

#[test]
fn every_turn_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["turn"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 32);
    let mut by_flags = 0;
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("turn {n}: {i}");
        let (object, flags) = monster_scenario(i, int(i, "block_limit"));
        by_flags += usize::from(flags.is_some());
        let doc = run(dir.path(), "turn", object, flags, n);
        for key in [
            "blocks_distribution",
            "lands_distribution",
            "p_block_by_attack",
            "p_land_by_attack",
        ] {
            close_all(&doc["exact"][key], &case[key], &format!("{what}: {key}"));
        }
        close(
            &doc["exact"]["p_block_by_attack"][0],
            &case["p_block_unexhausted"],
            &what,
        );
        sigmas_within(&doc, &what);
    }
    assert!(by_flags >= 20, "{by_flags} turns ran with flags");
}

#[test]
fn every_damage_vector_from_the_command_line() {
    let cases = vectors()["damage"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 32);
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("damage {n}: {i}");
        let mut pairs = vec![
            ("attack-damage", text(&i["attack_damage"])),
            ("ac-x100", text(&i["player_ac_x100"])),
        ];
        if let Some(w) = i.get("weapon").filter(|w| !w.is_null()) {
            pairs.push(("weapon", text(w)));
            // The weapon's enchantment and the monster's slaying make one slaying roll.
            let plus = int(i, "weapon_plus") + int(i, "slaying");
            pairs.push(("weapon-plus", plus.to_string()));
        } else {
            assert_eq!(int(i, "slaying"), 0, "{what}: slaying without a weapon");
        }
        let switches: Vec<(&str, bool)> = [
            "tempered", "beogh", "might", "weak", "stab", "cleave", "heavy",
        ]
        .map(|f| (f, flag(i, f)))
        .to_vec();
        let mut args = vec!["damage".to_string()];
        args.extend(flags(&pairs, &switches));
        args.extend(["--trials", TRIALS, "--seed", "7"].map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let doc = json_ok(&args);
        assert_eq!(doc["rules"], "dcss-0.34", "{what}");
        close_all(&doc["exact"]["distribution"], &case["distribution"], &what);
        close(&doc["exact"]["mean"], &case["mean"], &what);
        same_law(&doc["derived"]["ac_law"], &case["ac_law"], &what);
        same_law(&doc["derived"]["gdr_law"], &case["gdr_law"], &what);
        sigmas_within(&doc, &what);
    }
}

/// Issue #19's line: the Human in plate of `docs/rules/dcss-0.34.md` §4.2 has EV 6.80 (7 on
/// four attacks in five) and AC 12.27, with flags, and dcss-0.34 is the default.
#[test]
fn the_human_in_plate_has_ev_6_80_and_ac_12_27() {
    let args = [
        "ev",
        "--rules",
        "dcss-0.34",
        "--species",
        "human",
        "--xl",
        "10",
        "--str",
        "15",
        "--dex",
        "15",
        "--dodging",
        "10",
        "--armour-skill",
        "5",
        "--body",
        "plate armour",
    ];
    let doc = json_ok(&args);
    assert_eq!(doc["ev_x100"], 680);
    assert_eq!(doc["ev_law"], json!({"6": 0.2, "7": 0.8}));
    assert_eq!(doc["ac_x100"], 1227);
    assert_eq!(doc["ev_display"], 6);
    let default = json_ok(&[&args[..1], &args[3..]].concat());
    assert_eq!(at(&default, "/rules"), "dcss-0.34");
    assert_eq!(default["ev_law"], doc["ev_law"]);
}
