//! The threat's quantities, each exact or estimated, and the damage half of the report
//! (`docs/rules/monsters-and-dumps.md` §5; `docs/rules/dcss-0.31-damage.md` §1, §2, §6).

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::{AcDrawn, GameShows};

/// The threat's quantities, each exact or estimated (`docs/rules/monsters-and-dumps.md` §5).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatQuantities<T> {
    /// P(attack k of one melee round lands), the block counter fresh, index k.
    pub p_land_by_attack: Vec<T>,
    /// P(attack k of one melee round is blocked).
    pub p_block_by_attack: Vec<T>,
    /// P(attack k of one melee round misses).
    pub p_miss_by_attack: Vec<T>,
    /// P(j blows of one melee round land), index j.
    pub round_lands: Vec<T>,
    /// P(the monster acts n times during one defender action), index n.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions_per_player_action: Vec<T>,
    /// Attacks of opportunity per defender action (the defender steps away).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opportunity_attacks_per_action: Option<T>,
    /// P(r melee rounds of one monster before the defender acts again), index r.
    pub melee_rounds_before_you_act: Vec<T>,
    /// P(j blows land before the defender acts again, all monsters), index j.
    pub lands_before_you_act: Vec<T>,
    /// P(at least 2 blows land before the defender acts again).
    pub p_at_least_2_before_you_act: T,
    /// Expected blows landed before the defender acts again.
    pub mean_lands_before_you_act: T,
    /// P(dead within k of the defender's turns), k = 1…10, from the start HP, no healing
    /// (with a known AC and HP).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_dead_within_turns: Vec<T>,
    /// The expected defender turns until death (null: no turn can do damage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_turns_to_death: Option<T>,
}

impl<T> ThreatQuantities<T> {
    pub(super) fn zip_map<U>(
        &self,
        exact: &ThreatQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> ThreatQuantities<U> {
        let z = |a: &[T], b: &[f64]| {
            a.iter()
                .enumerate()
                .map(|(i, x)| f(x, b.get(i).copied().unwrap_or(0.0)))
                .collect()
        };
        ThreatQuantities {
            p_land_by_attack: z(&self.p_land_by_attack, &exact.p_land_by_attack),
            p_block_by_attack: z(&self.p_block_by_attack, &exact.p_block_by_attack),
            p_miss_by_attack: z(&self.p_miss_by_attack, &exact.p_miss_by_attack),
            round_lands: z(&self.round_lands, &exact.round_lands),
            actions_per_player_action: z(
                &self.actions_per_player_action,
                &exact.actions_per_player_action,
            ),
            opportunity_attacks_per_action: self
                .opportunity_attacks_per_action
                .as_ref()
                .zip(exact.opportunity_attacks_per_action)
                .map(|(x, e)| f(x, e)),
            melee_rounds_before_you_act: z(
                &self.melee_rounds_before_you_act,
                &exact.melee_rounds_before_you_act,
            ),
            lands_before_you_act: z(&self.lands_before_you_act, &exact.lands_before_you_act),
            p_at_least_2_before_you_act: f(
                &self.p_at_least_2_before_you_act,
                exact.p_at_least_2_before_you_act,
            ),
            mean_lands_before_you_act: f(
                &self.mean_lands_before_you_act,
                exact.mean_lands_before_you_act,
            ),
            p_dead_within_turns: z(&self.p_dead_within_turns, &exact.p_dead_within_turns),
            expected_turns_to_death: self
                .expected_turns_to_death
                .as_ref()
                .zip(exact.expected_turns_to_death)
                .map(|(x, e)| f(x, e)),
        }
    }
}

/// One attack slot's damage (`dcss-0.31-damage.md` §1, §2), over the monster's weapons.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackDamage {
    /// The attack slot.
    pub slot: usize,
    /// Mean damage after AC of one attempt (misses and blocks deal nothing), the block
    /// counter fresh.
    pub mean_per_attack: f64,
    /// Mean damage after AC when it lands.
    pub mean_when_landed: f64,
    /// P(damage = i | it lands), after AC.
    pub landed_distribution: Vec<f64>,
    /// The "Max Damage" the game shows for it with the most likely weapon (one more than the
    /// true maximum with a weapon).
    pub displayed_max_damage: i32,
    /// The largest damage it can roll before AC with the most likely weapon.
    pub true_max_damage: i32,
}

/// The damage half of a threat (`dcss-0.31-damage.md` §1–§2, §6; `dcss-0.34.md` §D2).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatDamage {
    /// The defender's AC (dcss-0.31).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// Its GDR in percent (dcss-0.31).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gdr_percent: Option<i32>,
    /// Under dcss-0.34: the AC in hundredths, as shown, and the laws of its two draws.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub drawn_ac: Option<AcDrawn>,
    /// HP at the start of the fight; absent when an AC was given without HP (no survival).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// The build's max HP, when the defender is a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_hp: Option<i32>,
    /// Each attack slot of one melee round.
    pub per_attack: Vec<AttackDamage>,
    /// P(one melee round deals d after AC), index d, the block counter fresh.
    pub round_distribution: Vec<f64>,
    /// Its mean.
    pub round_mean: f64,
    /// Why the survival has no exact values, when it has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_survival_unavailable: Option<String>,
}

/// One attack of the round as the game shows it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatAttack {
    /// The attack slot.
    pub slot: usize,
    /// The attack type.
    pub kind: &'static str,
    /// Its damage.
    pub damage: i32,
    /// The weapon counts for it.
    pub uses_weapon: bool,
    /// What the game displays for it with the monster's most likely weapon, in percent
    /// ("undefined" where the dcss-0.34 display divides 0 by 0).
    pub displayed_pct: GameShows,
}
