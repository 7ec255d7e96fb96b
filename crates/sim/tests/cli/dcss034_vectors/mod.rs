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
//!
//! * `builds`: the builds, max HP and the Human in plate, through `roguesim ev`.
//! * `attacks`: monster and player hits, turns and damage laws.

use std::path::Path;

use mechanics::dcss::data::species_in;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::{EXACT_REFERENCE, MAX_SIGMAS};
use serde_json::{Map, Value, json};

use crate::support::{json_ok, write_file};

mod attacks;
mod builds;

pub(super) fn vectors() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mechanics/tests/data/dcss-0.34.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Trials of every Monte Carlo side: enough for the 5-sigma check to mean something.
pub(super) const TRIALS: &str = "4000";

pub(super) fn flag(i: &Value, key: &str) -> bool {
    i.get(key).and_then(Value::as_bool).unwrap_or(false)
}

pub(super) fn int(i: &Value, key: &str) -> i64 {
    i.get(key).and_then(Value::as_i64).unwrap_or(0)
}

pub(super) fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A probability against the stored one.
pub(super) fn close(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_f64(), want.as_f64());
    assert!(
        matches!((g, w), (Some(g), Some(w)) if (g - w).abs() < EXACT_REFERENCE),
        "{what}: got {got}, want {want}"
    );
}

/// Two arrays of probabilities, entry by entry.
pub(super) fn close_all(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_array().unwrap(), want.as_array().unwrap());
    assert_eq!(g.len(), w.len(), "{what}: {got} against {want}");
    for (k, (g, w)) in g.iter().zip(w).enumerate() {
        close(g, w, &format!("{what}[{k}]"));
    }
}

/// A law `{"value": p}` against the stored one: the same values, each probability close.
pub(super) fn same_law(got: &Value, want: &Value, what: &str) {
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
pub(super) fn sigmas_within(doc: &Value, what: &str) {
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
pub(super) fn run(
    dir: &Path,
    kind: &str,
    object: Value,
    flags: Option<Vec<String>>,
    n: usize,
) -> Value {
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
pub(super) fn flags(pairs: &[(&str, String)], switches: &[(&str, bool)]) -> Vec<String> {
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
pub(super) fn only(input: &Value, keys: &[&str]) -> bool {
    input
        .as_object()
        .unwrap()
        .keys()
        .all(|k| keys.contains(&k.as_str()))
}
