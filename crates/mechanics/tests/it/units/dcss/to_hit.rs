use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::*;
use mechanics::tolerance::{EXACT, FIVE_DECIMALS};

#[test]
fn monster_base_and_modifiers() {
    assert_eq!(mon_to_hit_base(1, false), 19);
    assert_eq!(mon_to_hit_base(4, true), 28);
    assert_eq!(mon_to_hit_base(5, false), 25);
    let m = MonsterAttacker {
        hd: 10,
        fighter: true,
        weapon_to_hit: 0,
        slaying: 0,
    };
    assert_eq!(m.to_land(&HitModifiers::default()), 43);
    let unseen = HitModifiers {
        defender_unseen: true,
        backlit: true,
        ..HitModifiers::default()
    };
    assert_eq!(m.to_land(&unseen), 43 - 43 * 35 / 100);
    let lit = HitModifiers {
        backlit: true,
        confused: true,
        translucent_skin: 1,
        ..HitModifiers::default()
    };
    assert_eq!(m.to_land(&lit), 43 + 5 - 5 - 2);
}

/// `docs/rules/dcss-0.31.md` §2.5, full player attacker: display to_land and true P(hit).
#[test]
fn spec_2_5_full_player_attacker() {
    let sk = |x: f64| Skill::from_f64(x).unwrap();
    let cases = [
        (14, 10.0, 12.0, 3, 12, 36, 0.65219),
        (16, 15.0, 15.0, 6, 20, 43, 0.53317),
        (10, 2.5, 3.5, 3, 10, 25, 0.60900),
    ];
    for (dex, f, w, wth, ev, to_land, p) in cases {
        let a = PlayerAttacker {
            dex,
            fighting: sk(f),
            weapon_skill: sk(w),
            weapon_to_hit: wth,
            ..PlayerAttacker::default()
        };
        assert_eq!(a.display_pre_roll(), to_land);
        let th = player_to_hit_dist(&a.pre_roll_dist(), &HitModifiers::default());
        let got = p_hit(&th, ev, false);
        assert!((got - p).abs() < FIVE_DECIMALS, "dex {dex}: {got}");
    }
}

#[test]
fn beam_rules() {
    assert_eq!(beam_accuracy(30, true, false, false), 15);
    assert_eq!(beam_accuracy(30, false, true, true), 46);
    // random2(1) = 0 >= random2avg(0,2) = 0: always hits at EV 0.
    assert_eq!(p_beam_hit(1, 0, false), 1.0);
    // hit 2 vs EV 2: atk ∈ {0,1}, def = (random2(2)+random2(3))/2 ∈ {0,1}.
    // P(def=0) = P(sum<2) = (1·2 + 1·1)/6 = 1/2, so P = 1/2·1/2 + 1/2·1 = 3/4.
    assert!((p_beam_hit(2, 2, false) - 0.75).abs() < EXACT);
}
