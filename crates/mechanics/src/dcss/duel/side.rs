//! The two sides of a duel as the chain and the samplers use them: the player's action with
//! its time, and the monster's round, speed and energy (`docs/rules/dcss-0.31-player-attack.md`
//! §8, §11).

use super::defence::{MonsterSlot, PlayerDefence};
use crate::dcss::opponent::Opponent;
use crate::dcss::player_attack::{PlayerAction, PlayerOffence, Retaliation};
use crate::dcss::rules::RuleSet;
use crate::dcss::time::{
    MonsterWeapon, energy_gain_dist_in, melee_energy_dist, monster_attack_delay_dist,
};
use crate::dist::Dist;

/// The monster's side of a duel (`docs/rules/dcss-0.31-player-attack.md` §8): its round of
/// attack slots against the player's defence, the player's retaliation on a first-slot miss,
/// its speed and what a round costs.
#[derive(Clone, Debug, PartialEq)]
pub struct MonsterSide {
    /// The round's slots in order.
    pub slots: Vec<MonsterSlot>,
    /// The Minotaur player's retaliation, if any.
    pub retaliation: Option<Retaliation>,
    /// Speed: energy per 10 aut.
    pub speed: i32,
    /// `ATTACK_ENERGY`.
    pub attack_energy: i32,
    /// The law of the energy one round costs: `div_rand_round(attack energy × delay, 10)`
    /// with delay 10 for an unbranded weapon.
    pub cost: Dist,
}

impl MonsterSide {
    /// The monster's side against `defence`, with the retaliation of `offence`.
    pub fn new(opponent: &Opponent, offence: &PlayerOffence, defence: &PlayerDefence) -> Self {
        Self::against(opponent, defence, offence.retaliation(&opponent.target()))
    }

    /// The monster's side against `defence`, with `retaliation` on a first-slot miss (the
    /// ranged duel's, whose player may have no melee offence).
    pub fn against(
        opponent: &Opponent,
        defence: &PlayerDefence,
        retaliation: Option<Retaliation>,
    ) -> Self {
        let attack_energy = opponent.monster.energy.attack;
        MonsterSide {
            slots: opponent
                .round
                .iter()
                .map(|(_, slot)| {
                    MonsterSlot::new(opponent.attacker(slot), opponent.damage(slot), defence)
                })
                .collect(),
            retaliation,
            speed: opponent.monster.speed,
            attack_energy,
            cost: melee_energy_dist(
                attack_energy,
                &monster_attack_delay_dist(MonsterWeapon::Normal),
            ),
        }
    }
}

/// The player's side of a duel: the action against the monster, and the law of the energy it
/// gives the monster (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerSide {
    /// One melee action.
    pub action: PlayerAction,
    /// The law of `max(1, div_rand_round(speed · time_taken, 10))` over the action's time
    /// (at 0.34 without the `max(1, ·)`).
    pub energy_gain: Dist,
}

impl PlayerSide {
    /// The player's side against a monster of `speed`, under the 0.31 rules.
    pub fn new(action: PlayerAction, speed: i32) -> Self {
        Self::new_in(RuleSet::Dcss031, action, speed)
    }

    /// The player's side against a monster of `speed` under `rules`: the energy gain with
    /// 0.31's floor of 1 or without it at 0.34 (`docs/rules/dcss-0.34.md` §7.3).
    pub fn new_in(rules: RuleSet, action: PlayerAction, speed: i32) -> Self {
        let energy_gain = energy_gain_dist_in(rules, speed, &action.delay.dist());
        PlayerSide {
            action,
            energy_gain,
        }
    }
}
