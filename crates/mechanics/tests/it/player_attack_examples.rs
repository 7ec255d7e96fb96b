//! The worked examples of `docs/rules/dcss-0.31-player-attack.md` §10 (to-hit, damage, aux
//! attacks, attack delay, monster HP) and the figures §6 quotes, each to the precision the
//! rule book prints it. The duels are in `tests/duel_examples.rs`.

use mechanics::dcss::monster_hp::MonsterHp;
use mechanics::dcss::player_attack::{AttackSpec, AuxKind, AuxMutations, Brand, Retaliation};
use mechanics::dist::Dist;
use mechanics::tolerance::{EXACT, FOUR_DECIMALS, SIX_DECIMALS, THREE_DECIMALS};

fn near(got: f64, want: f64, tolerance: f64, what: &str) {
    assert!(
        (got - want).abs() < tolerance,
        "{what}: got {got}, want {want}"
    );
}

/// `got` rounds to the value the rule book prints, to its printed decimals.
fn prints(got: f64, printed: &str, what: &str) {
    let decimals = printed.split('.').nth(1).map_or(0, str::len);
    assert_eq!(format!("{got:.decimals$}"), printed, "{what}: got {got}");
}

fn sword(dex: i32, fighting: f64, weapon: &str, skill: f64, plus: i32, ev: i32) -> AttackSpec {
    AttackSpec {
        dex,
        fighting,
        weapon: Some(weapon.into()),
        weapon_skill: skill,
        weapon_plus: plus,
        monster_base_ev: ev,
        ..AttackSpec::default()
    }
}

/// §10 to-hit T1-T8: the pre-roll's range and mean, P(blocked), P(hit) and what is shown.
#[test]
fn to_hit_examples() {
    let t1 = sword(14, 10.0, "long sword", 12.0, 2, 12);
    let unarmed = AttackSpec {
        dex: 12,
        fighting: 5.0,
        weapon_skill: 6.0,
        monster_base_ev: 12,
        ..AttackSpec::default()
    };
    let vault_guard = AttackSpec {
        monster_hd: 13,
        monster_base_ev: 13,
        monster_shield: Some("kite shield".into()),
        ..sword(15, 12.0, "war axe", 12.0, 3, 13)
    };
    /// (name, spec, pre-roll range, its mean, P(blocked), P(hit), shown)
    type Case = (&'static str, AttackSpec, (i32, i32), f64, f64, f64, i32);
    let cases: [Case; 8] = [
        ("T1", t1.clone(), (25, 47), 36.0, 0.0, 0.652195, 65),
        (
            "T2",
            sword(16, 15.0, "dagger", 15.0, 0, 20),
            (29, 59),
            44.0,
            0.0,
            0.533166,
            53,
        ),
        (
            "T3",
            sword(10, 2.5, "club", 3.5, 0, 10),
            (23, 30),
            26.0635,
            0.0,
            0.609004,
            59,
        ),
        ("T4", unarmed, (27, 38), 32.5, 0.0, 0.621898, 61),
        ("T5", vault_guard, (25, 49), 37.0, 0.389405, 0.439247, 66),
        (
            "T6",
            sword(18, 10.5, "long sword", 10.5, 0, 15),
            (25, 47),
            35.5217,
            0.0,
            0.566503,
            56,
        ),
        (
            "T7",
            AttackSpec {
                confused: true,
                ..t1.clone()
            },
            (25, 47),
            36.0,
            0.0,
            0.517693,
            52,
        ),
        (
            "T8",
            AttackSpec {
                monster_invisible: true,
                ..t1
            },
            (25, 47),
            36.0,
            0.0,
            0.490792,
            65,
        ),
    ];
    for (name, spec, range, mean, blocked, hit, shown) in cases {
        let a = spec.resolve().unwrap();
        let pre = a.offence.pre_roll().pre_roll_dist();
        assert_eq!((pre.min(), pre.max()), range, "{name}");
        near(pre.mean(), mean, FOUR_DECIMALS, name);
        let t = a.to_hit();
        near(t.p_blocked, blocked, SIX_DECIMALS, name);
        near(t.p_hit, hit, SIX_DECIMALS, name);
        assert_eq!(t.display_percent, shown, "{name}");
    }
    // T5: P(miss) 0.171348; the shield class 2·8 + 13·4/3 = 33, EV 13 − 1 = 12.
    let a = AttackSpec {
        monster_hd: 13,
        monster_base_ev: 13,
        monster_shield: Some("kite shield".into()),
        ..sword(15, 12.0, "war axe", 12.0, 3, 13)
    }
    .resolve()
    .unwrap();
    assert_eq!((a.target.shield_class, a.target.ev), (33, 12));
    near(a.to_hit().p_miss, 0.171348, SIX_DECIMALS, "T5 miss");
    // T6: Fighting 10.5 gives 0..10 with 2/23 each and 11 with 1/23.
    let r = Dist::maybe_random_div(1050, 100);
    near(r.prob(11), 1.0 / 23.0, EXACT, "R(1050)");
}

/// §10 damage D1-D13: mean, P(0) and max of one landed main attack after AC, brand included.
#[test]
fn damage_examples() {
    let d1 = AttackSpec {
        str: 15,
        monster_ac: 4,
        ..sword(14, 10.0, "long sword", 12.0, 2, 0)
    };
    let d3 = AttackSpec {
        str: 18,
        ..sword(10, 8.0, "war axe", 8.0, 0, 0)
    };
    let d9 = AttackSpec {
        str: 16,
        brand: Some(Brand::Flaming),
        monster_ac: 5,
        ..sword(10, 10.0, "mace", 10.0, 3, 0)
    };
    let cases: [(&str, AttackSpec, f64, f64, i32); 13] = [
        ("D1", d1.clone(), 6.2716, 0.165004, 23),
        (
            "D2",
            AttackSpec {
                monster_ac: 0,
                ..d1.clone()
            },
            8.0845,
            0.027778,
            23,
        ),
        ("D3", d3.clone(), 7.7070, 0.071429, 21),
        (
            "D4",
            AttackSpec {
                monster_ac: 8,
                ..d3.clone()
            },
            4.6161,
            0.326842,
            21,
        ),
        (
            "D5",
            AttackSpec {
                str: 20,
                fighting: 10.0,
                weapon_skill: 10.0,
                claws: 3,
                monster_ac: 3,
                ..AttackSpec::default()
            },
            11.5824,
            0.104156,
            30,
        ),
        (
            "D6",
            AttackSpec {
                str: 12,
                ..AttackSpec::default()
            },
            1.5,
            0.25,
            3,
        ),
        (
            "D7",
            AttackSpec {
                might: true,
                ..d1.clone()
            },
            11.5961,
            0.018719,
            33,
        ),
        (
            "D8",
            AttackSpec {
                str: 22,
                brand: Some(Brand::Heavy),
                monster_ac: 10,
                ..sword(10, 15.0, "great mace", 15.0, 0, 0)
            },
            26.5179,
            0.113589,
            96,
        ),
        ("D9", d9.clone(), 6.3827, 0.206241, 29),
        (
            "D10",
            AttackSpec {
                monster_resist: 1,
                ..d9
            },
            5.3098,
            0.206241,
            24,
        ),
        (
            "D11",
            AttackSpec {
                brand: Some(Brand::Electrocution),
                monster_ac: 6,
                ..sword(16, 12.0, "rapier", 14.0, 4, 0)
            },
            8.1694,
            0.169076,
            40,
        ),
        ("D12", sword(10, 0.0, "dagger", 0.0, -3, 0), 1.0, 0.5, 4),
        ("D13", AttackSpec { weak: true, ..d1 }, 4.3248, 0.220323, 18),
    ];
    for (name, spec, mean, p0, max) in cases {
        let a = spec.resolve().unwrap();
        let law = a.offence.main_damage(&a.target).dist();
        near(law.mean(), mean, FOUR_DECIMALS, name);
        near(law.prob(0), p0, SIX_DECIMALS, name);
        assert_eq!(law.max(), max, "{name}");
    }
    // D3: 0..3 each 1/14, then 4 with 0.0521853 and 21 with 0.000327863.
    let a = d3.resolve().unwrap();
    let law = a.offence.main_damage(&a.target).dist();
    for d in 0..=3 {
        near(law.prob(d), 1.0 / 14.0, EXACT, "D3 low values");
    }
    near(law.prob(4), 0.0521853, SIX_DECIMALS, "D3 P(4)");
    prints(law.prob(21), "0.000327863", "D3 P(21)");
    // D12: 0: 1/2, 1: 1/5, 2: 3/20, 3: 1/10, 4: 1/20.
    let a = sword(10, 0.0, "dagger", 0.0, -3, 0).resolve().unwrap();
    let law = a.offence.main_damage(&a.target).dist();
    for (d, p) in [(0, 0.5), (1, 0.2), (2, 0.15), (3, 0.1), (4, 0.05)] {
        near(law.prob(d), p, EXACT, "D12");
    }
}

/// §10 aux A1-A3 (chance, aux to-hit, P(hit when tried), mean landed, mean per swing) and the
/// Minotaur's retaliation (mean 6.2433, max 14, whatever the AC).
#[test]
fn aux_examples() {
    let cases = [
        (
            "A1",
            AttackSpec {
                xl: 10,
                str: 18,
                fighting: 8.0,
                aux: AuxMutations {
                    horns: 2,
                    ..AuxMutations::default()
                },
                monster_base_ev: 10,
                monster_ac: 5,
                ..AttackSpec::default()
            },
            AuxKind::Headbutt,
            (45, 22, 0.560606, 4.1921, 1.0575),
        ),
        (
            "A2",
            AttackSpec {
                xl: 12,
                str: 10,
                dex: 16,
                fighting: 8.0,
                aux: AuxMutations {
                    talons: 3,
                    ..AuxMutations::default()
                },
                monster_base_ev: 15,
                monster_ac: 2,
                ..AttackSpec::default()
            },
            AuxKind::Kick,
            (71, 27, 0.462963, 3.2404, 1.0651),
        ),
        (
            "A3",
            AttackSpec {
                xl: 8,
                str: 20,
                fighting: 6.0,
                weapon_skill: 10.0,
                claws: 3,
                offhand_free: true,
                monster_base_ev: 10,
                monster_ac: 3,
                ..AttackSpec::default()
            },
            AuxKind::Punch,
            (13, 22, 0.560606, 8.2708, 0.6028),
        ),
    ];
    for (name, spec, kind, (chance, to_hit, p_hit, landed, per_swing)) in cases {
        let a = spec.resolve().unwrap();
        assert_eq!(a.offence.aux_attacker().aux_to_hit(), to_hit, "{name}");
        let round = a.offence.aux_round(&a.target);
        let (c, attack) = round.attacks().find(|(_, x)| x.kind == kind).unwrap();
        assert_eq!(c, chance, "{name}");
        near(attack.probs(100, 0).p_land, p_hit, SIX_DECIMALS, name);
        let mean = attack.landed_dist().mean();
        near(mean, landed, FOUR_DECIMALS, name);
        near(
            attack.probs(c, 0).p_land * mean,
            per_swing,
            FOUR_DECIMALS,
            name,
        );
    }
    for ac in [0, 5, 40] {
        let spec = AttackSpec {
            xl: 10,
            str: 18,
            fighting: 8.0,
            aux: AuxMutations {
                horns: 2,
                ..AuxMutations::default()
            },
            ..AttackSpec::default()
        };
        let r = Retaliation {
            attacker: spec.resolve().unwrap().offence.aux_attacker(),
            ac,
        };
        let law = r.damage_dist();
        near(law.mean(), 6.2433, FOUR_DECIMALS, "retaliation");
        assert_eq!(law.max(), 14);
    }
}

/// §10 attack delay W1-W12.
#[test]
fn delay_examples() {
    let w = |weapon: Option<&str>, skill: f64| AttackSpec {
        weapon: weapon.map(str::to_string),
        weapon_skill: skill,
        ..AttackSpec::default()
    };
    /// (name, spec, the law as (aut, probability))
    type Case = (&'static str, AttackSpec, &'static [(i32, f64)]);
    let cases: [Case; 12] = [
        ("W1", w(Some("long sword"), 12.0), &[(8, 1.0)]),
        ("W2", w(Some("long sword"), 5.0), &[(11, 0.5), (12, 0.5)]),
        ("W3", w(Some("long sword"), 5.3), &[(11, 0.65), (12, 0.35)]),
        ("W4", w(None, 27.0), &[(5, 1.0)]),
        ("W5", w(None, 10.0), &[(8, 23.0 / 27.0), (9, 4.0 / 27.0)]),
        (
            "W6",
            AttackSpec {
                shield: Some("kite shield".into()),
                shields: 5.0,
                str: 14,
                ..w(Some("war axe"), 8.0)
            },
            &[(12, 0.3), (13, 0.7)],
        ),
        (
            "W7",
            AttackSpec {
                haste: true,
                ..w(Some("quick blade"), 14.0)
            },
            &[(3, 2.0 / 3.0), (4, 1.0 / 3.0)],
        ),
        (
            "W8",
            AttackSpec {
                brand: Some(Brand::Heavy),
                ..w(Some("great mace"), 10.0)
            },
            &[(18, 1.0)],
        ),
        (
            "W9",
            AttackSpec {
                brand: Some(Brand::Speed),
                ..w(Some("rapier"), 10.0)
            },
            &[(4, 1.0 / 3.0), (5, 2.0 / 3.0)],
        ),
        (
            "W10",
            AttackSpec {
                finesse: true,
                haste: true,
                ..w(Some("long sword"), 14.0)
            },
            &[(3, 8.0 / 15.0), (4, 13.0 / 30.0), (5, 1.0 / 30.0)],
        ),
        ("W11", w(Some("executioner's axe"), 27.0), &[(7, 1.0)]),
        (
            "W12",
            AttackSpec {
                brand: Some(Brand::Speed),
                ..w(Some("dagger"), 27.0)
            },
            &[(3, 2.0 / 3.0), (4, 1.0 / 3.0)],
        ),
    ];
    for (name, spec, want) in cases {
        let law = spec.resolve().unwrap().offence.delay.dist();
        let total: f64 = want.iter().map(|(_, p)| p).sum();
        near(total, 1.0, EXACT, name);
        for &(t, p) in want {
            near(law.prob(t), p, EXACT, &format!("{name} P({t})"));
        }
    }
}

/// §10 monster HP H1-H6 (range, mean, sd) and §6's shares within ±10% of the average.
#[test]
fn monster_hp_examples() {
    let sd = |d: &Dist| {
        (d.iter().map(|(v, p)| p * f64::from(v).powi(2)).sum::<f64>() - d.mean().powi(2)).sqrt()
    };
    for (name, avg, hd, vault, range, mean, spread) in [
        ("H1", 280, 4, None, (18, 38), 27.95, 1.938),
        ("H2", 55, 1, None, (3, 8), 5.45, 0.561),
        ("H3", 275, 5, None, (18, 37), 27.45, 1.905),
        ("H4", 675, 9, None, (45, 90), 67.45, 4.574),
        ("H5", 280, 4, Some(8), (37, 75), 55.95, 3.803),
        ("H6", 385, 7, None, (25, 52), 38.45, 2.634),
    ] {
        let law = MonsterHp::new(avg, hd, vault).unwrap().dist();
        assert_eq!((law.min(), law.max()), range, "{name}");
        near(law.mean(), mean, EXACT, name);
        near(sd(&law), spread, THREE_DECIMALS, name);
    }
    // "Within about ±10% of the average": orc knight 87.3%, avg 5000 86.4%, orc warrior 80.4%,
    // ogre 88.8%, hobgoblin 96.7%.
    for (avg, share) in [
        (675, 0.873),
        (5000, 0.864),
        (280, 0.804),
        (275, 0.888),
        (55, 0.967),
    ] {
        let law = MonsterHp::new(avg, 10, None).unwrap().dist();
        let centre = f64::from(avg) / 10.0;
        let within: f64 = law
            .iter()
            .filter(|&(h, _)| (f64::from(h) - centre).abs() <= 0.1 * centre)
            .map(|(_, p)| p)
            .sum();
        near(within, share, THREE_DECIMALS, &format!("avg {avg}"));
    }
}
