//! The unit tests of `src/kinds/door.rs`.

use mechanics::dcss::rules::RuleSet;
use roguesim::kinds::{Door, Files, ScenarioFile, run_document};
use roguesim::report::{DEFAULT_WIDTH, Format, Report, exporter};
use serde_json::Value;

fn hit(defender: Value) -> Value {
    serde_json::json!({
        "name": "one attack",
        "trials": 2000,
        "seed": 3,
        "hit": {"defender": defender, "attackers": [{"monster_hd": 10}]},
    })
}

fn refusing() -> Door {
    Door {
        files: Files::Refuse,
        threads: Some(1),
        ..Door::new(RuleSet::Dcss034)
    }
}

fn json(r: &Report) -> Value {
    let bytes = exporter(Format::Json, DEFAULT_WIDTH)
        .export(std::slice::from_ref(r))
        .unwrap();
    let mut v: Value = serde_json::from_slice(&bytes).unwrap();
    let map = v.as_object_mut().unwrap();
    map.remove("elapsed_s");
    v
}

#[test]
fn a_document_runs_as_its_scenario_file_does() {
    let doc = hit(serde_json::json!({"ev": 20}));
    let report = run_document(doc.clone(), &refusing()).unwrap();
    let file = ScenarioFile::parse("doc", &doc.to_string()).unwrap();
    let direct = refusing().admit(file).unwrap().run().unwrap();
    assert_eq!(json(&report), json(&direct));
    assert_eq!(report.content.kind(), "hit");
}

#[test]
fn the_echo_names_the_rule_set_the_door_chose() {
    for rules in [RuleSet::Dcss031, RuleSet::Dcss034] {
        let door = Door {
            default_rules: rules,
            ..refusing()
        };
        let report = run_document(hit(serde_json::json!({"ev": 20})), &door).unwrap();
        let echoed = &json(&report)["inputs"]["hit"]["rules"];
        assert_eq!(echoed, rules.name(), "{rules:?}");
    }
    // A rule set the document names wins over the door's.
    let mut doc = hit(serde_json::json!({"ev": 20}));
    doc["hit"]["rules"] = "dcss-0.31".into();
    let report = run_document(doc, &refusing()).unwrap();
    assert_eq!(json(&report)["inputs"]["hit"]["rules"], "dcss-0.31");
}

#[test]
fn a_file_path_is_refused_when_files_may_not_be_read() {
    let doc = hit(serde_json::json!({"character": "/etc/passwd"}));
    let e = run_document(doc, &refusing()).unwrap_err().to_string();
    assert_eq!(
        e,
        "hit.defender.character: names a file, and files are not read here; give the \
         fields it would describe"
    );
    let doc = hit(serde_json::json!({"character": "/no/such/dump.txt"}));
    let e = run_document(doc, &Door::new(RuleSet::Dcss034))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("hit.defender.character: cannot read /no/such/dump.txt"),
        "{e}"
    );
}

#[test]
fn trials_over_the_cap_are_refused_before_the_run() {
    let door = Door {
        max_trials: Some(1000),
        ..refusing()
    };
    let e = run_document(hit(serde_json::json!({"ev": 20})), &door)
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "trials: 2000 is over the limit of 1000 trials here; ask for at most that many"
    );
}

#[test]
fn a_document_must_name_one_kind() {
    let e = run_document(serde_json::json!({"name": "nothing"}), &refusing())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("kind: give exactly one of the scenario kinds: ev, hit"),
        "{e}"
    );
}
