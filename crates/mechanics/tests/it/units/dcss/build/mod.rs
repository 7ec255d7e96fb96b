//! Build tests: the EV tables and situations of `docs/rules/dcss-0.31.md` §4.2, the acrobat
//! conditions, the equipment refusals of `docs/rules/dcss-0.31-equipment.md` and the
//! Octopode's Gelatinous Body.

mod extras;
mod form;

use mechanics::dcss::build::*;
use mechanics::dcss::data::Form;
use mechanics::dcss::data::{aux_armour, body_armour, shield, species};
use mechanics::dcss::evasion::{EvBonuses, EvBreakdown, EvSituation};
use mechanics::dcss::skills::Skill;

fn build(sp: &str, dex: i32, st: i32, dodging: i32, armour: i32, body: &str) -> Build {
    Build {
        dodging: Skill::level(dodging).unwrap(),
        armour: Skill::level(armour).unwrap(),
        body: body_armour(body).unwrap(),
        ..Build::new(species(sp).unwrap(), dex, st)
    }
}

/// The §4.2 table's columns: raw dodge, adjusted dodge, body and shield penalties, EV.
fn steps(ev: &EvBreakdown) -> (i32, i32, i32, i32, i32) {
    (
        ev.dodge_raw_x100,
        ev.dodge_adjusted_x100,
        ev.body_penalty_x100,
        ev.shield_penalty_x100,
        ev.ev,
    )
}

/// `docs/rules/dcss-0.31.md` §4.2: raw and adjusted dodge, penalties and EV.
#[test]
fn spec_4_2_ev_table() {
    let human_plate = build("human", 15, 15, 10, 5, "plate");
    let ev = human_plate.evasion(&EvSituation::default());
    assert_eq!(steps(&ev), (640, 320, 640, 0, 7));
    let minotaur = Build {
        shield: shield("tower").unwrap(),
        shields: Skill::level(10).unwrap(),
        ..build("minotaur", 11, 22, 0, 15, "crystal plate")
    };
    let ev = minotaur.evasion(&EvSituation::default());
    assert_eq!(steps(&ev), (40, 22, 564, 209, 3));
    let kobold = Build {
        shield: shield("buckler").unwrap(),
        shields: Skill::level(3).unwrap(),
        ..build("kobold", 17, 11, 12, 3, "fire dragon scales")
    };
    let ev = kobold.evasion(&EvSituation::default());
    assert_eq!(steps(&ev), (951, 606, 322, 55, 15));
}

/// `docs/rules/dcss-0.31.md` §4.2 situational table on the Human plate case.
#[test]
fn spec_4_2_situations() {
    let b = build("human", 15, 15, 10, 5, "plate");
    let ring = Build {
        bonuses: EvBonuses {
            ring_evasion: 5,
            ..EvBonuses::default()
        },
        ..b
    };
    let none = EvSituation::default();
    let caught = EvSituation {
        caught: true,
        ..none
    };
    let cases = [
        (b, none, 7),
        (ring, none, 12),
        (b, caught, 4),
        (ring, caught, 9),
        (
            b,
            EvSituation {
                vertigo: true,
                ..none
            },
            2,
        ),
        (
            b,
            EvSituation {
                constricted: true,
                ..none
            },
            4,
        ),
        (
            b,
            EvSituation {
                unseen_attacker: true,
                ..none
            },
            -3,
        ),
        (
            b,
            EvSituation {
                helpless: true,
                ..none
            },
            2,
        ),
        (
            b,
            EvSituation {
                helpless: true,
                unseen_attacker: true,
                ..none
            },
            -8,
        ),
    ];
    for (i, (build, sit, want)) in cases.into_iter().enumerate() {
        assert_eq!(build.evasion(&sit).ev, want, "case {i}");
    }
    let merfolk = build("merfolk", 16, 12, 8, 0, "leather");
    let water = EvSituation {
        in_water: true,
        ..none
    };
    assert_eq!(merfolk.evasion(&none).ev, 15);
    assert_eq!(merfolk.evasion(&water).ev, 19);
    let ringed = Build {
        bonuses: EvBonuses {
            ring_evasion: 5,
            ..EvBonuses::default()
        },
        ..merfolk
    };
    assert_eq!(ringed.evasion(&water).ev, 24);
    let mut naga = build("naga", 12, 14, 6, 9, "chain");
    naga.aux.wear(AuxPiece {
        item: aux_armour("barding").unwrap(),
        plus: 0,
    });
    assert_eq!(naga.evasion(&none).ev, 5);
}

#[test]
fn acrobat_is_off_when_caught_or_constricted() {
    let b = Build {
        bonuses: EvBonuses {
            acrobat: true,
            ..EvBonuses::default()
        },
        ..build("tengu", 15, 10, 5, 0, "robe")
    };
    let none = EvSituation::default();
    let plain = Build {
        bonuses: EvBonuses::default(),
        ..b
    };
    assert_eq!(b.evasion(&none).ev, plain.evasion(&none).ev + 15);
    let constricted = EvSituation {
        constricted: true,
        ..none
    };
    assert_eq!(b.evasion(&constricted).ev, plain.evasion(&constricted).ev);
}

#[test]
fn validation_names_field_and_allowed_values() {
    let troll = build("troll", 10, 20, 0, 0, "none");
    let err = Build {
        shield: shield("buckler").unwrap(),
        ..troll
    }
    .validate()
    .unwrap_err();
    assert_eq!(err.field(), "shield");
    assert_eq!(
        err.to_string(),
        "Troll cannot wear a buckler (\"This armour is too small for you!\"); \
         allowed: orb, kite shield, tower shield"
    );
    let felid = build("felid", 10, 5, 0, 0, "none");
    let err = Build {
        shield: shield("buckler").unwrap(),
        ..felid
    }
    .validate()
    .unwrap_err();
    assert!(err.to_string().ends_with("allowed: none"), "{err}");
    assert!(
        Build {
            body: body_armour("plate").unwrap(),
            ..troll
        }
        .validate()
        .is_err()
    );
    let weak = Build {
        strength: 0,
        ..troll
    };
    assert_eq!(weak.validate().unwrap_err().field(), "str");
    assert!(build("human", 10, 10, 0, 0, "plate").validate().is_ok());
}

/// `docs/rules/dcss-0.31-equipment.md`: every Draconian colour refuses body armour, barding
/// fits only Naga and Armataur, and Draconians cannot train Armour: the game reads it as 0.
#[test]
fn draconians_barding_and_useless_skills() {
    let red = build("red draconian", 10, 10, 0, 0, "plate");
    let e = red.validate().unwrap_err();
    assert_eq!(
        (e.field(), e.to_string().contains("You can't wear that!")),
        ("body", true)
    );
    let mut human = build("human", 10, 10, 0, 0, "none");
    human.aux.wear(AuxPiece {
        item: aux_armour("barding").unwrap(),
        plus: 0,
    });
    let e = human.validate().unwrap_err();
    assert_eq!(e.field(), "aux");
    assert!(e.to_string().contains("allowed: boots"), "{e}");
    let trained = Build {
        armour: Skill::level(5).unwrap(),
        ..build("grey draconian", 10, 10, 0, 0, "none")
    };
    trained.validate().unwrap();
    assert_eq!(trained.armour_in_use(), Skill::default());
}

/// `docs/rules/dcss-0.31.md` §8.3: an Octopode's innate Gelatinous Body is +1 EV, except in
/// statue form.
#[test]
fn octopode_gelatinous_body() {
    let octopode = build("octopode", 25, 8, 27, 0, "none");
    let human = Build {
        species: species("human").unwrap(),
        ..octopode
    };
    let none = EvSituation::default();
    assert_eq!(octopode.evasion(&none).ev, human.evasion(&none).ev + 1);
    let statue = Build {
        form: Form::Statue,
        ..octopode
    };
    assert_eq!(
        statue.evasion(&none).ev,
        Build {
            form: Form::Statue,
            ..human
        }
        .evasion(&none)
        .ev
    );
}
