use mechanics::dcss::duel::rounds::extent;

/// `extent` is the length up to the last nonzero number, for every length and position
/// around the eight-number blocks, a negative zero counted as zero.
#[test]
fn extent_is_the_length_up_to_the_last_nonzero_number() {
    for len in 0..40 {
        assert_eq!(extent(&vec![0.0; len]), 0);
        assert_eq!(extent(&vec![-0.0; len]), 0);
        for last in 0..len {
            let mut row = vec![0.0; len];
            row[last] = 1e-300;
            if last > 0 {
                row[0] = 0.5;
            }
            assert_eq!(extent(&row), last + 1, "len {len}, last {last}");
        }
    }
}
