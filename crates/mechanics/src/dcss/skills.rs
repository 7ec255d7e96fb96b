//! Skill levels as the game reads them: `player::skill(sk, scale)` (player.cc:5921,
//! `docs/rules/dcss-0.31.md` §0), including the fraction of a level that a character dump
//! hides (`docs/rules/monsters-and-dumps.md` §4.3).

/// Millionths in one skill level.
const PER_LEVEL: i32 = 1_000_000;
/// Millionths in one tenth of a level, the resolution a character dump prints.
const PER_TENTH: i32 = PER_LEVEL / 10;

/// A skill level, 0–27, held in millionths of a level (10.5 → 10 500 000) so that a level
/// just below the next tenth can be represented as well as the tenths themselves
/// (`docs/rules/dcss-0.31.md` §0, `docs/rules/monsters-and-dumps.md` §4.3). Serialized as
/// that integer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct Skill(i32);

/// A skill level outside 0–27 (`docs/rules/dcss-0.31.md` §0).
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
#[error("skill {0} is not allowed: 0 to 27 in steps of 0.1 (e.g. 10.5)")]
pub struct SkillOutOfRange(pub f64);

impl Skill {
    /// The highest skill level, 27 (`MAX_SKILL_LEVEL`; it has no fraction).
    pub const MAX: Skill = Skill(27 * PER_LEVEL);

    /// A whole skill level, 0..=27.
    pub fn level(level: i32) -> Result<Self, SkillOutOfRange> {
        Self::from_tenths(level.saturating_mul(10))
    }

    /// A skill in tenths of a level, 0..=270: the bottom of that tenth.
    pub fn from_tenths(tenths: i32) -> Result<Self, SkillOutOfRange> {
        if (0..=Self::MAX.tenths()).contains(&tenths) {
            Ok(Skill(tenths * PER_TENTH))
        } else {
            Err(SkillOutOfRange(f64::from(tenths) / 10.0))
        }
    }

    /// A skill in millionths of a level, 0..=27 000 000: any fraction the game can hold,
    /// to that resolution (`docs/rules/monsters-and-dumps.md` §4.3).
    pub fn from_millionths(millionths: i32) -> Result<Self, SkillOutOfRange> {
        if (0..=Self::MAX.0).contains(&millionths) {
            Ok(Skill(millionths))
        } else {
            Err(SkillOutOfRange(
                f64::from(millionths) / f64::from(PER_LEVEL),
            ))
        }
    }

    /// A fractional level in tenths such as 2.5; 0.0..=27.0. A finer value (10.55) is an
    /// error: scenario inputs and dumps give skills in tenths.
    pub fn from_f64(level: f64) -> Result<Self, SkillOutOfRange> {
        let tenths = (level * 10.0).round();
        if !(0.0..=27.0).contains(&level) || (level * 10.0 - tenths).abs() > 1e-6 {
            return Err(SkillOutOfRange(level));
        }
        Self::from_tenths(tenths as i32)
    }

    /// The level in tenths, truncated: what a character dump prints
    /// (`docs/rules/monsters-and-dumps.md` §4.3).
    pub fn tenths(self) -> i32 {
        self.0 / PER_TENTH
    }

    /// The level in millionths.
    pub fn millionths(self) -> i32 {
        self.0
    }

    /// The highest skill that still prints as this one's tenth: `x.x + 0.1` less one
    /// millionth, or 27 itself, which has no fraction (`docs/rules/monsters-and-dumps.md`
    /// §4.3). At every scale below 100 000, `scaled(k)` of it is
    /// `level·k + ⌈(d+1)·k/10⌉ − 1` for the tenths digit `d`: the game's read of a fraction
    /// just below the next tenth.
    pub fn top_of_tenth(self) -> Skill {
        if self >= Self::MAX {
            Self::MAX
        } else {
            Skill(self.tenths() * PER_TENTH + PER_TENTH - 1)
        }
    }

    /// Every skill a dump that prints `tenths` can hide, as its lowest and highest value:
    /// `[x.x, x.x + 0.1)` (`docs/rules/monsters-and-dumps.md` §4.3).
    pub fn tenths_interval(tenths: i32) -> Result<(Skill, Skill), SkillOutOfRange> {
        let low = Self::from_tenths(tenths)?;
        Ok((low, low.top_of_tenth()))
    }

    /// `skill(sk, scale)` = `level·scale + floor(fraction·scale)`, the game's scaled read
    /// (`docs/rules/dcss-0.31.md` §0).
    pub fn scaled(self, scale: i32) -> i32 {
        let level = self.0 / PER_LEVEL;
        let fraction = i64::from(self.0 % PER_LEVEL);
        level * scale + (fraction * i64::from(scale) / i64::from(PER_LEVEL)) as i32
    }
}
