//! Lane-parallel FrogComposband timelines for the Monte Carlo engine
//! (`frogcomposband-energy.md` §2, §5, §7, §8): [`LANES`] independent stationary timelines of
//! one player against one awake unique monster, stepped together one player action per lane
//! per step, so that a vector unit runs all of them at once.
//!
//! # One step
//!
//! Each lane holds the player's need `x` before paying for its pending action and the
//! monster's need `y` before its step in that game turn (`y >= 1`). A step, for every lane:
//!
//! 1. the player pays `c = ENERGY_NEED()` (nominal cost 100, §3.3): `p = x + c`; the next
//!    player action is `D = ceil(p / E_p)` game turns later (`D = 0` when `p <= 0`), where
//!    its need is `x' = p - D·E_p` (§5);
//! 2. the monster gains `D·E_m` energy: with `Y = y - D·E_m`, it acts while `Y <= 0`, paying
//!    `Y += ENERGY_NEED()` each time; the number of payments is `N`, the monster actions
//!    before the next player action, and the final `Y` is its need before its step in the game
//!    turn of that action (§7's loop).
//!
//! Step 2 counts the monster's actions without placing them in game turns. That is exact
//! because it never owes two actions in one game turn (`y >= 1`, and a cost is at least 67,
//! more than the largest `E_m = 49`, so its need is positive after every action): its `j`-th
//! action comes before the player's next one exactly when its first `j` costs sum to at most
//! `D·E_m - y` (see *Blocks* in [`Timeline`](super::Timeline)).
//!
//! Each lane starts from an exact draw of the stationary law (the reference regime of §8,
//! [`TimelineStart::Stationary`](super::TimelineStart::Stationary)), so every interval of every
//! lane follows [`SpeedScenario::exact`](super::SpeedScenario::exact).
//!
//! # Random draws
//!
//! [`STREAMS`] xoshiro256++ generators, seeded from the caller's generator, advance together:
//! one round gives one 64-bit word per stream, cut into four 16-bit values, lowest bits first,
//! so lane `l` reads bits `16·(l % 4)..` of stream `l / 4`'s word. Every `ENERGY_NEED()` reads
//! one such value (§3.1: bit 0 is the sign, bits 1..=15 are `tmp`). A round feeds all lanes at
//! once: the player's costs, then one round per monster payment round, in which lanes whose
//! monster does not act drop their value. Whether a value is used never depends on its bits,
//! so the used values are independent and uniform.
//!
//! # Kernels
//!
//! [`LaneKernel::Portable`] is plain Rust on arrays, the reference. [`LaneKernel::Avx512`] runs
//! the same step with AVX-512BW vectors of 32 16-bit lanes; it is chosen when the processor
//! has it. The two produce identical results for the same seed (tested), so a run does not
//! depend on the machine it ran on.

use rand::Rng;

use super::SpeedScenario;
use super::draws::{NeedDraws, need_table};
use super::randnor::energy_clip;
use super::speed::energy_per_turn;
use super::timeline::stationary_state;

#[cfg(target_arch = "x86_64")]
mod avx512;

/// Timelines stepped together (`frogcomposband-energy.md` §5): the 32 16-bit lanes of a
/// 512-bit vector.
pub const LANES: usize = 32;

/// xoshiro256++ generators behind the lanes: each word feeds four lanes of 16 bits
/// (`frogcomposband-energy.md` §3.1).
pub const STREAMS: usize = LANES / 4;

/// Most monster actions between two player actions a [`LaneTimeline`] handles
/// (`frogcomposband-energy.md` §5); scenarios that can exceed it are not taken (see
/// [`LaneTimeline::supports`]).
pub const MAX_DEPTH: usize = 64;

/// How a [`LaneTimeline`] runs its steps; both give identical results for the same seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneKernel {
    /// Plain Rust on arrays of lanes: the reference, on every machine.
    Portable,
    /// AVX-512F and AVX-512BW vectors of 32 16-bit lanes (x86-64 processors that have them,
    /// and `popcnt`).
    Avx512,
}

impl LaneKernel {
    /// The fastest kernel this processor runs.
    pub fn best() -> Self {
        if LaneKernel::Avx512.available() {
            LaneKernel::Avx512
        } else {
            LaneKernel::Portable
        }
    }

    /// The kernel's name: `portable` or `avx512`.
    pub fn name(self) -> &'static str {
        match self {
            LaneKernel::Portable => "portable",
            LaneKernel::Avx512 => "avx512",
        }
    }

    /// Whether this processor runs the kernel.
    pub fn available(self) -> bool {
        match self {
            LaneKernel::Portable => true,
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx512 => {
                std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512bw")
                    && std::arch::is_x86_feature_detected!("popcnt")
            }
            #[cfg(not(target_arch = "x86_64"))]
            LaneKernel::Avx512 => false,
        }
    }
}

/// A kernel with what it precomputes.
#[derive(Clone, Debug)]
enum KernelState {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx512(Box<avx512::Buckets>),
}

/// [`LANES`] stationary timelines of one player (nominal cost 100) against one awake unique
/// monster, stepped together (see the [module documentation](self)); the engine's fast path
/// for the double-move statistics of `frogcomposband-energy.md` §5 and §8.
///
/// # Example
/// ```
/// use mechanics::energy::{LaneTimeline, SpeedScenario};
/// use rand::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
///
/// let scenario = SpeedScenario { player_speed: 0, monster_speed: 10, player_action_cost: 100, non_unique: false };
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let mut lanes = LaneTimeline::new(&scenario, &mut rng).expect("a unique at walking cost");
/// let (mut actions, mut doubles) = (0u64, 0u64);
/// lanes.run(10_000, |at_least| {
///     actions += 32;
///     doubles += u64::from(at_least.get(1).map_or(0, |m| m.count_ones())); // N >= 2
/// });
/// let exact = scenario.exact()?.p_double(); // 0.83809
/// assert!((doubles as f64 / actions as f64 - exact).abs() < 0.01);
/// # Ok::<(), mechanics::energy::SpeedScenarioError>(())
/// ```
#[derive(Clone, Debug)]
pub struct LaneTimeline {
    kernel: KernelState,
    player_energy: i16,
    monster_energy: i16,
    /// `floor(2^16 / E_p) + 1`: `floor(q / E_p) = (q · magic) >> 16` for every `q` a step meets.
    ceil_magic: u16,
    /// `ENERGY_NEED()` of the player's and the monster's clamp rows by 16-bit value.
    player_table: &'static [u8; 1 << 16],
    monster_table: &'static [u8; 1 << 16],
    /// Per lane, the player's need before paying for its pending action.
    player_need: [i16; LANES],
    /// Per lane, the monster's need before its step in the game turn of that action.
    monster_need: [i16; LANES],
    /// xoshiro256++ states: word `w` of stream `s` is `state[w][s]`.
    state: [[u64; STREAMS]; 4],
}

impl LaneTimeline {
    /// Whether lanes run `scenario` exactly (`frogcomposband-energy.md` §3.3, §3.5, §5): a valid
    /// scenario with a unique monster (one speed for every lane), the nominal player cost 100,
    /// `E_p >= 2`, and at most [`MAX_DEPTH`] monster actions per player action. Other scenarios
    /// run on [`Timeline`](super::Timeline).
    pub fn supports(scenario: &SpeedScenario) -> bool {
        Self::layout(scenario).is_some()
    }

    /// `(E_p, E_m, ceil_magic, player clamp row, monster clamp row)` when supported.
    fn layout(scenario: &SpeedScenario) -> Option<(i16, i16, u16, i32, i32)> {
        if scenario.validate().is_err() || scenario.non_unique || scenario.player_action_cost != 100
        {
            return None;
        }
        let ep = energy_per_turn(scenario.player_speed);
        let em = energy_per_turn(scenario.monster_speed);
        let (player_clip, monster_clip) = (energy_clip(ep), energy_clip(em));
        if ep < 2 {
            return None;
        }
        let magic = (1u32 << 16) / ep as u32 + 1;
        // `q = p + E_p - 1` with `p = x + c`, `x` in `(-E_p, 0]`, `c <= 200 - m`.
        let q_max = 200 - player_clip + ep - 1;
        let exact = (0..=q_max as u32).all(|q| (q * magic) >> 16 == q / ep as u32);
        // `Y >= 1 - D·E_m` and every payment adds at least the monster's clamp row `m`.
        let most_actions = (q_max / ep * em) / monster_clip + 1;
        (exact && most_actions as usize <= MAX_DEPTH).then_some((
            ep as i16,
            em as i16,
            magic as u16,
            player_clip,
            monster_clip,
        ))
    }

    /// The lanes of `scenario` on the fastest kernel of this processor ([`LaneKernel::best`]),
    /// or `None` when they do not support it ([`Self::supports`]). Draws from `rng` (only when
    /// supported): the streams' seeds, then each lane's stationary state in lane order
    /// (`frogcomposband-energy.md` §8).
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
        let (ep, em, ceil_magic, player_clip, monster_clip) = Self::layout(scenario)?;
        let mut state = [[0u64; STREAMS]; 4];
        for s in 0..STREAMS {
            // xoshiro's state must not be all zero; redraw (probability 2^-256).
            loop {
                for word in &mut state {
                    word[s] = rng.next_u64();
                }
                if state.iter().any(|word| word[s] != 0) {
                    break;
                }
            }
        }
        let mut draws = NeedDraws::new();
        let monster_table = need_table(monster_clip);
        let mut player_need = [0i16; LANES];
        let mut monster_need = [0i16; LANES];
        for (x, y) in player_need.iter_mut().zip(&mut monster_need) {
            let (px, my) =
                stationary_state(rng, &mut draws, i32::from(ep), monster_table, monster_clip);
            (*x, *y) = (px as i16, my as i16);
        }
        let kernel = match kernel {
            LaneKernel::Portable => KernelState::Portable,
            #[cfg(target_arch = "x86_64")]
            LaneKernel::Avx512 => {
                KernelState::Avx512(Box::new(avx512::Buckets::new(player_clip, monster_clip)))
            }
            #[cfg(not(target_arch = "x86_64"))]
            LaneKernel::Avx512 => unreachable!("AVX-512 is never available off x86-64"),
        };
        Some(Self {
            kernel,
            player_energy: ep,
            monster_energy: em,
            ceil_magic,
            player_table: need_table(player_clip),
            monster_table,
            player_need,
            monster_need,
            state,
        })
    }

    /// The kernel the steps run on.
    pub fn kernel(&self) -> LaneKernel {
        match self.kernel {
            KernelState::Portable => LaneKernel::Portable,
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx512(_) => LaneKernel::Avx512,
        }
    }

    /// Runs `steps` steps: one player action in every lane per step (see the
    /// [module documentation](self), `frogcomposband-energy.md` §5, §7). After each step,
    /// `record(at_least)` gets the lanes by the number `N` of monster actions before their next
    /// player action: bit `l` of `at_least[i]` is set when lane `l` has `N > i`, and the slice
    /// ends at the first empty mask (so a lane's `N` is the number of masks with its bit).
    pub fn run<F: FnMut(&[u32])>(&mut self, steps: u64, mut record: F) {
        match self.kernel {
            KernelState::Portable => self.run_portable(steps, &mut record),
            #[cfg(target_arch = "x86_64")]
            KernelState::Avx512(ref buckets) => {
                let buckets = **buckets;
                // SAFETY: a timeline gets this kernel only when `LaneKernel::available` found
                // AVX-512F, AVX-512BW and `popcnt` on this processor.
                unsafe { avx512::run(self, &buckets, steps, &mut record) }
            }
        }
    }

    /// One round of the streams: 16 uniform bits per lane.
    #[inline(always)]
    fn draw_round(&mut self) -> [u16; LANES] {
        let [s0, s1, s2, s3] = &mut self.state;
        let mut u = [0u16; LANES];
        for (s, quad) in u.chunks_exact_mut(4).enumerate() {
            // xoshiro256++ (Blackman and Vigna), one step of stream `s`.
            let word = s0[s]
                .wrapping_add(s3[s])
                .rotate_left(23)
                .wrapping_add(s0[s]);
            let t = s1[s] << 17;
            s2[s] ^= s0[s];
            s3[s] ^= s1[s];
            s1[s] ^= s2[s];
            s0[s] ^= s3[s];
            s2[s] ^= t;
            s3[s] = s3[s].rotate_left(45);
            for (i, v) in quad.iter_mut().enumerate() {
                *v = (word >> (16 * i)) as u16;
            }
        }
        u
    }

    fn run_portable<F: FnMut(&[u32])>(&mut self, steps: u64, record: &mut F) {
        let (ep, em) = (self.player_energy, self.monster_energy);
        let magic = u32::from(self.ceil_magic);
        let (player_table, monster_table) = (self.player_table, self.monster_table);
        let mut masks = [0u32; MAX_DEPTH];
        for _ in 0..steps {
            let u = self.draw_round();
            let mut owed = [0i16; LANES];
            for l in 0..LANES {
                let p = self.player_need[l] + i16::from(player_table[usize::from(u[l])]);
                let turns = ((u32::from((p + ep - 1) as u16) * magic) >> 16) as i16;
                self.player_need[l] = p - turns * ep;
                owed[l] = self.monster_need[l] - turns * em;
            }
            let mut depth = 0;
            loop {
                let acting = owed
                    .iter()
                    .enumerate()
                    .fold(0u32, |m, (l, &y)| m | (u32::from(y <= 0) << l));
                if acting == 0 {
                    break;
                }
                let u = self.draw_round();
                for (y, &u) in owed.iter_mut().zip(&u) {
                    let cost = i16::from(monster_table[usize::from(u)]);
                    *y += if *y <= 0 { cost } else { 0 };
                }
                masks[depth] = acting;
                depth += 1;
            }
            self.monster_need = owed;
            record(&masks[..depth]);
        }
    }
}
