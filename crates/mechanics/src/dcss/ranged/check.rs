//! Checks every ranged input shares: the player's numbers, each in its range (under 0.34 with
//! the hundredths the game draws from), and a monster's table value given in an input, which
//! must be the table's (`docs/rules/dcss-0.31-ranged.md` §1, §2.2;
//! `docs/rules/dcss-0.34-ranged.md` §0).

use super::defence::Defence;
use super::error::RangedError;
use crate::dcss::damage::ac::PLAYER_AC;
use crate::dcss::defender::DefenderNumbers;
use crate::dcss::monsters::Monster;
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::RuleSet;
use crate::limits::Limit;

/// The player's AC, the range of the damage rules.
pub const AC: Limit = Limit::new("ac", PLAYER_AC.min, PLAYER_AC.max);

/// `given` must be `rules`' table's `value` (`docs/rules/dcss-0.31-ranged.md` §2.2).
pub(crate) fn table_value<T: Copy + PartialEq + std::fmt::Display>(
    rules: RuleSet,
    field: &'static str,
    monster: &Monster,
    given: Option<T>,
    value: T,
) -> Result<T, RangedError> {
    match given {
        Some(g) if g != value => Err(RangedError::TableValue {
            rules,
            field,
            monster: monster.name.clone(),
            given: g.to_string(),
            table: value.to_string(),
        }),
        _ => Ok(value),
    }
}

/// The player's numbers, each in its range (`docs/rules/dcss-0.31-ranged.md` §1).
fn check_player(ev: i32, sh_internal: i32, ac: i32) -> Result<(), RangedError> {
    DefenderNumbers::EV.check(ev)?;
    DefenderNumbers::SH_INTERNAL.check(sh_internal)?;
    AC.check(ac)?;
    Ok(())
}

/// EV ×100: the range of [`DefenderNumbers::EV`] in hundredths.
pub const EV_X100: Limit = Limit::new(
    "ev_x100",
    DefenderNumbers::EV.min * 100,
    DefenderNumbers::EV.max * 100,
);
/// The internal SH ×100: the range of [`DefenderNumbers::SH_INTERNAL`] in hundredths.
pub const SH_INTERNAL_X100: Limit = Limit::new(
    "sh_internal_x100",
    DefenderNumbers::SH_INTERNAL.min * 100,
    DefenderNumbers::SH_INTERNAL.max * 100,
);
/// AC ×100: the range of [`AC`] in hundredths.
pub const AC_X100: Limit = Limit::new("ac_x100", AC.min * 100, AC.max * 100);

/// The player's numbers as an input gives them: what the screen shows and, under 0.34, the
/// hundredths the game draws from (`docs/rules/dcss-0.34-ranged.md` §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerNumbers {
    /// The EV the status line shows.
    pub ev: i32,
    /// The internal SH (twice the displayed SH).
    pub sh_internal: i32,
    /// The AC the status line shows.
    pub ac: i32,
    /// Under 0.34, the EV ×100 the game draws from.
    pub ev_x100: Option<i32>,
    /// Under 0.34, the internal SH ×100 the game draws from.
    pub sh_internal_x100: Option<i32>,
    /// Under 0.34, the AC ×100 the game draws from.
    pub ac_x100: Option<i32>,
}

/// The player's defences under `rules` (`docs/rules/dcss-0.34-ranged.md` §0): each whole
/// number in its range; under 0.34 the hundredths, when given, in theirs, authoritative and
/// shown (truncated) as the whole number given; under 0.31, which keeps them whole, no
/// hundredths.
pub fn player_defence(rules: RuleSet, n: PlayerNumbers) -> Result<Defence, RangedError> {
    check_player(n.ev, n.sh_internal, n.ac)?;
    let value = |field: &'static str, whole: i32, x100: Option<i32>, limit: Limit| {
        let Some(x100) = x100 else {
            return Ok(Hundredths::whole(whole));
        };
        if !rules.rounds_at_random() {
            return Err(RangedError::Hundredths {
                rules,
                field: limit.field,
                whole: field,
            });
        }
        let h = Hundredths(limit.check(x100)?);
        if h.shown() != whole {
            return Err(RangedError::Disagree {
                field,
                whole,
                x100,
                shown: h.shown(),
            });
        }
        Ok(h)
    };
    Ok(Defence {
        ev: value("ev", n.ev, n.ev_x100, EV_X100)?,
        sh_internal: value(
            "sh_internal",
            n.sh_internal,
            n.sh_internal_x100,
            SH_INTERNAL_X100,
        )?,
        ac: value("ac", n.ac, n.ac_x100, AC_X100)?,
    })
}
