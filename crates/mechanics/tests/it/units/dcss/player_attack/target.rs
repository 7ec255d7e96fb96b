use mechanics::dcss::player_attack::target::*;

/// §3.6: rF+ halves, rF++ fifths, rF+++ stops, rF− ×1.5.
#[test]
fn resistance_levels() {
    assert_eq!(
        [-1, 0, 1, 2, 3, 4].map(|r| resist_adjust(11, r)),
        [16, 11, 5, 2, 0, 0]
    );
}
