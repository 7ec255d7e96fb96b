use mechanics::dcss::ranged::beam::{BeamTest, DeferNode};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The same node answers `floor(U·n)` for every `n`: the values are monotone in `n` and
/// consistent with one `U`.
#[test]
fn one_node_reads_one_uniform() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    for _ in 0..2000 {
        let mut node = DeferNode::default();
        let a = node.random2(&mut rng, 37);
        let b = node.random2(&mut rng, 74);
        let c = node.random2(&mut rng, 5);
        // floor(2·U·37) is 2a or 2a + 1; floor(U·5) agrees with U ∈ [a/37, (a+1)/37).
        assert!(b == 2 * a || b == 2 * a + 1);
        assert!(c * 37 <= 5 * a + 4 && 5 * a < (c + 1) * 37);
        assert_eq!(node.random2(&mut rng, 37), a);
    }
}

/// Passing the repel retest implies passing the first test (§3.5).
#[test]
fn the_retest_never_rescues_a_miss() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
    for pierce in [false, true] {
        for _ in 0..20_000 {
            let mut t = BeamTest::default();
            let first = t.hits(&mut rng, 27, 15, pierce, false);
            let second = t.hits(&mut rng, 27, 15, pierce, true);
            assert!(first || !second);
        }
    }
}

#[test]
fn degenerate_sizes_return_zero_and_draw_nothing() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(13);
    let mut node = DeferNode::default();
    let untouched = rng.clone();
    assert_eq!(node.random2(&mut rng, 1), 0);
    assert_eq!(node.random2(&mut rng, -4), 0);
    // Nothing drawn: the generator is where it was.
    assert_eq!(rng.next_u64(), untouched.clone().next_u64());
    let mut rng = untouched;
    assert_eq!(node.random_range(&mut rng, 7, 7), 7);
}
