//! Random action costs: `randnor`, `ENERGY_NEED()`, player and monster costs and the
//! monster's starting energy, each as a sampler and as an exact [`Dist`]
//! (`docs/rules/frogcomposband-energy.md` §3).

use rand::{Rng, RngExt};

use super::tables::{ENERGY_CLIPPER_TABLE, RANDNOR_TABLE};
use crate::dist::Dist;

/// `RANDNOR_STD` (`z-rand.c`): the table counts |Z| in steps of 1/64 standard deviation
/// (`docs/rules/frogcomposband-energy.md` §3.1).
pub const RANDNOR_STD: i32 = 64;

/// Mean of `ENERGY_NEED()`'s `randnor(100, 18)` (`defines.h:306`,
/// `docs/rules/frogcomposband-energy.md` §3.2).
pub const ENERGY_NEED_MEAN: i32 = 100;

/// Standard deviation argument of `ENERGY_NEED()`'s `randnor(100, 18)` (`defines.h:306`,
/// `docs/rules/frogcomposband-energy.md` §3.2).
pub const ENERGY_NEED_STAND: i32 = 18;

/// Above this nominal cost the player pays `energy_use` exactly, with no random factor
/// (`dungeon.c:5110`, `docs/rules/frogcomposband-energy.md` §3.3).
pub const EXACT_COST_ABOVE: i32 = 400;

/// `randint0(n)` (`z-rand.h`): uniform on `[0, n-1]`, `0` when `n <= 1`; the same law as
/// DCSS `random2` (`docs/rules/frogcomposband-energy.md` §3.1).
#[inline]
pub fn randint0<R: Rng + ?Sized>(rng: &mut R, n: i32) -> i32 {
    if n <= 1 { 0 } else { rng.random_range(0..n) }
}

/// `randnor(mean, stand)` (`z-rand.c:251`), the table-driven normal deviate
/// (`docs/rules/frogcomposband-energy.md` §3.1): `tmp = randint0(32768)`, `k` = the first index
/// with `randnor_table[k] >= tmp`, `offset = stand * k / 64` (truncated), then `mean - offset`
/// when `randint0(100) < 50`, else `mean + offset`. As in the game, `stand < 1` returns
/// `mean` without drawing.
#[inline]
pub fn randnor<R: Rng + ?Sized>(rng: &mut R, mean: i32, stand: i32) -> i32 {
    if stand < 1 {
        return mean;
    }
    let tmp = randint0(rng, 32768);
    let k = RANDNOR_TABLE.partition_point(|&t| i32::from(t) < tmp) as i32;
    let offset = stand * k / RANDNOR_STD;
    if randint0(rng, 100) < 50 {
        mean - offset
    } else {
        mean + offset
    }
}

/// Exact law of [`randnor`] (`docs/rules/frogcomposband-energy.md` §3.1): index `k` has probability
/// `(table[k] - table[k-1]) / 32768` (with `table[-1] = -1`) and each sign `1/2`, so every
/// probability is a multiple of `1/65536`. For `randnor(100, 18)` the support is 29..=171
/// and the weights are `randnor_100_18_weights_of_65536` of the reference JSON.
pub fn randnor_dist(mean: i32, stand: i32) -> Dist {
    if stand < 1 {
        return Dist::point(mean);
    }
    let max_offset = stand * (RANDNOR_TABLE.len() as i32 - 1) / RANDNOR_STD;
    let lo = mean - max_offset;
    let mut weights = vec![0.0; (2 * max_offset + 1) as usize];
    let mut below = -1;
    for (k, &t) in RANDNOR_TABLE.iter().enumerate() {
        let count = f64::from(i32::from(t) - below);
        below = i32::from(t);
        let offset = stand * k as i32 / RANDNOR_STD;
        weights[(mean - offset - lo) as usize] += count;
        weights[(mean + offset - lo) as usize] += count;
    }
    Dist::from_weights(lo, &weights)
}

/// The clamp row `m = energy_clipper_table[e]` of `ENERGY_NEED()` for an actor with `e`
/// energy per game turn (`dungeon.c:268-287`, `docs/rules/frogcomposband-energy.md` §3.2).
///
/// # Panics
/// If `e` is outside `0..=49` (no speed gives such an energy, see [`super::speed_to_energy`]).
#[inline]
pub fn energy_clip(e: i32) -> i32 {
    i32::from(ENERGY_CLIPPER_TABLE[usize::try_from(e).expect("energy per turn is 0..=49")])
}

/// The clamp of `ENERGY_NEED()`, `clamp(cost, m, 200 - m)` for clamp row `m`: symmetric
/// about 100, so the mean stays 100 (`dungeon.c:268-287`, `docs/rules/frogcomposband-energy.md`
/// §3.2). Every sampler, exact law and table of `ENERGY_NEED()` clamps through it.
#[inline]
pub fn need_clamp(cost: i32, m: i32) -> i32 {
    cost.clamp(m, 200 - m)
}

/// `clamp(randnor(100,18), m, 200-m)` for a known clamp row `m`.
#[inline]
pub(crate) fn clamped_need<R: Rng + ?Sized>(rng: &mut R, m: i32) -> i32 {
    need_clamp(randnor(rng, ENERGY_NEED_MEAN, ENERGY_NEED_STAND), m)
}

/// `ENERGY_NEED()` (`defines.h:306`, `dungeon.c:268-287`) for an actor with `e` energy per
/// game turn: `clamp(randnor(100, 18), m, 200 - m)` with `m = energy_clipper_table[e]`
/// (`docs/rules/frogcomposband-energy.md` §3.2). The "predictable energy" hack of very nice summons
/// (exactly 100) is not modelled (§9.3).
///
/// # Panics
/// If `e` is outside `0..=49`.
#[inline]
pub fn energy_need<R: Rng + ?Sized>(rng: &mut R, e: i32) -> i32 {
    clamped_need(rng, energy_clip(e))
}

/// Exact law of [`energy_need`] (`docs/rules/frogcomposband-energy.md` §3.2): the law of
/// `randnor(100, 18)` with the mass below `m` piled on `m` and the mass above `200 - m` on
/// `200 - m`. Its mean is exactly 100 (the clamp is symmetric).
///
/// # Panics
/// If `e` is outside `0..=49`.
pub fn energy_need_dist(e: i32) -> Dist {
    let m = energy_clip(e);
    randnor_dist(ENERGY_NEED_MEAN, ENERGY_NEED_STAND).map(|c| need_clamp(c, m))
}

/// The player's cost for one command of nominal cost `energy_use`, with `e` the player's
/// energy per game turn (the clamp row, `dungeon.c:4562`): `energy_use * ENERGY_NEED() / 100`
/// in C integer arithmetic, or exactly `energy_use` when it exceeds 400 (`dungeon.c:5110`,
/// `docs/rules/frogcomposband-energy.md` §3.3). A 100 action costs 70..=130 at +0; a 60 walk
/// 42..=78.
///
/// # Panics
/// If `e` is outside `0..=49` and a random cost is drawn.
#[inline]
pub fn player_action_cost<R: Rng + ?Sized>(rng: &mut R, energy_use: i32, e: i32) -> i32 {
    if energy_use > EXACT_COST_ABOVE {
        energy_use
    } else {
        energy_use * energy_need(rng, e) / 100
    }
}

/// Exact law of [`player_action_cost`] (`docs/rules/frogcomposband-energy.md` §3.3).
///
/// # Panics
/// If `e` is outside `0..=49` and `energy_use <= 400`.
pub fn player_action_cost_dist(energy_use: i32, e: i32) -> Dist {
    if energy_use > EXACT_COST_ABOVE {
        Dist::point(energy_use)
    } else {
        energy_need_dist(e).map(|c| energy_use * c / 100)
    }
}

/// The square a monster moves onto, which may add a second random cost to its action
/// (`process_monster`, `melee2.c:3520-3543`, `docs/rules/frogcomposband-energy.md` §3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum MonsterTerrain {
    /// Ordinary floor, or a monster exempt from the terrain cost: nominal 100.
    #[default]
    Plain,
    /// Trees or webs (for a monster that neither flies, passes walls nor has `WILD_WOOD`):
    /// `+ENERGY_NEED()`.
    TreeOrWeb,
    /// Snow: `+ENERGY_NEED()*2/5`.
    Snow,
    /// Slush: `+ENERGY_NEED()/9`.
    Slush,
}

impl MonsterTerrain {
    /// The extra cost for one fresh `ENERGY_NEED()` draw `c` (§3.4).
    #[inline]
    fn extra(self, c: i32) -> i32 {
        match self {
            Self::Plain => 0,
            Self::TreeOrWeb => c,
            Self::Snow => c * 2 / 5,
            Self::Slush => c / 9,
        }
    }
}

/// One monster action's cost, with `e` the monster's energy per game turn in effect:
/// `ENERGY_NEED()` (`melee2.c:4069`) plus, for difficult terrain, the extra term of a fresh
/// draw (`docs/rules/frogcomposband-energy.md` §3.4).
///
/// # Panics
/// If `e` is outside `0..=49`.
#[inline]
pub fn monster_action_cost<R: Rng + ?Sized>(rng: &mut R, e: i32, terrain: MonsterTerrain) -> i32 {
    let base = energy_need(rng, e);
    match terrain {
        MonsterTerrain::Plain => base,
        _ => base + terrain.extra(energy_need(rng, e)),
    }
}

/// Exact law of [`monster_action_cost`] (`docs/rules/frogcomposband-energy.md` §3.4): the base draw
/// plus the independent extra term.
///
/// # Panics
/// If `e` is outside `0..=49`.
pub fn monster_action_cost_dist(e: i32, terrain: MonsterTerrain) -> Dist {
    let base = energy_need_dist(e);
    match terrain {
        MonsterTerrain::Plain => base,
        _ => base.add(&base.map(|c| terrain.extra(c))),
    }
}

/// A newly placed monster's starting need, `ENERGY_NEED() - randint0(100)` with the clamp
/// row of its own energy per game turn `e` (`monster2.c:3716`,
/// `docs/rules/frogcomposband-energy.md` §3.5); it lies in `[m - 99, 200 - m]`. Summons
/// (`max(25, ...)`), Ironman Nightmare and very nice summons use other formulas and are not
/// modelled. The player's need is 0 at level entry (§2).
///
/// # Panics
/// If `e` is outside `0..=49`.
#[inline]
pub fn monster_start_need<R: Rng + ?Sized>(rng: &mut R, e: i32) -> i32 {
    let need = energy_need(rng, e);
    need - randint0(rng, 100)
}

/// Exact law of [`monster_start_need`] (`docs/rules/frogcomposband-energy.md` §3.5).
///
/// # Panics
/// If `e` is outside `0..=49`.
pub fn monster_start_need_dist(e: i32) -> Dist {
    energy_need_dist(e).add(&Dist::uniform(-99, 0))
}
