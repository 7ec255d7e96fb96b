//! What the game displays: `to_hit_pct`, `mon_to_hit_pct` and `mon_beat_sh_pct`
//! (fight.cc:96/164/188, `docs/rules/dcss-0.31.md` §2.4), reproduced bit for bit, and their
//! DCSS 0.34 rewrites (fight.cc:96-324 at 0.34.1, `docs/rules/dcss-0.34.md` §2.4), which
//! interpolate between the two values a randomly rounded EV or SH can take.
//!
//! These are approximations of the true odds; the float arithmetic is IEEE `f64` in the
//! game's expression order, with no fused multiply-add, and the result is truncated. Where
//! the 0.34 game divides 0 by 0 and casts the NaN to `int` (undefined behaviour), the result
//! is [`Shown::Undefined`], never a number.

use std::fmt;

use crate::dcss::shields::monster_bypass;
use crate::dcss::to_hit::AUTOMATIC_HIT;

/// A percentage the game displays, or the case where its own arithmetic is undefined
/// (`(int)` of a NaN: an EV or SH ×100 strictly between 0 and 100 under 0.34,
/// `docs/rules/dcss-0.34.md` §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Shown {
    /// The game shows this whole percentage.
    Percent(i32),
    /// The game's display divides 0 by 0: what it shows is undefined.
    Undefined,
}

impl Shown {
    /// The percentage, or `None` when the display is undefined.
    pub fn percent(self) -> Option<i32> {
        match self {
            Shown::Percent(p) => Some(p),
            Shown::Undefined => None,
        }
    }

    /// `(int)x` with C truncation, undefined for a NaN.
    fn truncate(x: f64) -> Self {
        if x.is_nan() {
            Shown::Undefined
        } else {
            Shown::Percent(x as i32)
        }
    }
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shown::Percent(p) => write!(f, "{p}%"),
            Shown::Undefined => f.write_str("the game shows an undefined value"),
        }
    }
}

/// The game's final mixing with the 2.5 %/2.5 % rule and truncation:
/// `hc*(1 - 5/200.0) + (1 - hc)*5/200.0`, then `(int)(hc*100)` (`docs/rules/dcss-0.31.md` §2.4).
fn mix_and_truncate(hc: f64) -> i32 {
    let hc = hc * (1.0 - 0.025) + ((1.0 - hc) * 5.0) / 200.0;
    (hc * 100.0) as i32
}

/// `to_hit_pct(mi, atk, melee)` for a player attacking a monster (fight.cc:96,
/// `docs/rules/dcss-0.31.md` §2.4a). `to_land` is the display pre-roll
/// (`calc_pre_roll_to_hit(false)`), `ev` the monster's EV and `modifier` the constant sum of
/// lighting and post-roll modifiers (+5 backlit, −3 umbra, −5 confusion, −5 Air). A non-positive
/// `to_land`, which the game divides by zero on, shows 0.
pub fn to_hit_pct(to_land: i32, ev: i32, modifier: i32) -> i32 {
    if to_land >= AUTOMATIC_HIT {
        return 100;
    }
    if ev <= 0 {
        return 98;
    }
    if to_land <= 0 {
        return 0;
    }
    let hits = (0..to_land).filter(|r| r + modifier >= ev).count() as i64;
    mix_and_truncate(hits as f64 / f64::from(to_land))
}

/// `mon_to_hit_pct(to_land, ev)` (fight.cc:164, `docs/rules/dcss-0.31.md` §2.4b): the game's
/// model of a monster's chance to beat the player's EV, with the EV roll taken as the sum of two
/// `random2(ev)` draws.
pub fn mon_to_hit_pct(to_land: i32, ev: i32) -> i32 {
    if to_land >= AUTOMATIC_HIT {
        return 100;
    }
    if ev <= 0 {
        return 98;
    }
    let t = i64::from(to_land) + 1;
    let ev = i64::from(ev);
    let mut hits: i64 = 0;
    for e1 in 0..ev {
        for e2 in 0..ev {
            hits += (t - (e1 + e2)).max(0);
        }
    }
    let denom = t * ev * ev;
    mix_and_truncate(hits as f64 / denom as f64)
}

/// `mon_beat_sh_pct(bypass, sh)` (fight.cc:188, `docs/rules/dcss-0.31.md` §2.4b): the game's
/// model of getting past the player's internal SH, in integer arithmetic. It counts a tie as not
/// blocked, unlike the real `pro >= con`.
pub fn mon_beat_sh_pct(bypass: i32, sh: i32) -> i32 {
    if sh <= 0 {
        return 100;
    }
    let sh = 2 * i64::from(sh);
    let bypass = i64::from(bypass);
    let mut hits: i64 = 0;
    for s1 in 0..sh {
        for s2 in 0..sh {
            hits += (bypass - ((s1 + s2) / 6 - 1)).max(0);
        }
    }
    (hits * 100 / (sh * sh * bypass)) as i32
}

/// The "about N% to hit you" line (`_describe_mons_to_hit`, describe.cc:5119,
/// `docs/rules/dcss-0.31.md` §2.4b): `mon_to_hit_pct(to_land, EV) × mon_beat_sh_pct(15 + HD·2/3,
/// SH) / 100`, in integers.
pub fn mon_shown_pct(to_land: i32, ev: i32, hd: i32, sh_internal: i32) -> i32 {
    mon_to_hit_pct(to_land, ev)
        * mon_beat_sh_pct(crate::dcss::shields::monster_bypass(hd), sh_internal)
        / 100
}

/// The monster shield as the 0.34 player display reads it (`_to_hit_shield_chance`,
/// fight.cc:151-194, `docs/rules/dcss-0.34.md` §2.4a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MonsterShieldView {
    /// `monster::shield_class()`.
    pub sh: i32,
    /// The monster is incapacitated: it cannot block.
    pub incapacitated: bool,
    /// The player is invisible to the monster (or the monster is blind): `pro /= 3.0`.
    pub player_unseen: bool,
}

/// `_to_hit_shield_chance` (fight.cc:151-194): the display's chance that the monster blocks,
/// `min(1, max(0, pro/con))` with `pro = m·(sh − m − 1)/sh`, `m = (sh−1)/2`, `con = 15 +
/// to_land/2` (`docs/rules/dcss-0.34.md` §2.4a).
fn shield_chance_034(to_land: i32, shield: Option<MonsterShieldView>) -> f64 {
    let Some(s) = shield else { return 0.0 };
    if to_land >= AUTOMATIC_HIT || s.incapacitated || s.sh <= 2 {
        return 0.0;
    }
    let con = 15 + to_land / 2;
    let m = (s.sh - 1) / 2;
    let mut pro = f64::from(m * (s.sh - m - 1)) / f64::from(s.sh);
    if s.player_unseen {
        pro /= 3.0;
    }
    // `con` is at least 15, so the ratio is a number and clamp is C's min(1, max(0, x)).
    (pro / f64::from(con)).clamp(0.0, 1.0)
}

/// `to_hit_pct` under 0.34 for a player attacking a monster (fight.cc:96-210,
/// `docs/rules/dcss-0.34.md` §2.4a): the hit chance with the auto-hit and auto-miss terms at
/// 2.5/200 each, times the display's shield chance, times the blind player's forced-miss
/// chance `blind_miss_pct` (0 unless blind), truncated. `to_land` is the display pre-roll,
/// `modifier` the constant post-roll and lighting modifiers (backlit +5, umbra −3,
/// confusion −5, the Air amulet −5). A `to_land` of 0 divides 0 by 0.
///
/// ```
/// use mechanics::dcss::display::{MonsterShieldView, Shown, to_hit_pct_034};
/// // §2.5: 20 against EV 5 shows 74 (0.31: 73); 10 against EV 12 shows 1.
/// assert_eq!(to_hit_pct_034(20, 5, 0, None, 0), Shown::Percent(74));
/// assert_eq!(to_hit_pct_034(10, 12, 0, None, 0), Shown::Percent(1));
/// let sh = MonsterShieldView { sh: 15, ..MonsterShieldView::default() };
/// assert_eq!(to_hit_pct_034(36, 12, 0, Some(sh), 0), Shown::Percent(59));
/// assert_eq!(to_hit_pct_034(43, 20, 0, None, 30), Shown::Percent(37));
/// ```
pub fn to_hit_pct_034(
    to_land: i32,
    ev: i32,
    modifier: i32,
    shield: Option<MonsterShieldView>,
    blind_miss_pct: i32,
) -> Shown {
    const AUTO: f64 = 2.5;
    let hit_chance = if to_land >= AUTOMATIC_HIT {
        1.0
    } else if ev <= 0 {
        1.0 - AUTO / 200.0
    } else {
        let hits = (0..to_land.max(0)).filter(|r| r + modifier >= ev).count() as i32;
        let hc = f64::from(hits) / f64::from(to_land);
        hc * (1.0 - AUTO / 200.0) + (1.0 - hc) * AUTO / 200.0
    };
    let shield_chance = shield_chance_034(to_land, shield);
    Shown::truncate(
        hit_chance * (1.0 - shield_chance) * 100.0 * f64::from(100 - blind_miss_pct) / 100.0,
    )
}

/// `mon_to_hit_pct(to_land, scaled_ev)` under 0.34 (fight.cc:251-284,
/// `docs/rules/dcss-0.34.md` §2.4b): the 0.31 model at `⌊EV⌋` and `⌊EV⌋+1`, mixed by the
/// remainder of the EV ×100. Undefined for an EV ×100 in 1..=99 (`0/0`).
///
/// ```
/// use mechanics::dcss::display::{Shown, mon_to_hit_pct_034};
/// // §2.5: an orc warrior (to_land 28) against EV 6.80 shows 78; 9 against 2.50, 83.
/// assert_eq!(mon_to_hit_pct_034(28, 680), Shown::Percent(78));
/// assert_eq!(mon_to_hit_pct_034(9, 250), Shown::Percent(83));
/// assert_eq!(mon_to_hit_pct_034(19, 32), Shown::Undefined);
/// ```
pub fn mon_to_hit_pct_034(to_land: i32, ev_x100: i32) -> Shown {
    if to_land >= AUTOMATIC_HIT {
        return Shown::Percent(100);
    }
    if ev_x100 <= 0 {
        return Shown::Percent(100 - 5 / 2);
    }
    let t = to_land + 1;
    let e = ev_x100 / 100;
    let chance = |e: i32| -> f64 {
        let mut hits = 0i32;
        for a in 0..e {
            for b in 0..e {
                hits += (t - (a + b)).max(0);
            }
        }
        f64::from(hits) / f64::from(t * e * e)
    };
    let r = ev_x100 % 100;
    let hc = (f64::from(100 - r) * chance(e) + f64::from(r) * chance(e + 1)) / 100.0;
    let hc = hc * (1.0 - 5.0 / 200.0) + (1.0 - hc) * 5.0 / 200.0;
    Shown::truncate(hc * 100.0)
}

/// `mon_beat_sh_pct(bypass, scaled_sh)` under 0.34 (fight.cc:286-324,
/// `docs/rules/dcss-0.34.md` §2.4b): the 0.31 model in doubles at `2⌊SH⌋` and `2⌊SH⌋+2`,
/// mixed by the remainder of the raw internal SH ×100, truncated at the end. Undefined for
/// an SH ×100 in 1..=99 (`0/0`).
///
/// ```
/// use mechanics::dcss::display::{Shown, mon_beat_sh_pct_034};
/// // §2.5, bypass 18: SH×100 2687 shows 59 (0.31: 58); 3529 shows 43 (0.31: 44).
/// assert_eq!(mon_beat_sh_pct_034(18, 2687), Shown::Percent(59));
/// assert_eq!(mon_beat_sh_pct_034(18, 3529), Shown::Percent(43));
/// ```
pub fn mon_beat_sh_pct_034(bypass: i32, sh_x100: i32) -> Shown {
    if sh_x100 <= 0 {
        return Shown::Percent(100);
    }
    let chance = |sh: i32| -> f64 {
        let mut hits = 0i32;
        for a in 0..sh {
            for b in 0..sh {
                hits += (bypass - ((a + b) / 6 - 1)).max(0);
            }
        }
        f64::from(hits) * 100.0 / f64::from(sh * sh * bypass)
    };
    let sh = 2 * (sh_x100 / 100);
    let r = sh_x100 % 100;
    Shown::truncate((f64::from(100 - r) * chance(sh) + f64::from(r) * chance(sh + 2)) / 100.0)
}

/// The "about N% to hit you" line under 0.34 (`_describe_mons_to_hit`, describe.cc:5863-5911,
/// `docs/rules/dcss-0.34.md` §2.4b): `mon_to_hit_pct(to_land, EV×100) ×
/// mon_beat_sh_pct(15 + HD·2/3, SH×100) / 100` in integers; undefined when either is.
/// `to_land` is the display's: base, weapon and post-roll modifiers, without slaying.
pub fn mon_shown_pct_034(to_land: i32, ev_x100: i32, hd: i32, sh_x100: i32) -> Shown {
    match (
        mon_to_hit_pct_034(to_land, ev_x100),
        mon_beat_sh_pct_034(monster_bypass(hd), sh_x100),
    ) {
        (Shown::Percent(ev), Shown::Percent(sh)) => Shown::Percent(ev * sh / 100),
        _ => Shown::Undefined,
    }
}
