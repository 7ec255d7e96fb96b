//! The fields of a kind's scenario object that flags set: the one table from a field's path
//! (`defender.ev`, `attackers[0].monster_hd`) to the flag that sets it (`--ev`), with the
//! values it takes and what it is in words. The command line names an error by the flag of
//! its field; a sweep varies any numeric field, a comparison sets any field; a field that is a
//! file's path is read once, rebased onto a scenario file's directory, and refused where files
//! may not be read.

use serde_json::Value;

/// What values a field takes, as a flag's value sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldValue {
    /// A whole number (`--ev 12`); a sweep may vary it.
    Whole,
    /// A decimal number (a skill, which takes tenths; a probability); a sweep may vary it.
    Decimal,
    /// Text as typed: a name, shield rules.
    Text,
    /// A comma-separated list (`--aux cloak+1,hat`).
    List,
    /// On or off (`--heavy`): `true` or `false`.
    Switch,
    /// The path of a file the scenario reads (a character dump).
    File,
    /// Not set by itself: a value the rules derive from the flag's (a weapon's base damage
    /// from its name), whose errors name that flag.
    Derived,
}

impl FieldValue {
    /// Whether a sweep may vary it: a number.
    pub fn is_numeric(self) -> bool {
        matches!(self, FieldValue::Whole | FieldValue::Decimal)
    }
}

/// One field of a kind's scenario object and the flag that sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field's path in the kind's object: `defender.ev`, `player_action.move.mv`.
    pub path: &'static str,
    /// The flag that sets it, without its dashes: `ev`, `move`.
    pub flag: &'static str,
    /// The values it takes.
    pub value: FieldValue,
    /// What it is, in words, for axis labels: `the defender's EV`.
    pub words: &'static str,
}

impl Field {
    /// The field at `path`, set by `--flag`, taking `value`, described by `words`.
    pub const fn new(
        path: &'static str,
        flag: &'static str,
        value: FieldValue,
        words: &'static str,
    ) -> Self {
        Field {
            path,
            flag,
            value,
            words,
        }
    }

    /// Whether the field can be set by a flag's value (all but [`FieldValue::Derived`]).
    pub fn is_settable(&self) -> bool {
        self.value != FieldValue::Derived
    }

    /// What it is with its flag, for axis labels: `the defender's EV (--ev)`.
    pub fn described(&self) -> String {
        format!("{} (--{})", self.words, self.flag)
    }
}

/// The field of `fields` at `path`.
pub fn at_path<'a>(fields: &'a [Field], path: &str) -> Option<&'a Field> {
    fields.iter().find(|f| f.path == path)
}

/// The settable field of `fields` that `flag` (without dashes) sets.
pub fn by_flag<'a>(fields: &'a [Field], flag: &str) -> Option<&'a Field> {
    fields.iter().find(|f| f.flag == flag && f.is_settable())
}

/// What a JSON Schema says a sweep may vary and how to set it ([`numbers_of`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Numbers {
    /// Every number, by its path (`defender.bonuses.artefact`, an array's first item as
    /// `attacks[0].input.hd`), whole or decimal as its type says, in the schema's order.
    pub numbers: Vec<(String, FieldValue)>,
    /// The paths of the enums' variants that hold data, each with its tag
    /// (`player_action.archery`): an object with one key, the variant's, so setting a number
    /// under one replaces whichever variant was there ([`set_variant`]).
    pub variants: Vec<String>,
}

/// What the JSON Schema `schema` says a sweep may vary beyond the fields flags set
/// ([`Numbers`]). References (`#/$defs/Name`) are followed and every branch of an
/// `anyOf`/`oneOf`/`allOf` is walked; a map's values have no path and are left out.
pub fn numbers_of(schema: &Value) -> Numbers {
    let mut out = Numbers::default();
    walk(schema, schema, "", &mut Vec::new(), &mut out);
    out
}

/// `name` under `path`.
fn child(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

/// The tag of an enum's variant with data as serde writes it by default: an object of one
/// required key, the tag.
fn variant_tag(branch: &Value) -> Option<&str> {
    let properties = branch.get("properties")?.as_object()?;
    let required = branch.get("required")?.as_array()?;
    match (properties.keys().next(), properties.len(), &required[..]) {
        (Some(key), 1, [only]) if only.as_str() == Some(key) => Some(key),
        _ => None,
    }
}

/// [`numbers_of`] `node` at `path`, `refs` the references being followed (a recursive type
/// is walked once).
fn walk<'a>(
    root: &'a Value,
    node: &'a Value,
    path: &str,
    refs: &mut Vec<&'a str>,
    out: &mut Numbers,
) {
    if let Some(reference) = node.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        let target = root.get("$defs").and_then(|d| d.get(name));
        if let Some(target) = target.filter(|_| !refs.contains(&reference)) {
            refs.push(reference);
            walk(root, target, path, refs, out);
            refs.pop();
        }
    }
    for branches in ["anyOf", "oneOf", "allOf"] {
        for branch in node
            .get(branches)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if branches == "oneOf"
                && let Some(tag) = variant_tag(branch)
                && !out.variants.contains(&child(path, tag))
            {
                out.variants.push(child(path, tag));
            }
            walk(root, branch, path, refs, out);
        }
    }
    let types: Vec<&str> = match node.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let number = if types.contains(&"integer") {
        Some(FieldValue::Whole)
    } else if types.contains(&"number") {
        Some(FieldValue::Decimal)
    } else {
        None
    };
    if let Some(value) = number.filter(|_| !path.is_empty())
        && !out.numbers.iter().any(|(p, _)| p == path)
    {
        out.numbers.push((path.to_string(), value));
    }
    if let Some(properties) = node.get("properties").and_then(Value::as_object) {
        for (name, property) in properties {
            walk(root, property, &child(path, name), refs, out);
        }
    }
    if let Some(items) = node.get("items").filter(|i| i.is_object()) {
        walk(root, items, &format!("{path}[0]"), refs, out);
    }
}

/// Sets `value` at `path` in `root` as [`set`] does, first dropping any other variant of the
/// enums on the way (`variants`, [`Numbers::variants`]): a number of
/// `player_action.archery` replaces a `player_action` that was `{"cost": …}`.
pub fn set_variant(root: &mut Value, variants: &[String], path: &str, value: Value) {
    for variant in variants {
        if !path.starts_with(&format!("{variant}.")) {
            continue;
        }
        let (parent, tag) = variant.rsplit_once('.').unwrap_or(("", variant));
        let node = if parent.is_empty() {
            Some(&mut *root)
        } else {
            get_mut(root, parent)
        };
        if let Some(node) = node
            && node.get(tag).is_none()
        {
            *node = Value::Object(serde_json::Map::new());
        }
    }
    set(root, path, value);
}

/// One step of a field's path: a name, and an index into the array it names.
fn steps(path: &str) -> impl Iterator<Item = (&str, Option<usize>)> {
    path.split('.').map(|part| match part.split_once('[') {
        Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
        None => (part, None),
    })
}

/// The value at `path` in `root`, if there is one.
pub fn get_mut<'a>(root: &'a mut Value, path: &str) -> Option<&'a mut Value> {
    let mut node = root;
    for (name, index) in steps(path) {
        node = node.get_mut(name)?;
        if let Some(k) = index {
            node = node.get_mut(k)?;
        }
    }
    Some(node)
}

/// Sets `value` at `path` in `root`, creating the objects on the way and replacing any
/// value in the way that is not one (a `"wait"` replaced by `{"move": {"mv": 12}}`).
pub fn set(root: &mut Value, path: &str, value: Value) {
    let mut node = root;
    let parts: Vec<(&str, Option<usize>)> = steps(path).collect();
    for (i, (name, index)) in parts.iter().enumerate() {
        if !node.is_object() {
            *node = Value::Object(serde_json::Map::new());
        }
        let Value::Object(map) = node else {
            unreachable!("made an object just above")
        };
        let entry = map.entry(name.to_string()).or_insert(Value::Null);
        node = match index {
            Some(k) => {
                if !entry.is_array() {
                    *entry = Value::Array(Vec::new());
                }
                let Value::Array(items) = entry else {
                    unreachable!("made an array just above")
                };
                if items.len() <= *k {
                    items.resize(k + 1, Value::Object(serde_json::Map::new()));
                }
                &mut items[*k]
            }
            None => entry,
        };
        if i + 1 == parts.len() {
            *node = value;
            return;
        }
    }
}
