//! The unit tests of `src/study/sweep/mod.rs`.

mod range;

use roguesim::study::sweep::range::Axis;
use roguesim::study::sweep::*;

#[test]
fn the_first_flag_is_the_outer_loop() {
    let axis = |flag: &str, values: Vec<f64>| Axis {
        flag: flag.into(),
        from: values[0],
        to: values[values.len() - 1],
        step: 1.0,
        values,
    };
    let g = grid(&[axis("a", vec![1.0, 2.0]), axis("b", vec![5.0, 6.0, 7.0])]);
    assert_eq!(
        g,
        vec![
            vec![1.0, 5.0],
            vec![1.0, 6.0],
            vec![1.0, 7.0],
            vec![2.0, 5.0],
            vec![2.0, 6.0],
            vec![2.0, 7.0]
        ]
    );
}
