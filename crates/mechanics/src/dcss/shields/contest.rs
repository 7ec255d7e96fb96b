//! The block contest: the defender's roll against the attacker's pierce roll, the 0.19
//! penalty after earlier blocks and the 0.31 block limit (`docs/rules/dcss-0.31.md` §6.3, §6.5;
//! `docs/rules/dcss-0.19-shields.md` §2.1).

use super::ShieldRules;
use crate::dcss::data::{Shield, ShieldKind};
use crate::dcss::rng::{random2, random2avg};
use crate::dcss::rounding::Hundredths;
use crate::dist::Dist;
use rand::Rng;

/// The one who blocks: the defender of a shield contest, and its block roll
/// (`docs/rules/dcss-0.31.md` §6.3; `docs/rules/dcss-0.19-shields.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum Blocker {
    /// The player with internal SH `sh_internal`: `sh_internal <= 0 → −100`, else
    /// `random2avg(2·sh_internal, 2)/3 − 1` (player.cc:5825).
    Player {
        /// Internal SH.
        sh_internal: i32,
    },
    /// The player under DCSS 0.34: the internal SH is drawn for every block roll from the
    /// raw SH ×100 with `div_rand_round(sh_x100, 100)`, then rolled as for
    /// [`Blocker::Player`] (player.cc:6106-6113, `docs/rules/dcss-0.34.md` §1.1, §6.3).
    PlayerDrawn {
        /// `player_shield_class(100, false)`: the internal SH ×100.
        sh_x100: i32,
    },
    /// A monster with `shield_class` (0.31: `2·(AC+plus) + HD·4/3 (+10 reflection)`;
    /// 0.19: `c + HD·4/3`): `v = random2avg(shield_class, 2)/2`. Under 0.31 a 0 becomes
    /// −100 (monster.cc:3029); under 0.19 it stays 0 (monster.cc:3146). A monster with no
    /// shield passes `None`.
    Monster {
        /// The `random2avg` maximum, or `None` for no shield (always −100).
        shield_class: Option<i32>,
    },
}

/// The contest's fixed parameters for one attack against one defender
/// (`docs/rules/dcss-0.31.md` §6.3; `docs/rules/dcss-0.19-shields.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct BlockContest {
    /// The defender's roll.
    pub blocker: Blocker,
    /// `attacker->shield_bypass_ability(to_hit)`: monster `15 + HD·2/3`, player
    /// `15 + to_hit/2` with the rolled to-hit (see [`monster_bypass`], [`player_bypass`]).
    pub bypass: i32,
    /// The defender cannot see the attacker: `pro /= 3` (C division).
    pub unseen_attacker: bool,
    /// The defender is incapacitated: no block at all.
    pub incapacitated: bool,
    /// Which rules: the 0.19 penalty on the pierce roll, or none (0.31).
    pub rules: ShieldRules,
}

/// A monster attacker's bypass `15 + HD·2/3` (monster.cc:3047 → fight.cc:151,
/// `docs/rules/dcss-0.31.md` §6.3), independent of its to-hit.
pub fn monster_bypass(hd: i32) -> i32 {
    15 + hd * 2 / 3
}

/// A player attacker's bypass `15 + to_hit/2` with the already-rolled to-hit
/// (player.cc:5834, `docs/rules/dcss-0.31.md` §6.3).
pub fn player_bypass(rolled_to_hit: i32) -> i32 {
    15 + rolled_to_hit / 2
}

/// The defender-side penalty on the pierce roll after `b` blocks this turn: 0 under
/// 0.31, `5·b²` against the player and `4·b²` against a monster under 0.19
/// (`docs/rules/dcss-0.19-shields.md` §2.1).
pub fn block_penalty(rules: ShieldRules, blocker: &Blocker, blocks: u32) -> i32 {
    let b = blocks as i32;
    match (rules, blocker) {
        (ShieldRules::V031, _) => 0,
        (ShieldRules::V019, Blocker::Player { .. } | Blocker::PlayerDrawn { .. }) => 5 * b * b,
        (ShieldRules::V019, Blocker::Monster { .. }) => 4 * b * b,
    }
}

impl Blocker {
    /// The maximum of `shield_bonus()`'s `random2avg(max, 2)` roll: `2·sh_internal` for the player,
    /// the shield class for a monster; `None` when there is no roll and the bonus is the
    /// constant −100 (`docs/rules/dcss-0.31.md` §6.3, `docs/rules/dcss-0.19-shields.md` §2.1).
    ///
    /// A [`Blocker::PlayerDrawn`] has no fixed maximum (it is drawn with the SH): `None`
    /// here, and its laws come from [`Blocker::bonus_dist`] and [`Blocker::roll_bonus`].
    pub fn avg_max(&self) -> Option<i32> {
        match *self {
            Blocker::Player { sh_internal } if sh_internal > 0 => Some(2 * sh_internal),
            Blocker::Monster {
                shield_class: Some(c),
            } => Some(c),
            _ => None,
        }
    }

    /// `shield_bonus()` from the value `avg` of its `random2avg` roll: `avg/3 − 1` for the
    /// player (player.cc:5825), `avg/2` for a monster, where 0 becomes −100 under 0.31
    /// (monster.cc:3029) and stays 0 under 0.19; −100 when there is no roll
    /// (`docs/rules/dcss-0.31.md` §6.3, `docs/rules/dcss-0.19-shields.md` §2.1).
    pub fn bonus_from_avg(&self, rules: ShieldRules, avg: i32) -> i32 {
        match (*self, self.avg_max()) {
            (_, None) => -100,
            (Blocker::Player { .. } | Blocker::PlayerDrawn { .. }, Some(_)) => avg / 3 - 1,
            (Blocker::Monster { .. }, Some(_)) => {
                let v = avg / 2;
                if v == 0 && rules == ShieldRules::V031 {
                    -100
                } else {
                    v
                }
            }
        }
    }

    /// Exact law of `shield_bonus()` under the given rules (`docs/rules/dcss-0.31.md` §6.3,
    /// `docs/rules/dcss-0.19-shields.md` §2.1).
    pub fn bonus_dist(&self, rules: ShieldRules) -> Dist {
        if let Blocker::PlayerDrawn { sh_x100 } = *self {
            return Hundredths(sh_x100)
                .law()
                .and_then(|sh_internal| Blocker::Player { sh_internal }.bonus_dist(rules));
        }
        match self.avg_max() {
            None => Dist::point(-100),
            Some(max) => Dist::random2avg(max, 2).map(|avg| self.bonus_from_avg(rules, avg)),
        }
    }

    /// Samples `shield_bonus()` (`docs/rules/dcss-0.31.md` §6.3,
    /// `docs/rules/dcss-0.19-shields.md` §2.1).
    pub fn roll_bonus<R: Rng + ?Sized>(&self, rng: &mut R, rules: ShieldRules) -> i32 {
        if let Blocker::PlayerDrawn { sh_x100 } = *self {
            let sh_internal = Hundredths(sh_x100).draw(rng);
            return Blocker::Player { sh_internal }.roll_bonus(rng, rules);
        }
        match self.avg_max() {
            None => -100,
            Some(max) => self.bonus_from_avg(rules, random2avg(rng, max, 2)),
        }
    }
}

impl BlockContest {
    /// The range of the attacker's pierce roll `con = random2(range)` after `blocks`
    /// earlier blocks this turn.
    /// (`docs/rules/dcss-0.31.md` §6.3)
    pub fn pierce_range(&self, blocks: u32) -> i32 {
        self.bypass + block_penalty(self.rules, &self.blocker, blocks)
    }

    /// The defender's value `pro` against this attacker: `shield_bonus()`, divided by 3 in
    /// C arithmetic when the defender cannot see the attacker (`docs/rules/dcss-0.31.md` §6.3).
    pub fn pro(&self, bonus: i32) -> i32 {
        if self.unseen_attacker {
            bonus / 3
        } else {
            bonus
        }
    }

    /// Exact law of the defender's value after the unseen-attacker `/3`.
    /// (`docs/rules/dcss-0.31.md` §6.3)
    pub fn pro_dist(&self) -> Dist {
        self.blocker.bonus_dist(self.rules).map(|v| self.pro(v))
    }

    /// Exact `P(pro >= con)` for the attack after `blocks` earlier blocks, before the
    /// 0.31 block limit is applied (`attack_shield_blocked`, attack.cc:1273,
    /// `docs/rules/dcss-0.31.md` §6.3; `docs/rules/dcss-0.19-shields.md` §4.1). A tie blocks.
    pub fn p_block(&self, blocks: u32) -> f64 {
        if self.incapacitated {
            return 0.0;
        }
        p_pro_beats_con(&self.pro_dist(), self.pierce_range(blocks))
    }

    /// Plays the contest once, as the game does: returns whether `pro >= con`
    /// (`docs/rules/dcss-0.31.md` §6.3). The caller applies the 0.31 block limit.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32) -> bool {
        if self.incapacitated {
            return false;
        }
        let con = random2(rng, self.pierce_range(blocks));
        self.pro(self.blocker.roll_bonus(rng, self.rules)) >= con
    }
}

/// Exact `P(pro >= con)` for `con = random2(range)` and a law of `pro`
/// (`docs/rules/dcss-0.31.md` §6.3): `Σ P(pro)·clamp(pro+1, 0, n)/n` with `n = max(range, 1)`.
pub fn p_pro_beats_con(pro: &Dist, range: i32) -> f64 {
    let n = range.max(1);
    pro.iter()
        .map(|(v, p)| p * f64::from((v + 1).clamp(0, n)) / f64::from(n))
        .sum()
}

/// The number of blocks allowed per defender turn under 0.31 (`actor::shield_block_limit`,
/// actor.cc:413, `docs/rules/dcss-0.31.md` §6.5): the shield's 2/3/4, 0 with an orb, 1 for SH from
/// other sources with no offhand item. `None` means no limit (0.19 rules).
pub fn block_limit(rules: ShieldRules, shield: Option<&Shield>) -> Option<u32> {
    match rules {
        ShieldRules::V019 => None,
        ShieldRules::V031 => Some(shield.map_or(1, |s| s.block_limit)),
    }
}

/// The number of blocks allowed per defender turn under DCSS 0.34
/// (`actor::shield_block_limit`, actor.cc:389-395, `docs/rules/dcss-0.34.md` §6.5): a real
/// shield's 2/3/4, and 1 with no shield item or an orb, which is not a shield at 0.34.
pub fn block_limit_034(shield: Option<&Shield>) -> u32 {
    shield
        .filter(|s| s.kind != ShieldKind::Orb)
        .map_or(1, |s| s.block_limit)
}
