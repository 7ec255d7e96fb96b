//! The 0.34 build vectors through `roguesim ev`: EV, SH, AC and their laws, max HP, and
//! issue #19's Human in plate.

use serde_json::{Value, json};

use super::*;
use crate::support::{at, json_ok};

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
