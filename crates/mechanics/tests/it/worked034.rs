//! The worked examples W1–W34c of `docs/rules/dcss-0.34.md` Part W, reproduced from the
//! product: EV, SH and AC in hundredths with their laws and what the game shows, the block
//! limits and block chances. W35–W50 are in `worked034_attacks.rs`.

use crate::common034::{assert_two_point, build, sk, wear};
use mechanics::dcss::attack::Attacker;
use mechanics::dcss::build::Build;
use mechanics::dcss::damage::player_ac_034;
use mechanics::dcss::data::{shield, species_in};
use mechanics::dcss::defender::{Defender, DefenderHundredths, Situation};
use mechanics::dcss::evasion::EvSituation;
use mechanics::dcss::rules::RuleSet::Dcss034;
use mechanics::dcss::shields::{BlockContest, Blocker, ShieldRules, monster_bypass};
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dist::Dist;
use mechanics::tolerance::{EXACT, FIVE_DECIMALS};

fn ev(b: &Build, s: EvSituation) -> (i32, Dist, i32) {
    let e = b.evasion_034(&s);
    (e.final_x100, e.law(), e.shown)
}

/// W1–W16c: the EV of the worked builds and situations.
#[test]
fn w1_to_w16_evasion() {
    let human = build("human", 10, 15, 15, 10.0, 5.0, "plate");
    human.validate().unwrap();
    let s = EvSituation::default;
    let ring = Build {
        bonuses: mechanics::dcss::evasion::EvBonuses {
            ring_evasion: 5,
            ..Default::default()
        },
        ..human
    };
    let caught = EvSituation {
        caught: true,
        ..s()
    };
    let cases: Vec<(&str, Build, EvSituation, i32, i32, f64, i32)> = vec![
        ("W1 base", human, s(), 680, 6, 0.2, 6),
        ("W2 ring +5", ring, s(), 1180, 11, 0.2, 11),
        ("W3 caught", human, caught, 340, 3, 0.6, 3),
        ("W4 caught + ring", ring, caught, 590, 5, 0.1, 5),
        (
            "W5 vertigo",
            human,
            EvSituation {
                vertigo: true,
                ..s()
            },
            180,
            1,
            0.2,
            1,
        ),
        (
            "W6 constricted",
            human,
            EvSituation {
                constricted: true,
                ..s()
            },
            -320,
            -3,
            1.0,
            -3,
        ),
        (
            "W7 paralysed",
            human,
            EvSituation {
                helpless: true,
                ..s()
            },
            200,
            2,
            1.0,
            2,
        ),
        (
            "W8 paralysed + constricted",
            human,
            EvSituation {
                helpless: true,
                constricted: true,
                ..s()
            },
            -320,
            -3,
            1.0,
            -3,
        ),
        (
            "W9 unseen",
            human,
            EvSituation {
                unseen_attacker: true,
                ..s()
            },
            680,
            -4,
            0.2,
            6,
        ),
    ];
    for (what, b, sit, x100, lo, p, shown) in cases {
        let (got, law, sh) = ev(&b, sit);
        assert_eq!((got, sh), (x100, shown), "{what}");
        assert_two_point(&law, lo, p, what);
    }
    // W10: a Merfolk on land, in water, in water with a ring of evasion +5.
    let merfolk = build("merfolk", 10, 12, 16, 8.0, 0.0, "leather");
    merfolk.validate().unwrap();
    let water = EvSituation {
        in_water: true,
        ..s()
    };
    let merfolk_ring = Build {
        bonuses: ring.bonuses,
        ..merfolk
    };
    for (b, sit, x100, lo, p) in [
        (merfolk, s(), 1487, 14, 0.13),
        (merfolk, water, 1858, 18, 0.42),
        (merfolk_ring, water, 2483, 24, 0.17),
    ] {
        let (got, law, _) = ev(&b, sit);
        assert_eq!(got, x100, "W10");
        assert_two_point(&law, lo, p, "W10");
    }
    // W11: a Tengu after moving (its acrobat +15), then also constricted (no acrobat, −10).
    let tengu = Build {
        bonuses: mechanics::dcss::evasion::EvBonuses {
            acrobat: true,
            ..Default::default()
        },
        ..build("tengu", 9, 9, 17, 13.0, 3.0, "leather")
    };
    let (x, law, shown) = ev(&tengu, s());
    assert_eq!((x, shown), (3724, 37));
    assert_two_point(&law, 37, 0.76, "W11");
    let constricted = EvSituation {
        constricted: true,
        ..s()
    };
    let (x, law, shown) = ev(&tengu, constricted);
    assert_eq!((x, shown), (1224, 12));
    assert_two_point(&law, 12, 0.76, "W11 constricted");
    // W12–W16: other species (the Spriggan in leather is a formula case: leather does not
    // fit a little torso).
    let mut kobold = build("kobold", 10, 11, 17, 12.0, 3.0, "fire dragon scales");
    kobold.shields = sk(3.0);
    kobold.shield = shield("buckler").unwrap();
    kobold.validate().unwrap();
    let mut naga = build("naga", 10, 14, 12, 6.0, 9.0, "chain mail");
    wear(&mut naga, "barding", 0);
    naga.validate().unwrap();
    for (what, b, x100, lo, p) in [
        (
            "W12",
            build("spriggan", 10, 7, 20, 27.0, 0.0, "leather"),
            3890,
            38,
            0.1,
        ),
        (
            "W13",
            build("felid", 10, 5, 25, 27.0, 0.0, "none"),
            4825,
            48,
            0.75,
        ),
        (
            "W14",
            build("octopode", 5, 8, 18, 12.0, 0.0, "none"),
            2004,
            20,
            0.96,
        ),
        ("W15", kobold, 1621, 16, 0.79),
        ("W16", naga, 413, 4, 0.87),
    ] {
        let (got, law, _) = ev(&b, s());
        assert_eq!(got, x100, "{what}");
        assert_two_point(&law, lo, p, what);
    }
    // W16b: a paralysed Troll is capped at 100 (large); W16c: the Bane of Stumbling.
    let troll = build("troll", 5, 20, 12, 5.0, 0.0, "none");
    let (x, law, _) = ev(
        &troll,
        EvSituation {
            helpless: true,
            ..s()
        },
    );
    assert_eq!((x, law), (100, Dist::point(1)));
    let stumbling = Build {
        extras: mechanics::dcss::build::Extras034 {
            stumbling: true,
            ..Default::default()
        },
        ..human
    };
    let (x, law, shown) = ev(&stumbling, s());
    assert_eq!((x, law, shown), (-1820, Dist::point(-18), -18));
}

/// W17–W26: SH, its per-roll law, the display, the block limit and block chances.
#[test]
fn w17_to_w26_shields() {
    let human = |sh: &str, plus: i32, skill: f64, dex: i32| Build {
        xl: 5,
        shields: sk(skill),
        shield: shield(sh).unwrap(),
        shield_plus: plus,
        ..Build::new_in(Dcss034, species_in(Dcss034, "human").unwrap(), dex, 15)
    };
    let kite = human("kite", 2, 10.0, 14);
    let mut orb = human("orb", 0, 0.0, 14);
    orb.extra_sh.reflection = true;
    let bad = Build {
        strength: 1,
        ..human("buckler", -9, 0.0, 1)
    };
    bad.validate().unwrap();
    let cases: Vec<(&str, Build, i32, i32, f64, i32, u32)> = vec![
        ("W17", human("buckler", 0, 0.0, 15), 830, 8, 0.7, 4, 2),
        ("W18", kite, 2687, 26, 0.13, 13, 3),
        ("W19", human("tower", 3, 27.0, 15), 5650, 56, 0.5, 28, 4),
        (
            "W20",
            Build {
                extras: mechanics::dcss::build::Extras034 {
                    reckless: true,
                    ..Default::default()
                },
                ..kite
            },
            1343,
            13,
            0.57,
            6,
            3,
        ),
        (
            "W21",
            Build {
                extras: mechanics::dcss::build::Extras034 {
                    parrying: 8,
                    ..Default::default()
                },
                ..kite
            },
            4287,
            42,
            0.13,
            21,
            3,
        ),
        ("W22", orb, 1000, 10, 1.0, 5, 1),
        ("W23", bad, -1359, -13, 1.0, -6, 2),
    ];
    for (what, b, raw, lo, p, shown, limit) in cases {
        b.validate().unwrap();
        let sh = b.shield_class_034(false);
        assert_eq!((sh.raw_x100, sh.displayed), (raw, shown), "{what}");
        assert_two_point(&sh.internal_law(), lo, p, what);
        assert_eq!(b.block_limit_034(), limit, "{what}");
    }
    // W23 never blocks; W24 one HD 5 attack against W17, W18, W19.
    let contest = |sh_x100, bypass, unseen| BlockContest {
        blocker: Blocker::PlayerDrawn { sh_x100 },
        bypass,
        unseen_attacker: unseen,
        incapacitated: false,
        rules: ShieldRules::V031,
    };
    assert_eq!(contest(-1359, 18, false).p_block(0), 0.0);
    for (sh, p) in [(830, 0.12588), (2687, 0.46981), (5650, 0.83403)] {
        let got = contest(sh, monster_bypass(5), false).p_block(0);
        assert!((got - p).abs() < FIVE_DECIMALS, "W24 {sh}: {got}");
    }
    // W25: a shadow stab (an automatic hit) against SH×100 2400 is never blocked.
    let d = Defender::Hundredths(DefenderHundredths::new(1200, 2400, 2, None).unwrap());
    let f = d.facing(ShieldRules::V031, &Situation::default());
    let mut stab = f.attack(
        Attacker::Monster(MonsterAttacker::new(8, false, 0).unwrap()),
        false,
        &Situation::default(),
    );
    stab.mods.auto_hit = true;
    let p = stab.probs(0, false);
    assert_eq!((p.p_block, p.p_land), (0.0, 1.0));
    // W26: an unseen HD 1 attacker against SH×100 100: pro −1/3 = 0 beats con 0 in 1 of 15.
    let w26 = contest(100, monster_bypass(1), true).p_block(0);
    assert!((w26 - 1.0 / 15.0).abs() < EXACT);
}

/// W27–W34c: AC ×100, its law, the GDR law and what the game shows.
#[test]
fn w27_to_w34_armour_class() {
    let mut minotaur = build("minotaur", 10, 15, 10, 0.0, 10.5, "plate");
    minotaur.body_plus = 2;
    for (name, plus) in [("helmet", 1), ("cloak", 0), ("gloves", 0), ("boots", 0)] {
        wear(&mut minotaur, name, plus);
    }
    let mut naga = build("naga", 12, 14, 12, 0.0, 10.5, "plate");
    wear(&mut naga, "barding", 0);
    let mut armataur = build("armataur", 9, 16, 10, 0.0, 9.0, "chain mail");
    armataur.validate().unwrap();
    let mut gargoyle = build("gargoyle", 14, 14, 10, 0.0, 0.0, "robe");
    wear(&mut gargoyle, "hat", 0);
    let mut grey = build("grey draconian", 14, 14, 10, 0.0, 0.0, "none");
    wear(&mut grey, "cloak", 2);
    wear(&mut grey, "hat", 0);
    let mut poltergeist = build("poltergeist", 15, 10, 10, 0.0, 0.0, "none");
    for _ in 0..6 {
        wear(&mut poltergeist, "gloves", 2);
    }
    let fighter = build("human", 1, 15, 13, 0.0, 3.0, "scale mail");
    let corroded = Build {
        extras: mechanics::dcss::build::Extras034 {
            corrosion: 8,
            ..Default::default()
        },
        ..fighter
    };
    armataur.armour = sk(9.0);
    // (case, build, AC×100, AC law lower value and its chance, GDR law, shown)
    type Case = (&'static str, Build, i32, i32, f64, Vec<(i32, f64)>, i32);
    let cases: Vec<Case> = vec![
        (
            "W27",
            fighter,
            681,
            6,
            0.19,
            vec![(25, 0.19), (26, 0.81)],
            6,
        ),
        (
            "W28",
            naga,
            1877,
            18,
            0.23,
            vec![(32, 0.23), (33, 0.77)],
            18,
        ),
        (
            "W29",
            armataur,
            977,
            9,
            0.23,
            vec![(27, 0.23), (28, 0.77)],
            9,
        ),
        (
            "W30",
            gargoyle,
            1240,
            12,
            0.6,
            vec![(29, 0.6), (30, 0.4)],
            12,
        ),
        ("W31", grey, 1666, 16, 0.34, vec![(32, 1.0)], 16),
        (
            "W32",
            build("draconian", 1, 10, 10, 0.0, 0.0, "none"),
            433,
            4,
            0.67,
            vec![(22, 0.67), (23, 0.33)],
            4,
        ),
        ("W33", poltergeist, 1800, 18, 1.0, vec![(32, 1.0)], 18),
        ("W34", corroded, -119, -1, 1.0, vec![(0, 1.0)], -1),
        ("W34b", minotaur, 2365, 23, 0.35, vec![(35, 1.0)], 23),
        (
            "W34c",
            build("human", 10, 15, 10, 0.0, 27.0, "crystal plate"),
            3118,
            31,
            0.82,
            vec![(37, 0.82), (38, 0.18)],
            31,
        ),
    ];
    for (what, b, x100, lo, p, gdr, shown) in cases {
        let ac = player_ac_034(&b).unwrap();
        assert_eq!((ac.total_x100, ac.shown), (x100, shown), "{what}");
        assert_two_point(&ac.law(), lo, p, what);
        for (g, q) in gdr {
            assert!((ac.gdr_law().prob(g) - q).abs() < EXACT, "{what} GDR {g}");
        }
    }
    // W34b is a formula case: a Minotaur's horns refuse a helmet.
    assert!(minotaur.validate().is_err());
    for b in [naga, gargoyle, grey, poltergeist, fighter] {
        b.validate().unwrap();
    }
}
