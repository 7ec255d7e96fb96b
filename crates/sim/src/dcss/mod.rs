//! DCSS report kinds, one folder each: a build's EV and SH ([`ev`]), one attack ([`hit`]), a
//! defender turn of attacks ([`turn`]), a named monster's threat ([`threat`]), a landed
//! attack's damage and the rounds survived ([`damage`]), monster actions per player action
//! ([`speed`]), a monster's missiles, beams, Smiting and Pain ([`ranged`]), your attack on a
//! monster ([`attack`]) and a fight to the death ([`duel`]). What they share: the defender
//! and the attackers as scenarios give
//! them, and their resolution into the rules ([`input`]); character dumps ([`character`]);
//! named monsters ([`named`]); the defender as the attacks see it ([`Derived`]), the rules
//! line and which way a quantity is better.

pub mod attack;
pub mod character;
pub mod damage;
pub mod duel;
pub mod ev;
pub mod hit;
pub mod input;
pub mod law;
pub mod named;
pub mod offence;
pub mod ranged;
pub mod rules;
pub mod speed;
pub mod threat;
pub mod turn;

use mechanics::dcss::build::Encumbrance;
use mechanics::dcss::evasion::EvBreakdown;
use mechanics::dcss::shields::ShieldRules;
use schemars::JsonSchema;
use serde::Serialize;

use crate::scenario::profile::{Better, direction};
use input::{AttackerSummary, Resolved};

/// What the defender's numbers come to against these attacks, and who attacks
/// (`docs/rules/dcss-0.31.md` §2.4, §4, §6).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Derived {
    /// The EV the attacks roll against (with the situation applied).
    pub ev: i32,
    /// Displayed SH.
    pub sh: i32,
    /// Internal SH used in the block contest.
    pub sh_internal: i32,
    /// Blocks allowed per turn (0.31), or null (0.19 rules, or no SH).
    pub block_limit: Option<u32>,
    /// Attacks per turn.
    pub attacks_per_turn: usize,
    /// The EV breakdown, for a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<EvBreakdown>,
    /// The encumbrance summary, for a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encumbrance: Option<Encumbrance>,
    /// What the game displays for each attacker ("about N% to hit you"), in order.
    pub display_pct: Vec<i32>,
    /// The attackers, in order, with their to-hit and what the game displays for each.
    pub attackers: Vec<AttackerSummary>,
}

impl Derived {
    /// The derived numbers of a resolved turn.
    pub fn of(resolved: &Resolved) -> Self {
        let f = &resolved.facing;
        Derived {
            ev: f.ev,
            sh: f.sh.displayed,
            sh_internal: f.sh.internal,
            block_limit: f.turn_block_limit(),
            attacks_per_turn: resolved.turn.attacks.len(),
            breakdown: f.breakdown,
            encumbrance: f.encumbrance.clone(),
            display_pct: resolved.attackers.iter().map(|a| a.displayed_pct).collect(),
            attackers: resolved.attackers.clone(),
        }
    }

    /// Summary lines: the defender, then each attacker with what the game shows for it.
    pub fn headline(&self, rules: ShieldRules) -> Vec<String> {
        let shield = match (self.block_limit, self.sh_internal) {
            (_, 0) => "no SH".to_string(),
            (Some(l), _) => format!(
                "SH {} (internal {}), block limit {l} per turn",
                self.sh, self.sh_internal
            ),
            (None, _) => format!(
                "SH {} (internal {}), no block limit ({} rules)",
                self.sh,
                self.sh_internal,
                rules.as_str()
            ),
        };
        let mut lines = vec![format!("defender: EV {}, {shield}", self.ev)];
        for a in &self.attackers {
            let who = match a.count {
                1 => a.name.clone(),
                n => format!("{} ×{n}", a.name),
            };
            let each = match a.attacks {
                1 => String::new(),
                n => format!(", {n} attacks each"),
            };
            lines.push(format!(
                "attacker: {who}{each}, to-hit {}; the game shows {}% to hit",
                a.to_hit, a.displayed_pct
            ));
        }
        lines
    }
}

/// The rules line of a DCSS combat report.
pub fn rules_line(rules: ShieldRules) -> String {
    format!("dcss-0.31, shields {}", rules.as_str())
}

/// Which way a DCSS quantity (by its key in a report's JSON) is better for the defender:
/// being hit and acting less often lower, EV, SH, blocks and misses higher.
pub fn better(key: &str) -> Option<Better> {
    direction(
        key,
        &[
            "p_hit",
            "p_land",
            "p_land_by_attack",
            "p_beat_ev",
            "display_pct",
            "p_double",
            "p_triple",
            "mean_actions",
            "p_at_least_2_before_you_act",
            "mean_lands_before_you_act",
            "opportunity_attacks_per_action",
        ],
        &["p_at_least_lands"],
        &[
            "p_block",
            "p_block_by_attack",
            "p_miss_by_attack",
            "ev",
            "sh",
            "sh_internal",
        ],
    )
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
}
