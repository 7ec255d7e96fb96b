//! Skill levels as the game reads them: `player::skill(sk, scale)` (player.cc:5921,
//! `docs/rules/dcss-0.31.md` §0).

/// A skill level in tenths (10.5 → 105), 0..=270 (`docs/rules/dcss-0.31.md` §0).
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
    /// The highest skill level, 27.
    pub const MAX: Skill = Skill(270);

    /// A whole skill level, 0..=27.
    pub fn level(level: i32) -> Result<Self, SkillOutOfRange> {
        Self::from_tenths(level.saturating_mul(10))
    }

    /// A skill in tenths of a level, 0..=270.
    pub fn from_tenths(tenths: i32) -> Result<Self, SkillOutOfRange> {
        if (0..=Self::MAX.0).contains(&tenths) {
            Ok(Skill(tenths))
        } else {
            Err(SkillOutOfRange(f64::from(tenths) / 10.0))
        }
    }

    /// A fractional level in tenths such as 2.5; 0.0..=27.0. A finer value (10.55) is an
    /// error: the game's skills have no such resolution in this model.
    pub fn from_f64(level: f64) -> Result<Self, SkillOutOfRange> {
        let tenths = (level * 10.0).round();
        if !(0.0..=27.0).contains(&level) || (level * 10.0 - tenths).abs() > 1e-6 {
            return Err(SkillOutOfRange(level));
        }
        Ok(Skill(tenths as i32))
    }

    /// The level in tenths.
    pub fn tenths(self) -> i32 {
        self.0
    }

    /// `skill(sk, scale)` = `level·scale + floor(fraction·scale)`, the game's scaled read
    /// (`docs/rules/dcss-0.31.md` §0).
    pub fn scaled(self, scale: i32) -> i32 {
        (self.0 / 10) * scale + (self.0 % 10) * scale / 10
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaled_reads_match_the_game() {
        let s = Skill::from_f64(10.5).unwrap();
        assert_eq!(s.scaled(10), 105);
        assert_eq!(s.scaled(100), 1050);
        assert_eq!(s.scaled(38), 380 + 19);
        assert_eq!(Skill::level(8).unwrap().scaled(5), 40);
        assert!(Skill::level(28).is_err());
        assert!(Skill::level(-1).is_err());
        assert!(Skill::from_f64(f64::NAN).is_err());
        assert!(Skill::from_f64(10.55).is_err());
        assert_eq!(Skill::from_f64(2.5).unwrap().tenths(), 25);
    }
}
