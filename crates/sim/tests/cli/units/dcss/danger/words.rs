//! The unit tests of `src/dcss/danger/words.rs`.

use roguesim::dcss::danger::words::*;

#[test]
fn plurals_as_a_player_says_them() {
    for (one, many) in [
        ("two-headed ogre", "two-headed ogres"),
        ("orc warrior", "orc warriors"),
        ("wolf", "wolves"),
        ("dream sheep", "dream sheep"),
        ("rock fish", "rock fish"),
        ("killer bee", "killer bees"),
        ("howler monkey", "howler monkeys"),
        ("deep elf knight", "deep elf knights"),
        ("orb of fire", "orbs of fire"),
        ("cyclops", "cyclopes"),
        ("fire crab", "fire crabs"),
        ("harpy", "harpies"),
        ("shard shrike", "shard shrikes"),
        ("basilisk", "basilisks"),
        ("efreet", "efreet"),
    ] {
        assert_eq!(plural(one), many);
    }
}

#[test]
fn shares_in_words() {
    assert_eq!(share(0.021, 0.041), "half");
    assert_eq!(share(0.01, 0.041), "a quarter");
    assert_eq!(share(0.007, 0.041), "17.1 %");
    assert_eq!(percent(0.041), "4.1");
    assert_eq!(percent(0.0004), "0.04");
    assert_eq!(percent(1e-7), "< 0.01");
}
