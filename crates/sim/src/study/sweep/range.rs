//! `--vary FLAG=FROM..TO[:STEP]`: the values one flag takes across a sweep, FROM, FROM + STEP,
//! … up to TO, computed in exact decimal steps (no drift: `0..2.7:0.1` ends on 2.7).

use schemars::JsonSchema;
use serde::Serialize;

use crate::error::SimError;
use crate::kinds::Entry;

/// The most points a sweep may have (the product of its flags' values).
pub const MAX_POINTS: u64 = 100_000;

/// The most flags one sweep varies.
pub const MAX_VARIED: usize = 2;

/// Decimal places a range's numbers may have.
const DECIMALS: u32 = 6;
const SCALE: i64 = 10i64.pow(DECIMALS);

/// One varied flag and the values it takes.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Axis {
    /// The flag, without its dashes (`ev`, `player-speed`).
    pub flag: String,
    /// The first value.
    pub from: f64,
    /// The last value allowed.
    pub to: f64,
    /// The step.
    pub step: f64,
    /// Every value, in order.
    pub values: Vec<f64>,
}

impl Axis {
    /// The axis as the command line gives it: `ev=0..40`, `dodging=0..27:0.5`.
    pub fn spec(&self) -> String {
        if self.step == 1.0 {
            format!("{}={}..{}", self.flag, self.from, self.to)
        } else {
            format!("{}={}..{}:{}", self.flag, self.from, self.to, self.step)
        }
    }
}

/// A decimal number with at most [`DECIMALS`] places, in millionths.
fn decimal(text: &str, whole: &str) -> Result<i64, SimError> {
    let bad = || {
        SimError::invalid(
            "--vary",
            format!("{whole}: '{text}' is not a number with at most {DECIMALS} decimals"),
        )
    };
    let t = text.trim();
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if int.is_empty() || !all_digits(int) || !all_digits(frac) || frac.len() > DECIMALS as usize {
        return Err(bad());
    }
    let int: i64 = int.parse().map_err(|_| bad())?;
    let frac_value: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse::<i64>().map_err(|_| bad())? * 10i64.pow(DECIMALS - frac.len() as u32)
    };
    let magnitude = int
        .checked_mul(SCALE)
        .and_then(|x| x.checked_add(frac_value))
        .ok_or_else(bad)?;
    Ok(if negative { -magnitude } else { magnitude })
}

/// What a sweep of `kind` may vary, as `--vary` names it: the flags of its numeric fields,
/// then the paths of the other numbers of its object (`dyn Entry::variable`).
pub fn variable(kind: &dyn Entry) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for f in kind.variable() {
        if !names.contains(&f.flag) {
            names.push(f.flag);
        }
    }
    names
}

/// Parses one `--vary` value for `kind`: the flag of one of its numeric fields, or the path
/// of a number of its object (the axis names the field by its flag when it has one).
pub fn parse_axis(kind: &dyn Entry, text: &str) -> Result<Axis, SimError> {
    let usage = || {
        SimError::invalid(
            "--vary",
            format!("'{text}' is not FLAG=FROM..TO[:STEP] (e.g. ev=0..40 or dodging=0..27:0.5)"),
        )
    };
    let (flag, range) = text.split_once('=').ok_or_else(usage)?;
    let flag = flag.trim().trim_start_matches("--");
    let Some(field) = kind.variable_field(flag) else {
        return Err(SimError::invalid(
            "--vary",
            format!(
                "{} has no numeric flag '{flag}' to vary; allowed: {}",
                kind.command(),
                variable(kind).join(", ")
            ),
        ));
    };
    let flag = field.flag;
    let (bounds, step) = match range.rsplit_once(':') {
        Some((bounds, step)) => (bounds, Some(step)),
        None => (range, None),
    };
    let (from, to) = bounds.split_once("..").ok_or_else(usage)?;
    let (from, to) = (decimal(from, text)?, decimal(to, text)?);
    let step = match step {
        Some(s) => decimal(s, text)?,
        None => SCALE,
    };
    if step <= 0 {
        return Err(SimError::invalid(
            "--vary",
            format!("{text}: the step must be above 0"),
        ));
    }
    if from > to {
        return Err(SimError::invalid(
            "--vary",
            format!("{text}: FROM is above TO; give FROM ≤ TO"),
        ));
    }
    let count = (i128::from(to) - i128::from(from)) / i128::from(step) + 1;
    if count > i128::from(MAX_POINTS) {
        return Err(too_many(u64::try_from(count).unwrap_or(u64::MAX)));
    }
    let count = count as i64;
    let value = |i: i64| (from + i * step) as f64 / SCALE as f64;
    Ok(Axis {
        flag: flag.to_string(),
        from: value(0),
        to: to as f64 / SCALE as f64,
        step: step as f64 / SCALE as f64,
        values: (0..count).map(value).collect(),
    })
}

fn too_many(points: u64) -> SimError {
    SimError::invalid(
        "--vary",
        format!("{points} points is too many: allowed up to {MAX_POINTS}"),
    )
}

/// Parses every `--vary` of a sweep: one or two distinct flags, at most [`MAX_POINTS`]
/// points in all.
pub fn parse_axes(kind: &dyn Entry, texts: &[String]) -> Result<Vec<Axis>, SimError> {
    if texts.is_empty() {
        return Err(SimError::invalid(
            "--vary",
            "give the flag to vary, e.g. --vary ev=0..40",
        ));
    }
    if texts.len() > MAX_VARIED {
        return Err(SimError::invalid(
            "--vary",
            format!(
                "{} flags given: allowed 1 or {MAX_VARIED} (a line or a heatmap)",
                texts.len()
            ),
        ));
    }
    let axes = texts
        .iter()
        .map(|t| parse_axis(kind, t))
        .collect::<Result<Vec<_>, _>>()?;
    if let [a, b] = &axes[..]
        && a.flag == b.flag
    {
        return Err(SimError::invalid(
            "--vary",
            format!("{} is varied twice: vary two different flags", a.flag),
        ));
    }
    let points: u64 = axes.iter().map(|a| a.values.len() as u64).product();
    if points > MAX_POINTS {
        return Err(too_many(points));
    }
    Ok(axes)
}
