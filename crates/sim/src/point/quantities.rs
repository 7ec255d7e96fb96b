//! Every quantity of a point, named by the key its single run's JSON gives it: `exact.p_hit`,
//! `derived.ev`, `exact.lands_distribution[2]`, `estimate.intervals.p_double[0]`. The exact
//! side comes from the command's own exact function (the one its runner calls), the estimate
//! side from its own run, so a point's value under a key is the single run's value under that
//! key, exactly.

use std::fmt;

use serde::Serialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::Command;
use crate::dcss::ev::run_ev;
use crate::dcss::hit::exact_hit;
use crate::dcss::threat::exact_threat;
use crate::dcss::time::exact_dcss_speed;
use crate::dcss::turn_exact::exact_turn;
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::frog::result::exact_frog;
use crate::scenario::{Scenario, ScenarioFile};

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
    pub fn of(value: &impl Serialize, prefix: &str) -> Result<Self, SimError> {
        let text =
            serde_json::to_string(value).map_err(|e| SimError::Output(format!("JSON: {e}")))?;
        let mut out = Vec::new();
        let mut de = serde_json::Deserializer::from_str(&text);
        Leaves {
            path: prefix.to_string(),
            out: &mut out,
        }
        .deserialize(&mut de)
        .map_err(|e| SimError::Output(format!("JSON: {e}")))?;
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

/// The quantities of one point: every exact quantity of its command, and with `mc` its
/// Monte Carlo estimates (`estimate.…`) from the single run with that configuration.
pub fn evaluate(scenario: &ScenarioFile, mc: Option<&RunConfig>) -> Result<Quantities, SimError> {
    let mut q = exact_quantities(scenario)?;
    if let Some(cfg) = mc
        && !matches!(scenario.scenario()?, Scenario::Ev(_))
    {
        let report = scenario.run(cfg)?;
        let content = Quantities::of(&report.content, "")?;
        q.0.extend(
            content
                .0
                .into_iter()
                .filter(|(k, _)| k.starts_with("estimate.")),
        );
    }
    Ok(q)
}

/// Every exact quantity of a scenario, as its command's exact function gives it.
pub fn exact_quantities(scenario: &ScenarioFile) -> Result<Quantities, SimError> {
    match scenario.scenario()? {
        Scenario::Ev(s) => Quantities::of(&run_ev(s)?.0, ""),
        Scenario::Hit(s) => Quantities::of(&exact_hit(s)?, ""),
        Scenario::Turn(s) => Quantities::of(&exact_turn(s)?, ""),
        Scenario::Threat(s) => Quantities::of(&exact_threat(s)?, ""),
        Scenario::Speed(s) => Quantities::of(&exact_frog(s)?, ""),
        Scenario::DcssSpeed(s) => Quantities::of(&exact_dcss_speed(s)?, ""),
        Scenario::Damage(_) => Err(not_a_study()),
    }
}

/// Sweeps, comparisons and worth take the commands of [`Command`], not `damage`.
fn not_a_study() -> SimError {
    SimError::invalid(
        "command",
        "sweeps and comparisons take hit, turn, threat, ev, speed or dcss-speed",
    )
}

/// The command a scenario is of.
pub fn command_of(scenario: &ScenarioFile) -> Result<Command, SimError> {
    Ok(match scenario.scenario()? {
        Scenario::Ev(_) => Command::Ev,
        Scenario::Hit(_) => Command::Hit,
        Scenario::Turn(_) => Command::Turn,
        Scenario::Threat(_) => Command::Threat,
        Scenario::Speed(_) => Command::Speed,
        Scenario::DcssSpeed(_) => Command::DcssSpeed,
        Scenario::Damage(_) => return Err(not_a_study()),
    })
}

/// The rules a scenario's reports name.
pub fn rules_of(scenario: &ScenarioFile) -> Result<String, SimError> {
    Ok(match scenario.scenario()? {
        Scenario::Ev(_) | Scenario::DcssSpeed(_) | Scenario::Damage(_) => "dcss-0.31".to_string(),
        Scenario::Hit(s) | Scenario::Turn(s) => crate::dcss::rules_line(s.shield_rules),
        Scenario::Threat(s) => crate::dcss::rules_line(s.shield_rules),
        Scenario::Speed(_) => "frogcomposband-7.1".to_string(),
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Example {
        b: f64,
        a: Vec<[f64; 2]>,
        name: &'static str,
        flag: bool,
        missing: Option<i32>,
        inner: Inner,
    }

    #[derive(Serialize)]
    struct Inner {
        z: i32,
        y: u64,
    }

    #[test]
    fn numbers_keep_their_paths_and_order() {
        let q = Quantities::of(
            &Example {
                b: 0.5,
                a: vec![[1.0, 2.0]],
                name: "x",
                flag: true,
                missing: None,
                inner: Inner { z: -3, y: 7 },
            },
            "exact",
        )
        .unwrap();
        assert_eq!(
            q.0,
            vec![
                ("exact.b".to_string(), 0.5),
                ("exact.a[0][0]".to_string(), 1.0),
                ("exact.a[0][1]".to_string(), 2.0),
                ("exact.inner.z".to_string(), -3.0),
                ("exact.inner.y".to_string(), 7.0),
            ]
        );
        assert_eq!(q.get("exact.inner.y"), Some(7.0));
        assert_eq!(q.get("exact.name"), None);
    }

    #[test]
    fn estimates_pair_with_their_exact_keys() {
        let q = Quantities(
            [
                ("exact.p_double", 0.8),
                ("estimate.p_double", 0.79),
                ("estimate.intervals.p_double[0]", 0.78),
                ("estimate.intervals.p_double[1]", 0.80),
                ("exact.p_hit", 0.5),
                ("estimate.p_hit", 0.51),
                ("estimate.ci95[0]", 0.49),
                ("estimate.ci95[1]", 0.53),
            ]
            .map(|(k, v)| (k.to_string(), v))
            .to_vec(),
        );
        assert_eq!(q.estimate_of("exact.p_double"), Some((0.79, [0.78, 0.80])));
        assert_eq!(q.estimate_of("exact.p_hit"), Some((0.51, [0.49, 0.53])));
        assert_eq!(q.estimate_of("exact.p_triple"), None);
        assert_eq!(q.estimate_of("derived.ev"), None);
    }
}
