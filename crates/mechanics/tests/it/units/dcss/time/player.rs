use mechanics::dcss::time::player::*;
use mechanics::dist::Dist;

/// The law of the movement delay `mv` (the form's base) under `swiftness` alone.
fn under_swiftness(mv: i32, swiftness: Swiftness) -> Dist {
    player_movement_speed_dist(&MoveModifiers {
        form_base: mv,
        swiftness,
        ..Default::default()
    })
}

#[test]
fn swiftness_ratio_follows_the_code_not_the_wiki() {
    // Swiftness is `div_rand_round(num, den)` of `mv`, or leaves `mv` unchanged.
    assert_eq!(
        under_swiftness(10, Swiftness::Active),
        Dist::div_rand_round(30, 4)
    );
    assert_eq!(
        under_swiftness(10, Swiftness::Sluggish),
        Dist::div_rand_round(30, 2)
    );
    assert_eq!(
        under_swiftness(7, Swiftness::Sluggish),
        Dist::div_rand_round(42, 5)
    );
    assert_eq!(under_swiftness(6, Swiftness::Sluggish), Dist::point(6));
    assert_eq!(under_swiftness(10, Swiftness::Off), Dist::point(10));
}

#[test]
fn fast_mutation_level_zero_changes_nothing() {
    // Neither the steps before Cheibriados nor Frozen, Fast and Slow change the default 10.
    let m = MoveModifiers::default();
    assert_eq!(m.fast_mutation, 0);
    assert_eq!(player_movement_speed_dist(&m), Dist::point(10));
}
