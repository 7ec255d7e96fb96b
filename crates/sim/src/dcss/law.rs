//! A law keyed by value, written as the reference vectors write one whose values do not start
//! at 0: a JSON object from each value to its probability (`{"8": 0.7, "9": 0.3}`), in
//! increasing order (`docs/rules/dcss-0.31-player-attack.md` §5, §6).

use std::borrow::Cow;
use std::collections::BTreeMap;

use mechanics::dist::Dist;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// `(value, T)` pairs in increasing value order, each value once.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueLaw<T>(pub Vec<(i32, T)>);

impl<T> Default for ValueLaw<T> {
    fn default() -> Self {
        ValueLaw(Vec::new())
    }
}

impl<T> ValueLaw<T> {
    /// Whether it has no value.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// What `f` makes of each entry and the exact law's entry at the same value (0 where the
    /// exact law has none).
    pub fn zip_map<U>(&self, exact: &ValueLaw<f64>, f: impl Fn(&T, f64) -> U) -> ValueLaw<U> {
        ValueLaw(
            self.0
                .iter()
                .map(|(v, x)| (*v, f(x, exact.get(*v).unwrap_or(0.0))))
                .collect(),
        )
    }
}

impl<T: Copy> ValueLaw<T> {
    /// The entry at `value`.
    pub fn get(&self, value: i32) -> Option<T> {
        self.0.iter().find(|(v, _)| *v == value).map(|&(_, x)| x)
    }
}

impl ValueLaw<f64> {
    /// The values of `law` with a positive probability.
    pub fn of(law: &Dist) -> Self {
        ValueLaw(law.iter().filter(|&(_, p)| p > 0.0).collect())
    }

    /// Its mean.
    pub fn mean(&self) -> f64 {
        self.0.iter().map(|&(v, p)| f64::from(v) * p).sum()
    }
}

impl<T: Serialize> Serialize for ValueLaw<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (v, x) in &self.0 {
            map.serialize_entry(&v.to_string(), x)?;
        }
        map.end()
    }
}

impl<T: JsonSchema> JsonSchema for ValueLaw<T> {
    fn schema_name() -> Cow<'static, str> {
        format!("ValueLaw_{}", T::schema_name()).into()
    }

    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let mut schema = BTreeMap::<String, T>::json_schema(g);
        schema.insert(
            "description".into(),
            "A law keyed by value: each value (a whole number, as text) and its entry.".into(),
        );
        schema
    }
}
