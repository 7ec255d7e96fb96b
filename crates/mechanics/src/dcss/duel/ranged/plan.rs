//! Making a ranged duel's plan from a shot or a spell: where each reaches, what it costs and
//! the budget, the Orb of Destruction's damage by the distance it flies, and Searing Ray's
//! channel (`docs/rules/dcss-0.34-player-ranged.md` §6, §8.5, §8.8, §9).

use super::{MAX_DISTANCE, RangedPlan};
use crate::dcss::player_attack::PlayerAction;
use crate::dcss::player_ranged::spell::table::Delivery;
use crate::dcss::player_ranged::{RangedAction, Shot, SpellAttack};
use crate::dcss::time::PlayerStatus;

impl RangedPlan {
    /// Shooting or throwing `shot` at every distance to `distance` (a launcher and every
    /// throw reach across your line of sight); `missiles`: how many a thrower has (a
    /// launcher needs none); `melee`: your melee action for `--then melee`.
    pub fn shooting(
        shot: &Shot,
        distance: u32,
        missiles: Option<u32>,
        melee: Option<PlayerAction>,
        status: PlayerStatus,
    ) -> Self {
        let budget = if shot.projectile.thrown() {
            Some(missiles.unwrap_or(0))
        } else {
            None
        };
        RangedPlan {
            attack: (1..=distance.max(1))
                .map(|_| Some(RangedAction::Shot(Box::new(shot.clone()))))
                .collect(),
            channel: Vec::new(),
            cost: 1,
            budget,
            melee: melee.map(|m| RangedAction::Melee(Box::new(m))),
            wait: RangedAction::Wait(status),
        }
    }

    /// Casting `spell` at every distance to `distance` it reaches, with `mp` MP (the Orb of
    /// Destruction at each distance as it flies there; Searing Ray with its channel);
    /// `melee`: your melee action for `--then melee`.
    pub fn casting(
        spell: &SpellAttack,
        distance: u32,
        mp: u32,
        melee: Option<PlayerAction>,
        status: PlayerStatus,
    ) -> Self {
        let (lo, hi) = spell.spell.duel_reach();
        let at = |d: u32| -> Option<SpellAttack> {
            let di = d as i32;
            (lo..=hi).contains(&di).then(|| spell.at_orb_distance(di))
        };
        let top = distance.clamp(1, MAX_DISTANCE);
        let attack = (1..=top).map(|d| at(d).map(RangedAction::Cast)).collect();
        let channel = if spell.spell.delivery == Delivery::SearingRay {
            (1..=top)
                .map(|d| at(d).map(RangedAction::Channel))
                .collect()
        } else {
            Vec::new()
        };
        RangedPlan {
            attack,
            channel,
            cost: spell.mp() as u32,
            budget: Some(mp),
            melee: melee.map(|m| RangedAction::Melee(Box::new(m))),
            wait: RangedAction::Wait(status),
        }
    }
}
