//! Speed → energy per game turn, the player's speed modifiers, monster speed in effect and
//! the individual speed of non-unique monsters (`docs/rules/frogcomposband-energy.md` §1, §3.5,
//! §4).

use rand::Rng;

use super::cost::randint0;
use super::tables::EXTRACT_ENERGY;
use crate::dist::Dist;

/// Internal speeds are stored with this offset: internal = 110 + displayed, so 110 is "+0"
/// (`docs/rules/frogcomposband-energy.md` §1).
pub const SPEED_OFFSET: i32 = 110;

/// Lowest displayed player speed: `calc_bonuses()` clamps internal `pspeed` to
/// `[11, 209]` (`xtra1.c:5217-5222`, `docs/rules/frogcomposband-energy.md` §1).
pub const MIN_DISPLAYED_SPEED: i32 = -99;

/// Highest displayed player speed (internal 209, `docs/rules/frogcomposband-energy.md` §1).
pub const MAX_DISPLAYED_SPEED: i32 = 99;

/// `get_mspeed()` caps a monster's individual internal speed at 199 (it is a byte); the
/// speed in effect with haste or slow is not capped (`docs/rules/frogcomposband-energy.md` §1,
/// §3.5).
pub const MONSTER_SPEED_CAP: i32 = 199;

/// `SPEED_TO_ENERGY(s)` (`defines.h:312`): energy per game turn for **internal** speed `s`,
/// `49` when `s > 199`, else `extract_energy[s]` (`docs/rules/frogcomposband-energy.md` §1). The
/// game has no guard for negative speeds (it would read before the array); here they extend the
/// plateau of internal 0..59 and give 1.
#[inline]
pub fn speed_to_energy(internal: i32) -> i32 {
    match usize::try_from(internal) {
        Ok(s) if s < EXTRACT_ENERGY.len() => i32::from(EXTRACT_ENERGY[s]),
        Ok(_) => 49,
        Err(_) => 1,
    }
}

/// Energy per game turn for a **displayed** speed (`+0` → 10, `+10` → 20, `-10` → 5):
/// `SPEED_TO_ENERGY(110 + displayed)` (`docs/rules/frogcomposband-energy.md` §1).
#[inline]
pub fn energy_per_turn(displayed: i32) -> i32 {
    speed_to_energy(SPEED_OFFSET + displayed)
}

/// `_slow_calc` (`effects.c:265`): `slow ? 10 + minislow/4 : minislow` with `minislow`
/// clamped to 0..=10, the speed lost to slowness; at most 12
/// (`docs/rules/frogcomposband-energy.md` §4). Players (`player_slow()`) and monsters
/// (`monster_slow()`) share it.
#[inline]
pub fn slow_amount(slow: bool, minislow: i32) -> i32 {
    let minislow = minislow.clamp(0, 10);
    if slow { 10 + minislow / 4 } else { minislow }
}

/// Overburden speed penalty (`xtra1.c:4773`): with carried weight `j` and limit
/// `i = weight_limit()` (both in tenth-pounds), `(j - i) / (i / 5)` when `j > i`, else 0
/// (`docs/rules/frogcomposband-energy.md` §4): -1 from 120% of the limit, -2 from 140%. A limit
/// below 5 (impossible in the game, whose limit is at least 500) gives no penalty instead of
/// dividing by zero.
#[inline]
pub fn overburden_penalty(weight: i32, weight_limit: i32) -> i32 {
    if weight > weight_limit && weight_limit / 5 > 0 {
        (weight - weight_limit) / (weight_limit / 5)
    } else {
        0
    }
}

/// The inputs of the player's speed in `calc_bonuses()` (`xtra1.c`,
/// `docs/rules/frogcomposband-energy.md` §4). Riding and filibuster are not modelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct PlayerSpeedState {
    /// Displayed speed from race, class, equipment and the like, before the modifiers below.
    pub base: i32,
    /// `IS_FAST()` (potion or spell of speed, bard song...): +10.
    pub fast: bool,
    /// `tim_spurt`: +3, only when not fast.
    pub tim_spurt: bool,
    /// Lump slowness (see [`slow_amount`]).
    pub slow: bool,
    /// Mini-slowness 0..=10 (see [`slow_amount`]).
    pub minislow: i32,
    /// Gorged (`food >= PY_FOOD_MAX`): -10.
    pub gorged: bool,
    /// Searching (`ACTION_SEARCH`): -10.
    pub searching: bool,
    /// Carried weight in tenth-pounds (see [`overburden_penalty`]).
    pub weight: i32,
    /// `weight_limit()` in tenth-pounds (see [`overburden_penalty`]).
    pub weight_limit: i32,
    /// Temporary light speed: forces internal 209 (displayed +99).
    pub light_speed: bool,
}

/// The player's displayed speed after `calc_bonuses()` (`docs/rules/frogcomposband-energy.md` §4):
/// `base`, +10 if fast else +3 with `tim_spurt`, minus [`slow_amount`], -10 gorged, -10
/// searching, minus [`overburden_penalty`], then the final clamp of internal speed to
/// `[11, 209]`, i.e. displayed -99..=99; light speed forces +99.
pub fn player_speed(state: &PlayerSpeedState) -> i32 {
    if state.light_speed {
        return MAX_DISPLAYED_SPEED;
    }
    let mut speed = state.base;
    if state.fast {
        speed += 10;
    } else if state.tim_spurt {
        speed += 3;
    }
    speed -= slow_amount(state.slow, state.minislow);
    if state.gorged {
        speed -= 10;
    }
    if state.searching {
        speed -= 10;
    }
    speed -= overburden_penalty(state.weight, state.weight_limit);
    speed.clamp(MIN_DISPLAYED_SPEED, MAX_DISPLAYED_SPEED)
}

/// A monster's internal speed in effect for one game turn (`process_monsters`,
/// `docs/rules/frogcomposband-energy.md` §2 step 2, §4): its individual `mspeed`, +10 when hasted
/// (`MON_FAST`), minus `monster_slow()` ([`slow_amount`]); not clamped (above 199
/// [`speed_to_energy`] gives 49). Nightmare mode, filibuster and riding are not modelled.
#[inline]
pub fn monster_speed_in_effect(mspeed: i32, fast: bool, slow: bool, minislow: i32) -> i32 {
    mspeed + if fast { 10 } else { 0 } - slow_amount(slow, minislow)
}

/// `get_mspeed()` (`monster2.c:3308`, `docs/rules/frogcomposband-energy.md` §3.5): a new monster's
/// internal speed from its race's internal speed. For a non-unique,
/// `i = SPEED_TO_ENERGY(race) / (one_in_(4) ? 3 : 10)` and, if `i > 0`, a uniform offset in
/// `-i..=i` (`rand_spread`); the result is capped at 199. Uniques keep the race speed.
#[inline]
pub fn get_mspeed<R: Rng + ?Sized>(rng: &mut R, race_speed: i32, unique: bool) -> i32 {
    let mut mspeed = race_speed;
    if !unique {
        let divisor = if randint0(rng, 4) == 0 { 3 } else { 10 };
        let i = speed_to_energy(race_speed) / divisor;
        if i != 0 {
            mspeed += randint0(rng, 1 + 2 * i) - i;
        }
    }
    mspeed.min(MONSTER_SPEED_CAP)
}

/// Exact law of the non-unique speed offset of [`get_mspeed`] before the cap at 199
/// (`docs/rules/frogcomposband-energy.md` §3.5): with probability 1/4 uniform on `±E/3`, else
/// uniform on `±E/10` (`E = SPEED_TO_ENERGY(race)`). For a +0 race, `P(0) = P(±1) = 0.2857` each
/// and `P(±2) = P(±3) = 0.0357`.
pub fn mspeed_offset_dist(race_speed: i32) -> Dist {
    let e = speed_to_energy(race_speed);
    Dist::random2(4).and_then(|r| {
        let i = e / if r == 0 { 3 } else { 10 };
        Dist::uniform(-i, i)
    })
}
