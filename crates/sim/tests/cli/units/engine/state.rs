//! The unit tests of `src/engine/state.rs`.

use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Sample {
    #[serde(with = "roguesim::engine::state::fixed")]
    bins: [u64; 40],
    #[serde(with = "roguesim::engine::state::u128_text")]
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
