//! A study's base: one kind's scenario as its command's flags give it, as JSON, into which a
//! sweep's points and a comparison's sides set flags' values. A flag's value goes into the
//! scenario at the field that flag sets, found in the kind's field table
//! ([`crate::scenario::fields`]), so each point is exactly the single run its flags describe.

use mechanics::dcss::rules::RuleSet;
use serde_json::Value;

use crate::error::SimError;
use crate::kinds::{Door, Entry, ScenarioFile};
use crate::scenario::fields::{self, Field, FieldValue};

/// A flag's value as a point sets it.
#[derive(Clone, Debug, PartialEq)]
pub enum FlagValue {
    /// A number: a whole number, or a decimal for a field that takes one.
    Number(f64),
    /// Text as typed: a name, a file, shield rules, or a comma-separated list.
    Text(String),
}

/// A scenario as JSON, into which points set flags' values.
///
/// Every point is settled by the door as its single run would be (`crate::kinds::Door`):
/// its rule set is its own `rules`, else the release of the dump it names (a comparison's
/// side may name another dump than the base), else the door's default. The study's echo
/// ([`Base::echo`]) is the base settled the same way, so it names the rule set the base
/// runs under.
#[derive(Clone, Debug)]
pub struct Base {
    kind: &'static dyn Entry,
    json: Value,
    /// The base as the study echoes it: settled.
    echo: Value,
    /// The rule set of a point that names none and whose dump names none.
    default_rules: RuleSet,
}

impl Base {
    /// The base scenario of `kind`, as its flags give it. `unset` lists fields (paths in the
    /// kind's object) that the flags left without a value and that a point must set (a
    /// required flag clap let through because a sweep varies it).
    pub fn new(
        kind: &'static dyn Entry,
        scenario: &ScenarioFile,
        unset: &[&str],
        door: &Door,
    ) -> Result<Self, SimError> {
        let mut settled = scenario.clone();
        door.settle(&mut settled)?;
        let strip = |mut json: Value| {
            for path in unset {
                if let Some(Value::Object(object)) = json.get_mut(kind.key()) {
                    object.remove(*path);
                }
            }
            json
        };
        Ok(Base {
            kind,
            json: strip(serde_json::to_value(scenario)?),
            echo: strip(serde_json::to_value(&settled)?),
            default_rules: door.default_rules,
        })
    }

    /// The base of `kind` from its JSON as [`Self::echo`] gave it (a sweep rebuilt from a
    /// partial result by `roguesim merge`), under `default_rules`.
    pub fn from_json(kind: &'static dyn Entry, json: Value, default_rules: RuleSet) -> Self {
        Base {
            kind,
            echo: json.clone(),
            json,
            default_rules,
        }
    }

    /// The kind.
    pub fn kind(&self) -> &'static dyn Entry {
        self.kind
    }

    /// The base scenario as the study echoes it: settled, naming its rule set.
    pub fn echo(&self) -> &Value {
        &self.echo
    }

    /// The settable field `flag` (without dashes) sets, if the kind has one, else the number
    /// of the kind's object at path `flag` (what a sweep varies by its path,
    /// [`Entry::variable`]).
    fn field(&self, flag: &str) -> Option<Field> {
        fields::by_flag(&self.kind.fields(), flag)
            .copied()
            .or_else(|| self.kind.variable_field(flag))
    }

    /// Sets `flag` (without dashes) to `value`, at the field the flag sets. A flag that sets
    /// a field of an object a file describes (a build flag on a defender read from a
    /// character dump) first writes the file's fields out, so the flag changes them
    /// (`monsters-and-dumps.md` §4). A field of one variant of an enum replaces the variant
    /// that was there (`player_action.archery.shots` over a `cost` action).
    pub fn set(&mut self, flag: &str, value: &FlagValue) -> Result<(), SimError> {
        let shown = shown(flag);
        let field = self.field(flag).ok_or_else(|| {
            SimError::invalid(
                shown.clone(),
                format!(
                    "{} has no such flag to set; allowed: {}",
                    self.kind.command(),
                    self.settable().join(", ")
                ),
            )
        })?;
        self.write_out_files_for(&[flag])?;
        let json = match (value, field.value) {
            (FlagValue::Number(x), _) => number(&field, *x)?,
            (FlagValue::Text(t), FieldValue::List) => Value::Array(
                t.split(',')
                    .map(|s| Value::String(s.trim().to_string()))
                    .collect(),
            ),
            (FlagValue::Text(t), FieldValue::Whole | FieldValue::Decimal) => {
                match t.parse::<f64>() {
                    Ok(x) => number(&field, x)?,
                    Err(_) => Value::String(t.clone()),
                }
            }
            (FlagValue::Text(t), FieldValue::Switch) => match t.as_str() {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => {
                    return Err(SimError::invalid(
                        shown,
                        format!("'{t}' is not on or off; allowed: true, false"),
                    ));
                }
            },
            (FlagValue::Text(t), _) => Value::String(t.clone()),
        };
        let object = self
            .json
            .get_mut(self.kind.key())
            .ok_or_else(|| SimError::Output(format!("no {} scenario", self.kind.key())))?;
        fields::set_variant(object, self.kind.variants(), field.path, json);
        Ok(())
    }

    /// Writes out what the files the scenario names describe, when one of `flags` sets a field
    /// of an object a file describes: once for every point that will set it (see
    /// [`Base::set`]).
    pub fn write_out_files_for(&mut self, flags: &[&str]) -> Result<(), SimError> {
        let files = self.kind.file_paths();
        let described = |path: &str| {
            files.iter().any(|file| {
                let parent = file.rsplit_once('.').map_or("", |(p, _)| p);
                path != *file && !parent.is_empty() && path.starts_with(&format!("{parent}."))
            })
        };
        let touches = flags
            .iter()
            .any(|f| self.field(f).is_some_and(|field| described(field.path)));
        if !touches {
            return Ok(());
        }
        let Some(object) = self.json.get_mut(self.kind.key()) else {
            return Ok(());
        };
        let names_a_file = files
            .iter()
            .any(|path| fields::get_mut(object, path).is_some());
        if names_a_file {
            self.kind.write_out_files(object)?;
        }
        Ok(())
    }

    /// Every flag [`Base::set`] takes for this kind.
    pub fn settable(&self) -> Vec<&'static str> {
        let mut flags: Vec<&'static str> = Vec::new();
        for f in self.kind.fields().iter().filter(|f| f.is_settable()) {
            if !flags.contains(&f.flag) {
                flags.push(f.flag);
            }
        }
        flags
    }

    /// The scenario with every value set so far, checked as a scenario file is (an unknown
    /// field or a value of the wrong type is an error naming the flag's field), and settled
    /// as its single run would be: its files read, its rule set named.
    pub fn scenario(&self) -> Result<ScenarioFile, SimError> {
        let mut file = self.parsed()?;
        self.kind.settle(&mut file, self.default_rules)?;
        Ok(file)
    }

    /// The scenario with every value set so far, parsed.
    fn parsed(&self) -> Result<ScenarioFile, SimError> {
        serde_json::from_value(self.json.clone()).map_err(|e| {
            let text = e.to_string();
            match text
                .strip_prefix("missing field `")
                .and_then(|t| t.split('`').next())
            {
                Some(field) => SimError::invalid(
                    field.to_string(),
                    "required: give it, or set it with --vary, --a or --b",
                ),
                None => SimError::invalid(self.kind.key(), text),
            }
        })
    }
}

/// How a varied or set name reads: a flag as `--ev`, a field without a flag by its path
/// (`defender.bonuses.artefact`), which takes no dashes.
pub(crate) fn shown(flag: &str) -> String {
    if flag.contains('.') {
        flag.to_string()
    } else {
        format!("--{flag}")
    }
}

/// `x` as the JSON number `field` takes: a whole number, or a decimal where it takes one; a
/// fraction for a field of whole numbers is refused naming the flag ([`Base::set`] sets a
/// number so).
pub fn number(field: &Field, x: f64) -> Result<Value, SimError> {
    let flag = field.flag;
    if field.value != FieldValue::Whole {
        return Ok(Value::from(x));
    }
    if x.fract() != 0.0 || !x.is_finite() || x.abs() > i64::MAX as f64 {
        let shown = shown(flag);
        return Err(SimError::invalid(
            shown.clone(),
            format!("{x} is not a whole number; {shown} takes whole numbers"),
        ));
    }
    Ok(Value::from(x as i64))
}
