//! Checks every ranged input shares: the player's numbers, each in its range, and a monster's
//! table value given in an input, which must be the table's (`docs/rules/dcss-0.31-ranged.md`
//! §1, §2.2).

use super::error::RangedError;
use crate::dcss::damage::ac::PLAYER_AC;
use crate::dcss::defender::DefenderNumbers;
use crate::dcss::monsters::Monster;
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
pub(crate) fn check_player(ev: i32, sh_internal: i32, ac: i32) -> Result<(), RangedError> {
    DefenderNumbers::EV.check(ev)?;
    DefenderNumbers::SH_INTERNAL.check(sh_internal)?;
    AC.check(ac)?;
    Ok(())
}
