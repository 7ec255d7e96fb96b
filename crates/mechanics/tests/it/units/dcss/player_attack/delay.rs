use mechanics::dcss::player_attack::delay::*;
use mechanics::dcss::weapons;

/// `docs/rules/dcss-0.31-player-attack.md` §5: minimum delays and the skill that reaches them.
#[test]
fn minimum_delays() {
    let w = |n| weapons::find(n).unwrap();
    // Executioner's axe (19): min 7 at skill 24; dagger (10): 5 at 10; quick blade (12): 5
    // at 14; long sword (14): 7 at 14.
    for (name, min, skill) in [
        ("executioner's axe", 7, 24),
        ("dagger", 5, 10),
        ("quick blade", 5, 14),
        ("long sword", 7, 14),
    ] {
        assert_eq!(weapon_min_delay(w(name)), min, "{name}");
        assert_eq!(weapon_min_delay_skill(w(name)), skill, "{name}");
    }
}
