//! Body armour encumbrance and its side effects in 0.31 (`docs/rules/dcss-0.31.md` §5): the
//! adjusted penalty `aevp`, the spell-failure and stealth penalties and the launcher delay.

use crate::dcss::rng::div_rand_round;
use crate::dcss::skills::Skill;
use crate::dist::Dist;
use rand::Rng;

/// `unadjusted_body_armour_penalty()` (player.cc:5869, `docs/rules/dcss-0.31.md` §5): the body
/// armour's ER `−PARM_EVASION/10`, less 2 per Sturdy Frame level, floored at 0.
pub fn encumbrance_rating(parm_evasion: i32, sturdy_frame: i32) -> i32 {
    (-parm_evasion / 10 - 2 * sturdy_frame).max(0)
}

/// `adjusted_body_armour_penalty(scale)` (player.cc:5887, `docs/rules/dcss-0.31.md` §5):
/// `2·ER²·(450 − skill(Armour,10))·scale / (5·(Str+3)) / 450`, in the game's order.
/// `strength` must be at least 1 (the callers validate it).
pub fn aevp(er: i32, armour: Skill, strength: i32, scale: i32) -> i32 {
    2 * er * er * (450 - armour.scaled(10)) * scale / (5 * (strength + 3)) / 450
}

/// `player_armour_shield_spell_penalty()` (player.cc:2166, `docs/rules/dcss-0.31.md` §5):
/// `(max(19·aevp(100), 0) + 19·asp(100)) / 100`, floored at 0. `shield_penalty_x100` is
/// `adjusted_shield_penalty(100)` from [`crate::dcss::shields::shield_penalty`].
pub fn spell_penalty(aevp_x100: i32, shield_penalty_x100: i32) -> i32 {
    ((19 * aevp_x100).max(0) + 19 * shield_penalty_x100).max(0) / 100
}

/// The stealth penalty of body armour (`player_stealth`, player.cc:3112,
/// `docs/rules/dcss-0.31.md` §5): `ER·ER·2/3`, with no Str or skill term.
pub fn stealth_penalty(er: i32) -> i32 {
    er * er * 2 / 3
}

/// Exact law of the extra launcher delay in aut, `div_rand_round(aevp(20), 20)`
/// (`player::attack_delay_with`, player-act.cc:360, `docs/rules/dcss-0.31.md` §5).
pub fn launcher_delay_dist(er: i32, armour: Skill, strength: i32) -> Dist {
    Dist::div_rand_round(aevp(er, armour, strength, 20), 20)
}

/// Samples the extra launcher delay `div_rand_round(aevp(20), 20)` (`docs/rules/dcss-0.31.md` §5).
pub fn launcher_delay<R: Rng + ?Sized>(rng: &mut R, er: i32, armour: Skill, strength: i32) -> i32 {
    div_rand_round(rng, aevp(er, armour, strength, 20), 20)
}
