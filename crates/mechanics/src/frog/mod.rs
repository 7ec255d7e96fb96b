//! FrogComposband 7.1 speed, energy and double moves; section numbers cite
//! `docs/rules/frogcomposband-energy.md`.
//!
//! * [`tables`]: `extract_energy`, `energy_clipper_table`, `randnor_table` (§1, §3).
//! * [`races`]: the monster races of `r_info.txt` (name, level, race speed, unique),
//!   embedded from `crates/mechanics/data/frogcomposband-7.1-monsters.json` and looked up by
//!   name or index (`docs/rules/monsters-and-dumps.md` §3).
//! * Speed: [`speed_to_energy`], the player's modifiers ([`player_speed`]), monster speed in
//!   effect and the non-unique individual speed ([`get_mspeed`]) (§1, §3.5, §4).
//! * Actions: [`FrogAction`], the player's action and its nominal cost (§4).
//! * Costs: [`randnor`](fn@randnor), [`energy_need`], [`player_action_cost`],
//!   [`monster_action_cost`], [`monster_start_need`], each with its exact law as a [`Dist`]
//!   (§3).
//! * Double moves: the exact law of `N`, the monster actions between two player actions
//!   ([`stationary_n_distribution`], [`SpeedScenario::exact`]), and the event-driven
//!   [`Timeline`] sampler for the Monte Carlo engine (§5, §7, §8). The engine's fast path, 32
//!   such timelines stepped together on vectors, is
//!   [`LaneTimeline`](crate::sampling::frog_lanes::LaneTimeline).
//! * [`draws`]: `ENERGY_NEED()` read from 16 uniform bits, the draws both samplers take
//!   (§3.1, §3.2).
//!
//! A scenario is one player against one awake monster in range (§9.1), with the monster's
//! nominal cost 100 on plain terrain and the player's nominal cost `energy_use`. Not
//! modelled (§9.3, §9.5): the shared `energy_need_hack` being overwritten by summons, the
//! "predictable energy" of very nice summons, time stop, mid-command speed changes.
//!
//! # Method: the exact law of `N`
//!
//! §8 describes the chain sampled at player-action times with state (player need just before
//! paying, monster need before its step). Its stationary law factorises, so the exact law takes
//! well under a millisecond for ordinary speeds instead of a power iteration over that chain:
//!
//! * The player and the monster never interact through energy: each is an autonomous chain
//!   in game turns, and only the player-first order within a game turn couples their clocks.
//! * The player's need at its action times, in `(-E_p, 0]`, is a random walk on the integers
//!   modulo `E_p` (paying `c` and then regaining `E_p` per game turn is `x ← x + c mod E_p`,
//!   with `D = 0` game turns when `x + c <= 0`, else `ceil((x + c)/E_p)`), whose stationary
//!   law is uniform. When every cost shares a factor `g` with `E_p` (e.g. costs above 400,
//!   paid exactly) the walk from level entry stays on the multiples of `g`, but `D` depends
//!   on `x` only through `floor(-x / g)`, so the law of `D`, hence of `N`, is the same.
//! * The monster's need before its step, in game-turn time, has a unique stationary law
//!   `π_m` (its cost law spans consecutive integers, so its chain is aperiodic). Because the
//!   monster's chain is independent of the player's, `π_m` is also its law at player-action
//!   times, independently of the player's residue.
//!
//! So `P(N = n) = Σ_d P(D = d) · P_{π_m}(n monster actions in d game turns)`, where the second
//! factor comes from propagating `π_m` through `d` monster steps (§7: `y -= E_m`; if `y <= 0`,
//! `y += cost`, one action) while counting actions. For the game's clamped costs
//! (`cost >= 67 > 49 >= E_m`) `π_m(y) = P(cost >= y) / E[cost]`; the code solves the monster's
//! chain at its action times numerically, so it also covers cost laws that can fall below
//! `E_m` (such as §8's unclamped variant), see [`stationary_n_distribution`]. The checks
//! against every reference vector of §8 agree to [`crate::tolerance::REFERENCE`].

mod action;
mod chain;
mod cost;
pub mod draws;
pub mod races;
mod speed;
pub mod tables;
pub mod timeline;

pub use action::{Bow, FrogAction};
pub use chain::{first_interval_n_distribution, stationary_n_distribution};
pub use cost::{
    ENERGY_NEED_MEAN, ENERGY_NEED_STAND, EXACT_COST_ABOVE, MonsterTerrain, RANDNOR_STD,
    energy_clip, energy_need, energy_need_dist, monster_action_cost, monster_action_cost_dist,
    monster_start_need, monster_start_need_dist, need_clamp, player_action_cost,
    player_action_cost_dist, randint0, randnor, randnor_dist,
};
pub use speed::{
    MAX_DISPLAYED_SPEED, MIN_DISPLAYED_SPEED, MONSTER_SPEED_CAP, PlayerSpeedState, SPEED_OFFSET,
    energy_per_turn, get_mspeed, monster_speed_in_effect, mspeed_offset_dist, overburden_penalty,
    player_speed, slow_amount, speed_to_energy,
};
pub(crate) use timeline::stationary_state;
pub use timeline::{MAX_BLOCK_LEN, REFERENCE_BURN_IN, Timeline, TimelineStart};

use crate::actions::ActionsLaw;
use crate::dist::Dist;
use crate::limits::{Limit, OutOfRange};
use chain::{Regime, game_mixture};

/// One player against one awake monster (`docs/rules/frogcomposband-energy.md` §5, §8): the
/// player's displayed speed in effect (after every modifier, see [`player_speed`]), the monster's
/// race speed and its haste or slow, and the player's nominal action cost `energy_use`
/// (100 for most actions, 60 for Fleet of Foot walking, 200 on trees, see [`FrogAction`]).
///
/// A non-unique monster's individual speed is drawn by `get_mspeed` around its **race**
/// speed when it is placed; haste and slow then apply on top of that individual speed every
/// game turn (§2 step 2, §3.5). A monster's first cost after placement uses the clamp row of
/// its unhasted individual speed (§3.5, "Starting energy").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct SpeedScenario {
    /// The player's displayed speed in effect, -99..=99 (§1, §4).
    pub player_speed: i32,
    /// The monster's displayed race speed, before haste and slow, -99..=99 (§1, §3.5).
    pub monster_speed: i32,
    /// The monster is hasted (`MON_FAST`): +10 every game turn (§4).
    pub monster_hasted: bool,
    /// The monster is slowed (`monster_slow()`): −10 every game turn (§4).
    pub monster_slowed: bool,
    /// The player's nominal action cost `energy_use` (§3.3, §4).
    pub player_action_cost: i32,
    /// Whether the monster is a non-unique, whose speed varies per individual (§3.5).
    pub non_unique: bool,
}

impl Default for SpeedScenario {
    /// A +0 player walking next to a +0 unique monster.
    fn default() -> Self {
        SpeedScenario {
            player_speed: 0,
            monster_speed: 0,
            monster_hasted: false,
            monster_slowed: false,
            player_action_cost: 100,
            non_unique: false,
        }
    }
}

/// The monster's energy per game turn for one individual speed, with the weight of that
/// speed (`docs/rules/frogcomposband-energy.md` §3.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MonsterEnergy {
    /// The probability of this individual (1 for a unique).
    pub weight: f64,
    /// `E_m` each game turn: the individual speed with haste and slow applied.
    pub per_turn: i32,
    /// `E` of the individual speed without haste or slow: the clamp row of its first cost
    /// after placement.
    pub at_placement: i32,
}

impl SpeedScenario {
    /// The player's displayed speed: the clamp of `calc_bonuses()`, -99..=99 (§1).
    pub const PLAYER_SPEED: Limit = Limit::new(
        "player_speed",
        MIN_DISPLAYED_SPEED as i64,
        MAX_DISPLAYED_SPEED as i64,
    );
    /// The monster's displayed race speed, in the player's range, -99..=99 (§1).
    pub const MONSTER_SPEED: Limit = Limit::new(
        "monster_speed",
        MIN_DISPLAYED_SPEED as i64,
        MAX_DISPLAYED_SPEED as i64,
    );
    /// The player's nominal action cost, 1..=1000. The game's costs stay far below the top
    /// (a tree square doubles a walk to 200, a Golem on trees reaches 400); the bound keeps
    /// the exact computation, whose time grows with the game turns per player action, in
    /// milliseconds (§4).
    pub const PLAYER_ACTION_COST: Limit = Limit::new("player_action_cost", 1, 1000);

    /// Checks the ranges of [`Self::PLAYER_SPEED`], [`Self::MONSTER_SPEED`] and
    /// [`Self::PLAYER_ACTION_COST`] (`docs/rules/frogcomposband-energy.md` §1, §4).
    ///
    /// # Errors
    /// The first field out of range, in declaration order.
    pub fn validate(&self) -> Result<(), OutOfRange> {
        Self::PLAYER_SPEED.check(self.player_speed)?;
        Self::MONSTER_SPEED.check(self.monster_speed)?;
        Self::PLAYER_ACTION_COST.check(self.player_action_cost)?;
        Ok(())
    }

    /// The individual speed's effect each game turn: +10 hasted, minus `monster_slow()`
    /// (§4, [`monster_speed_in_effect`]).
    pub fn monster_speed_change(&self) -> i32 {
        monster_speed_in_effect(0, self.monster_hasted, self.monster_slowed, 0)
    }

    /// The law of the monster's energy per game turn: one entry for a unique, the
    /// `get_mspeed` mixture around the race speed (capped at 199) for a non-unique, each
    /// individual speed then hasted or slowed (`docs/rules/frogcomposband-energy.md` §2 step 2,
    /// §3.5).
    pub fn monster_energies(&self) -> Vec<MonsterEnergy> {
        let race = SPEED_OFFSET + self.monster_speed;
        let offsets = if self.non_unique {
            mspeed_offset_dist(race)
        } else {
            Dist::point(0)
        };
        let mut energies: Vec<MonsterEnergy> = Vec::new();
        for (delta, p) in offsets.iter().filter(|&(_, p)| p > 0.0) {
            let individual = (race + delta).min(MONSTER_SPEED_CAP);
            let per_turn = speed_to_energy(individual + self.monster_speed_change());
            let at_placement = speed_to_energy(individual);
            match energies
                .iter_mut()
                .find(|e| (e.per_turn, e.at_placement) == (per_turn, at_placement))
            {
                Some(e) => e.weight += p,
                None => energies.push(MonsterEnergy {
                    weight: p,
                    per_turn,
                    at_placement,
                }),
            }
        }
        energies
    }

    fn exact_in(&self, regime: Regime) -> Result<ActionsLaw, OutOfRange> {
        self.validate()?;
        let ep = energy_per_turn(self.player_speed);
        let player_cost = player_action_cost_dist(self.player_action_cost, ep);
        Ok(game_mixture(
            ep,
            &player_cost,
            &self.monster_energies(),
            regime,
        ))
    }

    /// Exact stationary law of `N` per player action, the reference of
    /// `docs/rules/frogcomposband-energy.md` §8 (for a non-unique, the mixture over the
    /// individual speed drawn once per monster). Takes well under a millisecond for ordinary
    /// speeds and costs (release build); the time grows with the game turns per player action,
    /// up to tens of milliseconds for -99 against +99 at the largest costs.
    ///
    /// # Errors
    /// The validation error of [`Self::validate`].
    ///
    /// # Example
    /// ```
    /// use mechanics::frog::SpeedScenario;
    /// use mechanics::tolerance::FIVE_DECIMALS;
    /// let even = SpeedScenario::default(); // +0 against +0, walking
    /// let n = even.exact()?;
    /// assert!((n.p_double() - 0.09381).abs() < FIVE_DECIMALS); // §8: double moves at equal speed
    /// assert_eq!(n.p_triple(), 0.0); // impossible, not just rare
    /// let crowd = SpeedScenario { non_unique: true, ..even };
    /// assert!((crowd.exact()?.p_double() - 0.10583).abs() < FIVE_DECIMALS);
    /// # Ok::<(), mechanics::limits::OutOfRange>(())
    /// ```
    pub fn exact(&self) -> Result<ActionsLaw, OutOfRange> {
        self.exact_in(Regime::Stationary)
    }

    /// Exact law of `N_1`, the first interval after level entry (player need 0, monster need
    /// `ENERGY_NEED() - randint0(100)` in the clamp row of its unhasted speed;
    /// `docs/rules/frogcomposband-energy.md` §3.5, §9.2), the law of the first
    /// [`Timeline::next_interval`] from [`TimelineStart::LevelEntry`].
    ///
    /// # Errors
    /// The validation error of [`Self::validate`].
    pub fn exact_first_interval(&self) -> Result<ActionsLaw, OutOfRange> {
        self.exact_in(Regime::LevelEntry)
    }
}
