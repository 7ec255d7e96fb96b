use mechanics::dcss::data::{SHIELDS_019, SHIELDS_031};
use mechanics::dcss::data::{Shield, Size};
use mechanics::dcss::shields::*;
use mechanics::dcss::skills::Skill;

pub(crate) fn sk(l: i32) -> Skill {
    Skill::level(l).unwrap()
}

pub(crate) fn wearer(
    shield: Option<&Shield>,
    plus: i32,
    shields: Skill,
    dex: i32,
    strength: i32,
    torso: Size,
) -> ShieldWearer<'_> {
    ShieldWearer {
        shield,
        plus,
        shields,
        dex,
        strength,
        torso,
        extra: ExtraSh::default(),
        incapacitated: false,
    }
}

#[test]
fn orb_and_incapacitation_give_no_sh() {
    let orb = &SHIELDS_031[0];
    let sc = wearer(Some(orb), 0, sk(10), 20, 15, Size::Medium).class_031();
    assert_eq!(sc.internal, 0);
    let incapacitated = ShieldWearer {
        incapacitated: true,
        ..wearer(Some(&SHIELDS_031[3]), 0, sk(10), 20, 15, Size::Medium)
    };
    assert_eq!(incapacitated.class_031().internal, 0);
    let amulet = ShieldWearer {
        extra: ExtraSh {
            reflection: true,
            ..ExtraSh::default()
        },
        ..wearer(None, 0, sk(0), 10, 10, Size::Medium)
    };
    assert_eq!(amulet.class_031().internal, 10);
}

/// `docs/rules/dcss-0.19-shields.md` T1 (sh_internal) and its hand check.
#[test]
fn spec_019_t1_psc() {
    let (buckler, shield, large) = (&SHIELDS_019[0], &SHIELDS_019[1], &SHIELDS_019[2]);
    let rows = [
        (buckler, Size::Little, [10, 16, 21, 28]),
        (buckler, Size::Small, [9, 14, 18, 25]),
        (buckler, Size::Medium, [7, 13, 16, 23]),
        (shield, Size::Small, [15, 23, 28, 38]),
        (shield, Size::Medium, [14, 22, 27, 37]),
        (shield, Size::Large, [14, 21, 26, 35]),
        (large, Size::Medium, [22, 31, 38, 51]),
        (large, Size::Large, [22, 31, 38, 51]),
    ];
    for (s, torso, pscs) in rows {
        for (sh_sk, want) in [0, 8, 15, 27].into_iter().zip(pscs) {
            let sc = wearer(Some(s), 0, sk(sh_sk), 15, 15, torso).class_019();
            assert_eq!(sc.internal, want, "{} {:?} Shields {sh_sk}", s.name, torso);
        }
    }
    let sc = wearer(Some(buckler), 0, sk(8), 15, 15, Size::Medium).class_019();
    assert_eq!((sc.raw_x100, sc.internal, sc.displayed), (1254, 13, 6));
}
