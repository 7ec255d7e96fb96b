use mechanics::dcss::player_ranged::projectile::*;

/// §3.8: every launcher's minimum delay and the skill that reaches it.
#[test]
fn launcher_table() {
    for (name, dmg, hit, speed, min, skill) in [
        ("sling", 7, 0, 14, 7, 14),
        ("shortbow", 8, 2, 14, 7, 14),
        ("orcbow", 11, -3, 15, 7, 16),
        ("longbow", 14, 0, 17, 7, 20),
        ("hand cannon", 16, 3, 19, 10, 18),
        ("arbalest", 16, -2, 19, 10, 18),
        ("triple crossbow", 23, -2, 23, 10, 26),
    ] {
        let l = launcher(name).unwrap();
        assert_eq!((l.damage, l.hit, l.delay), (dmg, hit, speed), "{name}");
        assert_eq!(launcher_min_delay(l), min, "{name}");
        assert_eq!(launcher_min_delay_skill(l), skill, "{name}");
    }
    assert!(launcher("long sword").is_none());
    assert_eq!(missile("Javelins").unwrap().damage, 10);
    assert!(missile("stone").is_some_and(|m| !m.mulch_bonus()));
    assert!(missile("boomerang").is_some_and(Missile::mulch_bonus));
}
