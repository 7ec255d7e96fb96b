//! Event-driven sampler of the player/monster timeline for the Monte Carlo engine
//! (`frogcomposband-energy.md` §2, §5, §7).

use rand::Rng;

use super::randnor::{EXACT_COST_ABOVE, clamped_need, energy_clip, randint0};
use super::speed::{SPEED_OFFSET, energy_per_turn, get_mspeed, speed_to_energy};
use super::{SpeedScenario, SpeedScenarioError};

/// The burn-in of §8's reference Monte Carlo: 1000 player actions from level entry
/// (`frogcomposband-energy.md` §8). Use it with [`TimelineStart::BurnIn`] to mirror that
/// simulation; [`TimelineStart::Stationary`] needs none.
pub const REFERENCE_BURN_IN: u32 = 1000;

/// Where a [`Timeline`] starts (`frogcomposband-energy.md` §2, §3.5, §9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TimelineStart {
    /// Level entry: player need 0 (so it acts in the first game turn), monster need
    /// `ENERGY_NEED() - randint0(100)`. The first interval follows
    /// [`SpeedScenario::exact_first_interval`].
    LevelEntry,
    /// Level entry, then this many player actions (intervals) are run and discarded.
    BurnIn(u32),
    /// An exact draw from the stationary regime, the reference of §8, with no burn-in: the
    /// player's need before paying uniform on `(-E_p, 0]` and, independently, the monster's
    /// need before its step with probability `P(cost >= y) / 100` for `y` in `1..=200-m`
    /// (drawn by rejection: `y` uniform on `1..=200-m`, kept when a fresh cost is `>= y`).
    /// This is the factorised stationary law of the player-action chain (see *Method* in the
    /// [`energy`](super) module documentation); every interval then follows
    /// [`SpeedScenario::exact`].
    #[default]
    Stationary,
}

/// `ceil(n / d)` by a multiply and a shift: with `magic = floor(2^32 / d) + 1`,
/// `floor(m * magic / 2^32) = floor(m / d)` for every `0 <= m < 2^32 / d`.
#[derive(Clone, Copy, Debug)]
struct CeilDiv {
    magic: u64,
}

impl CeilDiv {
    fn new(d: i32) -> Self {
        debug_assert!((1..=49).contains(&d));
        Self {
            magic: (1u64 << 32) / d as u64 + 1,
        }
    }

    /// `ceil(n / d)` for `1 <= n < 2^24`.
    #[inline]
    fn ceil(self, n: i32) -> i32 {
        debug_assert!((1..1 << 24).contains(&n));
        ((u64::from((n - 1) as u32) * self.magic) >> 32) as i32 + 1
    }
}

/// One player against one awake monster, game turn by game turn as in §7's loop, but
/// event-driven: each call jumps straight to the game turns in which someone acts
/// (`frogcomposband-energy.md` §2, §5, §7). Allocation-free, no division in the hot path
/// (ceilings by energy per turn use precomputed reciprocals), a few RNG draws per action.
///
/// Order within a game turn is the game's: the player first, as many times as its need
/// stays `<= 0` (cheap actions can give several player actions in one game turn, with
/// `N = 0` between them), then the monster at most once. For a non-unique monster the
/// individual speed is drawn once, by `get_mspeed`, when the timeline is created or
/// [restarted](Self::restart): a timeline is one monster instance, and a fresh instance per
/// fight gives the non-unique mixture of [`SpeedScenario::exact`] (one long run gives the
/// law at that one drawn speed).
///
/// # Example
/// ```
/// use mechanics::energy::{SpeedScenario, Timeline, TimelineStart};
/// use rand::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
///
/// let scenario = SpeedScenario { player_speed: 0, monster_speed: 10, player_action_cost: 100, non_unique: false };
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let mut timeline = Timeline::new(&scenario, TimelineStart::Stationary, &mut rng)?;
/// let draws = 100_000;
/// let doubles = (0..draws).filter(|_| timeline.next_interval(&mut rng) >= 2).count();
/// let exact = scenario.exact()?.p_double(); // 0.83809
/// assert!((doubles as f64 / draws as f64 - exact).abs() < 0.01);
/// # Ok::<(), mechanics::energy::SpeedScenarioError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Timeline {
    player_energy: i32,
    monster_energy: i32,
    player_clip: i32,
    monster_clip: i32,
    energy_use: i32,
    player_div: CeilDiv,
    monster_div: CeilDiv,
    /// The player's need before paying for its pending action (`<= 0`).
    player_need: i32,
    /// The monster's need before its step in the current game turn.
    monster_need: i32,
    monster_speed: i32,
    race_speed: i32,
    unique: bool,
}

impl Timeline {
    /// Creates the timeline of `scenario` (validated first), drawing the monster's individual
    /// speed if it is non-unique, then the starting state of `start`
    /// (`frogcomposband-energy.md` §3.5, §7). After this a player action is pending.
    ///
    /// # Errors
    /// The scenario's validation error.
    pub fn new<R: Rng + ?Sized>(
        scenario: &SpeedScenario,
        start: TimelineStart,
        rng: &mut R,
    ) -> Result<Self, SpeedScenarioError> {
        scenario.validate()?;
        let player_energy = energy_per_turn(scenario.player_speed);
        let mut timeline = Self {
            player_energy,
            monster_energy: 1,
            player_clip: energy_clip(player_energy),
            monster_clip: energy_clip(1),
            energy_use: scenario.player_action_cost,
            player_div: CeilDiv::new(player_energy),
            monster_div: CeilDiv::new(1),
            player_need: 0,
            monster_need: 0,
            monster_speed: 0,
            race_speed: SPEED_OFFSET + scenario.monster_speed,
            unique: !scenario.non_unique,
        };
        timeline.restart(start, rng);
        Ok(timeline)
    }

    /// Starts over with a new monster instance of the same scenario: a non-unique's speed is
    /// drawn again by `get_mspeed`, then the starting state of `start`
    /// (`frogcomposband-energy.md` §3.5, §7). Cheaper than [`Self::new`] (no validation, no
    /// setup of the player's side); a player action is pending afterwards.
    pub fn restart<R: Rng + ?Sized>(&mut self, start: TimelineStart, rng: &mut R) {
        self.monster_speed = get_mspeed(rng, self.race_speed, self.unique);
        self.monster_energy = speed_to_energy(self.monster_speed);
        self.monster_clip = energy_clip(self.monster_energy);
        self.monster_div = CeilDiv::new(self.monster_energy);
        match start {
            TimelineStart::Stationary => {
                self.player_need = -randint0(rng, self.player_energy);
                let top = 200 - self.monster_clip;
                self.monster_need = loop {
                    let y = 1 + randint0(rng, top);
                    if clamped_need(rng, self.monster_clip) >= y {
                        break y;
                    }
                };
            }
            TimelineStart::LevelEntry | TimelineStart::BurnIn(_) => {
                // Need 0 on entry, minus the first game turn's energy: the player acts first.
                self.player_need = -self.player_energy;
                self.monster_need = clamped_need(rng, self.monster_clip) - randint0(rng, 100);
                if let TimelineStart::BurnIn(k) = start {
                    for _ in 0..k {
                        self.next_interval(rng);
                    }
                }
            }
        }
    }

    /// The player's pending action: pays its cost, then runs the game turns up to the next
    /// player action and returns `N_k`, the number of monster actions in between
    /// (`frogcomposband-energy.md` §5, §7). `0` when the next player action is in the same
    /// game turn.
    #[inline]
    pub fn next_interval<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u32 {
        let cost = if self.energy_use > EXACT_COST_ABOVE {
            self.energy_use
        } else {
            self.energy_use * clamped_need(rng, self.player_clip) / 100
        };
        let need = self.player_need + cost;
        if need <= 0 {
            self.player_need = need;
            return 0;
        }
        // The next player action is `turns` game turns later; the monster steps in each of
        // the game turns from this one up to the one before it.
        let turns = self.player_div.ceil(need);
        self.player_need = need - turns * self.player_energy;
        let em = self.monster_energy;
        let mut left = turns;
        let mut actions = 0;
        let mut y = self.monster_need;
        loop {
            // Steps until the monster's need reaches <= 0 (at least one: it acts at most once
            // per game turn).
            let until = if y <= em { 1 } else { self.monster_div.ceil(y) };
            if until > left {
                y -= left * em;
                break;
            }
            y += clamped_need(rng, self.monster_clip) - until * em;
            actions += 1;
            left -= until;
            if left == 0 {
                break;
            }
        }
        self.monster_need = y;
        actions
    }

    /// The player's energy per game turn `E_p` (`frogcomposband-energy.md` §1).
    pub fn player_energy(&self) -> i32 {
        self.player_energy
    }

    /// The monster's energy per game turn `E_m`, from its individual speed
    /// (`frogcomposband-energy.md` §1, §3.5).
    pub fn monster_energy(&self) -> i32 {
        self.monster_energy
    }

    /// The monster's individual internal speed (110 + displayed), as drawn by `get_mspeed`
    /// (`frogcomposband-energy.md` §3.5).
    pub fn monster_speed(&self) -> i32 {
        self.monster_speed
    }
}

#[cfg(test)]
mod tests {
    use super::CeilDiv;

    #[test]
    fn ceil_div_by_reciprocal_is_exact() {
        for d in 1..=49 {
            let div = CeilDiv::new(d);
            for n in 1..200_000 {
                assert_eq!(div.ceil(n), (n + d - 1) / d, "n = {n}, d = {d}");
            }
        }
    }
}
