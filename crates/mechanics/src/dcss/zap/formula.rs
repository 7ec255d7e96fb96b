//! A zap row's formulas of the power: its to-hit (`tohit_calculator`, random.h) and its damage
//! dice (`dicedef_calculator`, `calcdice_calculator`, random.h), in C integers
//! (`docs/rules/dcss-0.31-ranged.md` §3.2, `docs/rules/dcss-0.34-ranged.md` §3.2).

use crate::dcss::to_hit::AUTOMATIC_HIT;

/// A zap row's to-hit: `AUTOMATIC_HIT`, or `adder + power·num/den` (`tohit_calculator`,
/// `docs/rules/dcss-0.31-ranged.md` §3.2). An enchantment's row gives its enchantment power
/// this way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToHitFormula {
    /// `AUTOMATIC_HIT` (1500).
    Automatic,
    /// `adder + power·num/den`, in C integers.
    Zap {
        /// The constant.
        adder: i32,
        /// The power multiplier's numerator.
        num: i32,
        /// Its denominator (> 0).
        den: i32,
    },
}

impl ToHitFormula {
    /// The to-hit at `power` (1500 for `AUTOMATIC_HIT`).
    pub fn at(self, power: i32) -> i32 {
        match self {
            ToHitFormula::Automatic => AUTOMATIC_HIT,
            ToHitFormula::Zap { adder, num, den } => adder + power * num / den,
        }
    }
}

/// A zap row's dice: `ndice` dice of `adder + power·num/den` faces (`dicedef_calculator`,
/// `docs/rules/dcss-0.31-ranged.md` §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceFormula {
    /// The number of dice.
    pub ndice: i32,
    /// The constant of the size.
    pub adder: i32,
    /// The power multiplier's numerator.
    pub num: i32,
    /// Its denominator (> 0).
    pub den: i32,
}

impl DiceFormula {
    /// `(number, size)` at `power`.
    pub fn at(self, power: i32) -> (i32, i32) {
        (self.ndice, self.adder + power * self.num / self.den)
    }
}

/// How a row's dice are rolled: `roll_dice(n, size)` (`dicedef`), or `calc_dice`, which
/// spreads a total over the dice at random (Fire Storm, several player spells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceKind {
    /// `dicedef_calculator`: `roll_dice(n, size)`.
    DiceDef,
    /// `calcdice_calculator`: `calc_dice(n, total)`.
    CalcDice,
}

/// A row's damage: the dice formula and how the dice are rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZapDamage {
    /// `dicedef` or `calcdice`.
    pub kind: DiceKind,
    /// The formula of the number and size.
    pub dice: DiceFormula,
}
