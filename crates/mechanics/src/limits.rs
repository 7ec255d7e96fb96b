//! The input ranges inside which the rules are defined, each stated once, by the type that
//! models the rule, and the error that names a value outside one.
//!
//! A [`Limit`] carries the field's name as scenario files spell it (`monster_hd`, `ev`,
//! `player_speed`), so every layer above can say which input was wrong without rewriting
//! the message: the simulator prefixes the path of the object holding the field and the
//! command line maps that path to its flag.

/// A closed range of integers an input must lie in, with the input's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The field's name, as scenario files spell it.
    pub field: &'static str,
    /// The smallest allowed value.
    pub min: i64,
    /// The largest allowed value.
    pub max: i64,
}

impl Limit {
    /// The range `min..=max` for `field`.
    pub const fn new(field: &'static str, min: i64, max: i64) -> Self {
        Limit { field, min, max }
    }

    /// `value` if it lies in the range, else the [`OutOfRange`] error naming the field.
    pub fn check<T: Copy + Into<i64>>(&self, value: T) -> Result<T, OutOfRange> {
        let v: i64 = value.into();
        if (self.min..=self.max).contains(&v) {
            Ok(value)
        } else {
            Err(OutOfRange {
                field: self.field,
                value: v,
                min: self.min,
                max: self.max,
            })
        }
    }

    /// The range as a help text shows it: `1 to 30`.
    pub fn range(&self) -> String {
        format!("{} to {}", self.min, self.max)
    }
}

/// An input outside the range its rule is defined for. The message names the value and the
/// allowed range; [`OutOfRange::field`] names the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{value} is out of range: allowed {min} to {max}")]
pub struct OutOfRange {
    /// The field's name, as scenario files spell it.
    pub field: &'static str,
    /// The rejected value.
    pub value: i64,
    /// The smallest allowed value.
    pub min: i64,
    /// The largest allowed value.
    pub max: i64,
}
