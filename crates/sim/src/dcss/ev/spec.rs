//! The `ev` scenario: a build, and its situation (`docs/rules/dcss-0.31.md` §3.3, §4.1).

use mechanics::dcss::defender::Situation;
use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::input::DefenderSpec;

fn is_default(s: &Situation) -> bool {
    *s == Situation::default()
}

/// An `ev` scenario: a build, and optionally its situation (`dcss-0.31.md` §3.3, §4.1).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EvSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34". Default: a character dump's own
    /// release, else the environment's `ROGUESIM_RULES`, else dcss-0.34.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// The build.
    pub defender: DefenderSpec,
    /// Situational modifiers of the EV (caught, constricted, an unseen attacker...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub situation: Situation,
}
