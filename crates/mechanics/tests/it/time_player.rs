//! DCSS 0.31 player time against the spec's tables, worked examples and wiki errata:
//! `player_speed`, the movement table and the movement errata (`docs/rules/dcss-0.31.md`
//! §7.1–§7.2, §9 points 17–24).

use mechanics::dcss::time::{
    MoveModifiers, PlayerAction, PlayerStatus, Swiftness, action_time_dist, move_time_dist,
    player_movement_speed_dist, player_speed_dist,
};
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

/// Asserts that `d` is exactly `expected` (value, probability) with nothing else.
fn assert_dist(d: &Dist, expected: &[(i32, f64)], what: &str) {
    let total: f64 = expected.iter().map(|&(_, p)| p).sum();
    assert!(
        (total - 1.0).abs() < EXACT,
        "{what}: expected table does not sum to 1"
    );
    for &(v, p) in expected {
        assert!(
            (d.prob(v) - p).abs() < EXACT,
            "{what}: P({v}) = {} but the spec says {p}",
            d.prob(v)
        );
    }
    for (v, p) in d.iter() {
        assert!(
            p < EXACT || expected.iter().any(|&(e, _)| e == v),
            "{what}: unexpected value {v} with probability {p}"
        );
    }
}

fn status(hasted: bool, slowed: bool) -> PlayerStatus {
    PlayerStatus {
        hasted,
        slowed,
        ..PlayerStatus::default()
    }
}

// ---- §7.1 player_speed ----

#[test]
fn player_speed_statuses() {
    let none = PlayerStatus::default();
    assert_dist(&player_speed_dist(&none), &[(10, 1.0)], "normal");
    assert_dist(
        &player_speed_dist(&status(false, true)),
        &[(15, 1.0)],
        "slowed",
    );
    assert_dist(
        &player_speed_dist(&status(true, false)),
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "hasted",
    );
    // Slow and haste together: 15 -> div_rand_round(30, 3) = 10.
    assert_dist(
        &player_speed_dist(&status(true, true)),
        &[(10, 1.0)],
        "slow + haste",
    );
    // Berserk uses the same x2/3 and replaces haste rather than stacking with it.
    let berserk = PlayerStatus {
        berserk: true,
        hasted: true,
        ..none
    };
    assert_dist(
        &player_speed_dist(&berserk),
        &[(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        "berserk",
    );
    let statue = PlayerStatus {
        statue: true,
        ..none
    };
    assert_dist(&player_speed_dist(&statue), &[(15, 1.0)], "statue");
    // Statue after haste, integer: 6*15/10 = 9, 7*15/10 = 10.
    let statue_haste = PlayerStatus {
        statue: true,
        hasted: true,
        ..none
    };
    assert_dist(
        &player_speed_dist(&statue_haste),
        &[(9, 1.0 / 3.0), (10, 2.0 / 3.0)],
        "statue hasted",
    );
    // Slowed statue: 15*15/10 = 22.
    let slow_statue = PlayerStatus {
        statue: true,
        slowed: true,
        ..none
    };
    assert_dist(
        &player_speed_dist(&slow_statue),
        &[(22, 1.0)],
        "statue slowed",
    );
    let paralysed = PlayerStatus {
        cannot_act: true,
        slowed: true,
        hasted: true,
        statue: true,
        berserk: true,
    };
    assert_dist(&player_speed_dist(&paralysed), &[(10, 1.0)], "cannot act");
}

// ---- §7.2 table ----

fn spriggan() -> MoveModifiers {
    MoveModifiers {
        fast_mutation: 3,
        ..MoveModifiers::default()
    }
}

fn naga() -> MoveModifiers {
    MoveModifiers {
        slow_mutation: 2,
        large_body: true,
        ..MoveModifiers::default()
    }
}

fn barachi() -> MoveModifiers {
    MoveModifiers {
        slow_mutation: 1,
        can_swim: true,
        ..MoveModifiers::default()
    }
}

fn merfolk() -> MoveModifiers {
    MoveModifiers {
        nimble_swimmer: 2,
        can_swim: true,
        ..MoveModifiers::default()
    }
}

/// Every row of the §7.2 test-vector table: (case, modifiers, statuses, mv law, move time).
#[test]
fn movement_table_rows() {
    let human = MoveModifiers::default();
    type Row = (
        &'static str,
        MoveModifiers,
        PlayerStatus,
        Vec<(i32, f64)>,
        Vec<(i32, f64)>,
    );
    let rows: Vec<Row> = vec![
        (
            "base",
            human,
            status(false, false),
            vec![(10, 1.0)],
            vec![(10, 1.0)],
        ),
        (
            "Naga",
            naga(),
            status(false, false),
            vec![(14, 1.0)],
            vec![(14, 1.0)],
        ),
        (
            "Spriggan",
            spriggan(),
            status(false, false),
            vec![(6, 1.0)],
            vec![(6, 1.0)],
        ),
        (
            "Spriggan hasted",
            spriggan(),
            status(true, false),
            vec![(6, 1.0)],
            vec![(3, 2.0 / 15.0), (4, 11.0 / 15.0), (5, 2.0 / 15.0)],
        ),
        (
            "Human hasted",
            human,
            status(true, false),
            vec![(10, 1.0)],
            vec![(6, 1.0 / 3.0), (7, 2.0 / 3.0)],
        ),
        (
            "Human slowed",
            human,
            status(false, true),
            vec![(10, 1.0)],
            vec![(15, 1.0)],
        ),
        (
            "Human, Swiftness",
            MoveModifiers {
                swiftness: Swiftness::Active,
                ..human
            },
            status(false, false),
            vec![(7, 0.5), (8, 0.5)],
            vec![(7, 0.5), (8, 0.5)],
        ),
        (
            "Human, sluggish phase",
            MoveModifiers {
                swiftness: Swiftness::Sluggish,
                ..human
            },
            status(false, false),
            vec![(15, 1.0)],
            vec![(15, 1.0)],
        ),
        (
            "Barachi, Frozen",
            MoveModifiers {
                frozen: true,
                ..barachi()
            },
            status(false, false),
            vec![(15, 1.0)],
            vec![(15, 1.0)],
        ),
        (
            "Human wading",
            MoveModifiers {
                on_water: true,
                ..human
            },
            status(false, false),
            vec![(16, 1.0)],
            vec![(16, 1.0)],
        ),
        (
            "Merfolk in water",
            MoveModifiers {
                on_water: true,
                ..merfolk()
            },
            status(false, false),
            vec![(6, 1.0)],
            vec![(6, 1.0)],
        ),
        (
            "Statue form",
            human,
            PlayerStatus {
                statue: true,
                ..PlayerStatus::default()
            },
            vec![(10, 1.0)],
            vec![(15, 1.0)],
        ),
    ];
    for (case, mods, st, mv, time) in rows {
        let mv_dist = player_movement_speed_dist(&mods);
        assert_dist(&mv_dist, &mv, case);
        let t = move_time_dist(&player_speed_dist(&st), &mv_dist);
        assert_dist(&t, &time, case);
        // The same through the action-time entry point.
        let via_action = player_speed_dist(&st).and_then(|ps| {
            mv_dist.and_then(|m| action_time_dist(PlayerAction::Move { mv: m }, &Dist::point(ps)))
        });
        assert_eq!(
            via_action, t,
            "{case}: action_time_dist disagrees with move_time_dist"
        );
    }
}

#[test]
fn hasted_movement_averages_four_aut() {
    // §7.1: the floor of 6 applies before haste, so hasted movement averages 4.0 aut.
    let t = move_time_dist(&player_speed_dist(&status(true, false)), &Dist::point(6));
    assert!((t.mean() - 4.0).abs() < EXACT);
}

// ---- §9 points 17-24: wiki errata on movement ----

fn mv_of(m: MoveModifiers) -> Dist {
    player_movement_speed_dist(&m)
}

#[test]
fn swiftness_errata_point_17() {
    let human = MoveModifiers::default();
    // Positive phase on 7 (Pig form): 21/4 = 5.25 -> 5 or 6 -> floor 6.
    let pig_swift = MoveModifiers {
        form_base: 7,
        swiftness: Swiftness::Active,
        ..human
    };
    assert_dist(&mv_of(pig_swift), &[(6, 1.0)], "pig swift");
    // Sluggish: mv >= 8 is x3/2 (+50%, not +33%): 12 -> 18.
    let ponderous_sluggish = MoveModifiers {
        ponderous: 2,
        swiftness: Swiftness::Sluggish,
        ..human
    };
    assert_dist(&mv_of(ponderous_sluggish), &[(18, 1.0)], "sluggish 12");
    // 9 -> 27/2 = 13 or 14.
    let nine = MoveModifiers {
        lightning_scales: true,
        swiftness: Swiftness::Sluggish,
        ..human
    };
    assert_dist(&mv_of(nine), &[(13, 0.5), (14, 0.5)], "sluggish 9");
    // mv = 7: div_rand_round(42, 5) = 8 (3/5) or 9 (2/5).
    let pig_sluggish = MoveModifiers {
        form_base: 7,
        swiftness: Swiftness::Sluggish,
        ..human
    };
    assert_dist(&mv_of(pig_sluggish), &[(8, 0.6), (9, 0.4)], "sluggish 7");
    // Below 7: unchanged.
    let spriggan_sluggish = MoveModifiers {
        swiftness: Swiftness::Sluggish,
        ..spriggan()
    };
    assert_dist(&mv_of(spriggan_sluggish), &[(6, 1.0)], "sluggish 6");
}

#[test]
fn frozen_is_plus_three_point_18() {
    let frozen = MoveModifiers {
        frozen: true,
        ..MoveModifiers::default()
    };
    assert_dist(&mv_of(frozen), &[(13, 1.0)], "frozen human");
}

#[test]
fn lightning_scales_flat_before_slow_point_20() {
    // Barachi: (10 - 1) * 12 / 10 = 10 (10.8 truncated); the wiki's -10% of 12 would be 10.8.
    let b = MoveModifiers {
        lightning_scales: true,
        ..barachi()
    };
    assert_dist(&mv_of(b), &[(10, 1.0)], "barachi scales");
    // Naga: 9 * 14 / 10 = 12.
    let n = MoveModifiers {
        lightning_scales: true,
        ..naga()
    };
    assert_dist(&mv_of(n), &[(12, 1.0)], "naga scales");
    // Human: flat 9.
    let h = MoveModifiers {
        lightning_scales: true,
        ..MoveModifiers::default()
    };
    assert_dist(&mv_of(h), &[(9, 1.0)], "human scales");
}

#[test]
fn merfolk_bonus_is_minus_four_and_stacks_point_21() {
    // Flying over water still gets -4 (ground level is not checked).
    let flying = MoveModifiers {
        on_water: true,
        above_water: true,
        ..merfolk()
    };
    assert_dist(&mv_of(flying), &[(6, 1.0)], "flying merfolk");
    // Other modifiers stack: 10 - 4 + 3 = 9.
    let frozen = MoveModifiers {
        on_water: true,
        frozen: true,
        ..merfolk()
    };
    assert_dist(&mv_of(frozen), &[(9, 1.0)], "frozen merfolk in water");
    // Out of water the mutation does nothing.
    assert_dist(&mv_of(merfolk()), &[(10, 1.0)], "merfolk on land");
}

#[test]
fn swimming_does_not_cancel_mutations_point_22() {
    // Spriggan wading: 10 + 6 - 4 = 12 (Fast still applies).
    let s = MoveModifiers {
        on_water: true,
        ..spriggan()
    };
    assert_dist(&mv_of(s), &[(12, 1.0)], "spriggan wading");
    // Swiftness stacks with wading: div_rand_round(48, 4) = 12.
    let h = MoveModifiers {
        on_water: true,
        swiftness: Swiftness::Active,
        ..MoveModifiers::default()
    };
    assert_dist(&mv_of(h), &[(12, 1.0)], "swift wading");
}

#[test]
fn swimming_exemptions_and_liquefaction_point_23() {
    let water = |m: MoveModifiers| MoveModifiers {
        on_water: true,
        ..m
    };
    let human = MoveModifiers::default();
    let grey_draconian = MoveModifiers {
        can_swim: true,
        ..human
    };
    let troll = MoveModifiers {
        large_body: true,
        ..human
    };
    assert_dist(
        &mv_of(water(grey_draconian)),
        &[(10, 1.0)],
        "grey draconian",
    );
    assert_dist(&mv_of(water(troll)), &[(10, 1.0)], "troll");
    assert_dist(&mv_of(water(naga())), &[(14, 1.0)], "naga in water");
    assert_dist(&mv_of(water(barachi())), &[(12, 1.0)], "barachi in water");
    let flying_human = MoveModifiers {
        above_water: true,
        ..water(human)
    };
    assert_dist(&mv_of(flying_human), &[(10, 1.0)], "flying human");
    let liquefied = MoveModifiers {
        liquefied: true,
        ..human
    };
    assert_dist(&mv_of(liquefied), &[(13, 1.0)], "liquefied");
}

#[test]
fn floor_before_haste_and_berserk_point_24() {
    // Bat form: 5 -> 6; hasted or berserk the move then takes 3..5 aut, mean 4.
    let bat = MoveModifiers {
        form_base: 5,
        ..MoveModifiers::default()
    };
    let mv = mv_of(bat);
    assert_dist(&mv, &[(6, 1.0)], "bat");
    let berserk = PlayerStatus {
        berserk: true,
        ..PlayerStatus::default()
    };
    let t = move_time_dist(&player_speed_dist(&berserk), &mv);
    assert_dist(
        &t,
        &[(3, 2.0 / 15.0), (4, 11.0 / 15.0), (5, 2.0 / 15.0)],
        "berserk bat",
    );
}

#[test]
fn other_movement_modifiers() {
    let human = MoveModifiers::default();
    assert_dist(
        &mv_of(MoveModifiers {
            form_base: 7,
            ..human
        }),
        &[(7, 1.0)],
        "pig",
    );
    assert_dist(
        &mv_of(MoveModifiers {
            ponderous: 2,
            ..human
        }),
        &[(12, 1.0)],
        "ponderous 2",
    );
    // Cheibriados: +2 + min(div_rand_round(piety, 20), 8).
    let chei = |piety| MoveModifiers {
        cheibriados_piety: Some(piety),
        ..human
    };
    assert_dist(&mv_of(chei(0)), &[(12, 1.0)], "chei 0");
    assert_dist(&mv_of(chei(30)), &[(13, 0.5), (14, 0.5)], "chei 30");
    assert_dist(&mv_of(chei(200)), &[(20, 1.0)], "chei 200 (capped)");
    assert_dist(&mv_of(chei(155)), &[(19, 0.25), (20, 0.75)], "chei 155");
    // Slow mutation after Cheibriados: Naga with piety 30 -> (13|14) * 14 / 10 = 18|19.
    let naga_chei = MoveModifiers {
        cheibriados_piety: Some(30),
        ..naga()
    };
    assert_dist(&mv_of(naga_chei), &[(18, 0.5), (19, 0.5)], "naga chei");
    // Swiftness after everything else: Chei piety 30 then 3/4: 39/4 -> 9|10, 42/4 -> 10|11.
    let chei_swift = MoveModifiers {
        swiftness: Swiftness::Active,
        ..chei(30)
    };
    assert_dist(
        &mv_of(chei_swift),
        &[(9, 0.125), (10, 0.375 + 0.25), (11, 0.25)],
        "chei swift",
    );
}
