//! How accumulators are written into parts and checkpoints: exactly, as JSON integers.
//!
//! Every [`Accumulator`](crate::engine::Accumulator) is `Serialize + Deserialize`, so a
//! shard's counts leave the process and come back bit for bit. Two helpers cover what serde
//! does not do on its own: fixed arrays of any length ([`fixed`], written as a list without
//! its trailing zeros) and `u128` sums ([`u128_text`], written as decimal strings, which no
//! JSON reader rounds).

/// `[T; N]` for any `N` as a JSON list, trailing default values left out (an array of
/// 1024 counters of which 5 are used takes 5 numbers). Reading pads with defaults and refuses
/// a list longer than `N`. Use with `#[serde(with = "crate::engine::state::fixed")]`.
pub mod fixed {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// Writes the array without its trailing default values.
    pub fn serialize<S, T, const N: usize>(array: &[T; N], s: S) -> Result<S::Ok, S::Error>
    where
        S: Serializer,
        T: Serialize + Default + PartialEq,
    {
        let zero = T::default();
        let used = array.iter().rposition(|x| *x != zero).map_or(0, |i| i + 1);
        array[..used].serialize(s)
    }

    /// Reads a list of at most `N` values, the rest default.
    pub fn deserialize<'de, D, T, const N: usize>(d: D) -> Result<[T; N], D::Error>
    where
        D: Deserializer<'de>,
        T: Deserialize<'de> + Default,
    {
        let values = Vec::<T>::deserialize(d)?;
        if values.len() > N {
            return Err(D::Error::custom(format!(
                "{} values where at most {N} fit",
                values.len()
            )));
        }
        let mut values = values.into_iter();
        Ok(std::array::from_fn(|_| values.next().unwrap_or_default()))
    }
}

/// A `u128` as a decimal string (`"340282366920938463463374607431768211455"`): JSON numbers
/// past 2^53 lose digits in many readers, and `serde_json::Value` holds at most 64 bits. Use
/// with `#[serde(with = "crate::engine::state::u128_text")]`.
pub mod u128_text {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes the decimal digits.
    pub fn serialize<S: Serializer>(x: &u128, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(x)
    }

    /// Reads the decimal digits.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| D::Error::custom(format!("{text:?} is not a whole number")))
    }
}
