//! The 0.34.1 forms from the command line (`docs/rules/dcss-0.34-forms.md`): every vector of
//! `crates/mechanics/tests/data/dcss-0.34-forms.json` as a scenario's `ev.defender` run with
//! `roguesim run FILE --format json` (EV, AC and SH ×100 and max HP), the form flags of the
//! build, and the refusals of a form under dcss-0.31.

use serde_json::{Map, Value, json};

use crate::support::{assert_bad_input, json_ok, write_file};

/// The vectors' file.
fn cases() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mechanics/tests/data/dcss-0.34-forms.json"
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    file["cases"].as_array().unwrap().clone()
}

/// A field in tenths as a level.
fn tenths(c: &Value, key: &str) -> f64 {
    c[key].as_f64().unwrap() / 10.0
}

/// `"name:plus,…"` as `["name+plus", …]` (`+0` as the bare name).
fn aux(text: &str) -> Vec<String> {
    text.split(',')
        .filter_map(|p| p.split_once(':'))
        .map(|(name, plus)| match plus {
            "0" => name.to_string(),
            p => format!("{name}+{p}"),
        })
        .collect()
}

/// `"name:level,…"` as `{"name": level, …}`.
fn mutations(text: &str) -> Map<String, Value> {
    text.split(',')
        .filter_map(|p| p.split_once(':'))
        .map(|(name, level)| (name.to_string(), json!(level.parse::<i64>().unwrap())))
        .collect()
}

/// A case as the scenario's `ev.defender`, field by field as the contract maps it.
fn defender(c: &Value) -> Value {
    json!({
        "species": c["species"], "xl": c["xl"], "str": c["str"], "dex": c["dex"],
        "body": c["body"], "body_plus": c["body_plus"],
        "shield": c["shield"], "shield_plus": c["shield_plus"],
        "form": c["form"],
        "dodging": tenths(c, "dodging"), "armour": tenths(c, "armour"),
        "shields": tenths(c, "shields"), "fighting": tenths(c, "fighting"),
        "shapeshifting": tenths(c, "shapeshifting_tenths"),
        "unarmed_combat": tenths(c, "unarmed_combat_tenths"),
        "form_from_talisman": c["talisman_form"],
        "aux": aux(c["aux"].as_str().unwrap()),
        "bonuses": {"ring_evasion": c["ring_ev"]},
        "ac_bonuses": {"items": c["art_ac"]},
        "extras_034": {"ring_protection": c["ring_prot"]},
        "extra_sh": {"artefact": c["art_sh"]},
        "hp_bonuses": {"robust": c["robust"], "berserk": c["berserk"]},
        "mutations": mutations(c["mutations"].as_str().unwrap()),
        "constricted": c["constricted"],
    })
}

#[test]
fn every_forms_vector_through_a_scenario_file() {
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    assert_eq!(cases.len(), 60);
    for c in &cases {
        let id = c["id"].as_str().unwrap();
        let scenario = json!({"name": id, "ev": {"defender": defender(c)}});
        let file = write_file(dir.path(), &format!("{id}.json"), &scenario.to_string());
        let doc = json_ok(&["run", &file]);
        assert_eq!(doc["rules"], "dcss-0.34", "{id}");
        for (got, want) in [
            ("ev_x100", "out_ev_x100"),
            ("ac_x100", "out_ac_x100"),
            ("sh_x100", "out_sh_x100"),
            ("max_hp", "out_max_hp"),
            ("ev_display", "out_ev_shown"),
            ("ac_display", "out_ac_shown"),
            ("sh_display", "out_sh_shown"),
        ] {
            assert_eq!(doc[got], c[want], "{id}: {got}");
        }
    }
}

/// The build flags of a form: `--form`, `--shapeshifting`, `--form-from-talisman`,
/// `--mutations`, `--constricted`, give what the scenario fields give.
#[test]
fn form_flags_match_the_scenario_fields() {
    let c = &cases()[0];
    assert_eq!(c["form"], "storm");
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let doc = json_ok(&[
        "ev",
        "--species",
        &text(&c["species"]),
        "--xl",
        &text(&c["xl"]),
        "--str",
        &text(&c["str"]),
        "--dex",
        &text(&c["dex"]),
        "--dodging",
        &tenths(c, "dodging").to_string(),
        "--armour-skill",
        &tenths(c, "armour").to_string(),
        "--fighting",
        &tenths(c, "fighting").to_string(),
        "--body",
        &text(&c["body"]),
        "--body-plus",
        &text(&c["body_plus"]),
        "--aux",
        &aux(c["aux"].as_str().unwrap()).join(","),
        "--form",
        "storm",
        "--shapeshifting",
        &tenths(c, "shapeshifting_tenths").to_string(),
        "--form-from-talisman",
    ]);
    // The vector wears a +3 ring of protection, which only the scenario's extras carry.
    assert_eq!(doc["ev_x100"], c["out_ev_x100"]);
    assert_eq!(doc["max_hp"], c["out_max_hp"]);
    let without_ring = c["out_ac_x100"].as_i64().unwrap() - 300;
    assert_eq!(doc["ac_x100"], json!(without_ring));
    let constricted = json_ok(&[
        "ev",
        "--species",
        "troll",
        "--str",
        "30",
        "--dex",
        "19",
        "--xl",
        "21",
        "--form",
        "statue",
        "--shapeshifting",
        "18",
        "--mutations",
        "tough_skin:1,shaggy_fur:1",
        "--constricted",
    ]);
    let free = json_ok(&[
        "ev",
        "--species",
        "troll",
        "--str",
        "30",
        "--dex",
        "19",
        "--xl",
        "21",
        "--form",
        "statue",
        "--shapeshifting",
        "18",
        "--mutations",
        "tough_skin:1,shaggy_fur:1",
    ]);
    assert_eq!(
        free["ev_x100"].as_i64().unwrap() - constricted["ev_x100"].as_i64().unwrap(),
        1000
    );
    // Statue form suppresses tough skin, not shaggy fur: 100 more AC for the fur's level.
    let plain = json_ok(&[
        "ev",
        "--species",
        "troll",
        "--str",
        "30",
        "--dex",
        "19",
        "--xl",
        "21",
        "--form",
        "statue",
        "--shapeshifting",
        "18",
    ]);
    assert_eq!(
        free["ac_x100"].as_i64().unwrap() - plain["ac_x100"].as_i64().unwrap(),
        100
    );
}

/// Under dcss-0.31 a form is refused by name; a bad form, mutation or talisman flag names
/// its field and what is allowed.
#[test]
fn forms_are_refused_in_one_line_where_they_are_not_modelled() {
    assert_bad_input(
        &[
            "ev",
            "--rules",
            "dcss-0.31",
            "--species",
            "human",
            "--str",
            "10",
            "--dex",
            "10",
            "--form",
            "storm",
        ],
        &[
            "storm form is not modelled under dcss-0.31",
            "rules dcss-0.34",
        ],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--str",
            "10",
            "--dex",
            "10",
            "--form",
            "kraken",
        ],
        &["unknown form 'kraken'"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--str",
            "10",
            "--dex",
            "10",
            "--mutations",
            "horns:2",
        ],
        &["unknown mutation 'horns'", "iridescent_scales"],
    );
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--str",
            "10",
            "--dex",
            "10",
            "--form",
            "tree",
            "--form-from-talisman",
        ],
        &["tree form comes from no talisman"],
    );
}

/// A note says what of a brand the rules leave out: under dcss-0.34 an elemental brand (a
/// dump's flaming war axe, storm form's electrocution) checks the 0.34 monster resistance
/// table, which is missing, so the attack fights unbranded and the note says so; the duel's
/// headline names the form.
#[test]
fn an_elemental_brand_under_034_fights_unbranded_with_a_note() {
    let notes = |doc: &Value| -> Vec<String> {
        doc["derived"]["notes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .collect()
    };
    let file = format!(
        "{}/../../examples/characters/coglin-fighter-gizmo-revved.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let dump = json_ok(&[
        "duel",
        "--character",
        &file,
        "--monster",
        "orc knight",
        "--trials",
        "1000",
    ]);
    assert!(dump["rules"].as_str().unwrap().starts_with("dcss-0.34"));
    assert_eq!(dump["derived"]["player"]["weapon"], "war axe");
    assert!(dump["derived"]["player"]["brand"].is_null());
    assert!(
        notes(&dump)
            .iter()
            .any(|n| n.contains("its flaming brand is not modelled")
                && n.contains("fights unbranded")),
        "{:#?}",
        notes(&dump)
    );
    let storm = [
        "duel",
        "--species",
        "felid",
        "--xl",
        "20",
        "--str",
        "14",
        "--dex",
        "20",
        "--form",
        "storm",
        "--shapeshifting",
        "20",
        "--monster",
        "orc knight",
        "--trials",
        "1000",
    ];
    let doc = json_ok(&storm);
    assert_eq!(doc["derived"]["player"]["form"], "storm");
    assert!(doc["derived"]["player"]["brand"].is_null());
    assert!(
        notes(&doc)
            .iter()
            .any(|n| n.contains("its electrocution brand is not modelled under dcss-0.34")),
        "{:#?}",
        notes(&doc)
    );
    let text = crate::support::stdout_ok(&storm);
    assert!(
        text.contains("you: Felid, in storm form, unarmed, HP "),
        "{text}"
    );
}
