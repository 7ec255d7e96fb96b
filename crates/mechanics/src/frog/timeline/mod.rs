//! Event-driven sampler of the player/monster timeline for the Monte Carlo engine
//! (`docs/rules/frogcomposband-energy.md` §2, §5, §7).

use rand::Rng;

use super::SpeedScenario;
pub mod block;

use block::{BIAS, BUCKETS, CeilDiv};

use super::cost::{EXACT_COST_ABOVE, energy_clip, randint0};
use super::draws::{NeedDraws, need_table};
use super::speed::{SPEED_OFFSET, energy_per_turn, get_mspeed, speed_to_energy};
use crate::limits::OutOfRange;

/// The burn-in of §8's reference Monte Carlo: 1000 player actions from level entry
/// (`docs/rules/frogcomposband-energy.md` §8). Use it with [`TimelineStart::BurnIn`] to mirror that
/// simulation; [`TimelineStart::Stationary`] needs none.
pub const REFERENCE_BURN_IN: u32 = 1000;

/// Where a [`Timeline`] starts (`docs/rules/frogcomposband-energy.md` §2, §3.5, §9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
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

/// An exact draw of the stationary state of [`TimelineStart::Stationary`]
/// (`docs/rules/frogcomposband-energy.md` §8, *Method* in the [`energy`](super) module
/// documentation): the player's need before paying, `-randint0(E_p)`, and independently the
/// monster's need before its step, `y` with probability `P(cost >= y) / 100` on `1..=200-m`, by
/// rejection (`y = 1 + randint0(200 - m)`, kept when a fresh `ENERGY_NEED()` from `draws` and
/// `monster_table` is `>= y`). Returns `(player need, monster need)`.
pub(crate) fn stationary_state<R: Rng + ?Sized>(
    rng: &mut R,
    draws: &mut NeedDraws,
    player_energy: i32,
    monster_table: &[u8; 1 << 16],
    monster_clip: i32,
) -> (i32, i32) {
    let player_need = -randint0(rng, player_energy);
    let top = 200 - monster_clip;
    let monster_need = loop {
        let y = 1 + randint0(rng, top);
        if i32::from(monster_table[usize::from(draws.draw(rng))]) >= y {
            break y;
        }
    };
    (player_need, monster_need)
}

/// Largest number of intervals a [`Timeline`] computes per block
/// (`docs/rules/frogcomposband-energy.md` §5); see [`Timeline::block_len`].
pub const MAX_BLOCK_LEN: usize = 128;

/// One player against one awake monster, game turn by game turn as in §7's loop, but
/// event-driven: it jumps straight to the game turns in which someone acts
/// (`docs/rules/frogcomposband-energy.md` §2, §5, §7). Allocation-free after [`Self::new`], no
/// division in the hot path (ceilings by energy per turn use precomputed reciprocals), and one
/// 16-bit uniform value per random cost ([`NeedDraws`], four per generator word, read through the
/// lookup tables of [`need_table`]).
///
/// Order within a game turn is the game's: the player first, as many times as its need
/// stays `<= 0` (cheap actions can give several player actions in one game turn, with
/// `N = 0` between them), then the monster at most once. For a non-unique monster the
/// individual speed is drawn once, by `get_mspeed`, when the timeline is created or
/// [restarted](Self::restart): a timeline is one monster instance, and a fresh instance per
/// fight gives the non-unique mixture of [`SpeedScenario::exact`] (one long run gives the
/// law at that one drawn speed).
///
/// # Blocks
///
/// When every player cost is at least `E_p` (so the player acts at most once per game turn),
/// the player's need before paying is above `-E_p` (so its next action is at least one game
/// turn away) and the monster's need before its step is at least 1 (both always, except just
/// after level entry), intervals are computed [`Self::block_len`] at a time in absolute time. With the
/// pending player action at game turn 0, its need `x` before paying and the monster's need
/// `y` before its step in that turn:
///
/// * the player's `k`-th next action is at turn `s_k = ceil((x + c_1 + ... + c_k) / E_p)`;
/// * the monster's `j`-th action (from 0) is at turn `ceil((y + M_j) / E_m) - 1`, with `M_j`
///   the sum of its first `j` costs (its cost is at least 67 > `E_m`, so it never owes a
///   second action in one game turn);
/// * the player acts first within a game turn, so the monster actions before the player's
///   action at turn `s` are those with `y + M_j <= s·E_m`, and `N_k = J(s_{k+1}) - J(s_k)`
///   with `J(s) = #{j : M_j <= s·E_m - y}`.
///
/// A block draws the block's player costs first, then the monster's costs in order up to the
/// first `M_j` beyond the last threshold (each of them is paid in the block: exactly the
/// monster's actions before the block's last player action), and reads every `J` from a
/// table of buckets of 64 energy. The draws are thus those of §7's loop in which each block's
/// player costs are drawn when its first player action comes; the equivalence test in
/// `tests/energy_timeline.rs` runs that loop game turn by game turn and checks the intervals
/// draw for draw. Otherwise (cheap actions, level entry) intervals are computed one at a time
/// and each cost is drawn when it is paid.
///
/// # Example
/// ```
/// use mechanics::frog::{SpeedScenario, Timeline, TimelineStart};
/// use mechanics::tolerance::MAX_SIGMAS;
/// use rand::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
///
/// let scenario = SpeedScenario { monster_speed: 10, ..SpeedScenario::default() };
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let mut timeline = Timeline::new(&scenario, TimelineStart::Stationary, &mut rng)?;
/// // Successive intervals are dependent: the standard error comes from batch means.
/// let (batches, per_batch) = (100, 1_000);
/// let freqs: Vec<f64> = (0..batches)
///     .map(|_| {
///         let doubles = (0..per_batch).filter(|_| timeline.next_interval(&mut rng) >= 2).count();
///         doubles as f64 / per_batch as f64
///     })
///     .collect();
/// let mean = freqs.iter().sum::<f64>() / batches as f64;
/// let var = freqs.iter().map(|f| (f - mean).powi(2)).sum::<f64>() / (batches - 1) as f64;
/// let se = (var / batches as f64).sqrt();
/// let exact = scenario.exact()?.p_double(); // 0.83809
/// assert!((mean - exact).abs() < MAX_SIGMAS * se);
/// # Ok::<(), mechanics::limits::OutOfRange>(())
/// ```
#[derive(Clone)]
pub struct Timeline {
    player_energy: i32,
    monster_energy: i32,
    monster_clip: i32,
    energy_use: i32,
    player_div: CeilDiv,
    monster_div: CeilDiv,
    /// The player's need before paying for its pending action (`<= 0`), at the pending
    /// action after the buffered intervals.
    player_need: i32,
    /// The monster's need before its step in the game turn of that player action.
    monster_need: i32,
    monster_speed: i32,
    race_speed: i32,
    /// Haste and slow on top of the individual speed, every game turn (§4).
    speed_change: i32,
    unique: bool,
    draws: NeedDraws,
    player_table: &'static [u8; 1 << 16],
    monster_table: &'static [u8; 1 << 16],
    /// The player's cost `energy_use * need / 100` by `ENERGY_NEED()` value.
    player_cost: Box<[i32; 256]>,
    /// Intervals per block; 0 when blocks are impossible (cheap actions).
    block_len: usize,
    /// Computed intervals not yet returned: `intervals[next..filled]`.
    intervals: Box<[u32]>,
    next: usize,
    filled: usize,
    /// The block's thresholds `s_k·E_m - y`, `k = 1..=B`.
    thresholds: Box<[i32]>,
    /// Per bucket of 64 biased monster energy: `(j << ENERGY_BITS) | (BIAS + M_j)` for the
    /// first monster action `j` whose biased `M_j` lies in that bucket or later.
    ranks: Box<[u32; BUCKETS + 8]>,
}

impl std::fmt::Debug for Timeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Timeline")
            .field("player_energy", &self.player_energy)
            .field("monster_energy", &self.monster_energy)
            .field("energy_use", &self.energy_use)
            .field("monster_speed", &self.monster_speed)
            .field("unique", &self.unique)
            .field("block_len", &self.block_len)
            .finish_non_exhaustive()
    }
}

impl Timeline {
    /// Creates the timeline of `scenario` (validated first), drawing the monster's individual
    /// speed if it is non-unique, then the starting state of `start`
    /// (`docs/rules/frogcomposband-energy.md` §3.5, §7). After this a player action is pending.
    /// Allocates the block buffers (a few tens of kilobytes) once.
    ///
    /// # Errors
    /// The scenario's validation error.
    pub fn new<R: Rng + ?Sized>(
        scenario: &SpeedScenario,
        start: TimelineStart,
        rng: &mut R,
    ) -> Result<Self, OutOfRange> {
        scenario.validate()?;
        let player_energy = energy_per_turn(scenario.player_speed);
        let player_clip = energy_clip(player_energy);
        let energy_use = scenario.player_action_cost;
        let exact = energy_use > EXACT_COST_ABOVE;
        let mut player_cost = Box::new([0i32; 256]);
        for (need, cost) in player_cost.iter_mut().enumerate() {
            *cost = energy_use * need as i32 / 100;
        }
        let (min_cost, max_cost) = if exact {
            (energy_use, energy_use)
        } else {
            (
                energy_use * player_clip / 100,
                energy_use * (200 - player_clip) / 100,
            )
        };
        // Blocks need every player cost >= E_p (at most one player action per game turn).
        // Each interval lasts at most `max_turns` game turns, in which a monster gains at most
        // 49 energy per game turn.
        let max_turns = (player_energy - 1 + max_cost) as usize / player_energy as usize + 1;
        // A block's monster energy stays below `B * max_turns * 49`, plus the bias and up to
        // four costs drawn beyond the last threshold; its actions number at most one per turn.
        let spare = (BUCKETS - 8) * 64 - BIAS as usize - 4 * 133;
        let block_len = if min_cost >= player_energy {
            (spare / (max_turns * 49))
                .min(2040 / max_turns)
                .clamp(1, MAX_BLOCK_LEN)
        } else {
            0
        };
        let mut timeline = Self {
            player_energy,
            monster_energy: 1,
            monster_clip: energy_clip(1),
            energy_use,
            player_div: CeilDiv::new(player_energy),
            monster_div: CeilDiv::new(1),
            player_need: 0,
            monster_need: 0,
            monster_speed: 0,
            race_speed: SPEED_OFFSET + scenario.monster_speed,
            speed_change: scenario.monster_speed_change(),
            unique: !scenario.non_unique,
            draws: NeedDraws::new(),
            player_table: need_table(player_clip),
            monster_table: need_table(energy_clip(1)),
            player_cost,
            block_len,
            intervals: vec![0; block_len].into_boxed_slice(),
            next: 0,
            filled: 0,
            thresholds: vec![0; block_len].into_boxed_slice(),
            ranks: Box::new([0; BUCKETS + 8]),
        };
        timeline.restart(start, rng);
        Ok(timeline)
    }

    /// Starts over with a new monster instance of the same scenario: a non-unique's speed is
    /// drawn again by `get_mspeed`, then the starting state of `start`
    /// (`docs/rules/frogcomposband-energy.md` §3.5, §7). Cheaper than [`Self::new`] (no
    /// validation, no setup of the player's side); a player action is pending afterwards and
    /// computed but unreturned intervals are dropped.
    ///
    /// Draws, in order: `get_mspeed` (none for a unique), then for
    /// [`TimelineStart::Stationary`] the player's need `randint0(E_p)` and rejection rounds of
    /// `randint0(200 - m)` and one `ENERGY_NEED()`, for level entry `ENERGY_NEED()` (in the
    /// clamp row of the unhasted individual speed, §3.5) then `randint0(100)`.
    /// `ENERGY_NEED()` values come from the timeline's [`NeedDraws`].
    pub fn restart<R: Rng + ?Sized>(&mut self, start: TimelineStart, rng: &mut R) {
        self.monster_speed = get_mspeed(rng, self.race_speed, self.unique);
        self.monster_energy = speed_to_energy(self.monster_speed + self.speed_change);
        self.monster_clip = energy_clip(self.monster_energy);
        self.monster_div = CeilDiv::new(self.monster_energy);
        self.monster_table = need_table(self.monster_clip);
        self.next = 0;
        self.filled = 0;
        match start {
            TimelineStart::Stationary => {
                (self.player_need, self.monster_need) = stationary_state(
                    rng,
                    &mut self.draws,
                    self.player_energy,
                    self.monster_table,
                    self.monster_clip,
                );
            }
            TimelineStart::LevelEntry | TimelineStart::BurnIn(_) => {
                // Need 0 on entry, minus the first game turn's energy: the player acts first.
                self.player_need = -self.player_energy;
                let placed = need_table(energy_clip(speed_to_energy(self.monster_speed)));
                let first = i32::from(placed[usize::from(self.draws.draw(rng))]);
                self.monster_need = first - randint0(rng, 100);
                if let TimelineStart::BurnIn(k) = start {
                    for _ in 0..k {
                        self.next_interval(rng);
                    }
                }
            }
        }
    }

    #[inline]
    fn monster_need_draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> i32 {
        i32::from(self.monster_table[usize::from(self.draws.draw(rng))])
    }

    #[inline]
    fn player_cost_draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> i32 {
        if self.energy_use > EXACT_COST_ABOVE {
            self.energy_use
        } else {
            self.player_cost[usize::from(self.player_table[usize::from(self.draws.draw(rng))])]
        }
    }

    /// Whether the next intervals can be computed as a block (see *Blocks*). Just after level
    /// entry the player's need is `-E_p`, and a first cost of exactly `E_p` would put its next
    /// action in the same game turn (`s_1 = 0`), which a block cannot express: that interval is
    /// computed on its own.
    #[inline]
    fn block_ready(&self) -> bool {
        self.block_len > 0 && self.monster_need >= 1 && self.player_need > -self.player_energy
    }

    /// The player's pending action: pays its cost, then runs the game turns up to the next
    /// player action and returns `N_k`, the number of monster actions in between
    /// (`docs/rules/frogcomposband-energy.md` §5, §7). `0` when the next player action is in the
    /// same game turn. Computes a block of intervals when it can and returns them one by one (see
    /// *Blocks* in the type's documentation).
    #[inline]
    pub fn next_interval<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u32 {
        if self.next == self.filled {
            if !self.block_ready() {
                return self.single_interval(rng);
            }
            self.run_block(rng);
        }
        let n = self.intervals[self.next];
        self.next += 1;
        n
    }

    /// Fills `out` with the next `out.len()` intervals `N_k`, exactly as that many calls of
    /// [`Self::next_interval`] would, with the same draws (`docs/rules/frogcomposband-energy.md`
    /// §5, §7).
    pub fn fill_intervals<R: Rng + ?Sized>(&mut self, rng: &mut R, out: &mut [u32]) {
        let mut done = 0;
        while done < out.len() {
            if self.next == self.filled {
                if !self.block_ready() {
                    out[done] = self.single_interval(rng);
                    done += 1;
                    continue;
                }
                self.run_block(rng);
            }
            let take = (out.len() - done).min(self.filled - self.next);
            out[done..done + take].copy_from_slice(&self.intervals[self.next..self.next + take]);
            self.next += take;
            done += take;
        }
    }

    /// One interval game turn by game turn in jumps (§5, §7), each cost drawn when paid.
    fn single_interval<R: Rng + ?Sized>(&mut self, rng: &mut R) -> u32 {
        let need = self.player_need + self.player_cost_draw(rng);
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
            y += self.monster_need_draw(rng) - until * em;
            actions += 1;
            left -= until;
            if left == 0 {
                break;
            }
        }
        self.monster_need = y;
        actions
    }

    /// Sets the length of the next blocks to `len`, capped to 1..=the length chosen by
    /// [`Self::new`] (`docs/rules/frogcomposband-energy.md` §5); intervals already computed are
    /// still returned first. A caller that [restarts](Self::restart)
    /// every `w` intervals wastes the rest of each block, so it can set `w` (or a divisor of
    /// it); blocks stay impossible when [`Self::block_len`] is 0. The law of the intervals does
    /// not depend on it.
    pub fn set_block_len(&mut self, len: usize) {
        if self.block_len > 0 {
            self.block_len = len.clamp(1, self.intervals.len());
        }
    }

    /// Intervals computed per block (see *Blocks* in the type's documentation), 0 when every
    /// interval is computed alone (player costs can be below `E_p`, §2). A block's player
    /// costs are drawn when its first player action comes (`docs/rules/frogcomposband-energy.md`
    /// §5, §7).
    pub fn block_len(&self) -> usize {
        self.block_len
    }

    /// The player's energy per game turn `E_p` (`docs/rules/frogcomposband-energy.md` §1).
    pub fn player_energy(&self) -> i32 {
        self.player_energy
    }

    /// The monster's energy per game turn `E_m`, from its individual speed with haste and
    /// slow applied (`docs/rules/frogcomposband-energy.md` §1, §3.5, §4).
    pub fn monster_energy(&self) -> i32 {
        self.monster_energy
    }

    /// The monster's individual internal speed (110 + displayed), as drawn by `get_mspeed`
    /// (`docs/rules/frogcomposband-energy.md` §3.5).
    pub fn monster_speed(&self) -> i32 {
        self.monster_speed
    }
}
