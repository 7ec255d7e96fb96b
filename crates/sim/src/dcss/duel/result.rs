//! What a duel report holds: the outcome laws, exact or estimated, the player and the monster
//! as the duel read them, and the result (`docs/rules/dcss-0.31-player-attack.md` §11).

use mechanics::dcss::duel::DuelPlayerSpec;
use schemars::JsonSchema;
use serde::Serialize;

use crate::stats::{Estimate, Estimated};

/// A duel's outcome laws, each exact or estimated (the names are the reference duels' keys).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DuelQuantities<T> {
    /// P(the monster dies first).
    pub p_win: T,
    /// P(you die first).
    pub p_lose: T,
    /// Index h ≥ 1: P(you win with exactly h HP left); index 0: P(you lose).
    pub player_hp_left_distribution: Vec<T>,
    /// E\[your actions until the kill | you win\]; null when you cannot win.
    pub expected_player_turns_given_win: Option<T>,
    /// E\[your HP left | you win\].
    pub expected_hp_left_given_win: Option<T>,
    /// `[k − 1]`: P(the monster is dead before your action k + 1), k = 1..30.
    pub p_monster_dead_within_turns: Vec<T>,
    /// `[k − 1]`: P(you are dead before your action k + 1), k = 1..30.
    pub p_player_dead_within_turns: Vec<T>,
}

impl<T> DuelQuantities<T> {
    /// What `f` makes of each value and the exact one under its key (`None` without exact
    /// values).
    pub fn zip_map<U>(
        &self,
        x: Option<&DuelQuantities<f64>>,
        f: impl Fn(&T, Option<f64>) -> U,
    ) -> DuelQuantities<U> {
        let z = |a: &[T], b: Option<&Vec<f64>>| -> Vec<U> {
            a.iter()
                .enumerate()
                .map(|(i, v)| f(v, b.map(|b| b.get(i).copied().unwrap_or(0.0))))
                .collect()
        };
        let o = |a: &Option<T>, b: Option<Option<f64>>| a.as_ref().map(|v| f(v, b.flatten()));
        DuelQuantities {
            p_win: f(&self.p_win, x.map(|x| x.p_win)),
            p_lose: f(&self.p_lose, x.map(|x| x.p_lose)),
            player_hp_left_distribution: z(
                &self.player_hp_left_distribution,
                x.map(|x| &x.player_hp_left_distribution),
            ),
            expected_player_turns_given_win: o(
                &self.expected_player_turns_given_win,
                x.map(|x| x.expected_player_turns_given_win),
            ),
            expected_hp_left_given_win: o(
                &self.expected_hp_left_given_win,
                x.map(|x| x.expected_hp_left_given_win),
            ),
            p_monster_dead_within_turns: z(
                &self.p_monster_dead_within_turns,
                x.map(|x| &x.p_monster_dead_within_turns),
            ),
            p_player_dead_within_turns: z(
                &self.p_player_dead_within_turns,
                x.map(|x| &x.p_player_dead_within_turns),
            ),
        }
    }
}

/// The exact side of a duel: the outcome laws and what the chain left undecided.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DuelExact {
    /// The outcome laws.
    #[serde(flatten)]
    pub quantities: DuelQuantities<f64>,
    /// The mass neither side had won when the chain stopped.
    pub p_undecided: f64,
    /// Your actions the chain iterated (the most of any weapon the monster may hold).
    pub turns_computed: usize,
}

/// Your attacks alone against the monster's HP, it never fighting back
/// (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct OffenceAlone {
    /// `[k − 1]`: P(it is dead after k of your actions), k = 1..30.
    pub p_killed_within_attacks: Vec<f64>,
    /// Expected actions to kill it; null when they can do no damage.
    pub expected_attacks_to_kill: Option<f64>,
    /// Expected aut to kill it.
    pub expected_aut_to_kill: Option<f64>,
}

/// One weapon the monster may hold, with its probability and the duel against it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DuelByWeapon {
    /// The weapon and its plus ("+1 war axe", "no weapon").
    pub weapon: String,
    /// Its probability.
    pub probability: f64,
    /// P(you win) against it; null where its chain is too large.
    pub p_win: Option<f64>,
}

/// The player and the monster as the duel reads them.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DuelDerived {
    /// The player as the reference duels' numbers give it (computed from a build or a dump
    /// when one was given).
    pub player: DuelPlayerSpec,
    /// The law of your attack's delay, keyed by aut.
    pub player_delay_distribution: crate::dcss::law::ValueLaw<f64>,
    /// Your ranged attack, when you fight with one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranged: Option<super::spec::RangedSummary>,
    /// The monster.
    pub monster: String,
    /// Its HP law's least, mean and largest value.
    pub monster_hp: [f64; 3],
    /// Its AC, EV, shield class and block limit with its gear.
    pub monster_ac: i32,
    /// Its EV.
    pub monster_ev: i32,
    /// Its shield class.
    pub monster_shield_class: i32,
    /// Its speed (energy per 10 aut).
    pub monster_speed: i32,
    /// The energy one of its rounds costs.
    pub monster_attack_energy: i32,
    /// Its weapons, most likely first (one when the weapon is given).
    pub by_weapon: Vec<DuelByWeapon>,
    /// What was read or assumed, one sentence each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// The result of `roguesim duel`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DuelResult {
    /// The player and the monster as the duel reads them.
    pub derived: DuelDerived,
    /// Exact values; null when the chain is too large (the Monte Carlo answer stands alone).
    pub exact: Option<DuelExact>,
    /// Why there are no exact values, when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_unavailable: Option<String>,
    /// Your attacks alone against its HP.
    pub offence_alone: OffenceAlone,
    /// Monte Carlo estimates keyed like the exact values.
    pub estimate:
        Estimated<DuelQuantities<f64>, DuelQuantities<[f64; 2]>, DuelQuantities<Option<f64>>>,
    /// Fights simulated.
    pub fights_simulated: u64,
    /// Simulated fights neither side had won after the simulation's cap of turns.
    pub undecided_fights: u64,
    /// The estimates, for the rows.
    #[serde(skip)]
    pub(super) measured: DuelQuantities<Estimate>,
}
