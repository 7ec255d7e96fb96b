//! What a kind's studies lead with: the quantity comparisons and `worth` rank by, which way
//! each quantity is better for the defender, the quantities a sweep's table shows and its
//! line charts draw, the one its heatmaps colour, and how its pictures are titled. Each
//! studied kind gives its own [`Profile`].

use super::quantities::Quantities;

/// Which way a quantity is better for the defender (the player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Better {
    /// Lower is better (being hit, double moves).
    Lower,
    /// Higher is better (EV, SH, blocks, misses).
    Higher,
}

/// One series of a line chart: a label and the quantity it draws, scaled.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The legend's label.
    pub label: String,
    /// The quantity's key.
    pub key: String,
    /// The factor the values are drawn at (100 for a probability drawn in percent).
    pub scale: f64,
}

impl Series {
    /// The series `label` drawing `key` at `scale`.
    pub fn new(label: impl Into<String>, key: impl Into<String>, scale: f64) -> Self {
        Series {
            label: label.into(),
            key: key.into(),
            scale,
        }
    }
}

/// What a kind's studies lead with (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub struct Profile {
    /// What the command runs, in words, for a partial result's schema: `one attack`.
    pub about: &'static str,
    /// How its pictures are titled: its game and what it runs.
    pub title: &'static str,
    /// The quantity a comparison's verdict and `worth`'s ranking go by: its label, its value
    /// from a point's quantities, and which way is better.
    pub headline: fn(&Quantities) -> Option<(&'static str, f64, Better)>,
    /// Which way a quantity (by its key) is better for the defender, when it has a way.
    pub better: fn(&str) -> Option<Better>,
    /// The quantities a sweep's table shows, among those its points have.
    pub table: &'static [&'static str],
    /// The lines a one-flag sweep draws, and the y axis's label.
    pub lines: fn() -> (Vec<Series>, &'static str),
    /// The quantity a two-flag sweep colours.
    pub heat: fn() -> Series,
}

/// Which way `key` is better for the defender: lower for the names in `lower` (and for
/// those in `lower_from_one` at an index of 1 or more), higher for those in `higher` unless
/// the key is about an attacker. Estimates and descriptions of a monster have no way, nor
/// does anything else (a distribution, `P(N = n)`).
pub fn direction(
    key: &str,
    lower: &[&str],
    lower_from_one: &[&str],
    higher: &[&str],
) -> Option<Better> {
    let last = key.rsplit('.').next().unwrap_or(key);
    let (name, index) = match last.split_once('[') {
        Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
        None => (last, None),
    };
    if key.starts_with("estimate.") || key.starts_with("monster") {
        return None;
    }
    let from_one = lower_from_one.contains(&name) && index.is_some_and(|j| j >= 1);
    if lower.contains(&name) || from_one {
        Some(Better::Lower)
    } else if higher.contains(&name) && !key.contains("attackers") {
        Some(Better::Higher)
    } else {
        None
    }
}

/// A series of any quantity named on the command line (`--plot-quantity KEY`): probabilities
/// (keys starting `p_` or within a distribution) in percent, anything else as it is.
pub fn series_of(key: &str) -> Series {
    let last = key.rsplit('.').next().unwrap_or(key);
    let probability = last.starts_with("p_") || last.contains("distribution");
    if probability {
        Series::new(key, key, 100.0)
    } else {
        Series::new(key, key, 1.0)
    }
}
