//! `roguesim compare COMMAND [shared flags] --a FLAG=VALUE… --b FLAG=VALUE…`: two variants of
//! one scenario (two builds, two characters, two shields, two shield rules) against the same
//! attackers, every quantity side by side with the difference and which side is better for
//! the defender.
//!
//! Each side is exactly the single run of the command with its flags ([`super::base`]).
//! With `--trials N` each side also runs its Monte Carlo experiment: A with the seed, B with
//! the seed + 1, so the two estimates are independent and the difference's 95 % interval
//! combines theirs by the MOVER method ([`crate::stats::difference`]).

use std::time::Instant;

use schemars::JsonSchema;
use serde::Serialize;

use super::base::{Base, FlagValue};
use super::{evaluate, study_meta};
use crate::engine::RunConfig;
use crate::error::SimError;
use crate::kinds::ScenarioFile;
use crate::report::{Content, RunMeta};
use crate::scenario::Quantities;
use crate::scenario::profile::Better;
use crate::stats::difference;

mod view;

/// Which side is better for the defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// Side A.
    A,
    /// Side B.
    B,
    /// Neither: the values are equal.
    Same,
}

/// The estimates of one quantity on both sides and their difference.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ComparedEstimate {
    /// A's estimate.
    pub a: f64,
    /// Its 95 % interval.
    pub a_ci95: [f64; 2],
    /// B's estimate.
    pub b: f64,
    /// Its 95 % interval.
    pub b_ci95: [f64; 2],
    /// B − A.
    pub difference: f64,
    /// The difference's 95 % interval (MOVER, from the two independent intervals).
    pub difference_ci95: [f64; 2],
}

/// One quantity on both sides.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Compared {
    /// The quantity's key in the single run's JSON.
    pub key: String,
    /// A's exact value (null if A has no such quantity).
    pub a: Option<f64>,
    /// B's exact value.
    pub b: Option<f64>,
    /// B − A.
    pub difference: Option<f64>,
    /// Which way the quantity is better for the defender, if it has one.
    pub direction: Option<Better>,
    /// The better side, for quantities with a direction.
    pub better: Option<Winner>,
    /// The Monte Carlo estimates, when both sides estimated this quantity.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub estimate: Option<ComparedEstimate>,
}

/// The comparison's verdict: the command's headline quantity on both sides.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Verdict {
    /// The quantity the verdict goes by.
    pub quantity: &'static str,
    /// A's value.
    pub a: f64,
    /// B's value.
    pub b: f64,
    /// The better side.
    pub better: Winner,
}

/// The result of `roguesim compare`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct CompareResult {
    /// The command both sides run.
    pub command: &'static str,
    /// Side A's flags, FLAG=VALUE.
    pub a: Vec<String>,
    /// Side B's flags.
    pub b: Vec<String>,
    /// The seeds of the two sides' Monte Carlo runs, `[A, B]` (null when exact only).
    pub seeds: Option<[u64; 2]>,
    /// The verdict by the command's headline quantity.
    pub verdict: Option<Verdict>,
    /// Every quantity, in the single run's order.
    pub quantities: Vec<Compared>,
    /// What the command says about the character dumps the sides name, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7): once when both sides say the same, else
    /// each side's after `A: ` or `B: `; empty without a dump.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub character_notes: Vec<String>,
}

/// `(flag, value)` of a side's `FLAG=VALUE` (`--a shield=kite`), the flag without dashes;
/// anything else is refused naming the side.
pub fn setting<'a>(side: &str, text: &'a str) -> Result<(&'a str, &'a str), SimError> {
    text.split_once('=')
        .map(|(f, v)| (f.trim().trim_start_matches("--"), v.trim()))
        .filter(|(f, _)| !f.is_empty())
        .ok_or_else(|| {
            SimError::invalid(
                side,
                format!("'{text}' is not FLAG=VALUE (e.g. shield=kite or dodging=5)"),
            )
        })
}

/// The base with a side's flags set.
pub fn side(base: &Base, name: &str, settings: &[String]) -> Result<Base, SimError> {
    let mut b = base.clone();
    for text in settings {
        let (flag, value) = setting(name, text)?;
        if !b.settable().contains(&flag) {
            return Err(SimError::invalid(
                name,
                format!(
                    "{} has no flag '{flag}'; allowed: {}",
                    base.kind().command(),
                    b.settable().join(", ")
                ),
            ));
        }
        b.set(flag, &FlagValue::Text(value.to_string()))?;
    }
    Ok(b)
}

/// The better side by `direction`: [`Winner::A`] when `a` is the better value, [`Winner::Same`]
/// when the two are equal (or not comparable).
pub fn winner(a: f64, b: f64, direction: Better) -> Winner {
    match (a.partial_cmp(&b), direction) {
        (Some(std::cmp::Ordering::Equal) | None, _) => Winner::Same,
        (Some(std::cmp::Ordering::Less), Better::Lower)
        | (Some(std::cmp::Ordering::Greater), Better::Higher) => Winner::A,
        _ => Winner::B,
    }
}

/// Compares the two sides of `base`: exact only, or with Monte Carlo runs when `mc` is given
/// (A on its seed, B on the seed + 1).
pub fn run_compare(
    base: &Base,
    a: &[String],
    b: &[String],
    mc: Option<&RunConfig>,
) -> Result<(CompareResult, RunMeta), SimError> {
    let started = Instant::now();
    // An exact-only kind (a build's EV and SH) has no Monte Carlo to run.
    let mc = mc.filter(|_| base.kind().monte_carlo());
    let profile = base.kind().profile().ok_or_else(|| {
        SimError::invalid(
            "command",
            format!("{} is not compared", base.kind().command()),
        )
    })?;
    if a.is_empty() && b.is_empty() {
        return Err(SimError::invalid(
            "--a",
            "give what differs: --a FLAG=VALUE and --b FLAG=VALUE (e.g. --a shield=kite --b \
             shield=tower)",
        ));
    }
    let sa = side(base, "--a", a)?.scenario()?;
    let sb = side(base, "--b", b)?.scenario()?;
    let cfg_b = mc.map(|c| RunConfig {
        seed: c.seed.wrapping_add(1),
        ..c.clone()
    });
    let qa = evaluate(&sa, mc)?;
    let qb = evaluate(&sb, cfg_b.as_ref())?;
    let mut keys: Vec<&str> = qa.keys().filter(|k| !k.starts_with("estimate.")).collect();
    for k in qb.keys().filter(|k| !k.starts_with("estimate.")) {
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    let quantities = keys
        .into_iter()
        .map(|k| compared(k, &qa, &qb, profile.better))
        .collect();
    let verdict = match ((profile.headline)(&qa), (profile.headline)(&qb)) {
        (Some((quantity, va, dir)), Some((_, vb, _))) => Some(Verdict {
            quantity,
            a: va,
            b: vb,
            better: winner(va, vb, dir),
        }),
        _ => None,
    };
    let rules = sa.kind()?.rules(&sa)?;
    // A side that varies what the dump describes has its build written out; the dump it
    // was read from is the base's, unless the side names its own.
    let base_notes = base
        .scenario()
        .and_then(|f| base.kind().reading_notes(&f))
        .unwrap_or_default();
    let notes = |file: &ScenarioFile, settings: &[String]| -> Result<Vec<String>, SimError> {
        let own = settings
            .iter()
            .any(|t| setting("", t).is_ok_and(|(f, _)| f == "character"));
        Ok(match own {
            true => file.kind()?.reading_notes(file)?,
            false => base_notes.clone(),
        })
    };
    let (na, nb) = (notes(&sa, a)?, notes(&sb, b)?);
    let character_notes = if na == nb {
        na
    } else {
        let each = |side: &str, notes: Vec<String>| {
            notes
                .into_iter()
                .map(|n| format!("{side}: {n}"))
                .collect::<Vec<_>>()
        };
        [each("A", na), each("B", nb)].concat()
    };
    let meta = study_meta(rules, mc, "trials on each side", started);
    Ok((
        CompareResult {
            command: base.kind().command(),
            a: a.to_vec(),
            b: b.to_vec(),
            seeds: mc.map(|c| [c.seed, c.seed.wrapping_add(1)]),
            verdict,
            quantities,
            character_notes,
        },
        meta,
    ))
}

fn compared(
    key: &str,
    qa: &Quantities,
    qb: &Quantities,
    better: fn(&str) -> Option<Better>,
) -> Compared {
    let (a, b) = (qa.get(key), qb.get(key));
    let direction = better(key);
    let estimate = qa
        .estimate_of(key)
        .zip(qb.estimate_of(key))
        .map(|(ea, eb)| {
            let (d, ci) = difference(ea, eb);
            ComparedEstimate {
                a: ea.0,
                a_ci95: ea.1,
                b: eb.0,
                b_ci95: eb.1,
                difference: d,
                difference_ci95: ci,
            }
        });
    Compared {
        key: key.to_string(),
        a,
        b,
        difference: a.zip(b).map(|(a, b)| b - a),
        direction,
        better: a.zip(b).zip(direction).map(|((a, b), d)| winner(a, b, d)),
        estimate,
    }
}

impl Content for CompareResult {
    fn kind(&self) -> &'static str {
        "compare"
    }
}
