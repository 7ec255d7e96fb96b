//! What each command leads with: the quantities its sweep tables and line charts show, the
//! one its heatmaps colour, the one comparisons and `worth` rank by, and which way each
//! quantity is better for the defender.

use super::Command;
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
    fn new(label: impl Into<String>, key: impl Into<String>, scale: f64) -> Self {
        Series {
            label: label.into(),
            key: key.into(),
            scale,
        }
    }
}

/// Which way `key` is better for the defender, when it has a way. Distributions (`P(N = n)`,
/// `P(j land)`) and descriptions of the inputs have none.
pub fn better(key: &str) -> Option<Better> {
    let last = key.rsplit('.').next().unwrap_or(key);
    let (name, index) = match last.split_once('[') {
        Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
        None => (last, None),
    };
    if key.starts_with("estimate.") || key.starts_with("monster") {
        return None;
    }
    match name {
        "p_hit"
        | "p_land"
        | "p_land_by_attack"
        | "p_beat_ev"
        | "display_pct"
        | "p_double"
        | "p_triple"
        | "mean_actions"
        | "p_at_least_2_before_you_act"
        | "mean_lands_before_you_act"
        | "opportunity_attacks_per_action" => Some(Better::Lower),
        "p_at_least_lands" if index.is_some_and(|j| j >= 1) => Some(Better::Lower),
        "p_block" | "p_block_by_attack" | "p_miss_by_attack" | "ev" | "sh" | "sh_internal"
            if !key.contains("attackers") =>
        {
            Some(Better::Higher)
        }
        _ => None,
    }
}

/// The quantity a comparison's verdict and `worth`'s ranking go by: its label, its value
/// from a point's quantities, and which way is better.
pub fn headline(command: Command, q: &Quantities) -> Option<(&'static str, f64, Better)> {
    match command {
        Command::Ev => Some(("EV", q.get("ev")?, Better::Higher)),
        Command::Hit => Some(("P(hit)", q.get("exact.p_hit")?, Better::Lower)),
        Command::Turn => {
            let landed: f64 =
                q.0.iter()
                    .filter(|(k, _)| k.starts_with("exact.p_land_by_attack["))
                    .map(|(_, v)| v)
                    .sum();
            Some(("expected landed attacks per turn", landed, Better::Lower))
        }
        Command::Threat => Some((
            "expected blows landed before you act again",
            q.get("exact.mean_lands_before_you_act")?,
            Better::Lower,
        )),
        Command::Speed | Command::DcssSpeed => {
            Some(("P(double move)", q.get("exact.p_double")?, Better::Lower))
        }
    }
}

/// The quantities a sweep's table shows for `command`, among those its points have.
pub fn table_keys(command: Command, columns: &[String]) -> Vec<String> {
    let wanted: &[&str] = match command {
        Command::Ev => &["ev", "sh", "sh_internal", "block_limit"],
        Command::Hit => &[
            "derived.ev",
            "derived.sh",
            "exact.p_hit",
            "exact.p_block",
            "display_pct",
        ],
        Command::Turn => &[
            "derived.ev",
            "derived.sh",
            "exact.lands_distribution[0]",
            "exact.p_at_least_lands[1]",
            "exact.p_at_least_lands[2]",
        ],
        Command::Threat => &[
            "derived.ev",
            "exact.p_land_by_attack[0]",
            "exact.p_at_least_2_before_you_act",
            "exact.mean_lands_before_you_act",
        ],
        Command::Speed | Command::DcssSpeed => {
            &["exact.p_double", "exact.p_triple", "exact.mean_actions"]
        }
    };
    wanted
        .iter()
        .filter(|k| columns.iter().any(|c| c == *k))
        .map(|k| k.to_string())
        .collect()
}

/// The lines a one-flag sweep of `command` draws, among the quantities its points have, and
/// the y axis's label.
pub fn line_series(command: Command, columns: &[String]) -> (Vec<Series>, &'static str) {
    let has = |k: &str| columns.iter().any(|c| c == k);
    let (series, axis) = match command {
        Command::Ev => (
            vec![Series::new("EV", "ev", 1.0), Series::new("SH", "sh", 1.0)],
            "points",
        ),
        Command::Hit => (
            vec![
                Series::new("true P(hit)", "exact.p_hit", 100.0),
                Series::new("the game's display", "display_pct", 1.0),
                Series::new("P(block)", "exact.p_block", 100.0),
            ],
            "chance (%)",
        ),
        Command::Turn => (
            (1..=8)
                .map(|j| {
                    Series::new(
                        format!("P(≥ {j} land)"),
                        format!("exact.p_at_least_lands[{j}]"),
                        100.0,
                    )
                })
                .collect(),
            "chance per turn (%)",
        ),
        Command::Threat => (
            vec![
                Series::new("P(first attack lands)", "exact.p_land_by_attack[0]", 100.0),
                Series::new(
                    "P(≥ 2 blows before you act)",
                    "exact.p_at_least_2_before_you_act",
                    100.0,
                ),
            ],
            "chance (%)",
        ),
        Command::Speed | Command::DcssSpeed => (
            vec![
                Series::new("P(double move)", "exact.p_double", 100.0),
                Series::new("P(triple move)", "exact.p_triple", 100.0),
            ],
            "chance per player action (%)",
        ),
    };
    (series.into_iter().filter(|s| has(&s.key)).collect(), axis)
}

/// The quantity a two-flag sweep of `command` colours, its label and its scale.
pub fn heat_series(command: Command) -> Series {
    match command {
        Command::Ev => Series::new("EV", "ev", 1.0),
        Command::Hit => Series::new("true P(hit)", "exact.p_hit", 100.0),
        Command::Turn => Series::new(
            "P(at least one attack lands) per turn",
            "exact.p_at_least_lands[1]",
            100.0,
        ),
        Command::Threat => Series::new(
            "P(≥ 2 blows before you act)",
            "exact.p_at_least_2_before_you_act",
            100.0,
        ),
        Command::Speed | Command::DcssSpeed => {
            Series::new("P(double move)", "exact.p_double", 100.0)
        }
    }
}

/// What a varied flag is, for axis labels: `the defender's EV (--ev)`.
pub fn describe(flag: &str) -> String {
    format!("{} (--{flag})", words(flag))
}

/// What a varied flag is, in words: `the defender's EV`.
pub fn words(flag: &str) -> &str {
    match flag {
        "ev" => "the defender's EV",
        "sh" => "the defender's SH",
        "sh-internal" => "the defender's internal SH",
        "block-limit" => "blocks allowed per turn",
        "xl" => "experience level",
        "dex" => "Dexterity",
        "str" => "Strength",
        "dodging" => "Dodging skill",
        "armour-skill" => "Armour skill",
        "shields-skill" => "Shields skill",
        "shield-plus" => "the shield's enchantment",
        "monster-hd" => "the monster's hit dice",
        "weapon-to-hit" => "the monster weapon's to-hit",
        "player-to-hit" => "the player's to-hit",
        "depth" => "the depth its weapon is made at",
        "weapon-plus" => "its weapon's enchantment",
        "heads" => "heads",
        "attacks" => "attacks per turn",
        "count" => "monsters",
        "turns" => "turns per fight",
        "delay" => "your action delay (aut)",
        "player-speed" => "player speed",
        "monster-speed" => "monster speed",
        "player-action-cost" => "the player's action cost (energy)",
        "window" => "player actions per window",
        "monster-action-cost" => "energy per monster action",
        "move" => "the player's move delay (aut)",
        "attack-delay" => "the player's attack delay (aut)",
        other => other,
    }
}

/// How a command's pictures are titled: its game and what it runs.
pub fn title(command: Command) -> &'static str {
    match command {
        Command::Ev => "DCSS EV and SH",
        Command::Hit => "DCSS, one attack",
        Command::Turn => "DCSS, one defender turn",
        Command::Threat => "DCSS threat",
        Command::Speed => "FrogComposband double moves",
        Command::DcssSpeed => "DCSS monster actions per player action",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_follow_the_defender() {
        assert_eq!(better("exact.p_hit"), Some(Better::Lower));
        assert_eq!(better("exact.p_block"), Some(Better::Higher));
        assert_eq!(better("derived.ev"), Some(Better::Higher));
        assert_eq!(better("ev"), Some(Better::Higher));
        assert_eq!(better("exact.p_at_least_lands[0]"), None);
        assert_eq!(better("exact.p_at_least_lands[2]"), Some(Better::Lower));
        assert_eq!(better("exact.lands_distribution[1]"), None);
        assert_eq!(better("derived.attackers[0].to_hit"), None);
        assert_eq!(better("estimate.p_hit"), None);
        assert_eq!(better("monster.ev"), None);
    }

    #[test]
    fn a_turn_is_ranked_by_its_expected_landed_attacks() {
        let q = Quantities(vec![
            ("exact.p_land_by_attack[0]".into(), 0.5),
            ("exact.p_land_by_attack[1]".into(), 0.25),
        ]);
        assert_eq!(
            headline(Command::Turn, &q),
            Some(("expected landed attacks per turn", 0.75, Better::Lower))
        );
    }
}
