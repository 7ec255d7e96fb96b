//! The shield encumbrance penalty and what it costs: EV, attack delay and (0.19) to-hit
//! (`docs/rules/dcss-0.31.md` §6.4, `docs/rules/dcss-0.19-shields.md` §3).

use crate::dcss::data::{Shield, Size};
use crate::dcss::rng::{div_rand_round, random2, roll_dice};
use crate::dcss::skills::Skill;
use crate::dist::Dist;
use rand::Rng;

/// `adjusted_shield_penalty(scale)` under 0.31 (player.cc:5902, `docs/rules/dcss-0.31.md` §6.4):
/// `2·p²·(270 − skill(Shields,10))·scale / (25 + 5·Str) / 270` with `p = −PARM_EVASION/10`.
pub fn shield_penalty(shield: Option<&Shield>, shields: Skill, strength: i32, scale: i32) -> i32 {
    let Some(s) = shield else { return 0 };
    let p = -s.parm_evasion / 10;
    2 * p * p * (270 - shields.scaled(10)) * scale / (25 + 5 * strength) / 270
}

/// The 0.19 racial factor `max(1, 5 + (Formicid ? −2 : 2·(MEDIUM − body size)))`
/// (`player_shield_racial_factor`, player.cc:2156, `docs/rules/dcss-0.19-shields.md` §3.1).
pub fn racial_factor_019(body: Size, formicid: bool) -> i32 {
    (5 + if formicid {
        -2
    } else {
        2 * (Size::Medium.index() - body.index())
    })
    .max(1)
}

/// `adjusted_shield_penalty(scale)` under 0.19 (player.cc:5805,
/// `docs/rules/dcss-0.19-shields.md` §3.1): `max(0, (B·scale − (skill(Shields,scale)/rf)·10) / 10)`
/// with `B = −PARM_EVASION`. Str plays no part.
pub fn shield_penalty_019(shield: Option<&Shield>, shields: Skill, rf: i32, scale: i32) -> i32 {
    let Some(s) = shield else { return 0 };
    let b = -s.parm_evasion;
    ((b * scale - (shields.scaled(scale) / rf) * 10) / 10).max(0)
}

/// Exact law of the extra attack delay from a 0.31 shield, `div_rand_round(asp(20), 20)`
/// aut on every attack (`docs/rules/dcss-0.31.md` §5 step 4, §6.4).
pub fn attack_delay_dist(shield: Option<&Shield>, shields: Skill, strength: i32) -> Dist {
    Dist::div_rand_round(shield_penalty(shield, shields, strength, 20), 20)
}

/// Exact law of the 0.19 shield's to-hit penalty `div_rand_round(1 + random2(P), 20)`
/// with `P = asp(20)`, subtracted from the player's pre-roll to-hit once per attack; 0 when
/// `P = 0` (attack.cc:357, `docs/rules/dcss-0.19-shields.md` §3.2).
pub fn to_hit_penalty_019_dist(p20: i32) -> Dist {
    if p20 <= 0 {
        return Dist::point(0);
    }
    Dist::random2(p20).and_then(|r| Dist::div_rand_round(1 + r, 20))
}

/// Samples the 0.19 shield's to-hit penalty (`docs/rules/dcss-0.19-shields.md` §3.2).
pub fn to_hit_penalty_019<R: Rng + ?Sized>(rng: &mut R, p20: i32) -> i32 {
    if p20 <= 0 {
        return 0;
    }
    let r = random2(rng, p20);
    div_rand_round(rng, 1 + r, 20)
}

/// Exact law of the 0.19 shield's extra attack delay in aut,
/// `div_rand_round(min(1dP, 1dP), 20)` with `P = asp(20)`: two dice, the smaller kept
/// (player-act.cc:286, `docs/rules/dcss-0.19-shields.md` §3.2); 0 when `P = 0`.
pub fn attack_delay_019_dist(p20: i32) -> Dist {
    if p20 <= 0 {
        return Dist::point(0);
    }
    // P(min >= k) = P(die >= k)^2 for two independent dice numbered 1..=P.
    let at_least = |k: i32| (f64::from(p20 - k + 1) / f64::from(p20)).powi(2);
    let weights: Vec<f64> = (1..=p20).map(|k| at_least(k) - at_least(k + 1)).collect();
    Dist::from_weights(1, &weights).and_then(|m| Dist::div_rand_round(m, 20))
}

/// Samples the 0.19 shield's extra attack delay (`docs/rules/dcss-0.19-shields.md` §3.2).
pub fn attack_delay_019<R: Rng + ?Sized>(rng: &mut R, p20: i32) -> i32 {
    if p20 <= 0 {
        return 0;
    }
    let a = roll_dice(rng, 1, p20);
    let b = roll_dice(rng, 1, p20);
    div_rand_round(rng, a.min(b), 20)
}
