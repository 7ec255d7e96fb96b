//! The bench's comparison of rule sets: the DCSS exchange and turn loops under dcss-0.31 and
//! dcss-0.34, measured in the same rounds, and the dcss-0.34 loops' targets against the
//! dcss-0.31 ones (`docs/rules/dcss-0.34.md` §1.1).

use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::Serialize;

use super::loops::Numbers;
use crate::dcss::rules::DEFAULT;

/// The least ratio of a dcss-0.34 loop's rate to the same loop's dcss-0.31 rate (issue #37:
/// the default rules at the speed of the older ones).
pub const AT_LEAST_OF_031: f64 = 0.8;

/// The loops compared across rule sets: `(key, label)`.
pub const COMPARED: [(&str, &str); 3] = [
    ("hit", "monster exchange (hit)"),
    ("shielded", "shielded exchange"),
    ("turn_attacks", "turn of 4 attacks, per attack"),
];

/// The rule sets and numbers compared, in the order of [`BenchResult::rule_sets`]: dcss-0.31,
/// the default rule set (dcss-0.34) with the same whole numbers, and with EV and SH in
/// hundredths.
///
/// [`BenchResult::rule_sets`]: super::BenchResult::rule_sets
pub const MEASURED: [(RuleSet, Numbers); 3] = [
    (RuleSet::Dcss031, Numbers::Whole),
    (DEFAULT, Numbers::Whole),
    (DEFAULT, Numbers::Hundredths),
];

/// The exchange and turn loops under one rule set (`roguesim hit` and `roguesim turn` with
/// `--rules`).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RulesLoops {
    /// The rule set: `dcss-0.31` or `dcss-0.34`.
    pub rules: &'static str,
    /// The defender's numbers: `whole` (EV 20, or 15 in the turn, and SH 27: the same command
    /// under both rule sets) or `hundredths` (dcss-0.34: EV 20.50, or 15.37, and SH 27.61).
    pub numbers: Numbers,
    /// Monster exchanges per second (HD 10 fighter).
    pub hit_per_s: f64,
    /// Shielded exchanges per second (the same against the SH, limit 3).
    pub shielded_per_s: f64,
    /// Attacks per second within turns of four HD 5 attacks against the EV and SH, limit 3.
    pub turn_attacks_per_s: f64,
}

impl RulesLoops {
    /// The rate of loop `key` of `COMPARED`.
    pub fn rate(&self, key: &str) -> f64 {
        match key {
            "hit" => self.hit_per_s,
            "shielded" => self.shielded_per_s,
            _ => self.turn_attacks_per_s,
        }
    }
}

/// A dcss-0.34 loop's target against the same loop under dcss-0.31, and this run's verdict.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RulesTarget {
    /// The loop's key: `hit`, `shielded` or `turn_attacks`.
    #[serde(rename = "loop")]
    pub loop_key: &'static str,
    /// The dcss-0.34 defender's numbers: `whole` or `hundredths`.
    pub numbers: Numbers,
    /// The least ratio of its rate to the dcss-0.31 rate ([`AT_LEAST_OF_031`]).
    pub at_least: f64,
    /// The measured ratio: the dcss-0.34 rate over the dcss-0.31 rate.
    pub ratio: f64,
    /// `ratio >= at_least`.
    pub met: bool,
}

/// Every dcss-0.34 loop of `loops` against the dcss-0.31 one.
pub fn rules_targets(loops: &[RulesLoops]) -> Vec<RulesTarget> {
    let Some(old) = loops.iter().find(|l| l.rules == RuleSet::Dcss031.name()) else {
        return Vec::new();
    };
    loops
        .iter()
        .filter(|l| l.rules == DEFAULT.name())
        .flat_map(|new| {
            COMPARED.iter().map(move |&(loop_key, _)| {
                let ratio = new.rate(loop_key) / old.rate(loop_key);
                RulesTarget {
                    loop_key,
                    numbers: new.numbers,
                    at_least: AT_LEAST_OF_031,
                    ratio,
                    met: ratio >= AT_LEAST_OF_031,
                }
            })
        })
        .collect()
}
