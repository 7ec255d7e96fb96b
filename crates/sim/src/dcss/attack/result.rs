//! What an attack report holds: the quantities of one player attack, exact or estimated, the
//! monster and the player as they were read, and the result
//! (`docs/rules/dcss-0.31-player-attack.md` §2–§6, §11).

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::law::ValueLaw;
use crate::stats::{Estimate, Estimated};

/// The quantities of one player attack, each exact or estimated.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackQuantities<T> {
    /// P(the main attack hits and is not blocked), the monster's block count at 0.
    pub p_hit: T,
    /// P(the monster's shield blocks it).
    pub p_blocked: T,
    /// P(it misses and is not blocked).
    pub p_miss: T,
    /// P(a landed main attack deals d after the monster's AC, its brand included), index d.
    pub damage_distribution: Vec<T>,
    /// Its mean.
    pub damage_mean: T,
    /// P(the attack takes t aut), keyed by t.
    pub delay_distribution: ValueLaw<T>,
    /// Its mean.
    pub delay_mean: T,
    /// P(one whole action deals d: its main attacks, brand and aux attacks, the block count
    /// at 0), index d.
    pub action_damage_distribution: Vec<T>,
    /// Its mean.
    pub action_damage_mean: T,
    /// P(the named monster is placed with h HP), keyed by h.
    #[serde(default, skip_serializing_if = "ValueLaw::is_empty")]
    pub monster_hp_distribution: ValueLaw<T>,
    /// Its mean.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_hp_mean: Option<T>,
    /// `[k − 1]`: P(the named monster is dead after k of your actions), it never acting and
    /// its block count fresh at each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p_killed_within_attacks: Vec<T>,
    /// Expected actions to kill it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_attacks_to_kill: Option<T>,
    /// Expected aut to kill it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_aut_to_kill: Option<T>,
}

impl<T> AttackQuantities<T> {
    /// The quantities `f` makes of these and the exact ones, key by key.
    pub(super) fn zip_map<U>(
        &self,
        x: &AttackQuantities<f64>,
        f: impl Fn(&T, f64) -> U,
    ) -> AttackQuantities<U> {
        let z = |a: &[T], b: &[f64]| -> Vec<U> {
            a.iter()
                .enumerate()
                .map(|(i, v)| f(v, b.get(i).copied().unwrap_or(0.0)))
                .collect()
        };
        let o = |a: &Option<T>, b: Option<f64>| a.as_ref().map(|v| f(v, b.unwrap_or(0.0)));
        AttackQuantities {
            p_hit: f(&self.p_hit, x.p_hit),
            p_blocked: f(&self.p_blocked, x.p_blocked),
            p_miss: f(&self.p_miss, x.p_miss),
            damage_distribution: z(&self.damage_distribution, &x.damage_distribution),
            damage_mean: f(&self.damage_mean, x.damage_mean),
            delay_distribution: self.delay_distribution.zip_map(&x.delay_distribution, &f),
            delay_mean: f(&self.delay_mean, x.delay_mean),
            action_damage_distribution: z(
                &self.action_damage_distribution,
                &x.action_damage_distribution,
            ),
            action_damage_mean: f(&self.action_damage_mean, x.action_damage_mean),
            monster_hp_distribution: self
                .monster_hp_distribution
                .zip_map(&x.monster_hp_distribution, &f),
            monster_hp_mean: o(&self.monster_hp_mean, x.monster_hp_mean),
            p_killed_within_attacks: z(&self.p_killed_within_attacks, &x.p_killed_within_attacks),
            expected_attacks_to_kill: o(&self.expected_attacks_to_kill, x.expected_attacks_to_kill),
            expected_aut_to_kill: o(&self.expected_aut_to_kill, x.expected_aut_to_kill),
        }
    }
}

/// The exact side of one attack: the quantities, and what the game displays.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackExact {
    /// The exact quantities.
    #[serde(flatten)]
    pub quantities: AttackQuantities<f64>,
    /// What the game shows, `100 − "about X% to evade"`; null where the 0.34 display divides
    /// 0 by 0.
    pub display_percent: Option<i32>,
    /// The mean of the pre-roll to-hit, `calc_pre_roll_to_hit(true)`.
    pub pre_roll_to_hit_mean: f64,
}

/// The player and the monster as the attack reads them.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackDerived {
    /// The weapon, or null unarmed.
    pub weapon: Option<String>,
    /// Main attacks per action (a quick blade swings twice).
    pub attacks_per_action: u32,
    /// The monster, when named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// Its EV as the attack meets it.
    pub monster_ev: i32,
    /// Its AC.
    pub monster_ac: i32,
    /// Its shield class (0 without a shield).
    pub monster_shield_class: i32,
    /// Its blocks between two of its actions (0 without a shield).
    pub monster_block_limit: u32,
    /// What was read from a character dump or assumed, one sentence each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// The result of `roguesim attack`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackResult {
    /// The player and the monster as the attack reads them.
    pub derived: AttackDerived,
    /// Exact values.
    pub exact: AttackExact,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<AttackQuantities<f64>, AttackQuantities<[f64; 2]>, AttackQuantities<Option<f64>>>,
    /// Attacks simulated (one action each, and one kill sequence each with a named monster).
    pub attacks_simulated: u64,
    /// Kill sequences still going after the simulation's cap of actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub censored_kills: Option<u64>,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub(super) measured: AttackQuantities<Estimate>,
}
