//! A DCSS 0.34 defender facing attacks: its EV and SH kept in hundredths and drawn per attack
//! and per block roll, its block limit (an orb allows one block), and numbers given in
//! hundredths (`docs/rules/dcss-0.34.md` §1.1, §4.1, §6.1, §6.5).

use super::{Facing, Situation};
use crate::dcss::attack::{DefenderEv, DefenderShield};
use crate::dcss::build::Build;
use crate::dcss::evasion::EvBreakdown034;
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::{PlayerNumbers, RuleSet};
use crate::dcss::shields::{Blocker, ShieldClass, ShieldClass034, ShieldRules};
use crate::limits::{Limit, OutOfRange};

/// A 0.34 defender given by numbers in hundredths, as the game keeps them: EV ×100, the
/// internal SH ×100 (twice the displayed scale) and the per-turn block limit, and optionally
/// AC ×100 (`docs/rules/dcss-0.34.md` §1.1, §6.1, §6.5). Whole numbers are `v·100`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenderHundredths {
    /// `_player_evasion(100)`: EV ×100 with every temporary effect, no attacker.
    pub ev_x100: i32,
    /// `player_shield_class(100, false)`: the internal SH ×100; 0 for none.
    pub sh_x100: i32,
    /// Blocks allowed per turn (buckler 2, kite 3, tower 4, an orb or no shield 1).
    pub block_limit: u32,
    /// `armour_class_scaled(100)`, when given.
    pub ac_x100: Option<i32>,
}

impl DefenderHundredths {
    /// EV ×100: −5000 to 15000 (the whole-number range of [`super::DefenderNumbers::EV`]).
    pub const EV_X100: Limit = Limit::new("ev_x100", -5000, 15000);
    /// Internal SH ×100: 0 to 20000.
    pub const SH_X100: Limit = Limit::new("sh_x100", 0, 20000);
    /// AC ×100: −10000 to 25000 (the range of [`crate::dcss::damage::ac::PLAYER_AC`]).
    pub const AC_X100: Limit = Limit::new("ac_x100", -10000, 25000);

    /// The numbers, each checked against its limit (the block limit against
    /// [`super::DefenderNumbers::BLOCK_LIMIT`]).
    ///
    /// ```
    /// use mechanics::dcss::defender::{Defender, DefenderHundredths, Situation};
    /// use mechanics::dcss::shields::ShieldRules;
    ///
    /// // EV 6.80 and a buckler's SH 8.30 (shown 4): every attack draws EV 6 or 7.
    /// let d = Defender::Hundredths(DefenderHundredths::new(680, 830, 2, Some(1227))?);
    /// let f = d.facing(ShieldRules::V031, &Situation::default());
    /// assert_eq!((f.ev_law().prob(6), f.ev_law().prob(7)), (0.2, 0.8));
    /// assert_eq!((f.sh_law().prob(8), f.sh_law().prob(9)), (0.7, 0.3));
    /// assert_eq!((f.ev, f.sh.displayed, f.turn_block_limit()), (6, 4, Some(2)));
    /// assert_eq!(DefenderHundredths::new(680, -1, 2, None).unwrap_err().field, "sh_x100");
    /// # Ok::<(), mechanics::limits::OutOfRange>(())
    /// ```
    pub fn new(
        ev_x100: i32,
        sh_x100: i32,
        block_limit: u32,
        ac_x100: Option<i32>,
    ) -> Result<Self, OutOfRange> {
        Ok(DefenderHundredths {
            ev_x100: Self::EV_X100.check(ev_x100)?,
            sh_x100: Self::SH_X100.check(sh_x100)?,
            block_limit: super::DefenderNumbers::BLOCK_LIMIT.check(block_limit)?,
            ac_x100: ac_x100.map(|a| Self::AC_X100.check(a)).transpose()?,
        })
    }
}

/// What a 0.34 defender keeps in hundredths for the draws (`docs/rules/dcss-0.34.md` §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn034 {
    /// The EV ×100 every attack draws from, before the unseen attacker's −10.
    pub ev_x100: i32,
    /// What the game shows for EV: `ev_x100 / 100`, truncated.
    pub ev_shown: i32,
    /// SH: the raw ×100 every block roll draws from (0 when incapacitated), and its display.
    pub sh: ShieldClass034,
    /// A build's EV breakdown.
    pub breakdown: Option<EvBreakdown034>,
}

/// The limit under `rules` of the contest: the 0.34 one, or none under the 0.19 contest.
fn limit(rules: ShieldRules, limit: u32) -> Option<u32> {
    match rules {
        ShieldRules::V031 => Some(limit),
        ShieldRules::V019 => None,
    }
}

/// The facing of a 0.34 defender from its EV law and raw SH.
fn facing(
    ev_roll: DefenderEv,
    sh: ShieldClass034,
    block_limit: Option<u32>,
    breakdown: Option<EvBreakdown034>,
    rules: ShieldRules,
    situation: &Situation,
) -> Facing {
    let (x100, shift) = match ev_roll {
        DefenderEv::Drawn { x100, shift } => (x100, shift),
        DefenderEv::Fixed(ev) => (ev * 100, 0),
    };
    let shield = sh.can_block().then_some(DefenderShield {
        blocker: Blocker::PlayerDrawn {
            sh_x100: sh.raw_x100,
        },
        unseen_attacker: situation.unseen_attacker,
        incapacitated: situation.incapacitated(),
        rules,
    });
    Facing {
        ev: Hundredths(x100).floor() + shift,
        sh: ShieldClass {
            raw_x100: sh.raw_x100,
            internal: Hundredths(sh.raw_x100).floor(),
            displayed: sh.displayed,
        },
        block_limit,
        breakdown: None,
        encumbrance: None,
        rule_set: RuleSet::newest_with(PlayerNumbers::Hundredths),
        drawn: Some(Drawn034 {
            ev_x100: x100,
            ev_shown: Hundredths(x100).shown(),
            sh,
            breakdown,
        }),
        ev_roll,
        shield,
    }
}

/// A 0.34 build in `situation` (`docs/rules/dcss-0.34.md` §4.1, §6.1, §6.5).
pub(super) fn facing_build(build: &Build, rules: ShieldRules, situation: &Situation) -> Facing {
    let breakdown = build.evasion_034(&situation.ev_situation());
    let ev_roll = DefenderEv::Drawn {
        x100: breakdown.final_x100,
        shift: breakdown.unseen_attacker,
    };
    let sh = build.shield_class_034(situation.incapacitated());
    let mut f = facing(
        ev_roll,
        sh,
        limit(rules, build.block_limit_034()),
        Some(breakdown),
        rules,
        situation,
    );
    f.encumbrance = Some(build.encumbrance());
    f
}

/// 0.34 numbers in `situation`: the EV is the status line's (only an unseen attacker still
/// costs 10, after the draw), the SH is 0 when incapacitated.
pub(super) fn facing_numbers(
    n: &DefenderHundredths,
    rules: ShieldRules,
    situation: &Situation,
) -> Facing {
    let ev_roll = DefenderEv::Drawn {
        x100: n.ev_x100,
        shift: if situation.unseen_attacker { -10 } else { 0 },
    };
    let raw = if situation.incapacitated() {
        0
    } else {
        n.sh_x100
    };
    facing(
        ev_roll,
        ShieldClass034::from_raw(raw),
        limit(rules, n.block_limit),
        None,
        rules,
        situation,
    )
}
