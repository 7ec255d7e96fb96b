//! The unit tests of `src/scenario/quantities.rs`.

use roguesim::scenario::quantities::*;
use serde::Serialize;

#[derive(Serialize)]
struct Example {
    b: f64,
    a: Vec<[f64; 2]>,
    name: &'static str,
    flag: bool,
    missing: Option<i32>,
    inner: Inner,
}

#[derive(Serialize)]
struct Inner {
    z: i32,
    y: u64,
}

#[test]
fn numbers_keep_their_paths_and_order() {
    let q = Quantities::of(
        &Example {
            b: 0.5,
            a: vec![[1.0, 2.0]],
            name: "x",
            flag: true,
            missing: None,
            inner: Inner { z: -3, y: 7 },
        },
        "exact",
    )
    .unwrap();
    assert_eq!(
        q.0,
        vec![
            ("exact.b".to_string(), 0.5),
            ("exact.a[0][0]".to_string(), 1.0),
            ("exact.a[0][1]".to_string(), 2.0),
            ("exact.inner.z".to_string(), -3.0),
            ("exact.inner.y".to_string(), 7.0),
        ]
    );
    assert_eq!(q.get("exact.inner.y"), Some(7.0));
    assert_eq!(q.get("exact.name"), None);
}

#[test]
fn estimates_pair_with_their_exact_keys() {
    let q = Quantities(
        [
            ("exact.p_double", 0.8),
            ("estimate.p_double", 0.79),
            ("estimate.intervals.p_double[0]", 0.78),
            ("estimate.intervals.p_double[1]", 0.80),
            ("exact.p_hit", 0.5),
            ("estimate.p_hit", 0.51),
            ("estimate.ci95[0]", 0.49),
            ("estimate.ci95[1]", 0.53),
        ]
        .map(|(k, v)| (k.to_string(), v))
        .to_vec(),
    );
    assert_eq!(q.estimate_of("exact.p_double"), Some((0.79, [0.78, 0.80])));
    assert_eq!(q.estimate_of("exact.p_hit"), Some((0.51, [0.49, 0.53])));
    assert_eq!(q.estimate_of("exact.p_triple"), None);
    assert_eq!(q.estimate_of("derived.ev"), None);
}
