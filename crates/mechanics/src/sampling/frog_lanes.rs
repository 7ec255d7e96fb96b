//! Lane-parallel FrogComposband timelines for the Monte Carlo engine
//! (`docs/rules/frogcomposband-energy.md` §2, §3.3, §3.5, §5, §7, §8): [`LANES`] independent
//! stationary timelines of one player against one awake monster, stepped together one player
//! action per lane per step, so that a vector unit runs all of them at once.
//!
//! # One step
//!
//! Each lane holds the player's need `x` before paying for its pending action and the
//! monster's need `y` before its step in that game turn (`y >= 1`). A step, for every lane:
//!
//! 1. the player pays its cost `c` (`energy_use · ENERGY_NEED() / 100`, or `energy_use`
//!    exactly above 400, §3.3): `p = x + c`; the next player action is `D = ceil(p / E_p)`
//!    game turns later (`D = 0` when `p <= 0`: a cheap action leaves the player another one in
//!    the same game turn), where its need is `x' = p - D·E_p` (§2, §5);
//! 2. the monster gains `D·E_m` energy: with `Y = y - D·E_m`, it acts while `Y <= 0`, paying
//!    `Y += ENERGY_NEED()` each time; the number of payments is `N`, the monster actions
//!    before the next player action, and the final `Y` is its need before its step in the game
//!    turn of that action (§7's loop).
//!
//! Step 2 counts the monster's actions without placing them in game turns. That is exact
//! because it never owes two actions in one game turn (`y >= 1`, and a cost is at least 67,
//! more than the largest `E_m = 49`, so its need is positive after every action): its `j`-th
//! action comes before the player's next one exactly when its first `j` costs sum to at most
//! `D·E_m - y` (see *Blocks* in [`Timeline`](crate::frog::Timeline)).
//!
//! Each lane starts from an exact draw of the stationary law (the reference regime of §8,
//! [`TimelineStart::Stationary`](crate::frog::TimelineStart::Stationary)), so every interval of
//! every lane follows [`SpeedScenario::exact`](crate::frog::SpeedScenario::exact) at the lane's
//! monster speed. A non-unique monster's individual speed is drawn per lane by `get_mspeed`
//! (§3.5) at the start and at every [`LaneTimeline::restart`]; a fresh individual per fight
//! gives the non-unique mixture of [`SpeedScenario::exact`](crate::frog::SpeedScenario::exact).
//!
//! # `ENERGY_NEED()` for every clamp row at once
//!
//! `ENERGY_NEED() = clamp(randnor(100, 18), m, 200 - m)` is symmetric about 100, so with
//! `off = |randnor - 100|` it is `100 ± min(off, 100 - m)`. The lanes read the widest row
//! (`m = 67`, offsets up to 33) and clamp each lane to its own limit `100 - m`, so the
//! monsters of different lanes may have different speeds (§3.2). The player's cost is then
//! `energy_use + floor(energy_use·off/100)` above 100 and `energy_use - ceil(energy_use·off/100)`
//! below (§3.3), read from a table by `off`.
//!
//! # Random draws
//!
//! [`STREAMS`] xoshiro256++ generators, seeded from the caller's generator, advance together:
//! one round gives one 64-bit word per stream, cut into four 16-bit values, lowest bits first,
//! so lane `l` reads bits `16·(l % 4)..` of stream `l / 4`'s word. Every `ENERGY_NEED()` reads
//! one such value (§3.1: bit 0 is the sign, bits 1..=15 are `tmp`). A round feeds all lanes at
//! once: the player's costs, then one round per monster payment round, in which lanes whose
//! monster does not act drop their value (as does every lane when the player's cost is exact).
//! Whether a value is used never depends on its bits, so the used values are independent and
//! uniform. Monster speeds and stationary states are drawn from the caller's generator.
//!
//! # Kernels
//!
//! [`LaneKernel::Portable`] is plain Rust on arrays, the reference. [`LaneKernel::Avx512`] runs
//! the same step with AVX-512BW vectors of 32 16-bit lanes, and [`LaneKernel::Avx2`] with
//! pairs of AVX2 vectors of 16; [`LaneKernel::best`] picks the fastest the processor has. They
//! all produce identical results for the same seed (tested), so a run does not depend on the
//! machine it ran on.

use rand::Rng;

use crate::frog::draws::{NeedDraws, need_table};
use crate::frog::{
    EXACT_COST_ABOVE, SPEED_OFFSET, SpeedScenario, energy_clip, energy_per_turn, get_mspeed,
    speed_to_energy, stationary_state,
};
use crate::sampling::kernel::Streams;
pub use crate::sampling::kernel::{LaneKernel, STREAMS};

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;

/// Timelines stepped together (`docs/rules/frogcomposband-energy.md` §5): the 32 16-bit lanes of a
/// 512-bit vector.
pub const LANES: usize = 32;

/// Most monster actions between two player actions a [`LaneTimeline`] handles
/// (`docs/rules/frogcomposband-energy.md` §5); scenarios that can exceed it are not taken (see
/// [`LaneTimeline::supports`]).
pub const MAX_DEPTH: usize = 64;

/// The widest clamp row of `energy_clipper_table` (`docs/rules/frogcomposband-energy.md` §3.2): its
/// offsets `|cost - 100|` (up to 33) bound every other row's.
pub const WIDEST_CLIP: i32 = 67;

/// Offsets `|ENERGY_NEED() - 100|` of the widest row: `0..=33`
/// (`docs/rules/frogcomposband-energy.md` §3.2).
pub const OFFSETS: usize = (100 - WIDEST_CLIP) as usize + 1;

#[cfg(target_arch = "x86_64")]
/// The offset `|ENERGY_NEED() - 100|` of the widest clamp row as a function of one uniform
/// 16-bit value, in a form a vector unit reads with two permutes (AVX-512) or one gather (AVX2)
/// (`docs/rules/frogcomposband-energy.md` §3.1, §3.2).
///
/// The offset is a non-decreasing function of `tmp` (bits 1..=15) that rises by at most one
/// within each bucket of 256 consecutive values of `tmp` (the table's steps are at least ~290
/// values of `tmp` apart up to offset 33). Entry `b` of the 128 buckets packs the offset at
/// the bucket's start (bits 9..) and the first `tmp % 256` at which it rises (bits 0..=8; 256
/// when it does not); the vector kernels read it (`offset`), and their exhaustive tests check
/// the costs read through it against [`need_table`] on all 65536 values of every clamp row.
#[derive(Clone, Copy, Debug)]
struct Buckets {
    entries: [u16; 128],
}

#[cfg(target_arch = "x86_64")]
impl Buckets {
    /// The buckets, read off [`need_table`] of the widest row.
    fn new() -> Self {
        let table = need_table(WIDEST_CLIP);
        let mut entries = [0u16; 128];
        for (b, entry) in entries.iter_mut().enumerate() {
            // The sign bit clear gives `100 + offset`.
            let offset = |low: usize| i32::from(table[(b << 9) | (low << 1)]) - 100;
            let base = offset(0);
            let rise = (1..256).find(|&low| offset(low) != base).unwrap_or(256);
            *entry = ((base as u16) << 9) | rise as u16;
        }
        // The offsets read through the buckets index the player's cost table by offset.
        debug_assert!(
            entries
                .iter()
                .all(|&e| usize::from((e >> 9) + u16::from(e & 0x1ff < 256)) < OFFSETS),
            "buckets: every offset read through them must lie in 0..OFFSETS"
        );
        Self { entries }
    }
}

/// `ENERGY_NEED()` of 32 uniform 16-bit values for clamp row `m`
/// (`docs/rules/frogcomposband-energy.md` §3.1, §3.2) as `kernel` reads it in a step: the
/// portable kernel from [`need_table`], the vector kernels from the buckets. `None` when this
/// processor lacks the kernel.
///
/// # Panics
/// If `m` is not a row of `energy_clipper_table` (67..=80).
pub fn energy_need_on(kernel: LaneKernel, values: &[u16; LANES], m: i16) -> Option<[i16; LANES]> {
    let table = need_table(i32::from(m));
    if !kernel.available() {
        return None;
    }
    Some(match kernel {
        LaneKernel::Portable => values.map(|u| i16::from(table[usize::from(u)])),
        #[cfg(target_arch = "x86_64")]
        LaneKernel::Avx2 => {
            // SAFETY: `available` found AVX2 on this processor.
            unsafe { avx2::needs(values, m) }
        }
        #[cfg(target_arch = "x86_64")]
        LaneKernel::Avx512 => {
            // SAFETY: `available` found AVX-512F and AVX-512BW on this processor.
            unsafe { avx512::needs(values, m) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        LaneKernel::Avx2 | LaneKernel::Avx512 => unreachable!("no vector kernel is available"),
    })
}

/// A kernel with what it precomputes.
#[derive(Clone, Debug)]
enum KernelState {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2(std::sync::Arc<avx2::Tables>),
    #[cfg(target_arch = "x86_64")]
    Avx512(Box<Buckets>),
}

/// What a supported scenario fixes for every lane (see [`LaneTimeline::supports`]).
#[derive(Clone, Copy, Debug)]
struct Layout {
    player_energy: i32,
    player_clip: i32,
    ceil_magic: u32,
}

/// [`LANES`] stationary timelines of one player against one awake monster, stepped together
/// (see the [module documentation](self)); the engine's fast path for the double-move
/// statistics of `docs/rules/frogcomposband-energy.md` §5 and §8.
///
/// # Example
/// ```
/// use mechanics::frog::SpeedScenario;
/// use mechanics::sampling::frog_lanes::{LANES, LaneTimeline};
/// use mechanics::tolerance::MAX_SIGMAS;
/// use rand::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
///
/// let scenario = SpeedScenario { monster_speed: 10, ..SpeedScenario::default() };
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let mut lanes = LaneTimeline::new(&scenario, &mut rng).expect("supported");
/// let steps = 10_000;
/// let mut doubles = [0u64; LANES]; // per lane: player actions with N >= 2
/// lanes.run(steps, |at_least| {
///     let mask = at_least.get(1).copied().unwrap_or(0);
///     for (lane, d) in doubles.iter_mut().enumerate() {
///         *d += u64::from((mask >> lane) & 1);
///     }
/// });
/// // The lanes are independent timelines: their spread gives the standard error.
/// let freqs = doubles.map(|d| d as f64 / steps as f64);
/// let mean = freqs.iter().sum::<f64>() / LANES as f64;
/// let var = freqs.iter().map(|f| (f - mean).powi(2)).sum::<f64>() / (LANES - 1) as f64;
/// let se = (var / LANES as f64).sqrt();
/// let exact = scenario.exact()?.p_double(); // 0.83809
/// assert!((mean - exact).abs() < MAX_SIGMAS * se);
/// # Ok::<(), mechanics::limits::OutOfRange>(())
/// ```
#[derive(Clone, Debug)]
pub struct LaneTimeline {
    kernel: KernelState,
    player_energy: i16,
    /// `floor(2^16 / E_p) + 1`: `floor(q / E_p) = (q · magic) >> 16` for every `q` a step meets.
    ceil_magic: u16,
    /// The player's clamp row `m` (`ENERGY_NEED()` in `[m, 200 - m]`).
    player_clip: i16,
    /// The player's cost by `ENERGY_NEED()` value (§3.3).
    player_cost: [i16; 256],
    /// The same cost by offset `off = |ENERGY_NEED() - 100|` (entries `0..OFFSETS` of 64),
    /// packed for the vector kernels: `floor(energy_use·off/100) << 1` plus 1 when
    /// `energy_use·off` is not a multiple of 100 (0 when the cost is exact).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    player_cost_by_offset: [[u16; LANES]; 2],
    energy_use: i16,
    race_speed: i32,
    /// Haste and slow on top of the individual speed, every game turn (§4).
    speed_change: i32,
    unique: bool,
    /// Per lane, the monster's energy per game turn and its clamp row.
    monster_energy: [i16; LANES],
    monster_clip: [i16; LANES],
    /// Per lane, the player's need before paying for its pending action.
    player_need: [i16; LANES],
    /// Per lane, the monster's need before its step in the game turn of that action.
    monster_need: [i16; LANES],
    /// The generators behind the lanes: each word feeds four lanes of 16 bits.
    streams: Streams,
}

impl LaneTimeline {
    /// Whether lanes run `scenario` exactly (`docs/rules/frogcomposband-energy.md` §3.3, §3.5,
    /// §5): a valid scenario with `E_p >= 2` in which every quantity of a step fits 16 bits and
    /// no lane can see more than [`MAX_DEPTH`] monster actions per player action, at any
    /// individual speed of the monster. That covers every ordinary speed and action cost; the
    /// rest runs on [`Timeline`](crate::frog::Timeline).
    pub fn supports(scenario: &SpeedScenario) -> bool {
        Self::layout(scenario).is_some()
    }

    fn layout(scenario: &SpeedScenario) -> Option<Layout> {
        scenario.validate().ok()?;
        let ep = energy_per_turn(scenario.player_speed);
        let player_clip = energy_clip(ep);
        if ep < 2 {
            return None;
        }
        let eu = scenario.player_action_cost;
        let most_cost = if eu > EXACT_COST_ABOVE {
            eu
        } else {
            eu * (200 - player_clip) / 100
        };
        let ceil_magic = (1u32 << 16) / ep as u32 + 1;
        // `q = p + E_p - 1` with `p = x + c`, `x` in `(-E_p, 0]`, `0 <= c <= most_cost`.
        let q_max = most_cost + ep - 1;
        let exact = (0..=q_max as u32).all(|q| (q * ceil_magic) >> 16 == q / ep as u32);
        let turns = q_max / ep;
        let fits = scenario.monster_energies().iter().all(|m| {
            let em = m.per_turn;
            // `Y >= 1 - D·E_m`, every payment adds at least the clamp row `m`, and `Y` stays
            // below `200 - m` after its last payment.
            let owed = turns * em;
            owed + 200 <= i32::from(i16::MAX) && (owed / energy_clip(em) + 1) as usize <= MAX_DEPTH
        });
        (exact && fits).then_some(Layout {
            player_energy: ep,
            player_clip,
            ceil_magic,
        })
    }

    /// The lanes of `scenario` on the fastest kernel of this processor ([`LaneKernel::best`]),
    /// or `None` when they do not support it ([`Self::supports`]). Draws from `rng` (only when
    /// supported): the streams' seeds, then [`Self::restart`]'s draws.
    pub fn new<R: Rng + ?Sized>(scenario: &SpeedScenario, rng: &mut R) -> Option<Self> {
        Self::with_kernel(scenario, LaneKernel::best(), rng)
    }

    /// As [`Self::new`] on a given kernel; `None` also when this processor does not run it.
    /// The same `rng` gives the same results on every kernel.
    pub fn with_kernel<R: Rng + ?Sized>(
        scenario: &SpeedScenario,
        kernel: LaneKernel,
        rng: &mut R,
    ) -> Option<Self> {
        if !kernel.available() {
            return None;
        }
        let layout = Self::layout(scenario)?;
        let streams = Streams::seed(rng);
        let eu = scenario.player_action_cost;
        let cost = |need: i32| {
            if eu > EXACT_COST_ABOVE {
                eu
            } else {
                eu * need / 100
            }
        };
        let player_cost = std::array::from_fn(|need| cost(need as i32) as i16);
        let by_offset = |off: usize| {
            if off >= OFFSETS {
                return 0;
            }
            let off = off as i32;
            let above = cost(100 + off) - eu;
            let below = eu - cost(100 - off);
            debug_assert!((0..=1).contains(&(below - above)));
            ((above << 1) | (below - above)) as u16
        };
        let player_cost_by_offset =
            [0, LANES].map(|first| std::array::from_fn(|i| by_offset(first + i)));
        // The kernels index the cost table by `min(offset, 100 - m)`: entries `0..OFFSETS`.
        const { assert!(OFFSETS <= 2 * LANES) };
        debug_assert!(
            (0..OFFSETS as i32).contains(&(100 - layout.player_clip)),
            "player cost table by offset: the player's limit 100 - m must lie in 0..OFFSETS"
        );
        let kernel = match kernel {
            LaneKernel::Portable => KernelState::Portable,
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx2 => KernelState::Avx2(std::sync::Arc::new(avx2::Tables::new(
                &player_cost_by_offset,
            ))),
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx512 => KernelState::Avx512(Box::new(Buckets::new())),
            #[cfg(not(target_arch = "x86_64"))]
            LaneKernel::Avx2 | LaneKernel::Avx512 => {
                unreachable!("vector kernels are never available off x86-64")
            }
        };
        let mut lanes = Self {
            kernel,
            player_energy: layout.player_energy as i16,
            ceil_magic: layout.ceil_magic as u16,
            player_clip: layout.player_clip as i16,
            player_cost,
            player_cost_by_offset,
            energy_use: eu as i16,
            race_speed: SPEED_OFFSET + scenario.monster_speed,
            speed_change: scenario.monster_speed_change(),
            unique: !scenario.non_unique,
            monster_energy: [1; LANES],
            monster_clip: [WIDEST_CLIP as i16; LANES],
            player_need: [0; LANES],
            monster_need: [1; LANES],
            streams,
        };
        lanes.restart(rng);
        Some(lanes)
    }

    /// Starts every lane over with a new monster instance (`docs/rules/frogcomposband-energy.md`
    /// §3.5, §8): lane by lane, a non-unique's individual speed by `get_mspeed` (none for a
    /// unique), then an exact draw of the stationary state at that speed (the player's need
    /// `-randint0(E_p)`, the monster's by rejection against one `ENERGY_NEED()`), all from
    /// `rng`.
    pub fn restart<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut draws = NeedDraws::new();
        for l in 0..LANES {
            let speed = get_mspeed(rng, self.race_speed, self.unique);
            let em = speed_to_energy(speed + self.speed_change);
            let clip = energy_clip(em);
            let (x, y) = stationary_state(
                rng,
                &mut draws,
                i32::from(self.player_energy),
                need_table(clip),
                clip,
            );
            self.monster_energy[l] = em as i16;
            self.monster_clip[l] = clip as i16;
            self.player_need[l] = x as i16;
            self.monster_need[l] = y as i16;
        }
    }

    /// The kernel the steps run on (`docs/rules/frogcomposband-energy.md` §5, §7: the same step on
    /// every kernel).
    pub fn kernel(&self) -> LaneKernel {
        match self.kernel {
            KernelState::Portable => LaneKernel::Portable,
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx2(_) => LaneKernel::Avx2,
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx512(_) => LaneKernel::Avx512,
        }
    }

    /// Each lane's monster energy per game turn `E_m` (`docs/rules/frogcomposband-energy.md` §1,
    /// §3.5).
    pub fn monster_energies(&self) -> [i16; LANES] {
        self.monster_energy
    }

    /// Runs `steps` steps: one player action in every lane per step (see the
    /// [module documentation](self), `docs/rules/frogcomposband-energy.md` §5, §7). After each
    /// step, `record(at_least)` gets the lanes by the number `N` of monster actions before their
    /// next player action: bit `l` of `at_least[i]` is set when lane `l` has `N > i`, and the slice
    /// ends at the first empty mask (so a lane's `N` is the number of masks with its bit).
    pub fn run<F: FnMut(&[u32])>(&mut self, steps: u64, mut record: F) {
        match self.kernel {
            KernelState::Portable => self.run_portable(steps, &mut record),
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx2(ref tables) => {
                let tables = std::sync::Arc::clone(tables);
                // SAFETY: a timeline gets this kernel only when `LaneKernel::available` found
                // AVX2 and `popcnt` on this processor.
                unsafe { avx2::run(self, &tables, steps, &mut record) }
            }
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx512(ref buckets) => {
                let buckets = **buckets;
                // SAFETY: a timeline gets this kernel only when `LaneKernel::available` found
                // AVX-512F, AVX-512BW and `popcnt` on this processor.
                unsafe { avx512::run(self, &buckets, steps, &mut record) }
            }
        }
    }

    fn run_portable<F: FnMut(&[u32])>(&mut self, steps: u64, record: &mut F) {
        let ep = self.player_energy;
        let magic = u32::from(self.ceil_magic);
        let player_table = need_table(i32::from(self.player_clip));
        let player_cost = &self.player_cost;
        // Needs of the player's row lie in `m..=200 - m` and index its cost table by value.
        debug_assert!(
            usize::try_from(200 - self.player_clip).is_ok_and(|most| most < player_cost.len()),
            "player cost table: one entry per ENERGY_NEED() value up to 200 - m"
        );
        let monster_tables = self.monster_clip.map(|m| need_table(i32::from(m)));
        let em = self.monster_energy;
        let (mut streams, mut x, mut y) = (self.streams, self.player_need, self.monster_need);
        let mut masks = [0u32; MAX_DEPTH];
        for _ in 0..steps {
            let u = draw_round(&mut streams);
            let mut owed = [0i16; LANES];
            for l in 0..LANES {
                let p = x[l] + player_cost[usize::from(player_table[usize::from(u[l])])];
                let turns = ((u32::from((p + ep - 1) as u16) * magic) >> 16) as i16;
                x[l] = p - turns * ep;
                owed[l] = y[l] - turns * em[l];
            }
            let mut depth = 0;
            loop {
                let mut acting = 0u32;
                for (l, &o) in owed.iter().enumerate() {
                    acting |= u32::from(o <= 0) << l;
                }
                if acting == 0 {
                    break;
                }
                let u = draw_round(&mut streams);
                for l in 0..LANES {
                    let cost = i16::from(monster_tables[l][usize::from(u[l])]);
                    owed[l] += if owed[l] <= 0 { cost } else { 0 };
                }
                masks[depth] = acting;
                depth += 1;
            }
            y = owed;
            record(&masks[..depth]);
        }
        (self.streams, self.player_need, self.monster_need) = (streams, x, y);
    }
}

/// One round of the streams: 16 uniform bits per lane, lane `l` reading bits `16·(l % 4)..`
/// of stream `l / 4`'s word.
#[inline(always)]
fn draw_round(streams: &mut Streams) -> [u16; LANES] {
    let words = streams.next_words();
    let mut u = [0u16; LANES];
    for (quad, word) in u.chunks_exact_mut(4).zip(words) {
        for (i, v) in quad.iter_mut().enumerate() {
            *v = (word >> (16 * i)) as u16;
        }
    }
    u
}
