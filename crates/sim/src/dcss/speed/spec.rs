//! The `dcss_speed` scenario: one monster (by name or speed) and one player action repeated,
//! with haste, slow and pursuit; resolved into the rules' scenario (`docs/rules/dcss-0.31.md`
//! §7.1–§7.5).

use mechanics::dcss::monsters;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::{DEFAULT_ACTION_ENERGY, DcssSpeedScenario, PlayerAction, Pursuit};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::rules::in_force;
use crate::error::{FieldError, InputError, SimError};

/// The pursuit effects of a scenario file or `--pursuit` (`dcss-0.31.md` §7.5): `"off"`,
/// `"jitter"` (a chaser still out of reach), `"adjacent"` (a monster right behind a player
/// stepping away: the 1/3 attack of opportunity, at the monster's attack energy, 10 unless a
/// named monster says otherwise), or `{"opportunity_attack": {"attack_energy": N}}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PursuitSpec {
    /// No pursuit effects.
    #[default]
    Off,
    /// The monster closes in but cannot reach: energy ±1 after its move.
    Jitter,
    /// The monster closes in and reaches: 1/3 attack of opportunity, else the jitter.
    Adjacent,
    /// [`Adjacent`](Self::Adjacent) with an explicit attack energy.
    OpportunityAttack {
        /// The energy the free attack costs (10 for a normal attacker).
        attack_energy: i32,
    },
}

impl PursuitSpec {
    /// Whether the monster reaches the player (an attack of opportunity is possible).
    pub fn reaches(self) -> bool {
        matches!(
            self,
            PursuitSpec::Adjacent | PursuitSpec::OpportunityAttack { .. }
        )
    }

    /// The rules' pursuit, `attack_energy` being the monster's (for `adjacent`).
    pub fn pursuit(self, attack_energy: i32) -> Pursuit {
        match self {
            PursuitSpec::Off => Pursuit::Off,
            PursuitSpec::Jitter => Pursuit::Jitter,
            PursuitSpec::Adjacent => Pursuit::OpportunityAttack { attack_energy },
            PursuitSpec::OpportunityAttack { attack_energy } => {
                Pursuit::OpportunityAttack { attack_energy }
            }
        }
    }
}

/// A DCSS speed scenario: one monster's actions per player action (`dcss-0.31.md` §7.3–§7.5).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DcssSpeedSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34" (0.34: energy without the minimum of
    /// 1, `dcss-0.34.md` §7.3). Default: the environment's `ROGUESIM_RULES`, else dcss-0.34.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// A monster of the rule set's table by name: its speed, and its move or attack energy
    /// (moves when the player steps away, attacks otherwise; attacks after closing in with
    /// `"adjacent"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The monster's speed (10 is normal), 1–200; instead of `monster`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_speed: Option<i32>,
    /// Energy per monster action (10 normal; 15 for an ogre's attacks); a named monster's by
    /// default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_action_cost: Option<i32>,
    /// What the player does: `{"move": {"mv": 10}}`, `"wait"` or `{"attack": {"delay": 12}}`.
    pub player_action: PlayerAction,
    /// The player is hasted.
    #[serde(default)]
    pub hasted: bool,
    /// The player is slowed.
    #[serde(default)]
    pub slowed: bool,
    /// Pursuit effects (`"off"`, `"jitter"`, `"adjacent"`, `{"opportunity_attack": {...}}`).
    #[serde(default)]
    pub pursuit: PursuitSpec,
}

impl DcssSpeedSpec {
    /// The rule set the scenario runs under: its `rules`, else the environment's, else the
    /// default.
    pub fn rule_set(&self) -> Result<RuleSet, InputError> {
        in_force(self.rules)
    }

    /// The rules' scenario, validated, and the rule set it runs under (`dcss-0.31.md` §7,
    /// `dcss-0.34.md` §7).
    pub fn scenario(&self) -> Result<(DcssSpeedScenario, RuleSet), SimError> {
        let rules = self.rule_set()?;
        let moves = matches!(self.player_action, PlayerAction::Move { .. });
        let s = match (&self.monster, self.monster_speed) {
            (Some(_), Some(_)) => {
                return Err(SimError::invalid(
                    "monster_speed",
                    "give either monster (by name) or monster_speed, not both",
                ));
            }
            (None, None) => {
                return Err(SimError::invalid(
                    "monster_speed",
                    "give monster_speed or monster (by name)",
                ));
            }
            (None, Some(speed)) => DcssSpeedScenario {
                monster_speed: speed,
                monster_action_cost: self.monster_action_cost.unwrap_or(DEFAULT_ACTION_ENERGY),
                player_action: self.player_action,
                hasted: self.hasted,
                slowed: self.slowed,
                pursuit: self.pursuit.pursuit(DEFAULT_ACTION_ENERGY),
                later_action_cost: None,
            },
            (Some(name), None) => {
                let m = monsters::find_in(rules, name)
                    .map_err(|e| SimError::invalid("monster", e.to_string()))?;
                if m.speed == 0 {
                    return Err(SimError::invalid(
                        "monster",
                        format!("{} has speed 0: it never acts", m.name),
                    ));
                }
                let e = &m.energy;
                let adjacent = self.pursuit.reaches();
                let (first, later) = match (moves, adjacent) {
                    (true, true) => (e.movement, e.attack),
                    (true, false) => (e.movement, e.movement),
                    (false, _) => (e.attack, e.attack),
                };
                DcssSpeedScenario {
                    monster_speed: m.speed,
                    monster_action_cost: self.monster_action_cost.unwrap_or(first),
                    player_action: self.player_action,
                    hasted: self.hasted,
                    slowed: self.slowed,
                    pursuit: self.pursuit.pursuit(e.attack),
                    later_action_cost: (self.monster_action_cost.is_none() && later != first)
                        .then_some(later),
                }
            }
        };
        s.validate().map_err(|e| e.at(""))?;
        Ok((s, rules))
    }
}
