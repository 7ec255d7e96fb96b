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
pub(crate) struct PlayerNumbers {
    pub(crate) ev: i32,
    pub(crate) sh_internal: i32,
    pub(crate) ac: i32,
    pub(crate) ev_x100: Option<i32>,
    pub(crate) sh_internal_x100: Option<i32>,
    pub(crate) ac_x100: Option<i32>,
}

/// The player's defences under `rules` (`docs/rules/dcss-0.34-ranged.md` §0): each whole
/// number in its range; under 0.34 the hundredths, when given, in theirs, authoritative and
/// shown (truncated) as the whole number given; under 0.31, which keeps them whole, no
/// hundredths.
pub(crate) fn player_defence(rules: RuleSet, n: PlayerNumbers) -> Result<Defence, RangedError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(ev_x100: Option<i32>) -> PlayerNumbers {
        PlayerNumbers {
            ev: 15,
            sh_internal: 20,
            ac: 10,
            ev_x100,
            sh_internal_x100: None,
            ac_x100: Some(1050),
        }
    }

    /// `docs/rules/dcss-0.34-ranged.md` §0: the hundredths are authoritative under 0.34 and
    /// must truncate to the number shown; 0.31 keeps the numbers whole.
    #[test]
    fn hundredths_under_0_34_only_and_agreeing_with_the_screen() {
        let d = player_defence(RuleSet::Dcss034, numbers(Some(1550))).unwrap();
        assert_eq!(
            (d.ev, d.sh_internal, d.ac),
            (Hundredths(1550), Hundredths(2000), Hundredths(1050))
        );
        let e = player_defence(RuleSet::Dcss034, numbers(Some(1620))).unwrap_err();
        assert_eq!(e.field(), "ev");
        assert!(e.to_string().contains("allowed 16"), "{e}");
        let e = player_defence(RuleSet::Dcss031, numbers(None)).unwrap_err();
        assert_eq!(e.field(), "ac_x100");
        assert!(e.to_string().contains("dcss-0.31"), "{e}");
        let e = player_defence(RuleSet::Dcss034, numbers(Some(-6000))).unwrap_err();
        assert_eq!(e.field(), "ev_x100");
        let mut negative = numbers(Some(-320));
        negative.ev = -3;
        let d = player_defence(RuleSet::Dcss034, negative).unwrap();
        assert_eq!(d.ev_law().prob(-3), 1.0);
    }
}
