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

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Sample {
        #[serde(with = "super::fixed")]
        bins: [u64; 40],
        #[serde(with = "super::u128_text")]
        big: u128,
    }

    #[test]
    fn arrays_and_u128_round_trip_exactly() {
        let mut bins = [0u64; 40];
        bins[3] = u64::MAX;
        bins[7] = 1;
        let s = Sample {
            bins,
            big: u128::MAX,
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(
            text,
            r#"{"bins":[0,0,0,18446744073709551615,0,0,0,1],"big":"340282366920938463463374607431768211455"}"#
        );
        let value = serde_json::to_value(&s).unwrap();
        assert_eq!(serde_json::from_value::<Sample>(value).unwrap(), s);
        assert_eq!(serde_json::from_str::<Sample>(&text).unwrap(), s);
        let empty = Sample {
            bins: [0; 40],
            big: 0,
        };
        assert_eq!(
            serde_json::to_string(&empty).unwrap(),
            r#"{"bins":[],"big":"0"}"#
        );
    }

    #[test]
    fn too_long_lists_and_bad_numbers_are_refused() {
        let long = format!(r#"{{"bins":{:?},"big":"1"}}"#, vec![1u64; 41]);
        let e = serde_json::from_str::<Sample>(&long).unwrap_err();
        assert!(
            e.to_string().contains("41 values where at most 40 fit"),
            "{e}"
        );
        let e = serde_json::from_str::<Sample>(r#"{"bins":[],"big":"-1"}"#).unwrap_err();
        assert!(e.to_string().contains("not a whole number"), "{e}");
    }
}
