//! The duel with ranged offence (`docs/rules/dcss-0.34-player-ranged.md` §9): you shoot,
//! throw or cast each action while the monster closes from a distance at its speed, then
//! fights you in melee as in the melee duel; your MP (or missiles) are a budget that does not
//! grow inside one fight, and when it is spent, or the monster is out of the attack's reach,
//! you melee it when adjacent or wait.
//!
//! * [`RangedPlan`]: what you do at each distance, with what budget, and what instead
//!   (`plan`: made from a shot or a spell).
//! * [`RangedDuel`]: the plan against one monster; its exact law (`chain`, a Markov chain
//!   over energy, the monster's block counter, distance, budget and Searing Ray's channel,
//!   weighted by the monster's HP law) and its game-order sampler (`sample`).

mod chain;
mod plan;
mod sample;

pub use chain::ranged_duel_law;

use crate::dcss::opponent::Opponent;
use crate::dcss::player_ranged::RangedAction;
use crate::dcss::rules::RuleSet;

use super::{DuelLaw, DuelTooLarge, MAX_TURNS, MonsterSide, PlayerDefence, REPORT_TURNS};

/// The farthest a duel starts: line of sight, 7 cells.
pub const MAX_DISTANCE: u32 = 7;

/// Your plan in a ranged duel (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, PartialEq)]
pub struct RangedPlan {
    /// `attack[d − 1]`: the attack at distance `d` (the Orb's damage depends on it); `None`
    /// where it cannot reach (Fireball at an adjacent monster, Freeze beyond it).
    pub attack: Vec<Option<RangedAction>>,
    /// `channel[d − 1]`: a Searing Ray channel's next shot at distance `d`; empty for every
    /// other attack.
    pub channel: Vec<Option<RangedAction>>,
    /// One use of the attack needs this much of the budget (a spell's MP, one missile).
    pub cost: u32,
    /// The MP or the missiles you have; `None` for a launcher, which needs neither.
    pub budget: Option<u32>,
    /// Your melee action, with `--then melee`: what you do, adjacent, when the attack is
    /// spent or cannot reach.
    pub melee: Option<RangedAction>,
    /// A wait (`RangedAction::Wait`): what you do otherwise.
    pub wait: RangedAction,
}

/// What you do in one action, as the plan picks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Choice {
    /// The attack at distance `d` (index `d − 1`).
    Attack(usize),
    /// The channel's next shot at distance `d` (index `d − 1`).
    Channel(usize),
    /// Melee.
    Melee,
    /// Wait.
    Wait,
}

impl RangedPlan {
    /// What the plan does at distance `d` with `left` of the budget and `channel` shots of
    /// a Searing Ray channel to come (`docs/rules/dcss-0.34-player-ranged.md` §8.5, §9): the
    /// channel goes on while it reaches and there is MP for it; else the attack where it
    /// reaches and the budget allows; else melee when adjacent (with `--then melee`); else a
    /// wait.
    pub(crate) fn choose(&self, d: u32, left: u32, channel: u32) -> Choice {
        let i = (d - 1) as usize;
        let affordable = |cost: u32| self.budget.is_none_or(|_| left >= cost);
        if channel > 0 && self.channel.get(i).is_some_and(Option::is_some) && affordable(1) {
            return Choice::Channel(i);
        }
        if self.attack.get(i).is_some_and(Option::is_some) && affordable(self.cost) {
            return Choice::Attack(i);
        }
        if self.melee.is_some() && d == 1 {
            Choice::Melee
        } else {
            Choice::Wait
        }
    }

    /// The action of a choice.
    pub(crate) fn action(&self, c: Choice) -> &RangedAction {
        let chosen = match c {
            Choice::Attack(i) => self.attack[i].as_ref(),
            Choice::Channel(i) => self.channel[i].as_ref(),
            Choice::Melee => self.melee.as_ref(),
            Choice::Wait => None,
        };
        chosen.unwrap_or(&self.wait)
    }

    /// The channel's shots after a cast of `action` that went off: 3 for Searing Ray.
    pub(crate) fn channel_after(&self, c: Choice, succeeded: bool, channel: u32) -> u32 {
        match c {
            Choice::Attack(_) if succeeded && !self.channel.is_empty() => {
                crate::dcss::player_ranged::spell::SEARING_RAY_SHOTS - 1
            }
            Choice::Channel(_) => channel.saturating_sub(1),
            _ => 0,
        }
    }
}

/// A ranged duel (`docs/rules/dcss-0.34-player-ranged.md` §9).
#[derive(Clone, Debug, PartialEq)]
pub struct RangedDuel {
    /// Your plan.
    pub plan: RangedPlan,
    /// Your defence.
    pub defence: PlayerDefence,
    /// The monster.
    pub opponent: Opponent,
    /// Its round, speed and cost.
    pub monster: MonsterSide,
    /// Its energy before your first action.
    pub start_energy: i32,
    /// Its distance at the start: 1 is adjacent.
    pub distance: u32,
    /// The energy one of its moves costs.
    pub move_energy: i32,
    /// Its blocks between two of its actions (0 when it cannot block your attack).
    pub block_limit: u32,
    /// The release whose time rules the fight follows.
    pub rules: RuleSet,
}

impl RangedDuel {
    /// `plan` against `opponent` from `distance` (1 = adjacent), the monster's energy at
    /// `start_energy`; `retaliation` is your Minotaur headbutt on its first-slot miss, if
    /// any. The monster can block your attack only with a shield.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        rules: RuleSet,
        plan: RangedPlan,
        defence: PlayerDefence,
        opponent: Opponent,
        start_energy: i32,
        distance: u32,
        retaliation: Option<crate::dcss::player_attack::Retaliation>,
    ) -> Self {
        let monster = MonsterSide::against(&opponent, &defence, retaliation);
        let d = &opponent.defence;
        let block_limit = if d.shield_class > 0 {
            d.block_limit.max(1)
        } else {
            0
        };
        RangedDuel {
            plan,
            defence,
            monster,
            start_energy,
            distance: distance.clamp(1, MAX_DISTANCE),
            move_energy: opponent.monster.energy.movement,
            block_limit,
            rules,
            opponent,
        }
    }

    /// The exact law, [`REPORT_TURNS`] turns of the within-turns laws, at most [`MAX_TURNS`]
    /// of your actions.
    pub fn exact(&self) -> Result<DuelLaw, DuelTooLarge> {
        ranged_duel_law(self, REPORT_TURNS, MAX_TURNS)
    }
}
