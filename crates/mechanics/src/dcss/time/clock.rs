//! One monster's energy pool over player actions (`docs/rules/dcss-0.31.md` §7.3,
//! `docs/rules/dcss-0.34.md` §7.3): gain, then act while the energy is at least 80.

use rand::Rng;

use super::monster::{ENERGY_START, MonsterRound, Pursuit, energy_gain_in, play_round};
use super::{MONSTER_ACTION_COST, MONSTER_SPEED, TimeError};
use crate::dcss::rules::RuleSet;

/// One monster's energy pool over player actions (`handle_monsters`, mon-act.cc:2405,
/// `docs/rules/dcss-0.31.md` §7.3): gain `max(1, div_rand_round(speed * time_taken, 10))`, then act
/// while energy ≥ 80, every action costing `action_cost`. Allocation-free; starts at 70.
///
/// ```
/// use mechanics::dcss::time::{MonsterClock, Pursuit};
/// use rand::SeedableRng;
/// let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
/// // Speed 10 against 12-aut moves: 1,1,1,1,2 (`docs/rules/dcss-0.31.md` §7.6).
/// let mut orc = MonsterClock::new(10, 10).unwrap();
/// let seq: Vec<u32> = (0..5).map(|_| orc.actions_after(&mut rng, 12, Pursuit::Off)).collect();
/// assert_eq!(seq, [1, 1, 1, 1, 2]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonsterClock {
    speed: i32,
    action_cost: i32,
    later_cost: i32,
    energy: i32,
    rules: RuleSet,
}

impl MonsterClock {
    /// A monster of `speed` (1..=200) whose every action costs `action_cost` (1..=200),
    /// starting at [`ENERGY_START`] (`docs/rules/dcss-0.31.md` §7.3–§7.4).
    pub fn new(speed: i32, action_cost: i32) -> Result<Self, TimeError> {
        MONSTER_SPEED.check(speed)?;
        MONSTER_ACTION_COST.check(action_cost)?;
        Ok(Self {
            speed,
            action_cost,
            later_cost: action_cost,
            energy: ENERGY_START,
            rules: RuleSet::Dcss031,
        })
    }

    /// The same clock under `rules`: its energy gain is that release's
    /// ([`energy_gain_in`], `docs/rules/dcss-0.34.md` §7.3).
    pub fn with_rules(self, rules: RuleSet) -> Self {
        Self { rules, ..self }
    }

    /// The same clock, its actions after the first in a round costing `later_cost`
    /// (1..=200): a monster that closes in and then attacks (`docs/rules/dcss-0.31.md` §7.4).
    pub fn with_later_cost(self, later_cost: i32) -> Result<Self, TimeError> {
        super::LATER_ACTION_COST.check(later_cost)?;
        Ok(Self { later_cost, ..self })
    }

    /// The same clock at `energy` (a state of the monster's energy chain).
    pub fn with_energy(self, energy: i32) -> Self {
        Self { energy, ..self }
    }

    /// The current energy (`speed_increment`), below 80 between rounds (`docs/rules/dcss-0.31.md`
    /// §7.3).
    pub fn energy(&self) -> i32 {
        self.energy
    }

    /// The monster's round after a player action of `time_taken` aut: the gain, then its
    /// actions, the first one subject to `pursuit` (`docs/rules/dcss-0.31.md` §7.3, §7.5).
    /// Returns the number of actions.
    pub fn actions_after<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        time_taken: i32,
        pursuit: Pursuit,
    ) -> u32 {
        self.round_after(rng, time_taken, pursuit).actions
    }

    /// [`actions_after`](Self::actions_after), also telling whether the first action was an
    /// attack of opportunity (`docs/rules/dcss-0.31.md` §7.5).
    pub fn round_after<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        time_taken: i32,
        pursuit: Pursuit,
    ) -> MonsterRound {
        let gain = energy_gain_in(rng, self.rules, self.speed, time_taken);
        let costs = [self.action_cost, self.later_cost];
        let (energy, round) = play_round(self.energy, gain, costs, || pursuit.roll_offset(rng));
        self.energy = energy;
        round
    }
}
