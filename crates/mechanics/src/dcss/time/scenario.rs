//! Monster actions per player action: one player action repeated against one monster, the
//! exact distribution of the monster's actions per player action and the matching sampler
//! (`docs/rules/dcss-0.31.md` §7.3–§7.6; `docs/rules/README.md`, "DCSS monster actions per
//! player action").
//!
//! The monster's energy between rounds is a Markov chain: each round draws the player's
//! action time (`player_speed`, then the action's rescaling), adds
//! `max(1, div_rand_round(speed·time, 10))`, and lets the monster act while its energy is
//! at least 80. [`DcssSpeedScenario::exact`] returns the **stationary** regime (a long
//! fight, the starting energy forgotten); [`DcssSpeedScenario::exact_from_start`] returns
//! the first rounds after the monster appears with energy 70. The sampler starts at 70;
//! [`DcssSpeedSampler::burn_in`] with [`STATIONARY_BURN_IN`] rounds moves it to the
//! stationary regime.

use rand::Rng;

use super::chain::{EnergyChain, EnergyChainLaw, MonsterRoundLaw};
use super::clock::MonsterClock;
use super::monster::{MonsterRound, Pursuit, energy_gain_dist_in};
use super::player::{
    PlayerAction, PlayerStatus, action_time, action_time_dist, player_speed, player_speed_dist,
};
use super::{
    ATTACK_DELAY, LATER_ACTION_COST, MONSTER_ACTION_COST, MONSTER_SPEED, MOVE_DELAY, TimeError,
};
use crate::actions::ActionsLaw;
use crate::dcss::rules::RuleSet;
use crate::dist::Dist;

/// Rounds a sampler should discard to reach the stationary regime of
/// [`DcssSpeedScenario::exact`]. Every valid 0.31 scenario gains at least 1 energy per round
/// and pays at most 200 per action, so the transient from 70 into the recurrent energies lasts
/// at most a few hundred rounds; randomised scenarios then mix within a few dozen more. Under
/// 0.34 the gain can be 0, but its mean is still `speed·time/10 ≥ 0.1` per round.
/// (`docs/rules/dcss-0.31.md` §7.3, `docs/rules/dcss-0.34.md` §7.3)
pub const STATIONARY_BURN_IN: u32 = 1_000;

/// One player action repeated against one monster (`docs/rules/dcss-0.31.md` §7.1–§7.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct DcssSpeedScenario {
    /// The monster's speed after [`monster_speed`](super::monster_speed) (1..=200; 10 is
    /// normal).
    pub monster_speed: i32,
    /// The energy each monster action costs (1..=200): 10 by default, the species' move or
    /// attack cost otherwise (§7.4).
    pub monster_action_cost: i32,
    /// What the player does every round.
    pub player_action: PlayerAction,
    /// The player is hasted (`haste_div`, re-rolled every action).
    pub hasted: bool,
    /// The player is slowed (`haste_mul`, re-rolled every action).
    pub slowed: bool,
    /// Pursuit effects on the monster's first action each round; needs
    /// `player_action = Move` (§7.5).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pursuit: Pursuit,
    /// The energy of the monster's later actions in a round, when they differ from its first
    /// (1..=200): a monster closing in on a player who steps away moves first and then
    /// attacks (§7.4, §7.5). `None`: every action costs `monster_action_cost`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub later_action_cost: Option<i32>,
}

impl DcssSpeedScenario {
    /// Checks every field: `monster_speed` and `monster_action_cost` in 1..=200, a move's
    /// `mv` in 6..=100, an attack's `delay` in 1..=100, the opportunity attack's energy in
    /// 1..=200, and pursuit only with `Move` (`docs/rules/dcss-0.31.md` §7.1–§7.5).
    pub fn validate(&self) -> Result<(), TimeError> {
        MONSTER_SPEED.check(self.monster_speed)?;
        MONSTER_ACTION_COST.check(self.monster_action_cost)?;
        if let Some(cost) = self.later_action_cost {
            LATER_ACTION_COST.check(cost)?;
        }
        match self.player_action {
            PlayerAction::Move { mv } => MOVE_DELAY.check(mv).map(drop)?,
            PlayerAction::Wait => {}
            PlayerAction::Attack { delay } => ATTACK_DELAY.check(delay).map(drop)?,
        }
        self.pursuit.validate()?;
        if self.pursuit != Pursuit::Off && !matches!(self.player_action, PlayerAction::Move { .. })
        {
            return Err(TimeError::PursuitWithoutMove);
        }
        Ok(())
    }

    /// The player's statuses for `player_speed()` (`docs/rules/dcss-0.31.md` §7.1).
    pub fn player_status(&self) -> PlayerStatus {
        PlayerStatus {
            hasted: self.hasted,
            slowed: self.slowed,
            ..PlayerStatus::default()
        }
    }

    /// The exact law of the player's action time each round (`docs/rules/dcss-0.31.md` §7.1).
    pub fn action_time_dist(&self) -> Dist {
        action_time_dist(
            self.player_action,
            &player_speed_dist(&self.player_status()),
        )
    }

    /// The exact **stationary** distribution of monster actions per player action: the
    /// long-run frequencies of a fight that has forgotten its starting energy
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.6). Periodic cases (speed 15 against 10-aut actions:
    /// 1,2,1,2...) give the frequencies over a period. Solved as a linear system on the
    /// energy states reachable from 70; takes well under a millisecond.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // An orc (speed 10) against 12-aut moves: one free action every 5 moves.
    /// let orc = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Move { mv: 12 },
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let d = orc.exact().unwrap();
    /// assert!((d.prob(2) - 0.2).abs() < EXACT);
    /// assert!((d.mean() - 1.2).abs() < EXACT);
    /// ```
    pub fn exact(&self) -> Result<ActionsLaw, TimeError> {
        self.exact_in(RuleSet::Dcss031)
    }

    /// [`exact`](Self::exact) under `rules`: at 0.34.1 the monster can gain no energy from a
    /// short action (`docs/rules/dcss-0.34.md` §7.3).
    pub fn exact_in(&self, rules: RuleSet) -> Result<ActionsLaw, TimeError> {
        Ok(self.exact_rounds_in(rules)?.actions())
    }

    /// The exact stationary law of the monster's round: its number of actions jointly with
    /// whether the first one was an attack of opportunity (`docs/rules/dcss-0.31.md` §7.3,
    /// §7.5). Without [`Pursuit::OpportunityAttack`] no round has one.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // An orc right behind a player stepping away at 10 aut: it acts every round, and one
    /// // round in three closes in with a free attack.
    /// let orc = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Move { mv: 10 },
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::OpportunityAttack { attack_energy: 10 },
    ///     later_action_cost: None,
    /// };
    /// let rounds = orc.exact_rounds().unwrap();
    /// let acts = 1.0 - rounds.actions().prob(0);
    /// assert!((rounds.opportunity_attacks_per_action() - acts / 3.0).abs() < EXACT);
    /// ```
    pub fn exact_rounds(&self) -> Result<MonsterRoundLaw, TimeError> {
        self.exact_rounds_in(RuleSet::Dcss031)
    }

    /// [`exact_rounds`](Self::exact_rounds) under `rules` (`docs/rules/dcss-0.34.md` §7.3).
    pub fn exact_rounds_in(&self, rules: RuleSet) -> Result<MonsterRoundLaw, TimeError> {
        self.validate()?;
        Ok(self.chain(rules).stationary())
    }

    /// The exact distribution of the **total** number of monster actions over the first
    /// `rounds` player actions after the monster appears with energy 70
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.6). `rounds = 1` is the first player action alone.
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};
    /// use mechanics::tolerance::EXACT;
    /// // Three hasted waits against a speed-10 monster: 1 action (7/27) or 2 (20/27).
    /// let s = DcssSpeedScenario {
    ///     monster_speed: 10,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Wait,
    ///     hasted: true,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let d = s.exact_from_start(3).unwrap();
    /// assert!((d.prob(1) - 7.0 / 27.0).abs() < EXACT);
    /// assert!((d.prob(2) - 20.0 / 27.0).abs() < EXACT);
    /// ```
    pub fn exact_from_start(&self, rounds: u32) -> Result<ActionsLaw, TimeError> {
        self.exact_from_start_in(RuleSet::Dcss031, rounds)
    }

    /// [`exact_from_start`](Self::exact_from_start) under `rules`.
    pub fn exact_from_start_in(
        &self,
        rules: RuleSet,
        rounds: u32,
    ) -> Result<ActionsLaw, TimeError> {
        self.validate()?;
        Ok(self.chain(rules).totals_from_start(rounds))
    }

    /// The monster's whole energy chain with its stationary law (`docs/rules/dcss-0.31.md`
    /// §7.3–§7.5), for compositions that carry other state along a fight.
    pub fn energy_chain(&self) -> Result<EnergyChainLaw, TimeError> {
        self.energy_chain_in(RuleSet::Dcss031)
    }

    /// [`energy_chain`](Self::energy_chain) under `rules`.
    pub fn energy_chain_in(&self, rules: RuleSet) -> Result<EnergyChainLaw, TimeError> {
        self.validate()?;
        Ok(self.chain(rules).law())
    }

    /// A sampler of this scenario whose monster starts with `energy` (a state of
    /// [`energy_chain`](Self::energy_chain), for fights that start in the stationary regime).
    pub fn sampler_at(&self, energy: i32) -> Result<DcssSpeedSampler, TimeError> {
        self.sampler_at_in(RuleSet::Dcss031, energy)
    }

    /// [`sampler_at`](Self::sampler_at) under `rules`.
    pub fn sampler_at_in(
        &self,
        rules: RuleSet,
        energy: i32,
    ) -> Result<DcssSpeedSampler, TimeError> {
        let mut sampler = self.sampler_in(rules)?;
        sampler.clock = sampler.clock.with_energy(energy);
        Ok(sampler)
    }

    /// A sampler of this scenario starting at energy 70 (the level-entry regime); call
    /// [`DcssSpeedSampler::burn_in`] with [`STATIONARY_BURN_IN`] to sample the stationary
    /// regime of [`exact`](Self::exact).
    ///
    /// ```
    /// use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit, STATIONARY_BURN_IN};
    /// use rand::SeedableRng;
    /// let s = DcssSpeedScenario {
    ///     monster_speed: 15,
    ///     monster_action_cost: 10,
    ///     player_action: PlayerAction::Wait,
    ///     hasted: false,
    ///     slowed: false,
    ///     pursuit: Pursuit::Off,
    ///     later_action_cost: None,
    /// };
    /// let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    /// let mut sampler = s.sampler().unwrap();
    /// let first: Vec<u32> = (0..4).map(|_| sampler.next(&mut rng)).collect();
    /// assert_eq!(first, [1, 2, 1, 2]);
    /// sampler.burn_in(&mut rng, STATIONARY_BURN_IN);
    /// ```
    /// (`docs/rules/dcss-0.31.md` §7.3)
    pub fn sampler(&self) -> Result<DcssSpeedSampler, TimeError> {
        self.sampler_in(RuleSet::Dcss031)
    }

    /// [`sampler`](Self::sampler) under `rules`: the same law as [`exact_in`](Self::exact_in).
    pub fn sampler_in(&self, rules: RuleSet) -> Result<DcssSpeedSampler, TimeError> {
        self.validate()?;
        Ok(DcssSpeedSampler {
            clock: MonsterClock::new(self.monster_speed, self.monster_action_cost)?
                .with_later_cost(self.later_cost())?
                .with_rules(rules),
            status: self.player_status(),
            action: self.player_action,
            pursuit: self.pursuit,
        })
    }

    /// The energy of the monster's actions after its first in a round.
    fn later_cost(&self) -> i32 {
        self.later_action_cost.unwrap_or(self.monster_action_cost)
    }

    fn chain(&self, rules: RuleSet) -> EnergyChain {
        EnergyChain::explore(
            &energy_gain_dist_in(rules, self.monster_speed, &self.action_time_dist()),
            [self.monster_action_cost, self.later_cost()],
            self.pursuit,
        )
    }
}

/// Samples [`DcssSpeedScenario`] round by round: rolls the player's action time, then
/// plays the monster's round (`docs/rules/dcss-0.31.md` §7.1, §7.3). Allocation-free and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DcssSpeedSampler {
    clock: MonsterClock,
    status: PlayerStatus,
    action: PlayerAction,
    pursuit: Pursuit,
}

impl DcssSpeedSampler {
    /// The monster's number of actions after the next player action (`docs/rules/dcss-0.31.md`
    /// §7.3): rolls `player_speed`, the action's time, the gain and the round.
    pub fn next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u32 {
        self.next_round(rng).actions
    }

    /// The monster's round after the next player action, with its attack of opportunity
    /// (`docs/rules/dcss-0.31.md` §7.3, §7.5).
    pub fn next_round<R: Rng + ?Sized>(&mut self, rng: &mut R) -> MonsterRound {
        let ps = player_speed(rng, &self.status);
        let time_taken = action_time(rng, self.action, ps);
        self.clock.round_after(rng, time_taken, self.pursuit)
    }

    /// Plays and discards `rounds` rounds ([`STATIONARY_BURN_IN`] reaches the stationary
    /// regime of [`DcssSpeedScenario::exact`], `docs/rules/dcss-0.31.md` §7.3).
    pub fn burn_in<R: Rng + ?Sized>(&mut self, rng: &mut R, rounds: u32) {
        for _ in 0..rounds {
            self.next(rng);
        }
    }

    /// The monster's energy clock (`docs/rules/dcss-0.31.md` §7.3).
    pub fn clock(&self) -> &MonsterClock {
        &self.clock
    }
}
