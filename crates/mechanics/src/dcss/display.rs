//! What the game displays: `to_hit_pct`, `mon_to_hit_pct` and `mon_beat_sh_pct`
//! (fight.cc:96/164/188, `docs/rules/dcss-0.31.md` §2.4), reproduced bit for bit.
//!
//! These are approximations of the true odds; the float arithmetic is IEEE `f64` in the
//! game's expression order, with no fused multiply-add, and the result is truncated.

use crate::dcss::to_hit::AUTOMATIC_HIT;

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

#[cfg(test)]
mod tests {
    use super::*;

    /// `docs/rules/dcss-0.31.md` §2.5: the float-sensitive cases where a naive rational floor is
    /// one too high.
    #[test]
    fn float_sensitive_cases() {
        for (t, ev, shown) in [
            (10, 1, 87),
            (20, 2, 87),
            (38, 29, 24),
            (38, 33, 14),
            (100, 10, 87),
        ] {
            assert_eq!(to_hit_pct(t, ev, 0), shown, "to_hit_pct({t}, {ev})");
        }
        assert_eq!(mon_to_hit_pct(9, 2), 87);
        assert_eq!(mon_to_hit_pct(19, 3), 87);
    }

    /// `docs/rules/dcss-0.31.md` §2.5: the shielded "N% to hit you" table.
    #[test]
    fn shielded_display_table() {
        for (hd, fighter, ev, sh, beat_ev, beat_sh, shown) in [
            (5, false, 15, 8, 46, 93, 42),
            (10, true, 20, 27, 56, 64, 35),
            (15, false, 25, 35, 42, 59, 24),
            (1, false, 10, 57, 54, 14, 7),
        ] {
            let to_land = crate::dcss::to_hit::mon_to_hit_base(hd, fighter);
            assert_eq!(mon_to_hit_pct(to_land, ev), beat_ev);
            assert_eq!(
                mon_beat_sh_pct(crate::dcss::shields::monster_bypass(hd), sh),
                beat_sh
            );
            assert_eq!(mon_shown_pct(to_land, ev, hd, sh), shown);
        }
    }

    #[test]
    fn edges() {
        assert_eq!(to_hit_pct(1500, 30, 0), 100);
        assert_eq!(to_hit_pct(40, 0, 0), 98);
        assert_eq!(to_hit_pct(0, 10, 0), 0);
        assert_eq!(mon_beat_sh_pct(18, 0), 100);
        // A +5 backlit modifier is worth five more hitting rolls.
        assert_eq!(to_hit_pct(20, 15, 5), to_hit_pct(20, 10, 0));
    }
}
