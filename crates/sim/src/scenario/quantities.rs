//! A run's quantities, named by the key its JSON gives each number: `exact.p_hit`,
//! `derived.ev`, `exact.lands_distribution[2]`, `estimate.intervals.p_double[0]`. Studies read
//! a kind's exact side ([`super::Kind::exact`]) and its run's estimates this way, so a point's
//! value under a key is the single run's value under that key, exactly.

use std::fmt;

use serde::Serialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::error::SimError;
use crate::report::Cell;

/// Whether a quantity's key names a probability (`exact.p_hit`, `p_at_least_lands[2]`).
pub fn is_probability(key: &str) -> bool {
    key.rsplit('.').next().is_some_and(|k| k.starts_with("p_"))
}

/// A value of the quantity `key` as a table cell: a probability, a whole number or a
/// number.
pub fn value_cell(key: &str, v: f64) -> Cell {
    if is_probability(key) {
        Cell::Prob(v)
    } else if v.fract() == 0.0 && v.abs() < 1e15 {
        Cell::Int(v as i64)
    } else {
        Cell::Num(v)
    }
}

/// Numbered quantities in the order the single run's JSON lists them.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Quantities(pub Vec<(String, f64)>);

impl Quantities {
    /// The value under `key`.
    pub fn get(&self, key: &str) -> Option<f64> {
        self.0.iter().find(|(k, _)| k == key).map(|&(_, v)| v)
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// Every number of `value`'s JSON, each under its path below `prefix` (booleans, text and
    /// nulls are left out).
    pub fn of(value: &(impl Serialize + ?Sized), prefix: &str) -> Result<Self, SimError> {
        let text = serde_json::to_string(value)?;
        let mut out = Vec::new();
        let mut de = serde_json::Deserializer::from_str(&text);
        Leaves {
            path: prefix.to_string(),
            out: &mut out,
        }
        .deserialize(&mut de)?;
        Ok(Quantities(out))
    }

    /// The estimate of the exact quantity `key` with its 95 % interval, if the run estimated
    /// it: `estimate.K` with `estimate.intervals.K`, or for one attack `estimate.p_hit` with
    /// `estimate.ci95` and `estimate.p_block` with `estimate.p_block_ci95`.
    pub fn estimate_of(&self, key: &str) -> Option<(f64, [f64; 2])> {
        let k = key.strip_prefix("exact.")?;
        let (value, interval) = match k {
            "p_hit" => ("estimate.p_hit".to_string(), "estimate.ci95".to_string()),
            "p_block" => (
                "estimate.p_block".to_string(),
                "estimate.p_block_ci95".to_string(),
            ),
            _ => (format!("estimate.{k}"), format!("estimate.intervals.{k}")),
        };
        let lo = self.get(&format!("{interval}[0]"))?;
        let hi = self.get(&format!("{interval}[1]"))?;
        Some((self.get(&value)?, [lo, hi]))
    }
}

/// Walks a JSON document in its own order, collecting each number under its path.
struct Leaves<'a> {
    path: String,
    out: &'a mut Vec<(String, f64)>,
}

impl<'de> DeserializeSeed<'de> for Leaves<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Leaves<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<(), E> {
        self.out.push((self.path, v as f64));
        Ok(())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<(), E> {
        self.out.push((self.path, v as f64));
        Ok(())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<(), E> {
        self.out.push((self.path, v));
        Ok(())
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut i = 0;
        loop {
            let path = format!("{}[{i}]", self.path);
            let seed = Leaves {
                path,
                out: &mut *self.out,
            };
            if seq.next_element_seed(seed)?.is_none() {
                return Ok(());
            }
            i += 1;
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            let path = if self.path.is_empty() {
                key
            } else {
                format!("{}.{key}", self.path)
            };
            map.next_value_seed(Leaves {
                path,
                out: &mut *self.out,
            })?;
        }
        Ok(())
    }
}
